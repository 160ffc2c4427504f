//! Traders & Builders' goods, builder and pig, played as
//! docs/rules/traders-and-builders.md states them, on small boards worked
//! out by hand in the comments. D starts at (0, 0): a city cap to the
//! north, a road west to east; y grows to the north.

use crate::common;
use carcassonne::rules::{GameRecord, Table};
use common::{ev, events, replay, score_now};

const TRADERS: &str = "farmers: true, traders_builders: true";

/// TA (a city on N and W with grain) turned twice: its city faces S and E.
/// At (0, 1) it joins D's cap, Black's follower in it; Red's cap (E) at
/// (1, 1), turned to face W, closes the city.
const GRAIN_CITY: [&str; 2] = [
    r#"Place(tile: "TA", x: 0, y: 1, rot: 2, meeple: Some(Follower("S")))"#,
    r#"Place(tile: "E", x: 1, y: 1, rot: 3, meeple: None)"#,
];

#[test]
fn goods_go_to_the_player_who_completes_the_city_even_without_a_meeple_there() {
    // Three tiles, no pennant: 6 to Black, whose follower it is. Red placed
    // the closing tile and takes the grain token, with no meeple there.
    let open = replay(TRADERS, &GRAIN_CITY[..1]).unwrap();
    assert_eq!(open.goods_in_open_cities(), [0, 1, 0], "grain, still open");
    let game = replay(TRADERS, &GRAIN_CITY).unwrap();
    assert_eq!(game.goods_in_open_cities(), [0, 0, 0]);
    assert_eq!(events(&game), vec![ev(Some(1), "city", 6, &[0])]);
    assert_eq!(game.goods(1), [0, 1, 0], "wine, grain, cloth");
    assert_eq!(game.goods(0), [0, 0, 0]);
}

#[test]
fn the_most_tokens_of_a_good_score_ten_at_the_end() {
    // Red alone holds grain: 10 to Red; nobody holds wine or cloth.
    let game = score_now(TRADERS, &GRAIN_CITY);
    let goods: Vec<_> = events(&game)
        .into_iter()
        .filter(|e| e.1 == "goods")
        .collect();
    assert_eq!(goods, vec![ev(None, "goods", 10, &[1])]);
    assert_eq!(game.scores(), vec![6, 10]);
}

/// Black's road: U turned to run W–E at (1, 0), a follower on it; Red
/// closes D's city with a cap (nobody's); Black's second U at (2, 0) takes
/// the builder; Red's cap at (1, 1) touches nothing of Black's.
const BUILDER_OUT: [&str; 4] = [
    r#"Place(tile: "U", x: 1, y: 0, rot: 1, meeple: Some(Follower("E")))"#,
    r#"Place(tile: "E", x: 0, y: 1, rot: 2, meeple: None)"#,
    r#"Place(tile: "U", x: 2, y: 0, rot: 1, meeple: Some(Builder("E")))"#,
    r#"Place(tile: "E", x: 1, y: 1, rot: 0, meeple: None)"#,
];

#[test]
fn extending_the_builders_road_gives_a_second_tile_and_never_a_third() {
    let mut turns = BUILDER_OUT.to_vec();
    // Black's third U at (3, 0) extends the builder's road: a second tile.
    turns.push(r#"Place(tile: "U", x: 3, y: 0, rot: 1, meeple: None)"#);
    let game = replay(TRADERS, &turns).unwrap();
    assert!(game.builder_out(0));
    assert_eq!(game.current_player(), 0, "Black places again");
    assert!(game.is_extra_tile());
    // The second tile (V at (-1, 0), its road turned to N and E) extends
    // the same road again: no third tile, Red's turn.
    turns.push(r#"Place(tile: "V", x: -1, y: 0, rot: 2, meeple: None)"#);
    let game = replay(TRADERS, &turns).unwrap();
    assert_eq!(game.current_player(), 1);
    assert!(!game.is_extra_tile());
    // Tiles: 0 start, 1-4 the four turns above, 5 the first and 6 the
    // second tile of Black's double turn.
    assert_eq!(game.placed_by(5), Some(0));
    assert_eq!(game.placed_by(6), Some(0));
    assert!(game.was_extra_tile(6) && !game.was_extra_tile(5));
    assert_eq!(game.moves_made(), 6);
}

#[test]
fn the_builder_goes_home_when_its_road_is_completed_and_the_second_tile_still_comes() {
    let mut turns = BUILDER_OUT.to_vec();
    turns.extend([
        r#"Place(tile: "U", x: 3, y: 0, rot: 1, meeple: None)"#,
        r#"Place(tile: "V", x: -1, y: 0, rot: 2, meeple: None)"#,
        // Red ends the road to the east with a monastery (A, its road
        // turned to the west): Red's tile gives Black no second one.
        r#"Place(tile: "A", x: 4, y: 0, rot: 1, meeple: None)"#,
    ]);
    let game = replay(TRADERS, &turns).unwrap();
    assert_eq!(game.current_player(), 0);
    assert!(!game.is_extra_tile());
    // Black ends it to the north of V with the other monastery: seven
    // tiles (A, V, D, three U, A), 7 to Black. The builder comes home with
    // the follower, and Black still places a second tile.
    turns.push(r#"Place(tile: "A", x: -1, y: 1, rot: 0, meeple: None)"#);
    let game = replay(TRADERS, &turns).unwrap();
    assert_eq!(events(&game).last(), Some(&ev(Some(7), "road", 7, &[0])));
    assert!(!game.builder_out(0));
    assert_eq!(game.supply(0), 7);
    assert_eq!(game.current_player(), 0);
    assert!(game.is_extra_tile());
}

/// Black's farmer on a cap at (0, 1) that closes D's city, in the field
/// north of it; Red's farmer north of the road on U at (1, 0) (D's field
/// between road and city); Black's cap at (1, 1) joins both fields and
/// takes the pig.
const PIG_FIELD: [&str; 3] = [
    r#"Place(tile: "E", x: 0, y: 1, rot: 2, meeple: Some(Follower("NNW")))"#,
    r#"Place(tile: "U", x: 1, y: 0, rot: 1, meeple: Some(Follower("NNW")))"#,
    r#"Place(tile: "E", x: 1, y: 1, rot: 0, meeple: Some(Pig("ENE")))"#,
];

#[test]
fn the_pig_makes_each_completed_city_four_points_to_its_owner_only() {
    // One farmer each: both score the field. It supplies one completed
    // city (D and the cap at (0, 1)); the cap at (1, 1) is open. Black,
    // with the pig, 4; Red 3.
    let game = score_now(TRADERS, &PIG_FIELD);
    let fields: Vec<_> = events(&game)
        .into_iter()
        .filter(|e| e.1 == "field")
        .collect();
    assert_eq!(
        fields,
        vec![ev(None, "field", 4, &[0]), ev(None, "field", 3, &[1])]
    );
}

#[test]
fn a_pig_whose_owner_does_not_score_the_field_adds_nothing() {
    // A second Red farmer, south of the road on U at (2, 0), joins the
    // field when Red ends the road with a monastery at (3, 0) (its field
    // wraps round the road's end): Red has two farmers to Black's one. 3
    // to Red, nothing to Black or the pig. (Black's cap south of D closes
    // nothing and joins D's south field.)
    let mut turns = PIG_FIELD.to_vec();
    turns.extend([
        r#"Place(tile: "U", x: 2, y: 0, rot: 1, meeple: Some(Follower("ESE")))"#,
        r#"Place(tile: "E", x: 0, y: -1, rot: 2, meeple: None)"#,
        r#"Place(tile: "A", x: 3, y: 0, rot: 1, meeple: None)"#,
    ]);
    let game = score_now(TRADERS, &turns);
    let fields: Vec<_> = events(&game)
        .into_iter()
        .filter(|e| e.1 == "field")
        .collect();
    assert_eq!(fields, vec![ev(None, "field", 3, &[1])]);
}

#[test]
fn the_builder_and_the_pig_go_only_beside_their_owners_meeple() {
    // Red's cap at (1, 1) holds no Red meeple's field yet: no pig. Black's
    // U at (1, 0) has no follower of Black's on the road yet: no builder.
    let e = replay(
        TRADERS,
        &[r#"Place(tile: "U", x: 1, y: 0, rot: 1, meeple: Some(Builder("E")))"#],
    )
    .unwrap_err();
    assert!(
        e.contains("only where the player already has a follower"),
        "{e}"
    );
    let e = replay(
        TRADERS,
        &[r#"Place(tile: "E", x: 0, y: 1, rot: 2, meeple: Some(Pig("NNW")))"#],
    )
    .unwrap_err();
    assert!(
        e.contains("only where the player already has a farmer"),
        "{e}"
    );
    // Without the set, neither exists.
    let e = replay(
        "farmers: true",
        &[r#"Place(tile: "U", x: 1, y: 0, rot: 1, meeple: Some(Builder("E")))"#],
    )
    .unwrap_err();
    assert!(
        e.contains("Traders & Builders, which is not in play"),
        "{e}"
    );
}

#[test]
fn undo_takes_back_a_whole_double_turn() {
    // Black's double turn (tiles 5 and 6) is Black's last: an undo for
    // Black goes back two tiles, to before the first of them; Red's
    // tile after it makes three.
    let mut turns = BUILDER_OUT.to_vec();
    turns.push(r#"Place(tile: "U", x: 3, y: 0, rot: 1, meeple: None)"#);
    turns.push(r#"Place(tile: "V", x: -1, y: 0, rot: 2, meeple: None)"#);
    let text = common::record(TRADERS, &turns);
    let table = Table::resume(GameRecord::from_ron(&text).unwrap()).unwrap();
    let black = |seat: usize| seat == 0;
    assert_eq!(table.undo_depth(black), Some(2));
    let back = table.undo(2).unwrap();
    assert_eq!(back.record().turns.len(), 4);
    assert_eq!(back.game().current_player(), 0);
    assert!(!back.game().is_extra_tile());
    // In the middle of the double turn (the second tile in hand), the
    // undo goes back to before the first.
    let text = common::record(TRADERS, &turns[..5]);
    let table = Table::resume(GameRecord::from_ron(&text).unwrap()).unwrap();
    assert!(table.game().is_extra_tile());
    assert_eq!(table.undo_depth(black), Some(1));
}
