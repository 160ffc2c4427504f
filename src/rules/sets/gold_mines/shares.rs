//! Handing ingots out: a road, city, monastery or garden completed takes
//! the ingots on its tiles (a monastery's or garden's: on its tile and the
//! eight around) for the players with the most weight in it. Every claim
//! of the turn is pooled: going round from the player whose turn it is, in
//! seating order, each player with a claim takes one ingot, from the tile
//! the most players claim (then the first placed), until no claimed ingot
//! is left; a player with nothing left to take is passed over. A
//! completed feature with no follower takes nothing: its ingots stay.
//! The hand-out runs once the turn is scored, as a phase that asks
//! nothing.

pub use super::state::Claim;
use super::state::Hoards;
use crate::rules::features::SegmentId;
use crate::rules::game::Game;
use crate::rules::phase::{Phase, Pick, Slot};

/// The phase's name (it asks nothing, so no record lists it).
pub const SHARES: &str = "gold shares";

/// A feature was completed, its figures still on it: its claim, if
/// anyone holds it.
pub(super) fn completed(game: &mut Game, root: SegmentId) {
    let node = game.features().node(root);
    let seats = node.majority();
    if seats == 0 {
        return;
    }
    let tiles: Vec<u8> = if node.kind.is_centre() {
        let tile = game.tile_of_segment(root);
        let at = game.board().tiles()[tile].pos;
        (std::iter::once(tile))
            .chain(at.ring().filter_map(|p| game.board().index_at(p)))
            .map(|t| t as u8)
            .collect()
    } else {
        (game.feature_tiles(root).into_iter())
            .map(|t| t as u8)
            .collect()
    };
    game.sets_state
        .get_mut::<Hoards>()
        .claims
        .push(Claim { seats, tiles });
}

/// Hands the turn's claimed ingots out, one at a time round the table.
pub(super) fn hand_out(game: &mut Game) {
    let claims = std::mem::take(&mut game.sets_state.get_mut::<Hoards>().claims);
    if claims.is_empty() {
        return;
    }
    let players = game.players();
    // Who claims each tile (a seat mask), by board index.
    let mut claimants: Vec<(u8, u8)> = Vec::new();
    for claim in &claims {
        for &tile in &claim.tiles {
            match claimants.iter_mut().find(|(t, _)| *t == tile) {
                Some((_, seats)) => *seats |= claim.seats,
                None => claimants.push((tile, claim.seats)),
            }
        }
    }
    claimants.sort_unstable();
    let mut seat = game.current_player();
    let state = game.sets_state.get_mut::<Hoards>();
    let mut passed = 0;
    while passed < players {
        let best = (claimants.iter())
            .filter(|(t, seats)| seats & (1 << seat) != 0 && state.ingots(*t as usize) > 0)
            .max_by_key(|(t, seats)| (seats.count_ones(), std::cmp::Reverse(*t)));
        match best {
            Some(&(tile, _)) => {
                state.on_tiles[tile as usize] -= 1;
                state.held[seat] += 1;
                passed = 0;
            }
            None => passed += 1,
        }
        seat = (seat + 1) % players;
    }
}

pub(super) struct Shares;

impl Phase for Shares {
    fn key(&self) -> &'static str {
        SHARES
    }

    fn slot(&self) -> Slot {
        Slot::AfterScoring
    }

    /// The turn is scored: its claims are handed out, with nothing to ask.
    fn begin(&self, game: &mut Game, _tile: usize) -> bool {
        hand_out(game);
        false
    }

    fn chooser(&self, _game: &Game) -> Option<usize> {
        None
    }

    fn options(&self, _game: &Game, _out: &mut Vec<Pick>) {}

    fn take(&self, _game: &mut Game, _pick: Pick) -> bool {
        false
    }

    fn cut(&self, _game: &mut Game) {}
}
