//! Abbey & Mayor's wagon: one per player, a follower of weight 1 for
//! roads, cities and monasteries (never a field or a garden). When its
//! feature is scored in play its owner may move it on instead of taking
//! it home, to an open feature with no figure on it on its tile or one
//! of the eight around (the second edition; docs/rules/abbey-and-mayor.md).
//! The figure model's `moves_on` and the core's `moving_on.rs` do it all.

use crate::rules::figures::{FigureSpec, on};
use crate::rules::tileset::SegmentKind;

pub const WAGON: FigureSpec = FigureSpec {
    name: "Wagon",
    noun: "wagon",
    spots: "a road, city or monastery",
    weight: 1,
    pennant_strength: false,
    stands_on: on(SegmentKind::Road) | on(SegmentKind::City) | on(SegmentKind::Monastery),
    beside_own: false,
    per_player: 1,
    recall: None,
    moves_on: true,
};
