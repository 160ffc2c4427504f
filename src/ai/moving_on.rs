//! Where a computer seat moves its figure on after its feature scored
//! (a set's figure): onto the open feature worth most to it, as the feature
//! stands and as it may grow while tiles are still to come; home when
//! none is offered. And the choices every whole move of the computer
//! players makes after its deploy (`CHOOSER`).

use crate::rules::geometry::Pos;
use crate::rules::moving_on::{MovingOn, Onward, onward_pick};
use crate::rules::phase::{Chooser, Phase, Pick};
use crate::rules::scoring::feature_value;
use crate::rules::{Game, Move, Table};

/// The computer players' choices in the turn's phases: where their
/// figures move on as below, the other phases' as the part of the set
/// that brings them says (`sets::choose`).
pub const CHOOSER: Chooser = choose;

fn choose(game: &Game, phase: &dyn Phase, seat: usize, options: &[Pick]) -> Pick {
    // A figure waits to move on only while its phase is the one choosing.
    let Some(w) = game.moving_on() else {
        return super::sets::choose(game, phase, seat, options);
    };
    let spots: Vec<(Pos, u8)> = (options.iter())
        .filter_map(|pick| match *pick {
            Pick::Spot(pos, segment) => Some((pos, segment)),
            _ => None,
        })
        .collect();
    onward_pick(choose_move_on(game, w, &spots))
}

/// A computer seat's next choice of the move in flight at `table`: a
/// set's figure's next square, or where its own figure moves on (`None`
/// when the seat has none to make).
pub fn next_in_flight(table: &Table, seat: usize) -> Option<Move> {
    let phase = table.game().phase()?;
    (table.chooser_in_flight() == Some(seat))
        .then(|| Move::Decide(CHOOSER(table.game(), phase, seat, &table.options())))
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
