//! Help at the table: pointing at any road, city, monastery, garden or
//! field on the board lights up the tiles of the whole feature and says who
//! owns it and what it is worth now and once completed (a field: at the
//! end). The feature's entity holds what the engine answered after the
//! last turn (`feature_view::FeatureView`: `Game::feature_state`,
//! `feature_tiles`, `scoring::feature_value`, `never_completed`); the
//! picture says which segment is under the pointer (`tile_art::segment_at`).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::gui::feature_view::FeatureView;
use crate::gui::look::{board_pointer, pointer_label, swatch};
use crate::gui::play::session::Session;
use crate::gui::set_registry as sets;
use crate::gui::table::board_view::FeatureEntities;
use crate::gui::table::geometry::{square_at, square_centre};
use crate::gui::table::hand::FreePointer;
use crate::gui::table::tile_art::{TILE, segment_at};
use crate::rules::tileset::SegmentKind;
use crate::tr;

/// What the label says about a feature: its kind, owners and worth.
pub fn describe_feature(session: &Session, feature: &FeatureView) -> String {
    let (state, value) = (&feature.state, &feature.value);
    let kind = match state.kind {
        SegmentKind::Road if state.inn_or_cathedral() => tr!("inspect-road-inn"),
        SegmentKind::City if state.inn_or_cathedral() => tr!("inspect-city-cathedral"),
        SegmentKind::Road => tr!("inspect-road"),
        SegmentKind::City => tr!("inspect-city"),
        SegmentKind::Monastery => tr!("inspect-monastery"),
        SegmentKind::Garden => tr!("inspect-garden"),
        SegmentKind::Field => tr!("inspect-field"),
    };
    // What each seat counts for in the majority (a set's figure its own way).
    let meeples: Vec<String> = (0..session.seats.len())
        .filter(|&p| state.meeples[p] > 0)
        .map(|p| format!("{} {}", session.seats[p].name, state.strength[p]))
        .collect();
    let who = if meeples.is_empty() {
        tr!("inspect-nobodys")
    } else {
        let owners: Vec<&str> = state
            .owner_seats()
            .map(|p| session.seats[p].name.as_str())
            .collect();
        // Figures that count for nothing in the majority own
        // nothing.
        let owners = match owners.is_empty() {
            true => tr!("inspect-nobody"),
            false => owners.join(&tr!("inspect-and")),
        };
        let meeples = meeples.join(", ");
        // A set whose figure stands there may word it its own way (a large
        // meeple counts two, a figure the pennants, which would read oddly).
        // Figures of two sets there (a large meeple and another set's): the
        // plain word for what they count for.
        let keys: Vec<&str> = sets::in_play(session.table.game().rules())
            .filter(|s| s.figures.iter().any(|f| state.seats_with(f.figure) != 0))
            .filter_map(|s| s.inspect_meeples)
            .collect();
        let key = match keys.as_slice() {
            [] => "inspect-meeples",
            [key] => key,
            _ => "inspect-strength",
        };
        tr!(key, meeples = meeples.as_str(), owners = owners.as_str())
    };
    let now = value.now;
    let worth = match (state.kind, state.complete, value.complete) {
        (SegmentKind::Field, ..) => tr!("inspect-field-worth", points = now),
        (_, true, _) => tr!("inspect-complete", points = now),
        (_, false, _) if feature.never_completed => tr!("inspect-never", points = now),
        (_, false, Some(done)) => tr!("inspect-now-if-completed", points = now, done = done),
        (_, false, None) => tr!("inspect-now", points = now),
    };
    // Each set's part (the tokens a city holds, a neutral figure beside a
    // follower, a set's piece in a field), in the sets' order.
    let sets: String = sets::in_play(session.table.game().rules())
        .filter_map(|s| s.inspect)
        .map(|part| part(session, feature))
        .collect();
    format!("{kind} · {who} · {worth}{sets}")
}

/// Pointing at a placed tile (with no tile carried, aids on): the feature
/// under the pointer, outlined tile by tile, and its label.
fn inspect(
    mut contexts: EguiContexts,
    session: Option<Res<Session>>,
    board: FreePointer,
    (entities, features): (Res<FeatureEntities>, Query<&FeatureView>),
) -> Result {
    let (Some(session), Some(world)) = (session.filter(|s| s.aids), board.world()) else {
        return Ok(());
    };
    let game = session.table.before_placing();
    let square = square_at(world);
    let Some(index) = game.board().index_at(square) else {
        return Ok(());
    };
    let placed = game.board().tiles()[index];
    let local = (world - square_centre(square)) / TILE;
    let Some(segment) = segment_at(placed.kind, placed.rot, local) else {
        return Ok(());
    };
    let root = game.features().root(game.segment_id(index, segment));
    let Some(feature) = entities.0.get(&root).and_then(|&e| features.get(e).ok()) else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let Some(pointer) = board_pointer(ctx) else {
        return Ok(());
    };
    // The feature's tiles, outlined on screen.
    let painter = ctx.layer_painter(egui::LayerId::new(
        egui::Order::Background,
        egui::Id::new("inspected feature"),
    ));
    // A feature that can never be completed is outlined in red.
    let outline = if feature.never_completed {
        egui::Stroke::new(2.5, egui::Color32::from_rgb(240, 90, 80))
    } else {
        egui::Stroke::new(2.5, egui::Color32::from_rgb(255, 230, 120))
    };
    let wash = egui::Color32::from_rgba_unmultiplied(255, 240, 160, 40);
    for &tile in &feature.tiles {
        let centre = square_centre(game.board().tiles()[tile].pos);
        let corners = [Vec2::new(-0.5, 0.5), Vec2::new(0.5, -0.5)].map(|c| {
            board
                .screen(centre + c * TILE)
                .map(|p| egui::pos2(p.x, p.y))
        });
        if let [Some(a), Some(b)] = corners {
            let rect = egui::Rect::from_two_pos(a, b).shrink(2.0);
            painter.rect(rect, 3.0, wash, outline, egui::StrokeKind::Inside);
        }
    }
    let text = describe_feature(&session, feature);
    // Each owner's colour with its mark, as on their meeples.
    let owners: Vec<usize> = (feature.state.owner_seats())
        .map(|p| session.seats[p].colour)
        .collect();
    pointer_label(ctx, "feature label", pointer, |ui| {
        ui.horizontal_wrapped(|ui| {
            for &colour in &owners {
                swatch(ui, colour);
            }
            ui.label(text);
        });
    });
    Ok(())
}

pub fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, inspect);
}
