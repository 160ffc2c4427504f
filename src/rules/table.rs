//! A game at the table: the rules state, the hidden draw pile, the tile in
//! hand and the record of everything played. The window, self-play and saves
//! all drive games through this.

use super::deck::DrawPile;
use super::game::{Deploy, Game, Placement, Rules};
use super::record::{GameRecord, RecordError, Turn, apply_turn, turn_for};
use super::tileset::{TileKind, catalog};

#[derive(Clone)]
pub struct Table {
    game: Game,
    pile: DrawPile,
    record: GameRecord,
    in_hand: Option<TileKind>,
}

impl Table {
    /// A new game with a shuffled pile; draws the first player's tile.
    pub fn new(players: Vec<String>, rules: Rules, seed: u64) -> Table {
        let record = GameRecord::new(players, rules, Some(seed));
        let game = record.initial_game().expect("a fresh record is valid");
        let pile = DrawPile::shuffled(&game, seed);
        let mut table = Table {
            game,
            pile,
            record,
            in_hand: None,
        };
        table.draw();
        table
    }

    /// Continues a recorded game. With its seed the pile is rebuilt in the
    /// same order, so the next tile is the one that would have come; without
    /// one (or if the record does not follow the seed) the rest is shuffled.
    pub fn resume(record: GameRecord) -> Result<Table, RecordError> {
        let game = record.replay()?;
        let start = record.initial_game()?;
        let seed = record.seed.unwrap_or_else(super::deck::fresh_seed);
        let mut pile = DrawPile::shuffled(&start, seed);
        let follows_seed = record.seed.is_some()
            && record.turns.iter().all(|t| {
                let id = match t {
                    Turn::Place { tile, .. } | Turn::Discard { tile } => tile,
                };
                pile.draw().map(|k| &catalog().get(k).id) == Some(id)
            });
        if !follows_seed {
            pile = DrawPile::shuffled(&game, seed ^ record.turns.len() as u64);
        }
        let mut table = Table {
            game,
            pile,
            record,
            in_hand: None,
        };
        table.draw();
        Ok(table)
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn record(&self) -> &GameRecord {
        &self.record
    }

    /// The tile the current player holds (`None` once the game is over).
    pub fn in_hand(&self) -> Option<TileKind> {
        self.in_hand
    }

    /// Draws until a tile that fits comes up; those that fit nowhere are
    /// discarded (and recorded) as the rules say.
    fn draw(&mut self) {
        self.in_hand = None;
        while !self.game.is_over() {
            let Some(kind) = self.pile.draw() else { break };
            if self.game.can_place(kind) {
                self.in_hand = Some(kind);
                return;
            }
            let turn = Turn::Discard {
                tile: catalog().get(kind).id.clone(),
            };
            apply_turn(&mut self.game, &turn).expect("a tile that fits nowhere is discarded");
            self.record.turns.push(turn);
        }
    }

    /// Plays the tile in hand: checked like a recorded move, recorded, and
    /// the next tile drawn.
    pub fn play(&mut self, p: Placement, deploy: Deploy) -> Result<(), String> {
        let kind = self.in_hand.ok_or("the game is over")?;
        let turn = turn_for_checked(&self.game, kind, p, deploy)?;
        apply_turn(&mut self.game, &turn)?;
        self.record.turns.push(turn);
        self.draw();
        Ok(())
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

/// The record entry for a move, with a check that the deploy choice makes
/// sense before it is named (a recall needs the abbot on the board).
fn turn_for_checked(
    game: &Game,
    kind: TileKind,
    p: Placement,
    deploy: Deploy,
) -> Result<Turn, String> {
    if deploy == Deploy::RecallAbbot
        && super::record::abbot_position(game, game.current_player()).is_none()
    {
        return Err("the abbot is not on the board".into());
    }
    if let Deploy::Follower(s) | Deploy::Abbot(s) = deploy
        && s as usize >= catalog().get(kind).segments.len()
    {
        return Err(format!(
            "tile {} has no segment {s}",
            catalog().get(kind).id
        ));
    }
    Ok(turn_for(game, kind, p, deploy))
}
