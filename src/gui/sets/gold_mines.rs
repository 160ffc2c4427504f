//! The Gold Mines' part of the window: its toggle, page and words; each
//! seat's ingots on the scoreboard with what they are worth; the turn line
//! while a person chooses the second ingot's tile; the inspector's count
//! of the ingots on a feature's tiles; the end screen's gold column. The
//! mines and ingots on the board are `gold_mines_board.rs`.

use bevy_egui::egui;

use super::gold_mines_board::GOLD_COLOUR;
use crate::gui::feature_view::FeatureView;
use crate::gui::play::session::Session;
use crate::gui::set_window::{FigureIcons, PhaseWindow, SetWindow};
use crate::rules::sets::gold_mines::GOLD;
use crate::rules::sets::gold_mines::worth::worth;
use crate::rules::{Game, SetId};
use crate::tr;

pub const GOLD_MINES: SetWindow = SetWindow {
    toggle_hover: Some("rules-gold-mines-hover"),
    page: Some(("guide-gold-mines-title", "guide-gold-mines-text")),
    seat_cells: Some(seat_cells),
    phases: &[PhaseWindow {
        key: GOLD,
        line: |_, name, here| match here {
            true => tr!("turn-gold-here", name = name),
            false => tr!("turn-gold", name = name),
        },
        // The choice sends no figure home.
        sent_home_line: |name| tr!("turn-gold", name = name),
    }],
    tile_marks: Some(super::gold_mines_art::mine),
    board: Some(super::gold_mines_board::plugin),
    inspect: Some(inspect),
    own_points: Some(("category-gold", |_| tr!("category-gold"))),
    group: Some("group-big-box"),
    ..SetWindow::named(
        SetId::GoldMines,
        "gold_mines",
        "set-gold-mines",
        "rules-gold-mines",
    )
};

/// The seat's ingots: a small bar and their number, and on hover what
/// they are worth at the end.
fn seat_cells(ui: &mut egui::Ui, game: &Game, seat: usize, _icons: &FigureIcons) {
    let held = game.ingots_held(seat);
    let said = tr!("panel-ingots", count = held, points = worth(held));
    ui.horizontal(|ui| {
        ui.spacing_mut().item_spacing.x = 2.0;
        ingot_picture(ui).on_hover_text(&said);
        ui.label(egui::RichText::new(held.to_string()).color(egui::Color32::from_gray(200)))
            .on_hover_text(&said);
    });
}

/// A small gold bar, seen from the side.
fn ingot_picture(ui: &mut egui::Ui) -> egui::Response {
    let (rect, response) = ui.allocate_exact_size(egui::vec2(14.0, 10.0), egui::Sense::hover());
    let (l, r, t, b) = (
        rect.left(),
        rect.right(),
        rect.top() + 2.0,
        rect.bottom() - 1.0,
    );
    let bar = vec![
        egui::pos2(l, b),
        egui::pos2(r, b),
        egui::pos2(r - 3.0, t),
        egui::pos2(l + 3.0, t),
    ];
    let edge = egui::Stroke::new(1.0, egui::Color32::from_rgb(150, 105, 20));
    ui.painter()
        .add(egui::Shape::convex_polygon(bar, GOLD_COLOUR, edge));
    response
}

/// The inspector's words for a feature whose tiles hold ingots.
fn inspect(session: &Session, feature: &FeatureView) -> String {
    let game = session.table.game();
    let ingots: u32 = (feature.tiles.iter())
        .map(|&t| game.ingots_on(t) as u32)
        .sum();
    if ingots == 0 {
        return String::new();
    }
    format!(" · {}", tr!("inspect-ingots", count = ingots))
}
