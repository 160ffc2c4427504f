//! Inns & Cathedrals: 18 tiles with inns beside roads (`inns`) and
//! cathedrals in cities (`cathedrals`), a large meeple for each player
//! (`large_meeple`) and pieces for a sixth player.

mod cathedrals;
mod inns;
mod large_meeple;

pub use large_meeple::LARGE_MEEPLE;

use crate::rules::features::Node;
use crate::rules::queries::FeatureState;
use crate::rules::set_hooks::Expansion;
use crate::rules::tile_data::TileTypeData;
use crate::rules::tileset::{SegmentDef, SegmentKind};

/// The mark of an inn on a road or a cathedral in a city: the feature is
/// worth more complete and nothing open at the end.
pub const INN_OR_CATHEDRAL: u8 = 1 << 0;

pub struct InnsCathedrals;

impl Expansion for InnsCathedrals {
    fn name(&self) -> &'static str {
        "Inns & Cathedrals"
    }

    fn tiles(&self) -> Option<(&'static str, &'static str)> {
        Some((
            "assets/tiles/inns_cathedrals.ron",
            include_str!("../../../../assets/tiles/inns_cathedrals.ron"),
        ))
    }

    fn max_players(&self) -> usize {
        6
    }

    fn mark_segment(&self, tile: &TileTypeData, index: usize, segment: &mut SegmentDef) {
        let marked = match segment.kind {
            SegmentKind::Road => tile.inns.contains(&index),
            SegmentKind::City => tile.cities[index].cathedral,
            _ => false,
        };
        if marked {
            segment.marks |= INN_OR_CATHEDRAL;
        }
    }

    fn feature_points(&self, node: &Node, complete: bool) -> Option<u32> {
        if node.marks & INN_OR_CATHEDRAL == 0 {
            return None;
        }
        let (tiles, pennants) = (node.tiles as u32, node.pennants as u32);
        match node.kind {
            SegmentKind::Road => Some(inns::road_points(tiles, complete)),
            SegmentKind::City => Some(cathedrals::city_points(tiles, pennants, complete)),
            _ => None,
        }
    }
}

impl SegmentDef {
    /// Road: an inn stands beside it. City: a cathedral stands in it.
    pub fn inn_or_cathedral(&self) -> bool {
        self.marks & INN_OR_CATHEDRAL != 0
    }
}

impl Node {
    /// A road with an inn, a city with a cathedral.
    pub fn inn_or_cathedral(&self) -> bool {
        self.marks & INN_OR_CATHEDRAL != 0
    }
}

impl FeatureState {
    /// A road with an inn, a city with a cathedral.
    pub fn inn_or_cathedral(&self) -> bool {
        self.marks & INN_OR_CATHEDRAL != 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An inn doubles a completed road and spoils an open one; a cathedral
    /// makes a completed city 3 a tile and a pennant and spoils an open one.
    #[test]
    fn the_rulebooks_point_values() {
        assert_eq!(inns::road_points(4, true), 8);
        assert_eq!(inns::road_points(4, false), 0);
        assert_eq!(cathedrals::city_points(3, 1, true), 12);
        assert_eq!(cathedrals::city_points(3, 1, false), 0);
    }
}
