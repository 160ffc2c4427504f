//! The Robbers played as docs/rules/robbers.md states it: who is asked in
//! the robber step and what they may choose, the robbery's share of a
//! scoring, points won by robbing robbed by nobody, and random games with
//! the set alone and with every set, whose records replay.

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use super::placing::{ROBBER, beside, beside_figure, seat_picked};
use super::robbing::{rob, share};
use super::state::Robbers as State;
use crate::rules::game::Game;
use crate::rules::phase::Pick;
use crate::rules::random_play::{normal_tile_move, random_game};
use crate::rules::set_names::{Rules, SetId};
use crate::rules::sets::messengers::{MESSENGER, Step};
use crate::rules::table::Table;
use crate::rules::tileset::catalog;
use crate::rules::types::{Award, ScoreKind, Scored, seats_in};

fn rules(every: bool) -> Rules {
    Rules::with_set(SetId::Robbers, every)
}

/// A game of `players` with each seat's robber as `beside` says.
fn with_robbers(players: usize, beside: &[Option<u8>]) -> Game {
    let names = (0..players).map(|i| format!("P{i}")).collect();
    let mut game = Table::new(names, rules(false), 1).game().clone();
    let state = game.sets_state.get_mut::<State>();
    state.beside[..beside.len()].copy_from_slice(beside);
    game
}

/// The robberies the score meeples of `players` (a mask) moving `points`
/// make in `game`: a city's points, say.
fn robbed_by(game: &mut Game, points: u32, players: u8) -> Vec<Award> {
    let mut out = Vec::new();
    for seat in seats_in(players) {
        rob(game, seat, 0, points, &mut out);
    }
    out
}

#[test]
fn a_robber_takes_half_rounded_up_of_the_next_move_and_comes_home() {
    assert_eq!([share(1), share(3), share(7), share(8)], [1, 2, 4, 4]);
    // Red (1) and Yellow (2) both stand beside Blue (0); Blue scores 5.
    let mut game = with_robbers(3, &[None, Some(0), Some(0)]);
    let robberies = robbed_by(&mut game, 5, 0b001);
    let [robbery] = robberies[..] else {
        panic!("one robbery of Blue's move: {robberies:?}");
    };
    assert_eq!((robbery.points, robbery.players), (3, 0b110));
    let robbers = ScoreKind::Set(SetId::Robbers);
    assert_eq!((robbery.kind, robbery.what), (robbers, Scored::Tokens(0)));
    assert_eq!([beside(&game, 1), beside(&game, 2)], [None, None]);
    // The next move robs nothing; a shared city robs each seat's robber.
    assert!(robbed_by(&mut game, 4, 0b001).is_empty());
    let mut game = with_robbers(3, &[Some(1), Some(0), None]);
    let both = robbed_by(&mut game, 9, 0b011);
    let shares: Vec<(u32, u8)> = both.iter().map(|a| (a.points, a.players)).collect();
    assert_eq!(shares, [(5, 0b010), (5, 0b001)]);
}

#[test]
fn points_won_by_robbing_are_not_robbed_and_the_robber_stays() {
    // Red (1) beside Blue (0), Blue's beside Green (2): Green scores 6,
    // Blue robs 3, and Blue's figure moving those 3 gives Red nothing.
    let mut game = with_robbers(3, &[Some(2), Some(0), None]);
    let [robbery] = robbed_by(&mut game, 6, 0b100)[..] else {
        panic!("Blue robs Green");
    };
    assert_eq!((robbery.points, robbery.players), (3, 0b001));
    super::robbing::loot(&mut game, &robbery);
    assert!(robbed_by(&mut game, 3, 0b001).is_empty());
    assert_eq!(beside(&game, 1), Some(0), "Red's robber waits beside Blue");
    // Nor does a move of nothing; Blue's next points are robbed.
    assert!(robbed_by(&mut game, 0, 0b001).is_empty());
    assert_eq!(robbed_by(&mut game, 4, 0b001)[0].points, 2);
}

/// With The Messengers, a robber stands beside one of the seat's two
/// figures and robs only that figure's move (the Complete Annotated
/// Rules' examples): a move of the other leaves it waiting.
#[test]
fn beside_one_of_two_figures_a_robber_robs_only_that_ones_move() {
    let mut game = with_robbers(2, &[None, Some(0)]);
    game.sets_state.get_mut::<State>().figure[1] = 1;
    let mut out = Vec::new();
    rob(&mut game, 0, 0, 8, &mut out);
    assert!(out.is_empty(), "the score meeple moved: {out:?}");
    assert_eq!(beside_figure(&game, 1), Some((0, 1)));
    rob(&mut game, 0, 1, 8, &mut out);
    assert_eq!((out[0].points, out[0].players), (4, 0b10));
    assert_eq!(beside_figure(&game, 1), None);
}

/// Played through the table: a seat picked, then its figure; the robber
/// beside the messenger takes half of what the messenger moves, not
/// what the score meeple does, nor the points it won robbing; the
/// records replay.
#[test]
fn with_the_messengers_the_step_asks_the_figure_and_the_messenger_is_robbed() {
    let mut rules = rules(false);
    SetId::Messengers.set_in_play(&mut rules, true);
    let (mut asked, mut robbed_messenger) = (0, 0);
    for seed in 0..40 {
        let names = (0..2).map(|i| format!("P{i}")).collect();
        let mut table = Table::new(names, rules, seed);
        let mut rng = SmallRng::seed_from_u64(seed);
        while let Some(kind) = table.in_hand() {
            normal_tile_move(&mut table, kind, &mut rng);
            while let Some(phase) = table.phase_key() {
                let options = table.options();
                if phase == ROBBER && seat_picked(table.game()).is_none() {
                    let me = table.chooser_in_flight().unwrap();
                    let other = 1 - me;
                    if options.contains(&Pick::Seat(other as u8)) {
                        table.decide(Pick::Seat(other as u8)).unwrap();
                        let figures = table.options();
                        assert!(figures.iter().all(|p| matches!(p, Pick::Choice(0 | 1))));
                        assert!(table.decide(Pick::Home).is_err(), "a figure, not nothing");
                        let pick = *figures.last().unwrap();
                        table.decide(pick).unwrap();
                        // (Unless the game ended and final scoring robbed.)
                        let over = table.game().is_over();
                        assert!(over || beside(table.game(), me) == Some(other));
                        asked += 1;
                        continue;
                    }
                }
                // The robbed seat moves the figure its robber stands beside
                // or the other, at random; a robbery follows only the first.
                let game = table.game().clone();
                let figure_step = phase == MESSENGER && game.messenger_step() == Step::Figure;
                let seat = table.chooser_in_flight().unwrap();
                let robber = (0..2).find(|&r| beside(&game, r) == Some(seat));
                let pick = options[rng.random_range(0..options.len())];
                table.decide(pick).unwrap();
                // The game's last pick: final scoring moves score meeples.
                let (Some(r), true, false) = (robber, figure_step, table.game().is_over()) else {
                    continue;
                };
                let (_, figure) = beside_figure(&game, r).unwrap();
                let moved = pick == Pick::Choice(figure);
                let robbed_points =
                    |g: &Game| g.score_by_kind(r)[ScoreKind::Set(SetId::Robbers).index()];
                let robbed = robbed_points(table.game()) > robbed_points(&game);
                // Points won by robbing are robbed by nobody.
                let loot = game.sets_state.get::<State>().loot[seat];
                let moved = moved && game.pending_points(seat) > loot;
                assert_eq!(
                    robbed, moved,
                    "seed {seed}: {pick:?}, robber beside figure {figure}"
                );
                assert_eq!(beside(table.game(), r).is_none(), moved);
                robbed_messenger += (moved && figure == 1) as usize;
            }
        }
        let record = table.record();
        let replayed = record.replay().expect("the record replays");
        assert_eq!(replayed.scores(), table.game().scores(), "seed {seed}");
    }
    assert!(
        asked > 20 && robbed_messenger > 3,
        "{asked} asked, {robbed_messenger} messengers robbed"
    );
}

#[test]
fn the_player_then_the_next_with_a_robber_in_supply_are_asked() {
    let mut asked = 0;
    for seed in 0..30 {
        let names = (0..3).map(|i| format!("P{i}")).collect();
        let mut table = Table::new(names, rules(false), seed);
        while let Some(kind) = table.in_hand() {
            let p = table.legal_placements()[0];
            table.place(p).unwrap();
            table.end_turn().unwrap();
            if table.phase_key() != Some(ROBBER) {
                table.make_steps(crate::rules::phase::FIRST).unwrap();
                continue;
            }
            assert_eq!(catalog().get(kind).set, Some(SetId::Robbers));
            let me = table.game().current_player();
            assert_eq!(table.chooser_in_flight(), Some(me));
            let options = table.options();
            assert!(options.contains(&Pick::Home));
            assert!(
                !options.contains(&Pick::Seat(me as u8)),
                "never beside one's own"
            );
            assert!(table.decide(Pick::Seat(me as u8)).is_err());
            // Beside the next seat; the one after is asked next (its robber
            // is at home), and may go beside the player whose tile it is.
            let next = (me + 1) % 3;
            let after = (me + 2) % 3;
            let home = |t: &Table, s| beside(t.game(), s).is_none();
            let expected = [next, after].into_iter().find(|&s| home(&table, s));
            table.decide(Pick::Seat(next as u8)).unwrap();
            assert_eq!(beside(table.game(), me), Some(next));
            assert_eq!(table.chooser_in_flight(), expected);
            if expected.is_some() {
                assert!(table.options().contains(&Pick::Seat(me as u8)));
                table.decide(Pick::Home).unwrap();
            }
            asked += 1;
            break;
        }
    }
    assert!(asked > 10, "{asked}");
}

/// Random games with the set alone and with every set: robbers were
/// placed and robbed, and every record replays to the same scores.
#[test]
fn random_games_with_the_set_replay() {
    let robbed = ScoreKind::Set(SetId::Robbers).index();
    let (mut placed, mut robberies) = (0, 0);
    for seed in 0..40 {
        let players = 2 + seed as usize % 4;
        let table = random_game(rules(seed % 2 == 1), players, seed, |_| {}, |_, _| {});
        let record = table.record();
        placed += (record.turns.iter())
            .filter(|t| format!("{t:?}").contains("Seat"))
            .count();
        robberies += (0..players)
            .filter(|&p| table.game().score_by_kind(p)[robbed] > 0)
            .count();
        let replayed = record.replay().expect("the record replays");
        assert_eq!(replayed.scores(), table.game().scores(), "seed {seed}");
    }
    assert!(
        placed > 20 && robberies > 10,
        "{placed} robbers placed, {robberies} robbed"
    );
}
