//! Abbey & Mayor, played as docs/rules/abbey-and-mayor.md states it, on
//! small boards worked out by hand in the comments: the mayor, as strong
//! in its city's majority as the city's pennants. D starts at (0, 0): a
//! city cap to the north, a road west to east; y grows to the north.

use crate::common;
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

/// A hole at (1, 0), east of D, with tiles on all four sides:
/// - Black's A at (-1, 0), its road turned east onto D's: a road of two
///   tiles, open only at D's east end, Black's follower on it;
/// - E at (0, 1) closes D's cap (nobody in it);
/// - Black's E at (1, 1), a city cap facing south onto the hole, with
///   Black's follower;
/// - monasteries (B) at (2, 1), (2, 0) and (0, -1), fields all round;
/// - A at (1, -1), its road turned north onto the hole, nobody on it.
const AROUND_THE_HOLE: [&str; 7] = [
    r#"Place(tile: "A", x: -1, y: 0, rot: 3, meeple: Some(Follower("E")))"#,
    r#"Place(tile: "E", x: 0, y: 1, rot: 2, meeple: None)"#,
    r#"Place(tile: "E", x: 1, y: 1, rot: 2, meeple: Some(Follower("S")))"#,
    r#"Place(tile: "B", x: 2, y: 1, rot: 0, meeple: None)"#,
    r#"Place(tile: "B", x: 2, y: 0, rot: 0, meeple: None)"#,
    r#"Place(tile: "B", x: 0, y: -1, rot: 0, meeple: None)"#,
    r#"Place(tile: "A", x: 1, y: -1, rot: 2, meeple: None)"#,
];

fn with_abbey(abbey: &str) -> Vec<&str> {
    AROUND_THE_HOLE.iter().copied().chain([abbey]).collect()
}

#[test]
fn an_abbey_ends_every_road_and_city_that_meets_it() {
    // Red's abbey fills the hole, a monk on it. Its walls complete the
    // city cap north of it (one tile: 2 to Black; the abbey adds no tile)
    // and D's road (A and D, two tiles: 2 to Black); A's road south of it
    // is complete too, but nobody stands on it.
    let abbey = r#"Place(tile: "AZ", x: 1, y: 0, rot: 0, meeple: Some(Follower("C")))"#;
    let game = replay(MAYOR, &with_abbey(abbey)).unwrap();
    assert_eq!(
        events(&game),
        vec![ev(Some(7), "city", 2, &[0]), ev(Some(7), "road", 2, &[0])]
    );
    assert_eq!(game.in_supply(0, Figure::Follower), 7, "both came home");
    assert_eq!(game.held_tile(1), None, "Red's abbey is played");
    assert!(game.held_tile(0).is_some(), "Black still holds his");
    // At the end the monk's abbey has seven of its eight neighbours
    // ((2, -1) is empty): 1 + 7 = 8 to Red. A's monastery at (-1, 0) and
    // the others have nobody.
    let mut game = game;
    game.score_now();
    assert_eq!(
        events(&game)[2..],
        [ev(None, "monastery", 8, &[1])],
        "{:?}",
        events(&game)
    );
}

#[test]
fn an_abbey_goes_only_where_every_side_has_a_tile_and_only_once() {
    // With (1, -1) still empty the square is open to the south.
    let mut turns = with_abbey(r#"Place(tile: "AZ", x: 1, y: 0, rot: 0, meeple: None)"#);
    turns.remove(6);
    let e = replay(MAYOR, &turns).unwrap_err();
    assert!(e.contains("does not have a tile on every side"), "{e}");
    // Without the set nobody holds one.
    let e = replay("farmers: true", &with_abbey(turns[6])).unwrap_err();
    assert!(e.contains("AZ"), "{e}");
    // Red's second abbey: Red holds none any more.
    let abbey = r#"Place(tile: "AZ", x: 1, y: 0, rot: 0, meeple: None)"#;
    let mut twice = with_abbey(abbey);
    // East of the hole a column of tiles with fields towards it (their
    // cities and road face east), then two more below to close (2, -1).
    twice.extend([
        r#"Place(tile: "E", x: 3, y: 0, rot: 1, meeple: None)"#,
        r#"Place(tile: "Eg", x: 3, y: 1, rot: 1, meeple: None)"#,
        r#"Place(tile: "AJ", x: 3, y: -1, rot: 3, meeple: None)"#,
        r#"Place(tile: "B", x: 3, y: -2, rot: 0, meeple: None)"#,
        r#"Place(tile: "E", x: 2, y: -2, rot: 3, meeple: None)"#,
    ]);
    replay(MAYOR, &twice).unwrap();
    // (2, -1) is a hole now. Red (turn 13) has no abbey left; Black, one
    // turn later, may fill it.
    twice.push(r#"Place(tile: "AZ", x: 2, y: -1, rot: 0, meeple: None)"#);
    let e = replay(MAYOR, &twice).unwrap_err();
    assert!(
        e.contains("turn 13: the player does not hold tile AZ"),
        "{e}"
    );
    twice.insert(13, r#"Place(tile: "AI", x: 4, y: 0, rot: 0, meeple: None)"#);
    replay(MAYOR, &twice).unwrap();
}

#[test]
fn an_abbey_may_be_the_ninth_tile_round_a_monastery() {
    // Black's monk on B at (2, 0): around it (1, 1), (2, 1) and (1, -1)
    // are filled; tiles go down at (3, 1), (3, 0), (3, -1) and (2, -1)
    // (cities and road facing east), the abbey last at (1, 0): 9 to Black
    // when it goes down.
    let mut turns: Vec<&str> = AROUND_THE_HOLE.to_vec();
    turns[4] = r#"Place(tile: "B", x: 2, y: 0, rot: 0, meeple: Some(Follower("C")))"#;
    turns.extend([
        r#"Place(tile: "E", x: 3, y: 1, rot: 1, meeple: None)"#,
        r#"Place(tile: "Eg", x: 3, y: 0, rot: 1, meeple: None)"#,
        r#"Place(tile: "AJ", x: 3, y: -1, rot: 3, meeple: None)"#,
        r#"Place(tile: "B", x: 2, y: -1, rot: 0, meeple: None)"#,
        r#"Place(tile: "AZ", x: 1, y: 0, rot: 0, meeple: None)"#,
    ]);
    let game = replay(MAYOR, &turns).unwrap();
    // Red places the abbey (turn 11, the 12th move): the city and road
    // as before, and Black's monastery of nine tiles.
    assert_eq!(
        events(&game),
        vec![
            ev(Some(11), "city", 2, &[0]),
            ev(Some(11), "road", 2, &[0]),
            ev(Some(11), "monastery", 9, &[0]),
        ]
    );
}

/// Two road tiles U east of D, (1, 0) and (2, 0), a road of three tiles
/// open at both ends (Red's follower on it with `red_on_road`); then
/// Black's E at (0, 1), turned to close D's cap, with his wagon in the
/// city, and where it moved on after the city scored.
fn wagon_closing_cap(red_on_road: bool, moved_on: &str) -> Vec<String> {
    let red = if red_on_road {
        r#"Some(Follower("E"))"#
    } else {
        "None"
    };
    vec![
        r#"Place(tile: "U", x: 1, y: 0, rot: 1, meeple: None)"#.into(),
        format!(r#"Place(tile: "U", x: 2, y: 0, rot: 1, meeple: {red})"#),
        format!(
            r#"Place(tile: "E", x: 0, y: 1, rot: 2, meeple: Some(Wagon("S")), moved_on: [{moved_on}])"#
        ),
    ]
}

fn replay_strings(rules: &str, turns: &[String]) -> Result<carcassonne::rules::Game, String> {
    let turns: Vec<&str> = turns.iter().map(String::as_str).collect();
    replay(rules, &turns)
}

#[test]
fn a_wagon_moves_on_to_a_free_open_feature_on_its_tile_or_the_eight_around() {
    // The city of two tiles, no pennant, scores 4 for Black's wagon. It
    // then moves on to the road on U at (1, 0), the tile diagonally
    // below-right of E's square across D's field: allowed.
    let turns = wagon_closing_cap(false, r#"Some((x: 1, y: 0, place: "E"))"#);
    let mut game = replay_strings(MAYOR, &turns).unwrap();
    assert_eq!(events(&game), vec![ev(Some(2), "city", 4, &[0])]);
    assert_eq!(
        game.in_supply(0, Figure::Wagon),
        0,
        "the wagon stands on the road"
    );
    // At the end the open road of three tiles (D and both U) is 3.
    game.score_now();
    assert_eq!(events(&game)[1..], [ev(None, "road", 3, &[0])]);

    // The same road's tile at (2, 0) is two squares from E: refused, the
    // owner names the tile, and it must be one of the nine.
    let far = wagon_closing_cap(false, r#"Some((x: 2, y: 0, place: "E"))"#);
    let e = replay_strings(MAYOR, &far).unwrap_err();
    assert!(e.contains("turn 2") && e.contains("moving on 1"), "{e}");
    // A record that does not say where the wagon went is refused too.
    let untold = wagon_closing_cap(false, "");
    let e = replay_strings(MAYOR, &untold).unwrap_err();
    assert!(e.contains("wagon waits to move on"), "{e}");
    // Home is always allowed.
    let home = replay_strings(MAYOR, &wagon_closing_cap(false, "None")).unwrap();
    assert_eq!(home.in_supply(0, Figure::Wagon), 1);
    assert!(home.meeples().is_empty());
}

#[test]
fn a_wagon_moves_on_to_no_feature_with_a_figure_on_it() {
    // Red's follower stands on the road: the wagon may not join it.
    let onto_red = wagon_closing_cap(true, r#"Some((x: 1, y: 0, place: "E"))"#);
    let e = replay_strings(MAYOR, &onto_red).unwrap_err();
    assert!(e.contains("moving on 1"), "{e}");
    // Nothing else near is open (D's city is complete, fields are no
    // place for a wagon): only home is offered.
    let game = replay_strings(MAYOR, &wagon_closing_cap(true, "None")).unwrap();
    assert_eq!(game.in_supply(0, Figure::Wagon), 1);
}

#[test]
fn a_wagon_stands_only_on_roads_cities_and_monasteries() {
    // The field south of the road.
    let in_field = r#"Place(tile: "U", x: 1, y: 0, rot: 1, meeple: Some(Wagon("SSE")))"#;
    let e = replay(MAYOR, &[in_field]).unwrap_err();
    assert!(e.contains("wagon"), "{e}");
    let on_road = r#"Place(tile: "U", x: 1, y: 0, rot: 1, meeple: Some(Wagon("E")))"#;
    assert!(replay(MAYOR, &[on_road]).is_ok());
    let e = replay("farmers: true", &[on_road]).unwrap_err();
    assert!(e.contains("wagon"), "{e}");
}
