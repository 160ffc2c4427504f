//! The names of the sets and of every kind of figure, and the rule
//! toggles that put sets in play: the words a set's folder, the core and a
//! record share. What each name stands for is bound in `registry.rs`.

use serde::{Deserialize, Serialize};

/// A set that can be played beside the base game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SetId {
    River,
    Abbot,
    InnsCathedrals,
    TradersBuilders,
}

impl SetId {
    pub const ALL: [SetId; 4] = [
        SetId::River,
        SetId::Abbot,
        SetId::InnsCathedrals,
        SetId::TradersBuilders,
    ];

    /// Whether these rules play the set.
    pub fn in_play(self, rules: &Rules) -> bool {
        match self {
            SetId::River => rules.river,
            SetId::Abbot => rules.abbot,
            SetId::InnsCathedrals => rules.inns_cathedrals,
            SetId::TradersBuilders => rules.traders_builders,
        }
    }

    /// Puts the set in play or takes it out.
    pub fn set_in_play(self, rules: &mut Rules, on: bool) {
        *match self {
            SetId::River => &mut rules.river,
            SetId::Abbot => &mut rules.abbot,
            SetId::InnsCathedrals => &mut rules.inns_cathedrals,
            SetId::TradersBuilders => &mut rules.traders_builders,
        } = on;
    }
}

/// Rule toggles chosen when a game is set up (also a record's `rules`):
/// farmers, and each set in play.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Rules {
    /// Fields and farmers are scored.
    pub farmers: bool,
    /// The River mini-expansion.
    pub river: bool,
    /// The Abbot mini-expansion: gardens and one abbot per player.
    pub abbot: bool,
    /// The Inns & Cathedrals expansion's tiles (inns, cathedrals). Left
    /// out of a record when off, so records of other games read as before.
    #[serde(skip_serializing_if = "is_false")]
    pub inns_cathedrals: bool,
    /// The Traders & Builders expansion's tiles (goods), builders and
    /// pigs. Left out of a record when off, as above.
    #[serde(skip_serializing_if = "is_false")]
    pub traders_builders: bool,
}

fn is_false(b: &bool) -> bool {
    !b
}

impl Default for Rules {
    fn default() -> Self {
        Rules {
            farmers: true,
            river: false,
            abbot: false,
            inns_cathedrals: false,
            traders_builders: false,
        }
    }
}

impl Rules {
    /// The sets these rules play.
    pub fn sets(&self) -> SetsInPlay {
        SetsInPlay(
            SetId::ALL
                .iter()
                .enumerate()
                .filter(|(_, s)| s.in_play(self))
                .fold(0, |mask, (i, _)| mask | 1 << i),
        )
    }
}

/// The sets in play in a game, as a bit mask over `SetId::ALL`: the core
/// walks it at every hook (`SetsInPlay::iter`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct SetsInPlay(pub(super) u8);

impl SetsInPlay {
    pub fn has(self, set: SetId) -> bool {
        self.0 & 1 << set as u8 != 0
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
}

/// A kind of figure: the base game's follower and those the sets bring.
/// What each is to the rules is its `FigureSpec` (`Figure::spec`); a
/// deploy, a record and a network message say "this figure, at this place".
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

    /// Its slot in a player's supply (`Game::in_supply`).
    pub fn index(self) -> usize {
        self as usize
    }
}
