//! Idle CPU near zero. The window redraws only on input or when something
//! moves (reactive winit settings), but bevy_egui 0.42 tells egui "the
//! modifier keys changed" on every frame, even when they did not; egui takes
//! any input event as a reason to repaint at once, bevy_egui passes that on
//! as a redraw request, and the app never sleeps. Dropping the repeated
//! event leaves egui with nothing new, so the loop can rest.

use bevy::prelude::*;
use bevy_egui::{EguiInput, EguiPreUpdateSet, egui};

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

pub fn plugin(app: &mut App) {
    app.add_systems(
        PreUpdate,
        drop_unchanged_modifiers
            .after(EguiPreUpdateSet::ProcessInput)
            .before(EguiPreUpdateSet::BeginPass),
    );
}
