//! Abbey & Mayor's mayor: one per player, a follower that stands only in
//! a city (as any follower, into a city with no figure in it). In the
//! city's majority it counts as many followers as the whole city has
//! pennants when it is scored, none without: a mayor alone in a city with
//! no pennant wins it for nobody, though it holds the city while it
//! stands. It changes nothing of what the city is worth, and comes home as
//! a follower does. The figure model's `pennant_strength` does it all.

use crate::rules::figures::{FigureSpec, on};
use crate::rules::tileset::SegmentKind;

pub const MAYOR: FigureSpec = FigureSpec {
    name: "Mayor",
    noun: "mayor",
    spots: "a city",
    weight: 1,
    pennant_strength: true,
    stands_on: on(SegmentKind::City),
    beside_own: false,
    per_player: 1,
    recall: None,
    moves_on: false,
};
