//! The game's sounds, synthesised here from sine waves, plucked strings
//! (Karplus–Strong) and filtered noise, so nothing recorded or copyrighted
//! ships. `cargo run --example make_sounds` writes them to `assets/sounds/`
//! as 16-bit mono WAV files, which the game embeds; a test checks that the
//! committed files are what this code makes.

use std::f32::consts::TAU;

/// Samples per second of every sound.
pub const RATE: u32 = 22_050;

/// Every sound the game plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Sound {
    /// The tile is picked up from the hand slot.
    PickUp,
    /// The tile turns a quarter.
    Rotate,
    /// The tile is laid on the board.
    Place,
    /// A drop where the tile does not fit.
    Reject,
    /// A meeple is put on the tile.
    Meeple,
    /// Completed (or scored) features, one sound per kind.
    Road,
    City,
    Monastery,
    Garden,
    Field,
    /// The final scores.
    GameEnd,
    /// A quiet loop of plucked chords under the game.
    Music,
}

impl Sound {
    pub const ALL: [Sound; 12] = [
        Sound::PickUp,
        Sound::Rotate,
        Sound::Place,
        Sound::Reject,
        Sound::Meeple,
        Sound::Road,
        Sound::City,
        Sound::Monastery,
        Sound::Garden,
        Sound::Field,
        Sound::GameEnd,
        Sound::Music,
    ];

    pub fn file_name(self) -> &'static str {
        match self {
            Sound::PickUp => "pick_up.wav",
            Sound::Rotate => "rotate.wav",
            Sound::Place => "place.wav",
            Sound::Reject => "reject.wav",
            Sound::Meeple => "meeple.wav",
            Sound::Road => "road.wav",
            Sound::City => "city.wav",
            Sound::Monastery => "monastery.wav",
            Sound::Garden => "garden.wav",
            Sound::Field => "field.wav",
            Sound::GameEnd => "game_end.wav",
            Sound::Music => "music.wav",
        }
    }

    /// The samples, in -1..1.
    pub fn synthesise(self) -> Vec<f32> {
        let mut s = Mix::new(match self {
            Sound::PickUp | Sound::Rotate => 0.08,
            Sound::Place | Sound::Meeple => 0.2,
            Sound::Reject => 0.35,
            Sound::Road | Sound::Garden => 0.7,
            Sound::Field => 0.9,
            Sound::City => 1.0,
            Sound::Monastery => 1.6,
            Sound::GameEnd => 2.4,
            Sound::Music => MUSIC_SECONDS,
        });
        match self {
            Sound::PickUp => {
                s.noise(0.0, 0.03, 0.25, 0.006, 7);
                s.tone(0.0, 0.06, 1320.0, 0.25, 0.015);
            }
            Sound::Rotate => {
                s.tone(0.0, 0.04, 2100.0, 0.2, 0.008);
                s.noise(0.0, 0.02, 0.15, 0.004, 11);
            }
            Sound::Place => {
                // A wooden knock: a low tone that drops in pitch, and a thump.
                s.sweep(0.0, 0.18, 190.0, 110.0, 0.7, 0.05);
                s.noise(0.0, 0.05, 0.3, 0.012, 3);
                s.tone(0.0, 0.08, 620.0, 0.12, 0.02);
            }
            Sound::Reject => {
                s.buzz(0.0, 0.14, 185.0, 0.3);
                s.buzz(0.16, 0.16, 139.0, 0.3);
            }
            Sound::Meeple => s.sweep(0.0, 0.1, 420.0, 980.0, 0.45, 0.04),
            Sound::Road => {
                s.pluck(0.0, 0.6, 392.0, 0.5);
                s.pluck(0.12, 0.55, 587.3, 0.45);
            }
            Sound::City => {
                // A small fanfare: a rising triad of bright horn tones.
                for (i, f) in [261.6, 329.6, 392.0, 523.3].into_iter().enumerate() {
                    s.horn(i as f32 * 0.09, 0.9 - i as f32 * 0.09, f, 0.22);
                }
            }
            Sound::Monastery => s.bell(0.0, 1.6, 440.0, 0.5),
            Sound::Garden => {
                s.marimba(0.0, 0.5, 659.3, 0.5);
                s.marimba(0.1, 0.5, 784.0, 0.45);
                s.marimba(0.2, 0.5, 987.8, 0.4);
            }
            Sound::Field => {
                s.flute(0.0, 0.4, 440.0, 0.35);
                s.flute(0.35, 0.55, 587.3, 0.35);
            }
            Sound::GameEnd => {
                for (i, f) in [261.6, 329.6, 392.0].into_iter().enumerate() {
                    s.horn(i as f32 * 0.18, 0.3, f, 0.25);
                }
                for f in [523.3, 392.0, 329.6, 261.6] {
                    s.horn(0.6, 1.7, f, 0.16);
                }
                s.bell(0.6, 1.8, 523.3, 0.2);
            }
            Sound::Music => music(&mut s),
        }
        s.finish(self == Sound::Music)
    }
}

/// The music: a lute picking slow arpeggios over A minor, F, C and G.
const MUSIC_SECONDS: f32 = 19.2;

fn music(s: &mut Mix) {
    const BAR: f32 = 2.4;
    let chords: [[f32; 4]; 4] = [
        [110.0, 220.0, 261.6, 329.6],
        [87.3, 174.6, 220.0, 261.6],
        [130.8, 196.0, 261.6, 329.6],
        [98.0, 196.0, 246.9, 293.7],
    ];
    for (c, chord) in chords.iter().enumerate() {
        for bar in 0..2 {
            let start = (c * 2 + bar) as f32 * BAR;
            s.pluck(start, BAR, chord[0], 0.3);
            let pattern = [1, 2, 3, 2, 3, 2, 1, 2];
            for (i, &n) in pattern.iter().enumerate() {
                s.pluck(start + i as f32 * BAR / 8.0, 1.2, chord[n], 0.16);
            }
        }
    }
}

/// A buffer sounds are added into.
struct Mix {
    samples: Vec<f32>,
}

fn envelope(t: f32, attack: f32, decay: f32) -> f32 {
    if t < attack {
        t / attack
    } else {
        (-(t - attack) / decay).exp()
    }
}

impl Mix {
    fn new(seconds: f32) -> Mix {
        Mix {
            samples: vec![0.0; (seconds * RATE as f32) as usize],
        }
    }

    /// Adds `f(t)` for `length` seconds from `start`; a music note that runs
    /// past the end wraps to the beginning so the loop has no seam.
    fn add(&mut self, start: f32, length: f32, mut f: impl FnMut(f32) -> f32) {
        let first = (start * RATE as f32) as usize;
        let n = (length * RATE as f32) as usize;
        let len = self.samples.len();
        for i in 0..n {
            let t = i as f32 / RATE as f32;
            self.samples[(first + i) % len] += f(t);
        }
    }

    fn tone(&mut self, start: f32, length: f32, freq: f32, amp: f32, decay: f32) {
        self.add(start, length, |t| {
            amp * envelope(t, 0.002, decay) * (TAU * freq * t).sin()
        });
    }

    fn sweep(&mut self, start: f32, length: f32, from: f32, to: f32, amp: f32, decay: f32) {
        let mut phase = 0.0;
        self.add(start, length, |t| {
            let freq = from + (to - from) * (t / length);
            phase += TAU * freq / RATE as f32;
            amp * envelope(t, 0.003, decay) * phase.sin()
        });
    }

    /// Noise from a fixed seed, smoothed a little (a one-pole low-pass).
    fn noise(&mut self, start: f32, length: f32, amp: f32, decay: f32, seed: u32) {
        let mut state = seed.wrapping_mul(747_796_405).wrapping_add(2_891_336_453);
        let mut smooth = 0.0;
        self.add(start, length, |t| {
            state ^= state << 13;
            state ^= state >> 17;
            state ^= state << 5;
            let white = state as f32 / u32::MAX as f32 * 2.0 - 1.0;
            smooth += 0.5 * (white - smooth);
            amp * envelope(t, 0.001, decay) * smooth
        });
    }

    /// A soft square-ish tone: the first odd harmonics only.
    fn buzz(&mut self, start: f32, length: f32, freq: f32, amp: f32) {
        self.add(start, length, |t| {
            let w = TAU * freq * t;
            let shape = w.sin() + (3.0 * w).sin() / 3.0 + (5.0 * w).sin() / 5.0;
            let fade = (1.0 - t / length).max(0.0);
            amp * envelope(t, 0.005, 1.0) * fade * shape * 0.8
        });
    }

    /// A plucked string (Karplus–Strong): a burst of noise in a delay line
    /// that averages itself into a tone.
    fn pluck(&mut self, start: f32, length: f32, freq: f32, amp: f32) {
        let period = (RATE as f32 / freq).round().max(2.0) as usize;
        let mut state = (freq * 1000.0) as u32 | 1;
        let mut line: Vec<f32> = (0..period)
            .map(|_| {
                state ^= state << 13;
                state ^= state >> 17;
                state ^= state << 5;
                state as f32 / u32::MAX as f32 * 2.0 - 1.0
            })
            .collect();
        // A softened burst gives a mellow, rounder string.
        for _ in 0..3 {
            let copy = line.clone();
            for (k, v) in line.iter_mut().enumerate() {
                *v = (copy[k] + copy[(k + 1) % period] + copy[(k + period - 1) % period]) / 3.0;
            }
        }
        let mut i = 0;
        self.add(start, length, |t| {
            let next = line[(i + 1) % period];
            let out = line[i % period];
            line[i % period] = 0.996 * 0.5 * (out + next);
            i += 1;
            let fade = ((length - t) / 0.05).clamp(0.0, 1.0);
            amp * out * fade
        });
    }

    fn horn(&mut self, start: f32, length: f32, freq: f32, amp: f32) {
        self.add(start, length, |t| {
            let w = TAU * freq * t;
            let vibrato = 1.0 + 0.004 * (TAU * 5.0 * t).sin();
            let shape = (w * vibrato).sin()
                + 0.5 * (2.0 * w * vibrato).sin()
                + 0.25 * (3.0 * w * vibrato).sin();
            let fade = ((length - t) / 0.15).clamp(0.0, 1.0);
            amp * envelope(t, 0.03, length) * fade * shape * 0.6
        });
    }

    /// A bell: inharmonic partials that die away at different speeds.
    fn bell(&mut self, start: f32, length: f32, freq: f32, amp: f32) {
        let partials = [
            (1.0, 1.0, 1.0),
            (2.76, 0.5, 0.5),
            (5.4, 0.3, 0.25),
            (8.93, 0.15, 0.15),
        ];
        self.add(start, length, |t| {
            partials
                .iter()
                .map(|&(ratio, a, d)| {
                    a * envelope(t, 0.002, d * length * 0.4) * (TAU * freq * ratio * t).sin()
                })
                .sum::<f32>()
                * amp
                * 0.6
        });
    }

    fn marimba(&mut self, start: f32, length: f32, freq: f32, amp: f32) {
        self.add(start, length, |t| {
            let w = TAU * freq * t;
            amp * (envelope(t, 0.002, 0.12) * w.sin()
                + 0.3 * envelope(t, 0.001, 0.02) * (4.0 * w).sin())
        });
    }

    fn flute(&mut self, start: f32, length: f32, freq: f32, amp: f32) {
        self.add(start, length, |t| {
            let vibrato = 1.0 + 0.006 * (TAU * 5.5 * t).sin();
            let w = TAU * freq * t * vibrato;
            let swell = (t / 0.06).min(1.0) * ((length - t) / 0.12).clamp(0.0, 1.0);
            amp * swell * (w.sin() + 0.12 * (2.0 * w).sin())
        });
    }

    /// Scales to a safe peak and, except for the loop, fades out the last
    /// few milliseconds so nothing clicks.
    fn finish(mut self, looped: bool) -> Vec<f32> {
        let peak = self.samples.iter().fold(0.0f32, |m, s| m.max(s.abs()));
        let gain = if peak > 0.9 { 0.9 / peak } else { 1.0 };
        let len = self.samples.len();
        for (i, s) in self.samples.iter_mut().enumerate() {
            let tail = if looped {
                1.0
            } else {
                ((len - i) as f32 / (0.005 * RATE as f32)).min(1.0)
            };
            *s *= gain * tail;
        }
        self.samples
    }
}

/// A 16-bit mono PCM WAV file of the samples.
pub fn wav_bytes(samples: &[f32]) -> Vec<u8> {
    let data_len = samples.len() as u32 * 2;
    let mut out = Vec::with_capacity(44 + data_len as usize);
    out.extend_from_slice(b"RIFF");
    out.extend_from_slice(&(36 + data_len).to_le_bytes());
    out.extend_from_slice(b"WAVEfmt ");
    out.extend_from_slice(&16u32.to_le_bytes());
    out.extend_from_slice(&1u16.to_le_bytes()); // PCM
    out.extend_from_slice(&1u16.to_le_bytes()); // mono
    out.extend_from_slice(&RATE.to_le_bytes());
    out.extend_from_slice(&(RATE * 2).to_le_bytes());
    out.extend_from_slice(&2u16.to_le_bytes());
    out.extend_from_slice(&16u16.to_le_bytes());
    out.extend_from_slice(b"data");
    out.extend_from_slice(&data_len.to_le_bytes());
    for s in samples {
        let v = (s.clamp(-1.0, 1.0) * i16::MAX as f32).round() as i16;
        out.extend_from_slice(&v.to_le_bytes());
    }
    out
}

/// The samples of a file `wav_bytes` wrote, or why it is not one.
pub fn read_wav(bytes: &[u8]) -> Result<Vec<i16>, String> {
    if bytes.len() < 44 || &bytes[0..4] != b"RIFF" || &bytes[8..16] != b"WAVEfmt " {
        return Err("not a WAV file".into());
    }
    let field = |at: usize| u32::from_le_bytes(bytes[at..at + 4].try_into().unwrap());
    if field(24) != RATE || bytes[22] != 1 || bytes[34] != 16 {
        return Err(format!("not 16-bit mono at {RATE} Hz"));
    }
    let len = field(40) as usize;
    let data = bytes.get(44..44 + len).ok_or("data cut short")?;
    Ok(data
        .chunks_exact(2)
        .map(|c| i16::from_le_bytes([c[0], c[1]]))
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn committed(sound: Sound) -> Vec<u8> {
        let path = format!(
            "{}/assets/sounds/{}",
            env!("CARGO_MANIFEST_DIR"),
            sound.file_name()
        );
        std::fs::read(&path)
            .unwrap_or_else(|e| panic!("{path}: {e}; run `cargo run --example make_sounds`"))
    }

    #[test]
    fn the_committed_sounds_are_what_the_synthesiser_makes() {
        for sound in Sound::ALL {
            let made = read_wav(&wav_bytes(&sound.synthesise())).unwrap();
            let file = read_wav(&committed(sound)).unwrap();
            assert_eq!(made.len(), file.len(), "{sound:?}: length");
            // Floating point may differ in the last bit between machines.
            let worst = made
                .iter()
                .zip(&file)
                .map(|(a, b)| (*a as i32 - *b as i32).abs())
                .max()
                .unwrap();
            assert!(
                worst <= 4,
                "{sound:?} differs by {worst}: run `cargo run --example make_sounds`"
            );
        }
    }

    #[test]
    fn sounds_are_audible_short_and_never_clip() {
        for sound in Sound::ALL {
            let samples = sound.synthesise();
            let peak = samples.iter().fold(0.0f32, |m, s| m.max(s.abs()));
            assert!(peak > 0.1 && peak <= 0.9 + 1e-6, "{sound:?}: peak {peak}");
            let seconds = samples.len() as f32 / RATE as f32;
            let limit = if sound == Sound::Music { 30.0 } else { 2.5 };
            assert!(seconds <= limit, "{sound:?}: {seconds} s");
        }
    }

    #[test]
    fn a_broken_wav_is_named() {
        assert_eq!(read_wav(b"RIFF").unwrap_err(), "not a WAV file");
        let mut w = wav_bytes(&[0.0; 10]);
        w.truncate(50);
        assert_eq!(read_wav(&w).unwrap_err(), "data cut short");
    }
}
