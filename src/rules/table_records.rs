//! Tables from a record: a game continued from a save (with the acts of
//! a turn it left unfinished made again), a recorded game viewed at any
//! turn, and another screen's mirror of the host's table; and the record
//! as it stands mid-turn, for a save.

use super::deck::DrawPile;
use super::held::is_held;
use super::record::{Act, GameRecord, RecordError, Turn};
use super::replayed::Replayed;
use super::table::{Table, turn_seed};
use super::tileset::{TileKind, catalog};

impl Table {
    /// Continues a recorded game (replaying it once; `continued` for a
    /// record already replayed).
    pub fn resume(record: GameRecord) -> Result<Table, RecordError> {
        Ok(Table::continued(&Replayed::new(record)?))
    }

    /// Continues a replayed game. With its seed the pile is rebuilt in the
    /// same order, so the next tile is the one that would have come; without
    /// one (or if the record does not follow the seed) the rest is shuffled.
    pub fn continued(replayed: &Replayed) -> Table {
        let mut record = replayed.record().clone();
        let game = replayed.last().clone();
        let acts = (record.unfinished_acts(&game)).expect("checked as the record was replayed");
        record.acts_in_turn.clear();
        let start = replayed.after(0);
        let seed = record.seed.unwrap_or_else(super::deck::fresh_seed);
        let mut pile = DrawPile::shuffled(start, seed);
        let follows_seed = record.seed.is_some()
            && record.turns.iter().enumerate().all(|(i, t)| {
                let id = match t {
                    Turn::Place { tile, .. } | Turn::Discard { tile, .. } => tile,
                };
                let drawn = pile.draw();
                if catalog().by_id(id).is_some_and(is_held) {
                    // A held tile played instead of the one drawn, which
                    // went back as the turn ended (`record_and_draw`).
                    if let Some(shown) = drawn {
                        pile.put_back(shown, turn_seed(seed, i + 1));
                    }
                    return true;
                }
                drawn.map(|k| &catalog().get(k).id) == Some(id)
            });
        if !follows_seed {
            pile = DrawPile::shuffled(&game, turn_seed(seed, record.turns.len()));
        }
        let mut table = Table::at_rest(game, Some(pile), record, None, seed);
        table.draw();
        // The tile in hand when the acts were made is among those left, so
        // one is drawn.
        (table.act_again(acts)).expect("acts checked on this game, with a tile in hand");
        table
    }

    /// A replayed game as it stood after its first `turns` turns, to watch
    /// it again: the tile in hand is the one the record plays next (none
    /// after its last turn), and nothing is left in the pile, so the game
    /// cannot go on from here by mistake. Nothing is replayed: the game is
    /// the one kept for that turn.
    pub fn viewed(replayed: &Replayed, turns: usize) -> Table {
        let record = replayed.record();
        let turns = turns.min(record.turns.len());
        let mut shown = record.clone();
        shown.turns.truncate(turns);
        let in_hand = record.turns.get(turns).map(|t| {
            let (Turn::Place { tile, .. } | Turn::Discard { tile, .. }) = t;
            catalog()
                .by_id(tile)
                .expect("a replayed record names known tiles")
        });
        let seed = record.seed.unwrap_or(0);
        Table::at_rest(replayed.after(turns).clone(), None, shown, in_hand, seed)
    }

    /// The table as another screen shows it in network play: the game
    /// replayed from the host's record and the tile in hand the host says;
    /// the pile and its order stay with the host. A record that does not
    /// replay, or a tile in hand that is not among the tiles left, is refused.
    pub fn mirrored(
        mut record: GameRecord,
        in_hand: Option<TileKind>,
    ) -> Result<Table, RecordError> {
        let game = record.replay()?;
        let acts = record.unfinished_acts(&game)?;
        record.acts_in_turn.clear();
        if let Some(k) = in_hand
            && game.remaining().get(k as usize).is_none_or(|&n| n == 0)
            && game.held_tile(game.current_player()) != Some(k)
        {
            return Err(RecordError {
                turn: None,
                message: "the tile in hand is not among the tiles left".into(),
            });
        }
        // A mirror deals and rolls nothing: the host does.
        let mut table = Table::at_rest(game, None, record, in_hand, 0);
        table.act_again(acts).map_err(|refusal| RecordError {
            turn: None,
            message: format!("the acts of the turn not yet ended: {refusal}"),
        })?;
        Ok(table)
    }

    /// The record as it stands mid-turn, for a save or another screen:
    /// the whole turns, and the acts the player has made in this one.
    pub fn record_now(&self) -> GameRecord {
        let mut record = self.record.clone();
        record.acts_in_turn = self.acted.iter().map(|&a| Act::of(a)).collect();
        record
    }
}
