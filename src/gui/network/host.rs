//! The host's side. It listens on its port and lists its game on the
//! local network while seats are free. In the lobby each hello gets a seat
//! for a player who joins (its name becomes the seat's); the host starts
//! the game. In the game a player's asks are checked (`net::judge`: the
//! seat to play, a move in the table's terms) and go to the turn as the
//! same requests a person at the host makes; after whatever the turn
//! announces, every screen gets the table as it stands (`net::view`). A
//! screen that comes back gets its seat again, from a computer standing in
//! for it if there is one.

use std::collections::VecDeque;
use std::time::{Duration, Instant};

use bevy::prelude::*;
use bevy::window::RequestRedraw;
use bevy::winit::EventLoopProxyWrapper;

use super::chat::Chat;
use crate::gui::messages::{Requests, TurnEvent, TurnRequest};
use crate::gui::network::setup::{NetSetup, seat_infos, waker};
use crate::gui::options::GuiOptions;
use crate::gui::play::session::{NewGame, Online, Session};
use crate::gui::play::turn::start_game;
use crate::gui::prefs::Prefs;
use crate::gui::states::{AppState, FrameSet, TurnStage};
use crate::net::discovery::{Announcer, Announcing, DISCOVERY_PORT, Hosted, local_address};
use crate::net::judge::check_ask;
use crate::net::link::{HostLink, HostNews, LinkId, PumpedHost};
use crate::net::protocol::{Ask, ToHost, ToPlayer, chat_line, check_hello, decode, encode};
use crate::net::pump::Wake;
use crate::net::view::TableView;
use crate::seats::Seat;

/// A connection quiet this long has gone: its seat can be taken again.
const SILENT: Duration = Duration::from_secs(2);

/// How long a hello waits for a seat before it is refused.
const WAIT_FOR_SEAT: Duration = Duration::from_secs(10);

/// The longest name a player joins with.
const MAX_NAME: usize = 24;

/// The host's side: the connection and which connection plays each seat.
#[derive(Resource)]
pub struct Hosting {
    link: PumpedHost,
    /// Answers screens looking for games; `None` if another program on
    /// this machine holds the discovery port (`unlisted` says so).
    announcer: Option<Announcing>,
    pub unlisted: Option<String>,
    /// This machine's address on the local network, as players type it.
    pub address: Option<std::net::IpAddr>,
    /// Different for every hosted game (the list shows each game once).
    id: u64,
    /// The connection playing each seat; `None` for a seat at this screen
    /// or one nobody holds now (see `open`).
    seats: Vec<Option<LinkId>>,
    /// Seats for players who join.
    open: Vec<bool>,
    /// When the player of each open seat went (for the stand-in offer).
    gone_since: Vec<Option<Instant>>,
    /// Asks waiting for the turn, one a frame: the turn's stage follows a
    /// request a frame later (a placed tile's turn can end only then).
    asks: VecDeque<(LinkId, Ask)>,
    /// Hellos waiting for a seat.
    waiting: Vec<Waiting>,
    /// Who holds which seat changed: every screen is told.
    seats_changed: bool,
    /// How many turns the last table every screen got had: what changes
    /// after it is sent as an update.
    told: Option<usize>,
    /// Screens that asked for the whole table.
    wants_table: Vec<LinkId>,
    /// Chat lines heard, by seat, to pass on.
    heard: Vec<(usize, String)>,
}

/// How an open seat stands, for the lobby and the stand-in offer.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum OpenSeat {
    /// Nobody has joined it (yet, or again).
    Empty,
    /// A screen holds it and is heard from.
    Joined,
    /// Its screen has gone quiet or left, this long ago.
    Gone(Duration),
}

impl Hosting {
    /// Opens the port for `setup`'s seats (those marked remote are open);
    /// what arrives wakes the window through `wake`.
    pub fn open(port: u16, seats: &[Seat], wake: Wake) -> Result<Hosting, String> {
        // Room for every seat, so a screen that comes back can connect
        // while its old connection is still timing out.
        let link = PumpedHost::start(HostLink::open(port, seats.len())?, wake)?;
        let (announcer, unlisted) =
            match Announcer::open(DISCOVERY_PORT).and_then(Announcing::start) {
                Ok(a) => (Some(a), None),
                Err(e) => (None, Some(e)),
            };
        let id = crate::rules::deck::fresh_seed();
        Ok(Hosting {
            link,
            announcer,
            unlisted,
            address: local_address(),
            id,
            seats: vec![None; seats.len()],
            open: seats.iter().map(|s| s.remote).collect(),
            gone_since: vec![None; seats.len()],
            asks: VecDeque::new(),
            waiting: Vec::new(),
            seats_changed: false,
            told: None,
            wants_table: Vec::new(),
            heard: Vec::new(),
        })
    }

    pub fn port(&self) -> u16 {
        self.link.port()
    }

    pub fn is_open(&self, seat: usize) -> bool {
        self.open.get(seat) == Some(&true)
    }

    /// How an open seat stands now.
    pub fn open_seat(&self, seat: usize) -> OpenSeat {
        match self.seats.get(seat).copied().flatten() {
            Some(id) => match self.link.silent_for(id) {
                Some(quiet) if quiet <= SILENT => OpenSeat::Joined,
                Some(quiet) => OpenSeat::Gone(quiet),
                None => OpenSeat::Gone(Duration::ZERO),
            },
            None => match self.gone_since.get(seat).copied().flatten() {
                Some(t) => OpenSeat::Gone(t.elapsed()),
                None => OpenSeat::Empty,
            },
        }
    }

    /// An open seat nobody plays, or whose connection has gone quiet (a
    /// live screen sends several times a second): a hello may take it.
    fn is_free(&self, seat: usize) -> bool {
        self.is_open(seat) && self.open_seat(seat) != OpenSeat::Joined
    }

    /// Every open seat is held by a screen that is heard from.
    pub fn all_joined(&self) -> bool {
        (0..self.open.len())
            .filter(|&s| self.is_open(s))
            .all(|s| self.open_seat(s) == OpenSeat::Joined)
    }

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

    /// Tells every screen its seat and who plays the others.
    fn welcome_everyone(&mut self, seats: &[Seat], aids: bool, started: bool) {
        let infos = seat_infos(seats, &self.open, |s| self.open_seat(s) == OpenSeat::Joined);
        for (seat, id) in self.seats.clone().into_iter().enumerate() {
            if let Some(id) = id {
                let welcome = ToPlayer::Welcome {
                    seat,
                    seats: infos.clone(),
                    aids,
                    started,
                };
                self.send(id, &welcome);
            }
        }
        self.seats_changed = false;
    }

    /// Answers screens looking for games, while seats are to be had.
    fn announce(&mut self, host: &str, started: bool) {
        let Some(announcer) = &self.announcer else {
            return;
        };
        let free = (0..self.open.len()).filter(|&s| self.is_free(s)).count();
        let game = Hosted {
            id: self.id,
            host: host.to_string(),
            version: crate::net::protocol::game_version(),
            port: self.link.port(),
            free,
            seats: self.open.len(),
            started,
        };
        announcer.set((free > 0).then_some(game));
    }
}

/// A hello waiting for a seat to free up.
struct Waiting {
    from: LinkId,
    name: String,
    wanted: Option<usize>,
    since: Instant,
}

/// A joining player's name as the seat shows it: trimmed, not too long,
/// never empty, and not the same as another seat's.
fn seat_name(asked: &str, seat: usize, seats: &[Seat]) -> String {
    let mut name: String = asked.trim().chars().take(MAX_NAME).collect();
    if name.is_empty() {
        name = seats[seat].name.clone();
    }
    let taken = |n: &str| {
        seats
            .iter()
            .enumerate()
            .any(|(i, s)| i != seat && s.name == n)
    };
    let base = name.clone();
    let mut k = 2;
    while taken(&name) {
        name = format!("{base} ({k})");
        k += 1;
    }
    name
}

/// The host hears its players: hellos get a seat (or a refusal that says
/// why), asks from the seat to play go to the turn, anything else is
/// refused with the reason and changes nothing. In the lobby the seats
/// are the set-up's; in the game, the session's.
fn host_listen(
    mut hosting: ResMut<Hosting>,
    mut setup: ResMut<NewGame>,
    session: Option<Res<Session>>,
    state: Res<State<AppState>>,
    stage: Option<Res<State<TurnStage>>>,
    mut requests: Requests,
) {
    let in_lobby = *state.get() == AppState::Lobby;
    for news in hosting.link.poll() {
        match news {
            HostNews::Joined(id) => info!("network: connection {id} opened"),
            HostNews::Left { id, reason } => {
                if let Some(seat) = hosting.seat_of(id) {
                    hosting.seats[seat] = None;
                    hosting.gone_since[seat] = Some(Instant::now());
                    hosting.seats_changed = true;
                    info!("network: seat {} left ({reason})", seat + 1);
                }
            }
            HostNews::Message { from, bytes } => match decode::<ToHost>(&bytes) {
                Err(e) => {
                    warn!("network: connection {from}: {e}");
                    hosting.send(from, &ToPlayer::Rejected(e));
                }
                Ok(ToHost::Hello {
                    version,
                    protocol,
                    name,
                    seat,
                }) => {
                    if let Err(e) = check_hello(&version, protocol) {
                        hosting.send(from, &ToPlayer::Refused(e));
                        hosting.link.close(from);
                        continue;
                    }
                    hosting.waiting.push(Waiting {
                        from,
                        name,
                        wanted: seat,
                        since: Instant::now(),
                    });
                }
                Ok(ToHost::WholeTable) => hosting.wants_table.push(from),
                Ok(ToHost::Say(text)) => match (hosting.seat_of(from), chat_line(&text)) {
                    (Some(seat), Some(line)) => hosting.heard.push((seat, line)),
                    (None, _) => hosting.send(from, &ToPlayer::Rejected("say hello first".into())),
                    (Some(_), None) => {}
                },
                Ok(ToHost::Ask(_)) if hosting.seat_of(from).is_none() => {
                    hosting.send(from, &ToPlayer::Rejected("say hello first".into()));
                }
                Ok(ToHost::Ask(_)) if in_lobby => {
                    let e = "the game has not begun".to_string();
                    hosting.send(from, &ToPlayer::Rejected(e));
                }
                Ok(ToHost::Ask(ask)) => hosting.asks.push_back((from, ask)),
            },
        }
    }
    let seated = seat_waiting(
        &mut hosting,
        seats_now(&setup, session.as_deref(), in_lobby),
    );
    // A hello waiting for a seat is looked at again every frame.
    if !hosting.waiting.is_empty() {
        requests.redraw().write(RequestRedraw);
    }
    for &(seat, _) in &seated {
        hosting.gone_since[seat] = None;
        hosting.seats_changed = true;
    }
    let aids = setup.aids;
    if in_lobby {
        for (seat, name) in seated {
            setup.seats[seat].name = seat_name(&name, seat, &setup.seats);
        }
        if hosting.seats_changed {
            hosting.welcome_everyone(&setup.seats, aids, false);
        }
        return;
    }
    let Some(session) = session else {
        return;
    };
    for &(seat, _) in &seated {
        // A computer stood in while the player was gone: they are back.
        if session.seats[seat].computer.is_some() {
            requests.send(TurnRequest::StandIn {
                seat,
                computer: None,
            });
        }
    }
    if hosting.seats_changed {
        hosting.welcome_everyone(&session.seats, session.aids, true);
    }
    // A screen that takes its seat gets the whole table (later updates
    // build on it), as does one that asks for it.
    let mut to_tell = std::mem::take(&mut hosting.wants_table);
    to_tell.extend(seated.iter().filter_map(|&(seat, _)| hosting.seats[seat]));
    to_tell.retain(|&id| hosting.seat_of(id).is_some());
    if !to_tell.is_empty() {
        let table = ToPlayer::Table(TableView::of(&session.table));
        for id in to_tell {
            hosting.send(id, &table);
        }
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
    // The window sleeps between news: the next ask needs a frame of its own.
    if !hosting.asks.is_empty() {
        requests.redraw().write(RequestRedraw);
    }
    let Some(seat) = hosting.seat_of(from) else {
        hosting.send(from, &ToPlayer::Rejected("say hello first".into()));
        return;
    };
    debug!("network: seat {seat} asks {ask:?}");
    // A computer stands in for this seat until its player is back.
    let checked = match session.seats[seat].computer {
        Some(_) => Err("a computer plays this seat for now".to_string()),
        None => check_ask(&session.table, seat, &ask),
    };
    match checked {
        Ok(m) => requests.send(TurnRequest::Move(m)),
        Err(e) => {
            info!("network: {}'s ask refused: {e}", session.seats[seat].name);
            hosting.send(from, &ToPlayer::Rejected(e));
        }
    }
}

/// Gives the hellos that wait a seat each, once one is free; refuses
/// those that waited too long. The seats given, with the names asked for.
/// A hello gets the seat it asks for, else the one with its name (a
/// screen started again does not know its seat, but its player's name is
/// the seat's), else the first free one.
fn seat_waiting(hosting: &mut Hosting, seats: &[Seat]) -> Vec<(usize, String)> {
    let mut seated = Vec::new();
    for waiting in std::mem::take(&mut hosting.waiting) {
        let named = seats.iter().position(|s| s.name == waiting.name.trim());
        let seat = [waiting.wanted, named]
            .into_iter()
            .flatten()
            .find(|&s| hosting.is_free(s))
            .or_else(|| (0..hosting.seats.len()).find(|&s| hosting.is_free(s)));
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
        if let Some(old) = hosting.seats[seat].replace(waiting.from) {
            hosting.link.close(old);
        }
        info!("network: {} plays seat {}", waiting.name, seat + 1);
        seated.push((seat, waiting.name));
    }
    seated
}

/// After whatever the turn announced, every player's screen gets the table
/// as it stands (and the seats, when they changed); a refused placement is
/// told to the seat that asked.
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
            TurnEvent::GameStarted | TurnEvent::SeatsChanged => {
                hosting.seats_changed = true;
                changed = true;
            }
            _ => changed = true,
        }
    }
    if hosting.seats_changed {
        hosting.welcome_everyone(&session.seats, session.aids, true);
    }
    if changed {
        // Only what changed since the last table every screen got; no turn
        // is ever taken back in a network game, so every screen has those.
        let view = TableView::of(&session.table);
        let turns = view.record.turns.len();
        let message = match hosting.told {
            Some(told) => ToPlayer::Update(view.update_since(told)),
            None => ToPlayer::Table(view),
        };
        hosting.tell_everyone(&message);
        hosting.told = Some(turns);
    }
    hosting.link.flush();
}

/// The seats as they stand: the set-up's in the lobby, the session's in
/// the game.
fn seats_now<'a>(setup: &'a NewGame, session: Option<&'a Session>, in_lobby: bool) -> &'a [Seat] {
    match session {
        Some(session) if !in_lobby => &session.seats,
        _ => &setup.seats,
    }
}

/// The seat the host's own player has: the first person at this screen
/// (the first seat if nobody plays here).
fn host_seat(seats: &[Seat]) -> usize {
    seats
        .iter()
        .position(|s| !s.remote && s.computer.is_none())
        .unwrap_or(0)
}

/// The chat: lines heard from the players and typed here go to every
/// screen, under the name and colour of the seat that said them (a line
/// typed at the host's screen under its first person's).
fn host_chat(
    mut hosting: ResMut<Hosting>,
    mut chat: ResMut<Chat>,
    setup: Res<NewGame>,
    session: Option<Res<Session>>,
    state: Res<State<AppState>>,
) {
    if hosting.heard.is_empty() && chat.said.is_empty() {
        return;
    }
    let in_lobby = *state.get() == AppState::Lobby;
    let seats = seats_now(&setup, session.as_deref(), in_lobby);
    let here = host_seat(seats);
    let lines: Vec<(usize, String)> = std::mem::take(&mut hosting.heard)
        .into_iter()
        .chain(chat.said.drain(..).map(|line| (here, line)))
        .collect();
    for (seat, text) in lines {
        let (name, colour) = (seats[seat].name.clone(), seats[seat].colour);
        hosting.tell_everyone(&ToPlayer::Said {
            name: name.clone(),
            colour,
            text: text.clone(),
        });
        chat.heard(name, colour, text);
    }
    hosting.link.flush();
}

/// Lists the game for screens looking on the local network.
fn host_announce(mut hosting: ResMut<Hosting>, setup: Res<NewGame>, state: Res<State<AppState>>) {
    let host = setup
        .seats
        .get(host_seat(&setup.seats))
        .map(|s| s.name.clone())
        .unwrap_or_default();
    hosting.announce(&host, *state.get() != AppState::Lobby);
}

/// With `--autoplay` the host starts the game once every open seat is
/// held (a person at the host presses Start in the lobby).
fn start_when_full(
    hosting: Res<Hosting>,
    options: Res<GuiOptions>,
    mut next: ResMut<NextState<AppState>>,
) {
    if options.autoplay && hosting.all_joined() {
        next.set(AppState::InGame);
    }
}

/// This screen hosts: it says on which port (scripts wait for the line),
/// and wakes often enough to hear its players.
fn start_hosting(world: &mut World, hosting: Hosting) {
    println!("hosting on port {}", hosting.port());
    if let Some(why) = &hosting.unlisted {
        eprintln!("carcassonne: {why}");
    }
    world.insert_resource(hosting);
    world.insert_resource(Online::Host);
}

/// Opens the port for a game with seats for players who join: entering
/// the lobby from the new-game dialog, or continuing a hosted game. If
/// it cannot, the dialog says why.
fn open_hosting(world: &mut World) {
    let playing_elsewhere = matches!(world.get_resource::<Online>(), Some(Online::Player { .. }));
    if world.contains_resource::<Hosting>() || playing_elsewhere {
        return;
    }
    // In the game, the session's seats: a game continued has the set-up's
    // seats only if it has as many players.
    let seats = match world.get_resource::<Session>() {
        Some(session) if *world.resource::<State<AppState>>().get() == AppState::InGame => {
            session.seats.clone()
        }
        _ => world.resource::<NewGame>().seats.clone(),
    };
    if !seats.iter().any(|s| s.remote) {
        return;
    }
    let port = world.resource::<NetSetup>().port;
    let wake = waker(world.get_resource::<EventLoopProxyWrapper>());
    match Hosting::open(port, &seats, wake) {
        Ok(hosting) => {
            // A port chosen by the system (0, for tests) is not remembered.
            if port != 0 {
                world.resource_mut::<Prefs>().settings.network.port = port;
            }
            start_hosting(world, hosting);
        }
        Err(e) => {
            eprintln!("carcassonne: {e}");
            // An automated run quits with a failure.
            if world.resource::<GuiOptions>().exit_on_end {
                world.write_message(AppExit::from_code(1));
            }
            world.resource_mut::<NetSetup>().problem = Some(e);
            world
                .resource_mut::<NextState<AppState>>()
                .set(AppState::Menu);
        }
    }
}

pub fn plugin(app: &mut App, options: &GuiOptions) {
    // Hosting from the command line: a new game waits in the lobby, a game
    // continued goes on at once; either opens its port on entering
    // (`open_hosting`), and a port that cannot be had is said in the
    // new-game dialog (and on the console), not by ending the program.
    if options.host.is_some() && options.resume.is_none() {
        app.insert_state(AppState::Lobby);
    }
    let hosting = resource_exists::<Hosting>;
    app.add_systems(OnEnter(AppState::Lobby), open_hosting)
        .add_systems(OnEnter(AppState::InGame), open_hosting.after(start_game))
        .add_systems(
            Update,
            (
                host_listen.in_set(FrameSet::Input),
                host_announce,
                host_chat,
                start_when_full.run_if(in_state(AppState::Lobby)),
            )
                .run_if(
                    hosting.and_then(
                        in_state(AppState::Lobby)
                            .or_else(in_state(AppState::InGame))
                            .or_else(in_state(AppState::GameOver)),
                    ),
                ),
        )
        .add_systems(
            Update,
            host_tell.in_set(FrameSet::View).run_if(
                hosting.and_then(in_state(AppState::InGame).or_else(in_state(AppState::GameOver))),
            ),
        );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::AiKind;

    fn seat(name: &str) -> Seat {
        Seat {
            name: name.into(),
            colour: 0,
            computer: None::<AiKind>,
            remote: true,
        }
    }

    /// A joining player's name becomes the seat's: trimmed, cut to 24
    /// characters, never empty, never the same as another seat's.
    #[test]
    fn a_joining_players_name_is_made_fit_for_the_seat() {
        let seats = [seat("Ann"), seat("Red"), seat("Green")];
        assert_eq!(seat_name("  Bo ", 1, &seats), "Bo");
        assert_eq!(seat_name("", 1, &seats), "Red", "the seat's own name");
        assert_eq!(seat_name("Ann", 1, &seats), "Ann (2)");
        assert_eq!(
            seat_name("Green", 2, &seats),
            "Green",
            "its own seat's name"
        );
        assert_eq!(
            seat_name(&"x".repeat(40), 1, &seats).chars().count(),
            MAX_NAME
        );
    }
}
