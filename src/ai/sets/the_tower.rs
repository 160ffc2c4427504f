//! The Tower: floors in hand and prisoners held count in a position's
//! worth; a capture takes the follower whose loss leaves the position best
//! for the captor (or nobody, when none helps); a ransom is paid when the
//! player has no follower at home, or one, and the game has long to run.

use super::part::{FOLLOWER_IN_HAND, Rows, SetOutlook, weight};
use crate::rules::phase::Pick;
use crate::rules::set_names::SetAction;
use crate::rules::sets::the_tower::{Action, CAPTURE};
use crate::rules::{Award, Figure, Game, SetId, scoring};

/// A floor still in hand: a capture it may make later, a little less
/// than half a follower at home.
const FLOOR_IN_HAND: f32 = 0.5;
/// A prisoner held: 3 points when its owner buys it back, and the owner
/// one follower short meanwhile.
const PRISONER_HELD: f32 = 1.5;

pub const OUTLOOK: SetOutlook = SetOutlook {
    measures: &["Floors in hand", "Prisoners held"],
    measure,
    // Set by judgement, not fitted yet: as the normal player counts them.
    weights: &[
        weight("Floors in hand", FLOOR_IN_HAND, FLOOR_IN_HAND),
        weight("Prisoners held", PRISONER_HELD, PRISONER_HELD),
    ],
    greedy_worth,
    choices: &[(CAPTURE, capture)],
    act: ransom,
    // Its 18 tiles, so the share of tiles to come spans 0 to 1 as the
    // base game's weights were fitted on (out of 71 it began at 1.25).
    tiles_counted: 18.0,
    ..SetOutlook::of(SetId::TheTower)
};

fn held_by(game: &Game, jailer: usize) -> usize {
    (game.prisoners().iter())
        .filter(|x| x.jailer as usize == jailer)
        .count()
}

fn measure(game: &Game, _: &[Award], rows: &mut Rows, first: usize) {
    for p in 0..game.players() {
        rows.set(p, first, game.floors_left(p) as f32);
        rows.set(p, first + 1, held_by(game, p) as f32);
    }
}

fn greedy_worth(game: &Game, player: usize, worth: &mut f32) {
    *worth += FLOOR_IN_HAND * game.floors_left(player) as f32
        + PRISONER_HELD * held_by(game, player) as f32;
}

/// The seat's standing less the best rival's, as the normal player counts
/// a standing (final score now, followers in hand, and this set's worth):
/// with the set alone the normal player's own judgement (`greedy::evaluate`,
/// which this part may not call: the normal player calls the parts).
fn margin(game: &Game, seat: usize) -> f32 {
    let ended = scoring::final_scores(game);
    let standing = |p: usize| {
        let mut worth = ended[p] as f32 + FOLLOWER_IN_HAND * game.supply(p) as f32;
        greedy_worth(game, p, &mut worth);
        worth
    };
    let rivals = (0..game.players()).filter(|&p| p != seat);
    standing(seat) - rivals.map(standing).fold(f32::MIN, f32::max)
}

/// The capture that leaves the captor's position best as the normal player
/// judges it; nobody (offered first) unless one is better.
fn capture(game: &Game, seat: usize, options: &[Pick]) -> Pick {
    let mut best = (f32::MIN, options[0]);
    for &pick in options {
        let mut after = game.clone();
        if after.decide(pick).is_err() {
            continue;
        }
        let worth = margin(&after, seat);
        if worth > best.0 {
            best = (worth, pick);
        }
    }
    best.1
}

/// Tiles left below which a follower bought back has little to score.
const LATE: usize = 12;

/// A ransom when the player has no follower at home (or one, early on),
/// the large meeple first.
fn ransom(game: &Game, seat: usize, offered: &[SetAction]) -> Option<SetAction> {
    let at_home = game.in_supply(seat, Figure::Follower) + game.in_supply(seat, Figure::Large);
    let left = game.tiles_left();
    let wanted = at_home == 0 && left >= LATE || at_home == 1 && left >= 3 * LATE;
    if !wanted {
        return None;
    }
    let large = offered.iter().find(|&&a| {
        matches!(
            Action::of(a),
            Some(Action::Ransom {
                figure: Figure::Large,
                ..
            })
        )
    });
    large.or(offered.first()).copied()
}
