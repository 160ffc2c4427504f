//! The Princess & the Dragon: where a seat steers the dragon. Every figure
//! on a tile it enters goes home, so a seat sends it where the others
//! lose the most and it loses the least, by the figures' weight in their
//! majorities (a builder or pig counts a little: it goes home with its
//! owner's last follower). No measures of its own yet: the set's weights
//! are the base game's until `fit_outlook --set` fits them.

use super::part::{MEASURES, SetOutlook, adds_nothing, claims_nothing};
use crate::rules::geometry::Pos;
use crate::rules::{Game, SetId};

pub const OUTLOOK: SetOutlook = SetOutlook {
    set: SetId::PrincessDragon,
    measures: &[],
    measure: |_, _, _, _| {},
    claims: claims_nothing,
    weights: &[0.0; MEASURES],
    tiles_counted: 30.0,
    greedy_worth: adds_nothing,
    step: Some(step),
};

/// What the dragon entering the tile at `at` costs the other seats less
/// what it costs `seat`.
fn meal(game: &Game, seat: usize, at: Pos) -> f32 {
    let Some(tile) = game.board().index_at(at) else {
        return 0.0;
    };
    (game.meeples().iter())
        .filter(|m| m.tile as usize == tile)
        .map(|m| {
            let worth = m.figure.weight().max(1) as f32;
            if m.player as usize == seat {
                -worth
            } else {
                worth
            }
        })
        .sum()
}

/// The step whose tile costs the others most and `seat` least; the first
/// such, so a game plays the same again.
fn step(game: &Game, seat: usize, options: &[Pos]) -> Pos {
    let mut best = options[0];
    let mut best_meal = meal(game, seat, best);
    for &to in &options[1..] {
        let m = meal(game, seat, to);
        if m > best_meal {
            (best, best_meal) = (to, m);
        }
    }
    best
}
