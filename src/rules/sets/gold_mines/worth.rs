//! What ingots are worth at the end: each of a player's ingots counts as
//! many points as the size of their hoard says, 1 each for 1 to 3, 2 each
//! for 4 to 6, 3 each for 7 to 9, 4 each for 10 or more. Ingots left on
//! the board score nobody.

use super::ingots::SET;
use crate::rules::game::Game;
use crate::rules::types::{Award, ScoreKind, Scored};

/// The points `ingots` held are worth at the end.
pub fn worth(ingots: u8) -> u32 {
    let each = match ingots {
        0 => 0,
        1..=3 => 1,
        4..=6 => 2,
        7..=9 => 3,
        _ => 4,
    };
    each * ingots as u32
}

/// Each player's hoard, scored.
pub(super) fn awards(game: &Game, out: &mut Vec<Award>) {
    for seat in 0..game.players() {
        let points = worth(game.ingots_held(seat));
        if points > 0 {
            out.push(Award {
                kind: ScoreKind::Set(SET),
                points,
                players: 1 << seat,
                what: Scored::Tokens(0),
            });
        }
    }
}
