//! Inns & Cathedrals in the window: its toggle and its page.

use super::window::SetWindow;
use bevy_egui::egui;

use crate::rules::{Game, SetId};
use crate::tr;

pub const INNS_CATHEDRALS: SetWindow = SetWindow {
    id: SetId::InnsCathedrals,
    key: "inns_cathedrals",
    name: "set-inns-cathedrals",
    toggle: "rules-inns-cathedrals",
    toggle_hover: Some("rules-inns-cathedrals-hover"),
    page: Some(("guide-inns-cathedrals-title", "guide-inns-cathedrals-text")),
    seat_cells: Some(large_meeple_cell),
    under_scoreboard: None,
    inspect_meeples: Some("inspect-meeples-large"),
};

/// Whether the seat's large meeple is ready or on the board.
fn large_meeple_cell(ui: &mut egui::Ui, game: &Game, seat: usize) {
    ui.label(if game.large_meeple_out(seat) {
        tr!("panel-large-out")
    } else {
        tr!("panel-large-ready")
    })
    .on_hover_text(tr!("panel-large-hover"));
}
