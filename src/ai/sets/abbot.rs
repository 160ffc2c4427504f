//! The Abbot: the abbot still in supply, a follower that can wait for a
//! monastery or garden.

use super::part::{Rows, SetOutlook, weight};
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

fn measure(game: &Game, _: &[Award], rows: &mut Rows, first: usize) {
    for p in 0..game.players() {
        rows.set(p, first, game.in_supply(p, Figure::Abbot) as f32);
    }
}
