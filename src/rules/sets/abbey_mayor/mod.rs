//! Abbey & Mayor: twelve land tiles (two of them with two cities each,
//! one road with three ends), each player's abbey (`abbey`), a walled
//! tile played instead of the one drawn, and mayor (`mayor`), a follower
//! for cities as strong as its city's pennants, and wagon (`wagon`), a
//! follower that moves on after its feature scores. Its barn is still
//! to come (docs/rules/abbey-and-mayor.md).

mod abbey;
mod mayor;
mod wagon;

pub use abbey::{Abbeys, abbey};
pub use mayor::MAYOR;
pub use wagon::WAGON;

use crate::rules::game::Game;
use crate::rules::sets::hooks::Expansion;
use crate::rules::tileset::TileKind;

pub struct AbbeyMayor;

impl Expansion for AbbeyMayor {
    fn name(&self) -> &'static str {
        "Abbey & Mayor"
    }

    fn tiles(&self) -> Option<(&'static str, &'static str)> {
        Some((
            "assets/tiles/abbey_mayor.ron",
            include_str!("../../../../assets/tiles/abbey_mayor.ron"),
        ))
    }

    fn held_tile(&self, game: &Game, seat: usize) -> Option<TileKind> {
        abbey::held_by(game, seat)
    }

    fn held_tile_used(&self, game: &mut Game, seat: usize) {
        abbey::gone(game, seat);
    }
}
