//! The scoring examples printed in the 3rd-edition rulebooks of the base game, The River and The Abbot, each set up
//! on a board whose features have the sizes the example gives. Seat 0 is
//! Black, seat 1 Red; turns alternate.

use crate::common;
use common::{ev, events, replay, score_now};

const BASE: &str = "farmers: true";

#[test]
fn a_completed_city_of_three_tiles_with_a_pennant_scores_8() {
    // "Red scores 8 points (3-tile city and 1 banner)."
    let g = replay(
        BASE,
        &[
            r#"Place(tile: "F", x: 0, y: 1, rot: 1, meeple: Some(Follower("S")))"#,
            r#"Place(tile: "E", x: 0, y: 2, rot: 2, meeple: None)"#,
        ],
    )
    .unwrap();
    assert_eq!(events(&g), vec![ev(Some(1), "city", 8, &[0])]);
    assert_eq!(g.supply(0), 7, "the knight went home");
}

#[test]
fn a_two_tile_city_scores_4_and_the_knight_comes_back_the_same_turn() {
    // 3rd edition: 2 points per tile even for the smallest city; "Red scores 4 points".
    let g = replay(
        BASE,
        &[r#"Place(tile: "E", x: 0, y: 1, rot: 2, meeple: Some(Follower("S")))"#],
    )
    .unwrap();
    assert_eq!(events(&g), vec![ev(Some(0), "city", 4, &[0])]);
    assert_eq!((g.score(0), g.supply(0)), (4, 7));
}

#[test]
fn two_city_sections_on_one_tile_count_as_one_tile() {
    // "When 2 city sections are on the same tile, it is worth only 2 points
    // since it counts as 1 tile. Red scores 8 points (4-tile city, no banners)."
    let g = replay(
        BASE,
        &[
            r#"Place(tile: "V", x: 1, y: 0, rot: 0, meeple: None)"#,
            r#"Place(tile: "I", x: 1, y: 1, rot: 0, meeple: Some(Follower("N")))"#,
            r#"Place(tile: "N", x: 1, y: 2, rot: 1, meeple: None)"#,
            r#"Place(tile: "N", x: 2, y: 1, rot: 3, meeple: None)"#,
            r#"Place(tile: "Ng", x: 2, y: 2, rot: 2, meeple: None)"#,
        ],
    )
    .unwrap();
    assert_eq!(events(&g), vec![ev(Some(4), "city", 8, &[1])]);
}

#[test]
fn tied_knights_both_score_the_whole_city() {
    // "Blue and Red both score 10 points for this city (made out of 5 tiles)
    // since they have one knight each in that completed city."
    let g = replay(
        BASE,
        &[
            r#"Place(tile: "R", x: 0, y: 1, rot: 2, meeple: Some(Follower("S")))"#,
            r#"Place(tile: "D", x: 1, y: 0, rot: 0, meeple: Some(Follower("N")))"#,
            r#"Place(tile: "E", x: -1, y: 1, rot: 1, meeple: None)"#,
            r#"Place(tile: "N", x: 1, y: 1, rot: 2, meeple: None)"#,
        ],
    )
    .unwrap();
    assert_eq!(events(&g), vec![ev(Some(3), "city", 10, &[0, 1])]);
    assert_eq!((g.supply(0), g.supply(1)), (7, 7));
}

#[test]
fn the_majority_alone_scores_a_joined_city() {
    // Two black knights against one red in a joined 6-tile city: "If one
    // player has more meeples on the road than the other player(s) then only
    // the player with the most meeples scores."
    let g = replay(
        BASE,
        &[
            r#"Place(tile: "R", x: 0, y: 1, rot: 2, meeple: Some(Follower("S")))"#,
            r#"Place(tile: "D", x: 1, y: 0, rot: 0, meeple: Some(Follower("N")))"#,
            r#"Place(tile: "D", x: -1, y: 0, rot: 0, meeple: Some(Follower("N")))"#,
            r#"Place(tile: "U", x: 2, y: 0, rot: 1, meeple: None)"#,
            r#"Place(tile: "N", x: -1, y: 1, rot: 1, meeple: None)"#,
            r#"Place(tile: "N", x: 1, y: 1, rot: 2, meeple: None)"#,
        ],
    )
    .unwrap();
    assert_eq!(events(&g), vec![ev(Some(5), "city", 12, &[0])]);
    assert_eq!((g.supply(0), g.supply(1)), (7, 7), "every knight goes home");
}

#[test]
fn a_road_from_a_city_to_a_junction_scores_one_per_tile() {
    // "Red scores 3 points." A road of three tiles, closed at both ends.
    let g = replay(
        BASE,
        &[
            r#"Place(tile: "W", x: 1, y: 0, rot: 0, meeple: Some(Follower("W")))"#,
            r#"Place(tile: "S", x: -1, y: 0, rot: 3, meeple: None)"#,
        ],
    )
    .unwrap();
    assert_eq!(events(&g), vec![ev(Some(1), "road", 3, &[0])]);
}

#[test]
fn a_road_loop_scores_one_per_tile() {
    // "Red scores 4 points" for a circular road of four tiles.
    // A loop below the start tile: four curves around a corner.
    let g = replay(
        BASE,
        &[
            r#"Place(tile: "V", x: 0, y: -1, rot: 3, meeple: Some(Follower("E")))"#,
            r#"Place(tile: "V", x: 1, y: -1, rot: 0, meeple: None)"#,
            r#"Place(tile: "V", x: 1, y: -2, rot: 1, meeple: None)"#,
            r#"Place(tile: "V", x: 0, y: -2, rot: 2, meeple: None)"#,
        ],
    )
    .unwrap();
    assert_eq!(events(&g), vec![ev(Some(3), "road", 4, &[0])]);
}

const MONASTERY_TURNS: [&str; 8] = [
    r#"Place(tile: "B", x: 0, y: -1, rot: 0, meeple: Some(Follower("C")))"#,
    r#"Place(tile: "A", x: -1, y: 0, rot: 3, meeple: None)"#,
    r#"Place(tile: "A", x: 1, y: 0, rot: 1, meeple: None)"#,
    r#"Place(tile: "B", x: -1, y: -1, rot: 0, meeple: None)"#,
    r#"Place(tile: "B", x: 1, y: -1, rot: 0, meeple: None)"#,
    r#"Place(tile: "B", x: 0, y: -2, rot: 0, meeple: None)"#,
    r#"Place(tile: "E", x: -1, y: -2, rot: 2, meeple: None)"#,
    r#"Place(tile: "E", x: 1, y: -2, rot: 2, meeple: None)"#,
];

#[test]
fn a_surrounded_monastery_scores_9() {
    // "Red scores 9 points (the monastery tile itself and the 8 surrounding tiles)."
    let g = replay(BASE, &MONASTERY_TURNS).unwrap();
    assert_eq!(events(&g), vec![ev(Some(7), "monastery", 9, &[0])]);
    assert_eq!(g.supply(0), 7);
}

#[test]
fn an_incomplete_monastery_scores_one_plus_its_neighbours_at_the_end() {
    // 2021: "Yellow scores 4 points for this incomplete monastery with 3
    // surrounding tiles"; 2nd edition: 5 points with 4 surrounding tiles.
    let g = score_now(BASE, &MONASTERY_TURNS[..3]);
    assert_eq!(events(&g), vec![ev(None, "monastery", 4, &[0])]);
    let g = score_now(BASE, &MONASTERY_TURNS[..4]);
    assert_eq!(events(&g), vec![ev(None, "monastery", 5, &[0])]);
}

#[test]
fn an_incomplete_city_scores_one_per_tile_and_pennant() {
    // "Blue scores 3 points for the incomplete city (2 city sections and 1 banner)."
    let g = score_now(
        BASE,
        &[r#"Place(tile: "M", x: 0, y: 1, rot: 1, meeple: Some(Follower("S")))"#],
    );
    assert_eq!(events(&g), vec![ev(None, "city", 3, &[0])]);
}

#[test]
fn an_incomplete_road_scores_one_per_tile() {
    // "Red scores 3 points for the incomplete road (3 road sections)."
    let g = score_now(
        BASE,
        &[
            r#"Place(tile: "U", x: 1, y: 0, rot: 1, meeple: Some(Follower("E")))"#,
            r#"Place(tile: "U", x: 2, y: 0, rot: 1, meeple: None)"#,
        ],
    );
    assert_eq!(events(&g), vec![ev(None, "road", 3, &[0])]);
    let g = score_now(
        BASE,
        &[
            r#"Place(tile: "U", x: 1, y: 0, rot: 1, meeple: None)"#,
            r#"Place(tile: "U", x: 2, y: 0, rot: 1, meeple: Some(Follower("W")))"#,
            r#"Place(tile: "W", x: -1, y: 0, rot: 0, meeple: None)"#,
        ],
    );
    // Closed at the junction in the west, open in the east: 4 tiles.
    assert_eq!(events(&g), vec![ev(None, "road", 4, &[1])]);
    let g = score_now(
        BASE,
        &[
            r#"Place(tile: "W", x: 1, y: 0, rot: 0, meeple: None)"#,
            r#"Place(tile: "U", x: -1, y: 0, rot: 1, meeple: Some(Follower("E")))"#,
        ],
    );
    assert_eq!(events(&g), vec![ev(None, "road", 3, &[1])]);
}

// ----- farmers ----------------------------------------------------------

/// North of the start tile: a 2-tile city (completed at once), a field
/// around it reached through B and V, and a second 2-tile city further north.
const FIELD_TURNS: [&str; 5] = [
    r#"Place(tile: "E", x: 0, y: 1, rot: 2, meeple: Some(Follower("NNW")))"#,
    r#"Place(tile: "B", x: 1, y: 1, rot: 0, meeple: None)"#,
    r#"Place(tile: "V", x: 1, y: 0, rot: 0, meeple: None)"#,
    r#"Place(tile: "E", x: 1, y: 2, rot: 0, meeple: None)"#,
    r#"Place(tile: "E", x: 1, y: 3, rot: 2, meeple: None)"#,
];

#[test]
fn a_field_scores_3_per_completed_city_it_borders() {
    // "Blue scores 6 points": one field bordering two completed cities.
    let g = score_now(BASE, &FIELD_TURNS);
    assert_eq!(events(&g), vec![ev(None, "field", 6, &[0])]);
    assert_eq!(g.score_by_kind(0)[4], 6);
}

#[test]
fn a_field_counts_each_bordering_city_once() {
    // The field touches the first city on two tiles (D and E): still 3.
    let g = score_now(BASE, &FIELD_TURNS[..4]);
    assert_eq!(events(&g), vec![ev(None, "field", 3, &[0])]);
}

#[test]
fn incomplete_cities_give_fields_nothing() {
    // "No one scores points for the incomplete city."
    // A farmer north of the start tile's road borders its open city.
    let g = score_now(
        BASE,
        &[r#"Place(tile: "U", x: 1, y: 0, rot: 1, meeple: Some(Follower("NNE")))"#],
    );
    assert_eq!(events(&g), vec![]);
    assert_eq!(g.supply(0), 6, "the farmer stays on the board");
}

#[test]
fn a_city_next_to_two_separate_fields_counts_for_each() {
    // E's field north of the city and A's field, joined to the start tile's
    // fields around the road's end, both border the same 2-tile city.
    let g = score_now(
        BASE,
        &[
            r#"Place(tile: "E", x: 0, y: 1, rot: 2, meeple: Some(Follower("NNW")))"#,
            r#"Place(tile: "A", x: -1, y: 0, rot: 3, meeple: Some(Follower("NNW")))"#,
        ],
    );
    assert_eq!(
        events(&g),
        vec![ev(None, "field", 3, &[0]), ev(None, "field", 3, &[1])]
    );
}

#[test]
fn tied_farmers_each_score_the_field() {
    // "Red and Yellow both have 2 farmers and score 6 points each": two
    // fields, each with a farmer, joined by a later tile.
    let g = score_now(
        BASE,
        &[
            r#"Place(tile: "E", x: 0, y: 1, rot: 2, meeple: Some(Follower("NNW")))"#,
            r#"Place(tile: "V", x: 1, y: 0, rot: 0, meeple: Some(Follower("NNW")))"#,
            r#"Place(tile: "B", x: 1, y: 1, rot: 0, meeple: None)"#,
        ],
    );
    assert_eq!(events(&g), vec![ev(None, "field", 3, &[0, 1])]);
}

#[test]
fn farmers_are_not_scored_without_the_farmer_rules_and_may_not_be_placed() {
    let err = replay(
        "farmers: false",
        &[r#"Place(tile: "E", x: 0, y: 1, rot: 2, meeple: Some(Follower("NNW")))"#],
    )
    .unwrap_err();
    assert_eq!(err, "turn 0: farmers are not in play (no-farmers rules)");
}

#[test]
fn a_follower_may_not_join_an_occupied_feature() {
    let err = replay(
        BASE,
        &[
            r#"Place(tile: "U", x: 1, y: 0, rot: 1, meeple: Some(Follower("E")))"#,
            r#"Place(tile: "U", x: 2, y: 0, rot: 1, meeple: Some(Follower("W")))"#,
        ],
    )
    .unwrap_err();
    assert_eq!(err, "turn 1: that road already has a meeple on it");
}
