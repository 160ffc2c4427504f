//! One-move lookahead: tries every placement and deploy choice and keeps the
//! one that leaves the best position if the game were scored right after it.

use rand::Rng;

use super::choice::Choice;
use super::outlook;
use crate::rules::{Deploy, Game, Placement, TileKind, scoring};

/// What a follower still in supply is worth: it can score later, so spending
/// one on a feature must gain more than this.
const FOLLOWER_IN_HAND: f32 = 2.0;

/// Inns & Cathedrals' large meeple still in supply: worth keeping for a
/// feature where counting two matters, until the player's last turns,
/// when a large meeple kept is a large meeple wasted. Valued at nothing,
/// the greedy player put it down on its first tile. In 400 games with the
/// set against the outlook player the greedy one won 43 valuing it at
/// nothing, 61 at 3, 83 at 5, 109 at 8 (but never put it down), 107 at
/// 12, 74 at 12 times the share of tiles still to come, and 120 at 8 until
/// its last six turns, less in each of them (`outlook::large_meeple_use_left`).
const LARGE_MEEPLE_IN_HAND: f32 = 8.0;

/// Traders & Builders' builder on the board: the second tiles it may
/// still earn. And a second tile earned this turn, about to be placed.
const BUILDER_ON_BOARD: f32 = 3.0;
const SECOND_TILE: f32 = 4.0;

/// The position's worth for `me`: my standing minus the best rival's, each
/// counted as final score now plus followers (and the large meeple) in
/// hand, the builder on the board and a second tile to come.
pub fn evaluate(game: &Game, me: usize) -> f32 {
    let ended = scoring::final_scores(game);
    let second_tile = game.is_second_tile();
    let worth = |p: usize| {
        ended[p] as f32
            + FOLLOWER_IN_HAND * game.supply(p) as f32
            + LARGE_MEEPLE_IN_HAND
                * outlook::large_meeple_use_left(game)
                * game.large_meeple_home(p) as u8 as f32
            + BUILDER_ON_BOARD * game.builder_out(p) as u8 as f32
            + SECOND_TILE * (second_tile && game.current_player() == p) as u8 as f32
    };
    let best_rival = (0..game.players())
        .filter(|&p| p != me)
        .map(worth)
        .fold(f32::MIN, f32::max);
    worth(me) - best_rival
}

pub fn choose(game: &Game, tile: TileKind, rng: &mut impl Rng) -> Choice {
    choose_by(game, tile, rng, evaluate)
}

/// The move that leaves the best position by `evaluate` (for the player
/// to move).
pub fn choose_by(
    game: &Game,
    tile: TileKind,
    rng: &mut impl Rng,
    evaluate: impl Fn(&Game, usize) -> f32,
) -> Choice {
    let me = game.current_player();
    let mut placements: Vec<Placement> = Vec::new();
    game.legal_placements(tile, &mut placements);
    let mut options: Vec<Deploy> = Vec::new();
    let mut best: Option<(f32, Choice)> = None;
    for &placement in &placements {
        let mut placed = game.clone();
        placed.place_unchecked(tile, placement);
        placed.deploy_options(&mut options);
        for &deploy in &options {
            let mut after = placed.clone();
            after.deploy_unchecked(deploy);
            // A little noise breaks ties between equal moves at random.
            let value = evaluate(&after, me) + rng.random_range(0.0..0.01);
            if best.is_none_or(|(b, _)| value > b) {
                best = Some((value, Choice { placement, deploy }));
            }
        }
    }
    best.expect("a tile in hand has a legal placement").1
}
