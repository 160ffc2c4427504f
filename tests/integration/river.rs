//! The River, as the 3rd-edition rulebook states it.

use crate::common;
use common::{ev, events, replay, score_now};

use carcassonne::rules::set_names::{RiverRefusal, SetRefusal};
use carcassonne::rules::{Placement, Pos, Refusal, Rules, Table, catalog};

const RIVER: &str = "farmers: true, river: true";

#[test]
fn the_river_starts_at_the_source_and_must_be_extended_at_its_open_end() {
    // RA's river leaves south: the open end is (0, -1).
    let ok = replay(
        RIVER,
        &[r#"Place(tile: "RD", x: 0, y: -1, rot: 0, meeple: None)"#],
    )
    .unwrap();
    assert_eq!(ok.river().open_square(), Some(Pos::new(0, -2)));
    let err = replay(
        RIVER,
        &[r#"Place(tile: "RD", x: 1, y: 0, rot: 0, meeple: None)"#],
    )
    .unwrap_err();
    assert_eq!(
        err,
        "turn 0: tile RD must extend the open end of the river at (0, -1), not (1, 0)"
    );
    // Away from the open end on matching fields: still not allowed.
    let err = replay(
        RIVER,
        &[
            r#"Place(tile: "RD", x: 0, y: -1, rot: 0, meeple: None)"#,
            r#"Place(tile: "RF", x: 1, y: -1, rot: 1, meeple: None)"#,
        ],
    )
    .unwrap_err();
    assert!(
        err.starts_with("turn 1: tile RF") && err.contains("does not fit"),
        "{err}"
    );
}

#[test]
fn a_river_tile_placed_away_from_the_open_end_is_rejected_with_the_reason() {
    let mut game = carcassonne::rules::Game::new(
        2,
        Rules {
            river: true,
            ..Rules::default()
        },
    );
    let rg = catalog().by_id("RG").unwrap();
    // RG (river N-W) at rot 1 runs N-E: next to the source on field edges only.
    let err = game
        .check_placement(
            rg,
            Placement {
                pos: Pos::new(1, 0),
                rot: 1,
            },
        )
        .unwrap_err();
    assert_eq!(
        err,
        Refusal::Set(SetRefusal::River(RiverRefusal::NotAtOpenEnd {
            tile: "RG".into(),
            open: Pos::new(0, -1),
            pos: Pos::new(1, 0),
        }))
    );
    // The command line and a record's error say it in English.
    assert!(
        err.to_string()
            .contains("must extend the open end of the river at (0, -1)"),
        "{err}"
    );
    assert!(
        game.place(
            rg,
            Placement {
                pos: Pos::new(0, -1),
                rot: 1
            }
        )
        .is_ok()
    );
}

#[test]
fn the_river_may_not_bend_the_same_way_twice() {
    // Flowing south, RG at rot 1 (river N-E) turns left (east); RE's river
    // W-S at rot 0 then turns right (south): fine. A second left is refused.
    let g = replay(
        RIVER,
        &[
            r#"Place(tile: "RG", x: 0, y: -1, rot: 1, meeple: None)"#,
            r#"Place(tile: "RE", x: 1, y: -1, rot: 0, meeple: None)"#,
        ],
    );
    assert!(g.is_ok(), "{g:?}");
    let err = replay(
        RIVER,
        &[
            r#"Place(tile: "RG", x: 0, y: -1, rot: 1, meeple: None)"#,
            r#"Place(tile: "RD", x: 1, y: -1, rot: 1, meeple: None)"#,
            r#"Place(tile: "RI", x: 2, y: -1, rot: 2, meeple: None)"#,
        ],
    )
    .unwrap_err();
    assert_eq!(
        err,
        "turn 2: tile RI at rot 2 would turn the river left twice in a row (a U-turn)"
    );
}

#[test]
fn land_tiles_wait_until_the_lake_is_placed() {
    let err = replay(
        RIVER,
        &[r#"Place(tile: "U", x: 1, y: 0, rot: 0, meeple: None)"#],
    )
    .unwrap_err();
    assert_eq!(
        err,
        "turn 0: tile U cannot be drawn yet: the river tiles come first, then the lake"
    );
    let err = replay(
        RIVER,
        &[r#"Place(tile: "RL", x: 0, y: -1, rot: 0, meeple: None)"#],
    )
    .unwrap_err();
    assert!(err.contains("RL cannot be drawn yet"), "{err}");
}

/// The aids (which tiles to come fit an empty square, the Shift view, the
/// dead squares) offer a river tile only where the engine takes it: at the
/// river's open end, never bending the same way twice, the lake last.
#[test]
fn the_fits_offer_river_tiles_only_where_they_may_be_played() {
    let turns = [
        r#"Place(tile: "RB", x: 0, y: -1, rot: 3, meeple: None)"#,
        r#"Place(tile: "RE", x: 0, y: -2, rot: 1, meeple: None)"#,
    ];
    let game = replay(RIVER, &turns).unwrap();
    let offered = |x: i32, y: i32| -> Vec<(String, u8)> {
        let fit = game
            .square_fit(Pos::new(x, y))
            .expect("a square next to the board");
        fit.kinds
            .iter()
            .flat_map(|&(k, rots)| {
                (0..4u8)
                    .filter(move |r| rots & (1 << r) != 0)
                    .map(move |r| (catalog().get(k).id.clone(), r))
            })
            .collect()
    };
    // Before the fix these were offered, and each is refused when played.
    for (x, y, id, rot) in [
        (-1, -2, "RG", 1),
        (-1, -2, "RI", 3),
        (-1, -2, "RJ", 3),
        (-1, -2, "RL", 1),
        (1, -1, "RK", 0),
    ] {
        assert!(
            !offered(x, y).contains(&(id.to_string(), rot)),
            "{id} rot {rot} offered at ({x}, {y})"
        );
        let mut turn = turns.to_vec();
        let place = format!(r#"Place(tile: "{id}", x: {x}, y: {y}, rot: {rot}, meeple: None)"#);
        turn.push(&place);
        assert!(replay(RIVER, &turn).is_err(), "{place} was played");
    }
    // What is offered with a river tile is exactly what the engine takes.
    for square in game.board().frontier() {
        for (id, rot) in offered(square.pos.x, square.pos.y) {
            let kind = catalog().by_id(&id).unwrap();
            if !catalog().get(kind).is_river() {
                continue;
            }
            let mut g = game.clone();
            let p = Placement {
                pos: square.pos,
                rot,
            };
            assert!(g.place(kind, p).is_ok(), "{id} rot {rot} at {}", square.pos);
        }
    }
    // The open end takes river tiles, and the lake is not among them yet.
    let open = game.river().open_square().unwrap();
    let at_end = offered(open.x, open.y);
    assert!(
        at_end.iter().any(|(id, _)| id.starts_with('R')),
        "{at_end:?}"
    );
    assert!(!at_end.iter().any(|(id, _)| id == "RL"), "{at_end:?}");
}

#[test]
fn no_meeple_on_the_river_but_on_its_other_features() {
    let err = replay(
        RIVER,
        &[r#"Place(tile: "RD", x: 0, y: -1, rot: 0, meeple: Some(Follower("N")))"#],
    )
    .unwrap_err();
    assert!(
        err.contains("the river, where no meeple may stand"),
        "{err}"
    );
    // RH: monastery beside the river, a road over a bridge.
    let g = score_now(
        RIVER,
        &[r#"Place(tile: "RH", x: 0, y: -1, rot: 1, meeple: Some(Follower("C")))"#],
    );
    assert_eq!(events(&g), vec![ev(None, "monastery", 2, &[0])]);
}

#[test]
fn the_river_separates_fields_and_a_bridge_keeps_a_road_whole() {
    // RK at rot 0: river N-S, road W-E on a bridge; farmers on both banks
    // stand in different fields.
    let g = score_now(
        RIVER,
        &[
            r#"Place(tile: "RK", x: 0, y: -1, rot: 0, meeple: Some(Follower("W")))"#,
            r#"Place(tile: "RD", x: 0, y: -2, rot: 0, meeple: Some(Follower("NNE")))"#,
        ],
    );
    // The road over the bridge is one road of one tile; the farmer scores nothing.
    assert_eq!(events(&g), vec![ev(None, "road", 1, &[0])]);
    // Below the bridge the banks are separate fields: a farmer on each.
    let g = replay(
        RIVER,
        &[
            r#"Place(tile: "RK", x: 0, y: -1, rot: 0, meeple: Some(Follower("SSW")))"#,
            r#"Place(tile: "RD", x: 0, y: -2, rot: 0, meeple: Some(Follower("NNE")))"#,
        ],
    );
    assert!(g.is_ok(), "the east bank is another field: {g:?}");
    // On the same bank the field is taken.
    let err = replay(
        RIVER,
        &[
            r#"Place(tile: "RK", x: 0, y: -1, rot: 0, meeple: Some(Follower("SSW")))"#,
            r#"Place(tile: "RD", x: 0, y: -2, rot: 0, meeple: Some(Follower("NNW")))"#,
        ],
    )
    .unwrap_err();
    assert_eq!(err, "turn 1: that field already has a meeple on it");
}

#[test]
fn every_river_game_ends_its_river_with_the_lake() {
    for seed in 0..300 {
        let mut table = Table::new(
            vec!["A".into(), "B".into()],
            Rules {
                river: true,
                ..Rules::default()
            },
            seed,
        );
        for _ in 0..11 {
            let tile = table.in_hand().unwrap();
            let mut v = Vec::new();
            table.game().legal_placements(tile, &mut v);
            table
                .play(v[seed as usize % v.len()], carcassonne::rules::Deploy::None)
                .unwrap();
        }
        assert_eq!(
            table.game().river().open_square(),
            None,
            "seed {seed}: river still open"
        );
        let last = table.game().board().tiles().last().unwrap();
        assert_eq!(catalog().get(last.kind).id, "RL");
    }
}
