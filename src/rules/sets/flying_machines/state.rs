//! What The Flying Machines keep of a game, in its slot of the game's
//! `SetStates`: the follower in flight this turn and where its flight
//! stands, and how the last flight ended. The rule module beside it reads
//! and changes it.

use crate::rules::geometry::Pos;
use crate::rules::set_names::{Figure, SetId};
use crate::rules::set_states::OwnState;

/// Where the turn's flight stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Step {
    /// No follower in flight.
    #[default]
    Idle,
    /// A follower sits on the machine: the die is rolled (a chance pick).
    Roll,
    /// It reached this square, whose tile offers it places: its owner
    /// chooses one.
    Land(Pos),
}

/// The follower in flight: whose, which kind, and the tile it took off
/// from (its index on the board).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Flier {
    pub seat: u8,
    pub figure: Figure,
    pub from: u8,
}

/// How a flight ended: the die's number and the square it reached, and
/// whether the follower landed there (else it went home).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Flown {
    pub roll: u8,
    pub to: Pos,
    pub landed: bool,
}

/// What the set keeps of a game.
#[derive(Debug, Clone, Copy, Default)]
pub struct Flight {
    pub(super) step: Step,
    pub(super) flier: Option<Flier>,
    /// The roll made this flight, once made.
    pub(super) roll: Option<u8>,
    /// The last flight's end, for the window's words.
    pub(super) last: Option<Flown>,
}

impl OwnState for Flight {
    const SET: SetId = SetId::FlyingMachines;
}
