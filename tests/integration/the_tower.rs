//! The Tower, played as docs/rules/the-tower.md states it, on small boards
//! worked out by hand in the comments, and over the wire as a host and its
//! screens play it. D starts at (0, 0): a city cap to the north, a road
//! west to east; y grows to the north. U is a straight road (turned once:
//! west to east); OA a tower tile with a city cap (turned twice: the cap
//! to the south, its foundation in the field).

use std::time::Duration;

use crate::common;
use carcassonne::ai::AiKind;
use carcassonne::ai::moving_on::CHOOSER;
use carcassonne::net::judge::check_ask;
use carcassonne::net::steps::{Steps, follow};
use carcassonne::net::view::TableView;
use carcassonne::rules::set_names::SetRefusal;
use carcassonne::rules::sets::the_tower::Prisoner;
use carcassonne::rules::{Figure, GameRecord, Move, Refusal, Rules, Table};
use common::{events, replay};
use rand::SeedableRng;
use rand::rngs::SmallRng;

const TOWER: &str = "farmers: true, the_tower: true";

/// Black's road at (1, 0); Red's thief on the road at (2, 0); Black's OA
/// south of it at (2, -1), with Black's knight in its city; then Red's
/// road at (3, 0), with `red_deploys`.
fn knight_beside_a_foundation(red_deploys: &str) -> Vec<String> {
    vec![
        r#"Place(tile: "U", x: 1, y: 0, rot: 1, meeple: None)"#.into(),
        r#"Place(tile: "U", x: 2, y: 0, rot: 1, meeple: Some(Follower("E")))"#.into(),
        r#"Place(tile: "OA", x: 2, y: -1, rot: 2, meeple: Some(Follower("S")))"#.into(),
        format!(r#"Place(tile: "U", x: 3, y: 0, rot: 1, meeple: {red_deploys})"#),
    ]
}

/// The board of `knight_beside_a_foundation` with Black's follower on
/// the road at (1, 0) instead of Red's thief at (2, 0), then Red's floor
/// on the foundation, choosing `chose` in the capture.
fn floor_beside_blacks_road(chose: &str) -> Vec<String> {
    let mut t = knight_beside_a_foundation("None");
    t[0] = r#"Place(tile: "U", x: 1, y: 0, rot: 1, meeple: Some(Follower("E")))"#.into();
    t[1] = r#"Place(tile: "U", x: 2, y: 0, rot: 1, meeple: None)"#.into();
    t[3] = format!(
        r#"Place(tile: "U", x: 3, y: 0, rot: 1, meeple: Some(Floor(x: 2, y: -1)), chose: [{chose}])"#
    );
    t
}

fn turns(t: &[String]) -> Vec<&str> {
    t.iter().map(String::as_str).collect()
}

/// Red's floor makes the foundation a tower one high: it reaches its own
/// square, where Black's knight stands, and Red takes it prisoner. Then
/// Black's floor makes it two high: it reaches Red's thief a square north,
/// and Black's capture of it sends both home at once (the exchange).
#[test]
fn a_capture_takes_a_prisoner_and_a_capture_back_exchanges_them() {
    let mut t = knight_beside_a_foundation(
        r#"Some(Floor(x: 2, y: -1)), chose: [Spot(phase: "capture", x: 2, y: -1, place: "S")]"#,
    );
    let game = replay(TOWER, &turns(&t)).unwrap();
    let held = Prisoner {
        owner: 0,
        figure: Figure::Follower,
        jailer: 1,
    };
    assert_eq!(game.prisoners(), [held]);
    assert_eq!((game.supply(0), game.held(0, Figure::Follower)), (6, 1));
    assert_eq!(game.towers()[0].height, 1);
    assert_eq!(game.floors_left(1), 9);
    // Red's thief is still on the road, Black's knight is not in its city.
    assert_eq!(game.meeples().len(), 1);
    t.push(
        r#"Place(tile: "U", x: -1, y: 0, rot: 1, meeple: Some(Floor(x: 2, y: -1)),
            chose: [Spot(phase: "capture", x: 2, y: 0, place: "E")])"#
            .into(),
    );
    let game = replay(TOWER, &turns(&t)).unwrap();
    assert!(game.prisoners().is_empty());
    assert!(game.meeples().is_empty());
    assert_eq!((game.supply(0), game.supply(1)), (7, 7));
    assert_eq!(game.towers()[0].height, 2);
    assert!(events(&game).is_empty(), "a capture scores nothing");
}

/// A capture reaches along the tower's four lines only: Black's road at
/// (1, 0) lies a square west and a square north of the foundation, and
/// a one-high tower does not reach it; a builder-less, follower-less
/// square neither. Refused on reading, with nothing else changed.
#[test]
fn a_capture_out_of_reach_or_a_floor_on_a_closed_tower_is_refused() {
    let t = floor_beside_blacks_road(r#"Spot(phase: "capture", x: 1, y: 0, place: "E")"#);
    let e = replay(TOWER, &turns(&t)).unwrap_err();
    assert!(e.contains("is not among the choices now"), "{e}");
    // Nobody is always a choice.
    let mut t = floor_beside_blacks_road(r#"Home(phase: "capture")"#);
    let game = replay(TOWER, &turns(&t)).unwrap();
    assert_eq!(game.meeples().len(), 2);
    // A follower closes the tower; no floor goes on it after.
    t.push(r#"Place(tile: "U", x: -1, y: 0, rot: 1, meeple: Some(TowerTop(x: 2, y: -1)))"#.into());
    let game = replay(TOWER, &turns(&t)).unwrap();
    assert_eq!(game.towers()[0].top, Some((0, Figure::Follower)));
    assert_eq!(game.held(0, Figure::Follower), 1);
    t.push(r#"Place(tile: "U", x: 4, y: 0, rot: 1, meeple: Some(Floor(x: 2, y: -1)))"#.into());
    let e = replay(TOWER, &turns(&t)).unwrap_err();
    assert!(e.contains("closes that tower"), "{e}");
    // No follower on top of a bare foundation.
    let bare = knight_beside_a_foundation(r#"Some(TowerTop(x: 2, y: -1))"#);
    assert!(replay(TOWER, &turns(&bare)).is_err());
}

/// A follower on top of a tower goes home with every figure on its square
/// when a neutral figure takes the square (the dragon eats it: the
/// publisher's list, docs/rules/the-tower.md); the tower is open again and
/// its floor stays.
#[test]
fn a_follower_on_top_goes_home_with_its_square_and_the_tower_opens() {
    let mut t = floor_beside_blacks_road(r#"Home(phase: "capture")"#);
    t.push(r#"Place(tile: "U", x: -1, y: 0, rot: 1, meeple: Some(TowerTop(x: 2, y: -1)))"#.into());
    let mut game = replay(TOWER, &turns(&t)).unwrap();
    let square = game
        .board()
        .index_at(carcassonne::rules::Pos::new(2, -1))
        .unwrap();
    let (supply, on_board) = (game.supply(0), game.meeples().len());
    // The follower on top is a figure on the board outside the features,
    // which a phase's pick that takes it tells with the figures sent home.
    let on_top = game.figures_on_squares();
    assert_eq!(on_top.len(), 1);
    assert_eq!((on_top[0].player, on_top[0].tile as usize), (0, square));
    // Black's knight in OA's city and Black's follower on top.
    assert_eq!(game.send_home_from(square), 2);
    assert_eq!(game.towers()[0].top, None);
    assert!(game.figures_on_squares().is_empty());
    assert_eq!(game.towers()[0].height, 1);
    assert_eq!(game.held(0, Figure::Follower), 0);
    assert_eq!(game.supply(0), supply + 2);
    assert_eq!(game.meeples().len(), on_board - 1);
    assert!(events(&game).is_empty(), "going home scores nothing");
}

/// A ransom: 3 of the owner's points to the jailer, the follower back in
/// its supply. Refused with fewer than 3 points, with the reason.
#[test]
fn a_ransom_pays_three_points_and_needs_them() {
    let capture =
        r#"Some(Floor(x: 2, y: -1)), chose: [Spot(phase: "capture", x: 2, y: -1, place: "S")]"#;
    let mut t = knight_beside_a_foundation(capture);
    // Black, with no points, offers to pay Red (seat 1: 1 × 8 + the
    // follower's slot 0).
    t.push(
        r#"Place(tile: "U", x: -1, y: 0, rot: 1, meeple: None, acts: [Act(act: "Ransom", arg: 8)])"#
            .into(),
    );
    let e = replay(TOWER, &turns(&t)).unwrap_err();
    assert!(e.contains("costs 3 points and the score is 0"), "{e}");
    // Black closes D's city with E at (0, 1) first: 4 points; then pays.
    t[4] = r#"Place(tile: "E", x: 0, y: 1, rot: 2, meeple: Some(Follower("S")))"#.into();
    t.push(r#"Place(tile: "U", x: 4, y: 0, rot: 1, meeple: None)"#.into());
    t.push(
        r#"Place(tile: "U", x: -1, y: 0, rot: 1, meeple: None,
            acts: [Act(act: "Ransom", arg: 8)])"#
            .into(),
    );
    let game = replay(TOWER, &turns(&t)).unwrap();
    assert_eq!(game.scores(), vec![1, 3]);
    assert!(game.prisoners().is_empty());
    // The follower bought back is in the supply again.
    assert_eq!((game.supply(0), game.held(0, Figure::Follower)), (7, 0));
    let paid = events(&game).into_iter().find(|e| e.1 == "paid").unwrap();
    assert_eq!(paid, common::ev(Some(6), "paid", 3, &[1]));
    // A second ransom in the turn: there is no second prisoner to free.
    let mut twice = t.clone();
    twice[6] = twice[6].replace(
        r#"acts: [Act(act: "Ransom", arg: 8)]"#,
        r#"acts: [Act(act: "Ransom", arg: 8), Act(act: "Ransom", arg: 8)]"#,
    );
    let e = replay(TOWER, &turns(&twice)).unwrap_err();
    assert!(e.contains("no such"), "{e}");
    // Acts listed on a drawn tile discarded: none may come before it.
    let mut on_discard = t.clone();
    on_discard[6] = r#"Discard(tile: "U", acts: [Act(act: "Ransom", arg: 8)])"#.into();
    let e = replay(TOWER, &turns(&on_discard)).unwrap_err();
    assert!(e.contains("only a held tile let go"), "{e}");
}

/// Black's turn with 4 points and a follower held by Red: Red's floor
/// took Black's knight, then Black closed D's city (a table continuing
/// that record, the next tile drawn).
fn black_to_pay_a_ransom() -> Table {
    let capture =
        r#"Some(Floor(x: 2, y: -1)), chose: [Spot(phase: "capture", x: 2, y: -1, place: "S")]"#;
    let mut t = knight_beside_a_foundation(capture);
    t.push(r#"Place(tile: "E", x: 0, y: 1, rot: 2, meeple: Some(Follower("S")))"#.into());
    t.push(r#"Place(tile: "U", x: 4, y: 0, rot: 1, meeple: None)"#.into());
    let record = GameRecord::from_ron(&common::record(TOWER, &turns(&t))).unwrap();
    Table::resume(record).unwrap()
}

/// A ransom paid mid-turn outlives a save made before the turn ends (the
/// window saves after every act): the saved record lists it apart, and a
/// table continuing the record pays it again, once. A saved act the game
/// refuses is a clear error, not a game quietly changed.
#[test]
fn a_ransom_paid_mid_turn_is_kept_by_a_save() {
    let mut table = black_to_pay_a_ransom();
    let ransom = table.act_options()[0];
    table.act(ransom).unwrap();
    let saved = table.record_now();
    assert_eq!(saved.acts_in_turn.len(), 1);
    assert!(table.record().acts_in_turn.is_empty());
    let text = saved.to_ron();
    assert!(text.contains("acts_in_turn"), "{text}");
    let again = Table::resume(GameRecord::from_ron(&text).unwrap()).unwrap();
    assert_eq!(again.acted(), [ransom]);
    assert_eq!(again.game().scores(), table.game().scores());
    assert_eq!(again.game().prisoners(), table.game().prisoners());
    assert!(
        again.act_options().is_empty(),
        "no prisoner left to buy back"
    );
    // Saved again before anything else, the act is still listed once.
    assert_eq!(again.record_now().acts_in_turn, saved.acts_in_turn);
    // A second ransom saved with the first: no prisoner is left to free.
    let mut twice = saved.clone();
    twice.acts_in_turn.push(twice.acts_in_turn[0].clone());
    let Err(e) = Table::resume(twice) else {
        panic!("a second ransom with no prisoner was made again");
    };
    let e = e.to_string();
    assert!(e.contains("the acts of the turn not yet ended"), "{e}");
}

/// A screen given the host's whole table mid-turn, after a ransom (a
/// screen that joins or catches up), makes the ransom once: its table
/// stands as the host's, scores and prisoners alike.
#[test]
fn a_screen_given_the_table_after_a_ransom_makes_it_once() {
    let mut host = black_to_pay_a_ransom();
    let ransom = host.act_options()[0];
    host.act(ransom).unwrap();
    let screen = TableView::of(&host)
        .table()
        .expect("the screen follows the host's table");
    assert_eq!(screen.game().scores(), host.game().scores());
    assert_eq!(screen.game().prisoners(), host.game().prisoners());
    assert_eq!(screen.acted(), [ransom]);
    // The same after its tile is placed.
    let at = host.legal_placements()[0];
    host.place(at).unwrap();
    let screen = TableView::of(&host)
        .table()
        .expect("the screen follows the host's table");
    assert_eq!(screen.game().scores(), host.game().scores());
    assert_eq!(screen.placed(), Some(at));
}

/// A network game with the set: each screen makes the host's steps (acts,
/// floors, captures) on its own table and ends with the host's record; a
/// screen's ransom it cannot pay, out of turn or in, is refused with the
/// set's reason and changes nothing.
#[test]
fn screens_follow_a_tower_game_and_a_hostile_ransom_is_refused() {
    let rules = Rules {
        the_tower: true,
        ..Rules::default()
    };
    let mut acts = 0;
    for seed in 0..3 {
        let names = vec!["Host".to_string(), "Ann".to_string()];
        let mut host = Table::new(names, rules, seed);
        let mut screen = TableView::of(&host).table().unwrap();
        let mut steps = Steps::default();
        let mut rng = SmallRng::seed_from_u64(seed);
        while let Some(tile) = host.in_hand() {
            let seat = host.game().current_player();
            // A ransom of a prisoner nobody holds (held by the seat
            // itself): refused, nothing changed.
            let ransom = carcassonne::rules::SetAction::named("Ransom", None).unwrap();
            let stranger = carcassonne::rules::SetAction {
                arg: seat as u8 * 8,
                ..ransom
            };
            let before = TableView::of(&host);
            let asked = check_ask(&host, seat, &Move::Act(stranger)).unwrap();
            match host.make(asked) {
                Err(Refusal::Set(SetRefusal::TheTower(_))) | Err(Refusal::NotOffered(_)) => {}
                other => panic!("{other:?}"),
            }
            assert_eq!(TableView::of(&host), before);
            let choice = AiKind::Greedy.choose_turn(host.game(), tile, &mut rng, Duration::ZERO);
            acts += choice.act.is_some() as usize;
            let mut made = Vec::new();
            for m in choice.steps(&host) {
                made.extend(host.make(check_ask(&host, seat, &m).unwrap()).unwrap());
            }
            made.extend(host.make_steps(CHOOSER).unwrap());
            for h in &made {
                if let Some(step) = steps.heard(h) {
                    follow(&mut screen, &step).unwrap();
                }
            }
        }
        let without_seed = GameRecord {
            seed: None,
            ..host.record().clone()
        };
        assert_eq!(screen.record(), &without_seed, "seed {seed}");
        assert_eq!(screen.game().scores(), host.game().scores());
    }
    assert!(acts > 0, "the normal player paid no ransom in three games");
}
