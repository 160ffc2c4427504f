//! Traders & Builders in the window: its toggle and its page.

use super::window::SetWindow;
use bevy_egui::egui;

use crate::rules::sets::traders_builders::Good;
use crate::rules::{Game, SetId};
use crate::tr;

pub const TRADERS_BUILDERS: SetWindow = SetWindow {
    id: SetId::TradersBuilders,
    key: "traders_builders",
    name: "set-traders-builders",
    toggle: "rules-traders-builders",
    toggle_hover: Some("rules-traders-builders-hover"),
    page: Some((
        "guide-traders-builders-title",
        "guide-traders-builders-text",
    )),
    seat_cells: Some(figures_and_goods),
    under_scoreboard: Some(goods_in_open_cities),
    inspect_meeples: None,
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
fn figures_and_goods(ui: &mut egui::Ui, game: &Game, seat: usize) {
    // Each figure by name, greyed while it is on the board: as short in
    // every language as the names are.
    ui.horizontal(|ui| {
        for (name, out) in [
            (tr!("panel-builder"), game.builder_out(seat)),
            (tr!("panel-pig"), game.pig_out(seat)),
        ] {
            let (text, state) = match out {
                true => (egui::RichText::new(name).weak(), tr!("panel-figure-out")),
                false => (egui::RichText::new(name), tr!("panel-figure-ready")),
            };
            ui.label(text)
                .on_hover_text(format!("{state} · {}", tr!("panel-builder-pig-hover")));
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
