//! The Abbot: the abbot still in supply, a follower that can wait for a
//! monastery or garden.

use super::part::{Measures, SetOutlook, weight};
use crate::rules::features::MAX_PLAYERS;
use crate::rules::{Award, Figure, Game, SetId};

pub const OUTLOOK: SetOutlook = SetOutlook {
    measures: &["Abbot"],
    measure,
    // Fitted with the base game's weights (`outlook::WEIGHTS`, whose games
    // had The Abbot half the time): the abbot in hand is worth almost a
    // point, about two early on. The core's weights need no change.
    weights: &[weight("Abbot", 0.886, 1.049)],
    ..SetOutlook::of(SetId::Abbot)
};

fn measure(game: &Game, _: &[Award], rows: &mut [Measures; MAX_PLAYERS], first: usize) {
    for (p, row) in rows.iter_mut().enumerate().take(game.players()) {
        row[first] = game.in_supply(p, Figure::Abbot) as f32;
    }
}
