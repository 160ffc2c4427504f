//! The draw pile: the order in which the remaining tiles come up: phase by
//! phase (a set's tiles may come before the land, `TileType::draw_phase`),
//! in random order within a phase.

use std::cmp::Reverse;
use std::collections::BTreeMap;

use rand::Rng;
use rand::SeedableRng;
use rand::rngs::SmallRng;
use rand::seq::SliceRandom;

use super::game::Game;
use super::tileset::{TileKind, catalog};

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DrawPile {
    /// The next tile is the last element.
    order: Vec<TileKind>,
}

impl DrawPile {
    /// A pile of the game's remaining tiles in a seeded random order.
    pub fn shuffled(game: &Game, seed: u64) -> DrawPile {
        Self::shuffled_with(game, &mut SmallRng::seed_from_u64(seed))
    }

    /// A pile of the game's remaining tiles in random order: a computer
    /// player samples possible futures this way.
    pub fn shuffled_with(game: &Game, rng: &mut impl Rng) -> DrawPile {
        let cat = catalog();
        // Drawn from the end: the last phase goes in first, and is
        // shuffled first (a seed gives the piles it always gave).
        let mut phases: BTreeMap<Reverse<u8>, Vec<TileKind>> = BTreeMap::new();
        // Kinds with none left add nothing (and shuffling no tiles draws
        // no random number): passed over, as most of the catalog is in a
        // game of few sets.
        for (kind, &count) in game.remaining().iter().enumerate() {
            if count == 0 {
                continue;
            }
            let k = kind as TileKind;
            phases
                .entry(Reverse(cat.get(k).draw_phase))
                .or_default()
                .extend(std::iter::repeat_n(k, count as usize));
        }
        let mut order = Vec::with_capacity(game.tiles_left());
        for (_, mut tiles) in phases {
            tiles.shuffle(rng);
            order.extend(tiles);
        }
        DrawPile { order }
    }

    pub fn draw(&mut self) -> Option<TileKind> {
        self.order.pop()
    }

    /// The next tile `game` may take now, passing over any a set holds
    /// back (`Game::drawable`): a computer player's look-ahead sets them
    /// aside for the rest of the game it imagines.
    pub fn draw_for(&mut self, game: &Game) -> Option<TileKind> {
        while let Some(k) = self.order.pop() {
            if game.drawable(k) {
                return Some(k);
            }
        }
        None
    }

    /// Takes back the tiles set aside, shuffled into the pile with a
    /// seed, once every one of them may come (`Game::drawable`).
    pub fn take_back(&mut self, aside: &mut Vec<TileKind>, game: &Game, seed: u64) {
        if aside.is_empty() || !aside.iter().all(|&k| game.drawable(k)) {
            return;
        }
        self.order.append(aside);
        self.order.shuffle(&mut SmallRng::seed_from_u64(seed));
    }

    /// Puts a tile drawn but not played back into the pile, at a seeded
    /// place among the tiles of its draw phase (which come first), as if
    /// shuffled in.
    pub fn put_back(&mut self, tile: TileKind, seed: u64) {
        let cat = catalog();
        let phase = cat.get(tile).draw_phase;
        let same = (self.order.iter().rev())
            .take_while(|&&k| cat.get(k).draw_phase == phase)
            .count();
        let below_top = SmallRng::seed_from_u64(seed).random_range(0..=same);
        self.order.insert(self.order.len() - below_top, tile);
    }

    /// Puts these tiles on top of the pile, to come off first in this
    /// order (a player's screen following the host's deal).
    pub fn deal_next(&mut self, tiles: &[TileKind]) {
        self.order.extend(tiles.iter().rev());
    }

    pub fn peek(&self) -> Option<TileKind> {
        self.order.last().copied()
    }

    pub fn len(&self) -> usize {
        self.order.len()
    }

    pub fn is_empty(&self) -> bool {
        self.order.is_empty()
    }
}

/// The chance of each tile type to be the next one drawn, after the tile in
/// hand (counted in `game.remaining()` until it is placed): the tiles of
/// the earliest draw phase left, each as often as it is left (as
/// `DrawPile::shuffled_with` lays them). Types that cannot come next are
/// left out: those of a later draw phase than the pile's without the tile
/// in hand (a set's closing tile once the last of its ordered tiles is in
/// hand), and those a set holds back.
pub fn next_draw_chances(game: &Game, in_hand: Option<TileKind>) -> Vec<(TileKind, f64)> {
    let cat = catalog();
    let mut left: Vec<u32> = game.remaining().iter().map(|&c| c as u32).collect();
    if let Some(k) = in_hand {
        left[k as usize] = left[k as usize].saturating_sub(1);
    }
    let phase = |k: usize| cat.get(k as TileKind).draw_phase;
    let Some(first) = cat.earliest_phase(left.iter().map(|&c| c > 0)) else {
        return Vec::new();
    };
    // A tile a set holds back does not come next. Asked for the draw phase
    // of the pile as it will be: `game.drawable` would count the tile in
    // hand, and with the last tile of an earlier draw phase in hand would give
    // the phase before `first`, so nothing at all.
    let may_come =
        |k: usize| phase(k) == first && left[k] > 0 && game.comes_in(k as TileKind, first);
    let total: u32 = (0..left.len())
        .filter(|&k| may_come(k))
        .map(|k| left[k])
        .sum();
    (0..left.len())
        .filter(|&k| may_come(k))
        .map(|k| (k as TileKind, left[k] as f64 / total as f64))
        .collect()
}

/// A seed for a game nobody asked to reproduce: the clock's nanoseconds.
pub fn fresh_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0x5eed)
}

#[cfg(test)]
mod chance_tests {
    use rand::SeedableRng;
    use rand::rngs::SmallRng;

    use super::*;
    use crate::ai::AiKind;
    use crate::rules::{Rules, Table};

    /// Before a volcano, a look-ahead's pile passes over the dragon tiles
    /// the set holds back, and hands out every other tile.
    #[test]
    fn a_look_ahead_passes_over_the_tiles_a_set_holds_back() {
        let rules = Rules {
            princess_dragon: true,
            ..Rules::default()
        };
        let game = Game::new(2, rules);
        let mut pile = DrawPile::shuffled(&game, 3);
        let mut handed = 0;
        while let Some(k) = pile.draw_for(&game) {
            assert!(game.drawable(k));
            handed += 1;
        }
        // 71 land tiles and 30 of the set's left, 12 of them dragon tiles.
        assert_eq!(game.tiles_left(), 101);
        assert_eq!(handed, 101 - 12);
    }

    /// At positions of river and base games, the chances equal how often
    /// each type comes first in many shuffles of what is left after the
    /// tile in hand.
    #[test]
    fn next_draw_chances_match_many_shuffles() {
        let mut rng = SmallRng::seed_from_u64(3);
        // After 9 turns of the River its last tile is in hand, after 10
        // the lake.
        let positions = [
            (1, true, 0),
            (2, true, 5),
            (5, true, 9),
            (6, true, 10),
            (3, true, 11),
            (4, false, 20),
        ];
        for (seed, river, turns) in positions {
            let rules = Rules {
                river,
                ..Rules::default()
            };
            let mut t = Table::new(vec!["A".into(), "B".into()], rules, seed);
            for _ in 0..turns {
                let tile = t.in_hand().unwrap();
                let c = AiKind::Random.choose(t.game(), tile, &mut rng);
                t.play(c.placement, c.deploy).unwrap();
            }
            let hand = t.in_hand().unwrap();
            let chances = next_draw_chances(t.game(), Some(hand));
            let lake = catalog().by_id("RL").unwrap();
            if turns == 9 {
                assert_eq!(
                    chances,
                    vec![(lake, 1.0)],
                    "the lake comes after the last river tile"
                );
            }
            if turns == 10 {
                assert_eq!(hand, lake);
                assert!(chances.len() > 20, "every land tile may follow the lake");
            }
            let sum: f64 = chances.iter().map(|c| c.1).sum();
            assert!((sum - 1.0).abs() < 1e-9, "chances add up to {sum}");
            let mut after = t.game().clone();
            after.remaining[hand as usize] -= 1;
            after.remaining_total -= 1;
            let mut seen = vec![0u32; catalog().types.len()];
            let shuffles = 20_000;
            for _ in 0..shuffles {
                let pile = DrawPile::shuffled_with(&after, &mut rng);
                seen[pile.peek().unwrap() as usize] += 1;
            }
            for (k, &n) in seen.iter().enumerate() {
                let chance = chances
                    .iter()
                    .find(|c| c.0 as usize == k)
                    .map_or(0.0, |c| c.1);
                let freq = n as f64 / shuffles as f64;
                assert!(
                    (freq - chance).abs() < 0.015,
                    "seed {seed} type {k}: {freq} vs {chance}"
                );
            }
        }
    }
}
