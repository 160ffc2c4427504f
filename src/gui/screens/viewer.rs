//! Watching a game again: a bar under the board steps through the record
//! turn by turn, forward and back, or with a slider, or plays it on by
//! itself; the board, meeples, scoreboard and log follow, and the aids
//! (inspector, dead squares) work on every turn shown. It only asks: the
//! turn plugin shows the turn (`TurnRequest::ShowTurn`).

use bevy::prelude::*;
use bevy_egui::input::egui_wants_any_keyboard_input;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::gui::look::fixed_window;
use crate::gui::messages::{Requests, TurnRequest};
use crate::gui::play::session::{Session, Watching};
use crate::gui::states::AppState;
use crate::rules::catalog;
use crate::rules::record::Turn;

/// Seconds each turn stays on the board while the game plays by itself.
const STEP: f32 = 0.8;

/// The viewer plays the game on by itself (since this time).
#[derive(Resource, Default)]
struct Playing(Option<f32>);

/// What the turn shown next did: "Black placed CRFR at (2, -1)".
fn next_move(watching: &Watching) -> String {
    let Some(turn) = watching.record().turns.get(watching.at) else {
        return "the end of the record".into();
    };
    match turn {
        Turn::Place { tile, x, y, .. } => {
            let name = catalog()
                .by_id(tile)
                .map(|k| catalog().get(k).describe())
                .unwrap_or_default();
            format!("next: {tile} ({name}) to ({x}, {y})")
        }
        Turn::Discard { tile } => format!("next: {tile} fits nowhere and is discarded"),
    }
}

fn viewer_bar(
    mut contexts: EguiContexts,
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
    fixed_window(
        "Watching the game",
        egui::Align2::CENTER_BOTTOM,
        [0.0, -8.0],
    )
    .show(ctx, |ui| {
        ui.horizontal(|ui| {
            if ui.button("⏮").on_hover_text("the start (Home)").clicked() {
                to = 0;
            }
            if ui.button("◀").on_hover_text("a turn back (←)").clicked() {
                to = at.saturating_sub(1);
            }
            let label = if playing.0.is_some() { "⏸" } else { "▶▶" };
            if ui
                .button(label)
                .on_hover_text("play on by itself (Space)")
                .clicked()
            {
                playing.0 = match playing.0 {
                    Some(_) => None,
                    None => Some(time.elapsed_secs()),
                };
            }
            if ui.button("▶").on_hover_text("a turn on (→)").clicked() {
                to = (at + 1).min(last);
            }
            if ui.button("⏭").on_hover_text("the end (End)").clicked() {
                to = last;
            }
            let mut slider = at;
            ui.spacing_mut().slider_width = 280.0;
            if ui
                .add(egui::Slider::new(&mut slider, 0..=last).text(format!("of {last} turns")))
                .changed()
            {
                to = slider;
            }
            close = ui.button("Close").clicked();
        });
        let seat = session.current_seat();
        let whose = if watching.at < last {
            format!("{} to play; {}", seat.name, next_move(&watching))
        } else {
            "the game as it ended".to_string()
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
