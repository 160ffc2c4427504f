//! Network play at the window. The host (`--host PORT`, or a set-up with
//! seats for players who join) listens, lists its game on the local
//! network and seats whoever says hello in its lobby (`host.rs`); a
//! player's screen (`--join HOST:PORT`, or the new-game dialog) joins,
//! waits in the lobby, then sends its seat's requests and follows the
//! host's table (`player.rs`). The lobby and what is shown when a
//! connection is lost are in `windows.rs`, the chat in `chat.rs`. Nothing here changes the game
//! itself: the turn plugin does, at the host, from checked requests.

mod chat;
mod host;
mod player;
mod windows;

use std::time::{Duration, Instant};

use bevy::prelude::*;
use bevy::winit::{UpdateMode, WinitSettings};

use super::AppState;
use super::options::GuiOptions;
use super::prefs::Prefs;
use super::session::{Online, Seat};
use crate::ai::AiKind;
use crate::net::discovery::{DISCOVERY_PORT, Found, Lister};
use crate::net::protocol::{SeatInfo, SeatKind};

pub use host::Hosting;
pub use player::Joining;

/// How often the window wakes to look at the network when nothing else
/// happens: a remote move shows within this.
const NETWORK_TICK: Duration = Duration::from_millis(25);

/// What the new-game dialog sets up for network play, and what went wrong
/// with the last try.
#[derive(Resource, Debug, Clone)]
pub struct NetSetup {
    /// The name this screen joins games with.
    pub name: String,
    /// The port a game hosted here runs on.
    pub port: u16,
    /// The address of the game to join, as typed (`HOST:PORT`).
    pub address: String,
    /// Why the last game could not be hosted or joined.
    pub problem: Option<String>,
}

/// Asked of the network by the new-game dialog: join the game at this
/// address (`HOST:PORT`).
#[derive(Message, Debug, Clone)]
pub struct JoinGame(pub String);

/// Games hosted on the local network, as the new-game dialog lists them.
#[derive(Resource, Default)]
pub struct LanGames {
    lister: Option<Lister>,
    asked: Option<Instant>,
    pub found: Vec<Found>,
    /// Why nothing can be looked for.
    pub problem: Option<String>,
}

/// The seats as every screen is told them.
fn seat_infos(seats: &[Seat], open: &[bool], connected: impl Fn(usize) -> bool) -> Vec<SeatInfo> {
    seats
        .iter()
        .enumerate()
        .map(|(i, s)| SeatInfo {
            name: s.name.clone(),
            colour: s.colour,
            kind: match (open.get(i) == Some(&true), s.computer) {
                // A computer at the host, or one standing in for a player
                // who has gone.
                (_, Some(ai)) => SeatKind::Computer(ai.level().to_string()),
                (true, None) => SeatKind::Remote {
                    connected: connected(i),
                },
                (false, None) => SeatKind::AtHost,
            },
        })
        .collect()
}

/// The level's computer, as a seat's kind names it.
fn computer_of(level: &str) -> AiKind {
    AiKind::LEVELS
        .into_iter()
        .find(|k| k.level() == level)
        .unwrap_or(AiKind::Greedy)
}

/// The window wakes this often, with or without input: often enough, in a
/// network game, to hear it.
fn waking_every(every: Duration) -> WinitSettings {
    WinitSettings {
        focused_mode: UpdateMode::reactive(every),
        unfocused_mode: UpdateMode::reactive(every),
    }
}

/// Back in the new-game dialog: any network game is over here. The
/// window wakes twice a second to keep the list of games found fresh.
fn leave_network(mut commands: Commands, mut lan: ResMut<LanGames>) {
    commands.remove_resource::<Hosting>();
    commands.remove_resource::<Joining>();
    commands.remove_resource::<Online>();
    commands.insert_resource(waking_every(Duration::from_millis(500)));
    if lan.lister.is_none() && lan.problem.is_none() {
        match Lister::open(DISCOVERY_PORT) {
            Ok(l) => lan.lister = Some(l),
            Err(e) => lan.problem = Some(format!("cannot look for games: {e}")),
        }
    }
}

/// Out of the dialog: stop looking, and (for a game at one screen) let
/// the window sleep again.
fn stop_looking(
    mut commands: Commands,
    mut lan: ResMut<LanGames>,
    online: Option<Res<Online>>,
    joining: Option<Res<Joining>>,
) {
    lan.lister = None;
    lan.found.clear();
    if online.is_none() && joining.is_none() {
        commands.insert_resource(WinitSettings::desktop_app());
    }
}

/// Asks for games once a second and reads the answers.
fn look_for_games(mut lan: ResMut<LanGames>) {
    let now = Instant::now();
    let LanGames {
        lister,
        asked,
        found,
        ..
    } = &mut *lan;
    let Some(lister) = lister else { return };
    if asked.is_none_or(|t| now - t > Duration::from_secs(1)) {
        // What was found stays listed until the next answers.
        *found = lister.poll().to_vec();
        lister.ask();
        *asked = Some(now);
    } else {
        let fresh = lister.poll();
        if fresh.len() > found.len() {
            *found = fresh.to_vec();
        }
    }
}

pub fn plugin(app: &mut App) {
    let options = app.world().resource::<GuiOptions>().clone();
    let remembered = app.world().resource::<Prefs>().settings.network.clone();
    app.insert_resource(NetSetup {
        name: remembered.name,
        port: options.host.unwrap_or(remembered.port),
        address: options.join.clone().unwrap_or(remembered.address),
        problem: None,
    })
    .init_resource::<LanGames>()
    .add_message::<JoinGame>()
    .add_systems(OnEnter(AppState::Menu), leave_network)
    .add_systems(OnExit(AppState::Menu), stop_looking)
    .add_systems(Update, look_for_games.run_if(in_state(AppState::Menu)));
    host::plugin(app, &options);
    player::plugin(app, &options);
    windows::plugin(app);
    chat::plugin(app);
}
