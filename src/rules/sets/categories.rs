//! What a scoring was for, in a player's words: its kind, with the roads
//! and cities a set changes told apart (the log, the popups and the end
//! screen's columns name them).

use super::inns_cathedrals::INN_OR_CATHEDRAL;
use crate::rules::game::Game;
use crate::rules::set_names::SetId;
use crate::rules::types::{Rules, ScoreEvent, ScoreKind};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Category {
    Road,
    Inn,
    City,
    Cathedral,
    Monastery,
    Garden,
    Field,
    Goods,
    Fairy,
}

/// How many categories there are (`Category::ALL`).
pub const CATEGORIES: usize = 9;

impl Category {
    pub const ALL: [Category; CATEGORIES] = [
        Category::Road,
        Category::Inn,
        Category::City,
        Category::Cathedral,
        Category::Monastery,
        Category::Garden,
        Category::Field,
        Category::Goods,
        Category::Fairy,
    ];

    /// The set that brings it (`None`: the base game's).
    pub fn set(self) -> Option<SetId> {
        match self {
            Category::Inn | Category::Cathedral => Some(SetId::InnsCathedrals),
            // Base tiles show gardens, but only the abbot scores them.
            Category::Garden => Some(SetId::Abbot),
            Category::Goods => Some(SetId::TradersBuilders),
            Category::Fairy => Some(SetId::PrincessDragon),
            _ => None,
        }
    }

    /// Whether a game with these rules can score it.
    pub fn in_play(self, rules: Rules) -> bool {
        self.set().is_none_or(|s| s.in_play(&rules))
    }
}

/// What a scoring on this game was for.
pub fn category(game: &Game, e: &ScoreEvent) -> Category {
    // Only a road or a city has an inn or a cathedral.
    let boosted = || {
        e.what.feature().is_some_and(|f| {
            game.features().node(game.features().root(f)).marks & INN_OR_CATHEDRAL != 0
        })
    };
    match e.kind {
        ScoreKind::Road if boosted() => Category::Inn,
        ScoreKind::Road => Category::Road,
        ScoreKind::City if boosted() => Category::Cathedral,
        ScoreKind::City => Category::City,
        ScoreKind::Monastery => Category::Monastery,
        ScoreKind::Garden => Category::Garden,
        ScoreKind::Field => Category::Field,
        ScoreKind::Goods => Category::Goods,
        ScoreKind::Fairy => Category::Fairy,
    }
}

/// Each player's points so far by category (`Category::ALL`'s order).
pub fn points_by_category(game: &Game) -> Vec<[u32; CATEGORIES]> {
    let mut points = vec![[0; CATEGORIES]; game.players()];
    for e in game.events() {
        let c = category(game, e) as usize;
        for p in e.seats() {
            points[p][c] += e.points;
        }
    }
    points
}
