//! The scoreboard at the top of the side panel: a row a seat, in cells of
//! fixed widths so the rows line up and a row is as wide with six seats and
//! every set as the base game's plus the sets' pictures. A long name is
//! cut short (all of it on hover); a computer seat shows a small screen
//! rather than its level in words (the level on hover).

use bevy::prelude::*;
use bevy_egui::egui;

use crate::gui::look::swatch;
use crate::gui::play::session::Session;
use crate::gui::set_registry as sets;
use crate::gui::set_window::FigureIcons;
use crate::gui::words;
use crate::rules::Figure;
use crate::tr;

/// The scores as the scoreboard shows them while they count up.
#[derive(Resource, Default)]
pub struct ShownScores(pub Vec<f32>);

pub fn reset_shown_scores(mut shown: ResMut<ShownScores>) {
    shown.0.clear();
}

/// How much of a seat's row the scoreboard shows: the whole panel's has
/// each set's cells; the narrow panel's only the seat, its score and its
/// followers.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Rows {
    Whole,
    Narrow,
}

impl Rows {
    /// The widest a name is drawn (egui points); longer ones end in "…".
    fn widest_name(self) -> f32 {
        match self {
            Rows::Whole => 112.0,
            Rows::Narrow => 84.0,
        }
    }
}

/// A row's height.
const ROW: f32 = 22.0;
/// The score's cell: three digits at the score's size.
const SCORE_WIDTH: f32 = 34.0;

/// A cell of a fixed width in a seat's row, its contents laid out left to
/// right (or right to left, for numbers) and centred in height.
fn cell<R>(
    ui: &mut egui::Ui,
    width: f32,
    right: bool,
    add: impl FnOnce(&mut egui::Ui) -> R,
) -> egui::InnerResponse<R> {
    let layout = match right {
        true => egui::Layout::right_to_left(egui::Align::Center),
        false => egui::Layout::left_to_right(egui::Align::Center),
    };
    let size = egui::vec2(width, ROW);
    ui.allocate_ui_with_layout(size, layout, |ui| {
        // As wide as asked whatever it holds, so the rows line up.
        ui.set_min_size(size);
        add(ui)
    })
}

/// A computer's seat: a small screen drawn before its name.
fn computer_mark(ui: &mut egui::Ui) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(13.0, 12.0), egui::Sense::hover());
    let ink = ui.visuals().weak_text_color();
    let painter = ui.painter();
    let screen = egui::Rect::from_min_size(rect.min + egui::vec2(0.5, 1.0), egui::vec2(12.0, 8.0));
    painter.rect_stroke(
        screen,
        1.5,
        egui::Stroke::new(1.2, ink),
        egui::StrokeKind::Inside,
    );
    let foot = egui::pos2(screen.center().x, rect.max.y - 0.5);
    painter.line_segment(
        [foot - egui::vec2(3.0, 0.0), foot + egui::vec2(3.0, 0.0)],
        egui::Stroke::new(1.2, ink),
    );
}

/// The seat's name as the scoreboard says it in full: with the
/// computer's level, or, in a network game, that it plays at this screen.
fn full_name(session: &Session, seat: usize) -> String {
    let seat = &session.seats[seat];
    match seat.computer {
        Some(level) => tr!(
            "seat-computer",
            name = seat.name.as_str(),
            level = words::level(level)
        ),
        None if session.networked && !seat.remote => {
            tr!("seat-here", name = seat.name.as_str())
        }
        None => seat.name.clone(),
    }
}

/// A seat's row in one sentence, for a screen reader: its full name,
/// whether it plays now, its score and the followers in its supply.
fn seat_said(session: &Session, seat: usize, turn: bool) -> String {
    let game = session.table.before_placing();
    let (name, points) = (
        full_name(session, seat),
        tr!("points", points = game.score(seat)),
    );
    let followers = game.supply(seat);
    let key = if turn { "seat-said-turn" } else { "seat-said" };
    tr!(key, name = name, points = points, followers = followers)
}

/// One row a seat: whose turn, colour, name, score (counting up), the
/// followers in supply and, in the whole panel, each set's cells. Returns
/// the rows' width, which the panel is made as wide as.
pub fn scoreboard(
    ui: &mut egui::Ui,
    session: &Session,
    shown: &mut ShownScores,
    rows: &mut crate::gui::table::geometry::ScoreboardRows,
    dt: f32,
    (icons, shape): (&FigureIcons, Rows),
) -> f32 {
    let game = session.table.before_placing();
    if shown.0.len() != game.players() {
        shown.0 = game.scores().iter().map(|&s| s as f32).collect();
    }
    rows.0.resize(game.players(), Vec2::ZERO);
    let zoom = ui.ctx().zoom_factor();
    // The names' cell: as wide as the longest name (with a computer's
    // mark), up to the most a name may take.
    let font = egui::TextStyle::Body.resolve(ui.style());
    let name_width = (session.seats.iter())
        .map(|seat| {
            let text =
                ui.painter()
                    .layout_no_wrap(seat.name.clone(), font.clone(), egui::Color32::WHITE);
            text.size().x + if seat.computer.is_some() { 16.0 } else { 0.0 } + 2.0
        })
        .fold(0.0, f32::max)
        .min(shape.widest_name());
    let mut widest: f32 = 0.0;
    for (i, seat) in session.seats.iter().enumerate() {
        let row = ui.horizontal(|ui| {
            let left = ui.cursor().min.x;
            ui.spacing_mut().item_spacing.x = 4.0;
            let turn = i == game.current_player() && !game.is_over();
            cell(ui, 10.0, false, |ui| {
                ui.label(egui::RichText::new(if turn { ">" } else { " " }).strong());
            });
            swatch(ui, seat.colour);
            cell(ui, name_width, false, |ui| {
                ui.spacing_mut().item_spacing.x = 3.0;
                if seat.computer.is_some() {
                    computer_mark(ui);
                }
                let name = egui::Label::new(egui::RichText::new(&seat.name).strong())
                    .truncate()
                    .selectable(false);
                let name = ui.add(name);
                // A screen reader hears the whole row at the name.
                // Worded only when asked (a screen reader listening).
                name.widget_info(|| {
                    let said = seat_said(session, i, turn);
                    egui::WidgetInfo::labeled(egui::WidgetType::Label, true, said)
                });
                name.on_hover_text(full_name(session, i));
            });
            // The number counts up to the new score rather than jumping.
            let actual = game.score(i) as f32;
            let shown = &mut shown.0[i];
            if *shown < actual {
                *shown = (*shown + (actual - *shown).max(4.0) * dt * 3.0).min(actual);
                ui.ctx().request_repaint();
            } else {
                *shown = actual;
            }
            let counting = *shown < actual;
            let score = cell(ui, SCORE_WIDTH, true, |ui| {
                let text = egui::RichText::new((*shown as u32).to_string())
                    .size(18.0)
                    .strong();
                ui.label(match counting {
                    true => text.color(egui::Color32::from_rgb(255, 220, 90)),
                    false => text,
                })
            });
            let centre = score.inner.rect.center();
            // Meeples fly home to the score, in the window's pixels.
            rows.0[i] = Vec2::new(centre.x, centre.y) * zoom;
            followers(ui, game, i, icons);
            if shape == Rows::Whole {
                for cells in sets::in_play(game.rules()).filter_map(|s| s.seat_cells) {
                    cells(ui, game, i, icons);
                }
            }
            // How far its cells reach (the row itself takes all the width).
            ui.cursor().min.x - left
        });
        widest = widest.max(row.inner);
    }
    if shape == Rows::Whole {
        for line in sets::in_play(game.rules()).filter_map(|s| s.under_scoreboard) {
            line(ui, game);
        }
    }
    widest
}

/// The followers in supply: a follower's picture and how many.
fn followers(ui: &mut egui::Ui, game: &crate::rules::Game, seat: usize, icons: &FigureIcons) {
    ui.spacing_mut().item_spacing.x = 2.0;
    let supply = game.supply(seat);
    let said = format!(
        "{} ({})",
        tr!("panel-meeples-hover"),
        tr!(
            "panel-meeples",
            supply = supply,
            all = Figure::Follower.spec().per_player
        )
    );
    icons.figure(ui, seat, Figure::Follower, supply > 0, 1.0, said.clone());
    cell(ui, 14.0, false, |ui| {
        ui.label(supply.to_string()).on_hover_text(said);
    });
    ui.spacing_mut().item_spacing.x = 4.0;
}
