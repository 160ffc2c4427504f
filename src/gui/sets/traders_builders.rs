//! Traders & Builders in the window: its toggle and its page.

use super::window::{FigureIcons, FigureWindow, SetWindow};
use crate::art::meeple::Shape;
use bevy_egui::egui;

use crate::rules::sets::traders_builders::Good;
use crate::rules::{Figure, Game, SetId};
use crate::tr;

pub const TRADERS_BUILDERS: SetWindow = SetWindow {
    toggle_hover: Some("rules-traders-builders-hover"),
    page: Some((
        "guide-traders-builders-title",
        "guide-traders-builders-text",
    )),
    seat_cells: Some(figures_and_goods),
    under_scoreboard: Some(goods_in_open_cities),
    figures: &[
        FigureWindow::painted(Figure::Builder, Shape::Builder, "hint-shown-builder"),
        FigureWindow::painted(Figure::Pig, Shape::Pig, "hint-shown-pig"),
    ],
    ..SetWindow::named(
        SetId::TradersBuilders,
        "traders_builders",
        "set-traders-builders",
        "rules-traders-builders",
    )
};

/// A good's name in the player's words.
pub fn good(good: Good) -> String {
    match good {
        Good::Wine => tr!("good-wine"),
        Good::Grain => tr!("good-grain"),
        Good::Cloth => tr!("good-cloth"),
    }
}

/// The colours of the goods, as on the tiles' badges: wine, grain, cloth.
const GOODS_COLOURS: [egui::Color32; 3] = [
    egui::Color32::from_rgb(190, 110, 210),
    egui::Color32::from_rgb(235, 190, 80),
    egui::Color32::from_rgb(100, 150, 240),
];

/// The seat's builder and pig (at home or out), and the goods tokens it
/// holds.
fn figures_and_goods(ui: &mut egui::Ui, game: &Game, seat: usize, icons: &FigureIcons) {
    // Each figure's picture, faint while it is on the board; its name and
    // state on hover.
    ui.horizontal(|ui| {
        ui.spacing_mut().item_spacing.x = 2.0;
        for (figure, name, out) in [
            (
                Figure::Builder,
                tr!("panel-builder"),
                game.builder_out(seat),
            ),
            (Figure::Pig, tr!("panel-pig"), game.pig_out(seat)),
        ] {
            let state = match out {
                true => tr!("panel-figure-out"),
                false => tr!("panel-figure-ready"),
            };
            let said = format!("{name}: {state} · {}", tr!("panel-builder-pig-hover"));
            icons.figure(ui, seat, figure, !out, 1.0, said);
        }
    });
    goods_counts(ui, game.goods(seat));
}

/// Under the scoreboard: the goods still in open cities.
fn goods_in_open_cities(ui: &mut egui::Ui, game: &Game) {
    let open = game.goods_in_open_cities();
    ui.horizontal(|ui| {
        ui.label(tr!("panel-open-goods"));
        goods_counts(ui, open);
    })
    .response
    .on_hover_text(tr!("panel-open-goods-hover"));
}

/// Counts of wine, grain and cloth, each in its colour, named on hover.
fn goods_counts(ui: &mut egui::Ui, counts: [u8; 3]) {
    ui.horizontal(|ui| {
        ui.spacing_mut().item_spacing.x = 6.0;
        for ((&kind, &n), colour) in Good::ALL.iter().zip(&counts).zip(GOODS_COLOURS) {
            // A dot of the good's colour (the font has no such glyph).
            let (dot, _) = ui.allocate_exact_size(egui::vec2(10.0, 10.0), egui::Sense::hover());
            ui.painter().circle_filled(dot.center(), 4.5, colour);
            ui.label(egui::RichText::new(n.to_string()).color(colour).strong())
                .on_hover_text(good(kind));
        }
    });
}
