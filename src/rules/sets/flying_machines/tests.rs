//! The Flying Machines played as docs/rules/flying-machines.md states it:
//! the arrow and the flight's squares, the table's roll and the landing,
//! a player's screen following the host's roll, and random games with the
//! set alone and with every set.

use super::flight::FLIGHT;
use super::flight::flier_of;
use super::state::Step;
use crate::rules::geometry::Pos;
use crate::rules::phase::Pick;
use crate::rules::random_play::random_game;
use crate::rules::set_names::Rules;
use crate::rules::set_names::{Figure, SetId};
use crate::rules::steps::{Happened, Move};
use crate::rules::table::Table;
use crate::rules::tileset::catalog;
use crate::rules::types::{Deploy, Placement};

#[test]
fn an_arrow_turns_with_its_tile_and_a_flight_goes_straight_or_diagonally() {
    let fd = catalog().get(catalog().by_id("FD").unwrap());
    // North-west as drawn; a quarter turn clockwise points it north-east.
    assert_eq!(fd.arrow_at(0), Some(7));
    assert_eq!(fd.arrow_at(1), Some(1));
    assert_eq!(Pos::new(0, 0).toward(1, 3), Pos::new(3, 3));
    assert_eq!(Pos::new(2, 0).toward(6, 2), Pos::new(0, 0));
    assert_eq!(Pos::new(0, 0).toward(4, 1), Pos::new(0, -1));
}

/// A table whose next tile is a flying machine, placed and its follower
/// sent flying: the table's rolls and what it told.
fn a_flight(seed: u64) -> Option<(Table, Vec<Happened>)> {
    a_flight_from(seed).map(|(table, told, _)| (table, told))
}

/// The table before a turn, the tile's placement and the deploy.
type Before = (Table, Placement, Deploy);

/// `a_flight`, with the table as it was before the tile, the tile's
/// placement and the deploy.
fn a_flight_from(seed: u64) -> Option<(Table, Vec<Happened>, Before)> {
    let rules = Rules::with_set(SetId::FlyingMachines, false);
    let mut table = Table::new(vec!["a".into(), "b".into()], rules, seed);
    for _ in 0..80 {
        let kind = table.in_hand()?;
        let p = table.legal_placements()[0];
        table.place(p).unwrap();
        let fly = (table.deploy_options().into_iter()).find(|d| flier_of(*d).is_some());
        if let Some(d) = fly {
            let mut before = table.clone();
            before.pick_up();
            table.make(Move::Choose(d)).unwrap();
            let told = table.make(Move::EndTurn).unwrap();
            assert_eq!(catalog().get(kind).set, Some(SetId::FlyingMachines));
            return Some((table, told, (before, p, d)));
        }
        table.end_turn().unwrap();
        table.make_steps(crate::rules::phase::FIRST).unwrap();
    }
    None
}

#[test]
fn the_table_rolls_the_die_and_the_follower_lands_or_goes_home() {
    let mut flights = 0;
    let mut landed = 0;
    for seed in 0..40 {
        let Some((mut table, told)) = a_flight(seed) else {
            continue;
        };
        flights += 1;
        let Happened::Decided { phase, pick, .. } = &told[1] else {
            panic!("the roll is told after the flight begins: {told:?}");
        };
        assert_eq!(
            (*phase, matches!(pick, Pick::Choice(0..=2))),
            (FLIGHT, true)
        );
        let flown = table.game().last_flight();
        if table.chooser_in_flight().is_some() {
            // It reached a tile with places: its owner chooses one.
            let (flier, step) = table.game().flight();
            assert!(matches!(step, Step::Land(_)));
            let seat = flier.expect("a follower in flight").seat as usize;
            let options = table.options();
            assert!(!options.is_empty());
            let before = table.game().in_supply(seat, Figure::Follower);
            // A place off the square reached is refused, and changes nothing.
            let elsewhere = Pick::Spot(Pos::new(99, 99), 0);
            let (meeples, step) = (table.game().meeples().to_vec(), table.game().flight().1);
            assert!(table.make(Move::Decide(elsewhere)).is_err());
            assert!(
                table.make(Move::Decide(Pick::Choice(2))).is_err(),
                "no second roll"
            );
            assert_eq!(
                (table.game().meeples(), table.game().flight().1),
                (&meeples[..], step)
            );
            let Pick::Spot(to, segment) = options[0] else {
                panic!("a landing is a place: {options:?}");
            };
            table.make(Move::Decide(options[0])).unwrap();
            let last = table.game().last_flight().unwrap();
            assert!(last.landed && last.to == to);
            let on = (table.game().meeples().iter()).any(|m| {
                m.player as usize == seat
                    && table.game().board().tiles()[m.tile as usize].pos == to
                    && m.segment == segment
            });
            // It stands there, its owner's supply as it was without it.
            assert!(on, "seed {seed}");
            assert_eq!(table.game().in_supply(seat, Figure::Follower), before);
            landed += 1;
        } else {
            assert!(flown.is_some_and(|f| !f.landed), "{flown:?}");
        }
        // The record replays with the roll it made.
        let replayed = table.record().replay().expect("the record replays");
        assert_eq!(replayed.meeples(), table.game().meeples());
    }
    assert!(
        flights > 10 && landed > 0,
        "{flights} flights, {landed} landed"
    );
}

/// A player's screen makes the host's steps on its own table: it rolls
/// nothing itself, waits with no seat to ask, and makes the host's roll.
#[test]
fn a_screen_that_follows_the_host_makes_the_hosts_roll() {
    let mut followed = 0;
    for seed in 0..30 {
        let Some((host, told, (before, p, deploy))) = a_flight_from(seed) else {
            continue;
        };
        let Some(Happened::Decided { pick: roll, .. }) = told.get(1) else {
            panic!("a roll follows the flight's start: {told:?}");
        };
        // The screen saw the game up to this turn's tile in hand.
        let mut screen = Table::mirrored(before.record().clone(), before.in_hand()).unwrap();
        screen.follow(Move::Place(p), &[]).unwrap();
        screen.follow(Move::Choose(deploy), &[]).unwrap();
        let begun = screen.follow(Move::EndTurn, &[]).unwrap();
        assert!(
            matches!(begun[..], [Happened::StepsBegin { .. }]),
            "{begun:?}"
        );
        assert!(screen.chance_in_flight() && screen.chooser_in_flight().is_none());
        let dealt = Happened::dealt(&told);
        screen.follow(Move::Decide(*roll), &dealt).unwrap();
        assert_eq!(screen.game().last_flight(), host.game().last_flight());
        assert_eq!(screen.chooser_in_flight(), host.chooser_in_flight());
        followed += 1;
    }
    assert!(followed > 5, "{followed}");
}

/// Random games, with the set alone and with every set: every follower
/// is on the board, in the supply or held; flights were made and some
/// crashed; every record replays to the same scores and figures.
#[test]
fn random_games_with_the_set_replay() {
    let (mut flown, mut crashed) = (0, 0);
    for seed in 0..40 {
        let rules = Rules::with_set(SetId::FlyingMachines, seed % 2 == 1);
        let players = 2 + seed as usize % 3;
        let check = |table: &Table, _: &[crate::rules::types::ScoreEvent]| {
            let game = table.game();
            for p in 0..players {
                let out = (game.meeples().iter())
                    .filter(|m| m.player as usize == p && m.figure == Figure::Follower)
                    .count() as u8;
                let home = game.in_supply(p, Figure::Follower) + game.held(p, Figure::Follower);
                assert_eq!(out + home, 7, "seed {seed}");
            }
            if let Some(last) = game.last_flight() {
                flown += 1;
                crashed += !last.landed as usize;
            }
        };
        let table = random_game(rules, players, seed, |_| {}, check);
        let replayed = table.record().replay().expect("the record replays");
        assert_eq!(replayed.scores(), table.game().scores(), "seed {seed}");
        assert_eq!(replayed.meeples(), table.game().meeples(), "seed {seed}");
    }
    assert!(
        flown > 20 && crashed > 0,
        "{flown} turns after a flight, {crashed} crashed"
    );
}

#[test]
fn a_flight_is_offered_only_on_a_machine_and_for_figures_that_fly() {
    let rules = Rules::with_set(SetId::FlyingMachines, true);
    let mut table = Table::new(vec!["a".into(), "b".into()], rules, 7);
    let mut seen = false;
    for _ in 0..120 {
        let Some(kind) = table.in_hand() else { break };
        let Some(&p) = table.legal_placements().first() else {
            break;
        };
        table.place(Placement { ..p }).unwrap();
        let flights: Vec<Figure> = (table.deploy_options().into_iter())
            .filter_map(flier_of)
            .collect();
        let machine = catalog().get(kind).set == Some(SetId::FlyingMachines);
        assert_eq!(!flights.is_empty(), machine, "{}", catalog().get(kind).id);
        assert!(!flights.contains(&Figure::Builder) && !flights.contains(&Figure::Pig));
        // A builder may not fly, nor a follower from another tile.
        let placed = table.game().board().tiles().len() as u8 - 1;
        let refused = [
            super::flight::fly(Figure::Builder, placed),
            super::flight::fly(Figure::Follower, 0),
        ];
        for d in refused.into_iter().filter(|_| machine) {
            assert!(table.choose(d).is_err(), "{d:?}");
        }
        seen |= flights.contains(&Figure::Abbot);
        table.choose(Deploy::None).unwrap();
        table.end_turn().unwrap();
        table.make_steps(crate::rules::phase::FIRST).unwrap();
    }
    assert!(seen, "the abbot may fly");
}
