//! What The Ferries keep of a game, in its slot of the game's
//! `SetStates`: every lake on the board and the two jetties its ferry
//! joins, and where the turn's ferry steps stand. The rule modules beside
//! it read and change it.

use crate::rules::features::SegmentId;
use crate::rules::set_names::SetId;
use crate::rules::set_states::OwnState;

/// A lake on the board: its tile (index on the board) and its ferry's
/// place, an index of `lakes::PAIRS` (the two edges it joins, as the
/// tile lies).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Lake {
    pub tile: u8,
    pub pair: u8,
}

/// Where the turn's ferry steps stand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Step {
    #[default]
    Idle,
    /// The lake tile at this index was just placed: its ferry is laid.
    Lay(u8),
    /// A lake whose ferry may move is chosen (or none: done).
    Which,
    /// The ferry of the lake on the tile at this index is lifted: it is
    /// laid between two other jetties.
    Shift(u8),
}

/// What the set keeps of a game.
#[derive(Debug, Clone, Default)]
pub struct Ferries {
    /// Every lake on the board that has its ferry, in the order laid.
    pub(super) lakes: Vec<Lake>,
    pub(super) step: Step,
    /// The tile placed (index on the board) whose ferry steps these are.
    pub(super) placed: u8,
    /// The lakes whose ferry moved since that tile was placed: each moves
    /// once.
    pub(super) moved: Vec<u8>,
    /// The jetties of those lakes: their roads may have been completed
    /// away from the tile placed.
    pub(super) touched: Vec<SegmentId>,
}

impl OwnState for Ferries {
    const SET: SetId = SetId::Ferries;
}
