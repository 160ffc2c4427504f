//! What The Gold Mines keeps of a game, in its slot of the game's
//! `SetStates`: the ingots on the board and in each hoard, and the claims
//! on them. The rule modules beside it read and change it.

use crate::rules::features::MAX_PLAYERS;
use crate::rules::set_names::SetId;
use crate::rules::set_states::OwnState;

/// The seats (a mask) with the most weight in a completed feature, and
/// the tiles (board indices) whose ingots they take.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Claim {
    pub seats: u8,
    pub tiles: Vec<u8>,
}

/// What the set keeps of a game: the ingots on the board and in each
/// player's hoard, the mine waiting for its second ingot, and the turn's
/// claims waiting to be handed out.
#[derive(Debug, Clone, Default)]
pub struct Hoards {
    /// Ingots on each tile, by board index (as far as the last that has
    /// held one).
    pub(super) on_tiles: Vec<u8>,
    /// Ingots each player has taken.
    pub(super) held: [u8; MAX_PLAYERS],
    /// The mine just placed (its board index), while its second ingot's
    /// square is chosen.
    pub(super) placing: Option<u8>,
    pub(super) claims: Vec<Claim>,
}

impl Hoards {
    pub(super) fn ingots(&self, tile: usize) -> u8 {
        self.on_tiles.get(tile).copied().unwrap_or(0)
    }
}

impl OwnState for Hoards {
    const SET: SetId = SetId::GoldMines;
}
