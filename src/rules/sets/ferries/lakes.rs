//! The lakes and their ferries: every tile of the set shows a lake in its
//! middle where each of its roads ends at a jetty. Placing one, its
//! player must lay a ferry from one jetty to another of their choice
//! (`Lay`): the two roads become one, the others end at the lake. A
//! ferry's place is two of the tile's edges as it lies (`PAIRS`).

use super::state::{Ferries, Lake, Step};
use crate::rules::features::SegmentId;
use crate::rules::game::Game;
use crate::rules::phase::{Phase, Pick, Slot};
use crate::rules::set_names::SetId;
use crate::rules::tileset::{NONE, SegmentKind, catalog};

/// The phase's name, as a record's `chose` field gives it.
pub const FERRY: &str = "ferry";

/// A ferry's places: the two edges it joins (0 N, 1 E, 2 S, 3 W), as the
/// tile lies on the board.
pub const PAIRS: [(u8, u8); 6] = [(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)];

/// How records name them (`Choice(phase: "ferry", choice: "EW")`).
pub const PAIR_NAMES: [&str; 6] = ["NE", "NS", "NW", "ES", "EW", "SW"];

/// Whether the tile at this index shows a lake.
pub fn is_lake(game: &Game, tile: usize) -> bool {
    catalog().get(game.board().tiles()[tile].kind).set == Some(SetId::Ferries)
}

/// The road ending at the jetty by this edge of the tile at `tile`, if
/// a road meets that edge.
pub fn jetty(game: &Game, tile: usize, edge: u8) -> Option<SegmentId> {
    let placed = game.board().tiles()[tile];
    let kind = catalog().get(placed.kind);
    let seg = kind.rotations[placed.rot as usize].edge_segment[edge as usize];
    let road = seg != NONE && kind.segments[seg as usize].kind == SegmentKind::Road;
    road.then(|| placed.first_segment + seg as SegmentId)
}

/// Every jetty of the lake on the tile at `tile`.
pub(super) fn jetties(game: &Game, tile: usize) -> impl Iterator<Item = SegmentId> + '_ {
    (0..4).filter_map(move |e| jetty(game, tile, e))
}

/// The two roads a ferry joins in this place, if the lake has both.
pub(super) fn ends(game: &Game, tile: usize, pair: u8) -> Option<(SegmentId, SegmentId)> {
    let (a, b) = PAIRS[pair as usize];
    Some((jetty(game, tile, a)?, jetty(game, tile, b)?))
}

/// The places a ferry may lie on the lake at `tile`, but `not`.
pub(super) fn places(game: &Game, tile: usize, not: Option<u8>, out: &mut Vec<Pick>) {
    let fits = |&p: &u8| Some(p) != not && ends(game, tile, p).is_some();
    out.extend((0..PAIRS.len() as u8).filter(fits).map(Pick::Choice));
}

/// Where the ferry of the lake on the tile at `tile` lies, if laid.
pub fn ferry_at(game: &Game, tile: usize) -> Option<u8> {
    let state = game.sets_state.get::<Ferries>();
    (state.lakes.iter())
        .find(|l| l.tile as usize == tile)
        .map(|l| l.pair)
}

/// Every lake on the board with its ferry's place.
pub fn lakes(game: &Game) -> &[Lake] {
    &game.sets_state.get::<Ferries>().lakes
}

pub(super) struct Lay;

impl Phase for Lay {
    fn key(&self) -> &'static str {
        FERRY
    }

    fn slot(&self) -> Slot {
        Slot::Deploy
    }

    /// Every tile placed begins the turn's ferry steps afresh.
    fn begin(&self, game: &mut Game, tile: usize) -> bool {
        let lake = is_lake(game, tile);
        let state = game.sets_state.get_mut::<Ferries>();
        state.touched.clear();
        state.moved.clear();
        state.placed = tile as u8;
        if !lake {
            return false;
        }
        state.step = Step::Lay(tile as u8);
        true
    }

    fn chooser(&self, game: &Game) -> Option<usize> {
        let state = game.sets_state.get::<Ferries>();
        matches!(state.step, Step::Lay(_)).then(|| game.current_player())
    }

    fn options(&self, game: &Game, out: &mut Vec<Pick>) {
        if let Step::Lay(tile) = game.sets_state.get::<Ferries>().step {
            places(game, tile as usize, None, out);
        }
    }

    fn take(&self, game: &mut Game, pick: Pick) -> bool {
        let (Step::Lay(tile), Pick::Choice(pair)) = (game.sets_state.get::<Ferries>().step, pick)
        else {
            panic!("a pick the ferry's laying did not offer: {pick:?}");
        };
        let (a, b) = ends(game, tile as usize, pair).expect("a place the lake has");
        game.join_segments(a, b);
        let state = game.sets_state.get_mut::<Ferries>();
        state.lakes.push(Lake { tile, pair });
        state.step = Step::Idle;
        false
    }

    /// The game ends before the ferry is laid: the lake keeps none.
    fn cut(&self, game: &mut Game) {
        game.sets_state.get_mut::<Ferries>().step = Step::Idle;
    }

    fn choices(&self) -> &'static [&'static str] {
        &PAIR_NAMES
    }
}
