//! Board coordinates, edges, half-edges and rotations (docs/records.md):
//! `x` grows east, `y` grows north; `rot` counts clockwise quarter turns.

use serde::{Deserialize, Serialize};

pub use super::tile_data::{EDGE_NAMES, HALF_EDGE_NAMES};

/// A square of the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Pos {
    pub x: i32,
    pub y: i32,
}

impl Pos {
    pub const fn new(x: i32, y: i32) -> Self {
        Pos { x, y }
    }

    /// The square across edge `edge` (0 N, 1 E, 2 S, 3 W).
    pub const fn step(self, edge: u8) -> Pos {
        match edge & 3 {
            0 => Pos::new(self.x, self.y + 1),
            1 => Pos::new(self.x + 1, self.y),
            2 => Pos::new(self.x, self.y - 1),
            _ => Pos::new(self.x - 1, self.y),
        }
    }

    /// The square `distance` squares away in one of the eight directions:
    /// 0 north, then clockwise (1 north-east, … 7 north-west), the order
    /// of `tile_data::COMPASS`.
    pub fn toward(self, direction: u8, distance: i32) -> Pos {
        let (dx, dy) = COMPASS_STEPS[direction as usize & 7];
        Pos::new(self.x + dx * distance, self.y + dy * distance)
    }

    /// The eight squares around this one (for monasteries and gardens),
    /// from the north-west clockwise.
    pub fn ring(self) -> impl Iterator<Item = Pos> {
        (0..8).map(move |k| self.toward((k + 7) % 8, 1))
    }
}

/// A step in each of the eight directions, clockwise from north.
const COMPASS_STEPS: [(i32, i32); 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];

impl std::fmt::Display for Pos {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "({}, {})", self.x, self.y)
    }
}

/// The edge facing `edge` on the neighbouring tile.
pub const fn opposite(edge: u8) -> u8 {
    (edge + 2) & 3
}

/// Where a tile's own edge ends up on the board after `rot` clockwise turns.
pub const fn rotate_edge(edge: u8, rot: u8) -> u8 {
    (edge + rot) & 3
}

/// Where a tile's own half-edge ends up on the board after `rot` turns.
pub const fn rotate_half(half: u8, rot: u8) -> u8 {
    (half + 2 * rot) & 7
}

/// The half-edge of the neighbour that touches `half`: halves run clockwise,
/// so the two halves of a shared edge meet in reverse order (NNW meets SSW).
pub const fn facing_half(half: u8) -> u8 {
    let edge = half / 2;
    let other = opposite(edge);
    2 * other + (1 - (half & 1))
}

/// A tile's corners, clockwise from the north-east: where four squares
/// meet (a set's figure may stand on one).
pub const CORNER_NAMES: [&str; 4] = ["NE", "SE", "SW", "NW"];

/// The two half-edges that meet at a corner (NE: NNE and ENE).
pub const fn corner_halves(corner: u8) -> [u8; 2] {
    let c = corner & 3;
    [2 * c + 1, (2 * c + 2) & 7]
}

/// The four squares that meet at a corner of the square `pos`, each with
/// its own corner there: `pos`, the square across the corner's first
/// edge, the one diagonally across, the one across its second edge.
pub const fn around_corner(pos: Pos, corner: u8) -> [(Pos, u8); 4] {
    let c = corner & 3;
    let first = pos.step(c);
    [
        (pos, c),
        (first, (c + 1) & 3),
        (first.step(c + 1), (c + 2) & 3),
        (pos.step(c + 1), (c + 3) & 3),
    ]
}

/// Rotates a 4-bit edge mask clockwise by `rot` quarter turns.
pub const fn rotate_edge_mask(mask: u8, rot: u8) -> u8 {
    let r = rot & 3;
    ((mask << r) | (mask >> (4 - r))) & 0xF
}

/// Rotates an 8-bit half-edge mask clockwise by `rot` quarter turns.
pub const fn rotate_half_mask(mask: u8, rot: u8) -> u8 {
    mask.rotate_left(2 * (rot as u32 & 3))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_squares_around_a_corner_share_it() {
        let name = |h: u8| HALF_EDGE_NAMES[h as usize];
        assert_eq!(corner_halves(0).map(name), ["NNE", "ENE"]);
        assert_eq!(corner_halves(3).map(name), ["WNW", "NNW"]);
        let ne = around_corner(Pos::new(0, 0), 0);
        assert_eq!(
            ne,
            [
                (Pos::new(0, 0), 0),
                (Pos::new(0, 1), 1),
                (Pos::new(1, 1), 2),
                (Pos::new(1, 0), 3)
            ]
        );
        // Seen from any of the four squares, the same four meet there.
        for corner in 0..4 {
            let around = around_corner(Pos::new(2, -1), corner);
            for (pos, c) in around {
                let mut again = around_corner(pos, c).to_vec();
                again.sort();
                let mut first = around.to_vec();
                first.sort();
                assert_eq!(again, first);
            }
        }
    }

    #[test]
    fn rotation_one_turns_north_to_east() {
        assert_eq!(rotate_edge(0, 1), 1);
        assert_eq!(rotate_edge(3, 1), 0);
        assert_eq!(rotate_edge_mask(0b0001, 1), 0b0010);
        assert_eq!(rotate_edge_mask(0b1000, 1), 0b0001);
        // NNW (0) turns to ENE (2).
        assert_eq!(rotate_half(0, 1), 2);
        assert_eq!(rotate_half_mask(0b1000_0000, 1), 0b0000_0010);
    }

    #[test]
    fn facing_halves_mirror_across_the_edge() {
        let name = |h: u8| HALF_EDGE_NAMES[h as usize];
        assert_eq!(name(facing_half(0)), "SSW");
        assert_eq!(name(facing_half(1)), "SSE");
        assert_eq!(name(facing_half(2)), "WNW");
        assert_eq!(name(facing_half(3)), "WSW");
        for h in 0..8 {
            assert_eq!(facing_half(facing_half(h)), h);
        }
    }

    #[test]
    fn steps_follow_the_compass() {
        let o = Pos::new(0, 0);
        assert_eq!(o.step(0), Pos::new(0, 1));
        assert_eq!(o.step(1), Pos::new(1, 0));
        assert_eq!(o.step(2), Pos::new(0, -1));
        assert_eq!(o.step(3), Pos::new(-1, 0));
        assert_eq!(o.ring().count(), 8);
    }
}
