//! The Messengers: no measures of its own (the score is the two figures
//! together, which the core's measures see). The player whose turn it is
//! puts their points on the figure that then stands on a multiple of 5
//! (a message is worth at least its 2 points), else on the score meeple;
//! other seats put theirs where the figure is left one short of it, a
//! point from a message next time, or else on the score meeple; a figure
//! with a robber beside it only where its message outweighs the robbery.
//! A message
//! is carried out when it gives more than its 2 points (another tile
//! always); the follower it scores and takes back is the one whose
//! feature gives most. Which message comes is weighed by the search over
//! those not yet drawn (`moves::weigh`).

use super::part::SetOutlook;
use crate::rules::phase::Pick;
use crate::rules::scoring::feature_value;
use crate::rules::sets::messengers::messages::{INSTEAD, Message, worth};
use crate::rules::sets::messengers::{MESSENGER, Step, figures};
use crate::rules::sets::robbers::robbers_beside;
use crate::rules::sets::robbers::robbing::{share, unrobbable};
use crate::rules::{Game, SetId};

pub const OUTLOOK: SetOutlook = SetOutlook {
    choices: &[(MESSENGER, messenger)],
    ..SetOutlook::of(SetId::Messengers)
};

/// Where the turn's points would leave each figure: the score meeple
/// counts them until they are put elsewhere, the messenger would gain them.
/// A figure with a robber beside it (The Robbers) is moved only where the
/// other is robbed too, or where the message it draws outweighs the
/// robber's share.
fn figure_for(game: &Game, seat: usize) -> Pick {
    let [meeple, messenger] = figures(game, seat);
    let pending = game.pending_points(seat);
    let ends = [meeple, messenger + pending];
    // The player draws on a multiple of 5; the others aim one short of it.
    let aim = if seat == game.current_player() { 0 } else { 4 };
    let good = ends.map(|points| points % 5 == aim);
    let (robbed, loot) = robbers(game, seat);
    // Points won by robbing: nobody robs them.
    let loot = loot.min(pending);
    let cost = |f: usize| {
        let robbery = if robbed[f] { share(pending - loot) } else { 0 };
        let message = if good[f] && aim == 0 { INSTEAD } else { 0 };
        robbery as i32 - message as i32
    };
    let (on_meeple, on_messenger) = (cost(0), cost(1));
    match on_messenger < on_meeple || (on_messenger == on_meeple && good == [false, true]) {
        true => Pick::Choice(1),
        false => Pick::Choice(0),
    }
}

/// Which of the seat's two figures a robber stands beside (The Robbers),
/// and the seat's points won by robbing that no figure has moved yet.
fn robbers(game: &Game, seat: usize) -> ([bool; 2], u32) {
    let mut robbed = [false; 2];
    if !game.rules().robbers {
        return (robbed, 0);
    }
    for (_, figure) in robbers_beside(game, seat) {
        robbed[figure as usize] = true;
    }
    (robbed, unrobbable(game, seat))
}

fn messenger(game: &Game, seat: usize, options: &[Pick]) -> Pick {
    match game.messenger_step() {
        Step::Figure => figure_for(game, seat),
        Step::Message(m) => {
            let message = Message::of(m);
            let gain = worth(game, seat, message).unwrap_or(0);
            match message == Message::AnotherTile || gain > INSTEAD {
                true => Pick::Choice(2),
                false => Pick::Choice(3),
            }
        }
        Step::Follower => {
            let value = |p: &Pick| match *p {
                Pick::Spot(pos, segment) => game.board().index_at(pos).map_or(0, |tile| {
                    feature_value(game, game.segment_id(tile, segment)).now
                }),
                _ => 0,
            };
            (options.iter().copied())
                .max_by_key(value)
                .unwrap_or(options[0])
        }
        Step::Draw | Step::Idle => options[0],
    }
}
