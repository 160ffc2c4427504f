//! Traders & Builders' pig: one per player, put beside one of its owner's
//! farmers in a field of the tile just placed. It stays to the end and
//! counts for nothing in a majority; if its owner scores the field, each
//! completed city the field supplies is worth 4 to them instead of 3.

use crate::rules::features::SegmentId;
use crate::rules::figures::{FigureSpec, on};
use crate::rules::game::Game;
use crate::rules::set_names::Figure;
use crate::rules::tileset::SegmentKind;

/// What each completed city a field supplies is worth to a player who
/// scores the field with their pig in it (3 without: `scoring::field_points`).
pub const CITY_POINTS: u32 = 4;

pub const PIG: FigureSpec = FigureSpec {
    name: "Pig",
    noun: "pig",
    spots: "a field",
    weight: 0,
    pennant_strength: false,
    stands_on: on(SegmentKind::Field),
    beside_own: true,
    per_player: 1,
    recall: None,
    moves_on: false,
};

impl Game {
    /// Whether the player's pig stands on the board.
    pub fn pig_out(&self, player: usize) -> bool {
        self.figure_out(player, Figure::Pig)
    }
}

/// The owners of a field whose pig is in it score 4 a city.
pub(super) fn field_city_points(game: &Game, field: SegmentId, owners: u8) -> Option<(u8, u32)> {
    let pigs = game.figures_on(field, Figure::Pig) & owners;
    (pigs != 0).then_some((pigs, CITY_POINTS))
}
