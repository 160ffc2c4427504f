//! What The Princess & the Dragon keeps of a game, in its slot of the
//! game's `SetStates`: where the dragon and the fairy stand, and the
//! dragon's flight. The rule modules beside it read and change it.

use crate::rules::geometry::Pos;
use crate::rules::set_names::SetId;
use crate::rules::set_states::OwnState;
use crate::rules::types::Meeple;

/// Where the fairy stands, and the follower it stands beside.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Fairy {
    /// The tile (index on the board) it stands on.
    pub tile: u8,
    /// The follower it was moved beside, until the set sees it gone
    /// (`Fairy::alone`); it may since have gone home.
    pub beside: Option<Meeple>,
}

/// A flight under way: where the dragon is, where it has been, and whose
/// step it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Flight {
    /// Squares the dragon has stood on this flight, in order; the last
    /// is where it stands.
    pub(super) been: Vec<Pos>,
    /// The seat whose turn it is (it chooses the first step).
    pub(super) first: u8,
}

/// What the set keeps of a game: where the dragon and the fairy stand,
/// and the dragon's flight while it flies.
#[derive(Debug, Clone, Default)]
pub struct Lair {
    /// Where the dragon stands, once a volcano is on the board.
    pub(super) dragon: Option<Pos>,
    pub(super) fairy: Option<Fairy>,
    pub(super) flight: Option<Flight>,
}

impl OwnState for Lair {
    const SET: SetId = SetId::PrincessDragon;
}
