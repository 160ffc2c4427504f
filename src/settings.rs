//! What the game remembers between runs: the last set-up, sound volumes,
//! the window's place, network names and addresses. Written atomically;
//! a file that cannot be read is reported, kept aside, and never lost.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::rules::Rules;
use crate::saves::write_atomically;
use crate::seats::Seat;

/// What the new-game dialog remembers of network play.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct NetworkSettings {
    /// The name this screen joins games with.
    pub name: String,
    /// The port the last hosted game ran on: a host that continues its
    /// game opens the same one, where its players look for it.
    pub port: u16,
    /// The address last joined, as typed.
    pub address: String,
    /// A game hosted here is reached over the internet too, by a join code.
    pub internet: bool,
    /// The group's own relay for internet play (empty: the public relays).
    pub relay: String,
}

impl NetworkSettings {
    /// The name to join games with: the one last joined with, else the
    /// first person's in the last set-up (if one was typed, not a seat's
    /// colour: `colour_name` knows them in every language the window
    /// speaks), else the login's; none if none of them is known.
    pub fn join_name(&self, seats: &[Seat], colour_name: impl Fn(&str) -> bool) -> Option<String> {
        let typed = |s: &&Seat| !colour_name(s.name.trim());
        let person = (seats.iter())
            .filter(|s| s.computer.is_none() && !s.remote)
            .find(typed);
        [
            Some(self.name.trim().to_string()),
            person.map(|s| s.name.trim().to_string()),
            std::env::var("USER").ok(),
        ]
        .into_iter()
        .flatten()
        .find(|n| !n.is_empty())
    }
}

impl Default for NetworkSettings {
    fn default() -> Self {
        NetworkSettings {
            // Until a game is joined: the name of this screen's player in
            // the last set-up (`join_name`).
            name: String::new(),
            port: crate::net::discovery::DEFAULT_GAME_PORT,
            address: String::new(),
            internet: true,
            relay: String::new(),
        }
    }
}

/// Loudness of each kind of sound, 0 to 1.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct SoundSettings {
    pub master: f32,
    pub effects: f32,
    pub music: f32,
    pub muted: bool,
}

impl Default for SoundSettings {
    fn default() -> Self {
        SoundSettings {
            master: 0.8,
            effects: 0.8,
            music: 0.4,
            muted: false,
        }
    }
}

impl SoundSettings {
    /// The loudness effects and music play at, after the master and mute.
    pub fn effective(&self) -> (f32, f32) {
        if self.muted {
            return (0.0, 0.0);
        }
        let clamp = |v: f32| v.clamp(0.0, 1.0);
        (
            clamp(self.master) * clamp(self.effects),
            clamp(self.master) * clamp(self.music),
        )
    }
}

/// What the game remembers between runs; a file missing a field (an older
/// one, or hand-edited) gets that field's default.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Default)]
#[serde(default)]
pub struct Settings {
    /// The last set-up: names, colours, human or computer.
    pub seats: Vec<Seat>,
    /// The last rule toggles.
    pub rules: Rules,
    /// The last set-up had the aids switched off (hint, undo, dead
    /// squares, odds).
    pub no_aids: bool,
    pub sound: SoundSettings,
    /// The window's size in logical pixels, as it was last resized to.
    pub window: Option<(u32, u32)>,
    /// The window's top-left corner on the screen (physical pixels), as it
    /// was last moved to.
    pub window_at: Option<(i32, i32)>,
    /// A game has been played (or the first-game guide turned down): the
    /// guide is no longer offered at the start.
    pub guide_offered: bool,
    /// Expansions whose page (what the set adds) the player has read at
    /// the start of a game with it: not shown again.
    pub sets_explained: Vec<String>,
    pub network: NetworkSettings,
    /// The window's language (`de`, `pl`…) as chosen in the settings;
    /// `None` until then: the system's language is used.
    pub language: Option<String>,
    /// How the panels look: the side panel whole, narrow or hidden, and
    /// the size of their text.
    pub panels: PanelSettings,
    /// Movements on the board (a tile settling or gliding in, figures
    /// popping up and flying home, the view following, points rising) jump
    /// to their end: for players whom motion troubles.
    pub reduce_motion: bool,
}

/// How much of the side panel shows: all of it, only the scores and the
/// turn's buttons (the board takes the room), or only a button that
/// brings it back.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum PanelMode {
    #[default]
    Whole,
    Narrow,
    Hidden,
}

impl PanelMode {
    /// The next of the three, as the panel's key steps through them.
    pub fn next(self) -> PanelMode {
        match self {
            PanelMode::Whole => PanelMode::Narrow,
            PanelMode::Narrow => PanelMode::Hidden,
            PanelMode::Hidden => PanelMode::Whole,
        }
    }
}

/// The panels' settings: how much of the side panel shows, and how large
/// the panels' text is drawn (on top of the system's scale factor).
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct PanelSettings {
    pub mode: PanelMode,
    pub text_size: f32,
}

impl Default for PanelSettings {
    fn default() -> Self {
        PanelSettings {
            mode: PanelMode::Whole,
            text_size: 1.0,
        }
    }
}

/// The sizes the panels' text may be drawn at, as a share of the usual.
pub const TEXT_SIZES: std::ops::RangeInclusive<f32> = 0.8..=2.0;

impl PanelSettings {
    /// The text size to draw at: a hand-edited one out of range (or not a
    /// number) is brought back into it.
    pub fn text_size(&self) -> f32 {
        match self.text_size {
            t if t.is_nan() => 1.0,
            t => t.clamp(*TEXT_SIZES.start(), *TEXT_SIZES.end()),
        }
    }
}

impl Settings {
    /// The saved settings, or the defaults (with a message when the file is broken).
    pub fn load(path: &Path) -> (Settings, Option<String>) {
        match std::fs::read_to_string(path) {
            Err(_) => (Settings::default(), None),
            Ok(text) => match ron::from_str(&text) {
                Ok(s) => (s, None),
                Err(e) => (
                    Settings::default(),
                    Some(format!(
                        "{}: {e}; using the defaults (the file is kept as {})",
                        path.display(),
                        kept_copy(path).display()
                    )),
                ),
            },
        }
    }

    pub fn save(&self, path: &Path) -> Result<(), String> {
        let text = ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::new())
            .expect("settings serialise");
        write_atomically(path, &text)
    }
}

/// Where a settings file that could not be read is kept before new
/// settings are written over it: nothing the player had is lost.
pub fn kept_copy(path: &Path) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(".broken");
    path.with_file_name(name)
}

/// Copies a file that could not be read to its kept copy (once: an earlier
/// copy is not overwritten).
pub fn keep_broken(path: &Path) -> Result<PathBuf, String> {
    let keep = kept_copy(path);
    if !keep.exists() && path.exists() {
        std::fs::copy(path, &keep).map_err(|e| format!("{}: {e}", keep.display()))?;
    }
    Ok(keep)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::saves::tests::{damage, temp};

    /// A joining player's name is their own: the one they last joined
    /// with, else the name they typed for their seat in the last set-up
    /// (not a computer's, not a colour left as it was).
    #[test]
    fn the_join_name_is_the_players_own() {
        let seat = |name: &str, computer| Seat {
            name: name.into(),
            colour: 0,
            computer,
            remote: false,
        };
        let mut net = NetworkSettings::default();
        let computer = Some(crate::ai::AiKind::Greedy);
        let seats = [
            seat("Mo", computer),
            seat("Black", None),
            seat(" Zoë ", None),
        ];
        let colour = |n: &str| crate::rules::record::COLOUR_NAMES.contains(&n);
        assert_eq!(net.join_name(&seats, colour).as_deref(), Some("Zoë"));
        net.name = " Kim ".into();
        assert_eq!(net.join_name(&seats, colour).as_deref(), Some("Kim"));
    }

    #[test]
    fn an_older_settings_file_keeps_what_it_has_and_defaults_the_rest() {
        let dir = temp("older");
        let path = dir.join("settings.ron");
        std::fs::write(
            &path,
            "(rules: (farmers: false, river: true, abbot: false))",
        )
        .unwrap();
        let (loaded, problem) = Settings::load(&path);
        assert_eq!(problem, None);
        assert!(loaded.rules.river && !loaded.rules.farmers);
        assert_eq!(loaded.sound, SoundSettings::default());
        assert_eq!(loaded.window, None);
        assert_eq!(loaded.panels, PanelSettings::default());
    }

    #[test]
    fn the_panel_key_steps_through_three_modes_and_text_sizes_stay_sane() {
        let mut mode = PanelMode::default();
        let seen: Vec<PanelMode> = (0..4)
            .map(|_| {
                mode = mode.next();
                mode
            })
            .collect();
        assert_eq!(
            seen,
            [
                PanelMode::Narrow,
                PanelMode::Hidden,
                PanelMode::Whole,
                PanelMode::Narrow
            ]
        );
        let size = |t| PanelSettings { mode, text_size: t }.text_size();
        assert_eq!(size(1.25), 1.25);
        assert_eq!(size(0.0), 0.8, "a hand-edited size too small to read");
        assert_eq!(size(40.0), 2.0);
        assert_eq!(size(f32::NAN), 1.0);
        let text = "(panels: (mode: Hidden, text_size: 1.5))";
        let kept: Settings = ron::from_str(text).unwrap();
        assert_eq!(kept.panels.mode, PanelMode::Hidden);
        assert_eq!(kept.panels.text_size(), 1.5);
    }

    #[test]
    fn mute_silences_everything_and_master_scales_both() {
        let mut s = SoundSettings {
            master: 0.5,
            effects: 1.0,
            music: 0.5,
            muted: false,
        };
        assert_eq!(s.effective(), (0.5, 0.25));
        s.muted = true;
        assert_eq!(s.effective(), (0.0, 0.0));
    }

    #[test]
    fn settings_round_trip_and_a_broken_file_falls_back_to_defaults() {
        let dir = temp("settings");
        let path = dir.join("settings.ron");
        let s = Settings {
            seats: vec![Seat {
                name: "Ann".into(),
                colour: 3,
                computer: None,
                remote: true,
            }],
            rules: Rules {
                river: true,
                ..Rules::default()
            },
            no_aids: true,
            reduce_motion: true,
            sound: SoundSettings {
                music: 0.1,
                muted: true,
                ..SoundSettings::default()
            },
            panels: PanelSettings {
                mode: PanelMode::Narrow,
                text_size: 1.5,
            },
            window: Some((1600, 900)),
            window_at: Some((40, 30)),
            guide_offered: true,
            sets_explained: vec!["inns_cathedrals".into()],
            language: Some("pl".into()),
            network: NetworkSettings {
                name: "Ann".into(),
                port: 5001,
                address: "10.0.0.2:5001".into(),
                internet: false,
                relay: "http://relay.example.org:3340".into(),
            },
        };
        s.save(&path).unwrap();
        assert_eq!(Settings::load(&path), (s, None));
        std::fs::write(&path, "Settings(seats: [").unwrap();
        let (loaded, message) = Settings::load(&path);
        assert_eq!(loaded, Settings::default());
        assert!(message.unwrap().contains("using the defaults"));
        assert_eq!(
            std::fs::read_to_string(&path).unwrap(),
            "Settings(seats: [",
            "left as it was"
        );
    }

    #[test]
    fn random_damage_to_the_settings_is_reported_or_harmless_and_never_panics() {
        use rand::SeedableRng;
        let dir = temp("settings_damage");
        let path = dir.join("settings.ron");
        let full = Settings {
            seats: vec![
                Seat {
                    name: "Ann".into(),
                    colour: 3,
                    computer: None,
                    remote: false,
                },
                Seat {
                    name: "Bo".into(),
                    colour: 1,
                    computer: Some(crate::ai::AiKind::Lookahead),
                    remote: false,
                },
            ],
            rules: Rules {
                abbot: true,
                ..Rules::default()
            },
            no_aids: false,
            reduce_motion: true,
            sound: SoundSettings::default(),
            panels: PanelSettings {
                mode: PanelMode::Hidden,
                text_size: 1.25,
            },
            window: Some((1600, 900)),
            window_at: Some((40, 30)),
            guide_offered: false,
            sets_explained: Vec::new(),
            network: NetworkSettings::default(),
            language: Some("de".into()),
        };
        full.save(&path).unwrap();
        let text = std::fs::read(&path).unwrap();
        let mut rng = rand::rngs::SmallRng::seed_from_u64(7);
        let (mut refused, mut read) = (0, 0);
        for _ in 0..2000 {
            let damaged = damage(&text, &mut rng, 0.2);
            std::fs::write(&path, &damaged).unwrap();
            let (loaded, problem) = Settings::load(&path);
            match problem {
                Some(message) => {
                    assert!(
                        message.starts_with(&path.display().to_string()),
                        "{message}"
                    );
                    assert!(message.contains("settings.ron.broken"), "{message}");
                    assert_eq!(loaded, Settings::default());
                    refused += 1;
                }
                None => {
                    // What still reads is used within its bounds.
                    let (effects, music) = loaded.sound.effective();
                    assert!((0.0..=1.0).contains(&effects) && (0.0..=1.0).contains(&music));
                    read += 1;
                }
            }
            assert_eq!(std::fs::read(&path).unwrap(), damaged, "left as it was");
        }
        assert!(
            refused > 200 && read > 200,
            "{refused} refused, {read} read"
        );
    }

    #[test]
    fn a_broken_settings_file_is_kept_before_new_settings_replace_it() {
        let dir = temp("settings_kept");
        let path = dir.join("settings.ron");
        std::fs::write(&path, "Settings(seats: [ broken").unwrap();
        let (settings, problem) = Settings::load(&path);
        assert!(problem.is_some());
        let keep = keep_broken(&path).unwrap();
        settings.save(&path).unwrap();
        assert_eq!(
            std::fs::read_to_string(&keep).unwrap(),
            "Settings(seats: [ broken"
        );
        // A second broken file later does not overwrite the first copy.
        std::fs::write(&path, "other damage").unwrap();
        keep_broken(&path).unwrap();
        assert_eq!(
            std::fs::read_to_string(&keep).unwrap(),
            "Settings(seats: [ broken"
        );
    }
}
