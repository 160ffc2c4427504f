//! What Traders & Builders keeps of a game, in its slot of the game's
//! `SetStates`: the goods each player holds and the builder's second
//! tile. The rule modules beside it read and change it.

use crate::rules::features::MAX_PLAYERS;
use crate::rules::set_names::SetId;
use crate::rules::set_states::OwnState;

/// Where the turn stands with the builder's second tile.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Bonus {
    /// The turn's first tile; it has earned no second one (yet).
    #[default]
    None,
    /// The turn's first tile extended its player's builder's feature: the
    /// same player places a second tile when this one's deploy is done.
    Earned,
    /// The tile awaited, or just placed, is the turn's second.
    Second,
}

/// What the set keeps of a game: the goods tokens each player holds, and
/// where the turn stands with the builder's second tile.
#[derive(Debug, Clone, Default)]
pub struct Trade {
    /// Tokens each player holds, by kind (`Good as usize`).
    pub(super) goods: [[u8; 3]; MAX_PLAYERS],
    pub(super) bonus: Bonus,
}

impl OwnState for Trade {
    const SET: SetId = SetId::TradersBuilders;
}
