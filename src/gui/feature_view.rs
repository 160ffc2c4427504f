//! A connected feature on the board as the window keeps it (`FeatureView`),
//! apart from the board's views that work it out (`board_view.rs`), so
//! the sets' window parts may read it without the board's painting.

use bevy::prelude::*;

use crate::gui::states::OfGame;
use crate::rules::FeatureState;
use crate::rules::scoring::{Farm, FeatureValue};

/// A connected feature on the board, as the engine sees it after the last
/// turn: who is on it and owns it, the placed tiles it covers, what it is
/// worth, whether it can never be completed. Worked out once a turn; the
/// inspector reads it for the feature under the pointer.
#[derive(Component, Debug, Clone, PartialEq)]
#[require(OfGame)]
pub struct FeatureView {
    pub state: FeatureState,
    /// The placed tiles it covers (indices into the board's tiles).
    pub tiles: Vec<usize>,
    pub value: FeatureValue,
    /// It borders a square no tile to come fits.
    pub never_completed: bool,
    /// A field's farm: its owners, the completed cities it would score at
    /// the end and what that gives (the farm view reads it).
    pub farm: Option<Farm>,
}
