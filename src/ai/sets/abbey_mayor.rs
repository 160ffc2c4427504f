//! Abbey & Mayor: the abbey a seat still holds. Played at once it is
//! only what it scores now; kept, it may fill a hole later (and the last
//! round still offers it), so holding it is worth something of its own.
//! The mayor needs nothing here: every majority counts its strength.

use super::part::{Measures, SetOutlook, claims_nothing};
use crate::rules::features::MAX_PLAYERS;
use crate::rules::{Award, Game, SetId};

/// What the normal player counts for an abbey still in hand: about what
/// one brings, a monk on it with a few neighbours.
const ABBEY_IN_HAND: f32 = 5.0;

pub const OUTLOOK: SetOutlook = SetOutlook {
    set: SetId::AbbeyMayor,
    measures: &["AbbeyHeld"],
    measure,
    claims: claims_nothing,
    weights: &WEIGHTS,
    tiles_counted: 12.0,
    greedy_worth,
    step: None,
};

fn measure(game: &Game, _: &[Award], rows: &mut [Measures; MAX_PLAYERS], first: usize) {
    for (seat, row) in rows.iter_mut().enumerate().take(game.players()) {
        if game.held_tile(seat).is_some() {
            row[first] += 1.0;
        }
    }
}

fn greedy_worth(game: &Game, player: usize, worth: &mut f32) {
    if game.held_tile(player).is_some() {
        *worth += ABBEY_IN_HAND;
    }
}

/// Fitted (`fit_outlook 3000 --set abbey-mayor`, normal players who play
/// the abbey when it judges better than the tile drawn): an abbey still in
/// hand is worth about 8 points early and 3 late; the 750 other games'
/// final margins are 46.2% explained (the normal player's judgement:
/// 42.0%).
const WEIGHTS: [f32; super::part::MEASURES] = [
    -0.024, // Scored now
    -0.035, // Road now
    -0.015, // City now
    -0.035, // Cloister now
    0.005,  // Field now
    0.595,  // Followers now
    -0.026, // CityPromise now
    -0.356, // CloisterGaps now
    0.019,  // FieldPromise now
    -0.167, // Farmers now
    -0.303, // UsableFollowers now
    0.496,  // Returning now
    -0.903, // Abbot now
    0.000,  // LargeMeeple now
    0.000,  // InnOrCathedral now
    0.000,  // Goods now
    0.000,  // Builder now
    0.000,  // Pig now
    0.000,  // FairyBeside now
    2.934,  // AbbeyHeld now
    0.074,  // Scored × tiles to come
    0.720,  // Road × tiles to come
    0.112,  // City × tiles to come
    0.634,  // Cloister × tiles to come
    0.018,  // Field × tiles to come
    -1.018, // Followers × tiles to come
    0.317,  // CityPromise × tiles to come
    0.376,  // CloisterGaps × tiles to come
    0.106,  // FieldPromise × tiles to come
    -0.713, // Farmers × tiles to come
    -1.093, // UsableFollowers × tiles to come
    -5.739, // Returning × tiles to come
    1.932,  // Abbot × tiles to come
    0.000,  // LargeMeeple × tiles to come
    0.000,  // InnOrCathedral × tiles to come
    0.000,  // Goods × tiles to come
    0.000,  // Builder × tiles to come
    0.000,  // Pig × tiles to come
    0.000,  // FairyBeside × tiles to come
    5.430,  // AbbeyHeld × tiles to come
];
