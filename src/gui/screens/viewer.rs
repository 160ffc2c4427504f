//! Watching a game again: a bar under the board steps through the record
//! turn by turn, forward and back, or with a slider, or plays it on by
//! itself; the board, meeples, scoreboard and log follow, and the aids
//! (inspector, dead squares) work on every turn shown. It only asks: the
//! turn plugin shows the turn (`TurnRequest::ShowTurn`).

use bevy::prelude::*;
use bevy_egui::input::egui_wants_any_keyboard_input;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::gui::look::{board_area, board_window};
use crate::gui::messages::{Requests, TurnRequest};
use crate::gui::play::session::Session;
use crate::gui::play::watching::Watching;
use crate::gui::states::AppState;
use crate::gui::table::geometry::PanelRect;
use crate::gui::words;
use crate::rules::catalog;
use crate::rules::record::Turn;
use crate::tr;

/// Seconds each turn stays on the board while the game plays by itself.
const STEP: f32 = 0.8;

/// The viewer plays the game on by itself (since this time).
#[derive(Resource, Default)]
struct Playing(Option<f32>);

/// What the turn shown next did: "Black placed CRFR at (2, -1)".
fn next_move(watching: &Watching) -> String {
    let Some(turn) = watching.record().turns.get(watching.at) else {
        return tr!("viewer-end-of-record");
    };
    match turn {
        Turn::Place { tile, x, y, .. } => {
            let name = catalog()
                .by_id(tile)
                .map(|k| words::tile_in_sentence(catalog().get(k)))
                .unwrap_or_default();
            tr!(
                "viewer-next-place",
                tile = tile.as_str(),
                name = name,
                x = *x,
                y = *y
            )
        }
        Turn::Discard { tile, .. } => tr!("viewer-next-discard", tile = tile.as_str()),
    }
}

fn viewer_bar(
    (mut contexts, panel): (EguiContexts, Res<PanelRect>),
    watching: Option<Res<Watching>>,
    session: Option<Res<Session>>,
    mut playing: ResMut<Playing>,
    mut requests: Requests,
    mut next: ResMut<NextState<AppState>>,
    time: Res<Time>,
) -> Result {
    let (Some(watching), Some(session)) = (watching, session) else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let (at, last) = (watching.at, watching.turns());
    let mut to = at;
    let mut close = false;
    board_window(
        "viewer",
        tr!("viewer-title"),
        (egui::Align2::CENTER_BOTTOM, [0.0, -8.0]),
        board_area(ctx, panel.0),
    )
    .show(ctx, |ui| {
        ui.horizontal(|ui| {
            if ui.button("⏮").on_hover_text(tr!("viewer-start")).clicked() {
                to = 0;
            }
            if ui.button("◀").on_hover_text(tr!("viewer-back")).clicked() {
                to = at.saturating_sub(1);
            }
            let label = if playing.0.is_some() { "⏸" } else { "▶▶" };
            if ui.button(label).on_hover_text(tr!("viewer-play")).clicked() {
                playing.0 = match playing.0 {
                    Some(_) => None,
                    None => Some(time.elapsed_secs()),
                };
            }
            if ui.button("▶").on_hover_text(tr!("viewer-on")).clicked() {
                to = (at + 1).min(last);
            }
            if ui.button("⏭").on_hover_text(tr!("viewer-end")).clicked() {
                to = last;
            }
            let mut slider = at;
            ui.spacing_mut().slider_width = 280.0;
            if ui
                .add(
                    egui::Slider::new(&mut slider, 0..=last)
                        .text(tr!("viewer-of-turns", turns = last)),
                )
                .changed()
            {
                to = slider;
            }
            close = ui.button(tr!("viewer-close")).clicked();
        });
        let seat = session.current_seat();
        let whose = if watching.at < last {
            tr!(
                "viewer-to-play",
                name = seat.name.as_str(),
                next = next_move(&watching)
            )
        } else {
            tr!("viewer-as-it-ended")
        };
        ui.label(whose);
    });
    // Playing on: a turn every STEP seconds, stopping at the end.
    if let Some(since) = playing.0 {
        if at >= last {
            playing.0 = None;
        } else if time.elapsed_secs() - since >= STEP {
            to = at + 1;
            playing.0 = Some(time.elapsed_secs());
        }
        requests.redraw().write(bevy::window::RequestRedraw);
    }
    if to != at {
        requests.send(TurnRequest::ShowTurn(to));
    }
    if close {
        playing.0 = None;
        next.set(watching.back_to);
    }
    Ok(())
}

/// ← and → step a turn, Home and End jump, Space plays on or stops.
fn viewer_keys(
    keys: Res<ButtonInput<KeyCode>>,
    watching: Res<Watching>,
    mut playing: ResMut<Playing>,
    mut requests: Requests,
    time: Res<Time>,
) {
    let at = watching.at;
    let to = if keys.just_pressed(KeyCode::ArrowLeft) {
        at.saturating_sub(1)
    } else if keys.just_pressed(KeyCode::ArrowRight) {
        at + 1
    } else if keys.just_pressed(KeyCode::Home) {
        0
    } else if keys.just_pressed(KeyCode::End) {
        watching.turns()
    } else {
        at
    };
    if to != at {
        requests.send(TurnRequest::ShowTurn(to.min(watching.turns())));
    }
    if keys.just_pressed(KeyCode::Space) {
        playing.0 = match playing.0 {
            Some(_) => None,
            None => Some(time.elapsed_secs()),
        };
        requests.redraw().write(bevy::window::RequestRedraw);
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Playing>()
        .add_systems(
            EguiPrimaryContextPass,
            viewer_bar.run_if(in_state(AppState::Watching)),
        )
        .add_systems(
            Update,
            viewer_keys
                .run_if(in_state(AppState::Watching).and_then(not(egui_wants_any_keyboard_input)))
                .in_set(crate::gui::states::FrameSet::Input),
        );
}
