//! What a road or city is worth with a magic figure on it, complete or
//! open at the end: the mage adds a point a tile (never doubled, nothing
//! for pennants); the witch halves the whole value, bonuses of the other
//! sets (an inn, a cathedral) counted first, rounded up.

use super::magic::feature_of;
use super::state::Caster;
use crate::rules::features::SegmentId;
use crate::rules::game::Game;

/// `points` of a feature of `tiles` tiles, with the mage or the witch on
/// it (never both, but for a moment: then the mage's first).
pub fn changed(points: u32, tiles: u32, mage: bool, witch: bool) -> u32 {
    let points = if mage { points + tiles } else { points };
    if witch { points - points / 2 } else { points }
}

/// What the feature `root` is worth, `points` before the magic figures.
pub(super) fn worth(game: &Game, root: SegmentId, points: u32) -> u32 {
    let mage = feature_of(game, Caster::Mage) == Some(root);
    let witch = feature_of(game, Caster::Witch) == Some(root);
    if !mage && !witch {
        return points;
    }
    let tiles = game.features().node(root).tiles as u32;
    changed(points, tiles, mage, witch)
}
