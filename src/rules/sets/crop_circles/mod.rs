//! The Crop Circles (docs/rules/crop-circles.md, the Big Box set with Hans
//! im Glück's rule text): 6 tiles, each with a crop circle whose picture
//! names a kind of feature (a club roads, a shield cities, a rake
//! fields). After such a tile's scoring its player chooses for everyone:
//! each player, in turn from their left, adds a follower beside one of
//! theirs in a feature of that kind, or takes one of theirs off one
//! (`action`). The crop field itself is no feature.

pub mod action;
mod state;
#[cfg(test)]
mod tests;

use crate::rules::phase::Phase;
use crate::rules::set_hooks::Expansion;
use crate::rules::set_states::{OwnState, Slot};
pub use action::{CROP, circle_of};
use state::Circle;
pub use state::Step;

pub const TILES: (&str, &str) = (
    "assets/tiles/crop_circles.ron",
    include_str!("../../../../assets/tiles/crop_circles.ron"),
);

pub struct CropCircles;

impl Expansion for CropCircles {
    fn name(&self) -> &'static str {
        "The Crop Circles"
    }

    fn state(&self) -> Option<Slot> {
        Some(Circle::fresh())
    }

    fn tiles(&self) -> Option<(&'static str, &'static str)> {
        Some(TILES)
    }

    fn phases(&self) -> &'static [&'static dyn Phase] {
        const PHASES: &[&dyn Phase] = &[&action::CropCircle];
        PHASES
    }
}

impl crate::rules::game::Game {
    /// Where the turn's crop circle action stands, and whether it adds.
    pub fn crop_circle(&self) -> (Step, bool) {
        let state = self.sets_state.get::<Circle>();
        (state.step, state.add)
    }
}
