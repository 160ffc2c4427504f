//! The Abbot: the abbot still in supply, a follower that can wait for a
//! monastery or garden.

use super::part::{Measures, SetOutlook, adds_nothing, claims_nothing};
use crate::rules::features::MAX_PLAYERS;
use crate::rules::{Award, Figure, Game, SetId};

pub const OUTLOOK: SetOutlook = SetOutlook {
    set: SetId::Abbot,
    measures: &["Abbot"],
    measure,
    claims: claims_nothing,
    // Fitted with the base game's weights (`outlook::WEIGHTS`, whose games
    // had The Abbot half the time): the abbot in hand is worth almost a
    // point, about two early on. The core's weights need no change.
    weights: &[
        0.000, // Scored now
        0.000, // Road now
        0.000, // City now
        0.000, // Cloister now
        0.000, // Field now
        0.000, // Followers now
        0.000, // CityPromise now
        0.000, // CloisterGaps now
        0.000, // FieldPromise now
        0.000, // Farmers now
        0.000, // UsableFollowers now
        0.000, // Returning now
        0.886, // Abbot now
        0.000, // LargeMeeple now
        0.000, // InnOrCathedral now
        0.000, // Goods now
        0.000, // Builder now
        0.000, // Pig now
        0.000, // FairyBeside now
        0.000, // AbbeyHeld now
        0.000, // WagonHome now
        0.000, // BarnHeld now
        0.000, // Scored × tiles to come
        0.000, // Road × tiles to come
        0.000, // City × tiles to come
        0.000, // Cloister × tiles to come
        0.000, // Field × tiles to come
        0.000, // Followers × tiles to come
        0.000, // CityPromise × tiles to come
        0.000, // CloisterGaps × tiles to come
        0.000, // FieldPromise × tiles to come
        0.000, // Farmers × tiles to come
        0.000, // UsableFollowers × tiles to come
        0.000, // Returning × tiles to come
        1.049, // Abbot × tiles to come
        0.000, // LargeMeeple × tiles to come
        0.000, // InnOrCathedral × tiles to come
        0.000, // Goods × tiles to come
        0.000, // Builder × tiles to come
        0.000, // Pig × tiles to come
        0.000, // FairyBeside × tiles to come
        0.000, // AbbeyHeld × tiles to come
        0.000, // WagonHome × tiles to come
        0.000, // BarnHeld × tiles to come
    ],
    alone: &[],
    tiles_counted: 0.0,
    greedy_worth: adds_nothing,
    step: None,
};

fn measure(game: &Game, _: &[Award], rows: &mut [Measures; MAX_PLAYERS], first: usize) {
    for (p, row) in rows.iter_mut().enumerate().take(game.players()) {
        row[first] = game.in_supply(p, Figure::Abbot) as f32;
    }
}
