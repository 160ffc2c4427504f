//! The table as every screen may see it: the record of the turns played,
//! the tile in hand, where it lies placed and the meeple chosen for it, in
//! the record's own terms. The host sends it after every change; a player's
//! screen rebuilds its table from it (`Table::mirrored`), so the two can
//! never drift apart. The pile's order is not in it.

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
        let chosen = match (table.in_hand(), placed, table.chosen()) {
            (Some(kind), Some(p), chosen) if chosen != Deploy::None => {
                match turn_for(table.game(), kind, p, chosen) {
                    Turn::Place { meeple, .. } => meeple,
                    Turn::Discard { .. } => None,
                }
            }
            _ => None,
        };
        TableView {
            record: table.record().clone(),
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
