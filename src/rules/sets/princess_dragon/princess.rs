//! The princess (docs/rules/princess-and-dragon.md, "The princess"): a
//! tile whose princess's part of a city joins a city with knights lets the
//! player, instead of deploying, send one knight of that city home (any
//! player's, their own too; the large meeple is a knight like another).

use crate::rules::game::Game;
use crate::rules::tile_data::TileTypeData;
use crate::rules::tileset::{SegmentDef, SegmentKind, catalog};

/// The mark of a city segment the princess stands in (`SegmentDef::marks`;
/// Inns & Cathedrals' mark is bit 0).
pub const PRINCESS: u8 = 1 << 1;

/// Marks the part of a city where the princess stands.
pub fn mark(tile: &TileTypeData, index: usize, segment: &mut SegmentDef) {
    if segment.kind == SegmentKind::City && tile.cities[index].princess {
        segment.marks |= PRINCESS;
    }
}

/// The knights (indices in `Game::meeples`) in the city of this segment
/// of a placed tile: every figure that counts in its majority.
pub fn knights_in_city(game: &Game, tile: usize, segment: u8) -> Vec<usize> {
    let root = game.features().root(game.segment_id(tile, segment));
    (game.meeples().iter().enumerate())
        .filter(|(_, m)| {
            m.figure.weight() > 0
                && game
                    .features()
                    .root(game.segment_id(m.tile as usize, m.segment))
                    == root
        })
        .map(|(i, _)| i)
        .collect()
}

/// The knights the player may send home after placing the tile at this
/// index: those of the city its princess stands in (none without one).
pub fn knights_to_send_home(game: &Game, tile: usize) -> Vec<usize> {
    let kind = game.board().tiles()[tile].kind;
    let princess = (catalog().get(kind).segments.iter())
        .position(|s| s.kind == SegmentKind::City && s.marks & PRINCESS != 0);
    princess.map_or_else(Vec::new, |s| knights_in_city(game, tile, s as u8))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::game::Rules;
    use crate::rules::random_play::random_game;

    /// In random games: the knights of a city are exactly the figures on
    /// it with a weight, and a base tile (no princess) sends nobody home.
    #[test]
    fn a_citys_knights_are_its_weighted_figures_and_a_base_tile_has_no_princess() {
        let rules = Rules {
            inns_cathedrals: true,
            ..Rules::default()
        };
        let mut met = 0;
        let mut look = |table: &crate::rules::table::Table| {
            let game = table.game();
            let here = game.tile_being_deployed().unwrap();
            assert!(knights_to_send_home(game, here).is_empty());
            let tile = catalog().get(game.board().tiles()[here].kind);
            for (s, seg) in tile.segments.iter().enumerate() {
                if seg.kind != SegmentKind::City {
                    continue;
                }
                let knights = knights_in_city(game, here, s as u8);
                let weight: u32 = (knights.iter())
                    .map(|&i| game.meeples()[i].figure.weight() as u32)
                    .sum();
                let node = game.features().feature(game.segment_id(here, s as u8));
                assert_eq!(weight, node.meeple_count());
                met += knights.len();
            }
        };
        for seed in 0..20 {
            random_game(rules, 2, seed, &mut look, |_, _| {});
        }
        assert!(met > 100, "{met}");
    }
}
