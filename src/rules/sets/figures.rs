//! Every kind of figure: the base game's follower and those the sets
//! bring. Each set says what its figures are (`FigureSpec`); this list
//! only names them, so that a deploy, a record and a network message say
//! "this figure, at this place" the same way.

use serde::{Deserialize, Serialize};

use super::{SetId, SetsInPlay, abbot, inns_cathedrals, traders_builders};
use crate::rules::figures::{FOLLOWER, FigureSpec};

/// A kind of figure.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Figure {
    Follower,
    Abbot,
    /// Inns & Cathedrals: one per player, counts as two followers.
    Large,
    /// Traders & Builders: beside its owner's follower on a road or city.
    Builder,
    /// Traders & Builders: beside its owner's farmer in a field.
    Pig,
}

/// How many kinds of figure there are (`Figure::ALL`).
pub const FIGURES: usize = 5;

impl Figure {
    /// In the order a tile's figure choices are offered.
    pub const ALL: [Figure; FIGURES] = [
        Figure::Follower,
        Figure::Large,
        Figure::Builder,
        Figure::Pig,
        Figure::Abbot,
    ];

    pub fn spec(self) -> &'static FigureSpec {
        match self {
            Figure::Follower => &FOLLOWER,
            Figure::Abbot => &abbot::ABBOT,
            Figure::Large => &inns_cathedrals::LARGE_MEEPLE,
            Figure::Builder => &traders_builders::BUILDER,
            Figure::Pig => &traders_builders::PIG,
        }
    }

    /// The set that brings it (`None`: the base game's follower).
    pub fn set(self) -> Option<SetId> {
        match self {
            Figure::Follower => None,
            Figure::Abbot => Some(SetId::Abbot),
            Figure::Large => Some(SetId::InnsCathedrals),
            Figure::Builder | Figure::Pig => Some(SetId::TradersBuilders),
        }
    }

    /// Whether a game with these sets has it.
    pub fn in_play(self, sets: SetsInPlay) -> bool {
        self.set().is_none_or(|s| sets.has(s))
    }

    /// What it counts for in a majority.
    pub fn weight(self) -> u8 {
        self.spec().weight
    }

    /// The figure a record names (`Follower`, `Large`, …).
    pub fn named(name: &str) -> Option<Figure> {
        Figure::ALL.into_iter().find(|f| f.spec().name == name)
    }

    /// The figure a record's recall names (`RecallAbbot`).
    pub fn recalled_by(name: &str) -> Option<Figure> {
        Figure::ALL
            .into_iter()
            .find(|f| f.spec().recall == Some(name))
    }

    /// Its slot in a player's supply (`Game::in_supply`).
    pub fn index(self) -> usize {
        self as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_figure_is_listed_once_with_a_name_of_its_own() {
        for (i, f) in Figure::ALL.iter().enumerate() {
            assert_eq!(Figure::named(f.spec().name), Some(*f));
            assert!(Figure::ALL[..i].iter().all(|g| g != f));
        }
        assert_eq!(Figure::recalled_by("RecallAbbot"), Some(Figure::Abbot));
        assert_eq!(Figure::Large.weight(), 2);
        assert_eq!(Figure::Pig.weight(), 0);
    }
}
