//! The Ferries played as docs/rules/ferries.md states it: a ferry laid
//! joins two roads into one that counts its lake once; the first ferry
//! met from the tile placed may move, once; a move cuts a road and scores
//! the part it closed away from the tile; random games with the set alone
//! and with every set replay.

use super::crossing::{FERRY_MOVE, movable};
use super::lakes::{FERRY, PAIR_NAMES, ferry_at, jetty};
use crate::rules::features::SegmentId;
use crate::rules::game::Game;
use crate::rules::geometry::Pos;
use crate::rules::phase::Pick;
use crate::rules::random_play::random_game;
use crate::rules::set_names::{Figure, Rules, SetId};
use crate::rules::tileset::catalog;
use crate::rules::types::{Deploy, Placement};

fn pair(name: &str) -> Pick {
    Pick::Choice(PAIR_NAMES.iter().position(|&n| n == name).unwrap() as u8)
}

/// Places the tile `id` at (x, y) in the first rotation that fits, with
/// `deploy` given the tile's index: the tile's index.
fn place(
    game: &mut Game,
    id: &str,
    x: i32,
    y: i32,
    deploy: impl Fn(&Game, usize) -> Deploy,
) -> usize {
    let kind = catalog().by_id(id).unwrap();
    let pos = Pos::new(x, y);
    let rot = (0..4)
        .find(|&rot| game.check_placement(kind, Placement { pos, rot }).is_ok())
        .expect("the tile fits");
    game.place(kind, Placement { pos, rot }).unwrap();
    let index = game.board().index_at(pos).unwrap();
    game.deploy(deploy(game, index)).unwrap();
    index
}

fn nothing(_: &Game, _: usize) -> Deploy {
    Deploy::None
}

/// A follower on the road of the jetty by edge `e` of the tile placed.
fn on_jetty(e: u8) -> impl Fn(&Game, usize) -> Deploy {
    move |game, tile| {
        let id = jetty(game, tile, e).unwrap();
        let segment = (id - game.board().tiles()[tile].first_segment) as u8;
        Deploy::Figure(Figure::Follower, segment)
    }
}

fn road(game: &Game, s: SegmentId) -> (u16, i16) {
    let node = game.features().feature(s);
    (node.tiles, node.open)
}

#[test]
fn a_ferry_joins_two_roads_and_the_lake_counts_once() {
    let mut game = Game::new(2, Rules::with_set(SetId::Ferries, false));
    let lake = place(&mut game, "EB", 1, 0, nothing);
    assert_eq!(game.phase().map(|p| p.key()), Some(FERRY));
    let mut options = Vec::new();
    game.phase_options(&mut options);
    // Roads east, south and west: three places.
    assert_eq!(options, [pair("ES"), pair("EW"), pair("SW")]);
    assert!(game.decide(pair("NS")).is_err(), "no road north");
    game.decide(pair("EW")).unwrap();
    // A lake with a city north offers no place by the city.
    let mut capped = Game::new(2, Rules::with_set(SetId::Ferries, false));
    place(&mut capped, "EA", 1, 0, nothing);
    capped.phase_options(&mut options);
    assert_eq!(options.len(), 3, "{options:?}");
    assert!(!options.contains(&pair("NE")));
    let (west, east, south) = (
        jetty(&game, lake, 3).unwrap(),
        jetty(&game, lake, 1).unwrap(),
        jetty(&game, lake, 2).unwrap(),
    );
    // The start tile's road, the lake once: open west of the start tile
    // and east of the lake; the south road ends at the lake.
    assert_eq!(road(&game, west), (2, 2));
    assert_eq!(game.features().root(west), game.features().root(east));
    assert_eq!(road(&game, south), (1, 1));
    assert_eq!(ferry_at(&game, lake), Some(4));
    assert!(game.phase().is_none(), "no ferry to move: the turn passed");
}

#[test]
fn a_move_cuts_a_road_and_scores_the_part_it_closed() {
    let mut game = Game::new(2, Rules::with_set(SetId::Ferries, false));
    // Blue: a lake east of the start tile, its ferry west-east.
    let first = place(&mut game, "EB", 1, 0, nothing);
    game.decide(pair("EW")).unwrap();
    // Red: a second lake beyond, a follower on its west road, which ends
    // at this lake (its ferry east-south). The first lake's ferry is on
    // the road Red extended: Red may move it, and leaves it.
    let second = place(&mut game, "EB", 2, 0, on_jetty(3));
    game.decide(pair("ES")).unwrap();
    assert_eq!(game.phase().map(|p| p.key()), Some(FERRY_MOVE));
    assert_eq!(movable(&game), [first as u8]);
    let mut options = Vec::new();
    game.phase_options(&mut options);
    assert_eq!(options, [Pick::Home, Pick::Square(Pos::new(1, 0))]);
    game.decide(Pick::Home).unwrap();
    let red_road = jetty(&game, second, 3).unwrap();
    assert_eq!(road(&game, red_road), (3, 1), "open west of the start tile");
    // Blue extends the road west of the start tile and moves the ferry to
    // south-west: Red's road, the first lake's east end and the second's
    // west end, is closed at both lakes and scores 2.
    place(&mut game, "U", -1, 0, nothing);
    game.decide(Pick::Square(Pos::new(1, 0))).unwrap();
    game.phase_options(&mut options);
    assert_eq!(options, [pair("ES"), pair("SW")], "two other places");
    game.decide(pair("SW")).unwrap();
    assert!(game.phase().is_none(), "the moved ferry moves no more");
    assert_eq!(game.score(1), 2);
    assert!(game.meeples().is_empty(), "Red's follower came home");
    assert!(game.features().feature(red_road).completed);
    // Blue's road: the new tile, the start tile and the lake, open west
    // and south.
    let west = jetty(&game, first, 3).unwrap();
    assert_eq!(road(&game, west), (3, 2));
    assert_eq!(
        game.features().root(west),
        game.features().root(jetty(&game, first, 2).unwrap())
    );
}

#[test]
fn only_the_first_ferry_met_may_move() {
    let mut game = Game::new(2, Rules::with_set(SetId::Ferries, false));
    let first = place(&mut game, "EB", 1, 0, nothing);
    game.decide(pair("EW")).unwrap();
    // A second lake joined through its ferry: west-east again.
    let second = place(&mut game, "EB", 2, 0, nothing);
    game.decide(pair("EW")).unwrap();
    // Placing it extended the first lake's road: that ferry may move.
    assert_eq!(movable(&game), [first as u8]);
    game.decide(Pick::Home).unwrap();
    // From the west only the first lake's ferry is met; from the east
    // end, the second's.
    place(&mut game, "U", -1, 0, nothing);
    assert_eq!(movable(&game), [first as u8]);
    game.decide(Pick::Home).unwrap();
    place(&mut game, "U", 3, 0, nothing);
    assert_eq!(movable(&game), [second as u8]);
}

/// Random games with the set alone and with every set: ferries were laid
/// and moved, and every record replays to the same scores.
#[test]
fn random_games_with_the_set_replay() {
    let (mut laid, mut moved) = (0, 0);
    for seed in 0..40 {
        let players = 2 + seed as usize % 4;
        let rules = Rules::with_set(SetId::Ferries, seed % 2 == 1);
        let table = random_game(rules, players, seed, |_| {}, |_, _| {});
        let record = table.record();
        let said = format!("{:?}", record.turns);
        laid += said.matches("\"ferry\"").count();
        moved += said.matches("Choice { phase: \"ferry_move\"").count();
        let replayed = record.replay().expect("the record replays");
        assert_eq!(replayed.scores(), table.game().scores(), "seed {seed}");
    }
    assert!(laid > 100 && moved > 10, "{laid} laid, {moved} moved");
}
