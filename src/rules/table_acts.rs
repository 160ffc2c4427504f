//! A set's acts at the table (`rules::acts`): made at any moment of the
//! player's turn while its tile is in hand or lies placed, on the game as
//! it stood before the tile; a tile lying placed is laid again on the game
//! after the act, its figure kept where it is still allowed. The turn's
//! record lists its acts before its tile (`record_and_draw`). An act that
//! changes the tile in hand (`InHand`) is the hand's (`table_held`).

use super::refusal::Refusal;
use super::set_names::{InHand, SetAction};
use super::table::{Pending, Table};
use super::types::{Deploy, ScoreEvent};

impl Table {
    /// The acts open to the player whose turn it is (none while a phase
    /// of the turn chooses, or once the game is over; while a tile lies
    /// placed, only those that keep the tile in hand).
    pub fn act_options(&self) -> Vec<SetAction> {
        let mut out = Vec::new();
        if self.in_hand.is_some() && self.stepping.is_none() {
            self.before_placing().act_options(&mut out);
        }
        // A placed tile is picked up before the hand's tile changes.
        if self.pending.is_some() {
            out.retain(|a| a.hand() == InHand::Kept);
        }
        out
    }

    /// The acts the player made this turn before its tile, in order.
    pub fn acted(&self) -> &[SetAction] {
        &self.acted
    }

    /// Makes an act of the turn's player: what it scored (points paid; the
    /// final scoring when letting one's own tile go ended the game). An
    /// act on the hand is the hand's (`swap_tile`, `let_tile_go`). On
    /// error nothing changes.
    pub fn act(&mut self, action: SetAction) -> Result<Vec<ScoreEvent>, Refusal> {
        let kind = self.in_hand.ok_or(Refusal::GameOver)?;
        if self.stepping.is_some() {
            return Err(Refusal::NotOffered(action));
        }
        match action.hand() {
            InHand::Kept => {}
            InHand::Swapped => return self.swap_tile(action),
            InHand::LetGo => return self.let_tile_go(action),
        }
        let game = match &mut self.pending {
            Some(p) => &mut *p.before,
            None => &mut self.game,
        };
        let scored = game.events().len();
        game.act(action)?;
        let events = game.events()[scored..].to_vec();
        if let Some(Pending {
            placement,
            chosen,
            before,
        }) = self.pending.take()
        {
            let mut placed = (*before).clone();
            placed.place_unchecked(kind, placement);
            let chosen = match placed.check_deploy(chosen) {
                Ok(()) => chosen,
                Err(_) => Deploy::None,
            };
            self.game = placed;
            self.pending = Some(Pending {
                placement,
                chosen,
                before,
            });
        }
        self.acted.push(action);
        Ok(events)
    }

    /// Makes again the acts of a turn a record left unfinished (checked
    /// by `GameRecord::unfinished_acts` on the game; the table may still
    /// refuse them, with no tile in hand): a game continued mid-turn.
    pub(super) fn act_again(&mut self, acts: Vec<SetAction>) -> Result<(), Refusal> {
        for action in acts {
            self.act(action)?;
        }
        Ok(())
    }
}
