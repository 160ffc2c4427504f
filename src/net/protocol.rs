//! The messages of network play, as JSON. A player's screen says hello
//! (its game version, a name, the seat it wants back after a drop) and then
//! asks for moves in the record's own terms (squares, rotations, meeple
//! places by name); the host answers with the seats, the table as everyone
//! may see it, or why it refused. Anything that does not decode, is too
//! large, or comes from another version is refused with a message, never a
//! panic.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::rules::{Move, Refusal};

use super::steps::Step;
use super::view::TableView;

/// Raised whenever a message changes shape; both sides must agree on it.
pub const PROTOCOL: u32 = 19;

/// The largest message either side accepts: a whole game's record and a
/// little more (a finished game's view is about 10 KB).
pub const MAX_MESSAGE: usize = 64 * 1024;

/// The game's version, sent with the hello.
pub fn game_version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}

/// From a player's screen to the host.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum ToHost {
    /// The first message: who is asking to play.
    Hello(Hello),
    /// A step of the turn, for the seat this connection holds: the
    /// engine's own `Move`, as the host's steps say it back.
    Ask(Move),
    /// The whole table again (an update could not be followed).
    WholeTable,
    /// A line for the chat.
    Say(String),
}

/// Who is asking to play, with which version.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Hello {
    pub version: String,
    pub protocol: u32,
    pub name: String,
    /// The seat to take back after a dropped connection.
    pub seat: Option<usize>,
    /// That seat's secret, as the host gave it: only with it is a seat
    /// that had a player given back.
    pub secret: Option<String>,
    /// The game's password, for a game that has one.
    pub password: Option<String>,
    /// To watch the game rather than play a seat.
    #[serde(default)]
    pub watch: bool,
}

impl Hello {
    /// A hello from this version of the game: a name, the seat and its
    /// secret this screen holds (if any), the password typed (if any).
    pub fn new(name: &str, key: Option<&(usize, String)>, password: Option<&str>) -> Hello {
        Hello {
            version: game_version(),
            protocol: PROTOCOL,
            name: name.to_string(),
            seat: key.map(|k| k.0),
            secret: key.map(|k| k.1.clone()),
            password: password.map(str::to_string),
            watch: false,
        }
    }

    /// A hello to watch the game, with the password typed (if any).
    pub fn to_watch(name: &str, password: Option<&str>) -> Hello {
        Hello {
            watch: true,
            ..Hello::new(name, None, password)
        }
    }
}

/// The moves a player asks for: those a person at the host's screen makes.
/// How a seat is played, as everyone is told.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum SeatKind {
    /// A person at the host's screen.
    AtHost,
    /// A person or computer on another screen, connected or not.
    Remote { connected: bool },
    /// A computer at the host, by level.
    Computer(String),
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeatInfo {
    pub name: String,
    /// Index into the game's colours.
    pub colour: usize,
    pub kind: SeatKind,
}

/// From the host to a player's screen. A message lives only while it is
/// encoded or read, so the whole table's size in every variant costs
/// nothing worth a box (it grows with each set's toggle in the rules).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[allow(clippy::large_enum_variant)]
pub enum ToPlayer {
    /// The hello was accepted: this screen plays `seat`. Sent again
    /// whenever the seats change (someone joins or leaves the lobby, a
    /// computer stands in for a seat whose player has gone).
    Welcome {
        seat: usize,
        /// The seat's secret: the screen keeps it to get the seat back.
        secret: String,
        seats: Vec<SeatInfo>,
        /// The host's set-up: hint, undo and the aids on every screen.
        aids: bool,
        /// The game has begun (else the screen waits in the lobby).
        started: bool,
    },
    /// The hello to watch was accepted: how every seat is played, sent
    /// again whenever the seats change. The watcher gets the whole table
    /// and every step, and may not act.
    Watching {
        seats: Vec<SeatInfo>,
        aids: bool,
        started: bool,
    },
    /// The hello was refused (another version, no free seat); the host
    /// closes the connection after it.
    Refused(String),
    /// The table as it stands now, and the number of the next step: sent
    /// when a screen takes its seat, and when it asks for it.
    Table { view: TableView, next_step: u64 },
    /// A step the host's table made, for every screen's table to make.
    Step(Step),
    /// A request was refused (not this seat's turn, not a legal move); the
    /// game is unchanged.
    Rejected(Rejection),
    /// A line of the chat, from the player of a seat (or the host's).
    Said {
        name: String,
        colour: usize,
        text: String,
    },
}

/// Why the host refused a player's request: the rules' reason for a move,
/// or the conversation's. The player's screen words it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Rejection {
    /// The rules do not allow the move.
    Move(Refusal),
    /// It is another seat's turn (its player's name).
    NotYourTurn(String),
    /// A request came before the screen said hello.
    SayHelloFirst,
    /// A second hello.
    AlreadySaidHello,
    /// A move came while the seats are still being taken.
    NotBegun,
    /// A computer plays the seat until its player is back.
    ComputerStandsIn,
    /// A watcher asked to play.
    Watching,
    /// The message could not be read (what the reader said).
    Unreadable(String),
}

impl std::fmt::Display for Rejection {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Rejection::Move(why) => write!(f, "{why}"),
            Rejection::NotYourTurn(name) => write!(f, "it is {name}'s turn, not yours"),
            Rejection::SayHelloFirst => write!(f, "say hello first"),
            Rejection::AlreadySaidHello => write!(f, "already said hello"),
            Rejection::NotBegun => write!(f, "the game has not begun"),
            Rejection::ComputerStandsIn => write!(f, "a computer plays this seat for now"),
            Rejection::Watching => write!(f, "a watcher does not play"),
            Rejection::Unreadable(why) => write!(f, "{why}"),
        }
    }
}

impl From<Refusal> for Rejection {
    fn from(why: Refusal) -> Rejection {
        Rejection::Move(why)
    }
}

/// The longest line of chat, in characters.
pub const MAX_CHAT: usize = 200;

/// A chat line as it is shown: one line, no control characters, not too
/// long; `None` if nothing is left of it.
pub fn chat_line(text: &str) -> Option<String> {
    let line: String = text
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect::<String>()
        .trim()
        .chars()
        .take(MAX_CHAT)
        .collect();
    (!line.is_empty()).then_some(line)
}

/// The bytes of a message.
pub fn encode<T: Serialize>(message: &T) -> Vec<u8> {
    serde_json::to_vec(message).expect("messages always serialise")
}

/// A message from its bytes, or what is wrong with them.
pub fn decode<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, String> {
    if bytes.len() > MAX_MESSAGE {
        return Err(format!(
            "a message of {} bytes is larger than the {MAX_MESSAGE} allowed",
            bytes.len()
        ));
    }
    serde_json::from_slice(bytes).map_err(|e| format!("a malformed message: {e}"))
}

/// Checks a hello's version; the refusal says both versions.
pub fn check_hello(version: &str, protocol: u32) -> Result<(), String> {
    if protocol != PROTOCOL || version != game_version() {
        return Err(format!(
            "this host runs Carcassonne {} (network protocol {PROTOCOL}); your game is {version} (protocol {protocol}): both must be the same version",
            game_version()
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Deploy, Figure};

    #[test]
    fn messages_round_trip_and_bad_bytes_are_refused_with_a_reason() {
        let hello = ToHost::Hello(Hello::new("Ann", Some(&(2, "00ff".into())), None));
        assert_eq!(decode::<ToHost>(&encode(&hello)).unwrap(), hello);
        let ask = ToHost::Ask(Move::Choose(Deploy::Figure(Figure::Follower, 2)));
        assert_eq!(decode::<ToHost>(&encode(&ask)).unwrap(), ask);
        for bad in [
            &b"\xff\xfe garbage"[..],
            b"",
            b"{\"Ask\":{\"Fly\":1}}",
            b"[1,2,3]",
        ] {
            let e = decode::<ToHost>(bad).unwrap_err();
            assert!(e.starts_with("a malformed message"), "{e}");
        }
        let huge = vec![b' '; MAX_MESSAGE + 1];
        assert!(decode::<ToHost>(&huge).unwrap_err().contains("larger than"));
        assert!(check_hello(&game_version(), PROTOCOL).is_ok());
        let e = check_hello("0.0.9", PROTOCOL).unwrap_err();
        assert!(e.contains("0.0.9") && e.contains(&game_version()), "{e}");
        assert!(check_hello(&game_version(), PROTOCOL + 1).is_err());
    }

    #[test]
    fn chat_lines_are_one_short_line_or_nothing() {
        assert_eq!(
            chat_line("  hello\n there\u{7}  ").as_deref(),
            Some("hello  there")
        );
        assert_eq!(chat_line(" \t\r\n "), None);
        let long = "é".repeat(MAX_CHAT + 50);
        assert_eq!(chat_line(&long).unwrap().chars().count(), MAX_CHAT);
    }
}
