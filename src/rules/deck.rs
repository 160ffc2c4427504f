//! The draw pile: the order in which the remaining tiles come up. With The
//! River, its tiles come first in random order, then the lake, then the land.

use rand::Rng;
use rand::SeedableRng;
use rand::rngs::SmallRng;
use rand::seq::SliceRandom;

use super::game::Game;
use super::tileset::{SetKind, TileKind, catalog};

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
        let mut land = Vec::with_capacity(game.tiles_left());
        let mut river = Vec::new();
        let mut lake = Vec::new();
        for (kind, &count) in game.remaining().iter().enumerate() {
            let k = kind as TileKind;
            let into = if cat.get(k).set == SetKind::Base {
                &mut land
            } else if k == cat.river_lake {
                &mut lake
            } else {
                &mut river
            };
            into.extend(std::iter::repeat_n(k, count as usize));
        }
        land.shuffle(rng);
        river.shuffle(rng);
        // Drawn from the end: the river first, then the lake, then the land.
        let mut order = land;
        order.extend(lake);
        order.extend(river);
        DrawPile { order }
    }

    pub fn draw(&mut self) -> Option<TileKind> {
        self.order.pop()
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

/// A seed for a game nobody asked to reproduce: the clock's nanoseconds.
pub fn fresh_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0x5eed)
}
