//! The abbot: one per player, on the monastery or garden of the tile just
//! placed; it counts as one follower, comes home when its monastery or
//! garden is scored, and may be taken back in a later deploy step instead
//! of putting a figure down (`RecallAbbot(x, y)` in a record).

use crate::rules::figures::{FigureSpec, on};
use crate::rules::game::Game;
use crate::rules::geometry::Pos;
use crate::rules::set_names::Figure;
use crate::rules::tileset::SegmentKind;

pub const ABBOT: FigureSpec = FigureSpec {
    name: "Abbot",
    noun: "abbot",
    spots: "the monastery or garden of the tile just placed",
    weight: 1,
    pennant_strength: false,
    stands_on: on(SegmentKind::Monastery) | on(SegmentKind::Garden),
    beside_own: false,
    per_player: 1,
    recall: Some("RecallAbbot"),
    moves_on: false,
};

/// Where a player's abbot stands, if it is on the board.
pub fn abbot_position(game: &Game, player: usize) -> Option<Pos> {
    game.figure_position(player, Figure::Abbot)
}

impl Game {
    /// Whether the player's abbot stands on the board.
    pub fn abbot_out(&self, player: usize) -> bool {
        self.figure_out(player, Figure::Abbot)
    }
}
