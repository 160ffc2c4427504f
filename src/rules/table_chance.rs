//! Chance's picks at the table: a phase may leave its next pick to chance
//! (`Phase::chance`: a die rolled in a turn), each option as likely. The
//! table that deals the tiles makes them, seeded like its pile, so a
//! continued or undone game rolls the same again (a record without a seed
//! is continued from a fresh one, its pile too); the move's record keeps
//! each as a pick, so a replay repeats it. A table that follows another's
//! steps (a player's screen in network play) makes none: the other table
//! tells its rolls as picks, and this one makes those.

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use super::table::{Rolled, Table, turn_seed};
use super::types::ScoreEvent;

impl Table {
    /// Whether chance makes the next pick of the move in flight.
    pub fn chance_in_flight(&self) -> bool {
        self.stepping.is_some() && self.game.phase().is_some_and(|p| p.chance(&self.game))
    }

    /// Makes every chance pick now due, unless the table follows another
    /// table's steps: what the move scored if one of them ended it.
    pub(super) fn roll_chances(&mut self) -> Vec<ScoreEvent> {
        let mut scored = Vec::new();
        while !self.following && !self.pile_dealt && self.chance_in_flight() {
            let options = self.options();
            // One seed a pick: the turn's, and how many picks it has had.
            let seed = turn_seed(self.seed, self.record.turns.len())
                ^ ((self.choices_in_flight() as u64 + 1) << 32);
            let pick = options[SmallRng::seed_from_u64(seed).random_range(0..options.len())];
            let seat = (self.game.chooser_in_flight()).expect("a phase choosing names its seat");
            let phase = self.game.phase().expect("a phase choosing").key();
            let scorings = self.game.events().len();
            let (now, sent_home) = self.pick_in_flight(pick).expect("one of the options");
            scored = now;
            let next = self
                .game
                .chooser_in_flight()
                .filter(|_| self.stepping.is_some());
            self.rolled.push(Rolled {
                seat,
                phase,
                pick,
                next,
                sent_home,
                scorings,
            });
        }
        scored
    }
}
