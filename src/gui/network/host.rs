//! The host's side. It listens on its port and lists its game on the
//! local network while seats are free. Each hello gets a seat as the
//! host's `SeatBook` decides (a seat that had a player only for that
//! player's secret; the game's password, if it has one); in the lobby a
//! joining player's name becomes the seat's, and the host starts the game.
//! In the game a player's asks are checked (`net::judge`: the seat to
//! play, a move in the table's terms) and go to the turn as the same
//! requests a person at the host makes; every step the turn announces goes
//! to every screen (`net::steps`), the whole table only to a screen that
//! takes its seat or asks. A player who comes back gets their seat again,
//! from a computer standing in for it if there is one.

use std::collections::VecDeque;
use std::time::Duration;

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
use crate::net::discovery::{Announcer, Announcing, DISCOVERY_PORT, local_address};
use crate::net::host_core::{Heard, HostCore, MOST_WATCHERS};
use crate::net::join_code::{JoinCode, Reach, RelayTrouble};
use crate::net::judge::check_ask;
use crate::net::link::{HostEnd, HostLink, HostNews, LinkId, PumpedHost};
use crate::net::links::{HostLinks, open_secure};
use crate::net::protocol::{Rejection, ToPlayer};
use crate::net::pump::Wake;
use crate::net::seat_book::{SeatBook, seat_name};
use crate::net::seat_keys::SeatKeys;
use crate::rules::Move;
use crate::seats::Seat;
use crate::tr;

/// A connection quiet this long has gone (a live screen sends several
/// times a second).
const SILENT: Duration = Duration::from_secs(2);

/// The host's side: the connection, who sits where (`SeatBook`), and the
/// steps told so far.
#[derive(Resource)]
pub struct Hosting {
    link: HostLinks,
    /// The join code was printed (for scripts that join by it).
    code_said: bool,
    /// Why the internet's end could not be opened (the game is hosted on
    /// the local network only).
    pub no_internet: Option<String>,
    /// Answers screens looking for games; `None` if another program on
    /// this machine holds the discovery port (`unlisted` says so).
    announcer: Option<Announcing>,
    pub unlisted: Option<String>,
    /// This machine's address on the local network, as players type it.
    pub address: Option<std::net::IpAddr>,
    /// Different for every hosted game (the list shows each game once).
    id: u64,
    /// Who may sit where and the seats' secrets, the steps told, what is
    /// to go out: the conversation every host has (`net::host_core`).
    core: HostCore,
    /// The game's password as typed in the lobby (empty: none).
    pub password: String,
    /// Asks waiting for the turn, one a frame: the turn's stage follows a
    /// request a frame later (a placed tile's turn can end only then).
    asks: VecDeque<(LinkId, Move)>,
    /// Hellos seated this frame: the seat, the name asked for, whether
    /// its player is back.
    seated: Vec<(usize, String, bool)>,
    /// Who holds which seat changed: every screen is told.
    seats_changed: bool,
    /// Screens that get the whole table (they just took their seat, or
    /// asked for it).
    wants_table: Vec<LinkId>,
    /// Chat lines heard, by seat, to pass on.
    heard: Vec<(usize, String)>,
}

/// How an open seat stands, for the lobby and the stand-in offer.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum OpenSeat {
    /// Nobody has joined it (yet, or since the host released it).
    Empty,
    /// A screen holds it and is heard from.
    Joined,
    /// Its screen has gone quiet or left, this long ago; the seat waits
    /// for its player.
    Gone(Duration),
}

impl Hosting {
    /// Opens the port for `setup`'s seats (those marked remote are open);
    /// what arrives wakes the window through `wake`.
    pub fn open(
        port: u16,
        seats: &[Seat],
        reach: Option<Reach>,
        wake: Wake,
    ) -> Result<Hosting, String> {
        // Room for every seat, so a screen that comes back can connect
        // while its old connection is still timing out.
        let screens = seats.len() + MOST_WATCHERS;
        let local = PumpedHost::start(HostLink::open(port, screens)?, wake.clone())?;
        // The internet is extra: a game that cannot have it is still
        // hosted on the local network, and the lobby says why.
        // The secure end listens next to the game's port (any, for port 0).
        let secure_port = if port == 0 {
            0
        } else {
            local.port().wrapping_add(1)
        };
        let asked = reach.is_some();
        let (internet, no_internet) = match open_secure(reach, secure_port, wake) {
            Ok(secure) => (Some(secure), None),
            Err(e) if asked => (None, Some(e)),
            Err(e) => {
                eprintln!("carcassonne: {e} (players on this network join unencrypted)");
                (None, None)
            }
        };
        let link = HostLinks::new(local, internet);
        let (announcer, unlisted) =
            match Announcer::open(DISCOVERY_PORT).and_then(Announcing::start) {
                Ok(a) => (Some(a), None),
                Err(e) => (None, Some(e)),
            };
        let open: Vec<bool> = seats.iter().map(|s| s.remote).collect();
        Ok(Hosting {
            link,
            code_said: false,
            no_internet,
            announcer,
            unlisted,
            address: local_address(),
            id: crate::rules::deck::fresh_seed(),
            core: HostCore::new(SeatBook::new(&open, None)),
            password: String::new(),
            asks: VecDeque::new(),
            seated: Vec::new(),
            seats_changed: false,
            wants_table: Vec::new(),
            heard: Vec::new(),
        })
    }

    pub fn port(&self) -> u16 {
        self.link.port()
    }

    /// The join code for the internet, once known (`None` with
    /// `internet` false: hosted on the local network only).
    pub fn code(&self) -> Option<JoinCode> {
        self.link.code()
    }

    /// Whether players on the internet may join (by a code).
    pub fn on_the_internet(&self) -> bool {
        self.link.on_the_internet()
    }

    pub fn relay_trouble(&self) -> Option<RelayTrouble> {
        self.link.trouble()
    }

    pub fn is_open(&self, seat: usize) -> bool {
        self.core.book.is_open(seat)
    }

    /// How an open seat stands now.
    pub fn open_seat(&self, seat: usize) -> OpenSeat {
        let book = &self.core.book;
        match book.link_of(seat) {
            Some(id) => match self.link.silent_for(id) {
                Some(quiet) if quiet <= SILENT => OpenSeat::Joined,
                Some(quiet) => OpenSeat::Gone(quiet),
                None => OpenSeat::Gone(Duration::ZERO),
            },
            None if book.is_free(seat) => OpenSeat::Empty,
            None => OpenSeat::Gone(book.gone_for(seat).unwrap_or_default()),
        }
    }

    /// Every open seat is held by a screen that is heard from.
    pub fn all_joined(&self) -> bool {
        (0..self.core.book.len())
            .filter(|&s| self.is_open(s))
            .all(|s| self.open_seat(s) == OpenSeat::Joined)
    }

    /// The host lets someone else take this seat: its player's secret no
    /// longer counts, and their connection (if any) is closed.
    pub fn release(&mut self, seat: usize) {
        self.core.release(seat);
        self.seats_changed = true;
    }

    /// The screens watching, with their names.
    pub fn watchers(&self) -> Vec<(LinkId, String)> {
        self.core.watchers().to_vec()
    }

    /// The host sends a watcher away: told so, its connection closed.
    pub fn send_away(&mut self, id: LinkId) {
        if let Some(Heard::StoppedWatching { name }) = self.core.send_away(id) {
            info!("network: {name} sent away");
        }
        self.deliver();
    }

    /// Keeps the seats' secrets with the game (its record's seed).
    fn keep(&self, game: Option<u64>) {
        if let Some(game) = game {
            SeatKeys::remember_hosted(self.core.book.saved(game));
        }
    }

    /// What the core put out goes through the link.
    fn deliver(&mut self) {
        let out = self.core.outbox();
        self.link.deliver(out);
    }

    /// Tells every screen its seat and who plays the others.
    fn welcome_everyone(&mut self, seats: &[Seat], aids: bool, started: bool) {
        let open: Vec<bool> = (0..seats.len()).map(|s| self.is_open(s)).collect();
        let infos = seat_infos(seats, &open, |s| self.open_seat(s) == OpenSeat::Joined);
        self.core.welcome_everyone(&infos, aids, started);
        self.seats_changed = false;
    }

    /// Answers screens looking for games, while seats are to be had.
    fn announce(&mut self, host: &str, started: bool) {
        let Some(announcer) = &self.announcer else {
            return;
        };
        let mut game = (self.core).hosted(self.id, host.to_string(), self.link.port(), started);
        if let Some((code, port)) = self.link.secure_listing() {
            (game.code, game.code_port) = (Some(code.to_string()), port);
        }
        announcer.set((game.free > 0).then_some(game));
    }
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
    let password = hosting.password.trim().to_string();
    hosting
        .core
        .book
        .set_password((!password.is_empty()).then_some(password));
    for news in hosting.link.poll() {
        let heard = match news {
            HostNews::Joined(id) => {
                info!("network: connection {id} opened");
                None
            }
            HostNews::Left { id, reason } => hosting.core.left(id, reason),
            HostNews::Message { from, bytes } => hosting.core.heard(from, &bytes, !in_lobby),
        };
        match heard {
            None => {}
            Some(Heard::Seated {
                from,
                seat,
                name,
                returning,
            }) => {
                info!("network: {name} plays seat {}", seat + 1);
                hosting.seated.push((seat, name, returning));
                hosting.wants_table.push(from);
                hosting.seats_changed = true;
            }
            Some(Heard::Left { seat, reason }) => {
                hosting.seats_changed = true;
                info!("network: seat {} left ({reason})", seat + 1);
            }
            Some(Heard::Watches { from, name }) => {
                info!("network: {name} watches");
                hosting.wants_table.push(from);
                hosting.seats_changed = true;
            }
            Some(Heard::StoppedWatching { name }) => info!("network: {name} stopped watching"),
            Some(Heard::Refused { name, why }) => info!("network: {name}'s hello refused: {why}"),
            Some(Heard::WantsTable(from)) => hosting.wants_table.push(from),
            Some(Heard::Said { seat, line }) => hosting.heard.push((seat, line)),
            Some(Heard::Ask { from, ask, .. }) => hosting.asks.push_back((from, ask)),
        }
    }
    let seated = std::mem::take(&mut hosting.seated);
    let aids = setup.aids;
    if in_lobby {
        for (seat, name, _) in seated {
            let fallback = setup.seats[seat].name.clone();
            let others = &setup.seats;
            let taken = |n: &str| {
                others
                    .iter()
                    .enumerate()
                    .any(|(i, s)| i != seat && s.name == n)
            };
            setup.seats[seat].name = seat_name(&name, &fallback, taken);
        }
        if hosting.seats_changed {
            hosting.welcome_everyone(&setup.seats, aids, false);
        }
        hosting.deliver();
        return;
    }
    let Some(session) = session else {
        hosting.deliver();
        return;
    };
    for &(seat, _, _) in &seated {
        // A computer stood in while the player was gone: they are back.
        if session.seats[seat].computer.is_some() {
            requests.send(TurnRequest::StandIn {
                seat,
                computer: None,
            });
        }
    }
    if !seated.is_empty() {
        hosting.keep(session.table.record().seed);
    }
    if hosting.seats_changed {
        hosting.welcome_everyone(&session.seats, session.aids, true);
    }
    // A screen that takes its seat gets the whole table (later steps
    // build on it), as does one that asks for it.
    for id in std::mem::take(&mut hosting.wants_table) {
        hosting.core.send_table(id, &session.table);
    }
    hosting.deliver();
    // One ask a frame goes to the turn, checked against the table as it
    // stands now, and only while the turn takes moves (not during the
    // pause that shows what the last one scored).
    let taking = stage.is_some_and(|s| {
        matches!(
            s.get(),
            TurnStage::Place | TurnStage::Deploy | TurnStage::Steps
        )
    });
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
    let Some(seat) = hosting.core.book.seat_of(from) else {
        hosting
            .core
            .send(from, ToPlayer::Rejected(Rejection::SayHelloFirst));
        hosting.deliver();
        return;
    };
    debug!("network: seat {seat} asks {ask:?}");
    // A computer stands in for this seat until its player is back.
    let checked = match session.seats[seat].computer {
        Some(_) => Err(Rejection::ComputerStandsIn),
        None => check_ask(&session.table, seat, &ask),
    };
    match checked {
        Ok(m) => requests.send(TurnRequest::Move(m)),
        Err(e) => {
            info!("network: {}'s ask refused: {e}", session.seats[seat].name);
            hosting.core.send(from, ToPlayer::Rejected(e));
            hosting.deliver();
        }
    }
}

/// Every step the turn announced goes to every player's screen, which
/// makes it on its own table (and the seats, when they changed); a
/// refused placement is told to the seat that asked.
fn host_tell(
    mut hosting: ResMut<Hosting>,
    session: Option<Res<Session>>,
    mut news: MessageReader<TurnEvent>,
) {
    let Some(session) = session else {
        news.clear();
        return;
    };
    for event in news.read() {
        match event {
            TurnEvent::PlacementRefused { reason, .. } => {
                let seat = session.table.game().current_player();
                if let Some(id) = hosting.core.book.link_of(seat) {
                    let why = Rejection::Move(reason.clone());
                    hosting.core.send(id, ToPlayer::Rejected(why));
                }
            }
            TurnEvent::Step { happened, .. } => hosting.core.step(happened),
            TurnEvent::GameStarted => {
                // The game began (or was continued): every screen gets
                // its seat and the whole table, which the steps then
                // build on.
                hosting.keep(session.table.record().seed);
                hosting.welcome_everyone(&session.seats, session.aids, true);
                let table = hosting.core.whole_table(&session.table);
                hosting.core.tell_everyone(table);
            }
            TurnEvent::SeatsChanged => hosting.seats_changed = true,
            _ => {}
        }
    }
    if hosting.seats_changed {
        hosting.welcome_everyone(&session.seats, session.aids, true);
    }
    hosting.deliver();
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
        hosting.core.tell_everyone(ToPlayer::Said {
            name: name.clone(),
            colour,
            text: text.clone(),
        });
        chat.heard(name, colour, text);
    }
    hosting.deliver();
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
/// The join code on the terminal once it is known, as `serve` says it.
fn say_code(mut hosting: ResMut<Hosting>) {
    if hosting.code_said {
        return;
    }
    if let Some(code) = hosting.code() {
        println!("players on the internet join with the code {code}");
        if let Some(trouble) = hosting.relay_trouble() {
            eprintln!("carcassonne: {trouble}");
        }
        hosting.code_said = true;
    }
}

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
    let reach = world.resource::<NetSetup>().reach();
    let wake = waker(world.get_resource::<EventLoopProxyWrapper>());
    let game = world
        .get_resource::<Session>()
        .and_then(|s| s.table.record().seed);
    match Hosting::open(port, &seats, reach, wake) {
        Ok(mut hosting) => {
            if let Some(game) = game {
                SeatKeys::restore_hosted(&mut hosting.core.book, game);
            }
            hosting.password = world.resource::<NetSetup>().password.clone();
            // A port chosen by the system (0, for tests) is not remembered.
            if port != 0 {
                world.resource_mut::<Prefs>().settings.network.port = port;
            }
            if world.resource::<GuiOptions>().host.is_none() {
                let net = world.resource::<NetSetup>().clone();
                let mut prefs = world.resource_mut::<Prefs>();
                prefs.settings.network.internet = net.internet;
                prefs.settings.network.relay = net.relay.trim().to_string();
            }
            start_hosting(world, hosting);
        }
        Err(e) => {
            eprintln!("carcassonne: {e}");
            // An automated run quits with a failure.
            if world.resource::<GuiOptions>().exit_on_end {
                world.write_message(AppExit::from_code(1));
            }
            world.resource_mut::<NetSetup>().problem =
                Some(tr!("network-cannot-host", problem = e));
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
                say_code,
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
