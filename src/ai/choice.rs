//! What every computer player answers with.

use crate::rules::{Deploy, Move, Placement, TileKind};

/// A chosen move: which tile (the one drawn, or the player's own held
/// tile instead, as the abbey), where it goes and what to deploy.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Choice {
    pub tile: TileKind,
    pub placement: Placement,
    pub deploy: Deploy,
}

impl Choice {
    /// The steps that make this move at a table whose tile in hand is
    /// `in_hand`: the player's own tile taken first when it is chosen.
    pub fn steps(self, in_hand: TileKind) -> Vec<Move> {
        let mut steps = Vec::new();
        if self.tile != in_hand {
            steps.push(Move::SwitchTile);
        }
        steps.extend(Move::steps_of(self.placement, self.deploy));
        steps
    }
}
