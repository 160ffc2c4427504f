//! What The Crop Circles keeps of a game, in its slot of the game's
//! `SetStates`: where the turn's crop circle action stands. The rule
//! module beside it reads and changes it.

use crate::rules::features::MAX_PLAYERS;
use crate::rules::set_names::SetId;
use crate::rules::set_states::OwnState;
use crate::rules::tileset::SegmentKind;

/// Where the crop circle action stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Step {
    /// No action under way.
    #[default]
    Idle,
    /// The player whose tile it is chooses: add or remove.
    Choose,
    /// The seat at the head of the queue adds a follower or takes one
    /// back.
    Act,
    /// The seat acting chose the place; it chooses which of its figures
    /// (several kinds could be added there, or stand there to take back).
    Figure { tile: u8, segment: u8 },
}

/// What the set keeps of a game.
#[derive(Debug, Clone, Copy, Default)]
pub struct Circle {
    pub(super) step: Step,
    /// The kind of feature the circle acts on (its picture: a club for
    /// roads, a shield for cities, a rake for fields).
    pub(super) kind: Option<SegmentKind>,
    /// Add (`true`) or remove.
    pub(super) add: bool,
    /// The seats still to act, in order (the first is acting).
    pub(super) queue: [u8; MAX_PLAYERS],
    pub(super) left: u8,
}

impl OwnState for Circle {
    const SET: SetId = SetId::CropCircles;
}
