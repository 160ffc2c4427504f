//! Taking turns back at the table: how far back a person's last turn
//! lies, and the table replayed without the turns taken back.

use super::record::{RecordError, Turn};
use super::table::Table;

impl Table {
    /// How many tiles an undo takes back to give a person their turn again:
    /// back to the last turn's first tile a seat for which `is_person` holds
    /// placed (a builder's double turn goes back whole).
    /// `None` when no person has placed a tile yet.
    pub fn undo_depth(&self, is_person: impl Fn(usize) -> bool) -> Option<usize> {
        // Not while a set's figure moves: the move is not yet recorded.
        if self.stepping.is_some() {
            return None;
        }
        let confirmed = self.confirmed_tiles();
        // The tile at index 0 is the start tile; placements follow in order.
        // A builder's second tile is taken back with its turn's first.
        (1..confirmed).find(|&k| {
            let tile = confirmed - k;
            self.game.placed_by(tile).is_some_and(&is_person) && !self.game.was_second_tile(tile)
        })
    }

    /// Replays all but the last `n` placements (discards in between are
    /// undone with them); the same tiles come up again.
    pub fn undo(&self, n: usize) -> Result<Table, RecordError> {
        let mut record = self.record.clone();
        let mut left = n;
        while left > 0 {
            match record.turns.pop() {
                Some(Turn::Place { .. }) => left -= 1,
                Some(Turn::Discard { .. }) => {}
                None => break,
            }
        }
        // Discards that led up to the undone tile are undone too: they will
        // be drawn and discarded again.
        while matches!(record.turns.last(), Some(Turn::Discard { .. })) {
            record.turns.pop();
        }
        Table::resume(record)
    }
}

#[cfg(test)]
mod tests {
    use crate::rules::table::tests::table;
    use crate::rules::{Deploy, Table};

    #[test]
    fn resume_continues_with_the_same_tiles_and_undo_takes_back_whole_turns() {
        let mut t = table(9);
        let mut hands = vec![t.in_hand()];
        let mut rng = <rand::rngs::SmallRng as rand::SeedableRng>::seed_from_u64(1);
        for _ in 0..12 {
            let choice = crate::ai::AiKind::Random.choose(t.game(), t.in_hand().unwrap(), &mut rng);
            t.play(choice.placement, choice.deploy).unwrap();
            hands.push(t.in_hand());
        }
        let resumed = Table::resume(t.record().clone()).unwrap();
        assert_eq!(resumed.in_hand(), t.in_hand(), "the same next tile");
        assert_eq!(resumed.game().scores(), t.game().scores());
        assert_eq!(resumed.record(), t.record());

        let back = t.undo(5).unwrap();
        assert_eq!(back.in_hand(), hands[7], "the tile of the 8th turn again");
        assert_eq!(back.game().board().len(), 1 + 7);
        assert_eq!(back.game().current_player(), 7 % 3);
        let all = t.undo(100).unwrap();
        assert_eq!(all.record().turns.len(), 0, "never past the start");
        assert_eq!(all.in_hand(), hands[0]);
    }

    #[test]
    fn undo_depth_reaches_back_to_the_last_persons_tile() {
        let mut t = table(21);
        let person = |seat: usize| seat == 0;
        assert_eq!(t.undo_depth(person), None, "nothing played yet");
        for _ in 0..4 {
            let p = t.legal_placements()[0];
            t.play(p, Deploy::None).unwrap();
        }
        // Seat 0 placed tiles 1 and 4, seats 1 and 2 tiles 2 and 3.
        assert_eq!(t.undo_depth(person), Some(1));
        assert_eq!(t.undo_depth(|s| s == 1), Some(3));
        // A tile lying unconfirmed is not a turn to take back.
        let p = t.legal_placements()[0];
        t.place(p).unwrap();
        assert_eq!(t.undo_depth(|s| s == 1), Some(3));
        assert_eq!(t.undo_depth(|_| false), None);
    }
}
