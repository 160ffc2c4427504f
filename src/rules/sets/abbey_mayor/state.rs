//! What Abbey & Mayor keeps of a game, in its slot of the game's
//! `SetStates`: who has played their abbey, and the barns on the board.
//! The rule modules beside it read and change it.

use crate::rules::features::MAX_PLAYERS;
use crate::rules::set_names::SetId;
use crate::rules::set_states::OwnState;

/// Which seats have played their abbey (or let it go), a bit each; and
/// the move (`Game::moves_made`) in which the player whose turn it is
/// took theirs into the hand instead of the tile drawn (a later move's
/// number says it is not taken now).
#[derive(Debug, Clone, Copy, Default)]
pub struct Abbeys {
    pub(super) gone: u8,
    pub(super) taken_in: Option<u32>,
}

/// A barn on the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Barn {
    pub player: u8,
    /// The tile (its index on the board) whose corner it was put on.
    pub tile: u8,
    /// Its field's segment on that tile.
    pub segment: u8,
    /// The corner (0 NE, 1 SE, 2 SW, 3 NW, board orientation).
    pub corner: u8,
}

/// Each seat's barn, once put down.
#[derive(Debug, Clone, Copy, Default)]
pub struct Barns(pub(super) [Option<Barn>; MAX_PLAYERS]);

/// What the set keeps of a game: who has played their abbey, and the
/// barns on the board.
#[derive(Debug, Clone, Copy, Default)]
pub struct Holdings {
    pub(super) abbeys: Abbeys,
    pub(super) barns: Barns,
}

impl OwnState for Holdings {
    const SET: SetId = SetId::AbbeyMayor;
}
