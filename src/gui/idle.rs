//! Idle CPU near zero. The window redraws only on input or when something
//! moves (reactive winit settings, `sleeping`), but bevy_egui 0.42 tells egui "the
//! modifier keys changed" on every frame, even when they did not; egui takes
//! any input event as a reason to repaint at once, bevy_egui passes that on
//! as a redraw request, and the app never sleeps. Dropping the repeated
//! event leaves egui with nothing new, so the loop can rest.

use std::time::Duration;

use bevy::prelude::*;
use bevy::window::RequestRedraw;
use bevy::winit::{UpdateMode, WinitSettings};
use bevy_egui::{EguiInput, EguiPostUpdateSet, EguiPreUpdateSet, EguiRenderOutput, egui};

/// How long the window sleeps when nothing happens. Bevy's desktop
/// setting wakes a focused window every 5 s to draw a frame nobody asked
/// for, and a software renderer spends tens of milliseconds on each;
/// everything that moves asks for its frames, and a finished search or
/// news from the network wakes the window itself.
const NAP: Duration = Duration::from_secs(60);

/// The window redraws only on input, on a wake-up or when something asks
/// for a frame: idle CPU zero.
pub fn sleeping() -> WinitSettings {
    WinitSettings {
        focused_mode: UpdateMode::reactive(NAP),
        unfocused_mode: UpdateMode::reactive_low_power(NAP),
    }
}

/// Removes a `ModifiersChanged` event that repeats the last one seen.
fn drop_unchanged_modifiers(
    mut inputs: Query<&mut EguiInput>,
    mut last: Local<Option<egui::Modifiers>>,
) {
    for mut input in &mut inputs {
        input.0.events.retain(|e| match e {
            egui::Event::ModifiersChanged(m) => {
                let changed = *last != Some(*m);
                *last = Some(*m);
                changed
            }
            _ => true,
        });
    }
}

/// When egui adds glyphs to its font atlas (new text, a new size) the
/// frame that does it can draw before the atlas reaches the GPU, with
/// letters missing ("may p t a meeple"). Resting after such a frame would
/// leave them missing until the next input: draw one frame more.
fn redraw_after_new_glyphs(
    outputs: Query<&EguiRenderOutput>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    if outputs.iter().any(|o| !o.textures_delta.set.is_empty()) {
        redraw.write(RequestRedraw);
    }
}

pub fn plugin(app: &mut App) {
    app.add_systems(
        PreUpdate,
        drop_unchanged_modifiers
            .after(EguiPreUpdateSet::ProcessInput)
            .before(EguiPreUpdateSet::BeginPass),
    )
    .add_systems(
        PostUpdate,
        redraw_after_new_glyphs
            .after(EguiPostUpdateSet::ProcessOutput)
            .before(EguiPostUpdateSet::PostProcessOutput),
    );
}
