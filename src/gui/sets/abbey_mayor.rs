//! Abbey & Mayor in the window: its name, its toggle (greyed out while
//! the set's abbey, wagon and barn are still to come) and the mayor: its
//! picture (a follower in a top hat), its cell on the scoreboard, the side
//! panel's button and the hint's words. Its tiles' words are the tiles'
//! own.

use super::window::{FigureIcons, FigureWindow, SetWindow};
use crate::art::meeple::Shape;
use bevy_egui::egui;

use crate::rules::{Figure, Game, SetId};
use crate::tr;

pub const ABBEY_MAYOR: SetWindow = SetWindow {
    id: SetId::AbbeyMayor,
    key: "abbey_mayor",
    name: "set-abbey-mayor",
    ready: false,
    toggle: "rules-abbey-mayor",
    toggle_hover: Some("rules-abbey-mayor-hover"),
    page: None,
    seat_cells: Some(mayor_cell),
    under_scoreboard: None,
    inspect_meeples: Some("inspect-meeples-mayor"),
    refusal: None,
    action: None,
    board: None,
    steps_line: None,
    sent_home_line: None,
    figures: &[FigureWindow {
        figure: Figure::Mayor,
        shape: Shape::Mayor,
        hint_shown: "hint-shown-mayor",
        switch: Some(("button-mayor", "button-mayor-hover")),
    }],
};

/// Whether the seat's mayor is ready or in a city.
fn mayor_cell(ui: &mut egui::Ui, game: &Game, seat: usize, icons: &FigureIcons) {
    let out = game.figure_out(seat, Figure::Mayor);
    let state = if out {
        tr!("panel-mayor-out")
    } else {
        tr!("panel-mayor-ready")
    };
    let said = format!("{state} · {}", tr!("panel-mayor-hover"));
    icons.figure(ui, seat, Figure::Mayor, !out, 1.0, said);
}
