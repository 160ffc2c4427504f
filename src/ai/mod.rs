//! Computer players. Each sees only what a person at the table sees: the
//! `Game` (which tiles remain, not their order) and the tile in hand.

mod choice;
pub mod greedy;
pub mod lookahead;
mod moves;
pub mod moving_on;
pub mod outlook;
pub mod play_out;
pub mod random;
pub mod sets;

use std::time::Duration;

use crate::rules::{Game, TileKind};

pub use choice::Choice;

/// The kinds of computer player, by name as on the command line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AiKind {
    /// Any legal move.
    Random,
    /// Easy: the greedy player's move most of the time, a random one otherwise.
    Easy,
    /// Normal: the best move if the game were scored right after it.
    Greedy,
    /// Hard: looks three moves ahead, the next seat's answer as the
    /// normal player's and the tiles to come as chances (`lookahead`).
    Lookahead,
    /// One move ahead like the greedy player, judged by the outlook (what
    /// the position promises at the end) instead of the score as if the
    /// game ended: a measure of the outlook alone, for `arena`.
    Outlook,
}

/// How long the hard player thinks per move in the window: time for the
/// next seat's answer to every likely tile and several rounds of its own
/// next move (`lookahead`). What it judges by is the outlook, so where the
/// outlook misjudges a set, longer thinking buys little: the sets' parts
/// keep the figures (`FARMERS_ALONE`).
pub const HARD_THINKING: Duration = Duration::from_millis(1200);

/// How often the easy player plays a random move instead of the greedy one.
const EASY_MISTAKES: f64 = 0.35;

impl AiKind {
    pub const LEVELS: [AiKind; 3] = [AiKind::Easy, AiKind::Greedy, AiKind::Lookahead];

    pub fn parse(name: &str) -> Result<AiKind, String> {
        match name {
            "random" => Ok(AiKind::Random),
            "easy" => Ok(AiKind::Easy),
            "greedy" | "normal" => Ok(AiKind::Greedy),
            // "mcts": its name when it was a Monte Carlo search, as saved
            // settings and seats may still say.
            "lookahead" | "hard" | "mcts" => Ok(AiKind::Lookahead),
            "outlook" => Ok(AiKind::Outlook),
            _ => Err(format!(
                "unknown AI \"{name}\" (random, easy, greedy/normal, lookahead/hard, outlook)"
            )),
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            AiKind::Random => "random",
            AiKind::Easy => "easy",
            AiKind::Greedy => "greedy",
            AiKind::Lookahead => "lookahead",
            AiKind::Outlook => "outlook",
        }
    }

    /// The level's name for people.
    pub fn level(self) -> &'static str {
        match self {
            AiKind::Random => "random",
            AiKind::Easy => "easy",
            AiKind::Greedy => "normal",
            AiKind::Lookahead => "hard",
            AiKind::Outlook => "outlook",
        }
    }

    /// Chooses a move for the current player holding `tile`.
    pub fn choose(self, game: &Game, tile: TileKind, rng: &mut impl rand::Rng) -> Choice {
        self.choose_within(game, tile, rng, HARD_THINKING)
    }

    /// Like `choose`, with the time the hard player may think.
    pub fn choose_within(
        self,
        game: &Game,
        tile: TileKind,
        rng: &mut impl rand::Rng,
        budget: Duration,
    ) -> Choice {
        self.choose_among(game, &[tile], rng, budget)
    }

    /// Chooses the current player's whole turn: a move with the tile
    /// drawn, or with a tile they hold instead of the draw when they may
    /// play it and it plays better (`Choice::tile` says which).
    pub fn choose_turn(
        self,
        game: &Game,
        drawn: TileKind,
        rng: &mut impl rand::Rng,
        budget: Duration,
    ) -> Choice {
        // A set's act first where the player's part says it pays (every
        // level acts alike), then the move on the game it leaves.
        if let Some((act, acted)) = sets::acted(game) {
            let choice = moves::with_turn_tiles(&acted, drawn, |tiles| {
                self.choose_among(&acted, tiles, rng, budget)
            });
            return Choice {
                act: Some(act),
                ..choice
            };
        }
        moves::with_turn_tiles(game, drawn, |tiles| {
            self.choose_among(game, tiles, rng, budget)
        })
    }

    fn choose_among(
        self,
        game: &Game,
        tiles: &[TileKind],
        rng: &mut impl rand::Rng,
        budget: Duration,
    ) -> Choice {
        match self {
            AiKind::Random => random::choose_among(game, tiles, rng),
            AiKind::Easy if rng.random_bool(EASY_MISTAKES) => {
                random::choose_among(game, tiles, rng)
            }
            AiKind::Easy | AiKind::Greedy => greedy::choose(game, tiles, rng),
            AiKind::Lookahead => lookahead::choose(game, tiles, rng, budget),
            AiKind::Outlook => greedy::choose_by(game, tiles, rng, |g, me| {
                outlook::margin(g, me, outlook::weights(g))
            }),
        }
    }
}
