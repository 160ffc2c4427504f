//! Where a computer seat moves its figure on after its feature scored
//! (the wagon): onto the open feature worth most to it, as the feature
//! stands and as it may grow while tiles are still to come; home when
//! none is offered. And the choices every whole move of the computer
//! players makes after its deploy (`CHOOSERS`).

use crate::rules::geometry::Pos;
use crate::rules::moving_on::{Choosers, MovingOn, Onward};
use crate::rules::scoring::feature_value;
use crate::rules::{Game, Move, Table};

/// The computer players' choices after a deploy: a set's figure's steps
/// as the set's part says, figures moving on as below.
pub const CHOOSERS: Choosers = Choosers {
    step: super::sets::choose_step,
    move_on: choose_move_on,
};

/// A computer seat's next choice of the move in flight at `table`: the
/// dragon's step, or where its figure moves on (`None` when the seat
/// has none to make).
pub fn next_in_flight(table: &Table, seat: usize) -> Option<Move> {
    (table.chooser_in_flight() == Some(seat))
        .then(|| Move::Decide(CHOOSERS.pick(table.game(), seat)))
}

/// Tiles in the base game's pile: the share of them still to come is how
/// much a feature's completed worth counts beside its worth now.
const BASE_TILES: f32 = 71.0;

/// The place whose feature promises most (the first of equals, so a game
/// plays the same again); home only when no place is offered: a figure
/// on the board may still score, one in the supply waits for a tile.
pub fn choose_move_on(game: &Game, _: MovingOn, options: &[(Pos, u8)]) -> Onward {
    let share = (game.tiles_left() as f32 / BASE_TILES).min(1.0);
    let promise = |&(pos, segment): &(Pos, u8)| {
        let placed = game.board().tile_at(pos).expect("an option's tile");
        let value = feature_value(game, placed.first_segment + segment as u16);
        let now = value.now as f32;
        now + share * (value.complete.unwrap_or(value.now) as f32 - now)
    };
    let mut best: Option<((Pos, u8), f32)> = None;
    for option in options {
        let p = promise(option);
        if best.is_none_or(|(_, b)| p > b) {
            best = Some((*option, p));
        }
    }
    best.map(|(o, _)| o)
}
