//! What the new-game dialog sets up for network play (this screen's name,
//! the port, the address to join), and what host and player share.

use std::sync::Arc;
use std::time::Duration;

use bevy::prelude::*;
use bevy::winit::{EventLoopProxyWrapper, UpdateMode, WinitSettings, WinitUserEvent};

use crate::gui::options::GuiOptions;
use crate::gui::prefs::Prefs;
use crate::gui::words;
use crate::net::join_code::Reach;
use crate::net::protocol::SeatInfo;
use crate::net::pump::{Wake, nobody};
use crate::seats::Seat;
use crate::tr;

/// What the new-game dialog sets up for network play, and what went wrong
/// with the last try.
#[derive(Resource, Debug, Clone)]
pub struct NetSetup {
    /// The name this screen joins games with.
    pub name: String,
    /// The port a game hosted here runs on.
    pub port: u16,
    /// The address of the game to join, as typed (`HOST:PORT` or a join code).
    pub address: String,
    /// The password of the game to join, if it has one (not remembered).
    pub password: String,
    /// A game hosted here is reached over the internet too, by a join code.
    pub internet: bool,
    /// The group's own relay (empty: the public relays).
    pub relay: String,
    /// Every byte through the relay (`--relay-only`, to test a relay).
    pub relay_only: bool,
    /// Why the last game could not be hosted or joined.
    pub problem: Option<String>,
}

/// Asked of the network by the new-game dialog: join the game at this
/// address (`HOST:PORT`) or of this join code, to play a seat or (`watch`) to watch it.
#[derive(Message, Debug, Clone)]
pub struct JoinGame {
    pub address: String,
    pub watch: bool,
}

impl NetSetup {
    /// How a game hosted here is reached over the internet (none: on the
    /// local network only).
    pub fn reach(&self) -> Option<Reach> {
        let relay = Some(self.relay.trim().to_string()).filter(|r| !r.is_empty());
        self.internet.then_some(Reach {
            relay,
            relay_only: self.relay_only,
            ..Reach::default()
        })
    }
}

/// The seats as every screen is told them.
pub fn seat_infos(
    seats: &[Seat],
    open: &[bool],
    connected: impl Fn(usize) -> bool,
) -> Vec<SeatInfo> {
    seats
        .iter()
        .enumerate()
        .map(|(i, s)| SeatInfo::of(s, open.get(i) == Some(&true), connected(i)))
        .collect()
}

/// The window wakes this often, with or without input (a player's screen
/// that has lost its host shows how long it has been trying).
pub fn waking_every(every: Duration) -> WinitSettings {
    WinitSettings {
        focused_mode: UpdateMode::reactive(every),
        unfocused_mode: UpdateMode::reactive(every),
    }
}

/// What the network's threads wake the window with when something
/// arrives (nobody without a window: headless tests).
pub fn waker(proxy: Option<&EventLoopProxyWrapper>) -> Wake {
    match proxy {
        Some(proxy) => {
            let proxy = (**proxy).clone();
            Arc::new(move || {
                let _ = proxy.send_event(WinitUserEvent::WakeUp);
            })
        }
        None => nobody(),
    }
}

pub fn plugin(app: &mut App, options: &GuiOptions) {
    let settings = &app.world().resource::<Prefs>().settings;
    let remembered = settings.network.clone();
    let name = (remembered.join_name(&settings.seats, words::is_colour_name))
        .unwrap_or_else(|| tr!("join-name-unknown"));
    // Hosting from the command line: the internet only if asked for there.
    let (internet, relay) = match (options.host, &options.internet) {
        (Some(_), reach) => (
            reach.is_some(),
            reach
                .as_ref()
                .and_then(|r| r.relay.clone())
                .unwrap_or_default(),
        ),
        (None, _) => (remembered.internet, remembered.relay),
    };
    app.insert_resource(NetSetup {
        name: options.name.clone().unwrap_or(name),
        port: options.host.unwrap_or(remembered.port),
        address: options.join.clone().unwrap_or(remembered.address),
        password: options.password.clone().unwrap_or_default(),
        internet,
        relay,
        relay_only: options.relay_only,
        problem: None,
    })
    .add_message::<JoinGame>();
}
