//! Fits the outlook's weights on how the hard player's moves turn out,
//! not on whole games. At some of the hard player's turns in its games
//! against normal (2 players), each of the candidate moves it weighs in
//! depth (`ai::play_out::candidates`) is played out to the end several
//! times by the normal player's rule for both seats, every candidate on
//! the same tile orders (`ai::play_out::margin_at_end`). The weights are
//! then fitted by least squares to the differences between the candidates
//! of one position: its luck and the players' styles are the same for
//! every candidate and cancel out, where a fit on whole games (`fit_outlook
//! --hard`) read them as value (a hard player with followers stuck is one
//! that is losing) and won fewer games than the weights in use
//! (docs/notes/ai-set-parts.md). The fit is held toward the weights in
//! use, each column by `HOLD` times its own spread (a fixed share however
//! many rows): the play-outs are noisy, and the weights explain little of
//! the differences between candidates (3% where those in use explain 0).
//! The candidates are those of the tile drawn, without a set's act first
//! (The Tower's ransom, which the hard player seldom pays).
//!
//! cargo run --release --no-default-features --example fit_by_play_out
//!     [GAMES] [--play-outs N] [--set NAME ...] [--no-farmers] [--rows FILE]
//!
//! With `--rows FILE` each game's rows are written to FILE as the game
//! ends, and the games whose rows FILE already holds are read instead of
//! played: a fit of long games (the whole Big Box, about seven minutes a
//! game on each core) can be stopped and taken up again, and grown to
//! more games later (`rows_file.rs`). A FILE written with other rules,
//! play-outs or measures is refused, and left as it is; a game cut off
//! at its end (the run stopped while writing it) is played again.
//!
//! Prints, for each measure whose weight moves, the weight in use and the
//! fitted one (now, and times the tiles to come), and the fit's change of
//! each as a set part's `weight(...)` line to add to its `alone` shifts.
//! The Tower alone with farmers (80 games, eight play-outs, 10,780 rows,
//! 43 minutes on two cores beside other work) gave The Tower's
//! `FITTED_BY_PLAY_OUTS` (`ai/sets/the_tower.rs`), by a first form of this
//! example: the same method, other seeds for the games and the draws, so
//! a run now gives close weights, not the same.

mod rows_file;

use std::time::Duration;

use carcassonne::ai::outlook::{self, MEASURES};
use carcassonne::ai::{AiKind, moving_on, play_out};
use carcassonne::rules::{Game, Rules, SetId, Table, TileKind};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use rows_file::RowsFile;

/// How long the hard player thinks a move in the games the positions
/// come from (the arena's yardstick).
const HARD_THINKING: Duration = Duration::from_millis(25);

/// The share of the hard player's turns whose candidates are played out.
const TURNS_PLAYED_OUT: f64 = 0.3;

/// How strongly the fit is held toward the weights in use.
const HOLD: f64 = 0.3;

/// One candidate move: the hard seat's measures less its rival's after
/// it, and its mean final margin over the play-outs, both less the mean
/// of its position's candidates.
struct Row {
    x: [f64; MEASURES],
    y: f64,
}

/// The rows of one game's played-out positions (the hard seat by the
/// seed's parity).
fn game_rows(seed: u64, rules: Rules, play_outs: u64) -> Vec<Row> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut table = Table::new(vec!["A".into(), "B".into()], rules, seed);
    let hard = (seed % 2) as usize;
    let mut rows = Vec::new();
    let mut turn = 0u64;
    while let Some(tile) = table.in_hand() {
        turn += 1;
        let seat = table.game().current_player();
        if seat == hard && rng.random_bool(TURNS_PLAYED_OUT) {
            let draws = seed << 20 | turn << 8;
            rows.extend(position_rows(table.game(), tile, hard, draws, play_outs));
        }
        let kind = if seat == hard {
            AiKind::Lookahead
        } else {
            AiKind::Greedy
        };
        let choice = kind.choose_turn(table.game(), tile, &mut rng, HARD_THINKING);
        choice.play(&mut table, moving_on::CHOOSER).unwrap();
    }
    rows
}

/// The rows of the hard seat's candidates for `tile`, each played out
/// `play_outs` times on the draws from `draws` on, centred on their mean;
/// none where there is one candidate, which has no other to differ from.
fn position_rows(game: &Game, tile: TileKind, hard: usize, draws: u64, play_outs: u64) -> Vec<Row> {
    let candidates = play_out::candidates(game, &[tile], hard);
    if candidates.len() < 2 {
        return Vec::new();
    }
    let mut position: Vec<Row> = (candidates.iter())
        .map(|(_, after)| {
            let m = outlook::measure(after);
            let total: f32 = (0..play_outs)
                .map(|r| play_out::margin_at_end(after, draws | r, hard))
                .sum();
            Row {
                x: std::array::from_fn(|i| (m[hard][i] - m[1 - hard][i]) as f64),
                y: (total / play_outs as f32) as f64,
            }
        })
        .collect();
    centre(&mut position);
    position
}

/// Takes a position's mean candidate from each of its candidates.
fn centre(position: &mut [Row]) {
    let n = position.len() as f64;
    let mean_y = position.iter().map(|r| r.y).sum::<f64>() / n;
    let mean_x: [f64; MEASURES] =
        std::array::from_fn(|i| position.iter().map(|r| r.x[i]).sum::<f64>() / n);
    for row in position {
        row.y -= mean_y;
        for (x, m) in row.x.iter_mut().zip(&mean_x) {
            *x -= m;
        }
    }
}

/// Least squares held toward `prior`: (XᵀX + D) w = Xᵀy + D prior, where
/// D is `HOLD` times XᵀX's diagonal (a column never seen keeps its prior).
// Matrix arithmetic reads best with indices.
#[allow(clippy::needless_range_loop)]
fn fit(rows: &[Row], prior: &[f32; MEASURES]) -> [f32; MEASURES] {
    let n = MEASURES;
    let mut a = vec![vec![0.0f64; n + 1]; n];
    for row in rows {
        for i in (0..n).filter(|&i| row.x[i] != 0.0) {
            for j in 0..n {
                a[i][j] += row.x[i] * row.x[j];
            }
            a[i][n] += row.x[i] * row.y;
        }
    }
    for i in 0..n {
        let hold = HOLD * a[i][i] + 1e-6;
        a[i][i] += hold;
        a[i][n] += hold * prior[i] as f64;
    }
    for c in 0..n {
        let pivot = (c..n)
            .max_by(|&i, &j| a[i][c].abs().total_cmp(&a[j][c].abs()))
            .unwrap();
        a.swap(c, pivot);
        for r in (0..n).filter(|&r| r != c) {
            let f = a[r][c] / a[c][c];
            for k in c..=n {
                a[r][k] -= f * a[c][k];
            }
        }
    }
    std::array::from_fn(|i| (a[i][n] / a[i][i]) as f32)
}

/// The share of the differences between candidates that weights explain.
fn explained(rows: &[Row], w: &[f32; MEASURES]) -> f64 {
    let total: f64 = rows.iter().map(|r| r.y * r.y).sum();
    let left: f64 = (rows.iter())
        .map(|r| {
            let p: f64 = r.x.iter().zip(w).map(|(x, k)| x * *k as f64).sum();
            (r.y - p).powi(2)
        })
        .sum();
    1.0 - left / total
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games: u64 = args
        .first()
        .filter(|a| !a.starts_with("--"))
        .map(|a| a.parse().expect("GAMES is a number"))
        .unwrap_or(80);
    let play_outs: u64 = (args.windows(2))
        .find(|w| w[0] == "--play-outs")
        .map_or(8, |w| w[1].parse().expect("--play-outs N"));
    // A draw's seed keeps the play-out in its low eight bits.
    assert!((1..=256).contains(&play_outs), "--play-outs from 1 to 256");
    let mut rules = Rules {
        farmers: !args.iter().any(|a| a == "--no-farmers"),
        ..Rules::default()
    };
    for w in args.windows(2).filter(|w| w[0] == "--set") {
        let set = (SetId::ALL.into_iter())
            .find(|s| s.flag() == w[1])
            .unwrap_or_else(|| panic!("no set {:?}", w[1]));
        set.set_in_play(&mut rules, true);
    }
    let names = outlook::measure_names();
    // Rows of other rules, play-outs or measures would fit other weights.
    let header = format!(
        "# fit_by_play_out rows; {rules:?}; play-outs: {play_outs}; measures: {}",
        names.join(", ")
    );
    let rows_path = match args.iter().position(|a| a == "--rows") {
        Some(i) => match args.get(i + 1) {
            Some(path) => Some(path.as_str()),
            None => refuse("--rows", "names no file"),
        },
        None => None,
    };
    let kept = match rows_path.map(|path| RowsFile::open(path, &header)) {
        Some(Ok(file)) => Some(file),
        Some(Err(why)) => refuse(rows_path.unwrap_or_default(), &why),
        None => None,
    };
    let done = kept.as_ref().map(|f| f.games()).unwrap_or_default();
    // The workers borrow these; their closures move only their own number.
    let (done, kept_ref) = (&done, &kept);
    let played: Vec<Row> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..2u64)
            .map(|w| {
                scope.spawn(move || {
                    (0..games)
                        .filter(|g| g % 2 == w && !done.contains(g))
                        .flat_map(|g| {
                            let game = game_rows(g, rules, play_outs);
                            eprintln!("game {g}: {} rows", game.len());
                            if let Some(file) = kept_ref {
                                file.add_game(g, &game);
                            }
                            game
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        (workers.into_iter())
            .flat_map(|w| w.join().expect("a game played out"))
            .collect()
    });
    let beyond = done.iter().filter(|&&g| g >= games).count() as u64;
    let rows: Vec<Row> = (kept
        .map(RowsFile::into_rows)
        .unwrap_or_default()
        .into_iter())
    .chain(played)
    .collect();
    let in_use = *outlook::weights(Table::new(vec!["A".into(), "B".into()], rules, 0).game());
    let fitted = fit(&rows, &in_use);
    println!(
        "// {} games, {} rows; the differences between candidates explained: in use {:.3}, fitted {:.3}",
        games + beyond,
        rows.len(),
        explained(&rows, &in_use),
        explained(&rows, &fitted)
    );
    let half = MEASURES / 2;
    for (i, name) in names.iter().enumerate() {
        let (now, later) = (i, half + i);
        let shift = (fitted[now] - in_use[now], fitted[later] - in_use[later]);
        if in_use[now] != 0.0 || in_use[later] != 0.0 || shift != (0.0, 0.0) {
            println!(
                "    weight({name:?}, {:.3}, {:.3}), // in use {:.3} and {:.3}, fitted {:.3} and {:.3}",
                shift.0, shift.1, in_use[now], in_use[later], fitted[now], fitted[later]
            );
        }
    }
}

/// Says why an argument cannot be used, and stops.
fn refuse(what: &str, why: &str) -> ! {
    eprintln!("fit_by_play_out: {what}: {why}");
    std::process::exit(1)
}
