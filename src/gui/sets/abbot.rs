//! The Abbot in the window: its toggle.

use super::window::SetWindow;
use bevy_egui::egui;

use crate::rules::{Game, SetId};
use crate::tr;

pub const ABBOT: SetWindow = SetWindow {
    id: SetId::Abbot,
    key: "abbot",
    name: "set-abbot",
    toggle: "rules-abbot",
    toggle_hover: None,
    page: None,
    seat_cells: Some(abbot_cell),
    under_scoreboard: None,
    inspect_meeples: None,
};

/// Whether the seat's abbot is ready or on the board.
fn abbot_cell(ui: &mut egui::Ui, game: &Game, seat: usize) {
    ui.label(if game.abbot_out(seat) {
        tr!("panel-abbot-out")
    } else {
        tr!("panel-abbot-ready")
    });
}
