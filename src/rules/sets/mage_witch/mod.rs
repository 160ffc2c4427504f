//! Mage & Witch (docs/rules/mage-and-witch.md, the third edition, Big
//! Box 7): 8 tiles with the magic symbol, and two figures that belong to
//! nobody. A tile of the set, or one that joins the two figures' roads or
//! cities, makes its player place or move one of them onto an open road
//! or city (`magic`); the mage adds a point a tile to what its feature
//! scores, the witch halves it (`worth`); a feature completed sends the
//! one on it off the board.

pub mod magic;
mod state;
#[cfg(test)]
mod tests;
pub mod worth;

use crate::rules::features::SegmentId;
use crate::rules::game::Game;
use crate::rules::phase::Phase;
use crate::rules::set_hooks::Expansion;
use crate::rules::set_states::{OwnState, Slot};
pub use magic::MAGIC;
use state::Spell;
pub use state::{Caster, Standing, Step};

pub const TILES: (&str, &str) = (
    "assets/tiles/mage_witch.ron",
    include_str!("../../../../assets/tiles/mage_witch.ron"),
);

pub struct MageWitch;

impl Expansion for MageWitch {
    fn name(&self) -> &'static str {
        "Mage & Witch"
    }

    fn state(&self) -> Option<Slot> {
        Some(Spell::fresh())
    }

    fn tiles(&self) -> Option<(&'static str, &'static str)> {
        Some(TILES)
    }

    fn phases(&self) -> &'static [&'static dyn Phase] {
        const PHASES: &[&dyn Phase] = &[&magic::MagicStep];
        PHASES
    }

    fn feature_completed(&self, game: &mut Game, root: SegmentId) {
        magic::completed(game, root);
    }

    fn feature_worth(&self, game: &Game, root: SegmentId, points: u32) -> u32 {
        worth::worth(game, root, points)
    }
}

impl Game {
    /// Where a magic figure stands (the tile's board index and the
    /// segment), if on the board.
    pub fn magic_figure(&self, caster: Caster) -> Option<Standing> {
        self.sets_state.get::<Spell>().at[caster as usize]
    }

    /// Where the turn's magic step stands.
    pub fn magic_step(&self) -> Step {
        self.sets_state.get::<Spell>().step
    }
}
