//! Mage & Witch played as docs/rules/mage-and-witch.md states it: the
//! values its tables give, small boards worked out by hand (D starts at
//! (0, 0): a city cap to the north, a road west to east; X is the base
//! game's crossroads), and random games with the set alone and with every
//! set.

use super::magic;
use super::state::{Caster, Step};
use super::worth::changed;
use crate::rules::game::Game;
use crate::rules::random_play::random_game;
use crate::rules::record::GameRecord;
use crate::rules::set_names::{Rules, SetId};
use crate::rules::table::Table;
use crate::rules::tileset::SegmentKind;
use crate::rules::types::{ScoreEvent, ScoreKind, Scored};

/// The rules page's table: a city of 4 tiles and a pennant, a road of 5
/// tiles; an inn or cathedral's bonus counted before the witch halves,
/// the mage's point a tile never doubled.
#[test]
fn the_rules_tables_values_with_the_mage_and_with_the_witch() {
    // (plain, tiles, with the mage, with the witch)
    let table = [
        (10, 4, 14, 5), // city, complete
        (5, 4, 9, 3),   // city, open at the end
        (15, 4, 19, 8), // city with a cathedral, complete
        (0, 4, 4, 0),   // city with a cathedral, open at the end
        (5, 5, 10, 3),  // road, complete
        (10, 5, 15, 5), // road with an inn, complete
        (0, 5, 5, 0),   // road with an inn, open at the end
    ];
    for (plain, tiles, mage, witch) in table {
        assert_eq!(changed(plain, tiles, false, false), plain);
        assert_eq!(changed(plain, tiles, true, false), mage, "{plain} {tiles}");
        assert_eq!(changed(plain, tiles, false, true), witch, "{plain} {tiles}");
    }
}

fn replay(turns: &[&str]) -> Result<Game, String> {
    let text = format!(
        "GameRecord(version: 1, players: [\"Black\", \"Red\"], rules: Rules(farmers: true,
         mage_witch: true), seed: None, start: Start(tile: \"D\", rot: 0), turns: [{}])",
        turns.join(", ")
    );
    let record = GameRecord::from_ron(&text).map_err(|e| e.to_string())?;
    record.replay().map_err(|e| e.to_string())
}

/// Black's WA east of the start, a follower on its west road (which
/// joins the start's), and a magic figure on that road; Red's crossroads
/// west of the start completes the road over three tiles.
fn road_with(caster: &str) -> Vec<String> {
    vec![
        format!(
            r#"Place(tile: "WA", x: 1, y: 0, rot: 0, meeple: Some(Follower("W")),
            chose: [Choice(phase: "magic", choice: "{caster}"),
                Spot(phase: "magic", x: 1, y: 0, place: "W")])"#
        ),
        r#"Place(tile: "X", x: -1, y: 0, rot: 0, meeple: None)"#.to_string(),
    ]
}

fn road_points(game: &Game) -> Vec<(u32, u8)> {
    (game.events().iter())
        .filter(|e| e.kind == ScoreKind::of(SegmentKind::Road) && e.turn.is_some())
        .filter(|e| matches!(e.what, Scored::Feature(_)))
        .map(|e| (e.points, e.players))
        .collect()
}

#[test]
fn the_mage_adds_a_point_a_tile_and_the_witch_halves_rounding_up() {
    let turns = road_with("Mage");
    let turns: Vec<&str> = turns.iter().map(String::as_str).collect();
    let after_one = replay(&turns[..1]).unwrap();
    let at = after_one
        .magic_figure(Caster::Mage)
        .expect("the mage placed");
    assert_eq!(at.tile, 1);
    assert_eq!(after_one.magic_figure(Caster::Witch), None);
    let game = replay(&turns).unwrap();
    assert_eq!(road_points(&game), [(6, 0b01)]);
    // Its feature scored, the mage left the board.
    assert_eq!(game.magic_figure(Caster::Mage), None);

    let turns = road_with("Witch");
    let turns: Vec<&str> = turns.iter().map(String::as_str).collect();
    let game = replay(&turns).unwrap();
    assert_eq!(road_points(&game), [(2, 0b01)]);
    assert_eq!(game.magic_figure(Caster::Witch), None);
}

/// Red's WD south of the start is a magic tile too: the witch may not go
/// onto the mage's road (refused, the record names the reason), and goes
/// onto WD's west city.
#[test]
fn the_witch_never_joins_the_mage_on_one_feature() {
    let first = road_with("Mage").remove(0);
    let refused = r#"Place(tile: "WD", x: 0, y: -1, rot: 0, meeple: None,
        chose: [Choice(phase: "magic", choice: "Witch"),
            Spot(phase: "magic", x: 1, y: 0, place: "W")])"#;
    let err = replay(&[&first, refused]).unwrap_err();
    assert!(err.contains("magic"), "{err}");
    let allowed = r#"Place(tile: "WD", x: 0, y: -1, rot: 0, meeple: None,
        chose: [Choice(phase: "magic", choice: "Witch"),
            Spot(phase: "magic", x: 0, y: -1, place: "W")])"#;
    let game = replay(&[&first, allowed]).unwrap();
    assert_eq!(game.magic_figure(Caster::Witch).map(|s| s.tile), Some(2));
    assert!(game.magic_figure(Caster::Mage).is_some());
    // A choice no record may skip: without it the record is refused.
    let silent = r#"Place(tile: "WD", x: 0, y: -1, rot: 0, meeple: None)"#;
    assert!(replay(&[&first, silent]).is_err());
}

/// Random games, the set alone and with every set: after every move the
/// two figures stand on different roads or cities that are still open;
/// the records replay to the same scores and the same figures' places.
#[test]
fn random_games_keep_the_figures_apart_on_open_features_and_replay() {
    let mut placed = 0;
    for (seed, every_set) in (0..24).map(|s| (s, s % 3 == 2)) {
        let players = 2 + seed as usize % 4;
        let rules = Rules::with_set(SetId::MageWitch, every_set);
        let check = |table: &Table, _: &[ScoreEvent]| {
            let game = table.game();
            if game.magic_step() != Step::Idle {
                return;
            }
            let at: Vec<_> = (Caster::BOTH.into_iter())
                .filter_map(|c| magic::feature_of(game, c))
                .collect();
            for &root in &at {
                let node = game.features().node(root);
                assert!(
                    node.open > 0 && !node.completed,
                    "seed {seed}: on a closed feature"
                );
                assert!(matches!(node.kind, SegmentKind::Road | SegmentKind::City));
            }
            if let [a, b] = at.as_slice() {
                assert_ne!(a, b, "seed {seed}: together");
            }
        };
        let table = random_game(rules, players, seed, |_| {}, check);
        let game = table.game();
        placed += (Caster::BOTH.into_iter())
            .filter(|&c| game.magic_figure(c).is_some())
            .count();
        let replayed = table.record().replay().expect("the record replays");
        assert_eq!(replayed.scores(), game.scores(), "seed {seed}");
        for c in Caster::BOTH {
            assert_eq!(
                replayed.magic_figure(c),
                game.magic_figure(c),
                "seed {seed}"
            );
        }
    }
    assert!(placed > 10, "{placed} figures on the board at the ends");
}
