//! Ferries moved: when the tile placed extends a road with a ferry on it,
//! its player may move that ferry, the first one met along the road from
//! the tile in each way the road runs (none beyond it), to two other
//! jetties of its lake. Each ferry moves once a tile; after a move the
//! roads are followed anew, and a ferry now first met may move too. The
//! ferry laid on the tile just placed does not move; roads run through
//! it. A move joins roads and may cut one in two: each figure stays on
//! its part, and a builder left without its owner's follower goes home
//! (`Game::regroup`). Roads a move completed are scored with the turn.

use super::lakes::{ends, ferry_at, is_lake, jetties, places};
use super::state::{Ferries, Step};
use crate::rules::features::SegmentId;
use crate::rules::game::Game;
use crate::rules::phase::{Phase, Pick, Slot};
use crate::rules::tileset::{SegmentKind, catalog};

/// The phase's name, as a record's `chose` field gives it.
pub const FERRY_MOVE: &str = "ferry_move";

/// The lakes (tiles' indices) whose ferry may move now: the first ferry
/// met on each road from the tile placed, but one that moved already.
pub fn movable(game: &Game) -> Vec<u8> {
    let state = game.sets_state.get::<Ferries>();
    let placed = state.placed as usize;
    let mut found = Vec::new();
    if placed >= game.board().len() {
        return found;
    }
    let cat = catalog();
    let tile = game.board().tiles()[placed];
    let mut stack: Vec<SegmentId> = (cat.get(tile.kind).segments.iter().enumerate())
        .filter(|(_, s)| s.kind == SegmentKind::Road)
        .map(|(i, _)| tile.first_segment + i as SegmentId)
        .collect();
    let mut seen = stack.clone();
    while let Some(s) = stack.pop() {
        let at = game.tile_of_segment(s);
        let mut next = Vec::new();
        if is_lake(game, at) {
            let partner = ferry_at(game, at)
                .and_then(|pair| ends(game, at, pair))
                .and_then(|(a, b)| (s == a).then_some(b).or((s == b).then_some(a)));
            if at != placed {
                // Reached by a road: its ferry is the first met, or the
                // road ends at the lake.
                if partner.is_some() && !state.moved.contains(&(at as u8)) {
                    found.push(at as u8);
                }
                continue;
            }
            next.extend(partner);
        }
        next.extend(game.across_edges(s));
        for n in next {
            if !seen.contains(&n) {
                seen.push(n);
                stack.push(n);
            }
        }
    }
    found.sort_unstable();
    found.dedup();
    found
}

/// Lays the ferry of the lake at `tile` in the place `pair`: the roads
/// of its jetties are taken apart and joined anew.
pub(super) fn shift(game: &mut Game, tile: usize, pair: u8) {
    let mut segments: Vec<SegmentId> = Vec::new();
    let own: Vec<SegmentId> = jetties(game, tile).collect();
    for &j in &own {
        if !segments.contains(&j) {
            segments.extend(game.features().members(j));
        }
    }
    let state = game.sets_state.get_mut::<Ferries>();
    if let Some(lake) = state.lakes.iter_mut().find(|l| l.tile as usize == tile) {
        lake.pair = pair;
    }
    state.moved.push(tile as u8);
    state.touched.extend(own);
    let lakes = state.lakes.clone();
    let links: Vec<(SegmentId, SegmentId)> = (lakes.iter())
        .filter_map(|l| ends(game, l.tile as usize, l.pair))
        .filter(|(a, b)| segments.contains(a) && segments.contains(b))
        .collect();
    game.regroup(&segments, &links);
}

pub(super) struct Move;

impl Phase for Move {
    fn key(&self) -> &'static str {
        FERRY_MOVE
    }

    fn slot(&self) -> Slot {
        Slot::Deploy
    }

    fn begin(&self, game: &mut Game, _tile: usize) -> bool {
        if movable(game).is_empty() {
            return false;
        }
        game.sets_state.get_mut::<Ferries>().step = Step::Which;
        true
    }

    fn chooser(&self, game: &Game) -> Option<usize> {
        let state = game.sets_state.get::<Ferries>();
        matches!(state.step, Step::Which | Step::Shift(_)).then(|| game.current_player())
    }

    /// Which lake's ferry moves (or none: `Home`), then where it goes.
    fn options(&self, game: &Game, out: &mut Vec<Pick>) {
        match game.sets_state.get::<Ferries>().step {
            Step::Which => {
                out.push(Pick::Home);
                let board = game.board();
                let lakes = movable(game).into_iter();
                out.extend(lakes.map(|t| Pick::Square(board.tiles()[t as usize].pos)));
            }
            Step::Shift(tile) => places(game, tile as usize, ferry_at(game, tile as usize), out),
            _ => {}
        }
    }

    fn take(&self, game: &mut Game, pick: Pick) -> bool {
        let step = game.sets_state.get::<Ferries>().step;
        match (step, pick) {
            (Step::Which, Pick::Home) => {
                game.sets_state.get_mut::<Ferries>().step = Step::Idle;
                false
            }
            (Step::Which, Pick::Square(pos)) => {
                let tile = game.board().index_at(pos).expect("a lake there") as u8;
                game.sets_state.get_mut::<Ferries>().step = Step::Shift(tile);
                true
            }
            (Step::Shift(tile), Pick::Choice(pair)) => {
                shift(game, tile as usize, pair);
                let more = !movable(game).is_empty();
                game.sets_state.get_mut::<Ferries>().step = match more {
                    true => Step::Which,
                    false => Step::Idle,
                };
                more
            }
            _ => panic!("a pick the ferries' moves did not offer: {pick:?}"),
        }
    }

    /// The game ends while ferries move: the moves made stand.
    fn cut(&self, game: &mut Game) {
        game.sets_state.get_mut::<Ferries>().step = Step::Idle;
    }

    fn choices(&self) -> &'static [&'static str] {
        &super::lakes::PAIR_NAMES
    }
}

/// The roads the turn's moves may have completed away from the tile.
pub(super) fn touched(game: &Game, out: &mut Vec<SegmentId>) {
    out.extend_from_slice(&game.sets_state.get::<Ferries>().touched);
}
