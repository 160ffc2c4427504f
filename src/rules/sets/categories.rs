//! What a scoring was for, in a player's words: its kind, with the roads
//! and cities a set changes told apart (the log, the popups and the end
//! screen's columns name them).

use super::inns_cathedrals::INN_OR_CATHEDRAL;
use crate::rules::game::Game;
use crate::rules::set_names::{ActionArg, SetId};
use crate::rules::types::{Rules, ScoreEvent, ScoreKind, Scored};

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
    /// Points seats paid each other (a ransom): what a seat was paid less
    /// what it paid.
    Paid,
}

/// How many categories there are (`Category::ALL`).
pub const CATEGORIES: usize = 10;

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
        Category::Paid,
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
        if self == Category::Paid {
            // Only a set's act pays (a ransom): a set with acts is in play.
            return (rules.sets().iter())
                .any(|s| s.actions().iter().any(|a| a.arg == ActionArg::Number));
        }
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
        ScoreKind::Paid => Category::Paid,
    }
}

/// Each player's points so far by category (`Category::ALL`'s order):
/// what a seat paid counts against it under `Paid`, so a row sums to the
/// seat's score.
pub fn points_by_category(game: &Game) -> Vec<[i64; CATEGORIES]> {
    let mut points = vec![[0; CATEGORIES]; game.players()];
    for e in game.events() {
        let c = category(game, e) as usize;
        for p in e.seats() {
            points[p][c] += e.points as i64;
        }
        if let Scored::PaidBy(payer) = e.what {
            points[payer as usize][c] -= e.points as i64;
        }
    }
    points
}
