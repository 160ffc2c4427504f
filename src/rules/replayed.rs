//! A game record replayed once, kept turn by turn: the game after each of
//! its turns. Opening a record (to watch it, continue it, load it or list
//! it) replays it this once; stepping the viewer to any turn, continuing
//! from its end and telling the chart of scores then read what is kept.

use std::sync::Arc;

use super::game::Game;
use super::record::{GameRecord, RecordError, apply_turn};

#[derive(Clone)]
pub struct Replayed {
    record: GameRecord,
    /// The game after 0, 1, … all of the record's turns.
    games: Arc<[Game]>,
}

impl std::fmt::Debug for Replayed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Replayed")
            .field("record", &self.record)
            .finish_non_exhaustive()
    }
}

impl Replayed {
    /// Replays the record, checking every turn as `GameRecord::replay`
    /// does (the same errors, naming the turn), and the acts of a turn not
    /// yet ended.
    pub fn new(record: GameRecord) -> Result<Replayed, RecordError> {
        let mut game = record.initial_game()?;
        let mut games = Vec::with_capacity(record.turns.len() + 1);
        games.push(game.clone());
        for (i, turn) in record.turns.iter().enumerate() {
            if game.is_over() {
                return Err(RecordError {
                    turn: Some(i),
                    message: "the game is already over: no tiles are left".into(),
                });
            }
            apply_turn(&mut game, turn).map_err(|message| RecordError {
                turn: Some(i),
                message,
            })?;
            games.push(game.clone());
        }
        record.unfinished_acts(&game)?;
        Ok(Replayed {
            record,
            games: games.into(),
        })
    }

    pub fn record(&self) -> &GameRecord {
        &self.record
    }

    /// How many turns the record has.
    pub fn turns(&self) -> usize {
        self.record.turns.len()
    }

    /// The game after its first `turns` turns (after the last, if more).
    pub fn after(&self, turns: usize) -> &Game {
        &self.games[turns.min(self.games.len() - 1)]
    }

    /// The game as the record leaves it.
    pub fn last(&self) -> &Game {
        self.after(self.turns())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Rules, Table};

    /// The games kept turn by turn are those a replay of each part of the
    /// record reaches; a broken record is refused with the turn, as a
    /// replay refuses it.
    #[test]
    fn each_turns_game_is_what_replaying_that_far_gives() {
        let mut t = Table::new(vec!["A".into(), "B".into()], Rules::default(), 6);
        while t.in_hand().is_some() {
            let p = t.legal_placements()[0];
            t.play(p, crate::rules::Deploy::None).unwrap();
        }
        let record = t.record().clone();
        let replayed = Replayed::new(record.clone()).unwrap();
        for k in [0, 1, 17, record.turns.len()] {
            let mut part = record.clone();
            part.turns.truncate(k);
            let game = part.replay().unwrap();
            assert_eq!(replayed.after(k).scores(), game.scores(), "after {k}");
            assert_eq!(replayed.after(k).board().len(), game.board().len());
        }
        assert!(replayed.last().is_over());
        let mut broken = record.clone();
        if let crate::rules::record::Turn::Place { x, .. } = &mut broken.turns[20] {
            *x += 50;
        }
        let e = Replayed::new(broken.clone()).unwrap_err();
        assert_eq!(e.turn, broken.replay().unwrap_err().turn);
    }
}
