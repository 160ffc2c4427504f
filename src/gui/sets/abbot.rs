//! The Abbot in the window: its toggle.

use crate::art::meeple::Shape;
use crate::gui::set_window::{FigureIcons, FigureWindow, RecallWindow, SetWindow};
use bevy_egui::egui;

use crate::rules::{Figure, Game, SetId};
use crate::tr;

pub const ABBOT: SetWindow = SetWindow {
    seat_cells: Some(abbot_cell),
    figures: &[FigureWindow {
        recall: Some(RecallWindow {
            button: "button-recall-abbot",
            hover: "button-recall-abbot-hover",
            logged: "log-recalled-abbot",
        }),
        // Beside the follower's marker on a monastery.
        marker_nudge: (0.0, -0.22),
        ..FigureWindow::painted(Figure::Abbot, Shape::Hooded, "hint-shown-abbot")
    }],
    ..SetWindow::named(SetId::Abbot, "abbot", "set-abbot", "rules-abbot")
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
