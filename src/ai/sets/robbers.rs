//! The Robbers: no measures of its own (what a robbery gives is scored
//! points, which the core's measures see). In the robber step a seat puts
//! its robber beside the other seat with the highest score (the one that
//! scores most often and most: its next move is likely the largest), and
//! leaves a robber already on the track where it stands. With two figures
//! a seat (The Messengers) it stands beside the one that seat moves more
//! often, the one with more points on it (ties: the score meeple).

use super::part::SetOutlook;
use crate::rules::phase::Pick;
use crate::rules::sets::messengers::figures;
use crate::rules::sets::robbers::{ROBBER, beside, seat_picked};
use crate::rules::{Game, SetId};

pub const OUTLOOK: SetOutlook = SetOutlook {
    tiles_counted: 8.0,
    choices: &[(ROBBER, robber)],
    ..SetOutlook::of(SetId::Robbers)
};

fn robber(game: &Game, seat: usize, options: &[Pick]) -> Pick {
    if let Some(other) = seat_picked(game) {
        let [meeple, messenger] = figures(game, other);
        let figure = Pick::Choice((messenger > meeple) as u8);
        return if options.contains(&figure) {
            figure
        } else {
            options[0]
        };
    }
    if beside(game, seat).is_some() && options.contains(&Pick::Home) {
        return Pick::Home;
    }
    let leader = (options.iter().copied())
        .filter_map(|p| match p {
            Pick::Seat(s) => Some((p, game.score(s as usize))),
            _ => None,
        })
        .max_by_key(|&(_, score)| score);
    leader.map_or(options[0], |(p, _)| p)
}
