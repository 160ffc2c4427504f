//! What the tile placed but not yet final would complete, asked of the
//! table while the player still may move it: the window says it in words
//! (`gui/voice.rs`) before the turn ends.

use super::table::Table;
use super::types::Award;

impl Table {
    /// What the placed tile would complete when the turn ends, scored as
    /// then (before the meeple chosen with it): the roads and cities it
    /// closes, the monasteries with a meeple it surrounds. Empty while no
    /// tile is placed.
    pub fn placed_completes(&self) -> Vec<Award> {
        if self.pending.is_none() {
            return Vec::new();
        }
        let last = self.game.board().len() - 1;
        super::scoring::completed_by(&self.game, last)
            .iter()
            .copied()
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use crate::rules::table::tests::table;
    use crate::rules::types::ScoreKind;

    /// What the placed tile would complete is what its turn's end scores:
    /// in base games with a follower put down on every other turn where
    /// one may go, a turn without one scores just the completions with
    /// owners asked for while the tile lay placed, a turn with one scores
    /// among all of them (its follower may own a feature no one did), and
    /// some turns score.
    #[test]
    fn a_placed_tile_completes_what_its_turn_then_scores() {
        let mut scoring_turns = 0;
        for seed in 0..6 {
            let mut t = table(seed);
            while let Some(turn) = t.in_hand().map(|_| t.record().turns.len()) {
                let legal = t.legal_placements();
                t.place(legal[legal.len() / 2]).unwrap();
                let told = t.placed_completes();
                let spot = t
                    .deploy_options()
                    .into_iter()
                    .find(|d| d.meeple().is_some());
                let follower = spot.filter(|_| turn % 2 == 0);
                if let Some(d) = follower {
                    t.choose(d).unwrap();
                }
                let scored: Vec<(ScoreKind, u32)> = (t.end_turn().unwrap().iter())
                    .filter(|e| e.turn.is_some())
                    .map(|e| (e.kind, e.points))
                    .collect();
                let told_of = |owned: bool| -> Vec<(ScoreKind, u32)> {
                    (told.iter())
                        .filter(|a| !owned || a.players != 0)
                        .map(|a| (a.kind, a.points))
                        .collect()
                };
                if t.in_hand().is_none() {
                    // The last turn's end is final scoring too.
                } else if follower.is_none() {
                    assert_eq!(told_of(true), scored, "seed {seed}, turn {turn}");
                } else {
                    let all = told_of(false);
                    assert!(
                        scored.iter().all(|s| all.contains(s)),
                        "seed {seed}, turn {turn}"
                    );
                }
                scoring_turns += !scored.is_empty() as usize;
            }
            assert!(t.placed_completes().is_empty());
        }
        assert!(scoring_turns > 20, "{scoring_turns}");
    }
}
