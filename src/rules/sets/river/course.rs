//! The River's placement rule: every river tile extends the open end of the
//! river, and two bends in a row (straights between them do not count) may
//! not turn the same way, so the river never makes a U-turn.

use std::fmt;

use crate::rules::geometry::{EDGE_NAMES, Pos, opposite, rotate_edge_mask};
use crate::rules::set_names::RiverRefusal;
use crate::rules::tileset::TileType;

impl fmt::Display for RiverRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RiverRefusal::Finished { tile } => {
                write!(f, "tile {tile}: the river is already finished")
            }
            RiverRefusal::NotAtOpenEnd { tile, open, pos } => write!(
                f,
                "tile {tile} must extend the open end of the river at {open}, not {pos}"
            ),
            RiverRefusal::Breaks { tile, rot, edge } => write!(
                f,
                "tile {tile} at rot {rot} does not continue the river on its {} edge",
                EDGE_NAMES[*edge as usize]
            ),
            RiverRefusal::UTurn { tile, rot, left } => write!(
                f,
                "tile {tile} at rot {rot} would turn the river {} twice in a row (a U-turn)",
                if *left { "left" } else { "right" }
            ),
        }
    }
}

/// Which way a river tile turns the water.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bend {
    Left,
    Right,
}

/// The course of the river so far: where it may continue and its last bend.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct RiverCourse {
    /// The empty square the river flows into, and the edge of that square
    /// the water enters by. `None` before the source and after the lake.
    open: Option<(Pos, u8)>,
    last_bend: Option<Bend>,
}

impl RiverCourse {
    pub fn open_square(&self) -> Option<Pos> {
        self.open.map(|(p, _)| p)
    }

    pub fn last_bend(&self) -> Option<Bend> {
        self.last_bend
    }

    /// The source is placed: the river flows out of its one river edge.
    pub fn start(&mut self, source: &TileType, pos: Pos, rot: u8) {
        let out = rotate_edge_mask(source.river, rot).trailing_zeros() as u8;
        self.open = Some((pos.step(out), opposite(out)));
        self.last_bend = None;
    }

    /// The bend a river tile makes when it enters by `entry` (None: straight
    /// or the lake).
    fn bend(river: u8, entry: u8) -> Option<Bend> {
        let exit = river & !(1 << entry);
        if exit == 0 {
            return None;
        }
        let out = exit.trailing_zeros() as u8;
        let heading = opposite(entry);
        match (out + 4 - heading) & 3 {
            1 => Some(Bend::Right),
            3 => Some(Bend::Left),
            _ => None,
        }
    }

    /// Why a river tile may not go there, or `Ok` (edge fit is checked elsewhere).
    pub fn check(&self, tile: &TileType, pos: Pos, rot: u8) -> Result<(), RiverRefusal> {
        let id = tile.id.clone();
        let Some((square, entry)) = self.open else {
            return Err(RiverRefusal::Finished { tile: id });
        };
        if pos != square {
            return Err(RiverRefusal::NotAtOpenEnd {
                tile: id,
                open: square,
                pos,
            });
        }
        let river = rotate_edge_mask(tile.river, rot);
        if river & (1 << entry) == 0 {
            return Err(RiverRefusal::Breaks {
                tile: id,
                rot,
                edge: entry,
            });
        }
        let bend = Self::bend(river, entry);
        if bend.is_some() && bend == self.last_bend {
            return Err(RiverRefusal::UTurn {
                tile: id,
                rot,
                left: bend == Some(Bend::Left),
            });
        }
        Ok(())
    }

    /// A river tile was placed at the open end: the river moves on.
    pub fn extend(&mut self, tile: &TileType, pos: Pos, rot: u8) {
        let Some((_, entry)) = self.open else { return };
        let river = rotate_edge_mask(tile.river, rot);
        if let Some(b) = Self::bend(river, entry) {
            self.last_bend = Some(b);
        }
        let exit = river & !(1 << entry);
        self.open = (exit != 0).then(|| {
            let out = exit.trailing_zeros() as u8;
            (pos.step(out), opposite(out))
        });
    }
}
