//! Command-line options of the window: set up a game directly and automate it.

use bevy::prelude::Resource;

use crate::cli::{Args, CliError};
use crate::rules::Rules;

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
}

impl GuiOptions {
    pub fn parse(args: Vec<String>) -> Result<GuiOptions, CliError> {
        let mut args = Args::new(args);
        let options = GuiOptions {
            players: args.players()?,
            seed: args.number("--seed")?,
            rules: args.rules(),
            autoplay: args.flag("--autoplay"),
            exit_on_end: args.flag("--exit-on-end"),
            screenshot: args.value("--screenshot")?,
            record: args.value("--record")?,
            fps: args.flag("--fps"),
        };
        args.finish()?;
        Ok(options)
    }

    /// Whether the game starts without the new-game dialog.
    pub fn starts_directly(&self) -> bool {
        self.players.is_some() || self.autoplay || self.seed.is_some()
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
            parse("--fullscreen")
                .unwrap_err()
                .message
                .contains("unknown argument")
        );
    }
}
