//! The Crop Circles: no measures of its own (the followers it adds or
//! takes back change the core's). The seat choosing for everyone adds
//! where it has at least its share of the circle's followers, else has
//! everyone take one back; each seat adds beside its follower on the
//! feature worth most (passing where none is worth a follower from the
//! supply), and takes back the one on the feature worth least.

use super::part::{FOLLOWER_IN_HAND, SetOutlook};
use crate::rules::phase::Pick;
use crate::rules::scoring::feature_value;
use crate::rules::sets::crop_circles::action::followers_of_kind;
use crate::rules::sets::crop_circles::{CROP, Step};
use crate::rules::{Game, SetId};

pub const OUTLOOK: SetOutlook = SetOutlook {
    tiles_counted: 6.0,
    choices: &[(CROP, crop_circle)],
    ..SetOutlook::of(SetId::CropCircles)
};

/// What the feature at a place offered is worth, as if complete.
fn worth(game: &Game, pick: Pick) -> f32 {
    let Pick::Spot(pos, segment) = pick else {
        return 0.0;
    };
    let Some(tile) = game.board().index_at(pos) else {
        return 0.0;
    };
    let value = feature_value(game, game.segment_id(tile, segment));
    value.complete.unwrap_or(value.now) as f32
}

fn crop_circle(game: &Game, seat: usize, options: &[Pick]) -> Pick {
    let (step, add) = game.crop_circle();
    match step {
        Step::Choose => {
            let counts = followers_of_kind(game);
            let total: usize = counts.iter().sum();
            let share = counts[seat] * game.players();
            if share >= total {
                Pick::Choice(0)
            } else {
                Pick::Choice(1)
            }
        }
        Step::Act => {
            let spots = options
                .iter()
                .copied()
                .filter(|p| matches!(p, Pick::Spot(..)));
            if add {
                let best = spots.max_by(|a, b| worth(game, *a).total_cmp(&worth(game, *b)));
                match best {
                    Some(p) if worth(game, p) > FOLLOWER_IN_HAND => p,
                    _ if options.contains(&Pick::Home) => Pick::Home,
                    _ => options[0],
                }
            } else {
                spots
                    .min_by(|a, b| worth(game, *a).total_cmp(&worth(game, *b)))
                    .unwrap_or(options[0])
            }
        }
        // The plain follower first, as offered.
        Step::Figure { .. } | Step::Idle => options[0],
    }
}
