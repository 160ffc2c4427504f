//! The grid of placed tiles and the frontier of empty squares next to them.
//!
//! Every frontier square carries the edge codes its neighbours demand, so a
//! fit test is one mask-and-compare against a tile's precomputed edge codes:
//! this is what makes legal-move generation cheap enough for the AI.

use std::sync::Arc;

use super::geometry::{Pos, opposite};
use super::refusal::Misfit;
use super::tileset::{TileKind, TileType, catalog};

/// The grid wraps around at this size. No game has more than 85 tiles, so a
/// board never spans more than 87 squares and wrapping never aliases.
const GRID: i32 = 128;
const EMPTY: u8 = u8::MAX;
/// Squares in the grid: the length of each of the two tables by square.
const CELLS: usize = (GRID * GRID) as usize;

/// A tile on the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlacedTile {
    pub pos: Pos,
    pub kind: TileKind,
    pub rot: u8,
    /// Id of this tile's first segment in the feature forest.
    pub first_segment: u16,
}

/// An empty square next to the board and what its neighbours require.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FrontierSquare {
    pub pos: Pos,
    /// Edge-code bits that are constrained (two bits an edge, as in `Oriented::edges`).
    pub mask: u8,
    /// Required edge codes under `mask`.
    pub want: u8,
    /// `mask` and `want` folded into an index for `TileType::fitting`:
    /// which edges are constrained (4 bits) above the required codes (8 bits).
    pub key: u16,
}

impl FrontierSquare {
    /// Whether a tile whose board-oriented edge codes are `edges` fits here.
    #[inline]
    pub fn fits(&self, edges: u8) -> bool {
        edges & self.mask == self.want
    }
}

/// The three lookup tables (by square and by key) are shared between
/// copies of a board until one of them places a tile: the computer
/// players copy a position for every figure they weigh on a placed tile,
/// and 36 KB a copy was a fifth of the hard player's time. They are one
/// allocation, one after the other (`Tables`), so that a placement makes
/// them its own with one atomic check, not three.
#[derive(Clone)]
pub struct Board {
    tables: Arc<[u8]>,
    tiles: Vec<PlacedTile>,
    frontier: Vec<FrontierSquare>,
    /// How many frontier squares have each key: far fewer keys than squares,
    /// so counting legal placements by key is cheap.
    key_counts: Vec<(u16, u16)>,
}

/// The board's three tables, in the order they lie in `Board::tables`.
struct Tables<'a> {
    /// Index into `tiles` for every square, `EMPTY` where there is no tile.
    grid: &'a mut [u8],
    /// Index into `frontier` for every square, `EMPTY` where it is not on it.
    frontier_slot: &'a mut [u8],
    /// Index into `key_counts` for every key, `EMPTY` when absent.
    key_slot: &'a mut [u8],
}

impl<'a> Tables<'a> {
    fn of(tables: &'a mut [u8]) -> Tables<'a> {
        let (grid, rest) = tables.split_at_mut(CELLS);
        let (frontier_slot, key_slot) = rest.split_at_mut(CELLS);
        Tables {
            grid,
            frontier_slot,
            key_slot,
        }
    }
}

impl Default for Board {
    fn default() -> Self {
        Self::new()
    }
}

#[inline]
fn cell(p: Pos) -> usize {
    (((p.y & (GRID - 1)) * GRID) | (p.x & (GRID - 1))) as usize
}

/// `Board::index_at` on the board's grid and tiles, for `place`, which
/// holds the grid as its own while it changes the frontier.
#[inline]
fn index_in(grid: &[u8], tiles: &[PlacedTile], p: Pos) -> Option<usize> {
    let i = grid[cell(p)];
    (i != EMPTY && tiles[i as usize].pos == p).then_some(i as usize)
}

/// Counts a frontier square's key in or out (`delta` 1 or -1) of
/// `key_counts`, whose index for each key `key_slot` keeps.
#[inline]
fn count_key(key_slot: &mut [u8], key_counts: &mut Vec<(u16, u16)>, key: u16, delta: i32) {
    match key_slot[key as usize] {
        EMPTY => {
            key_slot[key as usize] = key_counts.len() as u8;
            key_counts.push((key, delta as u16));
        }
        i => {
            let i = i as usize;
            let c = key_counts[i].1 as i32 + delta;
            if c > 0 {
                key_counts[i].1 = c as u16;
                return;
            }
            key_slot[key as usize] = EMPTY;
            key_counts.swap_remove(i);
            if let Some(&(moved, _)) = key_counts.get(i) {
                key_slot[moved as usize] = i as u8;
            }
        }
    }
}

impl Board {
    pub fn new() -> Self {
        Board {
            tables: vec![EMPTY; 2 * CELLS + super::tileset::FIT_KEYS].into(),
            tiles: Vec::with_capacity(96),
            frontier: Vec::with_capacity(192),
            key_counts: Vec::with_capacity(64),
        }
    }

    pub fn tiles(&self) -> &[PlacedTile] {
        &self.tiles
    }

    pub fn frontier(&self) -> &[FrontierSquare] {
        &self.frontier
    }

    pub fn len(&self) -> usize {
        self.tiles.len()
    }

    pub fn is_empty(&self) -> bool {
        self.tiles.is_empty()
    }

    /// Index (into `tiles()`) of the tile on a square. The grid wraps, so
    /// the tile's own coordinates are compared: a square far off the board
    /// that wraps onto a tile's cell holds nothing.
    #[inline]
    pub fn index_at(&self, p: Pos) -> Option<usize> {
        index_in(&self.tables[..CELLS], &self.tiles, p)
    }

    #[inline]
    pub fn tile_at(&self, p: Pos) -> Option<&PlacedTile> {
        self.index_at(p).map(|i| &self.tiles[i])
    }

    /// Distinct frontier keys and how many squares have each.
    pub fn key_counts(&self) -> &[(u16, u16)] {
        &self.key_counts
    }

    /// The frontier square at `p`, if `p` itself is on the frontier (not
    /// merely a square that wraps onto its cell).
    pub fn frontier_at(&self, p: Pos) -> Option<&FrontierSquare> {
        let s = self.tables[CELLS + cell(p)];
        (s != EMPTY)
            .then(|| &self.frontier[s as usize])
            .filter(|sq| sq.pos == p)
    }

    /// Number of the eight squares around `p` that hold a tile.
    pub fn neighbours_around(&self, p: Pos) -> u32 {
        p.ring().filter(|&q| self.index_at(q).is_some()).count() as u32
    }

    /// Why a tile does not fit on a square, or `Ok` if it does (edges only;
    /// a set's own placing rule is checked by the game).
    pub fn check_fit(&self, tile: &TileType, pos: Pos, rot: u8) -> Result<(), Misfit> {
        if self.index_at(pos).is_some() {
            return Err(Misfit::Taken);
        }
        let Some(square) = self.frontier_at(pos) else {
            return Err(Misfit::Apart);
        };
        if tile.walls {
            // Walls fit anything, but only where every side has a tile.
            return match square.mask {
                0xFF => Ok(()),
                _ => Err(Misfit::Open),
            };
        }
        let edges = tile.rotations[rot as usize].edges;
        if square.fits(edges) {
            return Ok(());
        }
        for e in 0..4u8 {
            let bits = 3 << (2 * e);
            if square.mask & bits != 0 && (edges & bits) != (square.want & bits) {
                return Err(Misfit::Edge {
                    edge: e,
                    mine: tile.edge_kind(rot, e),
                    theirs: super::tileset::EdgeKind::from_code(square.want >> (2 * e)),
                });
            }
        }
        unreachable!("a misfit has a mismatching edge")
    }

    /// Puts a tile on a square (unchecked) and updates the frontier. The
    /// shared tables are made this board's own once, up front: an
    /// `Arc::make_mut` is an atomic check, and a placement changes up to
    /// fifteen entries (a tenth of a random game's time when each took it).
    pub fn place(&mut self, pos: Pos, kind: TileKind, rot: u8, first_segment: u16) -> usize {
        let index = self.tiles.len();
        debug_assert!(self.index_at(pos).is_none());
        self.tiles.push(PlacedTile {
            pos,
            kind,
            rot,
            first_segment,
        });
        let Tables {
            grid,
            frontier_slot,
            key_slot,
        } = Tables::of(Arc::make_mut(&mut self.tables));
        let (frontier, key_counts) = (&mut self.frontier, &mut self.key_counts);
        grid[cell(pos)] = index as u8;
        // Off the frontier: the square now holds a tile.
        let slot = frontier_slot[cell(pos)];
        if slot != EMPTY {
            frontier_slot[cell(pos)] = EMPTY;
            let gone = frontier.swap_remove(slot as usize);
            if let Some(moved) = frontier.get(slot as usize) {
                frontier_slot[cell(moved.pos)] = slot;
            }
            count_key(key_slot, key_counts, gone.key, -1);
        }
        let edges = catalog().get(kind).rotations[rot as usize].edges;
        let tiles = &self.tiles;
        for e in 0..4u8 {
            let n = pos.step(e);
            if index_in(grid, tiles, n).is_some() {
                continue;
            }
            let slot = match frontier_slot[cell(n)] {
                EMPTY => {
                    frontier.push(FrontierSquare {
                        pos: n,
                        mask: 0,
                        want: 0,
                        key: 0,
                    });
                    let s = frontier.len() - 1;
                    frontier_slot[cell(n)] = s as u8;
                    s
                }
                s => {
                    let old = frontier[s as usize].key;
                    count_key(key_slot, key_counts, old, -1);
                    s as usize
                }
            };
            let theirs = opposite(e);
            let code = (edges >> (2 * e)) & 3;
            let sq = &mut frontier[slot];
            sq.mask |= 3 << (2 * theirs);
            sq.want |= code << (2 * theirs);
            sq.key |= (1 << (8 + theirs)) | ((code as u16) << (2 * theirs));
            let key = sq.key;
            count_key(key_slot, key_counts, key, 1);
        }
        index
    }

    /// The bounding box of the placed tiles: (min, max).
    pub fn bounds(&self) -> (Pos, Pos) {
        let mut lo = Pos::new(i32::MAX, i32::MAX);
        let mut hi = Pos::new(i32::MIN, i32::MIN);
        for t in &self.tiles {
            lo = Pos::new(lo.x.min(t.pos.x), lo.y.min(t.pos.y));
            hi = Pos::new(hi.x.max(t.pos.x), hi.y.max(t.pos.y));
        }
        (lo, hi)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::tileset::EdgeKind;

    fn kind(id: &str) -> TileKind {
        catalog().by_id(id).unwrap()
    }

    #[test]
    fn start_tile_opens_four_squares_with_its_edges_as_demands() {
        let mut b = Board::new();
        b.place(Pos::new(0, 0), kind("D"), 0, 0);
        assert_eq!(b.frontier().len(), 4);
        let c = catalog();
        let e = c.get(kind("E"));
        // E's city faces south at rot 2: it fits north of D's city.
        assert!(b.check_fit(e, Pos::new(0, 1), 2).is_ok());
        let err = b.check_fit(e, Pos::new(0, 1), 0).unwrap_err();
        assert_eq!(
            err,
            Misfit::Edge {
                edge: 2,
                mine: EdgeKind::Field,
                theirs: EdgeKind::City
            }
        );
        assert_eq!(b.check_fit(e, Pos::new(5, 5), 0), Err(Misfit::Apart));
        assert_eq!(b.check_fit(e, Pos::new(0, 0), 0), Err(Misfit::Taken));
    }

    #[test]
    fn frontier_tracks_filled_squares() {
        let mut b = Board::new();
        b.place(Pos::new(0, 0), kind("B"), 0, 0);
        b.place(Pos::new(1, 0), kind("B"), 0, 1);
        assert_eq!(b.frontier().len(), 6);
        assert!(b.frontier_at(Pos::new(1, 0)).is_none());
        assert_eq!(b.neighbours_around(Pos::new(0, 1)), 2);
        for sq in b.frontier() {
            assert_eq!(b.frontier_at(sq.pos), Some(sq));
        }
        let counted: u16 = b.key_counts().iter().map(|&(_, c)| c).sum();
        assert_eq!(counted as usize, b.frontier().len());
        for &(k, c) in b.key_counts() {
            assert_eq!(
                b.frontier().iter().filter(|s| s.key == k).count(),
                c as usize
            );
        }
    }

    #[test]
    fn the_grid_wraps_without_aliasing_inside_a_game() {
        let mut b = Board::new();
        for x in 0..90 {
            b.place(Pos::new(x, 0), kind("B"), 0, x as u16);
        }
        assert!(b.index_at(Pos::new(-1, 0)).is_none());
        assert_eq!(b.bounds(), (Pos::new(0, 0), Pos::new(89, 0)));
    }
}
