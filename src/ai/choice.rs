//! What every computer player answers with.

use crate::rules::phase::Chooser;
use crate::rules::set_names::{InHand, SetAction};
use crate::rules::{Deploy, Move, Placement, Refusal, Table, TileKind};

/// A chosen move: a set's act first (points paid to free a figure), which tile (the one
/// drawn, or a tile the player holds instead of the draw), where it goes
/// and what to deploy.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Choice {
    pub act: Option<SetAction>,
    pub tile: TileKind,
    pub placement: Placement,
    pub deploy: Deploy,
}

impl Choice {
    /// The steps that make this move at `table`: the other tile taken
    /// into the hand first when it is chosen (the tile in hand picked up
    /// first if it lies placed: a whole table from a host may come so).
    pub fn steps(self, table: &Table) -> Vec<Move> {
        let mut steps: Vec<Move> = self.act.map(Move::Act).into_iter().collect();
        if table.in_hand().is_some_and(|k| k != self.tile) {
            if table.placed().is_some() {
                steps.push(Move::PickUp);
            }
            // Offered once the tile in hand is picked up.
            let mut offered = Vec::new();
            table.before_placing().act_options(&mut offered);
            if let Some(swap) = offered.into_iter().find(|a| a.hand() == InHand::Swapped) {
                steps.push(Move::Act(swap));
            }
        }
        steps.extend(Move::steps_of(self.placement, self.deploy));
        steps
    }

    /// Plays this whole move at `table` (self-play, the arena): the other
    /// tile taken into the hand first when it is chosen, the steps of a
    /// set's moving figure and the figures' moves on chosen by `choose`
    /// for each seat. On error the move stops where it was refused.
    pub fn play(self, table: &mut Table, choose: Chooser) -> Result<(), Refusal> {
        if let Some(act) = self.act {
            table.act(act)?;
        }
        if table.in_hand() != Some(self.tile) {
            let swap = table.hand_act(InHand::Swapped);
            table.act(swap.ok_or(Refusal::NotHeld(self.tile))?)?;
        }
        table.play_with(self.placement, self.deploy, choose)
    }
}
