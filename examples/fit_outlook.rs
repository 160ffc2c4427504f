//! Fits the weights of `ai::outlook`: plays two-player games between greedy
//! players (with some random moves, so that the positions vary), measures
//! both players after every move, and solves by least squares for the
//! weights whose difference best predicts the final margin. Prints the
//! weights as Rust and how well they predict games not used for fitting,
//! next to the weights in use (composed for each game's sets) and the
//! greedy player's own judgement.
//!
//! cargo run --release --no-default-features --example fit_outlook [GAMES]
//!     [--set inns-cathedrals] [--set traders-builders] ...
//! (6000 games by default, about a minute and a half)
//!
//! Without `--set`, the base weights: `outlook::WEIGHTS` and the abbot's
//! own (`ai/sets/abbot.rs`), on games with farmers and The River and The
//! Abbot each half the time. One fit over games with and without a big set
//! explained more of the margin but played worse without it (`arena`,
//! outlook against greedy, 400 games each: 318 base and 213 Abbot wins,
//! against 356 and 268).
//!
//! With `--set NAME`, every game has the set: prints the set's part
//! (`ai/sets/NAME.rs`, `weights`), what these games fitted less the base
//! weights, so that the base plus the part are the set's own fit. Holding
//! the base weights and fitting only Inns & Cathedrals' two measures, the
//! hard player won 79 of 100 games against normal with the set; with the
//! whole part, 88. Fitting every set's part together, on games where each
//! set was in play half the time, explained more of the margin (41.2%
//! against 37.1%) but played worse: with the set alone 71, and with every
//! set 42 against 67.

use std::time::Duration;

use carcassonne::ai::outlook::{self, MEASURES, Measures};
use carcassonne::ai::sets::{self, CORE};
use carcassonne::ai::{AiKind, greedy};
use carcassonne::rules::{Rules, SetId, Table};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

/// One measured position: player 0's measures minus player 1's, what the
/// weights in use and the greedy evaluation say of it for player 0, and the
/// final margin of player 0.
struct Sample {
    x: Measures,
    in_use: f32,
    greedy: f32,
    y: f32,
}

fn play(seed: u64, always: &[SetId]) -> Vec<Sample> {
    // Every rule set the weights judge: farmers always (the measures of
    // fields are zero without them), the sets asked for always, The River
    // and The Abbot otherwise half the time, other sets never.
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut rules = Rules::default();
    for set in SetId::ALL {
        let half = matches!(set, SetId::River | SetId::Abbot);
        let on = always.contains(&set) || (half && rng.random_bool(0.5));
        set.set_in_play(&mut rules, on);
    }
    let mut table = Table::new(vec!["A".into(), "B".into()], rules, seed);
    let mut positions: Vec<(Measures, f32, f32)> = Vec::new();
    // Both seats play greedy by the score as if the game ended, with
    // some random moves: the outlook is then what a position is worth
    // when play goes on sensibly, and choosing by it improves on the
    // greedy player. (Fitted on games where one seat plays by the
    // outlook, the weights took up that seat's style and played no
    // better.)
    while let Some(tile) = table.in_hand() {
        let kind = if rng.random_bool(0.15) {
            AiKind::Random
        } else {
            AiKind::Greedy
        };
        // With the tile drawn, or a player's own tile (the abbey) instead.
        let choice = kind.choose_turn(table.game(), tile, &mut rng, Duration::ZERO);
        choice
            .play(&mut table, carcassonne::ai::moving_on::CHOOSERS)
            .unwrap();
        let game = table.game();
        let m = outlook::measure(game);
        let mut x = [0.0; MEASURES];
        for (i, v) in x.iter_mut().enumerate() {
            *v = m[0][i] - m[1][i];
        }
        let in_use = outlook::margin(game, 0, outlook::weights(game));
        positions.push((x, in_use, greedy::evaluate(game, 0)));
    }
    let y = table.game().score(0) as f32 - table.game().score(1) as f32;
    positions
        .into_iter()
        .map(|(x, in_use, greedy)| Sample {
            x,
            in_use,
            greedy,
            y,
        })
        .collect()
}

/// Ridge least squares: (XᵀX + λI) w = Xᵀy by Gaussian elimination.
// Matrix arithmetic reads best with indices.
#[allow(clippy::needless_range_loop)]
fn fit(samples: &[Sample]) -> Measures {
    let n = MEASURES;
    let mut a = vec![vec![0.0f64; n + 1]; n];
    for s in samples {
        for i in 0..n {
            for j in 0..n {
                a[i][j] += s.x[i] as f64 * s.x[j] as f64;
            }
            a[i][n] += s.x[i] as f64 * s.y as f64;
        }
    }
    for (i, row) in a.iter_mut().enumerate() {
        row[i] += 1e-3 * samples.len() as f64;
    }
    for c in 0..n {
        let pivot = (c..n)
            .max_by(|&i, &j| a[i][c].abs().total_cmp(&a[j][c].abs()))
            .unwrap();
        a.swap(c, pivot);
        for r in 0..n {
            if r != c && a[c][c] != 0.0 {
                let f = a[r][c] / a[c][c];
                for k in c..=n {
                    a[r][k] -= f * a[c][k];
                }
            }
        }
    }
    let mut w = [0.0f32; MEASURES];
    for (i, v) in w.iter_mut().enumerate() {
        *v = if a[i][i] == 0.0 {
            0.0
        } else {
            (a[i][n] / a[i][i]) as f32
        };
    }
    w
}

/// Share of the final margin's variance that a prediction explains.
fn explained(samples: &[Sample], predict: impl Fn(&Sample) -> f32) -> f64 {
    let mean = samples.iter().map(|s| s.y as f64).sum::<f64>() / samples.len() as f64;
    let total: f64 = samples.iter().map(|s| (s.y as f64 - mean).powi(2)).sum();
    let left: f64 = samples
        .iter()
        .map(|s| (s.y as f64 - predict(s) as f64).powi(2))
        .sum();
    1.0 - left / total
}

/// The set named on the command line.
fn set_named(name: &str) -> SetId {
    match name {
        "river" => SetId::River,
        "abbot" => SetId::Abbot,
        "inns-cathedrals" => SetId::InnsCathedrals,
        "traders-builders" => SetId::TradersBuilders,
        "princess-dragon" => SetId::PrincessDragon,
        "abbey-mayor" => SetId::AbbeyMayor,
        _ => panic!(
            "no set {name:?} (river, abbot, inns-cathedrals, traders-builders, princess-dragon, abbey-mayor)"
        ),
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let always: Vec<SetId> = args
        .windows(2)
        .filter(|w| w[0] == "--set")
        .map(|w| set_named(&w[1]))
        .collect();
    let games: u64 = args
        .first()
        .filter(|a| !a.starts_with("--"))
        .map(|a| a.parse().expect("GAMES is a number"))
        .unwrap_or(6000);
    let test_games = games / 4;
    let train: Vec<Sample> = (0..games).flat_map(|g| play(g, &always)).collect();
    let test: Vec<Sample> = (games..games + test_games)
        .flat_map(|g| play(g, &always))
        .collect();
    let w = fit(&train);
    let fitted = |s: &Sample| s.x.iter().zip(&w).map(|(x, k)| x * k).sum::<f32>();
    println!("// fitted on {games} games ({} positions)", train.len());
    println!(
        "// final margin explained on {test_games} other games: fitted {:.3}, in use {:.3}, greedy evaluation {:.3}",
        explained(&test, fitted),
        explained(&test, |s| s.in_use),
        explained(&test, |s| s.greedy)
    );
    let names = outlook::measure_names();
    let half = MEASURES / 2;
    let line = |i: usize, k: f32| {
        let when = if i < half { "now" } else { "× tiles to come" };
        println!("        {k:.3}, // {} {when}", names[i % half]);
    };
    if always.is_empty() {
        println!("pub const WEIGHTS: [f32; 2 * CORE] = [");
        for i in (0..2).flat_map(|h| (0..CORE).map(move |f| h * half + f)) {
            line(i, w[i]);
        }
        println!("];");
        for (part, first) in sets::OUTLOOKS.iter().zip(sets::FIRST) {
            println!("// {:?}'s own, fitted with these:", part.set);
            for i in
                (0..2).flat_map(|h| (0..part.measures.len()).map(move |m| h * half + first + m))
            {
                line(i, w[i]);
            }
        }
        return;
    }
    // The base weights these games would otherwise be judged by.
    let mut abbot = Rules::default();
    SetId::Abbot.set_in_play(&mut abbot, true);
    let base = sets::compose(abbot.sets(), &outlook::WEIGHTS);
    for set in always {
        println!("// {set:?}'s part: these games' fit less the base weights");
    }
    println!("    weights: &[");
    for i in 0..MEASURES {
        line(i, w[i] - base[i]);
    }
    println!("    ],");
}
