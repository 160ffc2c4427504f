//! The table as every screen may see it: the record of the turns played,
//! the tile in hand, where it lies placed and the meeple chosen for it, in
//! the record's own terms. The host sends it after every change; a player's
//! screen rebuilds its table from it (`Table::mirrored`), so the two can
//! never drift apart. The pile's order is not in it.

use serde::{Deserialize, Serialize};

use crate::rules::record::{GameRecord, MeepleAction, Turn, resolve_meeple, tile_kind, turn_for};
use crate::rules::{Deploy, Placement, Pos, ScoreEvent, Table, catalog};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TableView {
    pub record: GameRecord,
    /// The tile in hand, by id (`None` once the game is over).
    pub in_hand: Option<String>,
    /// Where it lies, placed but not confirmed: x, y, rotation.
    pub placed: Option<(i32, i32, u8)>,
    /// The meeple chosen for it.
    pub chosen: Option<MeepleAction>,
}

impl TableView {
    pub fn of(table: &Table) -> TableView {
        let placed = table.placed();
        let chosen = meeple_action(table, table.chosen());
        // The seed would tell the pile's order: it stays with the host.
        let record = GameRecord {
            seed: None,
            ..table.record().clone()
        };
        TableView {
            record,
            in_hand: table.in_hand().map(|k| catalog().get(k).id.clone()),
            placed: placed.map(|p| (p.pos.x, p.pos.y, p.rot)),
            chosen,
        }
    }

    /// The table this view shows, checked as the host's moves are: a view
    /// that does not make sense is refused with the reason.
    pub fn table(&self) -> Result<Table, String> {
        let in_hand = self.in_hand.as_deref().map(tile_kind).transpose()?;
        let mut table = Table::mirrored(self.record.clone(), in_hand).map_err(|e| e.to_string())?;
        if let Some((x, y, rot)) = self.placed {
            table.place(Placement {
                pos: Pos::new(x, y),
                rot,
            })?;
        }
        if self.chosen.is_some() {
            let deploy = resolve_meeple(table.game(), self.chosen.as_ref())?;
            table.choose(deploy)?;
        }
        Ok(table)
    }
}

/// What a screen needs to bring its view up to the host's: the turns
/// after the first `from` (which it has), and the move in progress. A
/// finished game's record is about 10 KB; an update is a few hundred bytes.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TableUpdate {
    pub from: usize,
    pub turns: Vec<Turn>,
    pub in_hand: Option<String>,
    pub placed: Option<(i32, i32, u8)>,
    pub chosen: Option<MeepleAction>,
}

impl TableView {
    /// The update that brings a view with this one's first `from` turns
    /// (or more of them) to this one.
    pub fn update_since(&self, from: usize) -> TableUpdate {
        let from = from.min(self.record.turns.len());
        TableUpdate {
            from,
            turns: self.record.turns[from..].to_vec(),
            in_hand: self.in_hand.clone(),
            placed: self.placed,
            chosen: self.chosen.clone(),
        }
    }

    /// This view brought up to date; refused if it lacks turns the update
    /// takes for granted (then the whole table must be asked for).
    pub fn updated(&self, update: &TableUpdate) -> Result<TableView, String> {
        if update.from > self.record.turns.len() {
            return Err(format!(
                "an update after turn {} to a table of {} turns",
                update.from,
                self.record.turns.len()
            ));
        }
        let mut record = self.record.clone();
        record.turns.truncate(update.from);
        record.turns.extend(update.turns.iter().cloned());
        Ok(TableView {
            record,
            in_hand: update.in_hand.clone(),
            placed: update.placed,
            chosen: update.chosen.clone(),
        })
    }
}

/// The meeple choice `d` for the tile lying placed on `table`, by place
/// name as the record writes it (`None` for no meeple).
pub fn meeple_action(table: &Table, d: Deploy) -> Option<MeepleAction> {
    let (Some(kind), Some(p)) = (table.in_hand(), table.placed()) else {
        return None;
    };
    if d == Deploy::None {
        return None;
    }
    match turn_for(table.game(), kind, p, d) {
        Turn::Place { meeple, .. } => meeple,
        Turn::Discard { .. } => None,
    }
}

/// What changed from one table to the next, as the turn announces it at
/// the host: a player's screen shows the same motion and sound.
#[derive(Debug, Clone, PartialEq)]
pub enum Change {
    /// The tile in hand went down (or was moved elsewhere).
    Placed(Placement),
    /// The placed tile was turned on its square.
    Turned(Placement),
    PickedUp,
    Chosen(Deploy),
    /// A turn ended: who played, the meeple, what it scored.
    TurnEnded {
        seat: usize,
        deploy: Deploy,
        scored: Vec<ScoreEvent>,
    },
    /// The game is over.
    GameOver,
    /// Anything else (a player's screen joined late, turns were taken
    /// back): the board is drawn anew.
    Redrawn,
}

/// The changes that lead from `old` to `new` (both views of the same game).
pub fn changes(old: &Table, new: &Table) -> Vec<Change> {
    let (before, after) = (old.record().turns.len(), new.record().turns.len());
    let mut out = Vec::new();
    if after < before || old.record().turns[..] != new.record().turns[..before] {
        return vec![Change::Redrawn];
    }
    if after > before {
        // The turns that ended; a tile that fitted nowhere ends no turn.
        let scored_from = old.before_placing().events().len();
        for turn in &new.record().turns[before..] {
            if let Turn::Place { .. } = turn {
                let seat = old.game().current_player();
                let deploy = old.chosen();
                let events = new.game().events();
                let scored = events.get(scored_from..).unwrap_or_default().to_vec();
                out.push(Change::TurnEnded {
                    seat,
                    deploy,
                    scored,
                });
            }
        }
        if after > before + 1 && out.len() > 1 {
            // Several turns at once (a screen that fell behind): redraw.
            return vec![Change::Redrawn];
        }
    } else {
        match (old.placed(), new.placed()) {
            (None, Some(p)) => out.push(Change::Placed(p)),
            (Some(a), Some(b)) if a.pos != b.pos => out.push(Change::Placed(b)),
            (Some(a), Some(b)) if a.rot != b.rot => out.push(Change::Turned(b)),
            (Some(_), None) => out.push(Change::PickedUp),
            _ => {}
        }
        if new.placed().is_some() && old.chosen() != new.chosen() {
            out.push(Change::Chosen(new.chosen()));
        }
    }
    if new.in_hand().is_none() && old.in_hand().is_some() {
        out.push(Change::GameOver);
    }
    out
}
