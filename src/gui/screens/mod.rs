//! The egui screens, one module each: the new-game dialog, the side panel
//! beside the board, the undo dialog, the end of the game, saving and
//! loading, statistics, the first-game guide, the replay viewer's bar and
//! the network lobbies. They read the session and send requests; they
//! change nothing at the table.

pub mod chat;
pub mod end_screen;
pub mod guide;
pub mod lobby;
pub mod new_game;
pub mod save_dialog;
pub mod scoreboard;
mod set_buttons;
pub mod side_panel;
pub mod statistics;
pub mod tiles_left;
pub mod turn_line;
pub mod undo_dialog;
pub mod viewer;

use bevy::prelude::*;

pub fn plugin(app: &mut App) {
    app.add_plugins((
        new_game::plugin,
        side_panel::plugin,
        undo_dialog::plugin,
        end_screen::plugin,
        save_dialog::plugin,
        viewer::plugin,
        statistics::plugin,
        guide::plugin,
        lobby::plugin,
        chat::plugin,
    ));
}
