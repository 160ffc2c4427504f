//! The rows file of `--rows`: each game's rows written as the game ends,
//! so that a long fit can stop and go on. Its first line names the rules,
//! the play-outs and the measures the rows were written with; then each
//! game's rows, a line each (`row GAME MARGIN MEASURES…`), closed by a
//! line `end GAME ROWS`. A game cut off before its end line (the run
//! stopped while writing it) is dropped and played again.

use std::collections::BTreeSet;
use std::fs::{File, OpenOptions};
use std::io::{ErrorKind, Write};
use std::sync::Mutex;

use carcassonne::ai::outlook::MEASURES;

use super::Row;

pub struct RowsFile {
    rows: Vec<Row>,
    games: BTreeSet<u64>,
    file: Mutex<File>,
}

/// What a file's complete games hold, and where the last one ends.
struct Read {
    rows: Vec<Row>,
    games: BTreeSet<u64>,
    complete_bytes: u64,
}

impl RowsFile {
    /// The file at `path` with the rows of its complete games, open to add
    /// more; a new or empty file is begun with `header`. A file begun with
    /// another header, or with a line that is neither a row nor a game's
    /// end, or that another run is writing to, is refused before anything
    /// is written to it; a game cut off at its end is taken out of it.
    pub fn open(path: &str, header: &str) -> Result<RowsFile, String> {
        let text = match std::fs::read_to_string(path) {
            Ok(text) => text,
            Err(e) if e.kind() == ErrorKind::NotFound => String::new(),
            Err(e) => return Err(e.to_string()),
        };
        let opened = if text.is_empty() {
            let mut file = File::create(path).map_err(|e| e.to_string())?;
            file.try_lock()
                .map_err(|_| "another run is writing to it".to_string())?;
            writeln!(file, "{header}").map_err(|e| e.to_string())?;
            (file, Vec::new(), BTreeSet::new())
        } else {
            let read = read(&text, header)?;
            let file = OpenOptions::new().append(true).open(path);
            let file = file.map_err(|e| e.to_string())?;
            // Two runs on one file would play and write the same games.
            file.try_lock()
                .map_err(|_| "another run is writing to it".to_string())?;
            if read.complete_bytes < text.len() as u64 {
                eprintln!("fit_by_play_out: {path}: a game cut off at the end is played again");
                file.set_len(read.complete_bytes)
                    .map_err(|e| e.to_string())?;
            }
            (file, read.rows, read.games)
        };
        let (file, rows, games) = opened;
        Ok(RowsFile {
            rows,
            games,
            file: Mutex::new(file),
        })
    }

    /// The games whose rows the file holds.
    pub fn games(&self) -> BTreeSet<u64> {
        self.games.clone()
    }

    /// Writes a game's rows and its end line.
    pub fn add_game(&self, game: u64, rows: &[Row]) {
        let mut lines = String::new();
        for row in rows {
            let x: Vec<String> = row.x.iter().map(|v| v.to_string()).collect();
            lines += &format!("row {game} {} {}\n", row.y, x.join(" "));
        }
        lines += &format!("end {game} {}\n", rows.len());
        // One write under the lock: the two workers' games never interleave.
        let mut file = self
            .file
            .lock()
            .expect("the other worker stopped while writing");
        file.write_all(lines.as_bytes())
            .expect("the rows file takes a game's rows");
    }

    pub fn into_rows(self) -> Vec<Row> {
        self.rows
    }
}

/// The complete games of a rows file's text begun with `header`.
fn read(text: &str, header: &str) -> Result<Read, String> {
    let mut lines = text.split_inclusive('\n');
    let first = lines.next().unwrap_or_default().trim_end();
    if first != header {
        return Err(format!(
            "its rows were written with other rules, play-outs or measures\n  the file's: {first}\n  this run's: {header}"
        ));
    }
    let mut read = Read {
        rows: Vec::new(),
        games: BTreeSet::new(),
        complete_bytes: (first.len() + 1) as u64,
    };
    let mut offset = read.complete_bytes;
    let mut game: Vec<(u64, Row)> = Vec::new();
    for (n, line) in lines.enumerate() {
        // A last line without its newline was cut off while written.
        let Some(line) = line.strip_suffix('\n') else {
            break;
        };
        offset += line.len() as u64 + 1;
        let bad = || format!("line {} is neither a row nor a game's end: {line:?}", n + 2);
        let fields: Vec<&str> = line.split_whitespace().collect();
        match fields.as_slice() {
            ["row", rest @ ..] => game.push(parse_row(rest).ok_or_else(bad)?),
            ["end", g, count] => {
                let g: u64 = g.parse().map_err(|_| bad())?;
                let count: usize = count.parse().map_err(|_| bad())?;
                if count != game.len() || game.iter().any(|(of, _)| *of != g) {
                    return Err(format!(
                        "line {} ends game {g} with {count} rows, but the {} rows before it are not all that game's",
                        n + 2,
                        game.len()
                    ));
                }
                read.rows.extend(game.drain(..).map(|(_, row)| row));
                read.games.insert(g);
                read.complete_bytes = offset;
            }
            _ => return Err(bad()),
        }
    }
    Ok(read)
}

/// A row's fields after `row`: its game, margin and measures.
fn parse_row(fields: &[&str]) -> Option<(u64, Row)> {
    let [game, y, x @ ..] = fields else {
        return None;
    };
    if x.len() != MEASURES {
        return None;
    }
    let x: Vec<f64> = x.iter().map(|v| v.parse().ok()).collect::<Option<_>>()?;
    let row = Row {
        y: y.parse().ok()?,
        x: std::array::from_fn(|i| x[i]),
    };
    Some((game.parse().ok()?, row))
}
