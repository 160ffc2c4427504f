//! `carcassonne serve`: a network game hosted with no window and no seat
//! of its own, for a machine every player can reach (a small rented
//! server, a machine with a forwarded port). Every seat is for a player
//! who joins, but for any computer seats (`--computers K`, the last K).
//! It prints its address and each seat as it fills, starts when every
//! seat has its player, saves the record after every turn (and the seats'
//! secrets with it), goes on from its save after a crash (`--continue`),
//! and ends when the game is over, printing the `replay --json` summary.
//! A computer plays for a player who has been gone a while (`--stand-in`)
//! until they are back. The same engine, seat book and steps as the window's host; no Bevy.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use rand::SeedableRng;
use rand::rngs::SmallRng;

use crate::ai::{AiKind, HARD_THINKING};
use crate::cli::{Args, CliError, default_names, read_unfinished};
use crate::net::discovery::{Announcer, DISCOVERY_PORT, local_address};
use crate::net::host_core::{Heard, HostCore, MOST_WATCHERS};
use crate::net::join_code::{CodeRelay, JoinCode, Reach};
use crate::net::judge::check_ask;
use crate::net::link::{HostEnd, HostLink, HostNews, PumpedHost};
use crate::net::links::{HostLinks, open_secure};
use crate::net::protocol::{Rejection, SeatInfo, SeatKind, ToPlayer};
use crate::net::pump::nobody;
use crate::net::seat_book::{SeatBook, seat_name};
use crate::net::seat_keys::SeatKeys;
use crate::rules::record::summary_json;
use crate::rules::{Happened, Move, Rules, Table};
use crate::saves::write_atomically;

/// How often the host looks at its connection.
const TICK: Duration = Duration::from_millis(10);

/// A computer waits this long before its move, so players see each tile.
const COMPUTER_WAIT: Duration = Duration::from_millis(600);

/// The computer seats' level.
const COMPUTER: AiKind = AiKind::Greedy;

/// What `serve` was asked for.
struct Serving {
    port: u16,
    players: usize,
    computers: usize,
    /// A computer plays a seat whose player has been gone this long,
    /// until they are back (`None`: the game waits for them).
    stand_in: Option<Duration>,
    password: Option<String>,
    rules: Rules,
    seed: Option<u64>,
    record: PathBuf,
    resume: Option<crate::rules::Replayed>,
    /// Reached over the internet too, by a join code (`--internet`, `--relay`).
    internet: Option<Reach>,
}

fn parse(mut args: Args, raw_continue: Option<Option<String>>) -> Result<Serving, CliError> {
    let port = args
        .number::<u16>("--port")?
        .ok_or_else(|| CliError::usage("serve needs --port P (0: any free port)"))?;
    let rules = args.rules();
    let players = args.players(rules)?;
    let computers = args.number::<usize>("--computers")?.unwrap_or(0);
    let stand_in = match args.number::<u64>("--stand-in")?.unwrap_or(120) {
        0 => None,
        s => Some(Duration::from_secs(s)),
    };
    let password = args.value("--password")?;
    let seed = args.number("--seed")?;
    let record = args.value("--record")?.map(PathBuf::from);
    let (internet, relay_only) = args.internet()?;
    args.finish()?;
    if relay_only && internet.is_none() {
        return Err(CliError::usage(
            "--relay-only goes with --internet or --relay",
        ));
    }
    let record = match record {
        Some(path) => path,
        None => crate::saves::autosave_path()
            .map(|p| p.with_file_name("served.ron"))
            .ok_or_else(|| {
                CliError::plain("no data folder to save the game in: give --record PATH")
            })?,
    };
    let resume = match raw_continue {
        None => None,
        Some(file) => {
            let file = file.unwrap_or_else(|| record.display().to_string());
            Some(read_unfinished(&file)?)
        }
    };
    let players = match &resume {
        Some(r) => r.record().players.len(),
        None => players.ok_or_else(|| CliError::usage("serve needs --players N"))?,
    };
    if computers >= players {
        return Err(CliError::usage(format!(
            "--computers is 0 to {} for {players} players, not {computers}",
            players - 1
        )));
    }
    Ok(Serving {
        port,
        players,
        computers,
        stand_in,
        password,
        rules,
        seed,
        record,
        resume,
        internet,
    })
}

/// `--continue` with or without a file after it, taken out of the
/// arguments before the rest are read.
fn take_continue(items: &mut Vec<String>) -> Option<Option<String>> {
    let i = items.iter().position(|a| a == "--continue")?;
    items.remove(i);
    match items.get(i) {
        Some(file) if !file.starts_with("--") => Some(Some(items.remove(i))),
        _ => Some(None),
    }
}

pub fn run(args: Args) -> Result<(), CliError> {
    let mut items = args.into_items();
    let raw_continue = take_continue(&mut items);
    let serving = parse(Args::new(items), raw_continue)?;
    Host::open(serving)?.serve()
}

/// The host: its connection, its seats, and the game once it began.
struct Host {
    link: HostLinks,
    /// The join code, once said.
    code_said: bool,
    announcer: Option<Announcer>,
    id: u64,
    /// Who sits where, the steps told, what is to go out.
    core: HostCore,
    names: Vec<String>,
    serving: Serving,
    table: Option<Table>,
    rng: SmallRng,
    /// When the computer to play may move.
    computer_at: Option<Instant>,
    /// Seats a computer plays until their player is back.
    standing_in: Vec<bool>,
}

impl Host {
    fn open(serving: Serving) -> Result<Host, CliError> {
        let seats = serving.players;
        let screens = serving.players + MOST_WATCHERS;
        let local = HostLink::open(serving.port, screens).map_err(CliError::plain)?;
        let secure_port = match serving.port {
            0 => 0,
            _ => local.port().wrapping_add(1),
        };
        let local = PumpedHost::start(local, nobody()).map_err(CliError::plain)?;
        // Asked for the internet, a host that cannot have it stops; else
        // its players on the local network join unencrypted.
        let internet = match open_secure(serving.internet.clone(), secure_port, nobody()) {
            Ok(secure) => Some(secure),
            Err(e) if serving.internet.is_some() => return Err(CliError::plain(e)),
            Err(e) => {
                eprintln!("carcassonne: {e} (players on this network join unencrypted)");
                None
            }
        };
        let link = HostLinks::new(local, internet);
        let humans = serving.players - serving.computers;
        let open: Vec<bool> = (0..serving.players).map(|s| s < humans).collect();
        let mut book = SeatBook::new(&open, serving.password.clone());
        let (names, table) = match &serving.resume {
            Some(replayed) => {
                let table = Table::continued(replayed);
                let record = replayed.record();
                if let Some(game) = record.seed {
                    SeatKeys::restore_hosted(&mut book, game);
                }
                (record.players.clone(), Some(table))
            }
            None => (default_names(serving.players), None),
        };
        let announcer = Announcer::open(DISCOVERY_PORT)
            .map_err(|e| eprintln!("carcassonne: {e}"))
            .ok();
        Ok(Host {
            link,
            code_said: false,
            announcer,
            id: crate::rules::deck::fresh_seed(),
            core: HostCore::new(book),
            names,
            rng: SmallRng::seed_from_u64(
                serving.seed.unwrap_or_else(crate::rules::deck::fresh_seed),
            ),
            serving,
            table,
            computer_at: None,
            standing_in: vec![false; seats],
        })
    }

    fn serve(mut self) -> Result<(), CliError> {
        let port = self.link.port();
        println!("hosting on port {port}");
        match local_address() {
            Some(ip) => println!(
                "players join {ip}:{port} (or this machine's public address, UDP port {port})"
            ),
            None => println!("players join this machine's address, UDP port {port}"),
        }
        if self.serving.password.is_some() {
            println!("the game has a password");
        }
        loop {
            self.say_code();
            self.listen();
            if self.table.is_none() && self.all_seated() {
                self.start();
            }
            self.stand_in();
            self.play_computer();
            self.announce();
            self.link.deliver(self.core.outbox());
            self.link.flush();
            if let Some(table) = &self.table
                && table.in_hand().is_none()
            {
                return self.end();
            }
            std::thread::sleep(TICK);
        }
    }

    /// The join code, once the internet's end has it.
    fn say_code(&mut self) {
        if self.code_said {
            return;
        }
        if let Some(code) = self.link.code() {
            println!("players on the internet join with the code {code}");
            if let Some(trouble) = self.link.trouble() {
                println!("but {trouble}");
            }
            self.code_said = true;
        } else if let Some((code, port)) = self.link.secure_listing() {
            // Not on the internet: the code with this machine's address,
            // for players on its network (the game's list gives it too).
            let ip = local_address().unwrap_or(std::net::Ipv4Addr::LOCALHOST.into());
            let relay = CodeRelay::Direct(std::net::SocketAddr::new(ip, port));
            println!(
                "players on this network join with the code {}",
                JoinCode { relay, ..code }
            );
            self.code_said = true;
        }
    }

    fn all_seated(&self) -> bool {
        let book = &self.core.book;
        (0..book.len()).all(|s| !book.is_open(s) || book.link_of(s).is_some())
    }

    /// Every seat has its player: the game begins with their names.
    fn start(&mut self) {
        let seed = self
            .serving
            .seed
            .unwrap_or_else(crate::rules::deck::fresh_seed);
        let table = Table::new(self.names.clone(), self.serving.rules, seed);
        println!("the game begins: {}", self.names.join(", "));
        self.table = Some(table);
        self.keep_secrets();
        self.save();
        self.welcome_everyone();
        let view = self.whole_table();
        self.core.tell_everyone(view);
    }

    fn listen(&mut self) {
        let begun = self.table.is_some();
        for news in self.link.poll() {
            let heard = match news {
                HostNews::Joined(_) => None,
                HostNews::Left { id, reason } => self.core.left(id, reason),
                HostNews::Message { from, bytes } => self.core.heard(from, &bytes, begun),
            };
            if let Some(heard) = heard {
                self.hear(heard);
            }
        }
    }

    /// What a screen's message meant, once the core gave the refusals
    /// every host gives alike.
    fn hear(&mut self, heard: Heard) {
        match heard {
            Heard::Seated {
                from,
                seat: s,
                name,
                returning,
            } => {
                if self.table.is_none() {
                    let names = &self.names;
                    let taken = |n: &str| names.iter().enumerate().any(|(i, m)| i != s && m == n);
                    let fallback = default_names(self.core.book.len())[s].clone();
                    self.names[s] = seat_name(&name, &fallback, taken);
                }
                let back = if returning { " is back in" } else { " takes" };
                println!(
                    "{}{back} seat {} of {}",
                    self.names[s],
                    s + 1,
                    self.core.book.len()
                );
                self.keep_secrets();
                self.welcome_everyone();
                if let Some(table) = &self.table {
                    self.core.send_table(from, table);
                }
            }
            Heard::Left { seat, reason } => {
                println!("seat {} ({}) left: {reason}", seat + 1, self.names[seat]);
                self.welcome_everyone();
            }
            Heard::Watches { from, name } => {
                println!("{name} watches");
                self.welcome_everyone();
                if let Some(table) = &self.table {
                    self.core.send_table(from, table);
                }
            }
            Heard::StoppedWatching { name } => println!("{name} stopped watching"),
            Heard::Refused { name, why } => println!("a hello from {name:?} refused: {why}"),
            Heard::WantsTable(from) => {
                if let Some(table) = &self.table {
                    self.core.send_table(from, table);
                }
            }
            Heard::Said { seat, line } => {
                let said = ToPlayer::Said {
                    name: self.names[seat].clone(),
                    colour: seat,
                    text: line,
                };
                self.core.tell_everyone(said);
            }
            Heard::Ask { from, seat, ask } => {
                let Some(table) = &self.table else { return };
                let made = check_ask(table, seat, &ask).and_then(|m| self.make(m));
                if let Err(e) = made {
                    self.core.send(from, ToPlayer::Rejected(e));
                }
            }
        }
    }

    /// Makes a step on the table and sends it to every screen; after a
    /// turn's end the game is saved.
    fn make(&mut self, m: Move) -> Result<(), Rejection> {
        let table = self.table.as_mut().ok_or(Rejection::NotBegun)?;
        let happened = table.make(m)?;
        for h in &happened {
            self.core.step(h);
        }
        // After each turn's end (a flight's last step ends its turn, a
        // tile let go ends one), and after a set's act, made at any moment
        // of the turn.
        if (happened.iter())
            .any(|h| matches!(h, Happened::TurnEnded { .. } | Happened::Acted { .. }))
        {
            self.save();
        }
        Ok(())
    }

    /// A computer seat to play moves after a moment: its tile, its meeple,
    /// the end of its turn.
    fn play_computer(&mut self) {
        let Some(table) = &self.table else { return };
        let Some(tile) = table.in_hand() else { return };
        // A neutral figure's flight, a figure moving on: the choice is the
        // choosing seat's, whoever's turn it is.
        let (seat, step) = match table.chooser_in_flight() {
            Some(chooser) => (chooser, true),
            None => (table.game().current_player(), false),
        };
        if self.core.book.is_open(seat) && !self.standing_in[seat] {
            self.computer_at = None;
            return;
        }
        let at = *self
            .computer_at
            .get_or_insert_with(|| Instant::now() + COMPUTER_WAIT);
        if Instant::now() < at {
            return;
        }
        self.computer_at = None;
        if step {
            let Some(m) = crate::ai::moving_on::next_in_flight(table, seat) else {
                return;
            };
            if let Err(e) = self.make(m) {
                eprintln!("carcassonne: the computer's step was refused: {e}");
            }
            return;
        }
        let drawn = table.shown().unwrap_or(tile);
        let choice = COMPUTER.choose_turn(table.game(), drawn, &mut self.rng, HARD_THINKING);
        for m in choice.steps(table) {
            if let Err(e) = self.make(m) {
                eprintln!("carcassonne: the computer's move was refused: {e}");
                return;
            }
        }
    }

    fn whole_table(&self) -> ToPlayer {
        let table = self.table.as_ref().expect("a game under way");
        self.core.whole_table(table)
    }

    /// In a game under way, a computer takes over a seat whose player has
    /// been gone longer than `--stand-in` (a tile they had put down is
    /// picked up first), and gives it back when they return.
    fn stand_in(&mut self) {
        let (Some(table), Some(after)) = (&self.table, self.serving.stand_in) else {
            return;
        };
        let placed = table.placed().is_some();
        let to_play = table.game().current_player();
        for seat in 0..self.core.book.len() {
            let gone = self.core.book.gone_for(seat).is_some_and(|t| t >= after);
            let back = self.core.book.link_of(seat).is_some();
            if gone && !self.standing_in[seat] {
                self.standing_in[seat] = true;
                println!(
                    "a computer plays seat {} ({}) until they are back",
                    seat + 1,
                    self.names[seat]
                );
                if placed && to_play == seat && self.make(Move::PickUp).is_err() {
                    eprintln!("carcassonne: the tile put down could not be picked up");
                }
                self.welcome_everyone();
            } else if back && self.standing_in[seat] {
                self.standing_in[seat] = false;
                self.welcome_everyone();
            }
        }
    }

    fn seat_infos(&self) -> Vec<SeatInfo> {
        let book = &self.core.book;
        (0..book.len())
            .map(|s| SeatInfo {
                name: self.names[s].clone(),
                colour: s,
                kind: if book.is_open(s) && !self.standing_in[s] {
                    SeatKind::Remote {
                        connected: book.link_of(s).is_some(),
                    }
                } else {
                    SeatKind::Computer(COMPUTER.level().into())
                },
            })
            .collect()
    }

    fn welcome_everyone(&mut self) {
        let seats = self.seat_infos();
        let started = self.table.is_some();
        self.core.welcome_everyone(&seats, true, started);
    }

    fn announce(&mut self) {
        let Some(announcer) = &self.announcer else {
            return;
        };
        let mut game = (self.core).hosted(
            self.id,
            "a server".into(),
            self.link.port(),
            self.table.is_some(),
        );
        if let Some((code, port)) = self.link.secure_listing() {
            (game.code, game.code_port) = (Some(code.to_string()), port);
        }
        announcer.answer((game.free > 0).then_some(&game));
    }

    /// The record, after every turn: a crash loses at most the turn under
    /// way.
    fn save(&self) {
        let Some(table) = &self.table else { return };
        if let Err(e) = write_atomically(&self.serving.record, &table.record_now().to_ron()) {
            eprintln!("carcassonne: {e}");
        }
    }

    fn keep_secrets(&self) {
        let game = match (&self.table, &self.serving.resume) {
            (Some(t), _) => t.record().seed,
            (None, Some(r)) => r.record().seed,
            (None, None) => None,
        };
        if let Some(game) = game {
            SeatKeys::remember_hosted(self.core.book.saved(game));
        }
    }

    /// The game is over: the last steps go out, the summary is printed.
    fn end(mut self) -> Result<(), CliError> {
        self.link.deliver(self.core.outbox());
        let until = Instant::now() + Duration::from_secs(2);
        while Instant::now() < until {
            self.link.poll();
            self.link.flush();
            std::thread::sleep(TICK);
        }
        let table = self.table.as_ref().expect("a game under way");
        // The game's save becomes its record: a host started again with
        // `--continue` finds no game under way rather than a finished one.
        let finished = self.serving.record.with_extension("finished.ron");
        if let Err(e) = std::fs::rename(&self.serving.record, &finished) {
            eprintln!("carcassonne: {}: {e}", self.serving.record.display());
        }
        println!("the game's record: {}", finished.display());
        println!("{}", summary_json(table.game(), true));
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parsed(s: &str) -> Result<Serving, CliError> {
        let mut items: Vec<String> = s.split_whitespace().map(str::to_string).collect();
        let c = take_continue(&mut items);
        parse(Args::new(items), c)
    }

    #[test]
    fn serves_arguments_are_checked_with_a_clear_message() {
        let s = parsed("--port 0 --players 3 --computers 1 --password moat --river --record x.ron")
            .unwrap();
        assert_eq!((s.players, s.computers), (3, 1));
        assert_eq!(s.password.as_deref(), Some("moat"));
        assert!(s.rules.river);
        for (bad, says) in [
            ("--players 3", "--port"),
            ("--port 0", "--players"),
            (
                "--port 0 --players 2 --computers 2",
                "--computers is 0 to 1",
            ),
            ("--port 0 --players 2 --fly", "unknown argument"),
            ("--port x --players 2", "whole number"),
            ("--port 0 --players 2 --stand-in soon", "whole number"),
            ("--port 0 --continue /no/such/file.ron", "/no/such/file.ron"),
        ] {
            let e = parsed(bad).err().expect(bad);
            assert!(e.message.contains(says), "{bad}: {}", e.message);
        }
    }
}
