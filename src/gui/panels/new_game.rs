//! The new-game dialog: continue the last game or load a saved one; seats
//! (names, colours, person or computer level) and the rules.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::super::AppState;
use super::super::look::{fixed_window, swatch};
use super::super::prefs::Prefs;
use super::super::save_dialog::SaveDialog;
use super::super::session::{NewGame, ResumeFrom, SavedGame, Seat};
use super::super::statistics::Stats;
use crate::ai::AiKind;
use crate::rules::record::COLOUR_NAMES;

fn new_game_dialog(
    mut commands: Commands,
    mut contexts: EguiContexts,
    mut setup: ResMut<NewGame>,
    saved: Res<SavedGame>,
    mut next: ResMut<NextState<AppState>>,
    (mut prefs, mut dialog, mut stats): (ResMut<Prefs>, ResMut<SaveDialog>, ResMut<Stats>),
) -> Result {
    let ctx = contexts.ctx_mut()?;
    fixed_window("New game", egui::Align2::CENTER_CENTER, [0.0, 0.0]).show(ctx, |ui| {
        if let Some(record) = &saved.record {
            let label = format!(
                "Continue the last game ({}; {} moves played)",
                record.players.join(", "),
                record.turns.len()
            );
            if ui.button(label).clicked() {
                commands.insert_resource(ResumeFrom(record.clone()));
                next.set(AppState::InGame);
            }
            ui.separator();
        }
        if ui.button("Load a saved game…").clicked() {
            dialog.open_load();
        }
        ui.separator();
        if let Some(problem) = &saved.problem {
            ui.colored_label(egui::Color32::LIGHT_RED, problem)
                .on_hover_text("the file was left as it is");
            ui.separator();
        }
        let mut players = setup.seats.len();
        ui.horizontal(|ui| {
            ui.label("Players");
            for n in 2..=5 {
                ui.selectable_value(&mut players, n, n.to_string());
            }
        });
        while setup.seats.len() < players {
            let i = setup.seats.len();
            let colour = (0..5)
                .find(|c| setup.seats.iter().all(|s| s.colour != *c))
                .unwrap_or(0);
            setup.seats.push(Seat {
                name: COLOUR_NAMES[colour].into(),
                colour,
                computer: (i > 0).then_some(AiKind::Greedy),
                remote: false,
            });
        }
        setup.seats.truncate(players);
        ui.separator();
        egui::Grid::new("seats").striped(true).show(ui, |ui| {
            for (i, seat) in setup.seats.iter_mut().enumerate() {
                swatch(ui, seat.colour);
                // Sized, not just a desired width: in the grid the box
                // shrank to its text and cut longer names short.
                ui.add_sized(
                    [120.0, 20.0],
                    egui::TextEdit::singleline(&mut seat.name).char_limit(24),
                );
                egui::ComboBox::from_id_salt(("colour", i))
                    .selected_text(COLOUR_NAMES[seat.colour])
                    .show_ui(ui, |ui| {
                        for (c, name) in COLOUR_NAMES.iter().enumerate() {
                            ui.selectable_value(&mut seat.colour, c, *name);
                        }
                    });
                ui.selectable_value(&mut seat.computer, None, "Human");
                for level in AiKind::LEVELS {
                    ui.selectable_value(
                        &mut seat.computer,
                        Some(level),
                        format!("AI {}", level.level()),
                    );
                }
                ui.end_row();
            }
        });
        ui.separator();
        ui.checkbox(
            &mut setup.rules.farmers,
            "Farmers (fields scored at the end)",
        );
        ui.checkbox(&mut setup.rules.river, "The River");
        ui.checkbox(&mut setup.rules.abbot, "The Abbot (gardens and abbots)");
        ui.add_enabled(
            false,
            egui::Checkbox::new(&mut false, "20th anniversary mini-expansion (coming later)"),
        );
        ui.separator();
        let colours_clash = (0..setup.seats.len()).any(|i| {
            setup.seats[..i]
                .iter()
                .any(|s| s.colour == setup.seats[i].colour)
        });
        if colours_clash {
            ui.colored_label(
                egui::Color32::LIGHT_RED,
                "Two players have the same colour.",
            );
        }
        ui.horizontal(|ui| {
            if ui
                .add_enabled(!colours_clash, egui::Button::new("Start game"))
                .clicked()
            {
                next.set(AppState::InGame);
            }
            if ui.button("Settings…").clicked() {
                prefs.open = !prefs.open;
            }
            if ui.button("Statistics…").clicked() {
                stats.open = !stats.open;
            }
            // On the buttons' row: the dialog keeps its height (and its
            // Continue button its place).
            let mut no_aids = !setup.aids;
            ui.checkbox(&mut no_aids, "No aids")
                .on_hover_text("no hint, no undo, no dead squares, no odds: the table's rules");
            if setup.aids == no_aids {
                setup.aids = !no_aids;
            }
        });
    });
    Ok(())
}

pub fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        new_game_dialog.run_if(in_state(AppState::Menu)),
    );
}
