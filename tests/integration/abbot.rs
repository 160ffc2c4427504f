//! The Abbot, as the 3rd-edition rulebook states it.

use crate::common;
use common::{ev, events, replay, score_now};

const ABBOT: &str = "farmers: true, abbot: true";

/// A garden (Ug) south of the start tile, then tiles around it.
const GARDEN_TURNS: [&str; 8] = [
    r#"Place(tile: "B", x: 0, y: -1, rot: 0, meeple: Some(Abbot("C")))"#,
    r#"Place(tile: "A", x: -1, y: 0, rot: 3, meeple: None)"#,
    r#"Place(tile: "A", x: 1, y: 0, rot: 1, meeple: None)"#,
    r#"Place(tile: "B", x: -1, y: -1, rot: 0, meeple: None)"#,
    r#"Place(tile: "B", x: 1, y: -1, rot: 0, meeple: None)"#,
    r#"Place(tile: "B", x: 0, y: -2, rot: 0, meeple: None)"#,
    r#"Place(tile: "E", x: -1, y: -2, rot: 2, meeple: None)"#,
    r#"Place(tile: "E", x: 1, y: -2, rot: 2, meeple: None)"#,
];

#[test]
fn an_abbot_on_a_surrounded_monastery_scores_9_and_comes_back() {
    let g = replay(ABBOT, &GARDEN_TURNS).unwrap();
    assert_eq!(events(&g), vec![ev(Some(7), "monastery", 9, &[0])]);
    assert!(!g.abbot_out(0));
    assert_eq!(g.supply(0), 7, "the abbot is not a follower");
}

#[test]
fn only_the_abbot_may_stand_on_a_garden_and_it_scores_like_a_monastery() {
    let err = replay(
        ABBOT,
        &[r#"Place(tile: "Ug", x: 1, y: 0, rot: 1, meeple: Some(Follower("C")))"#],
    )
    .unwrap_err();
    assert_eq!(
        err,
        "turn 0: the follower may only stand on a road, city, monastery or field"
    );
    let g = score_now(
        ABBOT,
        &[r#"Place(tile: "Ug", x: 1, y: 0, rot: 1, meeple: Some(Abbot("C")))"#],
    );
    assert_eq!(events(&g), vec![ev(None, "garden", 2, &[0])]);
    // Without The Abbot a garden is scenery.
    let err = replay(
        "farmers: true",
        &[r#"Place(tile: "Ug", x: 1, y: 0, rot: 1, meeple: Some(Abbot("C")))"#],
    )
    .unwrap_err();
    assert_eq!(
        err,
        "turn 0: the abbot comes with The Abbot, which is not in play"
    );
}

#[test]
fn recalling_the_abbot_scores_it_as_at_the_end_instead_of_deploying() {
    // The rulebook: "if you decide not to place a meeple, you are allowed to
    // take back your abbot ... you score as many points as the abbot is worth
    // at that time, exactly like an end game monastery final scoring."
    let mut turns: Vec<&str> = GARDEN_TURNS[..4].to_vec();
    turns.push(r#"Place(tile: "B", x: 1, y: -1, rot: 0, meeple: Some(RecallAbbot(x: 0, y: -1)))"#);
    let g = replay(ABBOT, &turns).unwrap();
    // Neighbours at that moment: D, both A, B(-1,-1) and the new B(1,-1): 1 + 5.
    assert_eq!(events(&g), vec![ev(Some(4), "monastery", 6, &[0])]);
    assert!(!g.abbot_out(0));
    // Only the owner recalls, and only from where the abbot stands.
    let mut bad: Vec<&str> = GARDEN_TURNS[..1].to_vec();
    bad.push(r#"Place(tile: "A", x: -1, y: 0, rot: 3, meeple: Some(RecallAbbot(x: 0, y: -1)))"#);
    assert_eq!(
        replay(ABBOT, &bad).unwrap_err(),
        "turn 1: the abbot of seat 1 is not on the board"
    );
    let mut bad: Vec<&str> = GARDEN_TURNS[..2].to_vec();
    bad.push(r#"Place(tile: "A", x: 1, y: 0, rot: 1, meeple: Some(RecallAbbot(x: 5, y: 5)))"#);
    assert_eq!(
        replay(ABBOT, &bad).unwrap_err(),
        "turn 2: the abbot of seat 0 stands at (0, -1), not (5, 5)"
    );
}

#[test]
fn one_abbot_each_and_never_on_a_field_or_city() {
    let mut turns: Vec<&str> = GARDEN_TURNS[..2].to_vec();
    turns.push(r#"Place(tile: "A", x: 1, y: 0, rot: 1, meeple: Some(Abbot("C")))"#);
    assert_eq!(
        replay(ABBOT, &turns).unwrap_err(),
        "turn 2: the player's abbot is already on the board"
    );
    let err = replay(
        ABBOT,
        &[r#"Place(tile: "E", x: 0, y: 1, rot: 2, meeple: Some(Abbot("S")))"#],
    )
    .unwrap_err();
    assert!(
        err.contains("abbot may only stand on the monastery or garden"),
        "{err}"
    );
}

#[test]
fn abbots_score_at_the_end_like_monasteries() {
    let g = score_now(ABBOT, &GARDEN_TURNS[..3]);
    assert_eq!(events(&g), vec![ev(None, "monastery", 4, &[0])]);
}
