//! One-move lookahead: tries every placement and deploy choice (those
//! `moves::weigh` weighs) and keeps the one that leaves the best position
//! if the game were scored right after it.

use rand::Rng;

use super::choice::Choice;
use super::sets::{self, FOLLOWER_IN_HAND};
use crate::rules::{Game, TileKind, scoring};

/// The position's worth for `me`: my standing minus the best rival's, each
/// counted as final score now plus followers in hand and what each set in
/// play counts for its figures (`SetOutlook::greedy_worth`).
pub fn evaluate(game: &Game, me: usize) -> f32 {
    let ended = scoring::final_scores(game);
    let worth = |p: usize| {
        let mut worth = ended[p] as f32 + FOLLOWER_IN_HAND * game.supply(p) as f32;
        for (set, _) in sets::in_play(game.sets()) {
            (set.greedy_worth)(game, p, &mut worth);
        }
        worth
    };
    let best_rival = (0..game.players())
        .filter(|&p| p != me)
        .map(worth)
        .fold(f32::MIN, f32::max);
    worth(me) - best_rival
}

pub fn choose(game: &Game, tiles: &[TileKind], rng: &mut impl Rng) -> Choice {
    choose_by(game, tiles, rng, evaluate)
}

/// The move with one of `tiles` (the tile drawn, and the player's own
/// tile when they may play it instead) that leaves the best position by
/// `evaluate` (for the player to move).
pub fn choose_by(
    game: &Game,
    tiles: &[TileKind],
    rng: &mut impl Rng,
    evaluate: impl Fn(&Game, usize) -> f32,
) -> Choice {
    let me = game.current_player();
    let mut best: Option<(f32, Choice)> = None;
    // A little noise breaks ties between equal moves at random.
    let value = |after: &Game| evaluate(after, me) + rng.random_range(0.0..0.01);
    super::moves::weigh(game, tiles, value, |value, choice, _| {
        if best.is_none_or(|(b, _)| value > b) {
            best = Some((value, choice));
        }
    });
    best.expect("a tile in hand has a legal placement").1
}
