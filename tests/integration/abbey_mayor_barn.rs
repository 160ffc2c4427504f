//! Abbey & Mayor's barn, played as docs/rules/abbey-and-mayor.md states
//! it, on a small board worked out by hand. D starts at (0, 0): a city cap
//! to the north, a road west to east; y grows to the north.
//!
//! Black's E at (0, 1), turned twice, closes D's cap: a completed city of
//! two tiles, which E's big field and D's strip north of the road both
//! border. Three monasteries B at (0, 2), (1, 2) and (1, 1) fill the
//! square of four tiles round E's north-east corner, all field there.

use crate::common;
use carcassonne::rules::Figure;
use common::{ev, events, replay, score_now};

const BARNS: &str = "farmers: true, abbey_mayor: true";

/// Black's farmer in E's field, the three monasteries round its corner
/// (the last Red's, `red_deploy` its meeple).
fn round_the_corner(red_deploy: &str) -> Vec<String> {
    vec![
        r#"Place(tile: "E", x: 0, y: 1, rot: 2, meeple: Some(Follower("NNW")))"#.into(),
        r#"Place(tile: "B", x: 0, y: 2, rot: 0, meeple: None)"#.into(),
        r#"Place(tile: "B", x: 1, y: 2, rot: 0, meeple: None)"#.into(),
        format!(r#"Place(tile: "B", x: 1, y: 1, rot: 0, meeple: {red_deploy})"#),
    ]
}

const RED_BARN: &str = r#"Some(Barn(x: 1, y: 1, place: "NW"))"#;

fn replay_strings(rules: &str, turns: &[String]) -> Result<carcassonne::rules::Game, String> {
    let turns: Vec<&str> = turns.iter().map(String::as_str).collect();
    replay(rules, &turns)
}

#[test]
fn a_barn_scores_its_fields_farmers_3_then_farmers_joined_later_1_then_itself_4() {
    let mut turns = round_the_corner(RED_BARN);
    // Red's barn on the corner the four tiles share: Black's farmer in
    // that field scores at once, 3 for the one completed city it borders
    // (D and E's), and goes home.
    let game = replay_strings(BARNS, &turns).unwrap();
    assert_eq!(events(&game), vec![ev(Some(3), "field", 3, &[0])]);
    assert_eq!(game.in_supply(0, Figure::Follower), 7, "the farmer is home");
    assert!(!game.barn_in_hand(1) && game.barn_in_hand(0));
    // Black's farmer on U west of D, in D's strip north of the road (it
    // borders the same city), a field of its own; Red's U east of D then
    // joins that strip to the barn's field through U's north side and the
    // monastery above it: Black's farmer scores 1 a city, 1, and goes home.
    turns.push(r#"Place(tile: "U", x: -1, y: 0, rot: 1, meeple: Some(Follower("NNW")))"#.into());
    turns.push(r#"Place(tile: "U", x: 1, y: 0, rot: 1, meeple: None)"#.into());
    let mut game = replay_strings(BARNS, &turns).unwrap();
    assert_eq!(events(&game)[1..], [ev(Some(5), "field", 1, &[0])]);
    assert_eq!(game.in_supply(0, Figure::Follower), 7);
    // At the end Red's barn scores 4 for the city; nothing else has a
    // figure on it.
    game.score_now();
    assert_eq!(events(&game)[2..], [ev(None, "field", 4, &[1])]);
    assert_eq!(game.scores(), vec![4, 4]);
}

#[test]
fn no_farmer_goes_into_a_field_with_a_barn() {
    let mut turns = round_the_corner(RED_BARN);
    // U east of D joins its north side to the barn's field at once.
    turns.push(r#"Place(tile: "U", x: 1, y: 0, rot: 1, meeple: Some(Follower("NNW")))"#.into());
    let e = replay_strings(BARNS, &turns).unwrap_err();
    assert!(e.contains("turn 4") && e.contains("barn"), "{e}");
    // South of the road is another field: a farmer may go there.
    turns.pop();
    turns.push(r#"Place(tile: "U", x: 1, y: 0, rot: 1, meeple: Some(Follower("SSE")))"#.into());
    assert!(replay_strings(BARNS, &turns).is_ok());
}

#[test]
fn a_barn_goes_only_where_four_tiles_show_field_at_a_corner() {
    // Without the monastery at (1, 1) three tiles meet at (1, 2)'s
    // south-west corner: no barn.
    let mut turns = round_the_corner("None");
    turns.truncate(2);
    turns.push(
        r#"Place(tile: "B", x: 1, y: 2, rot: 0, meeple: Some(Barn(x: 1, y: 2, place: "SW")))"#
            .into(),
    );
    let e = replay_strings(BARNS, &turns).unwrap_err();
    assert!(e.contains("turn 2") && e.contains("Barn"), "{e}");
    // E's south-east corner lies on its city: no field shows there.
    let on_city =
        r#"Place(tile: "E", x: 0, y: 1, rot: 2, meeple: Some(Barn(x: 0, y: 1, place: "SE")))"#;
    let e = replay(BARNS, &[on_city]).unwrap_err();
    assert!(e.contains("no field at its corner SE"), "{e}");
    // A second barn in the same field: Black's A at (2, 2) and U at
    // (2, 1) make a square of four tiles round U's north-west corner, all
    // field and all the barn's field.
    let mut turns = round_the_corner(RED_BARN);
    turns.push(r#"Place(tile: "A", x: 2, y: 2, rot: 0, meeple: None)"#.into());
    turns.push(r#"Place(tile: "U", x: -1, y: 0, rot: 1, meeple: None)"#.into());
    let second =
        r#"Place(tile: "U", x: 2, y: 1, rot: 0, meeple: Some(Barn(x: 2, y: 1, place: "NW")))"#;
    turns.push(second.into());
    let e = replay_strings(BARNS, &turns).unwrap_err();
    assert!(e.contains("turn 6"), "{e}");
    // Without Red's barn the same corner takes Black's.
    let mut turns = round_the_corner("None");
    turns.push(r#"Place(tile: "A", x: 2, y: 2, rot: 0, meeple: None)"#.into());
    turns.push(r#"Place(tile: "U", x: -1, y: 0, rot: 1, meeple: None)"#.into());
    turns.push(second.into());
    let game = replay_strings(BARNS, &turns).unwrap();
    assert!(!game.barn_in_hand(0));
}

#[test]
fn barns_are_played_only_with_the_set_and_its_barns() {
    let mut turns = round_the_corner(RED_BARN);
    // No farmer in a game that does not score fields.
    turns[0] = turns[0].replace(r#"Some(Follower("NNW"))"#, "None");
    for rules in [
        "farmers: true",
        "farmers: true, abbey_mayor: true, barns: false",
        "farmers: false, abbey_mayor: true",
    ] {
        let e = replay_strings(rules, &turns).unwrap_err();
        assert!(e.contains("turn 3"), "{rules}: {e}");
    }
    // The barn's field is still scored as any at the end without it.
    let game = score_now(
        BARNS,
        &["Place(tile: \"E\", x: 0, y: 1, rot: 2, meeple: Some(Follower(\"NNW\")))"],
    );
    assert_eq!(events(&game), vec![ev(None, "field", 3, &[0])]);
}

#[test]
fn a_pig_beside_the_farmers_a_barn_scores_adds_its_1_a_city() {
    // As above, with Black's pig beside his farmer (his monastery at
    // (1, 2) lies in the same field): Red's barn scores Black 3 + 1 for
    // the one completed city, and the pig goes home with the farmer.
    let mut turns = round_the_corner(RED_BARN);
    turns[2] = turns[2].replace("meeple: None", r#"meeple: Some(Pig("NNW"))"#);
    let rules = "farmers: true, abbey_mayor: true, traders_builders: true";
    let game = replay_strings(rules, &turns).unwrap();
    assert_eq!(events(&game), vec![ev(Some(3), "field", 4, &[0])]);
    assert_eq!(game.in_supply(0, Figure::Pig), 1);
    assert_eq!(game.in_supply(0, Figure::Follower), 7);
}
