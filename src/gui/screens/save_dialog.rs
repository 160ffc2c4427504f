//! "Save as" and "Load": games saved by name in the saves folder, and a list
//! of them with date, players and scores to continue one. Saves are game
//! records in the spec's format; a broken one is listed with its problem and
//! never touched.

use crate::gui::words;
use crate::tr;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::gui::look::{board_area, board_window};
use crate::gui::table::geometry::PanelRect;

use crate::gui::play::session::{ResumeFrom, Session};
use crate::gui::play::watching::Watching;
use crate::gui::states::AppState;
use crate::saves::{self, SaveEntry};

#[derive(Resource, Default)]
pub struct SaveDialog {
    /// The "Save as" window is open.
    pub saving: bool,
    /// The load list is open.
    pub loading: bool,
    name: String,
    entries: Vec<SaveEntry>,
    /// What happened last ("saved to …", or a problem).
    message: Option<(bool, String)>,
    /// The name's field takes the keys when the window opens: type a
    /// name, Enter saves.
    focus_name: bool,
}

impl SaveDialog {
    pub fn open_save(&mut self, session: &Session) {
        self.saving = true;
        self.focus_name = true;
        self.message = None;
        self.name = session
            .seats
            .iter()
            .map(|s| s.name.as_str())
            .collect::<Vec<_>>()
            .join(&tr!("save-name-vs"));
    }

    pub fn open_load(&mut self) {
        self.loading = true;
        self.message = None;
        self.entries = saves::saves_folder()
            .map(|d| saves::list_saves(&d))
            .unwrap_or_default();
    }
}

fn show_message(ui: &mut egui::Ui, message: &Option<(bool, String)>) {
    if let Some((ok, text)) = message {
        let colour = if *ok {
            egui::Color32::LIGHT_GREEN
        } else {
            egui::Color32::LIGHT_RED
        };
        ui.colored_label(colour, text);
    }
}

fn save_window(
    mut contexts: EguiContexts,
    panel: Res<PanelRect>,
    mut dialog: ResMut<SaveDialog>,
    session: Option<Res<Session>>,
) -> Result {
    let Some(session) = session.filter(|_| dialog.saving) else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    let dialog = &mut *dialog;
    board_window(
        "save game",
        tr!("save-title"),
        (egui::Align2::CENTER_CENTER, [0.0, 0.0]),
        board_area(ctx, panel.0),
    )
    .open(&mut open)
    .show(ctx, |ui| {
        ui.horizontal(|ui| {
            ui.label(tr!("save-name"));
            let edit = ui.add(egui::TextEdit::singleline(&mut dialog.name).desired_width(220.0));
            if std::mem::take(&mut dialog.focus_name) {
                edit.request_focus();
            }
            let enter = edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            if ui.button(tr!("save-button")).clicked() || enter {
                dialog.message = Some(
                    match saves::saves_folder()
                        .ok_or_else(|| tr!("save-no-folder"))
                        .and_then(|d| saves::save_as(&d, &dialog.name, &session.table.record_now()))
                    {
                        Ok(path) => (
                            true,
                            tr!("save-saved-to", path = path.display().to_string()),
                        ),
                        Err(e) => (false, e),
                    },
                );
            }
        });
        show_message(ui, &dialog.message);
    });
    // Escape closes it, as its cross does.
    dialog.saving = open && !ctx.input(|i| i.key_pressed(egui::Key::Escape));
    Ok(())
}

fn load_window(
    mut commands: Commands,
    mut contexts: EguiContexts,
    panel: Res<PanelRect>,
    mut dialog: ResMut<SaveDialog>,
    mut next: ResMut<NextState<AppState>>,
) -> Result {
    if !dialog.loading {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    let mut chosen = None;
    board_window(
        "load game",
        tr!("load-title"),
        (egui::Align2::CENTER_CENTER, [0.0, 0.0]),
        board_area(ctx, panel.0),
    )
    .open(&mut open)
    .show(ctx, |ui| {
        if dialog.entries.is_empty() {
            ui.label(tr!("load-none"));
        }
        egui::ScrollArea::vertical()
            .max_height(360.0)
            .show(ui, |ui| {
                egui::Grid::new("saves").striped(true).show(ui, |ui| {
                    for (i, entry) in dialog.entries.iter().enumerate() {
                        ui.label(egui::RichText::new(&entry.name).strong());
                        ui.label(&entry.date);
                        match &entry.game {
                            Ok(saved) => {
                                ui.label(words::save_summary(saved));
                                ui.horizontal(|ui| {
                                    if ui.button(tr!("load-button")).clicked() {
                                        chosen = Some((i, false));
                                    }
                                    if ui
                                        .button(tr!("load-watch"))
                                        .on_hover_text(tr!("end-watch-again-hover"))
                                        .clicked()
                                    {
                                        chosen = Some((i, true));
                                    }
                                });
                            }
                            Err(problem) => {
                                // The reason (a parser's line and column,
                                // often longer than the screen) on hover.
                                ui.colored_label(egui::Color32::LIGHT_RED, tr!("load-cannot-read"))
                                    .on_hover_text(format!(
                                        "{problem}\n{}",
                                        tr!("new-game-file-kept")
                                    ));
                                ui.label("");
                            }
                        }
                        ui.end_row();
                    }
                });
            });
        ui.label(tr!("load-seats-note"));
    });
    dialog.loading = open && !ctx.input(|i| i.key_pressed(egui::Key::Escape));
    let Some((i, watch)) = chosen else {
        return Ok(());
    };
    if let Ok(replayed) = dialog.entries[i].game.clone() {
        dialog.loading = false;
        if watch {
            commands.insert_resource(Watching::of(replayed));
            next.set(AppState::Watching);
        } else {
            commands.insert_resource(ResumeFrom(replayed));
            next.set(AppState::InGame);
        }
    }
    Ok(())
}

fn close_all(mut dialog: ResMut<SaveDialog>) {
    dialog.saving = false;
    dialog.loading = false;
}

pub fn plugin(app: &mut App) {
    app.init_resource::<SaveDialog>()
        .add_systems(OnEnter(AppState::Menu), close_all)
        .add_systems(OnEnter(AppState::InGame), close_all)
        .add_systems(
            EguiPrimaryContextPass,
            (
                save_window.run_if(not(in_state(AppState::Menu))),
                load_window.run_if(in_state(AppState::Menu)),
            ),
        );
}
