//! Network play at the window. The host (`--host PORT`) listens; each
//! player's screen (`--join HOST:PORT`) says hello and gets a seat. A
//! player's asks come in here, are checked (`net::judge`: the seat to play,
//! a move in the table's terms) and go to the turn as the same requests a
//! person at the host makes; after whatever the turn announces, every
//! screen gets the table as it stands (`net::view`). On a player's screen
//! this plugin sends the requests of its own seat (mouse or computer) to
//! the host and hands the host's views to the turn plugin, which follows
//! them. Nothing here changes the game itself.

use std::collections::VecDeque;
use std::time::{Duration, Instant};

use bevy::prelude::*;
use bevy::winit::{UpdateMode, WinitSettings};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::messages::{HostView, Requests, TurnEvent, TurnRequest};
use super::options::GuiOptions;
use super::session::{Online, Seat, Session};
use super::{AppState, FrameSet, TurnStage};
use crate::ai::AiKind;
use crate::net::judge::{Move, asks_for_move, check_ask};
use crate::net::link::{HostLink, HostNews, JoinLink, LinkId};
use crate::net::protocol::{
    Ask, PROTOCOL, SeatInfo, SeatKind, ToHost, ToPlayer, check_hello, decode, encode, game_version,
};
use crate::net::view::{TableView, meeple_action};

/// How often the window wakes to look at the network when nothing else
/// happens: a remote move shows within this.
const NETWORK_TICK: Duration = Duration::from_millis(25);

/// A connection quiet this long has gone: its seat can be taken again.
const SILENT: Duration = Duration::from_secs(2);

/// How long a hello waits for a seat before it is refused.
const WAIT_FOR_SEAT: Duration = Duration::from_secs(10);

/// The host's side: the connection and which connection plays each seat.
#[derive(Resource)]
pub struct Hosting {
    link: HostLink,
    /// The connection playing each seat; `None` for a seat at this screen
    /// or one nobody has joined (see `open`).
    seats: Vec<Option<LinkId>>,
    /// Seats for players who join.
    open: Vec<bool>,
    /// Asks waiting for the turn, one a frame: the turn's stage follows a
    /// request a frame later (a placed tile's turn can end only then).
    asks: VecDeque<(LinkId, Ask)>,
    /// Hellos waiting for a seat.
    waiting: Vec<Waiting>,
}

impl Hosting {
    fn seat_of(&self, id: LinkId) -> Option<usize> {
        self.seats.iter().position(|s| *s == Some(id))
    }

    fn send(&mut self, to: LinkId, message: &ToPlayer) {
        self.link.send(to, encode(message));
    }

    fn tell_everyone(&mut self, message: &ToPlayer) {
        let bytes = encode(message);
        for id in self.seats.iter().flatten().copied().collect::<Vec<_>>() {
            self.link.send(id, bytes.clone());
        }
    }
}

/// A player's screen: the connection to the host and what went wrong.
#[derive(Resource)]
pub struct Joining {
    link: JoinLink,
    address: String,
    /// Why the game cannot go on (refused, connection gone).
    pub problem: Option<String>,
}

/// The seats as everyone is told them.
fn seat_infos(session: &Session, hosting: &Hosting) -> Vec<SeatInfo> {
    session
        .seats
        .iter()
        .enumerate()
        .map(|(i, s)| SeatInfo {
            name: s.name.clone(),
            colour: s.colour,
            kind: if hosting.open[i] {
                SeatKind::Remote {
                    connected: hosting.seats[i].is_some(),
                }
            } else {
                match s.computer {
                    Some(ai) => SeatKind::Computer(ai.level().to_string()),
                    None => SeatKind::AtHost,
                }
            },
        })
        .collect()
}

/// The request the turn takes for a checked move.
fn request_for(m: Move) -> TurnRequest {
    match m {
        Move::Place(p) => TurnRequest::Place(p),
        Move::TurnPlaced => TurnRequest::TurnPlaced,
        Move::PickUp => TurnRequest::PickUp,
        Move::Choose(d) => TurnRequest::Choose(d),
        Move::EndTurn => TurnRequest::EndTurn,
        Move::RecallAbbot => TurnRequest::RecallAbbot,
    }
}

/// The host hears its players: hellos get a seat (or a refusal that says
/// why), asks from the seat to play go to the turn, anything else is
/// refused with the reason and changes nothing.
fn host_listen(
    mut hosting: ResMut<Hosting>,
    session: Option<Res<Session>>,
    stage: Option<Res<State<TurnStage>>>,
    mut requests: Requests,
) {
    let Some(session) = session else {
        return;
    };
    for news in hosting.link.poll() {
        match news {
            HostNews::Joined(id) => info!("network: connection {id} opened"),
            HostNews::Left { id, reason } => {
                if let Some(seat) = hosting.seat_of(id) {
                    hosting.seats[seat] = None;
                    info!("network: {} left ({reason})", session.seats[seat].name);
                }
            }
            HostNews::Message { from, bytes } => {
                let message = match decode::<ToHost>(&bytes) {
                    Ok(m) => m,
                    Err(e) => {
                        warn!("network: connection {from}: {e}");
                        hosting.send(from, &ToPlayer::Rejected(e));
                        continue;
                    }
                };
                match message {
                    ToHost::Hello {
                        version,
                        protocol,
                        name,
                        seat,
                    } => welcome(
                        &mut hosting,
                        &session,
                        from,
                        &version,
                        protocol,
                        &name,
                        seat,
                    ),
                    ToHost::Ask(_) if hosting.seat_of(from).is_none() => {
                        hosting.send(from, &ToPlayer::Rejected("say hello first".into()));
                    }
                    ToHost::Ask(ask) => hosting.asks.push_back((from, ask)),
                }
            }
        }
    }
    if !hosting.waiting.is_empty() {
        seat_waiting(&mut hosting, &session);
    }
    // One ask a frame goes to the turn, checked against the table as it
    // stands now, and only while the turn takes moves (not during the
    // pause that shows what the last one scored).
    let taking = stage.is_some_and(|s| matches!(s.get(), TurnStage::Place | TurnStage::Deploy));
    if !taking {
        return;
    }
    let Some((from, ask)) = hosting.asks.pop_front() else {
        return;
    };
    let Some(seat) = hosting.seat_of(from) else {
        hosting.send(from, &ToPlayer::Rejected("say hello first".into()));
        return;
    };
    debug!("network: seat {seat} asks {ask:?}");
    match check_ask(&session.table, seat, &ask) {
        Ok(m) => requests.send(request_for(m)),
        Err(e) => {
            info!("network: {}'s ask refused: {e}", session.seats[seat].name);
            hosting.send(from, &ToPlayer::Rejected(e));
        }
    }
}

/// A hello waiting for a seat to free up.
struct Waiting {
    from: LinkId,
    name: String,
    wanted: Option<usize>,
    since: Instant,
}

/// A hello: the same version, and a free seat (the one asked for, if it
/// is free). With none free it waits a while: a screen that crashed and
/// comes back finds its old connection still timing out.
fn welcome(
    hosting: &mut Hosting,
    session: &Session,
    from: LinkId,
    version: &str,
    protocol: u32,
    name: &str,
    wanted: Option<usize>,
) {
    if let Err(e) = check_hello(version, protocol) {
        hosting.send(from, &ToPlayer::Refused(e));
        hosting.link.close(from);
        return;
    }
    hosting.waiting.push(Waiting {
        from,
        name: name.to_string(),
        wanted,
        since: Instant::now(),
    });
    seat_waiting(hosting, session);
}

/// Gives the hellos that wait a seat each, once one is free; refuses
/// those that waited too long.
fn seat_waiting(hosting: &mut Hosting, session: &Session) {
    // A seat is free if nobody plays it, or if its connection has gone
    // quiet (a live screen sends several times a second).
    let free = |hosting: &Hosting, s: usize| {
        hosting.open.get(s) == Some(&true)
            && hosting.seats[s].is_none_or(|id| {
                hosting
                    .link
                    .silent_for(id)
                    .is_none_or(|quiet| quiet > SILENT)
            })
    };
    for waiting in std::mem::take(&mut hosting.waiting) {
        let seat = waiting
            .wanted
            .filter(|&s| free(hosting, s))
            .or_else(|| (0..hosting.seats.len()).find(|&s| free(hosting, s)));
        let Some(seat) = seat else {
            if waiting.since.elapsed() > WAIT_FOR_SEAT {
                hosting.send(
                    waiting.from,
                    &ToPlayer::Refused("every seat of this game is taken".into()),
                );
                hosting.link.close(waiting.from);
            } else {
                hosting.waiting.push(waiting);
            }
            continue;
        };
        let from = waiting.from;
        if let Some(old) = hosting.seats[seat].replace(from) {
            hosting.link.close(old);
        }
        info!(
            "network: {} plays seat {} ({})",
            waiting.name,
            seat + 1,
            session.seats[seat].name
        );
        let seats = seat_infos(session, hosting);
        hosting.send(from, &ToPlayer::Welcome { seat, seats });
        hosting.send(from, &ToPlayer::Table(TableView::of(&session.table)));
    }
}

/// After whatever the turn announced, every player's screen gets the table
/// as it stands; a refused placement is told to the seat that asked.
fn host_tell(
    mut hosting: ResMut<Hosting>,
    session: Option<Res<Session>>,
    mut news: MessageReader<TurnEvent>,
) {
    let Some(session) = session else {
        news.clear();
        return;
    };
    let mut changed = false;
    for event in news.read() {
        match event {
            TurnEvent::PlacementRefused { reason, .. } => {
                let seat = session.table.game().current_player();
                if let Some(id) = hosting.seats.get(seat).copied().flatten() {
                    hosting.send(id, &ToPlayer::Rejected(reason.clone()));
                }
            }
            TurnEvent::PauseSkipped => {}
            _ => changed = true,
        }
    }
    if changed {
        hosting.tell_everyone(&ToPlayer::Table(TableView::of(&session.table)));
    }
}

/// A player's screen hears the host: its seat, the host's table, refusals.
fn join_listen(
    mut commands: Commands,
    mut joining: ResMut<Joining>,
    options: Res<GuiOptions>,
    online: Option<Res<Online>>,
    mut views: MessageWriter<HostView>,
    mut exit: MessageWriter<AppExit>,
) {
    if joining.problem.is_some() {
        return;
    }
    let heard = match joining.link.poll() {
        Ok(heard) => heard,
        Err(e) => {
            fail(&mut joining, e, &options, &mut exit);
            return;
        }
    };
    for bytes in heard {
        match decode::<ToPlayer>(&bytes) {
            Err(e) => warn!("network: from the host: {e}"),
            Ok(ToPlayer::Welcome { seat, seats }) => {
                let seats = seats_here(seat, seats, options.autoplay);
                info!("network: playing seat {} ({})", seat + 1, seats[seat].name);
                commands.insert_resource(Online::Player { seat, seats });
            }
            Ok(ToPlayer::Table(view)) => {
                if online.is_none() {
                    warn!("network: a table before the welcome");
                }
                views.write(HostView(view));
            }
            Ok(ToPlayer::Refused(reason)) => {
                fail(
                    &mut joining,
                    format!("the host refused: {reason}"),
                    &options,
                    &mut exit,
                );
                return;
            }
            Ok(ToPlayer::Rejected(reason)) => warn!("network: the host refused a move: {reason}"),
        }
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
fn seats_here(mine: usize, infos: Vec<SeatInfo>, autoplay: bool) -> Vec<Seat> {
    infos
        .into_iter()
        .enumerate()
        .map(|(i, info)| Seat {
            name: info.name,
            colour: info.colour.min(4),
            computer: match (i == mine, info.kind) {
                (true, _) => autoplay.then_some(AiKind::Greedy),
                (false, SeatKind::Computer(level)) => AiKind::LEVELS
                    .into_iter()
                    .find(|k| k.level() == level)
                    .or(Some(AiKind::Greedy)),
                (false, _) => None,
            },
            remote: i != mine,
        })
        .collect()
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
    let Online::Player { seat, .. } = *online else {
        return;
    };
    for &request in requests.read() {
        if session.table.game().current_player() != seat {
            continue;
        }
        let table = &session.table;
        let asks = match request {
            TurnRequest::Place(p) => vec![Ask::Place {
                x: p.pos.x,
                y: p.pos.y,
                rot: p.rot,
            }],
            TurnRequest::TurnPlaced => vec![Ask::TurnPlaced],
            TurnRequest::PickUp => vec![Ask::PickUp],
            TurnRequest::Choose(d) => vec![Ask::Choose(meeple_action(table, d))],
            TurnRequest::EndTurn => vec![Ask::EndTurn],
            TurnRequest::RecallAbbot => vec![Ask::RecallAbbot],
            TurnRequest::Play(choice) => asks_for_move(table, choice.placement, choice.deploy),
            TurnRequest::Undo(_) | TurnRequest::SkipPause | TurnRequest::ShowTurn(_) => Vec::new(),
        };
        for ask in asks {
            debug!("network: asking {ask:?}");
            joining.link.send(encode(&ToHost::Ask(ask)));
        }
    }
}

/// While connecting, or when the game cannot go on: a word on the screen.
fn join_window(
    mut contexts: EguiContexts,
    joining: Res<Joining>,
    state: Res<State<AppState>>,
) -> Result {
    let text = match (&joining.problem, state.get()) {
        (Some(problem), _) => problem.clone(),
        (None, AppState::Joining) => format!("Connecting to {}…", joining.address),
        _ => return Ok(()),
    };
    let ctx = contexts.ctx_mut()?;
    egui::Window::new("Network game")
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_TOP, [0.0, 40.0])
        .show(ctx, |ui| {
            ui.label(text);
        });
    Ok(())
}

pub fn plugin(app: &mut App) {
    let options = app.world().resource::<GuiOptions>().clone();
    if options.host.is_none() && options.join.is_none() {
        return;
    }
    // The window wakes often enough to hear the network.
    app.insert_resource(WinitSettings {
        focused_mode: UpdateMode::reactive(NETWORK_TICK),
        unfocused_mode: UpdateMode::reactive(NETWORK_TICK),
    });
    if let Some(port) = options.host {
        let players = options.players.unwrap_or(2);
        // Room for every seat, so a screen that comes back can connect
        // while its old connection is still timing out.
        let link = HostLink::open(port, players).unwrap_or_else(|e| {
            eprintln!("carcassonne: {e}");
            std::process::exit(1);
        });
        println!("hosting on port {}", link.port());
        app.insert_resource(Hosting {
            link,
            seats: vec![None; players],
            open: (0..players).map(|i| i > 0).collect(),
            asks: VecDeque::new(),
            waiting: Vec::new(),
        })
        .insert_resource(Online::Host)
        .add_systems(
            Update,
            (
                host_listen.in_set(FrameSet::Input),
                host_tell.in_set(FrameSet::View),
            )
                .run_if(in_state(AppState::InGame).or_else(in_state(AppState::GameOver))),
        );
    }
    if let Some(address) = options.join {
        let mut link = JoinLink::connect(&address).unwrap_or_else(|e| {
            eprintln!("carcassonne: {e}");
            std::process::exit(1);
        });
        link.send(encode(&ToHost::Hello {
            version: game_version(),
            protocol: PROTOCOL,
            name: whoami(),
            seat: None,
        }));
        app.insert_resource(Joining {
            link,
            address,
            problem: None,
        })
        .insert_state(AppState::Joining)
        .add_systems(
            Update,
            (
                join_listen.in_set(FrameSet::Input),
                join_ask.in_set(FrameSet::View),
            ),
        )
        .add_systems(EguiPrimaryContextPass, join_window);
    }
}

/// The name a player's screen introduces itself with.
fn whoami() -> String {
    std::env::var("USER").unwrap_or_else(|_| "a player".into())
}
