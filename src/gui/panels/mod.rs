//! The egui screens, one module each: the new-game dialog, the side panel
//! beside the board, the undo dialog and the end of the game. They read
//! the session and send requests; they change nothing at the table.

pub mod end_screen;
pub mod new_game;
pub mod side_panel;
pub mod undo_dialog;

use bevy::prelude::*;

pub fn plugin(app: &mut App) {
    app.add_plugins((
        new_game::plugin,
        side_panel::plugin,
        undo_dialog::plugin,
        end_screen::plugin,
    ));
}
