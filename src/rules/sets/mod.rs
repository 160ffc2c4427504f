//! The registry of sets: the one place that lists the sets a game may be
//! played with beside the base game, their toggles, their figures and
//! their state. Each set is a folder with a module per rule idea; it
//! contributes through the hooks of `Expansion`, which the core calls for
//! every set in play, and keeps its state in a slot of the game's
//! `SetStates` (`rules/set_states.rs`). The core (every other file of
//! `src/rules/`) names no set: the test command checks it.
//!
//! Adding a set: a folder here with its `Expansion` (`rules/set_hooks.rs`),
//! its `SetId`, its toggle in `Rules` and its figures in `Figure`
//! (`rules/set_names.rs`), and a line in each match below
//! (docs/architecture.md, "Adding a set").

pub mod abbey_mayor;
pub mod abbot;
pub mod categories;
pub mod crop_circles;
pub mod ferries;
pub mod flying_machines;
pub mod gold_mines;
pub mod inns_cathedrals;
pub mod mage_witch;
pub mod messengers;
pub mod princess_dragon;
pub mod river;
pub mod robbers;
pub mod the_tower;
pub mod traders_builders;

use crate::rules::figures::{FOLLOWER, FigureSpec};
use crate::rules::set_hooks::Expansion;
use crate::rules::set_names::{Figure, Rules, SetId, SetRefusal, SetsInPlay};

impl SetId {
    /// The set's rules: its hooks.
    pub fn expansion(self) -> &'static dyn Expansion {
        match self {
            SetId::River => &river::River,
            SetId::Abbot => &abbot::Abbot,
            SetId::InnsCathedrals => &inns_cathedrals::InnsCathedrals,
            SetId::TradersBuilders => &traders_builders::TradersBuilders,
            SetId::PrincessDragon => &princess_dragon::PrincessDragon,
            SetId::AbbeyMayor => &abbey_mayor::AbbeyMayor,
            SetId::TheTower => &the_tower::TheTower,
            SetId::GoldMines => &gold_mines::GoldMines,
            SetId::MageWitch => &mage_witch::MageWitch,
            SetId::CropCircles => &crop_circles::CropCircles,
            SetId::FlyingMachines => &flying_machines::FlyingMachines,
            SetId::Robbers => &robbers::Robbers,
            SetId::Messengers => &messengers::Messengers,
            SetId::Ferries => &ferries::Ferries,
        }
    }
}

impl std::fmt::Display for SetRefusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SetRefusal::River(why) => write!(f, "{why}"),
            SetRefusal::PrincessDragon(why) => write!(f, "{why}"),
            SetRefusal::AbbeyMayor(why) => write!(f, "{why}"),
            SetRefusal::TheTower(why) => write!(f, "{why}"),
        }
    }
}

impl Figure {
    /// What the figure is to the rules, as its set says.
    pub fn spec(self) -> &'static FigureSpec {
        match self {
            Figure::Follower => &FOLLOWER,
            Figure::Abbot => &abbot::ABBOT,
            Figure::Large => &inns_cathedrals::LARGE_MEEPLE,
            Figure::Builder => &traders_builders::BUILDER,
            Figure::Pig => &traders_builders::PIG,
            Figure::Mayor => &abbey_mayor::MAYOR,
            Figure::Wagon => &abbey_mayor::WAGON,
        }
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
}

impl SetsInPlay {
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

impl Rules {
    /// Seats a game may have: 2 to 5, or more where a set in play brings
    /// pieces for them.
    pub fn max_players(&self) -> usize {
        self.sets()
            .iter()
            .map(|s| s.max_players())
            .fold(5, usize::max)
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

    #[test]
    fn a_few_rule_sets_play_every_two_toggles_every_way() {
        let all = Rules::covering_pairs();
        // A greedy cover grows slowly with the toggles: 9 for eleven.
        assert!(all.len() <= 10, "{}", all.len());
        assert!(all.contains(&Rules::default()));
        let toggles = |r: &Rules| -> Vec<bool> {
            std::iter::once(r.farmers)
                .chain(SetId::ALL.iter().map(|s| s.in_play(r)))
                .collect()
        };
        let k = 1 + SetId::ALL.len();
        for a in 0..k {
            for b in a + 1..k {
                for way in [(false, false), (false, true), (true, false), (true, true)] {
                    assert!(
                        all.iter().map(toggles).any(|t| (t[a], t[b]) == way),
                        "toggles {a} and {b} never {way:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn each_set_is_its_own_expansion_and_a_toggle_of_the_rules() {
        for set in SetId::ALL {
            let mut rules = Rules::default();
            assert!(rules.sets().is_empty());
            set.set_in_play(&mut rules, true);
            assert!(rules.sets().has(set) && set.in_play(&rules));
            assert_eq!(rules.sets().iter().count(), 1);
        }
    }
}
