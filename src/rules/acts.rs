//! A set's acts: what a player may do at any moment of their own turn
//! before its tile is final, beside placing it (points paid to free a
//! figure another seat holds; a tile of their own taken into the hand, or
//! let go, which the table carries out: `InHand`). The sets offer them (`Expansion::acts`) and carry them out;
//! the core checks an act is offered, and gives the sets the means they
//! share: points one seat pays another, and figures held off the board.
//!
//! An act is made on the game as it stands before the turn's tile: the
//! table lays a tile it holds placed again afterwards (`Table::act`), and
//! a record lists a turn's acts before its tile (`Turn::Place::acts`).

use super::game::Game;
use super::refusal::Refusal;
use super::set_names::{Figure, SetAction};
use super::types::{Award, ScoreKind, Scored, Stage};

impl Game {
    /// The acts open to the current player now, every set's in set order
    /// (none unless the game waits for their tile).
    pub fn act_options(&self, out: &mut Vec<SetAction>) {
        out.clear();
        if self.stage != Stage::Place || self.sets.is_empty() {
            return;
        }
        for set in self.sets.iter() {
            set.acts(self, out);
        }
    }

    /// Why an act may not be made now (`Ok`: it is offered).
    pub fn check_act(&self, act: SetAction) -> Result<(), Refusal> {
        if self.stage == Stage::Over {
            return Err(Refusal::GameOver);
        }
        // Between the turn's tile going down and the turn passing, no act:
        // the table makes one on the game as it was before the tile.
        if self.stage != Stage::Place {
            return Err(Refusal::NotOffered(act));
        }
        let mut offered = Vec::new();
        self.act_options(&mut offered);
        if offered.contains(&act) {
            return Ok(());
        }
        if !self.sets.has(act.set) {
            return Err(Refusal::NotOffered(act));
        }
        act.set.expansion().check_act(self, act)?;
        Err(Refusal::NotOffered(act))
    }

    /// Makes an act of the current player, if it is offered now.
    pub fn act(&mut self, act: SetAction) -> Result<(), Refusal> {
        self.check_act(act)?;
        act.set.expansion().act(self, act);
        Ok(())
    }

    /// Moves `points` from one seat's score to another's in this turn's
    /// move (to free a figure), noted as a scoring of the receiver's
    /// (`Scored::PaidBy`). The payer must have them: scores never fall
    /// below nothing.
    pub fn pay(&mut self, from: usize, to: usize, points: u32) {
        assert!(self.score(from) >= points, "a seat pays only what it has");
        self.paid[from] += points;
        self.scores[to][ScoreKind::Paid.index()] += points;
        let award = Award {
            kind: ScoreKind::Paid,
            points,
            players: 1 << to,
            what: Scored::PaidBy(from as u8),
        };
        self.events.push(award.scored_in(Some(self.moves)));
    }

    /// Takes one of a player's figures out of their supply, held where no
    /// feature counts it (held by another seat, or standing on a set's piece) until
    /// `release_figure` gives it back.
    pub fn hold_figure(&mut self, player: usize, figure: Figure) {
        self.supply[player][figure.index()] -= 1;
        self.held[player][figure.index()] += 1;
    }

    /// Gives a held figure back to its owner's supply.
    pub fn release_figure(&mut self, player: usize, figure: Figure) {
        self.held[player][figure.index()] -= 1;
        self.supply[player][figure.index()] += 1;
    }
}
