//! A seat at the table: who sits there (a name and a colour) and how it is
//! played (a person at this screen, a computer, a player on another
//! screen). One model for the new-game dialog's set-up, the game's
//! session, the settings kept between runs, the lobbies and the network:
//! each of their forms is made here, from it.

use serde::{Deserialize, Serialize};

use crate::ai::AiKind;
use crate::rules::features::MAX_PLAYERS;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Seat {
    pub name: String,
    /// Index into the game's colours.
    pub colour: usize,
    /// `None` for a person, else the computer player (kept in the settings
    /// by its name, "easy", "greedy", "lookahead").
    #[serde(with = "computer_by_name")]
    pub computer: Option<AiKind>,
    /// Played on another screen in network play (at the host: a seat for
    /// a player who joins; on a player's screen: every seat but its own).
    #[serde(default)]
    pub remote: bool,
}

impl Seat {
    /// A seat as read from a file or another screen, made sound: a colour
    /// the game has, and a seat for a player who joins is a person's.
    pub fn checked(self) -> Seat {
        Seat {
            colour: self.colour.min(MAX_PLAYERS - 1),
            remote: self.remote && self.computer.is_none(),
            ..self
        }
    }

    /// A person at this screen in seat `i`, named `P{i}` (for tests).
    #[cfg(test)]
    pub fn person(i: usize) -> Seat {
        Seat {
            name: format!("P{i}"),
            colour: i,
            computer: None,
            remote: false,
        }
    }
}

/// The level's computer, as a seat's kind names it.
pub fn computer_of(level: &str) -> AiKind {
    AiKind::LEVELS
        .into_iter()
        .find(|k| k.level() == level)
        .unwrap_or(AiKind::Greedy)
}

/// The computer kept by its name; a name this version does not know reads
/// as a person (an old or hand-edited settings file loses nothing else).
mod computer_by_name {
    use serde::{Deserialize, Deserializer, Serializer};

    use crate::ai::AiKind;

    pub fn serialize<S: Serializer>(ai: &Option<AiKind>, s: S) -> Result<S::Ok, S::Error> {
        match ai {
            Some(k) => s.serialize_some(k.name()),
            None => s.serialize_none(),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<AiKind>, D::Error> {
        let name: Option<String> = Option::deserialize(d)?;
        Ok(name.and_then(|n| AiKind::parse(&n).ok()))
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// Ann's seat, in green, played as said (for tests here and of
    /// the seat's wire form).
    pub(crate) fn seat(computer: Option<AiKind>, remote: bool) -> Seat {
        Seat {
            name: "Ann".into(),
            colour: 2,
            computer,
            remote,
        }
    }

    /// Settings files keep a computer by its name, as they always have; an
    /// unknown name is a person, a colour out of range the last colour.
    #[test]
    fn a_seat_reads_back_from_the_settings_as_it_was_written() {
        for s in [
            seat(None, false),
            seat(None, true),
            seat(Some(AiKind::Easy), false),
            seat(Some(AiKind::Lookahead), false),
        ] {
            let text = ron::to_string(&s).unwrap();
            assert_eq!(ron::from_str::<Seat>(&text).unwrap(), s, "{text}");
        }
        let old = r#"(name: "Bo", colour: 9, computer: Some("greedy"))"#;
        let read = ron::from_str::<Seat>(old).unwrap().checked();
        assert_eq!(
            read,
            Seat {
                name: "Bo".into(),
                colour: MAX_PLAYERS - 1,
                computer: Some(AiKind::Greedy),
                remote: false
            }
        );
        let odd = r#"(name: "Cy", colour: 1, computer: Some("grandmaster"), remote: true)"#;
        let read = ron::from_str::<Seat>(odd).unwrap().checked();
        assert_eq!((read.computer, read.remote), (None, true));
    }
}
