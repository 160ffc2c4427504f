//! What The Messengers keep of a game, in its slot of the game's
//! `SetStates`: each player's points on their messenger (their score
//! meeple has the rest of their score), the points of the turn not yet
//! put on a figure, the figure each moved this turn, the messages' order
//! as far as it was drawn, and where the turn's messenger step stands.

use crate::rules::features::MAX_PLAYERS;
use crate::rules::set_names::SetId;
use crate::rules::set_states::OwnState;

/// How many messages there are.
pub const MESSAGES: usize = 8;

/// Where the messenger step stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Step {
    #[default]
    Idle,
    /// The seat at the head of the queue puts its turn's points on one of
    /// its two figures.
    Figure,
    /// The player's figure ended on a dark space: a message is drawn
    /// (chance's pick while the first round is unknown).
    Draw,
    /// The message drawn (its index): carried out, or 2 points.
    Message(u8),
    /// The last message's follower is chosen: its feature scored, it
    /// comes home.
    Follower,
}

/// What the set keeps of a game.
#[derive(Debug, Clone, Copy, Default)]
pub struct Couriers {
    pub(super) messenger: [u32; MAX_PLAYERS],
    pub(super) pending: [u32; MAX_PLAYERS],
    /// The figure each seat moved this turn: 0 the score meeple, 1 the
    /// messenger.
    pub(super) moved: [Option<u8>; MAX_PLAYERS],
    /// The messages in the order they come up: the first `known` are
    /// known (drawn once); the rest of the first round is not.
    pub(super) order: [u8; MESSAGES],
    pub(super) known: u8,
    /// Messages drawn in all: the next is `order[drawn % 8]` once known.
    pub(super) drawn: u32,
    pub(super) step: Step,
    pub(super) queue: [u8; MAX_PLAYERS],
    pub(super) left: u8,
    /// A message gave the player another tile this turn.
    pub(super) extra_tile: bool,
    /// The player's figure took points in this step: whether it may
    /// draw a message.
    pub(super) moved_now: bool,
}

impl OwnState for Couriers {
    const SET: SetId = SetId::Messengers;
}
