//! The Abbot in the window: its toggle.

use super::window::{FigureIcons, FigureWindow, SetWindow};
use crate::art::meeple::Shape;
use bevy_egui::egui;

use crate::rules::{Figure, Game, SetId};
use crate::tr;

pub const ABBOT: SetWindow = SetWindow {
    id: SetId::Abbot,
    key: "abbot",
    name: "set-abbot",
    ready: true,
    toggle: "rules-abbot",
    toggle_hover: None,
    page: None,
    seat_cells: Some(abbot_cell),
    under_scoreboard: None,
    inspect_meeples: None,
    refusal: None,
    action: None,
    board: None,
    steps_line: None,
    sent_home_line: None,
    held_tile: None,
    figures: &[FigureWindow {
        figure: Figure::Abbot,
        shape: Shape::Abbot,
        hint_shown: "hint-shown-abbot",
        switch: None,
        moving_on: None,
    }],
    pieces: &[],
    toggles: None,
};

/// Whether the seat's abbot is ready or on the board.
fn abbot_cell(ui: &mut egui::Ui, game: &Game, seat: usize, icons: &FigureIcons) {
    let out = game.abbot_out(seat);
    let said = if out {
        tr!("panel-abbot-out")
    } else {
        tr!("panel-abbot-ready")
    };
    icons.figure(ui, seat, Figure::Abbot, !out, 1.0, said);
}
