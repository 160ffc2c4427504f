//! Short movements that tell the player what happened: tiles settle into
//! place, meeples pop in and fly home after scoring. When the scoring pause
//! is skipped, or the player has reduced motion, every movement jumps to
//! its end.

use bevy::prelude::*;
use bevy::window::RequestRedraw;

use crate::gui::messages::TurnEvent;
use crate::gui::prefs::{Prefs, still};
use crate::gui::states::FrameSet;

/// How a movement speeds up and slows down.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Ease {
    /// Fast, then gently to rest.
    Out,
    /// Past the end and back: a pop.
    Overshoot,
    /// Slowly away, then fast: a flight.
    InOut,
}

impl Ease {
    /// Progress (0 to 1, possibly beyond for an overshoot) at time `t` in 0..1.
    pub fn at(self, t: f32) -> f32 {
        let t = t.clamp(0.0, 1.0);
        match self {
            Ease::Out => 1.0 - (1.0 - t).powi(3),
            Ease::Overshoot => {
                let (c1, c3) = (1.70158, 2.70158);
                1.0 + c3 * (t - 1.0).powi(3) + c1 * (t - 1.0).powi(2)
            }
            Ease::InOut => {
                if t < 0.5 {
                    4.0 * t * t * t
                } else {
                    1.0 - (-2.0 * t + 2.0).powi(3) / 2.0
                }
            }
        }
    }
}

/// A movement of an entity's position and size.
#[derive(Component, Debug, Clone)]
pub struct Motion {
    pub from: Vec3,
    pub to: Vec3,
    pub from_scale: f32,
    pub to_scale: f32,
    pub start: f32,
    pub duration: f32,
    pub ease: Ease,
    /// Gone at the end (a meeple that went home).
    pub despawn: bool,
}

impl Motion {
    /// Stays at `at` and grows (or shrinks) from `from_scale` to 1.
    pub fn scale(at: Vec3, from_scale: f32, start: f32, duration: f32, ease: Ease) -> Motion {
        Motion {
            from: at,
            to: at,
            from_scale,
            to_scale: 1.0,
            start,
            duration,
            ease,
            despawn: false,
        }
    }

    /// Where it is at `now`: position and scale.
    pub fn sample(&self, now: f32) -> (Vec3, f32) {
        let k = self.ease.at((now - self.start) / self.duration.max(1e-3));
        (
            self.from.lerp(self.to, k),
            self.from_scale + (self.to_scale - self.from_scale) * k,
        )
    }

    pub fn done(&self, now: f32) -> bool {
        now >= self.start + self.duration
    }
}

fn animate(
    mut commands: Commands,
    time: Res<Time>,
    prefs: Option<Res<Prefs>>,
    mut moving: Query<(Entity, &Motion, &mut Transform)>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    // With motion reduced every movement is at its end at once.
    let now = match still(prefs.as_deref()) {
        true => f32::MAX,
        false => time.elapsed_secs(),
    };
    let mut any = false;
    for (e, m, mut t) in &mut moving {
        let (pos, scale) = m.sample(now);
        t.translation = pos;
        t.scale = Vec3::splat(scale);
        if m.done(now) {
            if m.despawn {
                commands.entity(e).despawn();
            } else {
                commands.entity(e).remove::<Motion>();
            }
        } else {
            any = true;
        }
    }
    if any {
        redraw.write(RequestRedraw);
    }
}

/// A skipped pause ends every movement.
fn skip(mut news: MessageReader<TurnEvent>, time: Res<Time>, mut moving: Query<&mut Motion>) {
    if !news.read().any(|e| *e == TurnEvent::PauseSkipped) {
        return;
    }
    let now = time.elapsed_secs();
    for mut m in &mut moving {
        m.start = now - m.duration;
    }
}

pub fn plugin(app: &mut App) {
    app.add_systems(Update, (skip, animate).chain().in_set(FrameSet::View));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn easings_start_at_rest_and_arrive() {
        for e in [Ease::Out, Ease::Overshoot, Ease::InOut] {
            assert!(e.at(0.0).abs() < 1e-6, "{e:?}");
            assert!((e.at(1.0) - 1.0).abs() < 1e-6, "{e:?}");
            assert!((e.at(2.0) - 1.0).abs() < 1e-6, "{e:?} holds at the end");
        }
        assert!(Ease::Overshoot.at(0.7) > 1.0, "a pop goes past its size");
        assert!(Ease::Out.at(0.5) > 0.5 && Ease::InOut.at(0.25) < 0.25);
    }

    #[test]
    fn a_motion_goes_from_start_to_end() {
        let m = Motion {
            from: Vec3::ZERO,
            to: Vec3::new(10.0, 0.0, 0.0),
            from_scale: 1.0,
            to_scale: 0.5,
            start: 2.0,
            duration: 1.0,
            ease: Ease::InOut,
            despawn: true,
        };
        assert_eq!(m.sample(1.0), (Vec3::ZERO, 1.0));
        assert_eq!(m.sample(3.5), (Vec3::new(10.0, 0.0, 0.0), 0.5));
        assert!(!m.done(2.9) && m.done(3.0));
    }
}
