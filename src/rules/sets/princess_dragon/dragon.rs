//! The dragon's flight (docs/rules/princess-and-dragon.md, "The dragon
//! tile"): after a dragon tile is placed and its deploy made, the dragon
//! flies up to six steps, one placed tile at a time up, down, left or
//! right. The player whose turn it is chooses the first step, the next
//! seat the second, and so on round the table. It never enters a tile it
//! has been on in this flight (the one it started from included) nor the
//! fairy's, and the flight ends early when it has nowhere to go. Every
//! figure of a player on a tile it enters goes home (`Game::send_home`).

pub use super::state::Flight;
use crate::rules::board::Board;
use crate::rules::game::Game;
use crate::rules::geometry::Pos;

/// Steps in a flight, whatever the number of players.
pub const STEPS: u8 = 6;

impl Flight {
    /// A flight starting where the dragon stands, the turn's player
    /// choosing first.
    pub fn start(at: Pos, first: usize) -> Flight {
        Flight {
            been: vec![at],
            first: first as u8,
        }
    }

    /// Where the dragon stands.
    pub fn at(&self) -> Pos {
        *self.been.last().expect("a flight starts somewhere")
    }

    /// The squares it has stood on, its start first.
    pub fn been(&self) -> &[Pos] {
        &self.been
    }

    /// Steps made so far.
    pub fn steps(&self) -> u8 {
        (self.been.len() - 1) as u8
    }

    /// The seat that chooses the next step.
    pub fn chooser(&self, players: usize) -> usize {
        (self.first as usize + self.steps() as usize) % players
    }

    /// The squares the next step may go to, in edge order (north, east,
    /// south, west): a placed tile, not entered this flight, not the
    /// fairy's. Empty once six steps are made.
    pub fn may_enter(&self, board: &Board, fairy: Option<Pos>) -> Vec<Pos> {
        if self.steps() >= STEPS {
            return Vec::new();
        }
        let at = self.at();
        (0..4)
            .map(|e| at.step(e))
            .filter(|p| board.tile_at(*p).is_some())
            .filter(|p| Some(*p) != fairy && !self.been.contains(p))
            .collect()
    }

    /// Whether the flight is over: six steps, or nowhere to go.
    pub fn is_over(&self, board: &Board, fairy: Option<Pos>) -> bool {
        self.may_enter(board, fairy).is_empty()
    }

    /// One step onto `to`, which must be among `may_enter`'s.
    pub fn step(&mut self, to: Pos) {
        self.been.push(to);
    }
}

/// The dragon enters the tile at `at`: every player's figure on it goes
/// home (and a builder or pig whose owner's last follower in its feature
/// was among them). Returns how many figures went home.
pub fn eat(game: &mut Game, at: Pos) -> usize {
    let Some(tile) = game.board().index_at(at) else {
        return 0;
    };
    // A follower on top of a tower too (`docs/rules/the-tower.md`).
    game.send_home_from(tile)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::tileset::catalog;

    /// A board with a tile on each of these squares (which tile does not
    /// matter to the dragon; the edges are not checked).
    fn board(squares: &[(i32, i32)]) -> Board {
        let mut board = Board::new();
        let kind = catalog().base_start;
        for (i, &(x, y)) in squares.iter().enumerate() {
            board.place(Pos::new(x, y), kind, 0, i as u16 * 8);
        }
        board
    }

    #[test]
    fn the_seats_choose_the_steps_in_turn_from_the_player_whose_turn_it_is() {
        // Three players; seat 2 placed the dragon tile: seats 2, 0, 1, 2, 0, 1.
        let row: Vec<(i32, i32)> = (0..8).map(|x| (x, 0)).collect();
        let b = board(&row);
        let mut f = Flight::start(Pos::new(0, 0), 2);
        let mut choosers = Vec::new();
        while !f.is_over(&b, None) {
            choosers.push(f.chooser(3));
            let to = f.may_enter(&b, None)[0];
            f.step(to);
        }
        assert_eq!(choosers, [2, 0, 1, 2, 0, 1]);
        assert_eq!(f.at(), Pos::new(6, 0), "six steps along the row, no more");
    }

    #[test]
    fn it_never_enters_a_tile_twice_nor_the_fairys_and_stops_when_cornered() {
        // A 2 × 2 square of tiles: from (0,0) it can go round once, and
        // then every neighbour has been entered.
        let b = board(&[(0, 0), (1, 0), (1, 1), (0, 1)]);
        let mut f = Flight::start(Pos::new(0, 0), 0);
        // The start counts as entered: from (1,0) it may not go back.
        f.step(Pos::new(1, 0));
        assert_eq!(f.may_enter(&b, None), [Pos::new(1, 1)]);
        // The fairy on (1,1) closes the only way: the flight ends after one step.
        assert!(f.is_over(&b, Some(Pos::new(1, 1))));
        f.step(Pos::new(1, 1));
        f.step(Pos::new(0, 1));
        assert!(f.is_over(&b, None), "cornered after three steps");
        assert_eq!(f.steps(), 3);
    }
}
