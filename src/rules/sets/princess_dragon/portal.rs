//! The magic portal (docs/rules/princess-and-dragon.md, "The magic
//! portal"): instead of deploying on the portal tile, the player may put
//! one figure on any tile already on the board, by the usual rules: a
//! feature with no follower, not completed, on a place the figure may take
//! (fields only with farmers), and not on the dragon's tile. Figures that
//! go only beside their owner's follower (the builder, the pig) may not
//! go through it.

use crate::rules::features::SegmentId;
use crate::rules::game::Game;
use crate::rules::geometry::Pos;
use crate::rules::set_names::Figure;
use crate::rules::tileset::catalog;

/// A place a figure may go through the portal: the tile (its index on
/// the board) and the segment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PortalSpot {
    pub figure: Figure,
    pub tile: u8,
    pub segment: u8,
}

/// Every place the current player may put a figure through the portal
/// (the tile just placed excepted: that is the ordinary deploy), tile by
/// tile in the order they were placed.
pub fn portal_spots(game: &Game, dragon: Option<Pos>) -> Vec<PortalSpot> {
    let Some(placed_now) = game.tile_being_deployed() else {
        return Vec::new();
    };
    let p = game.current_player();
    let figures: Vec<Figure> = Figure::ALL
        .into_iter()
        .filter(|f| !f.spec().beside_own && game.in_supply(p, *f) > 0)
        .collect();
    let mut spots = Vec::new();
    for (t, placed) in game.board().tiles().iter().enumerate() {
        if t == placed_now || Some(placed.pos) == dragon {
            continue;
        }
        for (s, seg) in catalog().get(placed.kind).segments.iter().enumerate() {
            let id = placed.first_segment + s as SegmentId;
            if game.is_complete(id) {
                continue;
            }
            let on = &game.features().feature(id).meeples;
            for &figure in &figures {
                if game.may_stand(figure, seg.kind, on, p) {
                    spots.push(PortalSpot {
                        figure,
                        tile: t as u8,
                        segment: s as u8,
                    });
                }
            }
        }
    }
    spots
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::game::Rules;
    use crate::rules::random_play::random_game;
    use crate::rules::tileset::SegmentKind;

    /// In random games, every portal spot is a free, open feature away
    /// from the tile just placed and the dragon, and every free open
    /// feature on another tile is offered to a follower in the supply.
    #[test]
    fn the_portal_offers_every_free_open_feature_on_the_board_and_nothing_else() {
        let mut offered = 0;
        let look = |table: &crate::rules::table::Table| {
            let game = table.game();
            let dragon = Some(Pos::new(0, 0));
            let spots = portal_spots(game, dragon);
            let here = game.tile_being_deployed().unwrap();
            for spot in &spots {
                let placed = game.board().tiles()[spot.tile as usize];
                assert_ne!(spot.tile as usize, here);
                assert_ne!(Some(placed.pos), dragon, "not on the dragon's tile");
                let id = placed.first_segment + spot.segment as SegmentId;
                let node = game.features().feature(id);
                assert_eq!(node.meeple_count(), 0, "a free feature");
                assert!(!node.completed);
                if matches!(node.kind, SegmentKind::Road | SegmentKind::City) {
                    assert!(node.open > 0, "an open road or city");
                }
            }
            // With a follower at home, every free road and city still
            // open on another tile is offered to it.
            let has_follower = game.supply(game.current_player()) > 0;
            for (t, placed) in game.board().tiles().iter().enumerate() {
                if t == here || Some(placed.pos) == dragon {
                    continue;
                }
                for (s, seg) in catalog().get(placed.kind).segments.iter().enumerate() {
                    if !matches!(seg.kind, SegmentKind::Road | SegmentKind::City) {
                        continue;
                    }
                    let node = game
                        .features()
                        .feature(placed.first_segment + s as SegmentId);
                    let free_open = node.meeple_count() == 0 && node.open > 0;
                    let spot = PortalSpot {
                        figure: Figure::Follower,
                        tile: t as u8,
                        segment: s as u8,
                    };
                    assert_eq!(spots.contains(&spot), free_open && has_follower);
                }
            }
            spots.len()
        };
        for seed in 0..20 {
            random_game(Rules::default(), 2, seed, |t| offered += look(t), |_, _| {});
        }
        assert!(offered > 1000, "{offered}");
    }
}
