//! The Ferries (docs/rules/ferries.md, the third edition, Big Box 7 and
//! 8): 8 tiles with a lake where each of their roads ends at a jetty.
//! Placing one, its player lays a ferry joining two of its roads
//! (`lakes`); a tile that extends a road with a ferry on it lets its
//! player move that ferry, the first met each way, to two other jetties,
//! joining and cutting roads (`crossing`).

pub mod crossing;
pub mod lakes;
mod state;
#[cfg(test)]
mod tests;

use crate::rules::features::SegmentId;
use crate::rules::game::Game;
use crate::rules::phase::Phase;
use crate::rules::set_hooks::Expansion;
use crate::rules::set_states::{OwnState, Slot};
pub use crossing::{FERRY_MOVE, movable};
pub use lakes::{FERRY, PAIR_NAMES, PAIRS, ferry_at, is_lake, jetty, lakes};
use state::Ferries as State;
pub use state::{Lake, Step};

pub const TILES: (&str, &str) = (
    "assets/tiles/ferries.ron",
    include_str!("../../../../assets/tiles/ferries.ron"),
);

pub struct Ferries;

impl Expansion for Ferries {
    fn name(&self) -> &'static str {
        "The Ferries"
    }

    fn state(&self) -> Option<Slot> {
        Some(State::fresh())
    }

    fn tiles(&self) -> Option<(&'static str, &'static str)> {
        Some(TILES)
    }

    fn phases(&self) -> &'static [&'static dyn Phase] {
        const PHASES: &[&dyn Phase] = &[&lakes::Lay, &crossing::Move];
        PHASES
    }

    fn closed_elsewhere(&self, game: &Game, out: &mut Vec<SegmentId>) {
        crossing::touched(game, out);
    }
}

impl Game {
    /// Where the turn's ferry steps stand.
    pub fn ferry_step(&self) -> Step {
        self.sets_state.get::<State>().step
    }
}
