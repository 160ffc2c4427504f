//! What is on and over the board: tiles, meeples and features as entities
//! mirroring the engine, the hand (mouse and keys, and what it shows),
//! motion, the camera, points floating up, and the aids drawn on the board
//! (the hint, dead squares, the inspector, the farm view). Views follow the
//! turn's announcements; the hand and the hint ask for moves.

pub mod board_view;
pub mod camera;
pub mod dead_squares;
pub mod farm_view;
pub mod geometry;
pub mod hand;
pub mod hand_view;
pub mod hint;
pub mod inspector;
pub mod keys;
pub mod laid_anew;
pub mod lit_squares;
pub mod meeple_choice;
pub mod motion;
pub mod moving_on;
pub mod offered;
pub mod plates;
pub mod popups;
pub mod tile_art;

use bevy::prelude::*;

pub fn plugin(app: &mut App) {
    // Before any board's art is set up.
    app.init_resource::<crate::gui::look::Plain>();
    app.add_plugins((
        // Asking for moves.
        (hand::plugin, keys::plugin, hint::plugin, moving_on::plugin),
        // Showing what happened.
        (
            tile_art::plugin,
            board_view::plugin,
            hand_view::plugin,
            popups::plugin,
            camera::plugin,
            motion::plugin,
        ),
        // Help at the table.
        (dead_squares::plugin, inspector::plugin, farm_view::plugin),
    ));
}
