//! Helpers shared by the engine's scenario tests: build a record from a few
//! turns, replay it, and read the scores and scoring events.

#![allow(dead_code)]

#[cfg(feature = "net")]
pub mod screens;

use carcassonne::rules::record::summary_json;
use carcassonne::rules::{Game, GameRecord};

/// A record of a 2-player game (Black, Red) with the given rules and turns
/// (RON `Place(...)` / `Discard(...)` entries).
pub fn record(rules: &str, turns: &[&str]) -> String {
    let start = if rules.contains("river: true") {
        "RA"
    } else {
        "D"
    };
    format!(
        "GameRecord(version: 1, players: [\"Black\", \"Red\"], rules: Rules({rules}), seed: None,
         start: Start(tile: \"{start}\", rot: 0), turns: [{}])",
        turns.join(", ")
    )
}

pub fn replay(rules: &str, turns: &[&str]) -> Result<Game, String> {
    let rec = GameRecord::from_ron(&record(rules, turns)).map_err(|e| e.to_string())?;
    rec.replay().map_err(|e| e.to_string())
}

/// Replays and scores as if the game ended after the last turn.
pub fn score_now(rules: &str, turns: &[&str]) -> Game {
    let mut g = replay(rules, turns).expect("legal record");
    g.score_now();
    g
}

/// The scoring events as (turn, kind, points, players) for easy comparison.
pub fn events(game: &Game) -> Vec<(Option<u64>, String, u64, Vec<u64>)> {
    let json = summary_json(game, game.is_over());
    json["events"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| {
            (
                e["turn"].as_u64(),
                e["kind"].as_str().unwrap().to_string(),
                e["points"].as_u64().unwrap(),
                e["players"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|p| p.as_u64().unwrap())
                    .collect(),
            )
        })
        .collect()
}

pub fn ev(
    turn: Option<u64>,
    kind: &str,
    points: u64,
    players: &[u64],
) -> (Option<u64>, String, u64, Vec<u64>) {
    (turn, kind.to_string(), points, players.to_vec())
}

/// An empty folder of this test run's own, under the system's temporary
/// folder, taken away with what is in it when the test is done with it.
pub fn temp_dir(name: &str) -> TempDir {
    let dir = std::env::temp_dir().join(format!("carcassonne-test-{name}-{}", std::process::id()));
    // Empty: an earlier run whose process had the same id may have left
    // its files there.
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    TempDir(dir)
}

/// A test's temporary folder (`temp_dir`), removed when dropped so that
/// test runs leave nothing behind in the system's temporary folder.
pub struct TempDir(std::path::PathBuf);

impl std::ops::Deref for TempDir {
    type Target = std::path::Path;

    fn deref(&self) -> &std::path::Path {
        &self.0
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}
