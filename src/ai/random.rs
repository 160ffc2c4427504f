//! A player that picks uniformly among legal placements and deploy choices:
//! the baseline, and the random games of the benchmark.

use rand::Rng;

use super::choice::Choice;
use crate::rules::{Deploy, Game, TileKind};

/// How often the random player plays its own held tile when it may,
/// instead of the tile drawn.
const HELD_TILE: f64 = 0.25;

/// A random move with one of `tiles` (the tile drawn first; the held
/// tile, when there is one, now and then).
pub fn choose_among(game: &Game, tiles: &[TileKind], rng: &mut impl Rng) -> Choice {
    match tiles {
        [_, held] if rng.random_bool(HELD_TILE) => choose(game, *held, rng),
        _ => choose(game, tiles[0], rng),
    }
}

pub fn choose(game: &Game, tile: TileKind, rng: &mut impl Rng) -> Choice {
    let placement = game
        .random_placement(tile, rng)
        .expect("the tile in hand fits somewhere");
    let mut after = game.clone();
    after.place_unchecked(tile, placement);
    let mut options = Vec::new();
    after.deploy_options(&mut options);
    Choice {
        act: None,
        tile,
        placement,
        deploy: options[rng.random_range(0..options.len())],
    }
}

/// Plays one whole game with random moves from the current state, reusing
/// a buffer for the deploy options: the inner loop of the benchmark.
pub fn play_out(game: &mut Game, pile: &mut crate::rules::deck::DrawPile, rng: &mut impl Rng) {
    let mut options: Vec<Deploy> = Vec::with_capacity(16);
    while !game.is_over() {
        let Some(tile) = pile.draw_for(game) else {
            break;
        };
        place(game, tile, rng, &mut options);
    }
}

/// Plays `tile` at a random place with a random deploy, or discards it
/// when it fits nowhere.
fn place(game: &mut Game, tile: TileKind, rng: &mut impl Rng, options: &mut Vec<Deploy>) {
    let Some(p) = game.random_placement(tile, rng) else {
        game.discard(tile)
            .expect("a tile without placements is discarded");
        return;
    };
    game.place_unchecked(tile, p);
    game.deploy_options(options);
    let deploy = options[rng.random_range(0..options.len())];
    game.deploy_unchecked(deploy);
    game.finish_move(super::moving_on::CHOOSER);
}
