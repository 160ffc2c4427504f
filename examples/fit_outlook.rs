//! Fits the weights of `ai::outlook`: plays two-player games between greedy
//! players (with some random moves, so that the positions vary), measures
//! both players after every move, and solves by least squares for the
//! weights whose difference best predicts the final margin. Prints the
//! weights as Rust and how well they predict games not used for fitting,
//! next to the weights in use (composed for each game's sets) and the
//! greedy player's own judgement.
//!
//! cargo run --release --no-default-features --example fit_outlook [GAMES]
//!     [--set inns-cathedrals] [--set traders-builders] ... [--measure M ...]
//!     | [--joint]
//!     [--no-farmers]
//! (6000 games by default; the games are played on both cores; `--hard
//! MS` with neither `--measure` nor `--joint`)
//!
//! With `--no-farmers` the games are played without farmers, and the fit
//! is set beside the weights for that rule: without `--set`, the core's
//! (`outlook::WEIGHTS_WITHOUT_FARMERS`); with one `--set`, the set's part
//! for it (`without_farmers` in `ai/sets/NAME.rs`). The weights fitted
//! with farmers priced a follower in hand for fields there were none of:
//! with the whole Big Box without farmers the hard player won 164 of 400
//! games against normal (25 ms a move), with these 299.
//!
//! Without `--set`, the base weights: `outlook::WEIGHTS` and the abbot's
//! own (`ai/sets/abbot.rs`), on games with farmers (unless `--no-farmers`)
//! and The River and The Abbot each half the time. One fit over games
//! with and without a big set explained more of the margin but played
//! worse without it (`arena`, outlook against greedy, 400 games each: 318
//! base and 213 Abbot wins, against 356 and 268).
//!
//! With `--set NAME`, every game has the set: prints the set's part
//! (`ai/sets/NAME.rs`, `weights`, or `without_farmers` with
//! `--no-farmers`), what these games fitted less the base
//! weights, so that the base plus the part are the set's own fit. Holding
//! the base weights and fitting only Inns & Cathedrals' two measures, the
//! hard player won 79 of 100 games against normal with the set; with the
//! whole part, 88. Fitting every set's part together, on games where each
//! set was in play half the time, explained more of the margin (41.2%
//! against 37.1%) but played worse: with the set alone 71, and with every
//! set 42 against 67.
//!
//! With several `--set`, every game has them all (The River and The Abbot
//! too when named): prints the combination's weights, the whole fit less
//! the base weights alone, to be tried instead of the sets' parts added
//! up (The River, which has no part, does not count as one). The whole
//! Big Box (3000 games in all, nine minutes): 40.5% of the margin
//! explained on 600 others, the parts added up 38.9%; played in their
//! place, the hard player won 44 of 60 against normal, the parts 46
//! (docs/notes/ai-set-parts.md). Not kept.
//!
//! With `--set NAME --measure M ...`, only those measures of the set's part
//! are fitted (now and times the tiles to come), on what the weights in
//! use leave of the final margin; the rest of the part is kept. Tried with
//! a measure of the largest field a seat's farmers hold while its barn is
//! in hand, for Abbey & Mayor: fitting the barn's two measures this way,
//! the hard player won 63 of 100 against normal with the set alone (55
//! before) but 51 with every set (67); refitting the whole part, 67 and
//! 48. Neither was kept.
//!
//! With `--hard MS`, one seat of every game is the hard player thinking
//! MS a move (the other greedy as above), and the fit has two more
//! columns for which seat is the hard one, whose weights it prints:
//! the weights then say what a position is worth when the hard player
//! plays on, as it does in `arena`. Abbey & Mayor's part fitted so
//! (1200 games at 25 ms; 63.0% of the margin explained on 300 others,
//! the weights in use 60.5%) farmed more but won 61 of 100 against
//! normal with the set alone, where the part in use wins 68 to 75.
//! Without the seat's columns the fit read the hard player's style as
//! worth points (a follower in hand early at −11).
//!
//! With `--joint`, every set is in play half the time, each apart, and
//! every part but The Abbot's is fitted at once (the base weights and The
//! Abbot's held): the parts that add up best over all combinations. It
//! prints how much of the margin they explain for each number of sets in
//! play, next to the parts in use. 3000 games (twelve and a half minutes):
//! they explained more with two, three and four sets (0.333 against 0.311
//! with all four) and a little less with one (0.397 against 0.407). With
//! every set the hard player then won 68 of 100 against normal, with the
//! parts fitted apart 70 (200 ms a move).

use std::time::Duration;

use carcassonne::ai::outlook::{self, MEASURES, Measures};
use carcassonne::ai::sets::{self, CORE};
use carcassonne::ai::{AiKind, greedy};
use carcassonne::rules::set_names::SetsInPlay;
use carcassonne::rules::{Rules, SetId, Table};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

/// One measured position: player 0's measures minus player 1's, what the
/// weights in use and the greedy evaluation say of it for player 0, and the
/// final margin of player 0.
#[derive(Clone, Copy)]
struct Sample {
    sets: SetsInPlay,
    x: Measures,
    in_use: f32,
    greedy: f32,
    y: f32,
    /// +1 when seat 0 is the hard player's, −1 when seat 1 is, 0 without.
    hard: f32,
    /// The share of tiles still to come (`outlook::tile_scale`).
    to_come: f32,
}

/// Which sets the games to fit on are played with.
#[derive(Clone, Copy)]
enum Mix<'a> {
    /// The sets asked for always, The River and The Abbot half the time,
    /// other sets never.
    Always(&'a [SetId]),
    /// Every set half the time, each apart: every combination comes up.
    Joint,
}

fn play(seed: u64, mix: Mix, hard: Option<Duration>, farmers: bool) -> Vec<Sample> {
    // Every rule set the weights judge, and farmers unless `--no-farmers`
    // (the measures of fields are then zero, and their weights too).
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut rules = Rules {
        farmers,
        ..Rules::default()
    };
    for set in SetId::ALL {
        let half = matches!(set, SetId::River | SetId::Abbot);
        let on = match mix {
            Mix::Always(always) => always.contains(&set) || (half && rng.random_bool(0.5)),
            Mix::Joint => rng.random_bool(0.5),
        };
        set.set_in_play(&mut rules, on);
    }
    let sets_in_play = rules.sets();
    let mut table = Table::new(vec!["A".into(), "B".into()], rules, seed);
    let mut positions: Vec<(Measures, f32, f32, f32)> = Vec::new();
    // Both seats play greedy by the score as if the game ended, with
    // some random moves: the outlook is then what a position is worth
    // when play goes on sensibly, and choosing by it improves on the
    // greedy player. (Fitted on games where one seat plays by the
    // outlook, the weights took up that seat's style and played no
    // better.) With `--hard MS` one seat, by the seed, is the hard player
    // thinking MS a move, and only the other makes random moves.
    let hard_seat = (seed % 2) as usize;
    while let Some(tile) = table.in_hand() {
        let seat = table.game().current_player();
        let (kind, budget) = match hard {
            Some(budget) if seat == hard_seat => (AiKind::Lookahead, budget),
            _ => (AiKind::Greedy, Duration::ZERO),
        };
        let kind = if kind == AiKind::Greedy && rng.random_bool(0.15) {
            AiKind::Random
        } else {
            kind
        };
        // With the tile drawn, or a player's own tile (the abbey) instead.
        let choice = kind.choose_turn(table.game(), tile, &mut rng, budget);
        choice
            .play(&mut table, carcassonne::ai::moving_on::CHOOSER)
            .unwrap();
        let game = table.game();
        let m = outlook::measure(game);
        let mut x = [0.0; MEASURES];
        for (i, v) in x.iter_mut().enumerate() {
            *v = m[0][i] - m[1][i];
        }
        let in_use = outlook::margin(game, 0, outlook::weights(game));
        let to_come = game.tiles_left() as f32 / outlook::tile_scale(game);
        positions.push((x, in_use, greedy::evaluate(game, 0), to_come));
    }
    let y = table.game().score(0) as f32 - table.game().score(1) as f32;
    positions
        .into_iter()
        .map(|(x, in_use, greedy, to_come)| Sample {
            sets: sets_in_play,
            x,
            in_use,
            greedy,
            y,
            hard: match hard {
                Some(_) if hard_seat == 0 => 1.0,
                Some(_) => -1.0,
                None => 0.0,
            },
            to_come,
        })
        .collect()
}

/// Plays the games of `seeds` on both cores, each thread every other game.
fn play_all(
    seeds: std::ops::Range<u64>,
    mix: Mix,
    hard: Option<Duration>,
    farmers: bool,
) -> Vec<Sample> {
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..2u64)
            .map(|w| {
                let seeds = seeds.clone();
                scope.spawn(move || {
                    seeds
                        .filter(|g| g % 2 == w)
                        .flat_map(|g| play(g, mix, hard, farmers))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().expect("a game to fit on"))
            .collect()
    })
}

/// Ridge least squares: (XᵀX + λI) w = Xᵀy by Gaussian elimination,
/// over `n` unknowns; `row` writes a sample's row of X and returns its y.
// Matrix arithmetic reads best with indices.
#[allow(clippy::needless_range_loop)]
fn fit(samples: &[Sample], n: usize, row: impl Fn(&Sample, &mut [f64]) -> f64) -> Vec<f64> {
    let mut a = vec![vec![0.0f64; n + 1]; n];
    let mut x = vec![0.0f64; n];
    // A set's columns are zero in games without it: only the others add.
    let mut nonzero: Vec<usize> = Vec::with_capacity(n);
    for s in samples {
        x.fill(0.0);
        let y = row(s, &mut x);
        nonzero.clear();
        nonzero.extend((0..n).filter(|&i| x[i] != 0.0));
        for &i in &nonzero {
            for &j in &nonzero {
                a[i][j] += x[i] * x[j];
            }
            a[i][n] += x[i] * y;
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
    (0..n)
        .map(|i| {
            if a[i][i] == 0.0 {
                0.0
            } else {
                a[i][n] / a[i][i]
            }
        })
        .collect()
}

/// The weights' prediction of a sample's final margin.
fn predict(s: &Sample, w: &Measures) -> f32 {
    s.x.iter().zip(w).map(|(x, k)| x * k).sum()
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

/// The set named on the command line, by its flag (`--inns-cathedrals`
/// without its dashes): every set's, from the registry.
fn set_named(name: &str) -> SetId {
    SetId::ALL
        .into_iter()
        .find(|s| s.flag() == name)
        .unwrap_or_else(|| {
            let flags: Vec<&str> = SetId::ALL.iter().map(|s| s.flag()).collect();
            panic!("no set {name:?} ({})", flags.join(", "))
        })
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let always: Vec<SetId> = args
        .windows(2)
        .filter(|w| w[0] == "--set")
        .map(|w| set_named(&w[1]))
        .collect();
    let joint = args.iter().any(|a| a == "--joint");
    let only: Vec<usize> = args
        .windows(2)
        .filter(|w| w[0] == "--measure")
        .map(|w| measure_named(&w[1]))
        .collect();
    let hard = args
        .windows(2)
        .find(|w| w[0] == "--hard")
        .map(|w| Duration::from_millis(w[1].parse().expect("--hard MS: milliseconds a move")));
    // Checked before the games are played, which take minutes.
    assert!(
        only.is_empty() || (always.len() == 1 && !joint),
        "--measure refits a part of one set: name it with one --set, without --joint"
    );
    assert!(
        hard.is_none() || (only.is_empty() && !joint),
        "--hard fits a whole part or the base weights, without --measure or --joint"
    );
    let games: u64 = args
        .first()
        .filter(|a| !a.starts_with("--"))
        .map(|a| a.parse().expect("GAMES is a number"))
        .unwrap_or(6000);
    let test_games = games / 4;
    let mix = if joint {
        Mix::Joint
    } else {
        Mix::Always(&always)
    };
    let farmers = !args.iter().any(|a| a == "--no-farmers");
    let train = play_all(0..games, mix, hard, farmers);
    let test = play_all(games..games + test_games, mix, hard, farmers);
    println!("// fitted on {games} games ({} positions)", train.len());
    if joint {
        fit_parts_jointly(&train, &test, farmers);
        return;
    }
    if let [set] = always[..]
        && !only.is_empty()
    {
        fit_measures_beside(&train, &test, set, &only, farmers);
        return;
    }
    // With a hard seat, two more columns say which seat it is (and the
    // same times the tiles to come): what its stronger play adds to the
    // margin is then theirs, not that of measures that tell its style
    // apart (without them a follower in hand early came out at -11).
    let seat_columns = if hard.is_some() { 2 } else { 0 };
    let w = fit(&train, MEASURES + seat_columns, |s, row| {
        for (r, &x) in row.iter_mut().zip(&s.x) {
            *r = x as f64;
        }
        if seat_columns > 0 {
            row[MEASURES] = s.hard as f64;
            row[MEASURES + 1] = (s.hard * s.to_come) as f64;
        }
        s.y as f64
    });
    if seat_columns > 0 {
        println!(
            "// the hard seat's own margin: {:.3}, and {:.3} times the tiles to come",
            w[MEASURES],
            w[MEASURES + 1]
        );
    }
    let w: Measures = std::array::from_fn(|i| w[i] as f32);
    println!(
        "// final margin explained on {test_games} other games: fitted {:.3}, in use {:.3}, greedy evaluation {:.3}",
        explained(&test, |s| predict(s, &w)),
        explained(&test, |s| s.in_use),
        explained(&test, |s| s.greedy)
    );
    if always.is_empty() {
        let table = if farmers {
            "WEIGHTS"
        } else {
            "WEIGHTS_WITHOUT_FARMERS"
        };
        println!("pub const {table}: [f32; 2 * CORE] = [");
        for i in (0..2).flat_map(|h| (0..CORE).map(move |f| h * HALF + f)) {
            line(i, w[i]);
        }
        println!("];");
        for (part, first) in sets::OUTLOOKS.iter().zip(sets::FIRST) {
            println!("// {:?}'s own, fitted with these:", part.set);
            for i in
                (0..2).flat_map(|h| (0..part.measures.len()).map(move |m| h * HALF + first + m))
            {
                line(i, w[i]);
            }
        }
        return;
    }
    // Several sets: the combination's weights, the whole fit less the
    // base game's alone.
    if always.iter().filter(|&&s| s != SetId::River).count() > 1 {
        let base = fixed_weights(false, farmers);
        println!("// the combination {always:?}: these games' fit less the base weights");
        print_part(&std::array::from_fn(|i| w[i] - base[i]), farmers);
        return;
    }
    // The base weights these games would otherwise be judged by.
    let base = fixed_weights(true, farmers);
    for set in always {
        println!("// {set:?}'s part: these games' fit less the base weights");
    }
    print_part(&std::array::from_fn(|i| w[i] - base[i]), farmers);
}

/// `--set NAME --measure M ...`: only these measures of the set's part
/// are fitted, on what the weights in use leave of the final margin; the
/// rest of the part stays as it is. For a new measure, whose weights in
/// use are zero, without shifting the weights the part already plays well
/// with.
fn fit_measures_beside(
    train: &[Sample],
    test: &[Sample],
    set: SetId,
    only: &[usize],
    farmers: bool,
) {
    let slots: Vec<usize> = only.iter().flat_map(|&m| [m, HALF + m]).collect();
    let w = fit(train, slots.len(), |s, row| {
        for (r, &slot) in row.iter_mut().zip(&slots) {
            *r = s.x[slot] as f64;
        }
        (s.y - s.in_use) as f64
    });
    let change =
        |s: &Sample| -> f32 { slots.iter().zip(&w).map(|(&i, &k)| s.x[i] * k as f32).sum() };
    println!(
        "// final margin explained on other games: refitted {:.3}, in use {:.3}",
        explained(test, |s| s.in_use + change(s)),
        explained(test, |s| s.in_use)
    );
    let part = sets::OUTLOOKS
        .iter()
        .find(|o| o.set == set)
        .expect("every set with measures has a part");
    println!("// {set:?}'s part, {} refitted", only.len());
    let row = part_row(part, farmers);
    print_part(
        &std::array::from_fn(|i| {
            let added = slots.iter().position(|&s| s == i);
            row[i] + added.map_or(0.0, |j| w[j] as f32)
        }),
        farmers,
    );
}

/// The index of a measure named on the command line.
fn measure_named(name: &str) -> usize {
    outlook::measure_names()
        .iter()
        .position(|m| m == name)
        .unwrap_or_else(|| panic!("no measure {name:?}: {:?}", outlook::measure_names()))
}

/// Half a row: the measures as measured, before their copies times the
/// tiles to come.
const HALF: usize = MEASURES / 2;

/// Prints one weight as a line of Rust, with its measure's name.
fn line(i: usize, k: f32) {
    let when = if i < HALF { "now" } else { "× tiles to come" };
    println!(
        "        {k:.3}, // {} {when}",
        outlook::measure_names()[i % HALF]
    );
}

/// A set's part for the farmers rule as a row of the measures (0 where it
/// leaves a weight as it is).
fn part_row(part: &sets::SetOutlook, farmers: bool) -> Measures {
    let mut row = [0.0; MEASURES];
    for k in part.weights_for(farmers) {
        let i = measure_named(k.measure);
        row[i] = k.now;
        row[HALF + i] = k.later;
    }
    row
}

/// Prints a set's part as its file writes it: the weights it changes,
/// measure by measure (for games without farmers, its `without_farmers`).
fn print_part(row: &Measures, farmers: bool) {
    let (open, close) = if farmers {
        ("weights: &[", "],")
    } else {
        ("without_farmers: Some(&[", "]),")
    };
    println!("    {open}");
    for (i, name) in outlook::measure_names().iter().enumerate() {
        let (now, later) = (row[i], row[HALF + i]);
        if now != 0.0 || later != 0.0 {
            println!("        weight({name:?}, {now:.3}, {later:.3}),");
        }
    }
    println!("    {close}");
}

/// The weights no part fitted here changes: the base game's (with
/// farmers or without), and The Abbot's own (fitted with them) when it
/// is in play.
fn fixed_weights(abbot: bool, farmers: bool) -> Measures {
    let mut rules = Rules::default();
    SetId::Abbot.set_in_play(&mut rules, abbot);
    sets::compose(
        rules.sets(),
        outlook::core_weights(farmers),
        farmers,
        &outlook::measure_names(),
    )
}

/// `--joint`: every set's part at once, on games where each set is in
/// play half the time, so that the parts are those that add up best in
/// every combination (the base and The Abbot's weights held). A part
/// shifts the core's weights and The Abbot's and sets its own measures'.
fn fit_parts_jointly(train: &[Sample], test: &[Sample], farmers: bool) {
    let parts: Vec<usize> = (0..sets::OUTLOOKS.len())
        .filter(|&k| sets::OUTLOOKS[k].set != SetId::Abbot)
        .collect();
    let abbot = sets::OUTLOOKS
        .iter()
        .position(|o| o.set == SetId::Abbot)
        .expect("The Abbot has a part");
    let own = |k: usize| {
        let first = sets::FIRST[k];
        first..first + sets::OUTLOOKS[k].measures.len()
    };
    // Each unknown: a part and the slot of the row it weighs.
    let unknowns: Vec<(usize, usize)> = parts
        .iter()
        .flat_map(|&k| {
            (0..CORE)
                .chain(own(abbot))
                .chain(own(k))
                .flat_map(move |m| [(k, m), (k, HALF + m)])
        })
        .collect();
    let fixed = [fixed_weights(false, farmers), fixed_weights(true, farmers)];
    let fixed_for = |s: &Sample| &fixed[s.sets.has(SetId::Abbot) as usize];
    let w = fit(train, unknowns.len(), |s, row| {
        for (r, &(k, slot)) in row.iter_mut().zip(&unknowns) {
            if s.sets.has(sets::OUTLOOKS[k].set) {
                *r = s.x[slot] as f64;
            }
        }
        (s.y - predict(s, fixed_for(s))) as f64
    });
    let mut fitted = vec![[0.0f32; MEASURES]; sets::OUTLOOKS.len()];
    for (&(k, slot), &v) in unknowns.iter().zip(&w) {
        fitted[k][slot] = v as f32;
    }
    let composed = |s: &Sample| {
        let mut w = *fixed_for(s);
        for &k in &parts {
            if s.sets.has(sets::OUTLOOKS[k].set) {
                for (w, p) in w.iter_mut().zip(&fitted[k]) {
                    *w += p;
                }
            }
        }
        w
    };
    // How well each number of sets in play is predicted, by these parts
    // and by those in use.
    for n in 0..=parts.len() {
        let some: Vec<Sample> = test
            .iter()
            .copied()
            .filter(|s| {
                parts
                    .iter()
                    .filter(|&&k| s.sets.has(sets::OUTLOOKS[k].set))
                    .count()
                    == n
            })
            .collect();
        if some.is_empty() {
            continue;
        }
        println!(
            "// {n} of the sets in play: final margin explained on {} positions of other games: fitted {:.3}, in use {:.3}, greedy evaluation {:.3}",
            some.len(),
            explained(&some, |s| predict(s, &composed(s))),
            explained(&some, |s| s.in_use),
            explained(&some, |s| s.greedy)
        );
    }
    for &k in &parts {
        println!("// {:?}'s part, fitted jointly", sets::OUTLOOKS[k].set);
        print_part(&std::array::from_fn(|i| fitted[k][i]), farmers);
    }
}
