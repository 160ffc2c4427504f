//! The window's icon: the game's own (`src/art/icon.rs`), set on the system
//! window once it exists. Bevy 0.19 has no setting for it, so it goes to
//! winit directly, on the main thread where winit's windows live.

use bevy::ecs::system::NonSendMarker;
use bevy::prelude::*;
use bevy::window::RequestRedraw;
use bevy::winit::WINIT_WINDOWS;
use winit::window::Icon;

/// Side of the icon handed to the window manager, in pixels.
const SIZE: u32 = 64;

fn set_window_icon(
    _main_thread: NonSendMarker,
    mut done: Local<bool>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    if *done {
        return;
    }
    let icon = match Icon::from_rgba(crate::art::icon::rgba(SIZE), SIZE, SIZE) {
        Ok(icon) => icon,
        Err(e) => {
            warn!("the window icon could not be made: {e}");
            *done = true;
            return;
        }
    };
    WINIT_WINDOWS.with_borrow(|windows| {
        for window in windows.windows.values() {
            window.set_window_icon(Some(icon.clone()));
            *done = true;
        }
    });
    if !*done {
        // The system window comes a frame or two after start-up; the
        // window sleeps when idle, so ask for the frame that will find it.
        redraw.write(RequestRedraw);
    }
}

pub fn plugin(app: &mut App) {
    app.add_systems(Update, set_window_icon);
}
