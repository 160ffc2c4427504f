//! Command-line options of the window: set up a game directly and automate it.

use bevy::prelude::Resource;

use crate::cli::{Args, CliError, read_replayable, read_unfinished};
use crate::i18n::Language;
use crate::rules::{Replayed, Rules};

#[derive(Resource, Debug, Clone, Default)]
pub struct GuiOptions {
    /// Start a game at once with this many players (skips the new-game dialog).
    pub players: Option<usize>,
    pub seed: Option<u64>,
    pub rules: Rules,
    /// Every seat is a computer player.
    pub autoplay: bool,
    /// Quit at game end after printing the `replay --json` summary.
    pub exit_on_end: bool,
    /// Write a PNG of the window and quit (at game end with `--autoplay`).
    pub screenshot: Option<String>,
    /// Write the game record here after every turn.
    pub record: Option<String>,
    /// Print frames per second once a second (for measuring).
    pub fps: bool,
    /// Print where the hand slot and the side panel are on screen whenever
    /// either moves (for the window tests).
    pub layout: bool,
    /// `view FILE`: watch this recorded game (already read and checked).
    pub view: Option<Replayed>,
    /// `--host PORT`: host a network game; seat 1 is this screen's, the
    /// others are for players who join.
    pub host: Option<u16>,
    /// `--network-seats K` with `--host`: seats 2 to K+1 are for players
    /// who join (all but the first unless given); the rest are played at
    /// the host, by computers but the first.
    pub network_seats: Option<usize>,
    /// `--join HOST:PORT`: play in the game hosted there.
    pub join: Option<String>,
    /// With `--join`: watch the game rather than play a seat.
    pub watch: bool,
    /// `--password W`: with `--host`, the game's password; with `--join`,
    /// the password of the game joined.
    pub password: Option<String>,
    /// `--name N` with `--join`: the name to join with (else the one
    /// remembered from the last game).
    pub name: Option<String>,
    /// With `--host`: reached over the internet too, by a join code
    /// (`--internet`, `--relay URL`).
    pub internet: Option<crate::net::join_code::Reach>,
    /// Every byte through the relay: a game hosted here (with `--internet`
    /// or `--relay`) and games joined by code.
    pub relay_only: bool,
    /// `--continue FILE`: go on with this saved game or record (already
    /// read and checked); with `--host`, its players join again.
    pub resume: Option<Replayed>,
    /// `--language CODE`: the window's language for this run (else the
    /// one chosen in the settings, else the system's).
    pub language: Option<Language>,
}

impl GuiOptions {
    pub fn parse(args: Vec<String>) -> Result<GuiOptions, CliError> {
        let mut args = Args::new(args);
        let view = if args.starts_with("view") {
            let file = args
                .positional()
                .ok_or_else(|| CliError::usage("view needs a FILE"))?;
            Some(read_replayable(&file)?)
        } else {
            None
        };
        let rules = args.rules();
        let mut options = GuiOptions {
            players: args.players(rules)?,
            seed: args.number("--seed")?,
            rules,
            autoplay: args.flag("--autoplay"),
            exit_on_end: args.flag("--exit-on-end"),
            screenshot: args.value("--screenshot")?,
            record: args.value("--record")?,
            fps: args.flag("--fps"),
            layout: args.flag("--layout"),
            view,
            host: args.number("--host")?,
            network_seats: args.number("--network-seats")?,
            join: args.value("--join")?,
            watch: args.flag("--watch"),
            password: args.value("--password")?,
            name: args.value("--name")?,
            internet: None,
            relay_only: false,
            resume: args
                .value("--continue")?
                .map(|file| read_unfinished(&file))
                .transpose()?,
            language: args
                .value("--language")?
                .map(|code| {
                    Language::from_code(&code).ok_or_else(|| {
                        let codes: Vec<&str> = Language::ALL.iter().map(|l| l.code()).collect();
                        CliError::usage(format!(
                            "--language is one of {}, not \"{code}\"",
                            codes.join(", ")
                        ))
                    })
                })
                .transpose()?,
        };
        (options.internet, options.relay_only) = args.internet()?;
        if options.internet.is_some() && options.host.is_none() {
            return Err(CliError::usage("--internet and --relay go with --host"));
        }
        if options.host.is_some() && options.join.is_some() {
            return Err(CliError::usage("--host and --join cannot go together"));
        }
        if options.password.is_some() && options.host.is_none() && options.join.is_none() {
            return Err(CliError::usage("--password goes with --host or --join"));
        }
        if options.watch && options.join.is_none() {
            return Err(CliError::usage("--watch goes with --join"));
        }
        if options.name.is_some() && options.join.is_none() {
            return Err(CliError::usage("--name goes with --join"));
        }
        if let Some(k) = options.network_seats {
            let players = options
                .resume
                .as_ref()
                .map_or(options.players.unwrap_or(2), |r| r.record().players.len());
            if options.host.is_none() || !(1..players).contains(&k) {
                return Err(CliError::usage(format!(
                    "--network-seats goes with --host and is 1 to {} for {players} players, not {k}",
                    players - 1
                )));
            }
        }
        if options.resume.is_some() && (options.join.is_some() || options.view.is_some()) {
            return Err(CliError::usage(
                "--continue goes with a game at this screen or --host, not --join or view",
            ));
        }
        args.finish()?;
        Ok(options)
    }

    /// Whether the game starts without the new-game dialog.
    pub fn starts_directly(&self) -> bool {
        self.players.is_some()
            || self.autoplay
            || self.seed.is_some()
            || self.host.is_some()
            || self.resume.is_some()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(s: &str) -> Result<GuiOptions, CliError> {
        GuiOptions::parse(s.split_whitespace().map(str::to_string).collect())
    }

    #[test]
    fn automation_flags_are_read() {
        let o = parse("--autoplay --players 4 --exit-on-end --screenshot out.png --abbot").unwrap();
        assert_eq!(o.players, Some(4));
        assert!(o.autoplay && o.exit_on_end && o.rules.abbot && o.rules.farmers && !o.rules.river);
        assert_eq!(o.screenshot.as_deref(), Some("out.png"));
        assert!(parse("--players 9").unwrap_err().message.contains("2 to 5"));
        assert!(
            parse("--players 6")
                .unwrap_err()
                .message
                .contains("Inns & Cathedrals")
        );
        assert_eq!(
            parse("--players 6 --inns-cathedrals").unwrap().players,
            Some(6)
        );
        assert_eq!(
            parse("--language pl").unwrap().language,
            Some(Language::Polish)
        );
        assert!(
            parse("--language xx")
                .unwrap_err()
                .message
                .contains("--language is one of en, de, fr, es, it, pl, nl, cs, not \"xx\"")
        );
        let o = parse("--host 0 --players 4 --network-seats 2").unwrap();
        assert_eq!((o.host, o.network_seats), (Some(0), Some(2)));
        assert!(parse("--join 10.0.0.2:47375 --watch").unwrap().watch);
        assert!(!parse("--join 10.0.0.2:47375").unwrap().watch);
        let alone = parse("--watch").unwrap_err();
        assert!(alone.message.contains("--watch goes with --join"));
        for bad in [
            "--players 3 --network-seats 1",
            "--host 0 --players 3 --network-seats 3",
        ] {
            let e = parse(bad).unwrap_err();
            assert!(
                e.message.contains("--network-seats goes with --host"),
                "{}",
                e.message
            );
        }
        assert!(
            parse("--fullscreen")
                .unwrap_err()
                .message
                .contains("unknown argument")
        );
    }

    #[test]
    fn view_and_continue_read_and_check_their_record_before_any_window() {
        let missing = parse("view /nonexistent/game.ron").unwrap_err();
        assert!(
            missing.message.contains("/nonexistent/game.ron"),
            "{}",
            missing.message
        );
        assert!(parse("view").unwrap_err().message.contains("needs a FILE"));
        let dir = std::env::temp_dir().join(format!("carcassonne-view-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let mut table = crate::rules::Table::new(vec!["A".into(), "B".into()], Rules::default(), 5);
        for _ in 0..6 {
            let p = table.legal_placements()[0];
            table.place(p).unwrap();
            table.end_turn().unwrap();
        }
        let good = dir.join("good.ron");
        std::fs::write(&good, table.record().to_ron()).unwrap();
        let o = parse(&format!("view {}", good.display())).unwrap();
        assert_eq!(o.view.as_ref().map(|r| r.turns()), Some(6));
        // The same record with a tile moved off the board at turn 4.
        let mut broken = table.record().clone();
        if let crate::rules::record::Turn::Place { x, .. } = &mut broken.turns[4] {
            *x += 30;
        }
        let bad = dir.join("bad.ron");
        std::fs::write(&bad, broken.to_ron()).unwrap();
        let e = parse(&format!("view {}", bad.display())).unwrap_err();
        assert!(e.message.contains("turn 4"), "{}", e.message);
        // --continue reads and checks the same way, and goes on with it.
        let o = parse(&format!("--host 5000 --continue {}", good.display())).unwrap();
        assert_eq!(o.resume.as_ref().map(|r| r.turns()), Some(6));
        assert!(o.starts_directly());
        let e = parse(&format!("--continue {}", bad.display())).unwrap_err();
        assert!(e.message.contains("turn 4"), "{}", e.message);
        let e = parse(&format!("--join h:1 --continue {}", good.display())).unwrap_err();
        assert!(e.message.contains("not --join"), "{}", e.message);
        // A finished game is not continued: it can be watched.
        while table.in_hand().is_some() {
            let p = table.legal_placements()[0];
            table.place(p).unwrap();
            table.end_turn().unwrap();
        }
        let over = dir.join("over.ron");
        std::fs::write(&over, table.record().to_ron()).unwrap();
        let e = parse(&format!("--continue {}", over.display())).unwrap_err();
        assert!(e.message.contains("is over") && !e.usage, "{}", e.message);
        std::fs::remove_dir_all(dir).unwrap();
    }
}
