//! Where a tile may go: the edges must match every neighbour, the square
//! must touch the board, and a set in play may say more
//! (`Expansion::check_placement`); which tile may be drawn: none of a
//! later draw phase while one of an earlier phase is left.

use super::game::Game;
use super::geometry::Pos;
use super::refusal::Refusal;
use super::set_names::{LAND, SetId, Squares};
use super::tileset::{TileKind, TileType, catalog};
use super::types::Placement;

impl Game {
    /// Whether a tile of this kind may be drawn now: one is left, and no
    /// tile of an earlier draw phase is (a set's tiles that come first).
    pub fn drawable(&self, kind: TileKind) -> bool {
        if self.remaining.get(kind as usize).is_none_or(|&c| c == 0) {
            return false;
        }
        // No set in play: every tile is the land's, and none is held back.
        self.sets.is_empty() || self.comes_in(kind, self.draw_phase())
    }

    /// Whether some tile left may be drawn now: one of the earliest draw
    /// phase that no set holds back (the phase worked out once).
    pub(super) fn any_drawable(&self) -> bool {
        let phase = self.draw_phase();
        (self.remaining.iter().enumerate())
            .any(|(k, &left)| left > 0 && self.comes_in(k as TileKind, phase))
    }

    /// Whether a tile left may come while the draw is in `phase`: it is of
    /// that phase or an earlier one, and no set holds it back.
    pub(super) fn comes_in(&self, kind: TileKind, phase: u8) -> bool {
        kind_phase(kind) <= phase && self.held_back_by(kind).is_none()
    }

    /// The set in play that sets this tile aside now, if one does.
    fn held_back_by(&self, kind: TileKind) -> Option<SetId> {
        if self.sets.is_empty() {
            return None;
        }
        SetId::ALL
            .into_iter()
            .filter(|s| self.sets.has(*s))
            .find(|s| s.expansion().holds_back(self, kind))
    }

    /// The earliest draw phase of the tiles left. In a game whose tiles
    /// all come with the land (no set put any first) that is the land's,
    /// known without looking: the look over every kind of the catalogue
    /// was a sixth of a random base game's time.
    fn draw_phase(&self) -> u8 {
        if !self.early_phases {
            return LAND;
        }
        catalog()
            .earliest_phase(self.remaining.iter().map(|&c| c > 0))
            .unwrap_or(LAND)
    }

    /// Where the sets in play let this tile go.
    pub(super) fn squares_for(&self, tile: &TileType) -> Squares {
        let mut squares = Squares::Anywhere;
        for set in self.sets.iter() {
            squares = match (squares, set.squares_for(self, tile)) {
                (Squares::Anywhere, theirs) => theirs,
                (mine, Squares::Anywhere) => mine,
                (Squares::Only(a), Squares::Only(b)) if a == b => Squares::Only(a),
                _ => Squares::Nowhere,
            };
        }
        squares
    }

    /// The placements on the one square the sets allow, or none.
    fn placements_on(&self, kind: TileKind, tile: &TileType, out: &mut Vec<Placement>) -> bool {
        // No set in play: every tile goes anywhere it fits (asked at every
        // placement of a random game).
        if self.sets.is_empty() {
            return false;
        }
        match self.squares_for(tile) {
            Squares::Anywhere => return false,
            Squares::Nowhere => {}
            Squares::Only(pos) => {
                for &rot in &tile.distinct_rotations {
                    let p = Placement { pos, rot };
                    if self.check_placement(kind, p).is_ok() {
                        out.push(p);
                    }
                }
            }
        }
        true
    }

    /// Why this tile cannot go there, or `Ok` when it can.
    pub fn check_placement(&self, kind: TileKind, p: Placement) -> Result<(), Refusal> {
        let tile = catalog().get(kind);
        if p.rot > 3 {
            return Err(Refusal::NoSuchRotation(p.rot));
        }
        self.board
            .check_fit(tile, p.pos, p.rot)
            .map_err(|why| Refusal::Misfit {
                tile: kind,
                pos: p.pos,
                rot: p.rot,
                why,
            })?;
        for set in self.sets.iter() {
            set.check_placement(self, tile, p)?;
        }
        Ok(())
    }

    /// Every distinct legal placement of a tile kind (symmetric rotations once).
    pub fn legal_placements(&self, kind: TileKind, out: &mut Vec<Placement>) {
        out.clear();
        let tile = catalog().get(kind);
        if self.placements_on(kind, tile, out) {
            return;
        }
        let fitting = &tile.fitting;
        for sq in self.board.frontier() {
            let mut rots = fitting[sq.key as usize];
            while rots != 0 {
                out.push(Placement {
                    pos: sq.pos,
                    rot: rots.trailing_zeros() as u8,
                });
                rots &= rots - 1;
            }
        }
    }

    /// A legal placement chosen uniformly at random among the distinct ones,
    /// without listing them all: counted per frontier key, then located.
    pub fn random_placement(&self, kind: TileKind, rng: &mut impl rand::Rng) -> Option<Placement> {
        let tile = catalog().get(kind);
        let mut v = Vec::new();
        if self.placements_on(kind, tile, &mut v) {
            return (!v.is_empty()).then(|| v[rng.random_range(0..v.len())]);
        }
        let fitting = &tile.fitting;
        // Rejection sampling: a random square and rotation, kept if it fits.
        // Each (square, rotation) pair is equally likely, so the result is
        // uniform over legal placements; usually a few tries suffice.
        let frontier = self.board.frontier();
        let rots = &tile.distinct_rotations;
        for _ in 0..32 {
            let sq = &frontier[rng.random_range(0..frontier.len())];
            let rot = rots[rng.random_range(0..rots.len())];
            if fitting[sq.key as usize] & (1 << rot) != 0 {
                return Some(Placement { pos: sq.pos, rot });
            }
        }
        // Rare or no fits: count them per frontier key, then locate one.
        let keys = self.board.key_counts();
        let total: u32 = keys
            .iter()
            .map(|&(k, c)| fitting[k as usize].count_ones() * c as u32)
            .sum();
        if total == 0 {
            return None;
        }
        let mut r = rng.random_range(0..total);
        for &(key, count) in keys {
            let rots = fitting[key as usize];
            let weight = rots.count_ones() * count as u32;
            if r >= weight {
                r -= weight;
                continue;
            }
            let per = rots.count_ones();
            let (nth_square, nth_rot) = (r / per, r % per);
            let sq = self
                .board
                .frontier()
                .iter()
                .filter(|s| s.key == key)
                .nth(nth_square as usize)?;
            let mut bits = rots;
            for _ in 0..nth_rot {
                bits &= bits - 1;
            }
            return Some(Placement {
                pos: sq.pos,
                rot: bits.trailing_zeros() as u8,
            });
        }
        None
    }

    /// Whether the tile has any legal placement (else it is discarded).
    pub fn can_place(&self, kind: TileKind) -> bool {
        let tile = catalog().get(kind);
        let mut v = Vec::new();
        if self.placements_on(kind, tile, &mut v) {
            return !v.is_empty();
        }
        self.board
            .key_counts()
            .iter()
            .any(|&(k, _)| tile.fitting[k as usize] != 0)
    }

    pub(super) fn not_drawable_reason(&self, kind: TileKind) -> Refusal {
        if self.remaining.get(kind as usize).is_none_or(|&c| c == 0) {
            Refusal::NoneLeft(kind)
        } else if let Some(by) = self.held_back_by(kind) {
            Refusal::SetAside { tile: kind, by }
        } else {
            // The set whose tiles come first says in what order.
            let cat = catalog();
            let first = self
                .remaining
                .iter()
                .zip(&cat.types)
                .filter(|&(&left, t)| left > 0 && t.draw_phase < kind_phase(kind))
                .find_map(|(_, t)| t.set);
            Refusal::NotYet { tile: kind, first }
        }
    }

    /// The rotations (bit mask, bit r for rotation r) at which the tile fits
    /// on a square: the window's green and red, and what R turns through.
    pub fn fitting_rotations(&self, kind: TileKind, pos: Pos) -> u8 {
        (0..4u8)
            .filter(|&rot| self.check_placement(kind, Placement { pos, rot }).is_ok())
            .fold(0, |mask, rot| mask | (1 << rot))
    }

    /// The first rotation that fits on the square, counting on from `from`
    /// (itself included) in quarter turns clockwise.
    pub fn next_fitting_rotation(&self, kind: TileKind, pos: Pos, from: u8) -> Option<u8> {
        let fits = self.fitting_rotations(kind, pos);
        (0..4)
            .map(|r| (from + r) % 4)
            .find(|r| fits & (1 << r) != 0)
    }
}

/// The draw phase of a tile kind.
fn kind_phase(kind: TileKind) -> u8 {
    catalog().get(kind).draw_phase
}
