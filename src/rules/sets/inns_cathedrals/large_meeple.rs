//! Inns & Cathedrals' large meeple: one per player, put down like a
//! follower (road, city, monastery, field) and counted as two followers
//! when the majority on a feature or field is decided. It goes home like a
//! follower.

use crate::rules::figures::{FOLLOWER_SPOTS, FigureSpec};
use crate::rules::game::Game;
use crate::rules::set_names::Figure;

pub const LARGE_MEEPLE: FigureSpec = FigureSpec {
    name: "Large",
    noun: "large meeple",
    spots: "a road, city, monastery or field",
    weight: 2,
    pennant_strength: false,
    stands_on: FOLLOWER_SPOTS,
    beside_own: false,
    per_player: 1,
    recall: None,
    moves_on: false,
};

impl Game {
    /// Whether the player's large meeple is in their supply (always false
    /// without Inns & Cathedrals).
    pub fn large_meeple_home(&self, player: usize) -> bool {
        self.in_supply(player, Figure::Large) > 0
    }

    /// Whether the player's large meeple stands on the board.
    pub fn large_meeple_out(&self, player: usize) -> bool {
        self.figure_out(player, Figure::Large)
    }
}
