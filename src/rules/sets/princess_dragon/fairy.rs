//! The fairy (docs/rules/princess-and-dragon.md, "The fairy"): a neutral
//! figure a player may move, instead of placing a figure, next to one of
//! their own followers on the board. At the start of that player's turn
//! it gives them 1 point while it stands next to their follower; when that
//! follower's feature is scored (in play or at the end) its owner scores 3
//! more, whatever the majority. The dragon never enters the fairy's tile.
//! When its follower leaves the board the fairy stays on the tile, next to
//! nobody, until someone moves it.

pub use super::state::Fairy;
use crate::rules::game::Game;
use crate::rules::geometry::Pos;
use crate::rules::types::Meeple;

/// What the fairy gives at the start of its follower's owner's turn.
pub const TURN_POINTS: u32 = 1;
/// What the fairy's follower's owner scores more when its feature scores.
pub const SCORED_POINTS: u32 = 3;

impl Fairy {
    /// The fairy moved next to this follower.
    pub fn beside(follower: Meeple) -> Fairy {
        Fairy {
            tile: follower.tile,
            beside: Some(follower),
        }
    }

    /// The fairy where it stands, beside nobody once its follower has
    /// gone home: the same figure coming back to that place later (through
    /// a portal) is not beside it.
    pub fn alone_if_gone(self, game: &Game) -> Fairy {
        Fairy {
            beside: self.follower(game),
            ..self
        }
    }

    /// Its square, which the dragon may not enter.
    pub fn square(&self, game: &Game) -> Pos {
        game.board().tiles()[self.tile as usize].pos
    }

    /// The follower it stands beside, while that follower is on the board.
    pub fn follower(&self, game: &Game) -> Option<Meeple> {
        self.beside.filter(|m| game.meeples().contains(m))
    }

    /// The seat the fairy gives a point at the start of its turn, if any.
    pub fn turn_point(&self, game: &Game, player: usize) -> bool {
        self.follower(game)
            .is_some_and(|m| m.player as usize == player)
    }
}

/// The followers a player may move the fairy next to: each of their
/// figures that counts in a majority, anywhere on the board.
pub fn may_stand_beside(game: &Game, player: usize) -> Vec<Meeple> {
    game.meeples()
        .iter()
        .filter(|m| m.player as usize == player && m.figure.weight() > 0)
        .copied()
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::game::{Deploy, Rules};
    use crate::rules::set_names::Figure;
    use crate::rules::table::Table;

    /// Two turns played at a table, each seat putting a follower on
    /// the tile it placed (the first place that takes one).
    fn game_with_two_followers() -> Game {
        let names = vec!["Ann".to_string(), "Bo".to_string()];
        let mut table = Table::new(names, Rules::default(), 7);
        for seat in 0..2 {
            let p = table.legal_placements()[0];
            table.place(p).unwrap();
            let put = (table.deploy_options().into_iter())
                .find(|d| matches!(d, Deploy::Figure(Figure::Follower, _)))
                .expect("a follower may go somewhere");
            table.choose(put).unwrap();
            table.end_turn().unwrap();
            assert_eq!(table.game().meeples().len(), seat + 1);
        }
        table.game().clone()
    }

    #[test]
    fn the_fairy_gives_its_followers_owner_a_point_while_the_follower_stands() {
        let g = game_with_two_followers();
        let mine = may_stand_beside(&g, 0);
        assert_eq!(mine.len(), 1, "seat 0 has one follower out");
        let fairy = Fairy::beside(mine[0]);
        assert!(fairy.turn_point(&g, 0));
        assert!(!fairy.turn_point(&g, 1), "not the other seat's follower");
        let mut gone = g.clone();
        let i = gone.meeples().iter().position(|m| *m == mine[0]).unwrap();
        gone.send_home(i);
        assert_eq!(fairy.follower(&gone), None, "its follower went home");
        assert!(!fairy.turn_point(&gone, 0));
        assert_eq!(fairy.square(&gone), fairy.square(&g), "the fairy stays");
    }
}
