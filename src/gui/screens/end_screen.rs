//! The end of the game: the winners (as the engine says), points by kind
//! for each player, and a chart of the scores over the turns.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::gui::look::{board_area, board_window, egui_colour, focus_by_keys, seat_mark, swatch};
use crate::gui::play::session::Session;
use crate::gui::play::watching::Watching;
use crate::gui::prefs::Prefs;
use crate::gui::screens::save_dialog::SaveDialog;
use crate::gui::screens::statistics::Stats;
use crate::gui::states::AppState;
use crate::gui::table::geometry::PanelRect;
use crate::gui::words;
use crate::rules::sets::categories::{self, Category};
use crate::tr;

fn end_screen(
    mut contexts: EguiContexts,
    panel: Res<PanelRect>,
    session: Option<Res<Session>>,
    mut next: ResMut<NextState<AppState>>,
    mut commands: Commands,
    mut stats: ResMut<Stats>,
    (dialog, prefs): (Res<SaveDialog>, Res<Prefs>),
) -> Result {
    let Some(session) = session else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let game = session.table.game();
    // By keys, while no window of the side panel's (saving, settings)
    // shows over it, whose keys they are: Escape folds the scores away to
    // look at the final board (and brings them back), Enter starts a new
    // game unless a button has the focus keys gave it (Tab, arrows), whose
    // own Enter presses it. A key held down since the last turn, repeating,
    // does neither.
    let ours = !dialog.saving && !dialog.loading && !prefs.open;
    let focused = focus_by_keys(ctx);
    let pressed = |key| {
        ours && ctx.input(|i| {
            (i.events.iter()).any(|e| {
                matches!(e, egui::Event::Key { key: k, pressed: true, repeat: false, .. } if *k == key)
            })
        })
    };
    let (escape, enter) = (pressed(egui::Key::Escape), pressed(egui::Key::Enter));
    // Escape has already taken egui's focus away: it always folds.
    if escape {
        // The fold of the window below (egui keeps it under its id).
        let id = egui::Id::new("final scores").with("collapsing");
        let mut fold =
            egui::collapsing_header::CollapsingState::load_with_default_open(ctx, id, true);
        fold.set_open(!fold.is_open());
        fold.store(ctx);
    }
    if enter && !focused {
        next.set(AppState::Menu);
    }
    // The first Tab goes to this screen's first button (egui's own order
    // would begin with the side panel's).
    let tab_in =
        ctx.input(|i| i.key_pressed(egui::Key::Tab)) && ctx.memory(|m| m.focused().is_none());
    // It can be folded away (its title bar) to look at the final board.
    board_window(
        "final scores",
        tr!("end-title"),
        (egui::Align2::LEFT_BOTTOM, [8.0, -8.0]),
        board_area(ctx, panel.0),
    )
    .collapsible(true)
    .show(ctx, |ui| {
        let winners: Vec<&str> = game
            .winners()
            .into_iter()
            .map(|p| session.seats[p].name.as_str())
            .collect();
        ui.heading(tr!(
            "end-winners",
            names = winners.join(" & "),
            count = winners.len()
        ));
        // Roads and cities a set marks get columns of their own
        // when the set is in play.
        let shown: Vec<Category> = Category::ALL
            .into_iter()
            .filter(|c| c.in_play(game.rules()))
            .collect();
        let points = categories::points_by_category(game);
        egui::Grid::new("final").striped(true).show(ui, |ui| {
            ui.label("");
            for c in &shown {
                ui.label(words::category(*c));
            }
            ui.label(egui::RichText::new(tr!("end-total")).strong());
            ui.end_row();
            for (p, seat) in session.seats.iter().enumerate() {
                ui.horizontal(|ui| {
                    swatch(ui, seat.colour);
                    ui.label(&seat.name);
                });
                for &c in &shown {
                    ui.label(points[p][c.index()].to_string());
                }
                ui.label(egui::RichText::new(game.score(p).to_string()).strong());
                ui.end_row();
            }
        });
        score_chart(ui, &session);
        ui.horizontal(|ui| {
            let new_game = ui.button(tr!("button-new-game"));
            if tab_in {
                new_game.request_focus();
                ui.memory_mut(|m| m.move_focus(egui::FocusDirection::None));
            }
            if new_game.clicked() {
                next.set(AppState::Menu);
            }
            if ui
                .button(tr!("end-watch-again"))
                .on_hover_text(tr!("end-watch-again-hover"))
                .clicked()
            {
                match Watching::again(session.table.record(), &session.seats, session.aids) {
                    Ok(watching) => {
                        commands.insert_resource(watching);
                        next.set(AppState::Watching);
                    }
                    Err(e) => warn!("this game cannot be shown: {e}"),
                }
            }
            if ui.button(tr!("button-statistics")).clicked() {
                stats.open = !stats.open;
            }
        });
    });
    Ok(())
}

/// Each player's score over the turns.
fn score_chart(ui: &mut egui::Ui, session: &Session) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(360.0, 140.0), egui::Sense::hover());
    let painter = ui.painter_at(rect);
    // A dark chart like the panels around it, with light rules every 25
    // points; each line has a pale rim, so Black's shows on it too.
    painter.rect_filled(rect, 4.0, egui::Color32::from_gray(32));
    let turns = session.history.len().max(2) - 1;
    let top = session
        .history
        .iter()
        .flatten()
        .copied()
        .max()
        .unwrap_or(1)
        .max(1) as f32;
    let label = |pos, align, text: String| {
        painter.text(
            pos,
            align,
            text,
            egui::FontId::proportional(11.0),
            egui::Color32::from_gray(190),
        )
    };
    for step in (25..top as u32).step_by(25) {
        let y = rect.bottom() - rect.height() * step as f32 / top;
        painter.hline(
            rect.x_range(),
            y,
            egui::Stroke::new(1.0, egui::Color32::from_gray(58)),
        );
    }
    label(
        rect.left_top() + egui::vec2(4.0, 2.0),
        egui::Align2::LEFT_TOP,
        tr!("points", points = top as u32),
    );
    label(
        rect.right_bottom() - egui::vec2(4.0, 2.0),
        egui::Align2::RIGHT_BOTTOM,
        tr!("end-chart-turns", turns = turns),
    );
    for p in 0..session.seats.len() {
        let points: Vec<egui::Pos2> = session
            .history
            .iter()
            .enumerate()
            .map(|(t, s)| {
                egui::pos2(
                    rect.left() + rect.width() * t as f32 / turns as f32,
                    rect.bottom() - rect.height() * s[p] as f32 / top,
                )
            })
            .collect();
        painter.add(egui::Shape::line(
            points.clone(),
            egui::Stroke::new(4.0, egui::Color32::from_gray(150)),
        ));
        // The seat's mark three times along its line, each seat's a little
        // further on than the one before, so that lines told apart by
        // colour alone are told apart by shape too.
        let seats = session.seats.len();
        let marks: Vec<egui::Pos2> = (0..3)
            .map(|i| (i as f32 + (p + 1) as f32 / (seats + 1) as f32) / 3.0)
            .map(|along| points[(points.len().saturating_sub(1) as f32 * along).round() as usize])
            .collect();
        painter.add(egui::Shape::line(
            points,
            egui::Stroke::new(2.0, egui_colour(session.colour(p))),
        ));
        for at in marks {
            seat_mark(&painter, at, 0.75, session.seats[p].colour);
        }
    }
}

pub fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        (end_screen.run_if(in_state(AppState::GameOver))).before(super::side_panel::PanelPass),
    );
}
