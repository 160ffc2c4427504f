//! The Messengers: no measures of its own (the score is the two figures
//! together, which the core's measures see). The player whose turn it is
//! puts their points on the figure that then stands on a multiple of 5
//! (unless a robber beside it would take more, `ROBBERY`), and every seat
//! keeps its two figures where its next points are likeliest to end one
//! there (`figure_for`). A message
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

/// How often a player's points of their own turn leave each remainder
/// when divided by 5 (0 to 4). Counted in 200 greedy games with the
/// whole Big Box: 0.09, 0.14, 0.23, 0.23 and 0.31 (two-tile cities and
/// monasteries make 4 the usual remainder, 5 or 10 points the rarest);
/// sharpened here, as weighing the usual remainders more gave more
/// message points in those games (100 a game against 98).
const REMAINDERS: [f32; 5] = [0.05, 0.1, 0.25, 0.25, 0.35];

/// What a robber's share weighs beside the messages (The Robbers), at
/// the robbed figure's move: less than its points. A robber takes its
/// share at that figure's next move whenever it comes, the score
/// meeple's at the final scoring at the latest (a messenger kept still
/// may escape it), so dodging it mostly puts it off, and a figure kept
/// still to dodge it draws no messages.
/// Greedy players with the whole Big Box against the choice before (the
/// share at its points, the score meeple moved unless the messenger
/// draws a message), 1,000 games with the new choice at one seat:
/// weighed at 1, the messages did not rise; at 0 and at 0.3 alike the
/// margin rose by about 13 points a game (54% and 55% of games won), at
/// 0.3 with less taken by robbers (5 points a game more, not 12).
const ROBBERY: f32 = 0.3;

/// The chance that the seat's next points of its own turn can end one of
/// its figures, standing at `a` and `b`, on a multiple of 5: two figures
/// a different remainder short of one give two ways to draw.
fn chance_of_a_message(a: u32, b: u32) -> f32 {
    let short = |points: u32| REMAINDERS[((5 - points % 5) % 5) as usize];
    match a % 5 == b % 5 {
        true => short(a),
        false => short(a) + short(b),
    }
}

/// Which figure the turn's points go on. The player whose turn it is
/// draws a message where the figure ends on a multiple of 5 (a message is
/// worth at least its 2 points); beside that, each seat keeps its two
/// figures where its next points are likeliest to end one on a multiple
/// of 5 (`chance_of_a_message`), at a message's 2 points. A robber beside
/// a figure (The Robbers) weighs against moving it (`ROBBERY`).
fn figure_for(game: &Game, seat: usize) -> Pick {
    let [meeple, messenger] = figures(game, seat);
    // The score meeple counts the turn's points until they are put
    // elsewhere: where each choice leaves the two figures.
    let pending = game.pending_points(seat);
    let after = [
        [meeple, messenger],
        [meeple.saturating_sub(pending), messenger + pending],
    ];
    let draws_now = |f: usize| {
        let points = after[f][f];
        seat == game.current_player() && points > 0 && points.is_multiple_of(5)
    };
    let (robbed, loot) = robbers(game, seat);
    // Points won by robbing: nobody robs them.
    let loot = loot.min(pending);
    let cost = |f: usize| {
        let robbery = if robbed[f] { share(pending - loot) } else { 0 };
        let now = if draws_now(f) { 1.0 } else { 0.0 };
        let [a, b] = after[f];
        ROBBERY * robbery as f32 - INSTEAD as f32 * (now + chance_of_a_message(a, b))
    };
    match cost(1) < cost(0) {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::moving_on::CHOOSER;
    use crate::rules::{Rules, Table};

    #[test]
    fn two_figures_short_of_a_multiple_of_five_by_different_points_draw_more() {
        // 4 short of 5 (standing at 1) is likeliest to be reached.
        assert!(chance_of_a_message(1, 1) > chance_of_a_message(4, 4));
        assert!(chance_of_a_message(1, 3) > chance_of_a_message(1, 6));
        assert_eq!(chance_of_a_message(1, 6), chance_of_a_message(11, 1));
    }

    /// In greedy games with The Messengers alone, the player whose turn it
    /// is draws a message where one of the two figures would; every other
    /// figure choice leaves the figures likeliest to draw next.
    #[test]
    fn the_player_draws_where_a_figure_can_and_else_keeps_the_best_chance() {
        let rules = Rules {
            messengers: true,
            ..Rules::default()
        };
        for seed in 1..4 {
            let mut table = Table::new(vec!["A".into(), "B".into()], rules, seed);
            let mut rng = <rand::rngs::SmallRng as rand::SeedableRng>::seed_from_u64(seed);
            while let Some(tile) = table.in_hand() {
                let budget = std::time::Duration::from_millis(100);
                let choice =
                    crate::ai::AiKind::Greedy.choose_turn(table.game(), tile, &mut rng, budget);
                choice.play(&mut table, checked).unwrap();
            }
        }
        let [asked, drew] = *COUNTS.lock().unwrap();
        assert!(
            asked > 30 && drew > 5,
            "{asked} figure choices, {drew} drawing"
        );
    }

    static COUNTS: std::sync::Mutex<[u32; 2]> = std::sync::Mutex::new([0; 2]);

    fn checked(
        game: &Game,
        phase: &dyn crate::rules::phase::Phase,
        seat: usize,
        options: &[Pick],
    ) -> Pick {
        let pick = CHOOSER(game, phase, seat, options);
        if phase.key() != MESSENGER || game.messenger_step() != Step::Figure {
            return pick;
        }
        let [meeple, messenger] = figures(game, seat);
        let pending = game.pending_points(seat);
        let after = [[meeple, messenger], [meeple - pending, messenger + pending]];
        let draws = |f: usize| after[f][f] > 0 && after[f][f].is_multiple_of(5);
        let Pick::Choice(f) = pick else {
            panic!("a figure: {pick:?}")
        };
        let mut counts = COUNTS.lock().unwrap();
        counts[0] += 1;
        if seat == game.current_player() && (draws(0) || draws(1)) {
            assert!(draws(f as usize), "{after:?}: figure {f} draws nothing");
            counts[1] += 1;
        } else {
            let [a, b] = after[f as usize];
            let [c, d] = after[1 - f as usize];
            assert!(
                chance_of_a_message(a, b) >= chance_of_a_message(c, d),
                "{after:?}: figure {f}"
            );
        }
        pick
    }
}
