//! Abbey & Mayor's abbey: each player holds one abbey tile (`AZ`), walled
//! all round and a monastery. Instead of the tile drawn they may put it
//! into any square with tiles on all four sides, once a game; its walls
//! end every road, city and field that meets it (the core's walled tile),
//! and a follower may go on it as a monk. Who still holds theirs when the
//! pile is empty gets one last turn to play it (the core's last round).

use std::sync::OnceLock;

pub use super::state::Abbeys;
use super::state::Holdings;
use crate::rules::game::Game;
use crate::rules::tileset::{TileKind, catalog};

/// The abbey tile.
pub fn abbey() -> TileKind {
    static ABBEY: OnceLock<TileKind> = OnceLock::new();
    *ABBEY.get_or_init(|| {
        catalog()
            .by_id("AZ")
            .expect("the abbey is in the tile file")
    })
}

/// The abbey, while the seat still holds it.
pub fn held_by(game: &Game, seat: usize) -> Option<TileKind> {
    (game.sets_state.get::<Holdings>().abbeys.gone & (1 << seat) == 0).then(abbey)
}

/// The seat's abbey is played or let go.
pub fn gone(game: &mut Game, seat: usize) {
    game.sets_state.get_mut::<Holdings>().abbeys.gone |= 1 << seat;
}
