//! The registry of sets: the one place that lists the sets a game may be
//! played with beside the base game, their toggles, their figures and
//! their state. Each set is a folder with a module per rule idea; it
//! contributes through the hooks of `Expansion`, which the core calls for
//! every set in play, and keeps its state in `SetStates`. The core (every
//! other file of `src/rules/`) names no set: the test command checks it.
//!
//! Adding a set: a folder here, its `SetId` and `Expansion`, its toggle in
//! `Rules`, its figures in `Figure`, its state in `SetStates`
//! (docs/architecture.md, "Adding a set").

pub mod abbot;
pub mod inns_cathedrals;
pub mod river;
pub mod traders_builders;

pub mod categories;
mod figures;
mod hooks;

use serde::{Deserialize, Serialize};

pub use figures::{FIGURES, Figure};
pub use hooks::{Expansion, LAND};

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

    /// The set's rules: its hooks.
    pub fn expansion(self) -> &'static dyn Expansion {
        match self {
            SetId::River => &river::River,
            SetId::Abbot => &abbot::Abbot,
            SetId::InnsCathedrals => &inns_cathedrals::InnsCathedrals,
            SetId::TradersBuilders => &traders_builders::TradersBuilders,
        }
    }

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

    /// Seats a game may have: 2 to 5, or more where a set in play brings
    /// pieces for them.
    pub fn max_players(&self) -> usize {
        self.sets().iter().map(|s| s.max_players()).max().unwrap_or(5).max(5)
    }

    /// Whether a game of `n` players may be played with these rules.
    pub fn check_players(&self, n: usize) -> Result<(), String> {
        let max = self.max_players();
        if (2..=max).contains(&n) {
            return Ok(());
        }
        let bringing = SetId::ALL
            .iter()
            .map(|s| s.expansion())
            .find(|s| s.max_players() >= n);
        Err(match bringing {
            Some(set) if n > max => format!(
                "{n} players need {} (its pieces for a sixth player)",
                set.name()
            ),
            _ => format!("{n} players: a game has 2 to {max}"),
        })
    }
}

/// The sets in play in a game, as a bit mask over `SetId::ALL`: the core
/// walks it at every hook.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct SetsInPlay(u8);

impl SetsInPlay {
    pub fn has(self, set: SetId) -> bool {
        self.0 & 1 << set as u8 != 0
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The hooks of every set in play, in `SetId::ALL`'s order.
    #[inline]
    pub fn iter(self) -> impl Iterator<Item = &'static dyn Expansion> {
        let mut left = self.0;
        std::iter::from_fn(move || {
            if left == 0 {
                return None;
            }
            let i = left.trailing_zeros() as usize;
            left &= left - 1;
            Some(SetId::ALL[i].expansion())
        })
    }
}

/// What each set keeps of a game, beside the core's board, features,
/// figures and scores. A set reads and changes only its own part.
#[derive(Debug, Clone, Default)]
pub struct SetStates {
    pub(in crate::rules) river: river::RiverCourse,
    pub(in crate::rules) traders_builders: traders_builders::Trade,
}
