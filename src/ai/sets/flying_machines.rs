//! The Flying Machines: no measures of its own (a flier is a follower on
//! the board, which the core's measures see). A flight is weighed as
//! every move is, its three rolls played out and their values averaged
//! (`moves::weigh`). Where it may land, the seat picks the feature worth
//! most to it once landed: a feature it then owns (alone or shared) at
//! its full promise, one where it still trails at a fifth of it (another
//! flier or tile may turn it later).

use super::part::SetOutlook;
use crate::rules::phase::Pick;
use crate::rules::scoring::feature_value;
use crate::rules::sets::flying_machines::{FLIGHT, Step};
use crate::rules::{Game, SetId};

pub const OUTLOOK: SetOutlook = SetOutlook {
    tiles_counted: 8.0,
    choices: &[(FLIGHT, flight)],
    ..SetOutlook::of(SetId::FlyingMachines)
};

/// What landing on a place offered is worth to the seat.
fn landing_worth(game: &Game, seat: usize, pick: Pick) -> f32 {
    let Pick::Spot(pos, segment) = pick else {
        return 0.0;
    };
    let mut landed = game.clone();
    if landed.decide(pick).is_err() {
        return 0.0;
    }
    let Some(tile) = landed.board().index_at(pos) else {
        return 0.0;
    };
    let id = landed.segment_id(tile, segment);
    let value = feature_value(&landed, id);
    let promise = value.complete.unwrap_or(value.now) as f32;
    match landed.feature_state(id).owners & (1 << seat) != 0 {
        true => promise,
        false => promise / 5.0,
    }
}

/// The roll (only where no table rolls for the seat: a move the computer
/// plays out in its head takes the middle face), then the best landing.
fn flight(game: &Game, seat: usize, options: &[Pick]) -> Pick {
    if game.flight().1 == Step::Roll {
        return options[options.len() / 2];
    }
    let worth = |p: &Pick| landing_worth(game, seat, *p);
    (options.iter().copied())
        .max_by(|a, b| worth(a).total_cmp(&worth(b)))
        .unwrap_or(options[0])
}
