//! The Gold Mines, played as docs/rules/gold-mines.md states it, on small
//! boards worked out by hand. D starts at (0, 0): a city cap to the north,
//! a road west to east. GH's two roads cross on a bridge (north to south,
//! west to east); X is the base game's crossroads, where four roads end,
//! and W its junction of three.

use crate::common::{ev, events, replay, score_now};

const GOLD: &str = "farmers: true, gold_mines: true";

/// Black's mine GH east of the start with a thief on its west-east road:
/// its first ingot on itself, and the second on the start tile, the one
/// tile around it (no choice asked). Red's junction at (2, 0) ends the
/// road east; Black's crossroads at (-1, 0) ends it west and completes it.
fn road_through_a_mine() -> Vec<&'static str> {
    vec![
        r#"Place(tile: "GH", x: 1, y: 0, rot: 0, meeple: Some(Follower("W")))"#,
        r#"Place(tile: "W", x: 2, y: 0, rot: 0, meeple: None)"#,
        r#"Place(tile: "X", x: -1, y: 0, rot: 0, meeple: None)"#,
    ]
}

#[test]
fn a_mine_puts_one_ingot_on_itself_and_one_on_the_only_tile_around() {
    let game = replay(GOLD, &road_through_a_mine()[..1]).unwrap();
    let at = |x, y| {
        game.board()
            .index_at(carcassonne::rules::Pos::new(x, y))
            .unwrap()
    };
    assert_eq!((game.ingots_on(at(1, 0)), game.ingots_on(at(0, 0))), (1, 1));
    assert_eq!(game.mine_placing(), None);
}

/// The completed road covers the mine and the start tile: Black, who holds
/// it, takes both ingots as the road scores 4; at the end 2 ingots score
/// 1 each.
#[test]
fn a_completed_road_gives_the_ingots_on_its_tiles_to_its_holder() {
    let turns = road_through_a_mine();
    let game = replay(GOLD, &turns).unwrap();
    assert_eq!((game.ingots_held(0), game.ingots_held(1)), (2, 0));
    assert!((0..game.board().tiles().len()).all(|t| game.ingots_on(t) == 0));
    let game = score_now(GOLD, &turns);
    let scored = events(&game);
    assert!(scored.contains(&ev(Some(2), "road", 4, &[0])), "{scored:?}");
    assert!(scored.contains(&ev(None, "gold", 2, &[0])), "{scored:?}");
}

/// A road completed with nobody on it leaves its ingots where they are.
#[test]
fn a_completed_feature_with_no_follower_leaves_its_ingots() {
    let mut turns = road_through_a_mine();
    turns[0] = r#"Place(tile: "GH", x: 1, y: 0, rot: 0, meeple: None)"#;
    let game = replay(GOLD, &turns).unwrap();
    assert_eq!((game.ingots_held(0), game.ingots_held(1)), (0, 0));
    let on: u32 = (0..game.board().tiles().len())
        .map(|t| game.ingots_on(t) as u32)
        .sum();
    assert_eq!(on, 2);
}

/// Red's mine GE south of GH touches three tiles around it (the start, GH
/// and the junction east): Red chooses the junction, and the record
/// says so. Without the choice, or with a square holding no tile, the
/// record is refused.
#[test]
fn the_second_ingot_goes_where_the_player_chooses_among_the_tiles_around() {
    let mut turns = road_through_a_mine()[..2].to_vec();
    turns.push(
        r#"Place(tile: "GE", x: 1, y: -1, rot: 0, meeple: None,
            chose: [Square(phase: "gold", x: 2, y: 0)])"#,
    );
    let game = replay(GOLD, &turns).unwrap();
    let at = |x, y| {
        game.board()
            .index_at(carcassonne::rules::Pos::new(x, y))
            .unwrap()
    };
    assert_eq!(
        [at(1, -1), at(2, 0), at(1, 0), at(0, 0)].map(|t| game.ingots_on(t)),
        [1, 1, 1, 1]
    );
    turns[2] = r#"Place(tile: "GE", x: 1, y: -1, rot: 0, meeple: None)"#;
    assert!(replay(GOLD, &turns).is_err(), "the choice is missing");
    turns[2] = r#"Place(tile: "GE", x: 1, y: -1, rot: 0, meeple: None,
            chose: [Square(phase: "gold", x: 0, y: -1)])"#;
    let e = replay(GOLD, &turns).unwrap_err();
    assert!(e.contains("is not among the choices now"), "{e}");
}
