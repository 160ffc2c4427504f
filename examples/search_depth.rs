//! How far the hard player's search gets in the window's time at points
//! of one game between normal players: the tiles answered, the next
//! moves followed and the time taken, for the sets named as on the
//! command line (`--river` ..., `--every-set`).
//!
//! cargo build --release --no-default-features --example search_depth
//! target/release/examples/search_depth [--seed S] --river --abbot ...

use std::time::{Duration, Instant};

use carcassonne::ai::{AiKind, lookahead};
use carcassonne::cli::{Args, CliError};
use carcassonne::rules::Table;
use rand::SeedableRng;
use rand::rngs::SmallRng;

fn main() -> Result<(), CliError> {
    let mut args = Args::new(std::env::args().skip(1).collect());
    let seed = args.number::<u64>("--seed")?.unwrap_or(1);
    let rules = args.rules();
    args.finish()?;
    let mut table = Table::new(vec!["A".into(), "B".into()], rules, seed);
    let mut rng = SmallRng::seed_from_u64(seed);
    let budget = Duration::from_millis(1200);
    let mut turn = 0u64;
    while let Some(tile) = table.in_hand() {
        if turn % 20 == 10 {
            let started = Instant::now();
            // Its own random numbers, so that the game goes on the same
            // however far the search got.
            let mut own = SmallRng::seed_from_u64(turn);
            let (_, stats) = lookahead::search(
                table.game(),
                &[tile],
                &mut own,
                budget,
                lookahead::Depth::FULL,
            );
            println!(
                "turn {turn:3} tiles left {:3}: {} moves, {} answered, {} followed, {:.0} ms",
                table.game().tiles_left(),
                stats.moves,
                stats.answered,
                stats.followed,
                started.elapsed().as_secs_f64() * 1000.0
            );
        }
        let choice = AiKind::Greedy.choose_turn(table.game(), tile, &mut rng, budget);
        choice
            .play(&mut table, carcassonne::ai::moving_on::CHOOSER)
            .expect("legal");
        turn += 1;
    }
    Ok(())
}
