//! What The Tower keeps of a game, in its slot of the game's `SetStates`:
//! each player's floors, the towers on the board and the prisoners. The
//! rule modules beside it read and change it.

use crate::rules::features::MAX_PLAYERS;
use crate::rules::set_names::{Figure, SetId};
use crate::rules::set_states::OwnState;

/// A tower foundation on the board, and what stands on it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Tower {
    /// The tile it is on (its index on the board).
    pub tile: u8,
    /// Floors on it (0: a bare foundation, not yet a tower).
    pub height: u8,
    /// The follower on top (its owner and kind), which closes it.
    pub top: Option<(u8, Figure)>,
}

/// A follower held by another player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Prisoner {
    pub owner: u8,
    pub figure: Figure,
    pub jailer: u8,
}

/// What the set keeps of a game: each player's floors, the towers on the
/// board, the prisoners, and what the turn has done with them.
#[derive(Debug, Clone, Default)]
pub struct Towers {
    /// Floors left in each player's stock.
    pub(super) floors: [u8; MAX_PLAYERS],
    /// Every tower foundation on the board, in the order placed.
    pub(super) towers: Vec<Tower>,
    pub(super) prisoners: Vec<Prisoner>,
    /// The tower (its index in `towers`) a floor was just put on: the
    /// capture phase reaches out from it.
    pub(super) capturing: Option<u8>,
    /// A capture that waits for its captor to choose which of their
    /// figures comes back in exchange (`exchange.rs`).
    pub(super) exchanging: Option<Prisoner>,
    /// The seat that last paid a ransom, and the record's move count then
    /// (`ransom.rs`: once a turn).
    pub(super) ransom_paid: Option<(u8, u32)>,
}

impl OwnState for Towers {
    const SET: SetId = SetId::TheTower;
}
