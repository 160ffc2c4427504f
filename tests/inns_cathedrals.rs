//! Inns & Cathedrals' inns and cathedrals, scored as
//! docs/rules/inns-and-cathedrals.md states them, on small boards worked
//! out by hand in the comments.

mod common;
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
