//! Inns & Cathedrals in the window: its toggle and its page.

use crate::art::meeple::Shape;
use crate::gui::set_window::{FigureIcons, FigureWindow, SetWindow};
use bevy_egui::egui;

use crate::rules::{Figure, Game, SetId};
use crate::tr;

pub const INNS_CATHEDRALS: SetWindow = SetWindow {
    toggle_hover: Some("rules-inns-cathedrals-hover"),
    page: Some(("guide-inns-cathedrals-title", "guide-inns-cathedrals-text")),
    seat_cells: Some(large_meeple_cell),
    inspect_meeples: Some("inspect-meeples-large"),
    // The large meeple is a follower drawn larger (`tile_art`).
    figures: &[FigureWindow {
        switch: Some(("button-large-meeple", "button-large-meeple-hover")),
        large: true,
        deploy_line: Some("turn-deploy-large"),
        ..FigureWindow::painted(Figure::Large, Shape::Follower, "hint-shown-large")
    }],
    ..SetWindow::named(
        SetId::InnsCathedrals,
        "inns_cathedrals",
        "set-inns-cathedrals",
        "rules-inns-cathedrals",
    )
};

/// Whether the seat's large meeple is ready or on the board.
fn large_meeple_cell(ui: &mut egui::Ui, game: &Game, seat: usize, icons: &FigureIcons) {
    let out = game.large_meeple_out(seat);
    let state = if out {
        tr!("panel-large-out")
    } else {
        tr!("panel-large-ready")
    };
    // Drawn larger, as on the board.
    let said = format!("{state} · {}", tr!("panel-large-hover"));
    icons.figure(ui, seat, Figure::Large, !out, 1.3, said);
}
