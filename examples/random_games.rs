//! Plays N random base games (`random::play_out`, as `carcassonne bench`
//! does) and prints their points in all: for counting the engine's
//! instructions a game with callgrind, run at two N and take the
//! difference (docs/notes/phase-seam-inventory.md, the engine's speed).
//!
//! cargo build --release --no-default-features --example random_games
//! valgrind --tool=callgrind target/release/examples/random_games 1000

use carcassonne::ai::random;
use carcassonne::rules::deck::DrawPile;
use carcassonne::rules::{Game, Rules};
use rand::SeedableRng;
use rand::rngs::SmallRng;

fn main() {
    let n: u64 = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(2000);
    let mut rng = SmallRng::seed_from_u64(7);
    let mut points = 0u64;
    for _ in 0..n {
        let mut game = Game::new(2, Rules::default());
        let mut pile = DrawPile::shuffled_with(&game, &mut rng);
        random::play_out(&mut game, &mut pile, &mut rng);
        points += game.scores().iter().sum::<u32>() as u64;
    }
    println!("{points}");
}
