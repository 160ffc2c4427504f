//! A player's screen. It says hello to the host and waits in the lobby
//! until the game begins; then it sends the requests of its own seat (its
//! mouse, or its computer's whole move) to the host as asks and hands the
//! host's tables to the turn plugin, which follows them. If the host can
//! no longer be heard (its connection dropped, or it crashed and is
//! starting again) the screen keeps trying to get its seat back.

use std::time::{Duration, Instant};

use bevy::prelude::*;
use bevy::winit::EventLoopProxyWrapper;

use super::chat::Chat;
use crate::gui::idle::sleeping;
use crate::gui::messages::{FromHost, TableNeeded, TurnRequest};
use crate::gui::network::setup::{JoinGame, NetSetup, waker, waking_every};
use crate::gui::options::GuiOptions;
use crate::gui::play::session::{Online, Session};
use crate::gui::prefs::Prefs;
use crate::gui::states::{AppState, FrameSet};
use crate::gui::words;
use crate::net::join_code::{CodeRelay, JoinCode, JoinTrouble};
use crate::net::links::JoinTransport;
use crate::net::protocol::{Hello, SeatInfo, ToHost, ToPlayer, chat_line, decode, encode};
use crate::net::pump::Wake;
use crate::net::seat_keys::{JoinedSeat, SeatKeys};
use crate::seats::Seat;
use crate::tr;

/// How long a screen that lost its host keeps trying to get back in.
const GIVE_UP: Duration = Duration::from_secs(180);

/// A player's screen: the connection to the host and how it stands.
#[derive(Resource)]
pub struct Joining {
    link: JoinTransport,
    /// Every byte through the relay (`--relay-only`).
    relay_only: bool,
    /// What the link's thread wakes the window with.
    wake: Wake,
    pub address: String,
    name: String,
    /// Why the game cannot go on (refused, the host gone for good).
    pub problem: Option<String>,
    /// Since when the host has not been heard; meanwhile the screen tries
    /// again.
    pub lost: Option<Instant>,
    /// The next view is the first after the connection came back.
    resync: bool,
    /// The host's game has begun (else this screen waits in its lobby).
    pub started: bool,
    /// The seats as the host last told them (for the lobby).
    pub seats: Vec<SeatInfo>,
    /// The seat this screen holds and its secret (to get it back).
    key: Option<(usize, String)>,
    /// The game's password, as typed in the join box.
    password: Option<String>,
    /// To watch the game rather than play a seat.
    pub watch: bool,
    /// The number of the host's next step: a step with another number
    /// means one was missed, and the whole table is asked for.
    next_step: Option<u64>,
}

impl Joining {
    /// Starts connecting to `address`, asking for a seat under `name`
    /// (the seat this screen held in that game before, if it kept its
    /// secret); what arrives wakes the window through `wake`.
    pub fn start(
        asked: &JoinGame,
        name: &str,
        password: &str,
        relay_only: bool,
        wake: Wake,
    ) -> Result<Joining, String> {
        let (address, watch) = (asked.address.trim(), asked.watch);
        let key = SeatKeys::load()
            .joined(&seat_place(address))
            .map(|j| (j.seat, j.secret.clone()))
            .filter(|_| !watch);
        let password = Some(password.to_string()).filter(|p| !p.is_empty());
        Ok(Joining {
            link: hello(
                address,
                name,
                (key.as_ref(), watch),
                password.as_deref(),
                (relay_only, &wake),
            )
            .map_err(|e| words::join_trouble(&e))?,
            relay_only,
            wake,
            address: address.to_string(),
            name: name.to_string(),
            problem: None,
            lost: None,
            resync: false,
            started: false,
            seats: Vec::new(),
            key,
            password,
            watch,
            next_step: None,
        })
    }
}

/// Where a seat's secret is kept for: the game's address, or its host's
/// key (a code's route, its case and its dashes may differ from one join
/// to the next: a continued host may use another relay or port, a friend
/// may join from the list or from a pasted code).
fn seat_place(address: &str) -> String {
    match address.parse::<JoinCode>() {
        Ok(code) => JoinCode {
            relay: CodeRelay::Public(0),
            ..code
        }
        .to_string(),
        Err(_) => address.to_string(),
    }
}

impl Joining {
    /// Where this screen joined, as its lobby names it: the address, or a
    /// code's first and last groups (the whole code is 58 letters and a
    /// route).
    pub fn place_shown(&self) -> String {
        let Ok(code) = self.address.parse::<JoinCode>() else {
            return self.address.clone();
        };
        let text = code.to_string();
        let letters = text.split('@').next().unwrap_or("");
        match (letters.split_once('-'), letters.rsplit_once('-')) {
            (Some((first, _)), Some((_, last))) => format!("{first}…{last}"),
            _ => self.address.clone(),
        }
    }
}

/// A new connection to the host, its hello queued.
fn hello(
    address: &str,
    name: &str,
    (key, watch): (Option<&(usize, String)>, bool),
    password: Option<&str>,
    (relay_only, wake): (bool, &Wake),
) -> Result<JoinTransport, JoinTrouble> {
    let mut link = JoinTransport::connect(address, relay_only, wake.clone())?;
    let hello = match watch {
        true => Hello::to_watch(name, password),
        false => Hello::new(name, key, password),
    };
    link.send(encode(&ToHost::Hello(hello)));
    Ok(link)
}

/// The new-game dialog asked to join a game.
fn join_game(
    mut commands: Commands,
    mut asked: MessageReader<JoinGame>,
    mut setup: ResMut<NetSetup>,
    mut prefs: ResMut<Prefs>,
    (mut next, proxy): (
        ResMut<NextState<AppState>>,
        Option<Res<EventLoopProxyWrapper>>,
    ),
) {
    let Some(asked) = asked.read().last() else {
        return;
    };
    let address = &asked.address;
    let wake = waker(proxy.as_deref());
    match Joining::start(
        asked,
        setup.name.trim(),
        &setup.password,
        setup.relay_only,
        wake,
    ) {
        Ok(joining) => {
            commands.insert_resource(joining);
            setup.problem = None;
            prefs.settings.network.name = setup.name.clone();
            prefs.settings.network.address = address.clone();
            prefs.save();
            next.set(AppState::Joining);
        }
        Err(e) => setup.problem = Some(tr!("network-cannot-join", problem = e)),
    }
}

/// A player's screen hears the host: its seat and who plays the others,
/// the host's table, refusals. A connection that drops during the game is
/// made again, asking for the same seat.
fn join_listen(
    mut commands: Commands,
    mut joining: ResMut<Joining>,
    options: Res<GuiOptions>,
    online: Option<Res<Online>>,
    mut tables: MessageWriter<FromHost>,
    mut exit: MessageWriter<AppExit>,
    (mut chat, session): (ResMut<Chat>, Option<Res<Session>>),
) {
    if joining.problem.is_some() {
        return;
    }
    for line in chat.said.drain(..) {
        joining.link.send(encode(&ToHost::Say(line)));
    }
    let heard = match joining.link.poll() {
        Ok(heard) => heard,
        Err(e) => {
            let e = words::join_trouble(&e);
            // After the end there is nothing to get back to.
            if session.is_some_and(|s| s.table.in_hand().is_none()) {
                joining.problem = Some(tr!("network-host-closed"));
                return;
            }
            // Refused, or gone before the game began: nothing to keep.
            if !joining.started || (joining.key.is_none() && !joining.watch) {
                return fail(&mut joining, e, &options, &mut exit);
            }
            let lost = *joining.lost.get_or_insert_with(Instant::now);
            if lost.elapsed() > GIVE_UP {
                let why = tr!("network-gave-up", problem = e, seconds = GIVE_UP.as_secs());
                return fail(&mut joining, why, &options, &mut exit);
            }
            warn!("network: {e}; trying again");
            // Trying again, the window shows how long it has been.
            commands.insert_resource(waking_every(Duration::from_secs(1)));
            let again = hello(
                &joining.address,
                &joining.name,
                (joining.key.as_ref(), joining.watch),
                joining.password.as_deref(),
                (joining.relay_only, &joining.wake),
            );
            match again {
                Ok(link) => joining.link = link,
                Err(e) => warn!("network: {}", words::join_trouble(&e)),
            }
            return;
        }
    };
    for bytes in heard {
        match decode::<ToPlayer>(&bytes) {
            Err(e) => warn!("network: from the host: {e}"),
            Ok(ToPlayer::Welcome {
                seat,
                secret,
                seats,
                aids,
                started,
            }) => {
                if joining.key.as_ref() != Some(&(seat, secret.clone())) {
                    // Kept with the game: a screen started again gets the
                    // seat back.
                    let mut keys = SeatKeys::load();
                    keys.keep_joined(JoinedSeat {
                        address: seat_place(&joining.address),
                        seat,
                        secret: secret.clone(),
                    });
                    keys.save();
                    joining.key = Some((seat, secret));
                }
                debug!("network: playing seat {}", seat + 1);
                let seated = (Some(seat), seats, aids, started);
                welcomed(
                    &mut joining,
                    &mut commands,
                    online.as_deref(),
                    seated,
                    options.autoplay,
                );
            }
            Ok(ToPlayer::Table { view, next_step }) => {
                if online.is_none() {
                    warn!("network: a table before the welcome");
                }
                let resync = std::mem::take(&mut joining.resync);
                joining.next_step = Some(next_step);
                tables.write(FromHost::Table {
                    view: Box::new(view),
                    resync,
                });
            }
            Ok(ToPlayer::Step(step)) => match joining.next_step {
                Some(next) if next == step.number => {
                    joining.next_step = Some(next + 1);
                    tables.write(FromHost::Step(step));
                }
                // Steps after a missed one are dropped until the table
                // asked for comes.
                None => {}
                Some(next) => {
                    warn!(
                        "network: step {} came, {next} was next; asking for the whole table",
                        step.number
                    );
                    joining.next_step = None;
                    joining.link.send(encode(&ToHost::WholeTable));
                }
            },
            Ok(ToPlayer::Refused(reason)) => {
                let why = tr!("network-refused", reason = words::refusal(&reason));
                return fail(&mut joining, why, &options, &mut exit);
            }
            Ok(ToPlayer::Rejected(reason)) => warn!("network: the host refused a move: {reason}"),
            // Every seat is played elsewhere: this screen only looks.
            Ok(ToPlayer::Watching {
                seats,
                aids,
                started,
            }) => {
                let watching = (None, seats, aids, started);
                welcomed(
                    &mut joining,
                    &mut commands,
                    online.as_deref(),
                    watching,
                    false,
                );
            }
            Ok(ToPlayer::Said { name, colour, text }) => {
                // Only what the chat can show (a colour of the game's).
                if let (Some(name), Some(text)) = (chat_line(&name), chat_line(&text)) {
                    chat.heard(name, colour.min(4), text);
                }
            }
        }
    }
}

/// The turn could not follow a step of the host's: the whole table is
/// asked for (steps are dropped until it comes).
fn ask_for_the_table(mut joining: ResMut<Joining>, mut needed: MessageReader<TableNeeded>) {
    if needed.read().count() > 0 {
        warn!("network: asking for the whole table");
        joining.next_step = None;
        joining.link.send(encode(&ToHost::WholeTable));
        joining.link.flush();
    }
}

/// The game cannot go on here: said on the screen (and on the terminal,
/// where an automated run quits with a failure).
fn fail(
    joining: &mut Joining,
    problem: String,
    options: &GuiOptions,
    exit: &mut MessageWriter<AppExit>,
) {
    eprintln!("carcassonne: {}: {problem}", joining.address);
    if options.exit_on_end {
        exit.write(AppExit::from_code(1));
    }
    joining.problem = Some(problem);
}

/// The seats as this screen plays them: its own by a person (or, with
/// `--autoplay`, a computer), every other one on another screen.
fn seats_here(mine: Option<usize>, infos: Vec<SeatInfo>, autoplay: bool) -> Vec<Seat> {
    infos
        .into_iter()
        .enumerate()
        .map(|(i, info)| info.into_seat(Some(i) == mine, autoplay))
        .collect()
}

/// The host's welcome, to play a seat or (`None`) to watch: the host is
/// back if it had been lost, and who plays each seat is set.
fn welcomed(
    joining: &mut Joining,
    commands: &mut Commands,
    online: Option<&Online>,
    (seat, seats, aids, started): (Option<usize>, Vec<SeatInfo>, bool, bool),
    autoplay: bool,
) {
    if joining.lost.take().is_some() {
        info!("network: the host is back");
        joining.resync = true;
        commands.insert_resource(sleeping());
    }
    joining.started = started;
    joining.seats = seats.clone();
    let now = Online::Player {
        seat,
        seats: seats_here(seat, seats, autoplay),
        aids,
    };
    if online != Some(&now) {
        commands.insert_resource(now);
    }
}

/// A player's screen sends its own seat's requests (its mouse, or its
/// computer's whole move) to the host as asks.
fn join_ask(
    mut joining: ResMut<Joining>,
    mut requests: MessageReader<TurnRequest>,
    online: Option<Res<Online>>,
    session: Option<Res<Session>>,
) {
    let (Some(online), Some(session)) = (online, session) else {
        requests.clear();
        return;
    };
    // A watcher asks nothing.
    let Online::Player {
        seat: Some(seat), ..
    } = *online
    else {
        requests.clear();
        return;
    };
    for &request in requests.read() {
        // A step of a set's phase is the choosing seat's, whoever's turn,
        // and the move of a figure that moves on is its owner's.
        let to_ask = match request {
            TurnRequest::Move(m) => session.table.seat_to_make(&m),
            _ => Some(session.table.game().current_player()),
        };
        if to_ask != Some(seat) {
            continue;
        }
        let asks = match request {
            TurnRequest::Move(m) => vec![m],
            TurnRequest::Play(choice) => match session.table.in_hand() {
                Some(_) => choice.steps(&session.table),
                None => Vec::new(),
            },
            TurnRequest::Undo(_)
            | TurnRequest::SkipPause
            | TurnRequest::ShowTurn(_)
            | TurnRequest::StandIn { .. } => Vec::new(),
        };
        for ask in asks {
            debug!("network: asking {ask:?}");
            joining.link.send(encode(&ToHost::Ask(ask)));
        }
    }
    joining.link.flush();
}

/// `--join HOST:PORT`: the screen starts joining; a host that cannot be
/// reached is said in the new-game dialog (and on the console).
fn join_from_command_line(
    mut commands: Commands,
    options: Res<GuiOptions>,
    joining: Option<Res<Joining>>,
    mut setup: ResMut<NetSetup>,
    (mut next, mut exit): (ResMut<NextState<AppState>>, MessageWriter<AppExit>),
    proxy: Option<Res<EventLoopProxyWrapper>>,
) {
    let (Some(address), None) = (&options.join, joining) else {
        return;
    };
    let wake = waker(proxy.as_deref());
    let asked = JoinGame {
        address: address.clone(),
        watch: options.watch,
    };
    match Joining::start(
        &asked,
        setup.name.trim(),
        &setup.password,
        setup.relay_only,
        wake,
    ) {
        Ok(joining) => {
            commands.insert_resource(joining);
        }
        Err(e) => {
            eprintln!("carcassonne: {e}");
            // An automated run quits with a failure.
            if options.exit_on_end {
                exit.write(AppExit::from_code(1));
            }
            setup.problem = Some(tr!("network-cannot-join", problem = e));
            next.set(AppState::Menu);
        }
    }
}

pub fn plugin(app: &mut App, options: &GuiOptions) {
    if options.join.is_some() {
        app.insert_state(AppState::Joining);
    }
    let joining = resource_exists::<Joining>;
    app.add_systems(OnEnter(AppState::Joining), join_from_command_line)
        .add_systems(Update, join_game.run_if(in_state(AppState::Menu)))
        .add_systems(
            Update,
            (
                join_listen.in_set(FrameSet::Input),
                join_ask.in_set(FrameSet::View),
                ask_for_the_table,
            )
                .run_if(joining),
        );
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A seat's secret is found again whichever way the same host was
    /// joined: pasted in lower case without dashes, from the game's list
    /// (a direct route), through another public relay; another host's
    /// code and an address are kept apart.
    #[test]
    fn a_seat_is_kept_by_the_host_not_the_route() {
        let code = |host: u8, relay: CodeRelay| {
            JoinCode {
                host: [host; 32],
                relay,
            }
            .to_string()
        };
        let pasted = code(7, CodeRelay::Public(3));
        let loose = pasted.to_lowercase().replace('-', "");
        let listed = code(7, CodeRelay::Direct("192.168.1.20:47376".parse().unwrap()));
        let kept = seat_place(&pasted);
        assert_eq!(seat_place(&loose), kept);
        assert_eq!(seat_place(&listed), kept);
        assert_eq!(seat_place(&code(7, CodeRelay::Public(1))), kept);
        assert_ne!(seat_place(&code(8, CodeRelay::Public(3))), kept);
        assert_eq!(seat_place("192.168.1.20:47375"), "192.168.1.20:47375");
    }
}
