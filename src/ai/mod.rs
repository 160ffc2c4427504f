//! Computer players. Each sees only what a person at the table sees: the
//! `Game` (which tiles remain, not their order) and the tile in hand.

pub mod greedy;
pub mod random;

use crate::rules::{Deploy, Game, Placement, TileKind};

/// A chosen move: where the tile goes and what to deploy.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Choice {
    pub placement: Placement,
    pub deploy: Deploy,
}

/// The kinds of computer player, by name as on the command line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AiKind {
    Random,
    Greedy,
}

impl AiKind {
    pub fn parse(name: &str) -> Result<AiKind, String> {
        match name {
            "random" => Ok(AiKind::Random),
            "greedy" => Ok(AiKind::Greedy),
            _ => Err(format!("unknown AI \"{name}\" (random, greedy)")),
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            AiKind::Random => "random",
            AiKind::Greedy => "greedy",
        }
    }

    /// Chooses a move for the current player holding `tile`.
    pub fn choose(self, game: &Game, tile: TileKind, rng: &mut impl rand::Rng) -> Choice {
        match self {
            AiKind::Random => random::choose(game, tile, rng),
            AiKind::Greedy => greedy::choose(game, tile, rng),
        }
    }
}
