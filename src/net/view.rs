//! The table as every screen may see it: the record of the turns played,
//! the tile in hand, where it lies placed and the meeple chosen for it, in
//! the record's own terms. The host sends it when a screen takes its seat
//! or falls behind (otherwise only steps, `net::steps`); the screen
//! rebuilds its table from it (`Table::mirrored`). The pile's order is not
//! in it.

use serde::{Deserialize, Serialize};

use crate::rules::record::{GameRecord, MeepleAction, Turn, resolve_meeple, tile_kind, turn_for};
use crate::rules::{Deploy, Placement, Pos, Table, catalog};

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
