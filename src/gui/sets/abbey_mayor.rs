//! Abbey & Mayor in the window: its name, its toggle (greyed out while
//! the set's wagon and barn are still to come), the abbey's buttons and
//! lines (the side panel offers it instead of the tile drawn) and the
//! mayor: its picture (a follower in a top hat), its cell on the
//! scoreboard, the side panel's button and the hint's words. Its tiles'
//! words are the tiles' own.

use super::window::{FigureIcons, FigureWindow, HeldTileWindow, SetWindow};
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
    page: Some(("guide-abbey-mayor-title", "guide-abbey-mayor-text")),
    seat_cells: Some(seat_cells),
    under_scoreboard: None,
    inspect_meeples: Some("inspect-meeples-mayor"),
    refusal: None,
    action: None,
    board: None,
    steps_line: None,
    sent_home_line: None,
    held_tile: Some(HeldTileWindow {
        take: ("button-abbey", "button-abbey-hover"),
        taken: |tile| tr!("turn-abbey-taken", tile = tile),
        back: "button-abbey-back",
        last_round: |name| tr!("turn-abbey-last-round", name = name),
        let_go: ("button-abbey-let-go", "button-abbey-let-go-hover"),
        let_go_line: |name| tr!("log-abbey-let-go", name = name),
        hinted: "hint-shown-abbey",
    }),
    figures: &[FigureWindow {
        figure: Figure::Mayor,
        shape: Shape::Mayor,
        hint_shown: "hint-shown-mayor",
        switch: Some(("button-mayor", "button-mayor-hover")),
    }],
};

/// Whether the seat still holds its abbey, and whether its mayor is
/// ready or in a city.
fn seat_cells(ui: &mut egui::Ui, game: &Game, seat: usize, icons: &FigureIcons) {
    let held = game.held_tile(seat).is_some();
    let (said, colour) = if held {
        (
            tr!("panel-abbey-held"),
            egui::Color32::from_rgb(235, 225, 200),
        )
    } else {
        (
            tr!("panel-abbey-played"),
            egui::Color32::from_white_alpha(60),
        )
    };
    ui.label(egui::RichText::new("⛪").color(colour))
        .on_hover_text(said);
    mayor_cell(ui, game, seat, icons);
}

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
