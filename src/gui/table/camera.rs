//! The board camera: pan by dragging empty board, zoom with the wheel toward
//! the cursor, F to fit the whole board.

use bevy::input::mouse::MouseWheel;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::input::egui_wants_any_pointer_input;

use crate::gui::messages::TurnEvent;
use crate::gui::options::GuiOptions;
use crate::gui::play::session::Session;
use crate::gui::play::watching::Watching;
use crate::gui::prefs::{Prefs, still};
use crate::gui::states::AppState;
use crate::gui::states::FrameSet;
use crate::gui::table::geometry::{
    BoardCamera, Buttons, PanelRect, PanelWidth, PromptRect, cursor_world, square_centre,
};
use crate::gui::table::tile_art::TILE;
use crate::rules::Happened;

/// Whether the wheel zooms (it rotates the tile while one is held).
#[derive(Resource, Default)]
pub struct WheelRotates(pub bool);

/// Where a left-drag on the board started, while panning.
#[derive(Resource, Default)]
pub struct Panning(pub Option<Vec2>);

fn spawn_camera(mut commands: Commands) {
    commands.spawn((Camera2d, BoardCamera));
}

fn scale_of(p: &Projection) -> f32 {
    match p {
        Projection::Orthographic(o) => o.scale,
        _ => 1.0,
    }
}

fn zoom(
    mut wheel: MessageReader<MouseWheel>,
    rotates: Res<WheelRotates>,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&Camera, &GlobalTransform, &mut Transform, &mut Projection), With<BoardCamera>>,
) {
    let (camera, global, mut transform, mut projection) = camera.into_inner();
    let scroll: f32 = wheel.read().map(|w| w.y.signum()).sum();
    if scroll == 0.0 || rotates.0 {
        return;
    }
    let before = cursor_world(&window, camera, global);
    if let Projection::Orthographic(o) = projection.as_mut() {
        let new = (o.scale * 0.85f32.powf(scroll)).clamp(0.2, 12.0);
        // Keep the point under the cursor where it is.
        if let Some(b) = before {
            let centre = transform.translation.truncate();
            let moved = centre + (b - centre) * (1.0 - new / o.scale);
            transform.translation = moved.extend(transform.translation.z);
        }
        o.scale = new;
    }
}

fn pan(
    buttons: Res<ButtonInput<MouseButton>>,
    mut panning: ResMut<Panning>,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&mut Transform, &Projection), With<BoardCamera>>,
) {
    let (mut transform, projection) = camera.into_inner();
    let Some(cursor) = window.cursor_position() else {
        return;
    };
    if buttons.just_pressed(MouseButton::Middle) {
        panning.0 = Some(cursor);
    }
    if !(buttons.pressed(MouseButton::Left) || buttons.pressed(MouseButton::Middle)) {
        panning.0 = None;
    }
    if let Some(last) = panning.0 {
        let delta = (cursor - last) * scale_of(projection);
        transform.translation.x -= delta.x;
        transform.translation.y += delta.y;
        panning.0 = Some(cursor);
    }
}

/// The side panel grown or shrunk (narrowed, hidden, shown again): the
/// board's part of the window keeps its middle on the same point of the
/// board, so the board takes the room the panel leaves rather than sliding
/// under it.
fn follow_panel(
    panel: Res<PanelWidth>,
    mut last: Local<Option<f32>>,
    camera: Single<(&mut Transform, &Projection), With<BoardCamera>>,
) {
    let was = last.replace(panel.0);
    let Some(was) = was.filter(|w| (w - panel.0).abs() > 0.5) else {
        return;
    };
    let (mut transform, projection) = camera.into_inner();
    transform.translation.x += (panel.0 - was) / 2.0 * scale_of(projection);
}

/// Where the view is gliding to, to bring a tile another player placed
/// into the board's part of the window (world units).
#[derive(Resource, Default)]
pub struct Glide(Option<Vec2>);

/// The next tile a person places is to be brought into view as a
/// computer's is (set by the keys, which place it where the pointer is
/// not).
#[derive(Resource, Default)]
pub struct FollowPlacement(pub bool);

/// How far from the board's part's edges (logical pixels) a tile placed by
/// a computer or another screen must lie to count as in view.
const IN_VIEW_MARGIN: f32 = 24.0;

/// A tile placed by a computer or at another screen that lands under the
/// side panel or out of the window: the view glides the least way that
/// brings it in. Not while a person pans (the view is theirs then).
fn follow_placed_tiles(
    mut news: MessageReader<TurnEvent>,
    mut by_keys: ResMut<FollowPlacement>,
    session: Option<Res<Session>>,
    panning: Res<Panning>,
    mut glide: ResMut<Glide>,
    (panel, prompt, window): (
        Res<PanelRect>,
        Res<PromptRect>,
        Single<&Window, With<PrimaryWindow>>,
    ),
    camera: Single<(&Camera, &GlobalTransform, &Transform, &Projection), With<BoardCamera>>,
) {
    let keys = by_keys.0;
    let placed = news.read().filter_map(|e| match e {
        TurnEvent::Step {
            happened: Happened::Placed(p),
            by_computer,
        } if *by_computer || keys => Some(p.pos),
        _ => None,
    });
    let Some(pos) = placed.last() else { return };
    by_keys.0 = false;
    // With nobody at the mouse the whole board is fitted turn by turn.
    if panning.0.is_some() || session.is_none_or(|s| s.all_computers()) {
        return;
    }
    let (camera, global, transform, projection) = camera.into_inner();
    let scale = scale_of(projection);
    let mut free = board_part(&window, &panel);
    // Below the guide's page, which keeps to the top of the board's part.
    if let Some(page) = prompt.0 {
        free.min.y = free.min.y.max(page.max.y);
    }
    // The tile's square on screen, with room round it.
    let half = Vec2::splat(TILE / 2.0 / scale + IN_VIEW_MARGIN);
    let Ok(at) = camera.world_to_viewport(global, square_centre(pos).extend(0.0)) else {
        return;
    };
    if let Some(shift) = shift_into_view(at, free, half) {
        let base = glide.0.unwrap_or(transform.translation.truncate());
        // Screen y runs down, the world's up.
        glide.0 = Some(base + Vec2::new(shift.x, -shift.y) * scale);
    }
}

/// The least move of the view (logical pixels, as on screen) that brings a
/// point at `at` to lie at least `half` inside `free`; none when it does
/// already, or when `free` has no such room.
pub fn shift_into_view(at: Vec2, free: Rect, half: Vec2) -> Option<Vec2> {
    let room = Rect::from_corners(free.min + half, free.max - half);
    if free.width() < 2.0 * half.x || free.height() < 2.0 * half.y || room.contains(at) {
        return None;
    }
    Some(at - at.clamp(room.min, room.max))
}

/// The board's part of the window (logical pixels): left of the side
/// panel, or all of it.
pub fn board_part(window: &Window, panel: &PanelRect) -> Rect {
    let right = panel.0.map_or(window.width(), |p| p.min.x);
    Rect::new(0.0, 0.0, right.max(1.0), window.height())
}

/// The view glides to where `Glide` says, a little each frame; a person
/// who pans or zooms takes the view back at once.
fn glide(
    mut glide: ResMut<Glide>,
    panning: Res<Panning>,
    mut wheel: MessageReader<MouseWheel>,
    time: Res<Time>,
    prefs: Option<Res<Prefs>>,
    mut camera: Single<&mut Transform, With<BoardCamera>>,
) {
    let Some(to) = glide.0 else { return };
    if panning.0.is_some() || wheel.read().count() > 0 {
        glide.0 = None;
        return;
    }
    let now = camera.translation.truncate();
    let step = match still(prefs.as_deref()) {
        true => 1.0,
        false => (time.delta_secs() * 8.0).min(1.0),
    };
    let next = now.lerp(to, step);
    let done = next.distance(to) < 0.5;
    let next = if done { to } else { next };
    camera.translation = next.extend(camera.translation.z);
    if done {
        glide.0 = None;
    }
}

/// Fits the whole board in view (F, and at the start of a game).
pub fn fit_board(
    session: Option<Res<Session>>,
    (watching, state): (Option<Res<Watching>>, Res<State<AppState>>),
    (panel, mut glide): (Res<PanelWidth>, ResMut<Glide>),
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&mut Transform, &mut Projection), With<BoardCamera>>,
) {
    let Some(session) = session else { return };
    // The whole board in view: nothing more to glide to.
    glide.0 = None;
    // A game watched again is framed whole, as it will be at its end, so
    // the view holds still while it is stepped through.
    let (lo, hi) = match watching.filter(|_| *state.get() == AppState::Watching) {
        Some(w) => w.bounds(),
        None => session.table.game().board().bounds(),
    };
    let (mut transform, mut projection) = camera.into_inner();
    let centre = (square_centre(lo) + square_centre(hi)) / 2.0;
    // The board fills the space left of the side panel, with a ring of
    // empty squares round it.
    let span = (square_centre(hi) - square_centre(lo)) + Vec2::splat(TILE * 4.0);
    let covered = panel.0 + 16.0;
    let view = Vec2::new(window.width() - covered, window.height() - 40.0).max(Vec2::splat(200.0));
    let scale = (span.x / view.x).max(span.y / view.y).max(0.8);
    // The free area's middle is half the panel's width left of the window's.
    transform.translation.x = centre.x + covered / 2.0 * scale;
    transform.translation.y = centre.y;
    if let Projection::Orthographic(o) = projection.as_mut() {
        o.scale = scale;
    }
}

/// A game started from the new-game dialog is fitted in view, and again
/// as the side panel is first drawn and measured for it (six seats and
/// both sets make it twice as wide as a first guess); with
/// nobody at the mouse the camera follows the whole board turn by turn,
/// and the finished board is fitted. A game started from the command line
/// opens at the board's own scale, centred on the start tile: the window
/// tests drive the mouse at those fixed spots.
fn fit_when_news(
    mut news: MessageReader<TurnEvent>,
    session: Option<Res<Session>>,
    options: Res<GuiOptions>,
    panel: Res<PanelWidth>,
    mut started_directly: Local<bool>,
    mut frames_for_panel: Local<u8>,
) -> bool {
    let computers = session.is_some_and(|s| s.all_computers());
    // The panel is drawn, measured and drawn again over the first frames
    // of a game, growing to its width; a width changed later is its own
    // affair, and a player's view is not moved for it.
    let panel_measured = *frames_for_panel > 0 && panel.is_changed();
    *frames_for_panel = frames_for_panel.saturating_sub(1);
    news.read().fold(panel_measured, |fit, e| {
        fit | match e {
            TurnEvent::GameStarted => {
                // Only the first game can come from the command line.
                let direct = options.starts_directly() && !*started_directly;
                *started_directly = true;
                if !direct {
                    *frames_for_panel = FRAMES_FOR_PANEL;
                }
                !direct
            }
            TurnEvent::GameOver => true,
            TurnEvent::Step {
                happened: Happened::TurnEnded { .. },
                ..
            } => computers,
            _ => false,
        }
    })
}

/// How many frames after a game's start the side panel's measures are
/// followed (with six seats and both sets it grew 268, 440, 634 pixels
/// wide over its first three).
const FRAMES_FOR_PANEL: u8 = 30;

fn fit_on_key(keys: Res<ButtonInput<KeyCode>>) -> bool {
    keys.just_pressed(KeyCode::KeyF)
}

pub fn plugin(app: &mut App) {
    app.init_resource::<WheelRotates>()
        .init_resource::<PanelWidth>()
        .init_resource::<PanelRect>()
        .init_resource::<PromptRect>()
        .init_resource::<Panning>()
        .init_resource::<Glide>()
        .init_resource::<FollowPlacement>()
        .init_resource::<Buttons>()
        .add_systems(Startup, spawn_camera)
        .add_systems(
            Update,
            (
                (zoom, pan).run_if(not(egui_wants_any_pointer_input)),
                fit_board.run_if(fit_on_key),
                follow_panel,
            )
                .in_set(FrameSet::Input),
        )
        .add_systems(
            Update,
            (follow_placed_tiles, glide, fit_board.run_if(fit_when_news))
                .chain()
                .in_set(FrameSet::View),
        );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tile_under_the_panel_or_off_the_window_brings_the_view_the_least_way() {
        // A 1024 x 600 window with the panel from x = 640.
        let free = Rect::new(0.0, 0.0, 640.0, 600.0);
        let half = Vec2::splat(74.0);
        assert_eq!(
            shift_into_view(Vec2::new(300.0, 300.0), free, half),
            None,
            "in view"
        );
        // Under the panel: the view moves right just enough, not up or down.
        let shift = shift_into_view(Vec2::new(800.0, 300.0), free, half).unwrap();
        assert_eq!(shift, Vec2::new(800.0 - (640.0 - 74.0), 0.0));
        // Above the window's top and left of it at once.
        let shift = shift_into_view(Vec2::new(-50.0, -20.0), free, half).unwrap();
        assert_eq!(shift, Vec2::new(-124.0, -94.0));
        // A board's part too small to hold the tile: the view stays.
        let tiny = Rect::new(0.0, 0.0, 100.0, 600.0);
        assert_eq!(shift_into_view(Vec2::new(800.0, 300.0), tiny, half), None);
    }
}
