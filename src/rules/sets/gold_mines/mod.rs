//! The Gold Mines (docs/rules/gold-mines.md, the Big Box printings): 8
//! tiles with a gold mine each, and 16 gold ingots. A mine placed puts an
//! ingot on itself and one on a tile around it (`ingots`); a feature
//! completed gives the ingots on its tiles to the players who hold it,
//! one at a time round the table (`shares`); at the end each player's
//! ingots score by how many they hold (`worth`).

pub mod ingots;
pub mod shares;
mod state;
pub mod worth;

use crate::rules::features::SegmentId;
use crate::rules::game::Game;
use crate::rules::phase::Phase;
use crate::rules::set_hooks::Expansion;
use crate::rules::set_states::{OwnState, Slot};
use crate::rules::types::Award;
pub use ingots::GOLD;
pub use shares::Claim;
use state::Hoards;

pub const TILES: (&str, &str) = (
    "assets/tiles/gold_mines.ron",
    include_str!("../../../../assets/tiles/gold_mines.ron"),
);

pub struct GoldMines;

impl Expansion for GoldMines {
    fn name(&self) -> &'static str {
        "The Gold Mines"
    }

    fn state(&self) -> Option<Slot> {
        Some(Hoards::fresh())
    }

    fn tiles(&self) -> Option<(&'static str, &'static str)> {
        Some(TILES)
    }

    fn tile_placed(&self, game: &mut Game, index: usize) {
        ingots::mine_placed(game, index);
    }

    fn feature_completed(&self, game: &mut Game, root: SegmentId) {
        shares::completed(game, root);
    }

    fn phases(&self) -> &'static [&'static dyn Phase] {
        const PHASES: &[&dyn Phase] = &[&ingots::SecondIngot, &shares::Shares];
        PHASES
    }

    fn final_awards(&self, game: &Game, out: &mut Vec<Award>) {
        worth::awards(game, out);
    }

    fn own_points(&self) -> Option<&'static str> {
        Some("gold")
    }
}

impl Game {
    /// The ingots lying on the tile at this board index.
    pub fn ingots_on(&self, tile: usize) -> u8 {
        self.sets_state.get::<Hoards>().ingots(tile)
    }

    /// The ingots a player has taken.
    pub fn ingots_held(&self, seat: usize) -> u8 {
        self.sets_state.get::<Hoards>().held[seat]
    }

    /// The mine (its board index) whose second ingot waits for a square.
    pub fn mine_placing(&self) -> Option<usize> {
        self.sets_state.get::<Hoards>().placing.map(usize::from)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::random_play::random_game;
    use crate::rules::set_names::{Rules, SetId};
    use crate::rules::tileset::catalog;

    fn gold_rules(every_set: bool) -> Rules {
        Rules::with_set(SetId::GoldMines, every_set)
    }

    /// 1 to 3 ingots are worth 1 each, 4 to 6 2 each, 7 to 9 3 each, 10
    /// or more 4 each (15 score 60, as JCloisterZone's test has it).
    #[test]
    fn an_ingot_is_worth_more_the_more_a_player_holds() {
        let table: Vec<u32> = (0..=16).map(worth::worth).collect();
        assert_eq!(
            table,
            [
                0, 1, 2, 3, 8, 10, 12, 21, 24, 27, 40, 44, 48, 52, 56, 60, 64
            ]
        );
    }

    /// Two seats tie in a completed feature over two tiles holding three
    /// ingots, and a third seat holds a feature over one of them: going
    /// round from the player whose turn it is, each takes one ingot from
    /// the tile most claim, passing over whoever has none left to claim.
    #[test]
    fn claims_are_handed_out_one_ingot_at_a_time_round_the_table() {
        let mut game = Game::new(3, gold_rules(false));
        let state = game.sets_state.get_mut::<Hoards>();
        state.on_tiles = vec![2, 1, 1];
        state.claims = vec![
            Claim {
                seats: 0b011,
                tiles: vec![0, 1],
            },
            Claim {
                seats: 0b100,
                tiles: vec![1, 2],
            },
        ];
        shares::hand_out(&mut game);
        // Seat 0 takes from tile 1 (three claim it), seat 1 from tile 0,
        // seat 2 from tile 2; then seat 0 the last of tile 0.
        let held: Vec<u8> = (0..3).map(|p| game.ingots_held(p)).collect();
        assert_eq!(held, [2, 1, 1]);
        assert!((0..3).all(|t| game.ingots_on(t) == 0));
        assert!(game.sets_state.get::<Hoards>().claims.is_empty());
    }

    /// Random games with the set alone and with every set: every ingot put
    /// out is on a tile or in a hoard (two a mine placed), and the records
    /// replay to the same scores and hoards.
    #[test]
    fn random_games_keep_every_ingot_and_replay() {
        let mut taken = 0;
        for (seed, every_set) in (0..24).map(|s| (s, s % 3 == 2)) {
            let players = 2 + seed as usize % 4;
            let table = random_game(gold_rules(every_set), players, seed, |_| {}, |_, _| {});
            let game = table.game();
            let tiles = game.board().tiles();
            let mines = (tiles.iter())
                .filter(|t| catalog().get(t.kind).set == Some(SetId::GoldMines))
                .count() as u32;
            let on_board: u32 = (0..tiles.len()).map(|t| game.ingots_on(t) as u32).sum();
            let held: u32 = (0..players).map(|p| game.ingots_held(p) as u32).sum();
            assert_eq!(on_board + held, 2 * mines, "seed {seed}");
            taken += held;
            let replayed = table.record().replay().expect("the record replays");
            assert_eq!(replayed.scores(), game.scores(), "seed {seed}");
            for p in 0..players {
                assert_eq!(replayed.ingots_held(p), game.ingots_held(p), "seed {seed}");
            }
        }
        assert!(taken > 20, "{taken} ingots taken");
    }
}
