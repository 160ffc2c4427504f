//! What The Robbers keep of a game, in its slot of the game's
//! `SetStates`: where each player's robber stands, the seats still to
//! place one in the turn's robber step, and the points won by robbing not
//! yet moved on a track. The rule modules beside it read and change it.

use crate::rules::features::MAX_PLAYERS;
use crate::rules::set_names::SetId;
use crate::rules::set_states::OwnState;

/// What the set keeps of a game.
#[derive(Debug, Clone, Copy, Default)]
pub struct Robbers {
    /// Each seat's robber: beside which seat's scoring figure it stands
    /// (`None`: in its owner's supply).
    pub(super) beside: [Option<u8>; MAX_PLAYERS],
    /// Which of that seat's figures (0 the score meeple; 1 a second
    /// figure, The Messengers' messenger).
    pub(super) figure: [u8; MAX_PLAYERS],
    /// The seats still to choose in the robber step, the first choosing
    /// now: the player whose tile it is, then the next one to their left
    /// with a robber in supply.
    pub(super) queue: [u8; 2],
    pub(super) left: u8,
    /// The seat whose figure the chooser now picks, the seat picked first
    /// (with two figures a seat).
    pub(super) picked: Option<u8>,
    /// Each seat's points won by robbing that its figures have not moved
    /// yet: a robber beside the figure that moves them takes no share.
    pub(super) loot: [u32; MAX_PLAYERS],
}

impl OwnState for Robbers {
    const SET: SetId = SetId::Robbers;
}
