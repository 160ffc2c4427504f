//! Traders & Builders' pig: one per player, put beside one of its owner's
//! farmers in a field of the tile just placed. It stays to the end and
//! counts for nothing in a majority; if its owner scores the field, each
//! completed city the field supplies is worth 4 to them instead of 3.

use super::game::Game;
use super::tileset::SegmentKind;
use super::types::Deploy;

/// What each completed city a field supplies is worth to a player who
/// scores the field with their pig in it (3 without: `scoring::field_points`).
pub const CITY_POINTS: u32 = 4;

impl Game {
    /// Whether the player's pig stands on the board.
    pub fn pig_out(&self, player: usize) -> bool {
        self.pig_out[player]
    }

    /// The pig may go into a field of the tile just placed that holds one of
    /// the player's farmers, while it is in their supply.
    pub(super) fn pig_options(&self, out: &mut Vec<Deploy>) {
        let p = self.current as usize;
        if !self.rules.traders_builders || !self.rules.farmers || self.pig_out[p] {
            return;
        }
        self.own_segments(p, |k| k == SegmentKind::Field, |s| out.push(Deploy::Pig(s)));
    }

    /// Why the pig may not go on a segment of that kind of the tile just
    /// placed.
    pub(super) fn pig_refused(&self, kind: SegmentKind) -> String {
        if !self.rules.traders_builders {
            "the pig comes with Traders & Builders, which is not in play".into()
        } else if !self.rules.farmers {
            "farmers are not in play (no-farmers rules), so neither is the pig".into()
        } else if self.pig_out[self.current as usize] {
            "the player's pig is already on the board".into()
        } else if kind != SegmentKind::Field {
            "the pig goes only into a field".into()
        } else {
            "the pig goes only where the player already has a farmer".into()
        }
    }
}
