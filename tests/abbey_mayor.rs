//! Abbey & Mayor, played as docs/rules/abbey-and-mayor.md states it, on
//! small boards worked out by hand in the comments: the mayor, as strong
//! in its city's majority as the city's pennants. D starts at (0, 0): a
//! city cap to the north, a road west to east; y grows to the north.

mod common;
use carcassonne::rules::Figure;
use common::{ev, events, replay, score_now};

const MAYOR: &str = "farmers: true, abbey_mayor: true";
const WITH_LARGE: &str = "farmers: true, abbey_mayor: true, inns_cathedrals: true";

/// Black's E turned twice at (0, 1) closes D's cap: a city of two tiles
/// and no pennant, 4 points to its majority.
fn closing_cap(figure: &str) -> String {
    format!(r#"Place(tile: "E", x: 0, y: 1, rot: 2, meeple: Some({figure}("S")))"#)
}

#[test]
fn a_mayor_in_a_city_without_pennants_wins_it_for_nobody() {
    // A follower would take the 4 points.
    let game = replay(MAYOR, &[&closing_cap("Follower")]).unwrap();
    assert_eq!(events(&game), vec![ev(Some(0), "city", 4, &[0])]);
    // The mayor counts for nothing without a pennant: nobody scores, and
    // it comes home as a follower does.
    let game = replay(MAYOR, &[&closing_cap("Mayor")]).unwrap();
    assert_eq!(game.scores(), vec![0, 0]);
    assert!(events(&game).is_empty(), "{:?}", events(&game));
    assert_eq!(game.in_supply(0, Figure::Mayor), 1);
    assert!(game.meeples().is_empty());
}

/// Black's mayor in AA (a city on all four sides, two pennants) over D's
/// cap; Red's large meeple in a city of its own at (2, 1) (`red_city`,
/// turned to face west), reached along two road tiles; then Black's G at
/// (1, 1) joins the two cities, still open north and west of AA.
fn mayor_against_large(red_city: &str) -> Vec<String> {
    vec![
        r#"Place(tile: "AA", x: 0, y: 1, rot: 0, meeple: Some(Mayor("N")))"#.into(),
        r#"Place(tile: "U", x: 1, y: 0, rot: 1, meeple: None)"#.into(),
        r#"Place(tile: "U", x: 2, y: 0, rot: 1, meeple: None)"#.into(),
        format!(
            r#"Place(tile: "{red_city}", x: 2, y: 1, rot: {}, meeple: Some(Large("W")))"#,
            if red_city == "AI" { 0 } else { 3 }
        ),
        r#"Place(tile: "G", x: 1, y: 1, rot: 0, meeple: None)"#.into(),
    ]
}

#[test]
fn a_mayor_counts_as_many_followers_as_its_city_has_pennants() {
    // Three pennants (AA's two and AI's one): the mayor counts three, the
    // large meeple two. At the end the open city of four tiles (D, AA, G,
    // AI) and three pennants is 1 each: 7 to Black alone.
    let turns = mayor_against_large("AI");
    let turns: Vec<&str> = turns.iter().map(String::as_str).collect();
    let game = score_now(WITH_LARGE, &turns);
    assert_eq!(events(&game), vec![ev(None, "city", 7, &[0])]);
    // Two pennants (E instead of AI): two against two, both score the
    // four tiles and two pennants, 6 each.
    let turns = mayor_against_large("E");
    let turns: Vec<&str> = turns.iter().map(String::as_str).collect();
    let game = score_now(WITH_LARGE, &turns);
    assert_eq!(events(&game), vec![ev(None, "city", 6, &[0, 1])]);
}

#[test]
fn a_mayor_stands_only_in_a_city_and_only_with_the_set() {
    let on_road = r#"Place(tile: "U", x: 1, y: 0, rot: 1, meeple: Some(Mayor("E")))"#;
    let e = replay(MAYOR, &[on_road]).unwrap_err();
    assert!(e.contains("mayor"), "{e}");
    let e = replay("farmers: true", &[&closing_cap("Mayor")]).unwrap_err();
    assert!(e.contains("mayor"), "{e}");
}
