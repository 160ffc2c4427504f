//! Undo: Ctrl+Z or the panel's button asks, a dialog confirms, and the
//! turn plugin takes the turns back.

use crate::tr;
use bevy::prelude::*;
use bevy::window::RequestRedraw;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::gui::look::{board_area, board_window};
use crate::gui::messages::{Requests, TurnRequest};
use crate::gui::play::session::Session;
use crate::gui::states::{AppState, TurnStage};
use crate::gui::table::geometry::PanelRect;

/// The undo waiting for a yes: how many turns it takes back.
#[derive(Resource, Default)]
pub struct ConfirmUndo(pub Option<usize>);

/// Turns can be taken back while a person is to play (never under a
/// computer that is thinking about the position), and never in a network
/// game, where the other screens have seen them end.
pub fn undoable(session: &Session, stage: Option<&State<TurnStage>>) -> Option<usize> {
    let persons_turn = session.aids
        && !session.networked
        && !session.computer_seat()
        && stage.is_some_and(|s| matches!(s.get(), TurnStage::Place | TurnStage::Deploy));
    persons_turn.then(|| session.undo_depth()).flatten()
}

fn undo_shortcut(
    keys: Res<ButtonInput<KeyCode>>,
    session: Option<Res<Session>>,
    stage: Option<Res<State<TurnStage>>>,
    mut confirm: ResMut<ConfirmUndo>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let ctrl = keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]);
    if ctrl
        && keys.just_pressed(KeyCode::KeyZ)
        && let Some(session) = session
    {
        confirm.0 = undoable(&session, stage.as_deref());
        redraw.write(RequestRedraw);
    }
}

fn undo_dialog(
    mut contexts: EguiContexts,
    panel: Res<PanelRect>,
    mut confirm: ResMut<ConfirmUndo>,
    session: Option<Res<Session>>,
    stage: Option<Res<State<TurnStage>>>,
    mut requests: Requests,
) -> Result {
    let (Some(depth), Some(session)) = (confirm.0, session) else {
        return Ok(());
    };
    if undoable(&session, stage.as_deref()) != Some(depth) {
        confirm.0 = None;
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let question = tr!("undo-question", turns = depth);
    board_window(
        "undo",
        tr!("undo-title"),
        (egui::Align2::CENTER_CENTER, [0.0, 0.0]),
        board_area(ctx, panel.0),
    )
    .show(ctx, |ui| {
        ui.label(question);
        ui.label(tr!("undo-same-tiles"));
        let (yes, no) = ui.input(|i| {
            (
                i.key_pressed(egui::Key::Enter),
                i.key_pressed(egui::Key::Escape),
            )
        });
        ui.horizontal(|ui| {
            let r = ui.button(tr!("undo-button"));
            if r.clicked() || yes {
                requests.send(TurnRequest::Undo(depth));
                confirm.0 = None;
            }
            if ui.button(tr!("undo-cancel")).clicked() || no {
                confirm.0 = None;
            }
        });
    });
    Ok(())
}

pub fn plugin(app: &mut App) {
    app.init_resource::<ConfirmUndo>()
        .add_systems(Update, undo_shortcut)
        .add_systems(
            EguiPrimaryContextPass,
            undo_dialog.run_if(in_state(AppState::InGame)),
        );
}
