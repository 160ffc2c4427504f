//! Inns & Cathedrals' inns and cathedrals, scored as
//! docs/rules/inns-and-cathedrals.md states them, on small boards worked
//! out by hand in the comments.

use crate::common;
use common::{events, replay, score_now};

const INNS: &str = "farmers: true, inns_cathedrals: true";

/// D starts at (0, 0) with its road W–E. IK (a road from S with an inn,
/// turned so the road comes from E) ends the road at (-1, 0), Black's
/// follower on it; A (a monastery, its road turned to W) ends it at (1, 0).
const INN_ROAD: [&str; 2] = [
    r#"Place(tile: "IK", x: -1, y: 0, rot: 3, meeple: Some(Follower("E")))"#,
    r#"Place(tile: "A", x: 1, y: 0, rot: 1, meeple: None)"#,
];

#[test]
fn a_completed_road_with_an_inn_scores_two_points_a_tile() {
    // Three tiles (IK, D, A), an inn: 3 × 2 = 6 to Black, at Red's turn.
    let game = replay(INNS, &INN_ROAD).unwrap();
    assert_eq!(events(&game), vec![(Some(1), "road".into(), 6, vec![0])]);
    assert_eq!(game.score(0), 6);
}

#[test]
fn a_road_with_an_inn_still_open_at_the_end_scores_nothing() {
    // Only IK placed: the road IK–D is open at its east end. Without the
    // inn it would score 2 at the end; with it, nothing.
    let game = score_now(INNS, &INN_ROAD[..1]);
    let road: Vec<_> = events(&game)
        .into_iter()
        .filter(|e| e.1 == "road")
        .collect();
    assert!(road.iter().all(|e| e.2 == 0), "{road:?}");
    assert_eq!(game.score(0), 0);
}

/// IA (the cathedral, a city on all four edges) joins D's city at (0, 1),
/// Black's follower in it; three city caps (E) close it on N, E and W.
const CATHEDRAL_CITY: [&str; 4] = [
    r#"Place(tile: "IA", x: 0, y: 1, rot: 0, meeple: Some(Follower("N")))"#,
    r#"Place(tile: "E", x: 0, y: 2, rot: 2, meeple: None)"#,
    r#"Place(tile: "E", x: 1, y: 1, rot: 3, meeple: None)"#,
    r#"Place(tile: "E", x: -1, y: 1, rot: 1, meeple: None)"#,
];

#[test]
fn a_completed_city_with_a_cathedral_scores_three_points_a_tile() {
    // Five tiles (D, IA, three E), no pennant, a cathedral: 5 × 3 = 15,
    // at the fourth turn.
    let game = replay(INNS, &CATHEDRAL_CITY).unwrap();
    assert_eq!(events(&game), vec![(Some(3), "city".into(), 15, vec![0])]);
}

#[test]
fn a_city_with_a_cathedral_still_open_at_the_end_scores_nothing() {
    // Two caps placed: the city is open to the west. Without the
    // cathedral it would score 4 at the end (1 a tile); with it, nothing.
    let game = score_now(INNS, &CATHEDRAL_CITY[..3]);
    assert_eq!(game.score(0), 0, "{:?}", events(&game));
}

#[test]
fn a_farmer_scores_a_cathedral_city_as_one_completed_city() {
    // Red's farmer on the cap at (0, 2), in the field north of the city:
    // the completed city is worth 3 to the farmer, as any city.
    let mut turns = CATHEDRAL_CITY.to_vec();
    turns[1] = r#"Place(tile: "E", x: 0, y: 2, rot: 2, meeple: Some(Follower("NNW")))"#;
    let game = score_now(INNS, &turns);
    let fields: Vec<_> = events(&game)
        .into_iter()
        .filter(|e| e.1 == "field")
        .collect();
    assert_eq!(fields, vec![(None, "field".into(), 3, vec![1])]);
}

#[test]
fn the_field_between_four_city_caps_is_named_i_in_records() {
    // IC: four caps and a garden; its enclosed field touches no edge. A
    // farmer goes there by the place name I, and comes back in the record.
    let turns = [r#"Place(tile: "IC", x: 0, y: 1, rot: 0, meeple: Some(Follower("I")))"#];
    let game = replay(INNS, &turns).unwrap();
    assert_eq!(game.meeples().len(), 1);
    let e = replay(
        "farmers: true, inns_cathedrals: true",
        &[r#"Place(tile: "E", x: 0, y: 1, rot: 2, meeple: Some(Follower("I")))"#],
    )
    .unwrap_err();
    assert!(e.contains("no field enclosed by cities"), "{e}");
}

/// A road that Black holds with the large meeple and Red with a follower,
/// joined and finished (D starts at (0, 0), its road W–E):
/// - Black: U at (1, 0), road W–E, the large meeple on it;
/// - Red: V at (0, -1), road S–W, a follower on it (a road of its own);
/// - Black: V at (-1, 0), road E–S, carries D's road south;
/// - Red: V at (-1, -1), road N–E, joins the two roads;
/// - Black and Red: A at (2, 0) and at (0, -2) end the road at both ends.
fn large_road(black: &str) -> Vec<String> {
    vec![
        format!(r#"Place(tile: "U", x: 1, y: 0, rot: 1, meeple: Some({black}("E")))"#),
        r#"Place(tile: "V", x: 0, y: -1, rot: 0, meeple: Some(Follower("W")))"#.into(),
        r#"Place(tile: "V", x: -1, y: 0, rot: 3, meeple: None)"#.into(),
        r#"Place(tile: "V", x: -1, y: -1, rot: 2, meeple: None)"#.into(),
        r#"Place(tile: "A", x: 2, y: 0, rot: 1, meeple: None)"#.into(),
        r#"Place(tile: "A", x: 0, y: -2, rot: 2, meeple: None)"#.into(),
    ]
}

fn turns(owned: &[String]) -> Vec<&str> {
    owned.iter().map(String::as_str).collect()
}

#[test]
fn the_large_meeple_outweighs_one_follower() {
    // Seven road tiles (U, D, three V, two A): 7 points. Black's large
    // meeple counts two against Red's one follower: Black alone scores.
    let road = large_road("Large");
    let game = replay(INNS, &turns(&road)).unwrap();
    assert_eq!(events(&game), vec![(Some(5), "road".into(), 7, vec![0])]);
    assert!(
        game.large_meeple_home(0),
        "it came home with the road scored"
    );
    assert_eq!(game.supply(1), 7, "and Red's follower too");
}

#[test]
fn a_follower_in_its_place_only_ties() {
    // The same road with Black's follower instead: one each, both score 7.
    let road = large_road("Follower");
    let game = replay(INNS, &turns(&road)).unwrap();
    assert_eq!(events(&game), vec![(Some(5), "road".into(), 7, vec![0, 1])]);
}

#[test]
fn the_large_meeple_is_refused_without_the_set_and_while_it_is_out() {
    let road = large_road("Large");
    let err = replay("farmers: true", &turns(&road)[..1]).unwrap_err();
    assert!(
        err.contains("turn 0") && err.contains("Inns & Cathedrals"),
        "{err}"
    );
    // Black's large meeple is still on the open road at turn 2: not on a
    // free field either. A follower may go there.
    let mut again = road[..3].to_vec();
    again[2] = r#"Place(tile: "V", x: -1, y: 0, rot: 3, meeple: Some(Large("NNW")))"#.into();
    let err = replay(INNS, &turns(&again)).unwrap_err();
    assert!(
        err.contains("turn 2") && err.contains("already on the board"),
        "{err}"
    );
    again[2] = again[2].replace("Large", "Follower");
    assert!(replay(INNS, &turns(&again)).is_ok());
    let game = replay(INNS, &turns(&road)[..1]).unwrap();
    assert!(game.large_meeple_out(0) && !game.large_meeple_home(0));
    assert_eq!(
        game.supply(0),
        7,
        "the large meeple is not one of the seven"
    );
}
