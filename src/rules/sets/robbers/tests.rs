//! The Robbers played as docs/rules/robbers.md states it: who is asked in
//! the robber step and what they may choose, the robbery's share of a
//! scoring, points won by robbing robbed by nobody, and random games with
//! the set alone and with every set, whose records replay.

use super::placing::{ROBBER, beside};
use super::robbing::{rob, share};
use super::state::Robbers as State;
use crate::rules::game::Game;
use crate::rules::phase::Pick;
use crate::rules::random_play::random_game;
use crate::rules::set_names::{Rules, SetId};
use crate::rules::table::Table;
use crate::rules::tileset::catalog;
use crate::rules::types::{Award, ScoreKind, Scored};

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

fn award(points: u32, players: u8) -> Award {
    Award {
        kind: ScoreKind::City,
        points,
        players,
        what: Scored::Tokens(0),
    }
}

/// The robberies an award makes in `game`.
fn robbed_by(game: &mut Game, award: &Award) -> Vec<Award> {
    let mut out = Vec::new();
    rob(game, award, &mut out);
    out
}

#[test]
fn a_robber_takes_half_rounded_up_of_the_next_move_and_comes_home() {
    assert_eq!([share(1), share(3), share(7), share(8)], [1, 2, 4, 4]);
    // Red (1) and Yellow (2) both stand beside Blue (0); Blue scores 5.
    let mut game = with_robbers(3, &[None, Some(0), Some(0)]);
    let robberies = robbed_by(&mut game, &award(5, 0b001));
    let [robbery] = robberies[..] else {
        panic!("one robbery of Blue's move: {robberies:?}");
    };
    assert_eq!((robbery.points, robbery.players), (3, 0b110));
    let robbers = ScoreKind::Set(SetId::Robbers);
    assert_eq!((robbery.kind, robbery.what), (robbers, Scored::Tokens(0)));
    assert_eq!([beside(&game, 1), beside(&game, 2)], [None, None]);
    // The next move robs nothing; a shared city robs each seat's robber.
    assert!(robbed_by(&mut game, &award(4, 0b001)).is_empty());
    let mut game = with_robbers(3, &[Some(1), Some(0), None]);
    let both = robbed_by(&mut game, &award(9, 0b011));
    let shares: Vec<(u32, u8)> = both.iter().map(|a| (a.points, a.players)).collect();
    assert_eq!(shares, [(5, 0b010), (5, 0b001)]);
}

#[test]
fn points_won_by_robbing_are_not_robbed_and_the_robber_stays() {
    // Blue (0) robbed Green: Red's (1) robber beside Blue takes nothing.
    let mut game = with_robbers(3, &[None, Some(0), None]);
    let robbery = Award {
        kind: ScoreKind::Set(SetId::Robbers),
        ..award(3, 0b001)
    };
    assert!(robbed_by(&mut game, &robbery).is_empty());
    assert_eq!(beside(&game, 1), Some(0), "Red's robber waits beside Blue");
    // Nor does a move of nothing.
    assert!(robbed_by(&mut game, &award(0, 0b001)).is_empty());
    assert_eq!(beside(&game, 1), Some(0));
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
