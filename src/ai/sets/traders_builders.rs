//! Traders & Builders: goods held, the builder on the board and the pig
//! still in supply; the normal player also counts a second tile to come.

use super::part::{Rows, SetOutlook, weight};
use crate::rules::{Award, Figure, Game, ScoreKind, SetId};

pub const OUTLOOK: SetOutlook = SetOutlook {
    measures: &["Goods", "Builder", "Pig"],
    measure,
    // Fitted on 3000 greedy games with the set (`fit_outlook 3000 --set
    // traders-builders`; 40.9% of the final margin's variance explained on
    // 750 others, the greedy evaluation 35.1%), the tiles to come counted
    // out of 95, less the base weights. With the base plus this part the
    // hard player won 92 of 100 games against the normal one (100 ms a
    // move). Goods held count about as the 10 points
    // the most of a kind brings at the end, less while many tiles are to
    // come. (Large in-hand weights, such as the pig's, stand for what
    // keeping a figure says of the game more than for its worth.)
    weights: &[
        weight("Scored", 0.034, -0.152),
        weight("Road", -0.162, 0.231),
        weight("City", -0.093, 1.805),
        weight("Cloister", 0.021, -0.169),
        weight("Field", 0.064, 0.090),
        weight("Followers", 0.659, -1.359),
        weight("CityPromise", 0.241, -2.655),
        weight("CloisterGaps", -0.078, -0.047),
        weight("FieldPromise", -0.060, 0.129),
        weight("Farmers", 0.612, -5.105),
        weight("UsableFollowers", 1.393, -1.404),
        weight("Returning", 1.168, -2.231),
        weight("Abbot", -0.575, 0.295),
        weight("Goods", 0.970, -0.756),
        weight("Builder", 2.170, -2.042),
        weight("Pig", 0.347, -0.657),
    ],
    // Without farmers, fitted beside the core's weights without them
    // (`fit_outlook 6000 --set traders-builders --no-farmers`; 39.3% of
    // the final margin's variance explained on 1500 others, this part
    // above 39.0%). The pig, which only joins farmers, has no weight.
    without_farmers: Some(&[
        weight("Scored", 0.032, -0.010),
        weight("Road", 0.124, -0.595),
        weight("City", -0.071, 1.276),
        weight("Cloister", -0.001, -0.047),
        weight("Followers", 1.843, -1.072),
        weight("CityPromise", 0.310, -2.048),
        weight("CloisterGaps", 0.204, 0.023),
        weight("UsableFollowers", 0.309, -1.072),
        weight("Returning", 2.855, -1.809),
        weight("Abbot", 1.718, -2.334),
        weight("Goods", 0.955, -0.661),
        weight("Builder", 0.143, 2.093),
    ]),
    // The set's 24 land tiles: its longer games span the same 0 to 1 of
    // tiles to come as the base game's (fitted out of 71, the share
    // reached 1.3 at the start and the hard player won 72 of 100).
    tiles_counted: 24.0,
    greedy_worth,
    ..SetOutlook::of(SetId::TradersBuilders)
};

/// The normal player's worth of the builder on the board: the second tiles
/// it may still earn. And of a second tile earned this turn, about to be
/// placed.
const BUILDER_ON_BOARD: f32 = 3.0;
const SECOND_TILE: f32 = 4.0;

fn greedy_worth(game: &Game, player: usize, worth: &mut f32) {
    *worth += BUILDER_ON_BOARD * game.builder_out(player) as u8 as f32;
    *worth += SECOND_TILE * (game.is_extra_tile() && game.current_player() == player) as u8 as f32;
}

fn measure(game: &Game, awards: &[Award], rows: &mut Rows, first: usize) {
    let players = game.players();
    for p in 0..players {
        rows.set(p, first + 2, game.in_supply(p, Figure::Pig) as f32);
    }
    // What the goods held would score at the end now.
    for award in awards
        .iter()
        .filter(|a| a.kind == ScoreKind::Set(SetId::TradersBuilders))
    {
        rows.add_owners(players, award.players, first, award.points as f32);
    }
    // A builder goes home when its feature is completed: it stands on an
    // open one.
    for meeple in game
        .meeples()
        .iter()
        .filter(|m| m.figure == Figure::Builder)
    {
        rows.add_owners(players, 1 << meeple.player, first + 1, 1.0);
    }
}
