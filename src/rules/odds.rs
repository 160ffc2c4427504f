//! Which of the tiles still to come fit the empty squares next to the
//! board: how many fit a square (and which, at which rotations), and the
//! squares none fits, which can never be filled (dead squares). The answer
//! is the same for every player, the tile in hand counting as still to come
//! until it is placed. Land tiles fit where their edges match; a tile whose
//! place a set rules fits only where the engine would take it now (a tile
//! at the open end of the water course), so the aids never offer a move that
//! `Game::place` refuses.

use super::features::SegmentId;
use super::game::Game;
use super::geometry::Pos;
use super::set_names::Squares;
use super::tileset::{NONE, SegmentKind, TileKind, TileType, catalog};
use super::types::Placement;

/// How the tiles still to come fit one empty square next to the board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SquareFit {
    pub pos: Pos,
    /// How many of the tiles still to come fit there at some rotation.
    pub tiles: u16,
    /// Each tile type that fits, with a bit mask of the rotations that do
    /// (rotations that look the same counted once).
    pub kinds: Vec<(TileKind, u8)>,
}

impl Game {
    /// How the tiles still to come fit the empty square at `pos`; `None`
    /// when `pos` is not an empty square next to the board.
    pub fn square_fit(&self, pos: Pos) -> Option<SquareFit> {
        let square = self.board().frontier_at(pos)?;
        let to_come = self.tiles_to_come();
        let fitting: Vec<(TileKind, u8, u16)> = (to_come.iter())
            .map(|&(k, t, n)| (k, self.rotations_to_come(k, t, pos, square.key), n))
            .filter(|&(_, rotations, _)| rotations != 0)
            .collect();
        let tiles = fitting.iter().map(|&(_, _, n)| n).sum();
        let kinds = fitting.into_iter().map(|(k, r, _)| (k, r)).collect();
        Some(SquareFit { pos, tiles, kinds })
    }

    /// The tiles still to come, by kind, and how many: those left in the
    /// pile, and the tiles players hold to play instead of the draw, one
    /// a seat that holds it.
    fn tiles_to_come(&self) -> Vec<(TileKind, &'static TileType, u16)> {
        (catalog().types.iter().enumerate())
            .map(|(k, t)| (k as TileKind, t, self.to_come(k as TileKind)))
            .filter(|&(_, _, n)| n > 0)
            .collect()
    }

    /// How many tiles of a kind are still to come: left in the pile, or
    /// held by players to play instead of the draw.
    pub fn to_come(&self, kind: TileKind) -> u16 {
        let held = (0..self.players())
            .filter(|&seat| self.held_tile(seat) == Some(kind))
            .count();
        self.remaining()[kind as usize] as u16 + held as u16
    }

    /// The empty squares next to the board that no tile still to come fits:
    /// they will stay empty to the end of the game.
    pub fn dead_squares(&self) -> Vec<Pos> {
        let left = self.tiles_to_come();
        self.board()
            .frontier()
            .iter()
            .filter(|sq| {
                left.iter()
                    .all(|&(k, t, _)| self.rotations_to_come(k, t, sq.pos, sq.key) == 0)
            })
            .map(|sq| sq.pos)
            .collect()
    }

    /// The distinct rotations (bit mask) at which a tile still to come fits
    /// the empty square at `pos` (whose edge demands are `key`). A land tile
    /// is judged by its edges: the board only grows around the square, so
    /// what fits now is what may fit later. A tile whose place a set rules
    /// (a tile of the water course) goes only where the engine takes it
    /// now: its course is fixed one tile at a time, and a tile that cannot
    /// be drawn yet (the course's end before the rest of it) will be placed
    /// elsewhere.
    fn rotations_to_come(&self, kind: TileKind, tile: &TileType, pos: Pos, key: u16) -> u8 {
        match self.squares_for(tile) {
            Squares::Anywhere => return tile.fitting[key as usize],
            Squares::Only(only) if only == pos => {}
            Squares::Only(_) | Squares::Nowhere => return 0,
        }
        if !self.drawable(kind) && !tile.is_held() {
            return 0;
        }
        tile.distinct_rotations
            .iter()
            .filter(|&&rot| self.check_placement(kind, Placement { pos, rot }).is_ok())
            .fold(0, |mask, &rot| mask | (1 << rot))
    }
}

impl Game {
    /// Whether a feature can never be completed: a road or city with an
    /// open edge on a dead square, a monastery or garden with a dead square
    /// around it. A dead square stays dead (its neighbours only grow, the
    /// tiles to come only shrink), so once this is true it stays true.
    pub fn never_completed(&self, segment: SegmentId) -> bool {
        let state = self.feature_state(segment);
        if state.complete || state.kind == SegmentKind::Field {
            return false;
        }
        let dead = self.dead_squares();
        if dead.is_empty() {
            return false;
        }
        let board = self.board();
        let tiles = board.tiles();
        let empty_around: Vec<Pos> = match state.kind {
            SegmentKind::Monastery | SegmentKind::Garden => {
                let at = tiles[self.tile_of_segment(state.root)].pos;
                at.ring().filter(|&p| board.index_at(p).is_none()).collect()
            }
            _ => self
                .feature_tiles(state.root)
                .into_iter()
                .flat_map(|i| {
                    let t = tiles[i];
                    let oriented = &catalog().get(t.kind).rotations[t.rot as usize];
                    (0..4u8)
                        .filter(move |&e| {
                            let on_edge = oriented.edge_segment[e as usize];
                            on_edge != NONE
                                && self.features().root(t.first_segment + on_edge as SegmentId)
                                    == state.root
                        })
                        .map(move |e| t.pos.step(e))
                })
                .filter(|&p| board.index_at(p).is_none())
                .collect(),
        };
        empty_around.iter().any(|p| dead.contains(p))
    }
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand::rngs::SmallRng;

    use crate::ai::AiKind;
    use crate::rules::{Placement, Rules, Table, catalog};

    /// Random games of every rule set: after every move, the fits and the
    /// dead squares equal a brute-force check of every tile still to come
    /// at every rotation on every empty square next to the board.
    #[test]
    fn fits_and_dead_squares_agree_with_trying_every_tile() {
        let mut dead_seen = 0;
        for seed in 0..24 {
            let rules = Rules {
                river: seed % 2 == 0,
                abbot: seed % 3 == 0,
                abbey_mayor: seed % 4 == 1,
                ..Rules::default()
            };
            let mut rng = SmallRng::seed_from_u64(seed);
            let mut t = Table::new(vec!["A".into(), "B".into()], rules, seed);
            while let Some(tile) = t.in_hand() {
                let game = t.game();
                let board = game.board();
                // The abbeys players hold are tiles to come too.
                let held = |k: usize| {
                    let seats = 0..game.players();
                    seats
                        .filter(|&s| game.held_tile(s) == Some(k as u8))
                        .count() as u8
                };
                let mut dead = Vec::new();
                for square in board.frontier() {
                    let mut tiles = 0u16;
                    let mut kinds = Vec::new();
                    for (k, ty) in catalog().types.iter().enumerate() {
                        let left = game.remaining()[k] + held(k);
                        // Land tiles by their edges; river tiles as the
                        // engine would take them now.
                        let river_tile = rules.river && ty.is_river();
                        let fits: Vec<u8> = (0..4u8)
                            .filter(|&r| {
                                if river_tile {
                                    let p = Placement {
                                        pos: square.pos,
                                        rot: r,
                                    };
                                    game.drawable(k as u8)
                                        && game.check_placement(k as u8, p).is_ok()
                                } else {
                                    board.check_fit(ty, square.pos, r).is_ok()
                                }
                            })
                            .collect();
                        if left > 0 && !fits.is_empty() {
                            tiles += left as u16;
                            kinds.push(k as u8);
                        }
                    }
                    let fit = game
                        .square_fit(square.pos)
                        .expect("a square next to the board");
                    assert_eq!(fit.tiles, tiles, "seed {seed} at {}", square.pos);
                    let found: Vec<u8> = fit.kinds.iter().map(|&(k, _)| k).collect();
                    assert_eq!(found, kinds, "seed {seed} at {}", square.pos);
                    for &(k, rotations) in &fit.kinds {
                        for r in 0..4u8 {
                            if rotations & (1 << r) != 0 {
                                let ty = catalog().get(k);
                                assert!(board.check_fit(ty, square.pos, r).is_ok());
                                if rules.river && ty.is_river() {
                                    let p = Placement {
                                        pos: square.pos,
                                        rot: r,
                                    };
                                    assert!(game.clone().place(k, p).is_ok(), "seed {seed}");
                                }
                            }
                        }
                    }
                    if tiles == 0 {
                        dead.push(square.pos);
                    }
                }
                assert_eq!(game.dead_squares(), dead, "seed {seed}");
                dead_seen += dead.len();
                play_turn(&mut t, tile, &mut rng);
            }
        }
        // Random play leaves holes no tile can fill: the check saw some.
        assert!(dead_seen > 0);
    }

    /// Random games: a feature said never to be completed has an open
    /// edge (or a square around it) that is dead, stays so marked, and is
    /// indeed never completed to the end of the game; some are found.
    #[test]
    fn a_feature_marked_never_completed_never_is() {
        let mut marked_total = 0;
        for seed in 0..16 {
            let rules = Rules {
                abbot: seed % 2 == 0,
                abbey_mayor: seed % 4 < 2,
                ..Rules::default()
            };
            let mut rng = SmallRng::seed_from_u64(seed);
            let mut t = Table::new(vec!["A".into(), "B".into()], rules, seed);
            let mut marked: Vec<crate::rules::features::SegmentId> = Vec::new();
            while let Some(tile) = t.in_hand() {
                let game = t.game();
                for &root in &marked {
                    let state = game.feature_state(root);
                    assert!(!state.complete, "seed {seed}: {root} was completed");
                    assert!(game.never_completed(root), "seed {seed}: {root} unmarked");
                }
                for root in game.feature_roots() {
                    if game.never_completed(root)
                        && !marked.iter().any(|&m| game.features().root(m) == root)
                    {
                        marked.push(root);
                    }
                }
                play_turn(&mut t, tile, &mut rng);
                // Features merge: follow each marked one to its new root.
                for m in &mut marked {
                    *m = t.game().features().root(*m);
                }
                marked.sort_unstable();
                marked.dedup();
            }
            for &root in &marked {
                assert!(!t.game().feature_state(root).complete, "seed {seed}");
            }
            marked_total += marked.len();
        }
        assert!(marked_total > 20, "{marked_total}");
    }

    /// A random move, with the player's own tile (the abbey) instead of
    /// the one drawn now and then.
    fn play_turn(t: &mut Table, drawn: crate::rules::TileKind, rng: &mut SmallRng) {
        let c = AiKind::Random.choose_turn(t.game(), drawn, rng, std::time::Duration::ZERO);
        c.play(t, crate::rules::phase::FIRST).unwrap();
    }

    #[test]
    fn an_occupied_or_far_square_has_no_fit() {
        let t = Table::new(vec!["A".into(), "B".into()], Rules::default(), 1);
        let game = t.game();
        assert!(game.square_fit(crate::rules::Pos::new(0, 0)).is_none());
        assert!(game.square_fit(crate::rules::Pos::new(5, 5)).is_none());
        // Next to the lone start tile, every square can be filled.
        assert!(game.dead_squares().is_empty());
        assert!(game.square_fit(crate::rules::Pos::new(1, 0)).unwrap().tiles > 0);
    }
}
