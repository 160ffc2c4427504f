//! What Mage & Witch keeps of a game, in its slot of the game's
//! `SetStates`: where the two magic figures stand, and where the turn's
//! magic step stands. The rule modules beside it read and change it.

use crate::rules::set_names::SetId;
use crate::rules::set_states::OwnState;

/// One of the two magic figures. They belong to nobody.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Caster {
    /// Adds a point a tile to its road or city.
    Mage = 0,
    /// Halves its road or city, rounded up.
    Witch = 1,
}

impl Caster {
    pub const BOTH: [Caster; 2] = [Caster::Mage, Caster::Witch];
}

/// Where a magic figure stands: a road or city segment of a placed tile.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Standing {
    /// The tile (its index on the board).
    pub tile: u8,
    /// Its segment on that tile.
    pub segment: u8,
}

/// Where the turn's magic step stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Step {
    /// No magic step under way.
    #[default]
    Idle,
    /// The player chooses which figure to place or move.
    Which,
    /// The player chooses where the figure goes.
    Where(Caster),
    /// Neither can go anywhere: the player chooses which leaves the board.
    Remove,
}

/// What the set keeps of a game.
#[derive(Debug, Clone, Copy, Default)]
pub struct Spell {
    /// Where the mage and the witch stand (`Caster as usize`); `None`
    /// beside the board.
    pub(super) at: [Option<Standing>; 2],
    pub(super) step: Step,
}

impl OwnState for Spell {
    const SET: SetId = SetId::MageWitch;
}
