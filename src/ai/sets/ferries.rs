//! The Ferries: no measures of its own (ferries join and cut roads,
//! which the core's measures see). Where a ferry is laid or moved, the
//! seat takes the place that leaves the roads of its lake worth most to
//! it: a road it owns at its full promise, alone or shared, one only
//! others own against it, an empty one at nothing. A move is made only
//! where it gains on leaving the ferry where it lies.

use super::part::SetOutlook;
use crate::rules::phase::Pick;
use crate::rules::scoring::feature_value;
use crate::rules::sets::ferries::{FERRY, FERRY_MOVE, Step, jetty};
use crate::rules::{Game, SetId};

pub const OUTLOOK: SetOutlook = SetOutlook {
    tiles_counted: 8.0,
    choices: &[(FERRY, lay), (FERRY_MOVE, shift)],
    ..SetOutlook::of(SetId::Ferries)
};

/// What the roads of the lake on the tile at `tile` are worth to the seat.
fn lake_worth(game: &Game, seat: usize, tile: usize) -> f32 {
    let mut roots = Vec::new();
    let mut worth = 0.0;
    for id in (0..4).filter_map(|e| jetty(game, tile, e)) {
        let root = game.features().root(id);
        if roots.contains(&root) {
            continue;
        }
        roots.push(root);
        let value = feature_value(game, root);
        let promise = value.complete.unwrap_or(value.now) as f32;
        let owners = game.feature_state(root).owners;
        worth += match (owners & (1 << seat) != 0, owners != 0) {
            (true, _) => promise,
            (false, true) => -promise,
            _ => 0.0,
        };
    }
    worth
}

/// Whether anyone owns a road of the lake on the tile at `tile`. Where
/// nobody does, every place of its ferry leaves the lake worth nothing to
/// anyone and scores nobody anything: no option is played out on a copy
/// of the game (the computer players ask this for every lake tile and
/// road they weigh). Played out, a place that ends the ferry steps would
/// look better only because the turn's own scoring then counts in it.
fn owned_at(game: &Game, tile: usize) -> bool {
    (0..4)
        .filter_map(|e| jetty(game, tile, e))
        .any(|id| game.feature_state(game.features().root(id)).owners != 0)
}

/// The seat's points less the others'.
fn lead(game: &Game, seat: usize) -> f32 {
    let others: u32 = (0..game.players())
        .filter(|&p| p != seat)
        .map(|p| game.score(p))
        .sum();
    game.score(seat) as f32 - others as f32
}

/// What the lake's roads are worth to the seat once `pick` is made. A
/// pick that ends the ferry steps lets the turn be scored: the points a
/// road it completed gave count as its promise did before.
fn after(game: &Game, seat: usize, tile: usize, pick: Pick) -> f32 {
    let mut then = game.clone();
    match then.decide(pick) {
        Ok(_) => lake_worth(&then, seat, tile) + lead(&then, seat) - lead(game, seat),
        Err(_) => f32::MIN,
    }
}

/// The option that leaves the lake worth most to the seat, and that
/// worth; where nobody owns its roads, the last (all are worth nothing).
fn best(game: &Game, seat: usize, tile: usize, options: &[Pick]) -> (Pick, f32) {
    if !owned_at(game, tile) {
        return (*options.last().unwrap_or(&options[0]), 0.0);
    }
    (options.iter().copied())
        .map(|p| (p, after(game, seat, tile, p)))
        .max_by(|a, b| a.1.total_cmp(&b.1))
        .unwrap_or((options[0], 0.0))
}

/// Where the ferry of the tile just placed is laid.
fn lay(game: &Game, seat: usize, options: &[Pick]) -> Pick {
    let Step::Lay(tile) = game.ferry_step() else {
        return options[0];
    };
    best(game, seat, tile as usize, options).0
}

/// Which ferry moves (the one that gains most, if one gains), then where.
fn shift(game: &Game, seat: usize, options: &[Pick]) -> Pick {
    match game.ferry_step() {
        Step::Shift(tile) => best(game, seat, tile as usize, options).0,
        _ => {
            let mut choice = (Pick::Home, 0.5);
            for &pick in options {
                let Pick::Square(pos) = pick else {
                    continue;
                };
                let Some(tile) = game.board().index_at(pos).filter(|&t| owned_at(game, t)) else {
                    continue;
                };
                let mut lifted = game.clone();
                if lifted.decide(pick).is_err() {
                    continue;
                }
                let mut places = Vec::new();
                lifted.phase_options(&mut places);
                let gain = best(&lifted, seat, tile, &places).1 - lake_worth(game, seat, tile);
                if gain > choice.1 {
                    choice = (pick, gain);
                }
            }
            choice.0
        }
    }
}
