//! Taking turns back at the table: how far back a person's last turn
//! lies, and the table replayed without the turns taken back.

use super::held::is_held;
use super::record::{RecordError, Turn};
use super::table::Table;
use super::tileset::catalog;

impl Table {
    /// How many tiles an undo takes back to give a person their turn again:
    /// back to the last turn's first tile a seat for which `is_person` holds
    /// placed (a turn with a second tile goes back whole).
    /// `None` when no person has placed a tile yet.
    pub fn undo_depth(&self, is_person: impl Fn(usize) -> bool) -> Option<usize> {
        // Not while a set's figure moves: the move is not yet recorded.
        if self.stepping.is_some() {
            return None;
        }
        let confirmed = self.confirmed_tiles();
        // The tile at index 0 is the start tile; placements follow in order.
        // A turn's second tile is taken back with its first.
        (1..confirmed).find(|&k| {
            let tile = confirmed - k;
            self.game.placed_by(tile).is_some_and(&is_person) && !self.game.was_extra_tile(tile)
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
        // be drawn and discarded again. A player letting their own tile go
        // (in the last round) was their choice, and stays.
        let drawn_and_discarded = |t: Option<&Turn>| match t {
            Some(Turn::Discard { tile, .. }) => catalog().by_id(tile).is_none_or(|k| !is_held(k)),
            _ => false,
        };
        while drawn_and_discarded(record.turns.last()) {
            record.turns.pop();
        }
        Table::resume(record)
    }
}

#[cfg(test)]
mod tests {
    use crate::rules::set_names::InHand;
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

    /// In the last round one player lets their abbey go and the next
    /// plays theirs: taking that turn back gives the abbey back to the
    /// one who played it, and the one who let theirs go keeps that choice.
    #[test]
    fn undo_in_the_last_round_keeps_an_abbey_let_go() {
        use rand::rngs::SmallRng;
        use rand::{Rng, SeedableRng};
        let rules = crate::rules::Rules {
            abbey_mayor: true,
            ..crate::rules::Rules::default()
        };
        for seed in 0..200 {
            let names = vec!["A".into(), "B".into(), "C".into()];
            let mut t = Table::new(names, rules, seed);
            let mut rng = SmallRng::seed_from_u64(seed);
            while t.in_hand().is_some() && !t.game().in_last_round() {
                let places = t.legal_placements();
                t.play(places[rng.random_range(0..places.len())], Deploy::None)
                    .unwrap();
            }
            if !t.game().in_last_round() {
                continue;
            }
            let gave_up = t.game().current_player();
            t.act(t.hand_act(InHand::LetGo).unwrap()).unwrap();
            if !t.game().in_last_round() {
                continue;
            }
            let player = t.game().current_player();
            let abbey = t.in_hand();
            t.play(t.legal_placements()[0], Deploy::None).unwrap();
            let back = t.undo(1).unwrap();
            assert_eq!(back.game().current_player(), player, "seed {seed}");
            assert_eq!(back.in_hand(), abbey);
            assert_eq!(back.game().held_tile(gave_up), None, "still let go");
            return;
        }
        panic!("no last round with a let-go and an abbey after it");
    }
}
