//! The farm view: a switch (V, or the side panel's button) that tints
//! every field with the colour of whoever owns it (stripes when farmers
//! tie) and, for each owned field, shows what it would score at the end
//! and draws a line to every completed city it borders, where it touches
//! it. The engine says which fields, owners and cities (`scoring::farms`,
//! kept on each field's feature entity, `board_view::FeatureView`); the
//! tile's picture says which pixels are which field (`segment_map`).

use bevy::prelude::*;
use bevy_egui::input::egui_wants_any_keyboard_input;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::art::canvas::Canvas;
use crate::gui::feature_view::FeatureView;
use crate::gui::look::{egui_colour, seat_mark};
use crate::gui::messages::TurnEvent;
use crate::gui::play::session::Session;
use crate::gui::states::{FrameSet, OfGame};
use crate::gui::table::board_view::BoardFollowed;
use crate::gui::table::geometry::square_centre;
use crate::gui::table::hand::FreePointer;
use crate::gui::table::tile_art::{
    Artist, SEGMENT_MAP, TILE, meeple_spot, overlay_picture, segment_map,
};
use crate::rules::features::SegmentId;
use crate::rules::scoring::Farm;
use crate::tr;

/// Whether the farm view is on.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct FarmView(pub bool);

impl FarmView {
    /// It shows only with the aids on and in a game with farmers.
    pub fn offered(session: &Session) -> bool {
        session.aids && session.table.game().rules().farmers
    }
}

/// A field tint laid over one placed tile.
#[derive(Component)]
#[require(OfGame)]
pub struct FarmTint {
    pub tile: usize,
}

/// How strongly the owned fields are tinted. The tint's picture is opaque
/// where a field is owned and clear elsewhere, and the see-through comes
/// from the material: graded alpha in a picture comes out far fainter on
/// some drivers (seen on lavapipe), a material's alpha does not.
pub const TINT: f32 = 0.5;
/// Width of the stripes of a field two or more players share, in pixels.
const STRIPE: usize = 6;

fn toggle_key(keys: Res<ButtonInput<KeyCode>>, mut view: ResMut<FarmView>) {
    if keys.just_pressed(KeyCode::KeyV) {
        view.0 = !view.0;
    }
}

/// The tint of one placed tile: its owned fields in their owners' colours,
/// the rest clear; `None` for a tile with no owned field.
fn tint(session: &Session, tile: usize, all: &[Farm]) -> Option<Canvas> {
    let game = session.table.before_placing();
    let placed = game.board().tiles()[tile];
    let owners_of = |segment: u8| -> u8 {
        let root = game.features().root(game.segment_id(tile, segment));
        all.binary_search_by_key(&root, |f| f.field)
            .map_or(0, |i| holders(&all[i]))
    };
    let map = segment_map(placed.kind);
    let segments = crate::rules::catalog().get(placed.kind).segments.len();
    let owners: Vec<u8> = (0..segments as u8).map(owners_of).collect();
    if owners.iter().all(|&o| o == 0) {
        return None;
    }
    let colours: Vec<[f32; 4]> = (0..session.seats.len())
        .map(|p| session.colour(p).to_srgba().to_f32_array())
        .collect();
    let mut canvas = Canvas::new(SEGMENT_MAP);
    for (i, pixel) in canvas.pixels.iter_mut().enumerate() {
        let Some(segment) = map[i] else {
            continue;
        };
        let mask = owners[segment as usize];
        if mask == 0 {
            continue;
        }
        // Diagonal stripes through the owners' colours, in seat order.
        let seats: Vec<usize> = (0..colours.len())
            .filter(|p| mask & (1 << p) != 0)
            .collect();
        let (x, y) = (i % SEGMENT_MAP, i / SEGMENT_MAP);
        let seat = seats[((x + y) / STRIPE) % seats.len()];
        let [r, g, b, _] = colours[seat];
        *pixel = [r, g, b, 1.0];
    }
    Some(canvas)
}

/// Who scores a field at the end: its farmers' majority, and the owners
/// of a set's piece in it.
fn holders(farm: &Farm) -> u8 {
    farm.owners | farm.held.map_or(0, |(seats, _)| seats)
}

/// The farms of the fields someone owns, from the board's feature
/// entities (worked out once a turn), in the order of their fields.
fn owned_farms(features: &Query<&FeatureView>) -> Vec<Farm> {
    let mut all: Vec<Farm> = features
        .iter()
        .filter_map(|f| f.farm.clone())
        .filter(|f| holders(f) != 0)
        .collect();
    all.sort_by_key(|f| f.field);
    all
}

/// Lays the tints anew when the view is switched or the board changes
/// (after the board's feature entities have followed it).
fn show_tints(
    mut commands: Commands,
    view: Res<FarmView>,
    mut news: MessageReader<TurnEvent>,
    session: Option<Res<Session>>,
    old: Query<Entity, With<FarmTint>>,
    features: Query<&FeatureView>,
    mut artist: Artist,
) {
    let board_changed = news.read().any(TurnEvent::confirms_board);
    if !(view.is_changed() || board_changed) {
        return;
    }
    for e in &old {
        commands.entity(e).despawn();
    }
    let Some(session) = session.filter(|s| view.0 && FarmView::offered(s)) else {
        return;
    };
    let game = session.table.before_placing();
    let all = owned_farms(&features);
    for (index, placed) in game.board().tiles().iter().enumerate() {
        let Some(canvas) = tint(&session, index, &all) else {
            continue;
        };
        commands.spawn((
            FarmTint { tile: index },
            artist.overlay(placed.rot, overlay_picture(&canvas), TINT),
            Transform::from_translation(square_centre(placed.pos).extend(1.0)),
        ));
    }
}

/// Where on the board a field's label goes: where one of its farmers
/// stands, else on its first tile.
fn field_spot(session: &Session, farm: &Farm) -> Vec2 {
    let game = session.table.before_placing();
    let on_field = |tile: usize, segment: u8| {
        game.features().root(game.segment_id(tile, segment)) == farm.field
    };
    let (tile, segment) = game
        .meeples()
        .iter()
        .map(|m| (m.tile as usize, m.segment))
        .find(|&(t, s)| on_field(t, s))
        .or_else(|| farm.borders.first().map(|&(t, f, _)| (t, f)))
        .unwrap_or((
            game.tile_of_segment(farm.field),
            segment_of(game, farm.field),
        ));
    let placed = game.board().tiles()[tile];
    square_centre(placed.pos) + meeple_spot(placed.kind, segment, placed.rot) * TILE
}

/// A segment's number on its own tile.
fn segment_of(game: &crate::rules::Game, segment: SegmentId) -> u8 {
    let tile = game.tile_of_segment(segment);
    (segment - game.board().tiles()[tile].first_segment) as u8
}

/// Each owned field's points at a farmer, and a line from each place it
/// touches a completed city into that city.
fn farm_labels(
    mut contexts: EguiContexts,
    view: Res<FarmView>,
    session: Option<Res<Session>>,
    board: FreePointer,
    features: Query<&FeatureView>,
) -> Result {
    let Some(session) = session.filter(|s| view.0 && FarmView::offered(s)) else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let painter = ctx.layer_painter(egui::LayerId::new(
        egui::Order::Background,
        egui::Id::new("farm view"),
    ));
    let game = session.table.before_placing();
    let on_screen = |p: Vec2| board.screen(p).map(|s| egui::pos2(s.x, s.y));
    for farm in &owned_farms(&features) {
        let owner = (0..session.seats.len())
            .find(|p| holders(farm) & (1 << p) != 0)
            .map_or(egui::Color32::WHITE, |p| egui_colour(session.colour(p)));
        for &(tile, field, city) in &farm.borders {
            let placed = game.board().tiles()[tile];
            let at = |s| square_centre(placed.pos) + meeple_spot(placed.kind, s, placed.rot) * TILE;
            if let (Some(a), Some(b)) = (on_screen(at(field)), on_screen(at(city))) {
                painter.line_segment(
                    [a, b],
                    egui::Stroke::new(4.0, egui::Color32::from_black_alpha(160)),
                );
                painter.line_segment([a, b], egui::Stroke::new(2.0, owner));
                painter.circle(b, 5.0, owner, egui::Stroke::new(1.5, egui::Color32::WHITE));
            }
        }
        let Some(at) = on_screen(field_spot(&session, farm)) else {
            continue;
        };
        let cities = farm.cities.len();
        let text = match farm.pig_points {
            Some(pig) => tr!(
                "farm-label-pig",
                points = farm.points,
                cities = cities,
                pig = pig
            ),
            None if farm.owners == 0 => String::new(),
            None => tr!("farm-label", points = farm.points, cities = cities),
        };
        // The points of a set's piece, beside (or instead of) the farmers'.
        let text = match farm.held {
            Some((_, held)) if text.is_empty() => tr!("farm-label-barn", points = held),
            Some((_, held)) => format!("{text} · {}", tr!("farm-label-barn", points = held)),
            None => text,
        };
        let galley =
            painter.layout_no_wrap(text, egui::FontId::proportional(13.0), egui::Color32::WHITE);
        let rect = egui::Rect::from_center_size(
            at + egui::vec2(0.0, -18.0),
            galley.size() + egui::vec2(10.0, 4.0),
        );
        painter.rect(
            rect,
            4.0,
            egui::Color32::from_black_alpha(200),
            egui::Stroke::new(1.5, owner),
            egui::StrokeKind::Outside,
        );
        painter.galley(
            rect.min + egui::vec2(5.0, 2.0),
            galley,
            egui::Color32::WHITE,
        );
        // Whose field it is, by the seats' marks as well as the tint.
        let owners = (0..session.seats.len()).filter(|p| holders(farm) & (1 << p) != 0);
        for (i, p) in owners.enumerate() {
            let at = egui::pos2(rect.left() - 10.0 - 17.0 * i as f32, rect.center().y);
            seat_mark(&painter, at, 1.0, session.seats[p].colour);
        }
    }
    Ok(())
}

pub fn plugin(app: &mut App) {
    app.init_resource::<FarmView>()
        .add_systems(
            Update,
            toggle_key
                .run_if(not(egui_wants_any_keyboard_input))
                .in_set(FrameSet::Input),
        )
        .add_systems(
            Update,
            show_tints.in_set(FrameSet::View).after(BoardFollowed),
        )
        .add_systems(EguiPrimaryContextPass, farm_labels);
}
