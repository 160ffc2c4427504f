//! Inns & Cathedrals: the large meeple still in supply, and open inn roads
//! and cathedral cities, which pay well when closed and nothing at the end.

use super::part::{Rows, SetOutlook, weight};
use crate::rules::features::{Node, SegmentId};
use crate::rules::tileset::SegmentKind;
use crate::rules::{Award, Game, SetId, scoring};

pub const OUTLOOK: SetOutlook = SetOutlook {
    measures: &["LargeMeeple", "InnOrCathedral"],
    measure,
    claims,
    // Fitted on 3000 greedy games with the set (`fit_outlook 3000 --set
    // inns-cathedrals`; 43.2% of the final margin's variance explained on
    // 750 others, the greedy evaluation 40.0%), less the base weights.
    // With the base plus this part the hard player won 88 of 100 games
    // against the normal one (100 ms a move); with the base weights and
    // only the set's two measures fitted, 79: the set changes what the
    // core's measures are worth too. Followers in hand and likely to come
    // back are worth three to six points more, the abbot in hand four. A
    // large meeple in hand is worth thirteen to fourteen points until the
    // player's last six turns; an open inn road or cathedral city little
    // beyond the nothing final scoring gives it.
    weights: &[
        weight("Scored", -0.026, 0.167),
        weight("Road", -0.244, 0.720),
        weight("City", 0.167, 1.103),
        weight("Cloister", -0.261, 0.244),
        weight("Field", -0.037, 0.359),
        weight("Followers", 3.536, 2.831),
        weight("CityPromise", -0.279, -2.118),
        weight("CloisterGaps", 0.685, 0.511),
        weight("FieldPromise", 0.013, -0.138),
        weight("Farmers", 3.383, 6.831),
        weight("UsableFollowers", 1.740, 2.775),
        weight("Returning", 6.478, 10.534),
        weight("Abbot", 4.249, 5.498),
        weight("LargeMeeple", 14.546, -1.801),
        weight("InnOrCathedral", 0.115, 0.343),
    ],
    // Without farmers, fitted beside the core's weights without them
    // (`fit_outlook 6000 --set inns-cathedrals --no-farmers`; 41.0% of the
    // final margin's variance explained on 1500 others, this part above
    // 39.3%). Followers are still worth more than in the base game, but
    // about half what the fit with farmers said, and the large meeple in
    // hand about seven points early.
    without_farmers: Some(&[
        weight("Scored", 0.009, -0.003),
        weight("Road", -0.194, 0.521),
        weight("City", -0.032, 0.799),
        weight("Cloister", -0.113, 0.006),
        weight("Followers", 1.732, 1.989),
        weight("CityPromise", 0.043, -1.744),
        weight("CloisterGaps", 0.281, 0.434),
        weight("UsableFollowers", 0.054, 2.542),
        weight("Returning", 3.534, 6.810),
        weight("Abbot", 1.206, 3.492),
        weight("LargeMeeple", 4.384, 2.863),
        weight("InnOrCathedral", 0.054, 0.582),
    ]),
    // Fitted out of the base game's 71 (a little over 1 at the start).
    tiles_counted: 0.0,
    greedy_worth,
    ..SetOutlook::of(SetId::InnsCathedrals)
};

/// The normal player's worth of a large meeple still in supply: worth
/// keeping for a feature where counting two matters, until the player's
/// last turns, when a large meeple kept is a large meeple wasted. Valued at
/// nothing, the greedy player put it down on its first tile. In 400 games
/// with the set against the outlook player the greedy one won 43 valuing it
/// at nothing, 61 at 3, 83 at 5, 109 at 8 (but never put it down), 107 at
/// 12, 74 at 12 times the share of tiles still to come, and 120 at 8 until
/// its last six turns, less in each of them (`large_meeple_use_left`).
const LARGE_MEEPLE_IN_HAND: f32 = 8.0;

/// How much use a large meeple in hand still has: whole until the
/// player's last six turns, then less each turn, as kept to the end it is
/// wasted.
pub fn large_meeple_use_left(game: &Game) -> f32 {
    let turns_left = game.tiles_left() as f32 / game.players() as f32;
    (turns_left / 6.0).min(1.0)
}

fn greedy_worth(game: &Game, player: usize, worth: &mut f32) {
    *worth += LARGE_MEEPLE_IN_HAND
        * large_meeple_use_left(game)
        * game.large_meeple_home(player) as u8 as f32;
}

/// An inn road's or a cathedral city's promise is the set's measure, not
/// the core's city promise.
fn claims(node: &Node) -> bool {
    node.inn_or_cathedral()
}

fn measure(game: &Game, _: &[Award], rows: &mut Rows, first: usize) {
    let players = game.players();
    for p in 0..players {
        if game.large_meeple_home(p) {
            rows.set(p, first, large_meeple_use_left(game));
        }
    }
    // What closing each open inn road or cathedral city with a follower on
    // it would pay its owners, likelier for small gaps.
    let features = game.features();
    let mut seen: Vec<SegmentId> = Vec::new();
    for meeple in game.meeples() {
        if meeple.figure.weight() == 0 {
            continue;
        }
        let root = features.root(game.segment_id(meeple.tile as usize, meeple.segment));
        if seen.contains(&root) {
            continue;
        }
        seen.push(root);
        let node = features.node(root);
        let open_road_or_city =
            matches!(node.kind, SegmentKind::Road | SegmentKind::City) && node.open > 0;
        if open_road_or_city && node.inn_or_cathedral() {
            let closing = 1.0 + 0.5 * node.open as f32;
            let paid = scoring::points(game, root, true);
            rows.add_owners(players, node.majority(), first + 1, paid as f32 / closing);
        }
    }
}
