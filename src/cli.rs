//! The command-line subcommands of docs/records.md: `replay`,
//! `selfplay` and `bench`. They need no window and build without Bevy.

use std::path::PathBuf;
use std::time::Duration;

use rand::SeedableRng;
use rand::rngs::SmallRng;

use crate::ai::AiKind;
use crate::net::join_code::Reach;
use crate::rules::record::{COLOUR_NAMES, summary_json};
use crate::rules::{GameRecord, Replayed, Rules, SCORE_KINDS, ScoreKind, SetId, Table};

const USAGE_COMMANDS: &str = "\
usage:
  carcassonne [--players N] [--seed S] [SETS] [--no-farmers] [--autoplay] [--exit-on-end]
              [--screenshot PATH] [--record PATH]
              [--host PORT [--network-seats K] [--password W] [INTERNET]
               | --join HOST:PORT|CODE [--name N] [--password W] [--watch] [--relay-only]]
              [--continue FILE] [--language en|de|fr|es|it|pl|nl|cs]  open the game window
  carcassonne view FILE                                              watch a saved game or record again
  carcassonne replay FILE [--json] [--score-now]                     replay a game record
  carcassonne selfplay --games N --seed S --players P [SETS] [--no-farmers]
              [--ai random|greedy ...] --out DIR                     computer games to records
  carcassonne arena --games N --players P --a AI --b AI [--seed S] [--ms-per-move MS]
              [SETS] [--no-farmers]                                  two AI kinds against each other (JSON)
  carcassonne serve --port P --players N [--password W] [--computers K] [--stand-in S]
              [--seed S] [SETS] [--no-farmers]
              [--record PATH] [--continue [FILE]] [INTERNET]       host a network game with no window
  carcassonne relay [--port P]                                        a relay of your own for internet play
  carcassonne bench                                                   engine and AI figures (JSON)
";

/// How the command line is used; the sets' flags as the registry names
/// them (`SetId::flag`), so a new set's flag is listed with no line here.
pub fn usage() -> String {
    let mut sets = String::from("SETS: --every-set, or any of");
    let mut line = sets.len();
    for set in SetId::ALL {
        let flag = format!(" --{}", set.flag());
        if line + flag.len() > 76 {
            sets.push_str("\n     ");
            line = 5;
        }
        sets.push_str(&flag);
        line += flag.len();
    }
    sets.push_str(" [--no-barns]");
    format!(
        "{USAGE_COMMANDS}\n{sets}\n\
        INTERNET: --internet (a join code, through the public relays)\n\
        \x20         | --relay URL (a join code, through your own relay) [--relay-only]"
    )
}

/// A command-line error: the message, and whether to show the usage.
#[derive(Debug)]
pub struct CliError {
    pub message: String,
    pub usage: bool,
}

impl CliError {
    pub fn usage(message: impl Into<String>) -> CliError {
        CliError {
            message: message.into(),
            usage: true,
        }
    }
    pub fn plain(message: impl Into<String>) -> CliError {
        CliError {
            message: message.into(),
            usage: false,
        }
    }
}

/// Arguments still to be consumed; anything left over is an error.
pub struct Args {
    items: Vec<String>,
}

impl Args {
    pub fn new(items: Vec<String>) -> Args {
        Args { items }
    }

    /// What is left, for a subcommand that reads some arguments its own
    /// way first.
    pub fn into_items(self) -> Vec<String> {
        self.items
    }

    pub fn flag(&mut self, name: &str) -> bool {
        let before = self.items.len();
        self.items.retain(|a| a != name);
        self.items.len() != before
    }

    /// Every value given with `name` (`--ai a --ai b` or `--ai a,b`).
    pub fn values(&mut self, name: &str) -> Result<Vec<String>, CliError> {
        let mut out = Vec::new();
        while let Some(i) = self.items.iter().position(|a| a == name) {
            if i + 1 >= self.items.len() || self.items[i + 1].starts_with("--") {
                return Err(CliError::usage(format!("{name} needs a value")));
            }
            let v = self.items.remove(i + 1);
            self.items.remove(i);
            out.extend(v.split(',').map(str::to_string));
        }
        Ok(out)
    }

    pub fn value(&mut self, name: &str) -> Result<Option<String>, CliError> {
        let mut v = self.values(name)?;
        if v.len() > 1 {
            return Err(CliError::usage(format!("{name} is given more than once")));
        }
        Ok(v.pop())
    }

    pub fn number<T: std::str::FromStr>(&mut self, name: &str) -> Result<Option<T>, CliError> {
        match self.value(name)? {
            None => Ok(None),
            Some(v) => v
                .parse()
                .map(Some)
                .map_err(|_| CliError::usage(format!("{name} takes a whole number, not \"{v}\""))),
        }
    }

    /// Whether the arguments start with this word (taken off if so).
    pub fn starts_with(&mut self, word: &str) -> bool {
        let found = self.items.first().is_some_and(|a| a == word);
        if found {
            self.items.remove(0);
        }
        found
    }

    pub fn positional(&mut self) -> Option<String> {
        let i = self.items.iter().position(|a| !a.starts_with("--"))?;
        Some(self.items.remove(i))
    }

    pub fn finish(self) -> Result<(), CliError> {
        match self.items.first() {
            None => Ok(()),
            Some(a) => Err(CliError::usage(format!("unknown argument \"{a}\""))),
        }
    }

    /// Each set's flag (`--river`, `--inns-cathedrals`, …: `SetId::flag`)
    /// or `--every-set`, and `--no-barns`, `--no-farmers`.
    pub fn rules(&mut self) -> Rules {
        let every = self.flag("--every-set");
        let mut rules = Rules {
            farmers: !self.flag("--no-farmers"),
            barns: !self.flag("--no-barns"),
            ..Rules::default()
        };
        for set in SetId::ALL {
            let named = self.flag(&format!("--{}", set.flag()));
            set.set_in_play(&mut rules, every || named);
        }
        rules
    }

    /// `--players N`, checked against the rules (2 to 5, 6 with a set that
    /// brings a sixth player's pieces).
    pub fn players(&mut self, rules: Rules) -> Result<Option<usize>, CliError> {
        let n = self.number::<usize>("--players")?;
        if let Some(n) = n
            && let Err(e) = rules.check_players(n)
        {
            return Err(CliError::usage(format!("--players: {e}")));
        }
        Ok(n)
    }
}

impl Args {
    /// `--internet`, `--relay URL`: how players reach a host over the
    /// internet (none: on the local network only); and `--relay-only`,
    /// every byte through the relay (a host's or a joining screen's).
    pub fn internet(&mut self) -> Result<(Option<Reach>, bool), CliError> {
        let public = self.flag("--internet");
        let relay = self.value("--relay")?;
        let relay_only = self.flag("--relay-only");
        if let Some(url) = &relay
            && !(url.starts_with("http://") || url.starts_with("https://"))
        {
            return Err(CliError::usage(format!(
                "--relay is a web address (http://HOST:PORT or https://HOST), not {url}"
            )));
        }
        let reach = (public || relay.is_some()).then_some(Reach {
            relay,
            relay_only,
            ..Reach::default()
        });
        Ok((reach, relay_only))
    }
}

/// Runs a subcommand if `args` starts with one; `None` means "open the window".
pub fn run_subcommand(args: &[String]) -> Option<Result<(), CliError>> {
    let (name, rest) = args.split_first()?;
    let rest = Args::new(rest.to_vec());
    Some(match name.as_str() {
        "replay" => replay(rest),
        "selfplay" => selfplay(rest),
        "bench" => bench(rest),
        "arena" => arena(rest),
        "help" | "--help" | "-h" => {
            println!("{}", usage());
            Ok(())
        }
        _ => return None,
    })
}

/// Default seat names: the colours in the rulebook's order.
pub fn default_names(players: usize) -> Vec<String> {
    COLOUR_NAMES[..players]
        .iter()
        .map(|s| s.to_string())
        .collect()
}

pub fn read_record(path: &str) -> Result<GameRecord, CliError> {
    let text =
        std::fs::read_to_string(path).map_err(|e| CliError::plain(format!("{path}: {e}")))?;
    GameRecord::from_ron(&text).map_err(|e| CliError::plain(format!("{path}: {e}")))
}

/// A saved game to go on with: it must replay, and not be over.
pub fn read_unfinished(file: &str) -> Result<Replayed, CliError> {
    let replayed = read_replayable(file)?;
    if replayed.last().is_over() {
        return Err(CliError::plain(format!(
            "{file}: this game is over; watch it with `carcassonne view {file}`"
        )));
    }
    Ok(replayed)
}

/// A record to watch again or go on with: read, and replayed once, turn by
/// turn (what the viewer and a continued game then read), so a broken one
/// is refused with its turn and reason before any window opens.
pub fn read_replayable(path: &str) -> Result<Replayed, CliError> {
    let record = read_record(path)?;
    Replayed::new(record).map_err(|e| CliError::plain(format!("{path}: {e}")))
}

fn replay(mut args: Args) -> Result<(), CliError> {
    let json = args.flag("--json");
    let score_now = args.flag("--score-now");
    let file = args
        .positional()
        .ok_or_else(|| CliError::usage("replay needs a FILE"))?;
    args.finish()?;
    let record = read_record(&file)?;
    let mut game = record
        .replay()
        .map_err(|e| CliError::plain(format!("{file}: {e}")))?;
    // Whether the game really ended, before --score-now scores it as if.
    let finished = game.is_over();
    if score_now {
        game.score_now();
    }
    if json {
        println!("{}", summary_json(&game, finished));
    } else {
        let state = match (finished, score_now) {
            (true, _) => "finished",
            (false, true) => "in progress, scored as if it ended now",
            (false, false) => "in progress",
        };
        println!("{file}: {} turns, {state}", record.turns.len());
        for (p, name) in record.players.iter().enumerate() {
            println!("  {name}: {}", game.score(p));
        }
    }
    Ok(())
}

fn selfplay(mut args: Args) -> Result<(), CliError> {
    let games = args.number::<usize>("--games")?.unwrap_or(1);
    let seed = args.number::<u64>("--seed")?.unwrap_or(1);
    let rules = args.rules();
    let players = args.players(rules)?.unwrap_or(2);
    let ai_names = args.values("--ai")?;
    let out = args
        .value("--out")?
        .ok_or_else(|| CliError::usage("selfplay needs --out DIR"))?;
    args.finish()?;
    let ais = seat_ais(&ai_names, players)?;
    let dir = PathBuf::from(&out);
    std::fs::create_dir_all(&dir).map_err(|e| CliError::plain(format!("{out}: {e}")))?;
    for g in 0..games {
        let game_seed = seed.wrapping_add(g as u64);
        let table = play_game(players, rules, game_seed, &ais);
        let path = dir.join(format!("game-{:04}.ron", g + 1));
        std::fs::write(&path, table.record().to_ron())
            .map_err(|e| CliError::plain(format!("{}: {e}", path.display())))?;
        println!(
            "{}",
            serde_json::json!({"game": g + 1, "seed": game_seed, "file": path.display().to_string(),
                               "scores": table.game().scores()})
        );
    }
    Ok(())
}

/// One AI per seat from `--ai` values: none means random for all, one
/// means that one for all, otherwise one each.
pub fn seat_ais(names: &[String], players: usize) -> Result<Vec<AiKind>, CliError> {
    let kinds = names
        .iter()
        .map(|n| AiKind::parse(n))
        .collect::<Result<Vec<_>, _>>()
        .map_err(CliError::usage)?;
    match kinds.len() {
        0 => Ok(vec![AiKind::Random; players]),
        1 => Ok(vec![kinds[0]; players]),
        n if n == players => Ok(kinds),
        n => Err(CliError::usage(format!(
            "{n} --ai values for {players} players"
        ))),
    }
}

/// Plays a whole game between computer players.
pub fn play_game(players: usize, rules: Rules, seed: u64, ais: &[AiKind]) -> Table {
    play_game_within(players, rules, seed, ais, crate::ai::HARD_THINKING)
}

/// `play_game` with the time the hard player may think per move.
pub fn play_game_within(
    players: usize,
    rules: Rules,
    seed: u64,
    ais: &[AiKind],
    budget: Duration,
) -> Table {
    let mut table = Table::new(default_names(players), rules, seed);
    let mut rng = SmallRng::seed_from_u64(seed ^ 0x5eed);
    while let Some(tile) = table.in_hand() {
        let seat = table.game().current_player();
        let choice = ais[seat].choose_turn(table.game(), tile, &mut rng, budget);
        (choice.play(&mut table, crate::ai::moving_on::CHOOSER)).expect("AI moves are legal");
    }
    table
}

/// One arena game: its deal, where `a` sat and everybody's points by kind.
struct ArenaGame {
    seed: u64,
    a_seat: usize,
    points: Vec<[u32; SCORE_KINDS]>,
}

/// One side's results over the arena's games.
#[derive(Default)]
struct ArenaTally {
    wins: u32,
    seats: u32,
    points: [u64; SCORE_KINDS],
}

impl ArenaTally {
    fn add(&mut self, points: &[u32; SCORE_KINDS]) {
        self.seats += 1;
        for (sum, &p) in self.points.iter_mut().zip(points) {
            *sum += p as u64;
        }
    }

    fn json(&self, ai: AiKind) -> serde_json::Value {
        let average = |points: u64| points as f64 / self.seats.max(1) as f64;
        // A set's own points where the set gives some.
        let scored = |k: &&ScoreKind| match k {
            ScoreKind::Set(set) => set.expansion().own_points().is_some(),
            _ => true,
        };
        let by_kind: serde_json::Map<String, serde_json::Value> = ScoreKind::ALL
            .iter()
            .filter(scored)
            .map(|&k| (k.name().to_string(), average(self.points[k.index()]).into()))
            .collect();
        serde_json::json!({
            "ai": ai.name(),
            "wins": self.wins,
            "average_score": average(self.points.iter().sum()),
            "average_by_kind": by_kind,
        })
    }
}

/// Plays `games` games between AI kinds `a` and `b` (seats alternate so
/// neither always starts) and prints wins, draws and average scores as JSON.
fn arena(mut args: Args) -> Result<(), CliError> {
    let games = args.number::<usize>("--games")?.unwrap_or(100);
    let rules = args.rules();
    let players = args.players(rules)?.unwrap_or(2);
    let seed = args.number::<u64>("--seed")?.unwrap_or(1);
    let ms = args.number::<u64>("--ms-per-move")?.unwrap_or(100);
    let a = AiKind::parse(
        &args
            .value("--a")?
            .ok_or_else(|| CliError::usage("arena needs --a AI"))?,
    )
    .map_err(CliError::usage)?;
    let b = AiKind::parse(
        &args
            .value("--b")?
            .ok_or_else(|| CliError::usage("arena needs --b AI"))?,
    )
    .map_err(CliError::usage)?;
    args.finish()?;
    let budget = Duration::from_millis(ms);
    // Both cores: each thread plays every other game.
    let results: Vec<ArenaGame> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..2)
            .map(|w| {
                scope.spawn(move || {
                    (0..games)
                        .filter(|g| g % 2 == w)
                        .map(|g| {
                            // `a` moves round the table from game to game so
                            // that neither kind always starts; the rest are `b`.
                            let a_seat = g % players;
                            let seats: Vec<AiKind> = (0..players)
                                .map(|s| if s == a_seat { a } else { b })
                                .collect();
                            let seed = seed.wrapping_add(g as u64);
                            let table = play_game_within(players, rules, seed, &seats, budget);
                            let game = table.game();
                            ArenaGame {
                                seed,
                                a_seat,
                                points: (0..players).map(|p| game.score_by_kind(p)).collect(),
                            }
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().expect("arena worker"))
            .collect()
    });
    let mut a_side = ArenaTally::default();
    let mut b_side = ArenaTally::default();
    let mut draws = 0;
    for game in &results {
        let total = |p: usize| game.points[p].iter().sum::<u32>();
        let best_b = (0..players)
            .filter(|&p| p != game.a_seat)
            .map(total)
            .max()
            .unwrap_or(0);
        match total(game.a_seat).cmp(&best_b) {
            std::cmp::Ordering::Greater => a_side.wins += 1,
            std::cmp::Ordering::Less => b_side.wins += 1,
            std::cmp::Ordering::Equal => draws += 1,
        }
        for (p, points) in game.points.iter().enumerate() {
            let side = if p == game.a_seat {
                &mut a_side
            } else {
                &mut b_side
            };
            side.add(points);
        }
    }
    // Each game, for reading where the lost ones went another way: its
    // seed (`selfplay` plays it again), `a`'s seat, every seat's points
    // in `kinds`' order.
    let kinds: Vec<&str> = ScoreKind::ALL.iter().map(|k| k.name()).collect();
    let mut each: Vec<serde_json::Value> = (results.iter())
        .map(|g| serde_json::json!({"seed": g.seed, "a_seat": g.a_seat, "points": g.points}))
        .collect();
    each.sort_by_key(|g| g["seed"].as_u64());
    let report = serde_json::json!({
        "games": games, "players": players, "ms_per_move": ms,
        "a": a_side.json(a),
        "b": b_side.json(b),
        "draws": draws,
        "kinds": kinds,
        "each": each,
    });
    println!("{report}");
    Ok(())
}

fn bench(args: Args) -> Result<(), CliError> {
    args.finish()?;
    println!(
        "{}",
        serde_json::to_string_pretty(&crate::bench::report()).expect("json")
    );
    Ok(())
}
