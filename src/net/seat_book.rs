//! Who may sit where at a network host: the seats open to players who
//! join, the secret each seat got when its player first took it, and the
//! game's password. A seat that has had a player is theirs: only a hello
//! carrying its secret gets it back, however long they are away, until
//! the host releases it on purpose. A screen without a secret may take a
//! seat that never had a player. No connection or Bevy in it: the window's
//! host and the headless `serve` keep their seats here, and a host
//! continued after a crash reads the secrets back from its `SavedSeats`.

use std::collections::hash_map::RandomState;
use std::hash::BuildHasher;
use std::time::{Duration, Instant};

use serde::{Deserialize, Serialize};

use super::protocol::{Hello, SeatInfo, ToPlayer, check_hello};

/// A connection's number at the host (`link::LinkId`).
pub type Connection = u64;

/// The longest name a player joins with.
pub const MAX_NAME: usize = 24;

/// The longest password a game may have.
pub const MAX_PASSWORD: usize = 64;

/// One seat as the book keeps it.
#[derive(Debug, Clone, Default)]
struct BookSeat {
    /// Open to a player who joins (else played at the host).
    open: bool,
    /// Given when a player first took the seat; `None`: never taken (or
    /// released by the host).
    secret: Option<String>,
    /// The connection playing it now.
    link: Option<Connection>,
    /// When its player went (for the stand-in offer and the lobby).
    gone_since: Option<Instant>,
}

/// Why a hello is refused, as the host says it (a player's window puts
/// these in its player's language; anything else it shows as said).
pub const PASSWORD_NEEDED: &str =
    "this game has a password: type it beside your name and join again";
pub const WRONG_PASSWORD: &str = "wrong password for this game";
pub const NO_FREE_SEAT: &str = "every seat of this game has its player (a player who was here before gets back in from their own screen)";
/// Said to a screen whose seat the host has given to someone else.
pub const SEAT_GIVEN_AWAY: &str = "the host gave your seat to someone else";

/// The seats' secrets as the host saves them beside its game, so a host
/// continued after a crash lets the same players back in. `game` ties
/// them to one game (the record's seed).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedSeats {
    pub game: u64,
    pub secrets: Vec<Option<String>>,
}

/// A hello that got a seat.
#[derive(Debug, Clone, PartialEq)]
pub struct Seated {
    pub seat: usize,
    /// The seat's secret, for the player's screen to keep.
    pub secret: String,
    /// The seat had this player before (the secret was theirs).
    pub returning: bool,
    /// The connection that held the seat until now, to be closed.
    pub replaced: Option<Connection>,
}

/// What a hello asks for, beyond the version.
#[derive(Debug, Clone, Default)]
pub struct Asking<'a> {
    pub wanted: Option<usize>,
    pub secret: Option<&'a str>,
    pub password: Option<&'a str>,
}

#[derive(Debug, Clone)]
pub struct SeatBook {
    seats: Vec<BookSeat>,
    /// Hellos without a seat's secret must carry it (`None`: anyone may
    /// join).
    password: Option<String>,
}

impl SeatBook {
    /// A book for seats of which those marked `true` are open to players
    /// who join.
    pub fn new(open: &[bool], password: Option<String>) -> SeatBook {
        SeatBook {
            seats: open
                .iter()
                .map(|&open| BookSeat {
                    open,
                    ..BookSeat::default()
                })
                .collect(),
            password: password.filter(|p| !p.is_empty()),
        }
    }

    /// The secrets a saved game's seats had: those players may come back.
    /// Secrets of another game, or for more seats, are not taken.
    pub fn restore(&mut self, saved: &SavedSeats, game: u64) {
        if saved.game != game || saved.secrets.len() != self.seats.len() {
            return;
        }
        for (seat, secret) in self.seats.iter_mut().zip(&saved.secrets) {
            if seat.open {
                seat.secret = secret.clone();
                seat.gone_since = secret.as_ref().map(|_| Instant::now());
            }
        }
    }

    /// The secrets to save with game `game`.
    pub fn saved(&self, game: u64) -> SavedSeats {
        SavedSeats {
            game,
            secrets: self.seats.iter().map(|s| s.secret.clone()).collect(),
        }
    }

    /// The game's password from now on (`None` or empty: none).
    pub fn set_password(&mut self, password: Option<String>) {
        self.password = password.filter(|p| !p.is_empty());
    }

    pub fn has_password(&self) -> bool {
        self.password.is_some()
    }

    pub fn len(&self) -> usize {
        self.seats.len()
    }

    pub fn is_empty(&self) -> bool {
        self.seats.is_empty()
    }

    pub fn is_open(&self, seat: usize) -> bool {
        self.seats.get(seat).is_some_and(|s| s.open)
    }

    /// An open seat that never had a player (or was released): a screen
    /// without a secret may take it.
    pub fn is_free(&self, seat: usize) -> bool {
        self.seats
            .get(seat)
            .is_some_and(|s| s.open && s.secret.is_none() && s.link.is_none())
    }

    pub fn free_seats(&self) -> usize {
        (0..self.seats.len()).filter(|&s| self.is_free(s)).count()
    }

    /// The seat a connection plays.
    pub fn seat_of(&self, link: Connection) -> Option<usize> {
        self.seats.iter().position(|s| s.link == Some(link))
    }

    /// The connection playing a seat now.
    pub fn link_of(&self, seat: usize) -> Option<Connection> {
        self.seats.get(seat).and_then(|s| s.link)
    }

    /// The seats played now: seat, connection, secret.
    pub fn seated(&self) -> Vec<(usize, Connection, String)> {
        let held = self.seats.iter().enumerate();
        held.filter_map(|(i, s)| Some((i, s.link?, s.secret.clone()?)))
            .collect()
    }

    /// Every connection that plays a seat.
    pub fn links(&self) -> Vec<Connection> {
        self.seats.iter().filter_map(|s| s.link).collect()
    }

    /// How long ago the player of a seat went (`None`: here, or never had
    /// one).
    pub fn gone_for(&self, seat: usize) -> Option<Duration> {
        let s = self.seats.get(seat)?;
        match s.link {
            Some(_) => None,
            None => s.gone_since.map(|t| t.elapsed()),
        }
    }

    /// A seat for a hello, or why there is none. A secret gets its own
    /// seat back (its old connection is replaced); without one, the
    /// password must match and the seat asked for, else the first, that
    /// never had a player is given, with a new secret.
    pub fn hello(&mut self, from: Connection, asking: &Asking) -> Result<Seated, String> {
        if let Some(secret) = asking.secret {
            let own = self
                .seats
                .iter()
                .position(|s| s.open && s.secret.as_deref().is_some_and(|k| same(k, secret)));
            if let Some(seat) = own {
                let replaced = self.take(seat, from).filter(|&old| old != from);
                return Ok(Seated {
                    seat,
                    secret: secret.to_string(),
                    returning: true,
                    replaced,
                });
            }
        }
        self.password_given(asking.password)?;
        let seat = asking
            .wanted
            .filter(|&s| self.is_free(s))
            .or_else(|| (0..self.seats.len()).find(|&s| self.is_free(s)))
            .ok_or_else(|| NO_FREE_SEAT.to_string())?;
        let secret = new_secret();
        self.seats[seat].secret = Some(secret.clone());
        self.take(seat, from);
        Ok(Seated {
            seat,
            secret,
            returning: false,
            replaced: None,
        })
    }

    /// The game's password, if it has one, was given.
    fn password_given(&self, given: Option<&str>) -> Result<(), String> {
        match (&self.password, given) {
            (Some(_), None | Some("")) => Err(PASSWORD_NEEDED.into()),
            (Some(p), Some(given)) if !same(p, given) => Err(WRONG_PASSWORD.into()),
            _ => Ok(()),
        }
    }

    /// A hello to watch the game: the same version, and the password if
    /// the game has one; no seat is taken.
    pub fn admits_watcher(&self, hello: &Hello) -> Result<(), String> {
        check_hello(&hello.version, hello.protocol)?;
        self.password_given(hello.password.as_deref())
    }

    /// A hello from `from`: its version checked, then a seat as the
    /// book's rules decide; or why not.
    pub fn seat_hello(&mut self, from: Connection, hello: &Hello) -> Result<Seated, String> {
        check_hello(&hello.version, hello.protocol)?;
        let asking = Asking {
            wanted: hello.seat,
            secret: hello.secret.as_deref(),
            password: hello.password.as_deref(),
        };
        self.hello(from, &asking)
    }

    /// What each seated screen is told: its seat and secret, and how
    /// every seat is played.
    pub fn welcomes(
        &self,
        seats: &[SeatInfo],
        aids: bool,
        started: bool,
    ) -> Vec<(Connection, ToPlayer)> {
        let welcome = |(seat, id, secret)| {
            let message = ToPlayer::Welcome {
                seat,
                secret,
                seats: seats.to_vec(),
                aids,
                started,
            };
            (id, message)
        };
        self.seated().into_iter().map(welcome).collect()
    }

    /// The connection plays the seat now; the one before, if any.
    fn take(&mut self, seat: usize, from: Connection) -> Option<Connection> {
        let s = &mut self.seats[seat];
        s.gone_since = None;
        s.link.replace(from)
    }

    /// A connection has gone: its seat waits for its player. The seat.
    pub fn left(&mut self, link: Connection) -> Option<usize> {
        let seat = self.seat_of(link)?;
        let s = &mut self.seats[seat];
        s.link = None;
        s.gone_since = Some(Instant::now());
        Some(seat)
    }

    /// The host lets someone else take the seat: its secret is forgotten
    /// and its connection, if any, is returned to be closed.
    pub fn release(&mut self, seat: usize) -> Option<Connection> {
        let s = self.seats.get_mut(seat)?;
        s.secret = None;
        s.gone_since = None;
        s.link.take()
    }
}

/// A new seat's secret: 128 bits from the standard library's randomly
/// keyed hasher (seeded from the system's randomness), as hex.
fn new_secret() -> String {
    let half = || RandomState::new().hash_one(Instant::now());
    format!("{:016x}{:016x}", half(), half())
}

/// Compares a secret or password without stopping at the first
/// difference (how long it takes says nothing of how much matched).
fn same(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |d, (x, y)| d | (x ^ y)) == 0
}

/// A joining player's name as the seat shows it: trimmed, one line, not
/// too long, never empty (`fallback`), and not the same as another seat's
/// (`taken`).
pub fn seat_name(asked: &str, fallback: &str, taken: impl Fn(&str) -> bool) -> String {
    let mut name: String = asked
        .chars()
        .filter(|c| !c.is_control())
        .collect::<String>()
        .trim()
        .chars()
        .take(MAX_NAME)
        .collect();
    if name.is_empty() {
        name = fallback.to_string();
    }
    let base = name.clone();
    let mut k = 2;
    while taken(&name) {
        name = format!("{base} ({k})");
        k += 1;
    }
    name
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ask<'a>(secret: Option<&'a str>, password: Option<&'a str>) -> Asking<'a> {
        Asking {
            wanted: None,
            secret,
            password,
        }
    }

    /// The host's seat and two open ones: Ann takes seat 1, goes away; a
    /// stranger gets seat 2 (never had a player), a second stranger gets
    /// nothing; Ann comes back with her secret to seat 1, also while her
    /// old connection still looks alive.
    #[test]
    fn a_seat_that_had_a_player_is_theirs_until_the_host_releases_it() {
        let mut book = SeatBook::new(&[false, true, true], None);
        let ann = book.hello(10, &ask(None, None)).unwrap();
        assert_eq!((ann.seat, ann.returning), (1, false));
        assert_eq!(ann.secret.len(), 32);
        assert_eq!(book.left(10), Some(1));
        assert!(book.gone_for(1).is_some());
        let stranger = book.hello(11, &ask(None, None)).unwrap();
        assert_eq!(stranger.seat, 2, "only the seat that never had a player");
        assert_ne!(stranger.secret, ann.secret);
        let e = book.hello(12, &ask(None, None)).unwrap_err();
        assert!(e.contains("every seat"), "{e}");
        let e = book.hello(12, &ask(Some("0123"), None)).unwrap_err();
        assert!(
            e.contains("every seat"),
            "a made-up secret is no secret: {e}"
        );
        let back = book.hello(13, &ask(Some(&ann.secret), None)).unwrap();
        assert_eq!((back.seat, back.returning, back.replaced), (1, true, None));
        // Her screen restarted before the old connection timed out.
        let again = book.hello(14, &ask(Some(&ann.secret), None)).unwrap();
        assert_eq!((again.seat, again.replaced), (1, Some(13)));
        assert_eq!(book.seat_of(14), Some(1));
        assert_eq!(book.seat_of(13), None);
        // The host lets someone else have seat 1.
        assert_eq!(book.release(1), Some(14));
        let newcomer = book.hello(15, &ask(None, None)).unwrap();
        assert_eq!(newcomer.seat, 1);
        assert!(book.hello(16, &ask(Some(&ann.secret), None)).is_err());
    }

    /// A host continued after a crash knows its players' secrets from its
    /// save (of the same game only), and keeps their seats for them.
    #[test]
    fn a_continued_host_lets_its_players_back_and_nobody_else() {
        let mut book = SeatBook::new(&[false, true, true], None);
        let ann = book.hello(1, &ask(None, None)).unwrap();
        let bob = book.hello(2, &ask(None, None)).unwrap();
        let saved = book.saved(77);
        let text = ron::to_string(&saved).unwrap();
        let read: SavedSeats = ron::from_str(&text).unwrap();

        let mut other_game = SeatBook::new(&[false, true, true], None);
        other_game.restore(&read, 78);
        assert_eq!(other_game.free_seats(), 2);

        let mut book = SeatBook::new(&[false, true, true], None);
        book.restore(&read, 77);
        assert_eq!(book.free_seats(), 0);
        assert!(book.hello(3, &ask(None, None)).is_err(), "a stranger");
        assert_eq!(
            book.hello(4, &ask(Some(&bob.secret), None)).unwrap().seat,
            2
        );
        assert_eq!(
            book.hello(5, &ask(Some(&ann.secret), None)).unwrap().seat,
            1
        );
    }

    /// With a password, a hello without a seat's secret needs it: missing
    /// and wrong are refused with the reason, right gets a seat; a player
    /// coming back with their secret is let in.
    #[test]
    fn a_game_with_a_password_refuses_hellos_without_it() {
        let mut book = SeatBook::new(&[false, true, true], Some("moat".into()));
        assert!(book.has_password());
        let e = book.hello(1, &ask(None, None)).unwrap_err();
        assert!(e.contains("has a password"), "{e}");
        let e = book.hello(1, &ask(None, Some(""))).unwrap_err();
        assert!(e.contains("has a password"), "{e}");
        let e = book.hello(1, &ask(None, Some("mote"))).unwrap_err();
        assert!(e.contains("wrong password"), "{e}");
        let e = book.hello(1, &ask(None, Some("moat "))).unwrap_err();
        assert!(e.contains("wrong password"), "{e}");
        let ann = book.hello(1, &ask(None, Some("moat"))).unwrap();
        book.left(1);
        assert_eq!(
            book.hello(2, &ask(Some(&ann.secret), None)).unwrap().seat,
            ann.seat
        );
        assert!(!SeatBook::new(&[true], Some(String::new())).has_password());
    }

    #[test]
    fn a_hello_gets_the_seat_it_asks_for_if_that_is_free() {
        let mut book = SeatBook::new(&[true, true, false, true], None);
        let wanted = Asking {
            wanted: Some(3),
            ..Asking::default()
        };
        assert_eq!(book.hello(1, &wanted).unwrap().seat, 3);
        assert_eq!(book.hello(2, &wanted).unwrap().seat, 0, "3 is taken");
        let host = Asking {
            wanted: Some(2),
            ..Asking::default()
        };
        assert_eq!(book.hello(3, &host).unwrap().seat, 1, "2 is the host's");
    }

    /// A joining player's name becomes the seat's: trimmed, cut to 24
    /// characters, never empty, never the same as another seat's.
    #[test]
    fn a_joining_players_name_is_made_fit_for_the_seat() {
        let taken = |n: &str| ["Ann", "Green"].contains(&n);
        assert_eq!(seat_name("  Bo ", "Red", taken), "Bo");
        assert_eq!(seat_name(" \n", "Red", taken), "Red", "the seat's own name");
        assert_eq!(seat_name("Ann", "Red", taken), "Ann (2)");
        assert_eq!(seat_name("A\u{7}nn\n", "Red", taken), "Ann (2)");
        assert_eq!(
            seat_name(&"x".repeat(40), "Red", taken).chars().count(),
            MAX_NAME
        );
    }
}
