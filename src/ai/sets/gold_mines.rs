//! The Gold Mines: the ingots a player holds count what they will score
//! at the end (their worth jumps at 4, 7 and 10 held); the second ingot
//! of a mine goes on the tile around it where the player's own followers
//! stand most against the others'.

use super::part::{Rows, SetOutlook, weight};
use crate::rules::phase::Pick;
use crate::rules::sets::gold_mines::GOLD;
use crate::rules::sets::gold_mines::worth::worth;
use crate::rules::{Award, Game, SetId};

pub const OUTLOOK: SetOutlook = SetOutlook {
    measures: &["Gold held"],
    measure,
    // Set by judgement, not fitted yet: held ingots are sure points.
    weights: &[weight("Gold held", 1.0, 0.0)],
    tiles_counted: 8.0,
    greedy_worth,
    choices: &[(GOLD, second_ingot)],
    ..SetOutlook::of(SetId::GoldMines)
};

fn measure(game: &Game, _: &[Award], rows: &mut Rows, first: usize) {
    for p in 0..game.players() {
        rows.set(p, first, worth(game.ingots_held(p)) as f32);
    }
}

fn greedy_worth(game: &Game, player: usize, total: &mut f32) {
    *total += worth(game.ingots_held(player)) as f32;
}

/// The square whose tile carries most of the seat's followers less the
/// others' (the first such, in the order offered).
fn second_ingot(game: &Game, seat: usize, options: &[Pick]) -> Pick {
    let standing = |pick: &Pick| {
        let Pick::Square(pos) = *pick else {
            return 0;
        };
        let Some(tile) = game.board().index_at(pos) else {
            return 0;
        };
        (game.meeples().iter())
            .filter(|m| m.tile as usize == tile && m.figure.weight() > 0)
            .map(|m| if m.player as usize == seat { 1 } else { -1 })
            .sum::<i32>()
    };
    // The first of the best: ties go to the earlier option.
    let best =
        (options.iter().enumerate()).max_by_key(|&(i, p)| (standing(p), std::cmp::Reverse(i)));
    best.map_or(options[0], |(_, &p)| p)
}
