//! Statistics kept between sessions: games played and won, best and
//! average score, for every player name at the screen and every computer
//! level, in `stats.ron` in the data folder. A file that cannot be read is
//! reported and left exactly as it is: nothing is counted into it (and
//! nothing written over it) until the player moves it away.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::saves::write_atomically;

const STATS_VERSION: u32 = 1;

/// One player's (or one computer level's) games.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Tally {
    pub played: u32,
    /// Games won, shared first places included.
    pub won: u32,
    pub best: u32,
    /// All points scored, for the average.
    pub points: u64,
}

impl Tally {
    pub fn average(&self) -> f64 {
        if self.played == 0 {
            0.0
        } else {
            self.points as f64 / self.played as f64
        }
    }

    fn add(&mut self, score: u32, won: bool) {
        self.played += 1;
        self.won += won as u32;
        self.best = self.best.max(score);
        self.points += score as u64;
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Statistics {
    pub version: u32,
    /// People, by the name they played under.
    pub players: BTreeMap<String, Tally>,
    /// Computer seats, by level ("easy", "normal", "hard").
    pub computers: BTreeMap<String, Tally>,
}

impl Default for Statistics {
    fn default() -> Self {
        Statistics {
            version: STATS_VERSION,
            players: BTreeMap::new(),
            computers: BTreeMap::new(),
        }
    }
}

/// How one seat finished a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeatResult {
    pub name: String,
    /// The computer's level, `None` for a person.
    pub computer: Option<String>,
    pub score: u32,
    pub won: bool,
}

impl Statistics {
    /// Counts a finished game. A name shared by two people at one game
    /// counts as two games played under that name.
    pub fn add_game(&mut self, seats: &[SeatResult]) {
        for seat in seats {
            let tally = match &seat.computer {
                None => self.players.entry(seat.name.clone()).or_default(),
                Some(level) => self.computers.entry(level.clone()).or_default(),
            };
            tally.add(seat.score, seat.won);
        }
    }

    /// The statistics in the file; none yet if there is no file; an error
    /// naming the file and the problem if it cannot be read.
    pub fn load(path: &Path) -> Result<Statistics, String> {
        let text = match std::fs::read_to_string(path) {
            Ok(text) => text,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Statistics::default()),
            Err(e) => return Err(format!("{}: {e}", path.display())),
        };
        let stats: Statistics = ron::from_str(&text)
            .map_err(|e| format!("{}: not statistics this game can read: {e}", path.display()))?;
        if stats.version != STATS_VERSION {
            return Err(format!(
                "{}: statistics version {} (this program reads version {STATS_VERSION})",
                path.display(),
                stats.version
            ));
        }
        Ok(stats)
    }

    pub fn save(&self, path: &Path) -> Result<(), String> {
        let text = ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::new())
            .expect("statistics serialise");
        write_atomically(path, &text)
    }
}

/// Where the statistics are kept.
pub fn stats_path() -> Option<PathBuf> {
    crate::saves::autosave_path().map(|p| p.with_file_name("stats.ron"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seat(name: &str, computer: Option<&str>, score: u32, won: bool) -> SeatResult {
        SeatResult {
            name: name.into(),
            computer: computer.map(str::to_string),
            score,
            won,
        }
    }

    #[test]
    fn games_are_counted_per_name_and_level_and_survive_a_round_trip() {
        let mut stats = Statistics::default();
        stats.add_game(&[
            seat("Ann", None, 80, true),
            seat("Red", Some("hard"), 75, false),
        ]);
        stats.add_game(&[
            seat("Ann", None, 60, false),
            seat("Bo", None, 70, true),
            seat("Green", Some("hard"), 70, true),
        ]);
        let ann = stats.players["Ann"];
        assert_eq!((ann.played, ann.won, ann.best), (2, 1, 80));
        assert_eq!(ann.average(), 70.0);
        let hard = stats.computers["hard"];
        assert_eq!(
            (hard.played, hard.won, hard.best, hard.points),
            (2, 1, 75, 145)
        );
        assert!(
            !stats.players.contains_key("Red"),
            "computers count by level"
        );
        let dir = std::env::temp_dir().join(format!("carcassonne-stats-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("stats.ron");
        assert_eq!(
            Statistics::load(&path).unwrap(),
            Statistics::default(),
            "no file yet"
        );
        stats.save(&path).unwrap();
        assert_eq!(Statistics::load(&path).unwrap(), stats);
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn a_broken_file_is_reported_with_its_name() {
        let dir =
            std::env::temp_dir().join(format!("carcassonne-stats-bad-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("stats.ron");
        for text in [
            "(version: 1, players: {\"A\": (played: 1",
            "garbage",
            "(version: 9, players: {}, computers: {})",
        ] {
            std::fs::write(&path, text).unwrap();
            let e = Statistics::load(&path).unwrap_err();
            assert!(e.contains("stats.ron"), "{e}");
            assert_eq!(std::fs::read_to_string(&path).unwrap(), text, "left alone");
        }
        std::fs::remove_dir_all(dir).unwrap();
    }
}
