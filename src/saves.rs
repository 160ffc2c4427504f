//! Games that outlive a session: the autosave and the games saved by name
//! (game records, the spec's format), in the platform's data folder; the
//! folders every file of the game lives in (settings: `settings.rs`). Writes go to a temporary file that is then renamed, so a
//! crash mid-write leaves the previous file whole. A broken file is reported
//! with its name and the problem, and never overwritten or deleted on reading.

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use crate::rules::{GameRecord, Replayed};

/// The folder `keep_files_in` chose for this process, if any.
static HOME: OnceLock<PathBuf> = OnceLock::new();

/// Every file of this process goes under `home` from now on (a test
/// program's games, never the player's files). The first choice stays. A
/// test cannot set `CARCASSONNE_HOME` instead: other tests' threads read
/// the environment meanwhile, and changing it under them is unsound.
pub fn keep_files_in(home: PathBuf) {
    let _ = HOME.set(home);
}

/// Where the game keeps its files; `keep_files_in`, then
/// `CARCASSONNE_HOME` (the window tests) override.
fn folder(kind: &str) -> Option<PathBuf> {
    let chosen = HOME.get().cloned();
    if let Some(home) = chosen.or_else(|| std::env::var_os("CARCASSONNE_HOME").map(PathBuf::from)) {
        return Some(home.join(kind));
    }
    let dirs = directories::ProjectDirs::from("", "", "carcassonne")?;
    Some(match kind {
        "config" => dirs.config_dir().to_path_buf(),
        _ => dirs.data_dir().to_path_buf(),
    })
}

pub fn autosave_path() -> Option<PathBuf> {
    folder("data").map(|d| d.join("autosave.ron"))
}

/// The seats' secrets of network games hosted and joined here.
pub fn seat_keys_path() -> Option<PathBuf> {
    folder("data").map(|d| d.join("seat-keys.ron"))
}

/// The key that names this machine's hosted games on the internet (its
/// join code): kept, so friends use the same code again.
pub fn host_key_path() -> Option<PathBuf> {
    folder("data").map(|d| d.join("host-key.txt"))
}

pub fn settings_path() -> Option<PathBuf> {
    folder("config").map(|d| d.join("settings.ron"))
}

/// The folder of games saved by name ("Save as").
pub fn saves_folder() -> Option<PathBuf> {
    folder("data").map(|d| d.join("saves"))
}

/// A file name from what the player typed: letters, digits, spaces, `-`
/// and `_` kept, anything else (slashes, dots) dropped.
pub fn file_stem(name: &str) -> String {
    let kept: String = name
        .chars()
        .filter(|c| c.is_alphanumeric() || matches!(c, ' ' | '-' | '_'))
        .collect();
    let kept = kept.trim();
    if kept.is_empty() {
        "game".into()
    } else {
        kept.chars().take(60).collect()
    }
}

/// Saves a game record under `name` in `dir`; a name already taken gets a
/// number, so no earlier save is overwritten. Returns the file written.
pub fn save_as(dir: &Path, name: &str, record: &GameRecord) -> Result<PathBuf, String> {
    let stem = file_stem(name);
    let path = (1..)
        .map(|n| {
            let file = if n == 1 {
                format!("{stem}.ron")
            } else {
                format!("{stem} ({n}).ron")
            };
            dir.join(file)
        })
        .find(|p| !p.exists())
        .expect("some number is free");
    write_atomically(&path, &record.to_ron())?;
    Ok(path)
}

/// One file in the saves folder, as the load list shows it.
#[derive(Debug, Clone)]
pub struct SaveEntry {
    pub path: PathBuf,
    pub name: String,
    /// Last written, "YYYY-MM-DD HH:MM" (UTC).
    pub date: String,
    modified: std::time::SystemTime,
    /// The game (replayed once, as it was listed), or why it cannot be
    /// loaded.
    pub game: Result<Replayed, String>,
}

/// The saved games in `dir`, newest first; unreadable ones are listed with
/// their problem (and left as they are).
pub fn list_saves(dir: &Path) -> Vec<SaveEntry> {
    let Ok(files) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut entries: Vec<SaveEntry> = files
        .flatten()
        .map(|f| f.path())
        .filter(|p| p.extension().is_some_and(|e| e == "ron"))
        .map(|path| {
            let modified = std::fs::metadata(&path)
                .and_then(|m| m.modified())
                .unwrap_or(std::time::UNIX_EPOCH);
            let game = match read_replayed(&path) {
                Ok(Some(replayed)) => Ok(replayed),
                Ok(None) => Err(format!("{}: gone", path.display())),
                Err(e) => Err(e),
            };
            SaveEntry {
                name: path
                    .file_stem()
                    .map(|s| s.to_string_lossy().into_owned())
                    .unwrap_or_default(),
                date: utc_date(modified),
                path,
                modified,
                game,
            }
        })
        .collect();
    entries.sort_by(|a, b| b.modified.cmp(&a.modified).then(a.name.cmp(&b.name)));
    entries
}

/// "YYYY-MM-DD HH:MM" in UTC, from days since 1970 by the civil calendar.
pub fn utc_date(t: std::time::SystemTime) -> String {
    let secs = t
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs()) as i64;
    let (days, rest) = (secs.div_euclid(86_400), secs.rem_euclid(86_400));
    // Howard Hinnant's days-to-civil algorithm.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02} {:02}:{:02}",
        rest / 3600,
        rest % 3600 / 60
    )
}

/// Writes `text` to `path` through a temporary file and a rename.
pub fn write_atomically(path: &Path, text: &str) -> Result<(), String> {
    let fail = |e: std::io::Error| format!("{}: {e}", path.display());
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(fail)?;
    }
    let tmp = path.with_extension("ron.tmp");
    std::fs::write(&tmp, text).map_err(fail)?;
    std::fs::rename(&tmp, path).map_err(fail)
}

/// Reads a saved game: `Ok(None)` when there is none, an error naming the
/// file and the problem when it is unreadable, malformed or illegal.
pub fn read_game(path: &Path) -> Result<Option<GameRecord>, String> {
    Ok(read_replayed(path)?.map(|r| r.record().clone()))
}

/// A saved game, replayed once (turn by turn, for whatever opens it).
pub fn read_replayed(path: &Path) -> Result<Option<Replayed>, String> {
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(format!("{}: {e}", path.display())),
    };
    let record = GameRecord::from_ron(&text).map_err(|e| format!("{}: {e}", path.display()))?;
    let replayed = Replayed::new(record).map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(Some(replayed))
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::ai::AiKind;
    use crate::cli::play_game;
    use crate::rules::Rules;

    /// An empty folder of this test's own, taken away with what is in it
    /// when the test is done with it.
    pub(crate) fn temp(name: &str) -> Temp {
        let d =
            std::env::temp_dir().join(format!("carcassonne-saves-{name}-{}", std::process::id()));
        // Empty: an earlier run whose process had the same id may have
        // left its files there.
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(&d).unwrap();
        Temp(d)
    }

    /// A test's folder (`temp`), removed when dropped so that test runs
    /// leave nothing behind in the system's temporary folder.
    pub(crate) struct Temp(PathBuf);

    impl std::ops::Deref for Temp {
        type Target = Path;

        fn deref(&self) -> &Path {
            &self.0
        }
    }

    impl Drop for Temp {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }

    /// A file's bytes with one to three of them replaced by random ones, and
    /// cut short at a random length with the chance `cut`.
    pub(crate) fn damage(bytes: &[u8], rng: &mut rand::rngs::SmallRng, cut: f64) -> Vec<u8> {
        use rand::Rng;
        let mut damaged = bytes.to_vec();
        for _ in 0..rng.random_range(1..4) {
            let at = rng.random_range(0..damaged.len());
            damaged[at] = rng.random();
        }
        if rng.random_bool(cut) {
            damaged.truncate(rng.random_range(0..damaged.len()));
        }
        damaged
    }

    /// The first `turns` turns of a random game as a save file's text, and
    /// where a test may damage it: in a folder of the test's own, kept while
    /// the caller holds it.
    fn short_save(name: &str, seed: u64, turns: usize) -> (String, PathBuf, Temp) {
        let table = play_game(2, Rules::default(), seed, &[AiKind::Random; 2]);
        let mut record = table.record().clone();
        record.turns.truncate(turns);
        let dir = temp(name);
        (record.to_ron(), dir.join("autosave.ron"), dir)
    }

    #[test]
    fn a_saved_game_reads_back_identically() {
        let dir = temp("roundtrip");
        let path = dir.join("autosave.ron");
        // Six seats, large meeples, builders, pigs and abbots among the moves.
        let table = play_game(
            6,
            Rules {
                abbot: true,
                inns_cathedrals: true,
                traders_builders: true,
                ..Rules::default()
            },
            9,
            &[AiKind::Random; 6],
        );
        let text = table.record().to_ron();
        assert!(text.contains("Large(") && text.contains("inns_cathedrals: true"));
        assert!(text.contains("Builder(") && text.contains("Pig("));
        write_atomically(&path, &text).unwrap();
        let back = read_game(&path).unwrap().unwrap();
        assert_eq!(&back, table.record());
        assert_eq!(back.replay().unwrap().scores(), table.game().scores());
        let listed = list_saves(&dir)[0].game.clone().unwrap();
        assert!(listed.last().is_over() && listed.record() == table.record());
        assert_eq!(read_game(&dir.join("none.ron")).unwrap(), None);
    }

    #[test]
    fn every_truncation_of_a_save_is_reported_and_left_alone() {
        let (text, path, _dir) = short_save("truncated", 4, 6);
        for cut in 0..text.len() {
            std::fs::write(&path, &text[..cut]).unwrap();
            match read_game(&path) {
                Ok(Some(r)) => assert!(r.turns.len() <= 6),
                Ok(None) => panic!("the file exists"),
                Err(e) => assert!(e.starts_with(&path.display().to_string()), "{e}"),
            }
            assert_eq!(
                std::fs::read_to_string(&path).unwrap(),
                &text[..cut],
                "never overwritten"
            );
        }
    }

    #[test]
    fn random_damage_to_a_save_is_reported_or_harmless_and_never_panics() {
        use rand::SeedableRng;
        let (text, path, _dir) = short_save("damaged", 5, 8);
        let text = text.into_bytes();
        let mut rng = rand::rngs::SmallRng::seed_from_u64(99);
        let (mut refused, mut read) = (0, 0);
        for _ in 0..2000 {
            let damaged = damage(&text, &mut rng, 0.0);
            std::fs::write(&path, &damaged).unwrap();
            match read_game(&path) {
                // Damage that still reads (say, inside a player's name) is a legal game.
                Ok(Some(r)) => {
                    assert!(r.replay().is_ok());
                    read += 1;
                }
                Ok(None) => panic!("the file exists"),
                Err(e) => {
                    assert!(e.starts_with(&path.display().to_string()), "{e}");
                    refused += 1;
                }
            }
            assert_eq!(std::fs::read(&path).unwrap(), damaged, "left as it was");
        }
        assert!(refused > 1000, "{refused} refused, {read} read");
    }

    #[test]
    fn wrong_versions_and_illegal_moves_are_named() {
        let dir = temp("bad");
        let path = dir.join("autosave.ron");
        std::fs::write(
            &path,
            r#"GameRecord(version: 7, players: ["A", "B"], rules: Rules(), start: Start(tile: "D", rot: 0))"#,
        )
        .unwrap();
        assert!(
            read_game(&path)
                .unwrap_err()
                .contains("version 7 is not supported")
        );
        std::fs::write(
            &path,
            r#"GameRecord(version: 1, players: ["A", "B"], rules: Rules(), start: Start(tile: "D", rot: 0),
               turns: [Place(tile: "C", x: 1, y: 0, rot: 0, meeple: None)])"#,
        )
        .unwrap();
        assert!(
            read_game(&path)
                .unwrap_err()
                .contains("turn 0: tile C does not fit")
        );
    }

    #[test]
    fn saved_games_are_listed_newest_first_and_broken_ones_say_why() {
        let dir = temp("list");
        let table = play_game(2, Rules::default(), 12, &[AiKind::Random; 2]);
        let mut record = table.record().clone();
        record.turns.truncate(10);
        let first = save_as(&dir, "Sunday / evening.", &record).unwrap();
        assert_eq!(first.file_name().unwrap(), "Sunday  evening.ron");
        let second = save_as(&dir, "Sunday / evening.", table.record()).unwrap();
        assert_eq!(second.file_name().unwrap(), "Sunday  evening (2).ron");
        assert_eq!(
            read_game(&first).unwrap().unwrap(),
            record,
            "not overwritten"
        );
        std::fs::write(dir.join("broken.ron"), "GameRecord(version: 1, players: [").unwrap();
        let entries = list_saves(&dir);
        assert_eq!(entries.len(), 3);
        let broken = entries.iter().find(|e| e.name == "broken").unwrap();
        assert!(
            broken
                .game
                .as_ref()
                .is_err_and(|e| e.contains("broken.ron"))
        );
        let finished = entries.iter().find(|e| e.path == second).unwrap();
        assert!(finished.game.as_ref().unwrap().last().is_over());
        let partway = entries.iter().find(|e| e.path == first).unwrap();
        assert!(partway.game.as_ref().unwrap().last().tiles_left() > 0);
        assert_eq!(file_stem("../.."), "game");
    }

    #[test]
    fn dates_follow_the_calendar() {
        use std::time::{Duration, UNIX_EPOCH};
        assert_eq!(utc_date(UNIX_EPOCH), "1970-01-01 00:00");
        // 2024-02-29 12:34 UTC, a leap day.
        let t = UNIX_EPOCH + Duration::from_secs(1_709_210_040);
        assert_eq!(utc_date(t), "2024-02-29 12:34");
    }

    #[test]
    fn a_crash_before_the_rename_leaves_the_previous_save() {
        let dir = temp("crash");
        let path = dir.join("autosave.ron");
        write_atomically(&path, "first").unwrap();
        // A writer killed mid-write leaves only its temporary file behind.
        std::fs::write(path.with_extension("ron.tmp"), "half a fi").unwrap();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "first");
        write_atomically(&path, "second").unwrap();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "second");
    }
}
