//! Each set's part of the window, one file a set (its toggle, its name,
//! its page), read by the screens through `SET_WINDOWS`; and each set's
//! own pieces on the board, as plugins (`plugin`).

mod abbey_mayor;
mod abbey_mayor_board;
mod abbot;
mod gold_mines;
mod gold_mines_board;
mod inns_cathedrals;
mod princess_dragon;
mod princess_dragon_board;
mod princess_dragon_flight;
mod registry;
mod river;
mod the_tower;
mod the_tower_board;
mod traders_builders;
mod window;

pub use registry::{
    SET_WINDOWS, figure_window, held_tile_window, in_play, moving_on_window, phase_window,
    set_window,
};
pub use window::{FigureIcons, FigureWindow, SetWindow};

/// Each set's own pieces on the board (`SetWindow::board`).
pub fn plugin(app: &mut bevy::prelude::App) {
    for set in SET_WINDOWS {
        if let Some(board) = set.board {
            board(app);
        }
    }
}
