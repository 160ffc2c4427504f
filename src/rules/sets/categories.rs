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
    /// Points seats paid each other (a ransom): what a seat was paid less
    /// what it paid.
    Paid,
    /// The points a set's own rule gives (`ScoreKind::Set`).
    Set(SetId),
}

/// The categories that are not a set's own points.
const BASE_CATEGORIES: usize = 8;

/// How many categories there are (`Category::ALL`).
pub const CATEGORIES: usize = BASE_CATEGORIES + SetId::ALL.len();

impl Category {
    pub const ALL: [Category; CATEGORIES] = {
        let base = [
            Category::Road,
            Category::Inn,
            Category::City,
            Category::Cathedral,
            Category::Monastery,
            Category::Garden,
            Category::Field,
            Category::Paid,
        ];
        let mut all = [Category::Road; CATEGORIES];
        let mut i = 0;
        while i < CATEGORIES {
            all[i] = match i < BASE_CATEGORIES {
                true => base[i],
                false => Category::Set(SetId::ALL[i - BASE_CATEGORIES]),
            };
            i += 1;
        }
        all
    };

    /// Its place in `ALL`, and in a player's points by category.
    pub const fn index(self) -> usize {
        match self {
            Category::Road => 0,
            Category::Inn => 1,
            Category::City => 2,
            Category::Cathedral => 3,
            Category::Monastery => 4,
            Category::Garden => 5,
            Category::Field => 6,
            Category::Paid => 7,
            Category::Set(set) => BASE_CATEGORIES + set as usize,
        }
    }

    /// The set that brings it (`None`: the base game's).
    pub fn set(self) -> Option<SetId> {
        match self {
            Category::Inn | Category::Cathedral => Some(SetId::InnsCathedrals),
            // Base tiles show gardens, but only the abbot scores them.
            Category::Garden => Some(SetId::Abbot),
            Category::Set(set) => Some(set),
            _ => None,
        }
    }

    /// Whether a game with these rules can score it.
    pub fn in_play(self, rules: Rules) -> bool {
        match self {
            // Only a set's act pays (a ransom): a set with acts is in play.
            Category::Paid => (rules.sets().iter())
                .any(|s| s.actions().iter().any(|a| a.arg == ActionArg::Number)),
            Category::Set(set) => set.in_play(&rules) && set.expansion().own_points().is_some(),
            c => c.set().is_none_or(|s| s.in_play(&rules)),
        }
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
        ScoreKind::Paid => Category::Paid,
        ScoreKind::Set(set) => Category::Set(set),
    }
}

/// Each player's points so far by category (`Category::ALL`'s order):
/// what a seat paid counts against it under `Paid`, so a row sums to the
/// seat's score.
pub fn points_by_category(game: &Game) -> Vec<[i64; CATEGORIES]> {
    let mut points = vec![[0; CATEGORIES]; game.players()];
    for e in game.events() {
        let c = category(game, e).index();
        for p in e.seats() {
            points[p][c] += e.points as i64;
        }
        if let Scored::PaidBy(payer) = e.what {
            points[payer as usize][c] -= e.points as i64;
        }
    }
    points
}
