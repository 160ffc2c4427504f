//! The Crop Circles played as docs/rules/crop-circles.md states it: the
//! action on a small position built by hand, and random games with the
//! set alone and with every set.

use super::action::CropCircle;
use super::state::{Circle, Step};
use crate::rules::game::Game;
use crate::rules::phase::{Phase, Pick};
use crate::rules::random_play::random_game;
use crate::rules::set_names::{Figure, Rules, SetId};
use crate::rules::table::Table;
use crate::rules::tileset::{SegmentKind, catalog};
use crate::rules::types::ScoreEvent;

/// Three players; Black (0) and Red (1) each with a thief on the start
/// tile's road, Red's turn is over and a road circle acts: the queue
/// starts left of the player whose tile it is (Black), so Red, then
/// Green (nothing to do), then Black.
fn road_circle(add: bool) -> (Game, u8) {
    let mut game = Game::new(3, Rules::with_set(SetId::CropCircles, false));
    let start = catalog().get(game.board().tiles()[0].kind);
    let road = (start.segments.iter())
        .position(|s| s.kind == SegmentKind::Road)
        .expect("the start tile's road") as u8;
    game.put_figure_of(0, Figure::Follower, 0, road);
    game.put_figure_of(1, Figure::Follower, 0, road);
    let state = game.sets_state.get_mut::<Circle>();
    state.kind = Some(SegmentKind::Road);
    state.step = Step::Choose;
    state.queue[..3].copy_from_slice(&[1, 2, 0]);
    state.left = 3;
    assert!(CropCircle.take(&mut game, Pick::Choice(if add { 0 } else { 1 })));
    (game, road)
}

fn options(game: &Game) -> Vec<Pick> {
    let mut out = Vec::new();
    CropCircle.options(game, &mut out);
    out
}

#[test]
fn adding_puts_a_follower_beside_ones_own_and_each_may_pass() {
    let (mut game, road) = road_circle(true);
    let start = game.board().tiles()[0].pos;
    // Red first: beside its thief, or pass.
    assert_eq!(CropCircle.chooser(&game), Some(1));
    assert_eq!(options(&game), [Pick::Spot(start, road), Pick::Home]);
    assert!(CropCircle.take(&mut game, Pick::Spot(start, road)));
    // Green has no thief: passed over; Black passes.
    assert_eq!(CropCircle.chooser(&game), Some(0));
    assert!(!CropCircle.take(&mut game, Pick::Home));
    assert_eq!(CropCircle.chooser(&game), None);
    let on_road = |p: u8| game.meeples().iter().filter(|m| m.player == p).count();
    assert_eq!((on_road(0), on_road(1)), (1, 2));
    assert_eq!(game.in_supply(1, Figure::Follower), 7 - 2);
    // Red now holds the road alone.
    let root = game.features().root(game.segment_id(0, road));
    assert_eq!(game.features().node(root).majority(), 0b010);
}

#[test]
fn removing_is_compulsory_for_whoever_has_one() {
    let (mut game, road) = road_circle(false);
    let start = game.board().tiles()[0].pos;
    assert_eq!(options(&game), [Pick::Spot(start, road)], "no passing");
    assert!(CropCircle.take(&mut game, Pick::Spot(start, road)));
    assert_eq!(CropCircle.chooser(&game), Some(0));
    assert!(!CropCircle.take(&mut game, Pick::Spot(start, road)));
    assert!(game.meeples().is_empty());
    assert_eq!(game.in_supply(0, Figure::Follower), 7);
}

/// Random games, the set alone and with every set: every supply and
/// board count stays whole (each seat's followers on the board and in
/// its supply add up), and the records replay to the same scores and
/// the same figures on the board.
#[test]
fn random_games_keep_every_follower_and_replay() {
    let mut acted = 0;
    for (seed, every_set) in (0..24).map(|s| (s, s % 3 == 2)) {
        let players = 2 + seed as usize % 4;
        let rules = Rules::with_set(SetId::CropCircles, every_set);
        let check = |table: &Table, _: &[ScoreEvent]| {
            let game = table.game();
            for p in 0..players {
                let out = (game.meeples().iter())
                    .filter(|m| m.player as usize == p && m.figure == Figure::Follower)
                    .count() as u8;
                let held = game.held(p, Figure::Follower);
                assert_eq!(
                    out + game.in_supply(p, Figure::Follower) + held,
                    7,
                    "seed {seed}"
                );
            }
        };
        let table = random_game(rules, players, seed, |_| {}, check);
        let record = table.record();
        acted += (record.turns.iter())
            .filter(|t| format!("{t:?}").contains("\"crop\""))
            .count();
        let replayed = record.replay().expect("the record replays");
        assert_eq!(replayed.scores(), table.game().scores(), "seed {seed}");
        assert_eq!(replayed.meeples(), table.game().meeples(), "seed {seed}");
    }
    assert!(acted > 10, "{acted} crop circle actions");
}

/// Black has a follower and a large meeple on one place: taking one back
/// there, Black chooses which.
#[test]
fn a_removal_where_two_kinds_stand_asks_which() {
    let mut rules = Rules::with_set(SetId::CropCircles, false);
    rules.inns_cathedrals = true;
    let mut game = Game::new(2, rules);
    let start = catalog().get(game.board().tiles()[0].kind);
    let road = (start.segments.iter())
        .position(|s| s.kind == SegmentKind::Road)
        .expect("the start tile's road") as u8;
    game.put_figure_of(0, Figure::Follower, 0, road);
    game.put_figure_of(0, Figure::Large, 0, road);
    let state = game.sets_state.get_mut::<Circle>();
    state.kind = Some(SegmentKind::Road);
    state.step = Step::Choose;
    state.queue[..2].copy_from_slice(&[1, 0]);
    state.left = 2;
    // Remove: Red has nothing there; Black picks the place, then the kind.
    assert!(CropCircle.take(&mut game, Pick::Choice(1)));
    let pos = game.board().tiles()[0].pos;
    assert!(CropCircle.take(&mut game, Pick::Spot(pos, road)));
    assert_eq!(
        options(&game),
        [Pick::Figure(Figure::Follower), Pick::Figure(Figure::Large)]
    );
    assert!(!CropCircle.take(&mut game, Pick::Figure(Figure::Large)));
    let left: Vec<Figure> = game.meeples().iter().map(|m| m.figure).collect();
    assert_eq!(left, [Figure::Follower]);
    assert_eq!(game.in_supply(0, Figure::Large), 1);
}
