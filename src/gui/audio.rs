//! Sound: the turn's events (a tile laid or refused, a meeple, a feature
//! scored, the end) and the hand's own cues (picked up, turned) become a
//! `SoundCue`; this plugin plays it on the effects channel, keeps the music looping, and follows the volumes in the
//! settings. The WAV files (made by `src/art/sounds.rs`) are embedded in the
//! binary. On a machine without an audio device bevy_kira_audio logs a
//! warning and every cue is silently dropped; the game goes on.

use std::collections::HashMap;
use std::io::Cursor;

use bevy::prelude::*;
use bevy_kira_audio::prelude::{
    AudioApp, AudioChannel, AudioControl, AudioPlugin, AudioSource, Decibels, StaticSoundData,
};

use super::messages::TurnEvent;
use super::prefs::Prefs;
use crate::art::sounds::Sound;
use crate::rules::Happened;
use crate::rules::{Deploy, ScoreKind};

/// A sound to play now. `strength` (0 to 1) makes scoring sounds grow with
/// the points: higher and louder.
#[derive(Message, Debug, Clone, Copy, PartialEq)]
pub struct SoundCue {
    pub sound: Sound,
    pub strength: f32,
}

impl SoundCue {
    pub fn new(sound: Sound) -> SoundCue {
        SoundCue {
            sound,
            strength: 0.0,
        }
    }

    /// The sound of a feature scoring `points`.
    pub fn scored(kind: ScoreKind, points: u32) -> SoundCue {
        let sound = match kind {
            ScoreKind::Road => Sound::Road,
            ScoreKind::City => Sound::City,
            ScoreKind::Monastery => Sound::Monastery,
            ScoreKind::Garden => Sound::Garden,
            ScoreKind::Field => Sound::Field,
            // Points one seat pays another.
            ScoreKind::Paid => Sound::City,
            // A set's own points (tokens counted at the end, a neutral
            // figure's point beside a follower), as the fields sound.
            ScoreKind::Set(_) => Sound::Field,
        };
        SoundCue {
            sound,
            strength: (points as f32 / 20.0).min(1.0),
        }
    }
}

#[derive(Resource)]
struct Effects;

#[derive(Resource)]
struct Music;

#[derive(Resource)]
struct SoundBank(HashMap<Sound, Handle<AudioSource>>);

fn wav(sound: Sound) -> &'static [u8] {
    macro_rules! embed {
        ($file:literal) => {
            include_bytes!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/assets/sounds/",
                $file
            ))
        };
    }
    match sound {
        Sound::PickUp => embed!("pick_up.wav"),
        Sound::Rotate => embed!("rotate.wav"),
        Sound::Place => embed!("place.wav"),
        Sound::Reject => embed!("reject.wav"),
        Sound::Meeple => embed!("meeple.wav"),
        Sound::Road => embed!("road.wav"),
        Sound::City => embed!("city.wav"),
        Sound::Monastery => embed!("monastery.wav"),
        Sound::Garden => embed!("garden.wav"),
        Sound::Field => embed!("field.wav"),
        Sound::GameEnd => embed!("game_end.wav"),
        Sound::Music => embed!("music.wav"),
    }
}

fn load_sounds(mut commands: Commands, mut sources: ResMut<Assets<AudioSource>>) {
    let mut bank = HashMap::new();
    for sound in Sound::ALL {
        match StaticSoundData::from_cursor(Cursor::new(wav(sound))) {
            Ok(data) => {
                bank.insert(sound, sources.add(AudioSource { sound: data }));
            }
            Err(e) => warn!("sound {}: {e}", sound.file_name()),
        }
    }
    commands.insert_resource(SoundBank(bank));
}

fn start_music(bank: Res<SoundBank>, music: Res<AudioChannel<Music>>) {
    if let Some(h) = bank.0.get(&Sound::Music) {
        music.play(h.clone()).looped();
    }
}

/// Loudness 0..1 as kira's decibels (0 is silence).
fn decibels(amplitude: f32) -> Decibels {
    if amplitude <= 0.001 {
        Decibels::SILENCE
    } else {
        Decibels(20.0 * amplitude.log10())
    }
}

fn follow_volume(
    prefs: Res<Prefs>,
    effects: Res<AudioChannel<Effects>>,
    music: Res<AudioChannel<Music>>,
    mut last: Local<Option<(f32, f32)>>,
) {
    let now = prefs.settings.sound.effective();
    if *last != Some(now) {
        effects.set_volume(decibels(now.0));
        music.set_volume(decibels(now.1));
        *last = Some(now);
    }
}

fn play_cues(
    mut cues: MessageReader<SoundCue>,
    bank: Res<SoundBank>,
    effects: Res<AudioChannel<Effects>>,
) {
    // One of each sound per frame: four features closing at once make one chord, not a roar.
    let mut played = Vec::new();
    for cue in cues.read() {
        if played.contains(&cue.sound) {
            continue;
        }
        played.push(cue.sound);
        if let Some(h) = bank.0.get(&cue.sound) {
            effects
                .play(h.clone())
                .with_playback_rate(1.0 + 0.35 * cue.strength as f64)
                .with_volume(decibels(0.6 + 0.4 * cue.strength));
        }
    }
}

/// What the turn's events sound like.
fn cue_turn_events(mut news: MessageReader<TurnEvent>, mut cues: MessageWriter<SoundCue>) {
    let meeple = |d: &Deploy| d.meeple().is_some();
    for event in news.read() {
        match event {
            TurnEvent::Step {
                happened: Happened::Placed(_),
                ..
            } => {
                cues.write(SoundCue::new(Sound::Place));
            }
            TurnEvent::PlacementRefused { .. } => {
                cues.write(SoundCue::new(Sound::Reject));
            }
            TurnEvent::Step {
                happened: Happened::PickedUp,
                ..
            } => {
                cues.write(SoundCue::new(Sound::PickUp));
            }
            TurnEvent::Step {
                happened: Happened::Chosen(d),
                ..
            } if meeple(d) => {
                cues.write(SoundCue::new(Sound::Meeple));
            }
            TurnEvent::Step {
                happened: Happened::TurnEnded { deploy, scored, .. },
                by_computer,
            } => {
                // A person heard the meeple when choosing it; a computer's is heard now.
                if *by_computer && meeple(deploy) {
                    cues.write(SoundCue::new(Sound::Meeple));
                }
                // The final scoring has its own fanfare; of it only the
                // farmers get their sound, as fields score nowhere else.
                for e in scored {
                    if e.turn.is_some() || e.kind == ScoreKind::Field {
                        cues.write(SoundCue::scored(e.kind, e.points));
                    }
                }
            }
            TurnEvent::GameOver => {
                cues.write(SoundCue::new(Sound::GameEnd));
            }
            _ => {}
        }
    }
}

/// Plays the cues; added only with a window (headless tests have no audio).
pub fn plugin(app: &mut App) {
    app.add_plugins(AudioPlugin)
        .add_audio_channel::<Effects>()
        .add_audio_channel::<Music>()
        .add_systems(Startup, (load_sounds, start_music).chain())
        .add_systems(
            Update,
            (follow_volume, cue_turn_events, play_cues)
                .chain()
                .in_set(crate::gui::states::FrameSet::View),
        );
}
