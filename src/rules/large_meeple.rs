//! Inns & Cathedrals' large meeple: one per player, put down like a
//! follower (road, city, monastery, field) and counted as two followers
//! when the majority on a feature or field is decided. It goes home like a
//! follower. The deploy choice is `Deploy::Large`, its weight
//! `MeepleKind::weight`; this module answers whether a player may use it.

use super::game::Game;
use super::tileset::SegmentKind;

impl Game {
    /// Whether the player's large meeple is in their supply (always false
    /// without Inns & Cathedrals).
    pub fn large_meeple_home(&self, player: usize) -> bool {
        self.rules.inns_cathedrals && !self.large_out[player]
    }

    /// Whether the player's large meeple stands on the board.
    pub fn large_meeple_out(&self, player: usize) -> bool {
        self.large_out[player]
    }

    /// Why the large meeple may not go on a segment of that kind of the
    /// tile just placed (`check_deploy` asks once it is refused).
    pub(super) fn large_meeple_refused(&self, kind: SegmentKind) -> String {
        if !self.rules.inns_cathedrals {
            "the large meeple comes with Inns & Cathedrals, which is not in play".into()
        } else if self.large_out[self.current as usize] {
            "the player's large meeple is already on the board".into()
        } else {
            self.spot_refused("the large meeple", kind)
        }
    }
}
