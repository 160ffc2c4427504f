//! The Princess & the Dragon's actions instead of a figure, played as
//! docs/rules/princess-and-dragon.md states them, on small boards worked
//! out by hand in the comments: the princess, the magic portal and the
//! fairy's points. D starts at (0, 0): a city cap to the north, a road
//! west to east; y grows to the north.

use crate::common;
use carcassonne::rules::Figure;
use common::{ev, events, replay};

const DRAGON: &str = "farmers: true, princess_dragon: true";

/// Black's PD (a princess city on N and W), turned twice, at (0, 1): its
/// city faces S, onto D's cap, and E; Black's knight in it.
const KNIGHT_IN_PRINCESS_CITY: &str =
    r#"Place(tile: "PD", x: 0, y: 1, rot: 2, meeple: Some(Follower("S")))"#;

#[test]
fn the_princess_sends_a_knight_of_her_city_home() {
    // Red's PA (a princess city on N, roads E, S, W) turned three times at
    // (1, 1): its city faces W and joins Black's. Red sends Black's knight
    // home instead of placing a figure. The city (D's cap, PD, PA's cap)
    // is closed by that tile and worth 6, but nobody stands in it now: no
    // score.
    let princess =
        r#"Place(tile: "PA", x: 1, y: 1, rot: 3, meeple: Some(Princess(x: 0, y: 1, place: "S")))"#;
    let game = replay(DRAGON, &[KNIGHT_IN_PRINCESS_CITY, princess]).unwrap();
    assert!(game.meeples().is_empty(), "{:?}", game.meeples());
    assert_eq!(game.supply(0), 7, "Black's knight is home");
    assert_eq!(events(&game), vec![]);
    assert_eq!(game.scores(), vec![0, 0]);
    // Without her, Red's tile closes Black's city: 6 to Black.
    let plain = r#"Place(tile: "PA", x: 1, y: 1, rot: 3, meeple: None)"#;
    let game = replay(DRAGON, &[KNIGHT_IN_PRINCESS_CITY, plain]).unwrap();
    assert_eq!(events(&game), vec![ev(Some(1), "city", 6, &[0])]);
}

#[test]
fn the_princess_takes_only_a_knight_of_her_own_city() {
    // D's road holds no knight, and a tile with no princess has none to
    // send: each record is refused, saying why.
    let on_road =
        r#"Place(tile: "PA", x: 1, y: 1, rot: 3, meeple: Some(Princess(x: 0, y: 0, place: "E")))"#;
    let err = replay(DRAGON, &[KNIGHT_IN_PRINCESS_CITY, on_road]).unwrap_err();
    assert!(err.contains("turn 1") && err.contains("Princess"), "{err}");
    let no_princess =
        r#"Place(tile: "E", x: 1, y: 1, rot: 3, meeple: Some(Princess(x: 0, y: 1, place: "S")))"#;
    let err = replay(DRAGON, &[KNIGHT_IN_PRINCESS_CITY, no_princess]).unwrap_err();
    assert!(err.contains("turn 1") && err.contains("Princess"), "{err}");
}

#[test]
fn through_the_magic_portal_a_follower_goes_to_another_tile() {
    // Black's MB (roads E, S, W meeting at a crossing) at (1, 0) continues
    // D's road; through its portal Black puts a follower on D's city cap
    // instead. Red's E (a cap) turned twice at (0, 1) closes that city:
    // two tiles, 4 to Black.
    let turns = [
        r#"Place(tile: "MB", x: 1, y: 0, rot: 0, meeple: Some(Portal(x: 0, y: 0, place: "N")))"#,
        r#"Place(tile: "E", x: 0, y: 1, rot: 2, meeple: None)"#,
    ];
    let game = replay(DRAGON, &turns[..1]).unwrap();
    let m = game.meeples()[0];
    assert_eq!((m.player, m.figure, m.tile), (0, Figure::Follower, 0));
    let game = replay(DRAGON, &turns).unwrap();
    assert_eq!(events(&game), vec![ev(Some(1), "city", 4, &[0])]);
    // A tile with no portal puts no figure elsewhere.
    let no_portal =
        r#"Place(tile: "U", x: 1, y: 0, rot: 1, meeple: Some(Portal(x: 0, y: 0, place: "N")))"#;
    assert!(replay(DRAGON, &[no_portal]).is_err());
}

/// Black's follower on a road U (turned once, W–E) at (1, 0); Red's U at
/// (-1, 0); Black's U at (2, 0), moving the fairy beside that follower
/// instead of placing a figure; Red's U at (-2, 0).
const FAIRY_BESIDE_BLACK: [&str; 4] = [
    r#"Place(tile: "U", x: 1, y: 0, rot: 1, meeple: Some(Follower("E")))"#,
    r#"Place(tile: "U", x: -1, y: 0, rot: 1, meeple: None)"#,
    r#"Place(tile: "U", x: 2, y: 0, rot: 1, meeple: Some(Fairy(x: 1, y: 0, place: "E")))"#,
    r#"Place(tile: "U", x: -2, y: 0, rot: 1, meeple: None)"#,
];

#[test]
fn the_fairy_gives_one_as_its_owners_turn_begins_and_three_when_its_feature_scores() {
    // After FAIRY_BESIDE_BLACK, as Black's turn begins: 1 (written with
    // the turn that passed it on). Black's VB
    // (a volcano, its road ending) turned once at (3, 0) ends the road's
    // east; nothing as Red's turn begins. Red's MB at (-3, 0) ends its
    // west: seven tiles, 7 to Black, and the fairy's 3 more. Black's
    // follower has gone home: no point as Black's next turn begins.
    let mut turns = FAIRY_BESIDE_BLACK.to_vec();
    turns.extend([
        r#"Place(tile: "VB", x: 3, y: 0, rot: 1, meeple: None)"#,
        r#"Place(tile: "MB", x: -3, y: 0, rot: 0, meeple: None)"#,
    ]);
    let game = replay(DRAGON, &turns).unwrap();
    assert_eq!(
        events(&game),
        vec![
            ev(Some(3), "fairy", 1, &[0]),
            ev(Some(5), "road", 7, &[0]),
            ev(Some(5), "fairy", 3, &[0]),
        ]
    );
    assert_eq!(game.scores(), vec![11, 0]);
    // The fairy may only go beside the player's own follower.
    let mut beside_red = FAIRY_BESIDE_BLACK[..3].to_vec();
    beside_red[1] = r#"Place(tile: "U", x: -1, y: 0, rot: 1, meeple: Some(Follower("W")))"#;
    beside_red[2] =
        r#"Place(tile: "U", x: 2, y: 0, rot: 1, meeple: Some(Fairy(x: -1, y: 0, place: "W")))"#;
    assert!(replay(DRAGON, &beside_red).is_err());
}

#[test]
fn the_fairys_three_come_at_the_end_too() {
    // As above until the fairy stands beside Black's follower and Black's
    // turn has begun once with it (1). Scored as the game would end: the
    // open road (five tiles) 5 to Black, and the fairy's 3 more.
    let mut game = replay(DRAGON, &FAIRY_BESIDE_BLACK).unwrap();
    game.score_now();
    assert_eq!(
        events(&game),
        vec![
            ev(Some(3), "fairy", 1, &[0]),
            ev(None, "road", 5, &[0]),
            ev(None, "fairy", 3, &[0]),
        ]
    );
}
