//! Numbers on small plates over the board (how high a set's structure
//! stands, how many of its pieces lie on a tile), painted by egui under
//! its windows, as the board is, so they read at any zoom.

use bevy::prelude::*;
use bevy_egui::egui;

/// A plate's colours: its face and its digits.
pub type PlateColours = (egui::Color32, egui::Color32);

/// Paints a plate with its number at each board point, on a layer of its
/// own (`layer`, an id no other painter uses).
pub fn paint_plates(
    ctx: &egui::Context,
    (camera, global): (&Camera, &GlobalTransform),
    layer: egui::Id,
    plates: impl IntoIterator<Item = (Vec2, u8)>,
    (face, ink): PlateColours,
) {
    let painter = ctx.layer_painter(egui::LayerId::new(egui::Order::Background, layer));
    for (at, number) in plates {
        let Ok(at) = camera.world_to_viewport(global, at.extend(0.0)) else {
            continue;
        };
        let pos = egui::pos2(at.x, at.y);
        let plate = egui::Rect::from_center_size(pos, egui::vec2(16.0, 13.0));
        painter.rect_filled(plate, 2.0, face);
        painter.text(
            pos,
            egui::Align2::CENTER_CENTER,
            number.to_string(),
            egui::FontId::proportional(11.0),
            ink,
        );
    }
}
