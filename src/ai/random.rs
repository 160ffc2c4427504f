//! A player that picks uniformly among legal placements and deploy choices:
//! the baseline, and the playout policy for random games and benchmarks.

use rand::Rng;

use super::choice::Choice;
use crate::rules::{Deploy, Game, TileKind};

/// How often the random player plays its own tile (the abbey) when it
/// may, instead of the tile drawn.
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
        tile,
        placement,
        deploy: options[rng.random_range(0..options.len())],
    }
}

/// Plays one whole game with random moves from the current state, reusing
/// buffers: the inner loop of the benchmark and of random playouts.
pub fn play_out(game: &mut Game, pile: &mut crate::rules::deck::DrawPile, rng: &mut impl Rng) {
    play_turns(game, pile, rng, usize::MAX);
}

/// Plays at most `turns` tiles with random moves.
pub fn play_turns(
    game: &mut Game,
    pile: &mut crate::rules::deck::DrawPile,
    rng: &mut impl Rng,
    turns: usize,
) {
    play(game, pile, rng, turns, true);
}

/// Plays at most `turns` tiles at random places, deploying nothing: the
/// search's rollouts, which judge what the coming tiles can complete or
/// block without random meeples spending followers and adding noise.
pub fn place_turns(
    game: &mut Game,
    pile: &mut crate::rules::deck::DrawPile,
    rng: &mut impl Rng,
    turns: usize,
) {
    play(game, pile, rng, turns, false);
}

fn play(
    game: &mut Game,
    pile: &mut crate::rules::deck::DrawPile,
    rng: &mut impl Rng,
    turns: usize,
    meeples: bool,
) {
    let mut options: Vec<Deploy> = Vec::with_capacity(16);
    let mut played = 0;
    while !game.is_over() && played < turns {
        played += 1;
        let Some(tile) = pile.draw_for(game) else {
            break;
        };
        place(game, tile, rng, meeples.then_some(&mut options));
    }
}

/// Plays `tile` at a random place, deploying nothing, or discards it when
/// it fits nowhere.
pub fn place_tile(game: &mut Game, tile: TileKind, rng: &mut impl Rng) {
    place(game, tile, rng, None);
}

/// Plays `tile` at a random place, with a random deploy when given a
/// buffer for the deploy options (reused, so a rollout allocates once).
fn place(game: &mut Game, tile: TileKind, rng: &mut impl Rng, options: Option<&mut Vec<Deploy>>) {
    let Some(p) = game.random_placement(tile, rng) else {
        game.discard(tile)
            .expect("a tile without placements is discarded");
        return;
    };
    game.place_unchecked(tile, p);
    let deploy = match options {
        Some(options) => {
            game.deploy_options(options);
            options[rng.random_range(0..options.len())]
        }
        None => Deploy::None,
    };
    game.deploy_unchecked(deploy);
    game.finish_move(super::moving_on::CHOOSERS);
}
