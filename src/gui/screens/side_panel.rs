//! The panel beside the board, made of small widgets: the scoreboard (the
//! scores count up), whose turn it is and what to do, the hint, the end of
//! turn and the abbot, the tiles left, the scoring log, and the buttons.

use bevy::prelude::*;
use std::collections::HashMap;

use bevy_egui::{EguiContexts, EguiPrimaryContextPass, EguiTextureHandle, egui};

use crate::gui::look::{bevy_rect, fixed_window, swatch};
use crate::gui::messages::{Requests, TurnRequest};
use crate::gui::play::computer::Thinking;
use crate::gui::play::session::Session;
use crate::gui::prefs::Prefs;
use crate::gui::screens::save_dialog::SaveDialog;
use crate::gui::screens::undo_dialog::{ConfirmUndo, undoable};
use crate::gui::sets::{self, FigureIcons};
use crate::gui::states::{AppState, TurnStage};
use crate::gui::table::farm_view::FarmView;
use crate::gui::table::geometry::{PanelRect, PanelWidth, ScoreboardRows};
use crate::gui::table::hint::{AskHint, Hint, may_hint};
use crate::gui::table::meeple_choice;
use crate::gui::table::tile_art::Artist;
use crate::gui::words;
use crate::i18n;
use crate::rules::deck::next_draw_chances;
use crate::rules::sets::abbot::abbot_position;
use crate::rules::{Deploy, Figure, Move, SetId, catalog};
use crate::tr;

/// The scores as the scoreboard shows them while they count up.
#[derive(Resource, Default)]
pub struct ShownScores(pub Vec<f32>);

fn reset_shown_scores(mut shown: ResMut<ShownScores>) {
    shown.0.clear();
}

/// One line a seat: whose turn, colour, name, score (counting up), meeples.
fn scoreboard(
    ui: &mut egui::Ui,
    session: &Session,
    shown: &mut ShownScores,
    rows: &mut ScoreboardRows,
    dt: f32,
    icons: &FigureIcons,
) {
    let game = session.table.before_placing();
    if shown.0.len() != game.players() {
        shown.0 = game.scores().iter().map(|&s| s as f32).collect();
    }
    rows.0.resize(game.players(), Vec2::ZERO);
    ui.heading(tr!("panel-scoreboard"));
    egui::Grid::new("scores").striped(true).show(ui, |ui| {
        for (i, seat) in session.seats.iter().enumerate() {
            let turn = i == game.current_player() && !game.is_over();
            ui.label(
                egui::RichText::new(if turn { ">" } else { " " })
                    .strong()
                    .size(18.0),
            );
            swatch(ui, seat.colour);
            let who = match seat.computer {
                Some(level) => tr!(
                    "seat-computer",
                    name = seat.name.as_str(),
                    level = words::level(level)
                ),
                // In a network game: the people who play at this screen.
                None if session.networked && !seat.remote => {
                    tr!("seat-here", name = seat.name.as_str())
                }
                None => seat.name.clone(),
            };
            ui.label(egui::RichText::new(who).strong());
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
            let text = egui::RichText::new((*shown as u32).to_string())
                .size(18.0)
                .strong();
            let r = ui.label(if counting {
                text.color(egui::Color32::from_rgb(255, 220, 90))
            } else {
                text
            });
            rows.0[i] = Vec2::new(r.rect.center().x, r.rect.center().y);
            // The followers in supply: a follower's picture and how many.
            ui.horizontal(|ui| {
                ui.spacing_mut().item_spacing.x = 2.0;
                let supply = game.supply(i);
                let said = format!(
                    "{} ({})",
                    tr!("panel-meeples-hover"),
                    tr!(
                        "panel-meeples",
                        supply = supply,
                        all = Figure::Follower.spec().per_player
                    )
                );
                icons.figure(ui, i, Figure::Follower, supply > 0, 1.0, said.clone());
                ui.label(supply.to_string()).on_hover_text(said);
            });
            // Each set in play adds its cells (its figures, goods).
            for cells in sets::in_play(game.rules()).filter_map(|s| s.seat_cells) {
                cells(ui, game, i, icons);
            }
            ui.end_row();
        }
    });
    for line in sets::in_play(game.rules()).filter_map(|s| s.under_scoreboard) {
        line(ui, game);
    }
}

/// Who holds which tile and what they do with it.
fn turn_line(ui: &mut egui::Ui, session: &Session, stage: Option<TurnStage>, thinking: bool) {
    let Some(kind) = session.in_hand() else {
        return;
    };
    let seat = session.current_seat();
    let game = session.table.game();
    let name = seat.name.as_str();
    let tile = words::tile_in_sentence(catalog().get(kind));
    let line = match (seat.computer.is_some(), stage) {
        (true, _) if thinking => tr!("turn-thinking", name = name, tile = tile),
        (true, _) => tr!("turn-playing", name = name, tile = tile),
        (false, Some(TurnStage::Deploy)) if game.large_meeple_home(game.current_player()) => {
            tr!("turn-deploy-large", name = name, tile = tile)
        }
        (false, Some(TurnStage::Deploy)) => tr!("turn-deploy", name = name, tile = tile),
        _ => tr!("turn-place", name = name, tile = tile),
    };
    // Traders & Builders: why the same player goes again.
    if session.table.before_placing().is_second_tile() {
        ui.label(
            egui::RichText::new(tr!("turn-second-tile", name = name))
                .color(egui::Color32::from_rgb(255, 220, 90))
                .strong(),
        );
    }
    ui.label(line);
}

/// The hint button and what the ghost shows.
fn hint_row(ui: &mut egui::Ui, hint: &Hint, asks: &mut MessageWriter<AskHint>) {
    ui.horizontal(|ui| {
        let thinking = hint.thinking();
        let label = if thinking {
            tr!("hint-thinking")
        } else {
            tr!("hint-button")
        };
        if ui
            .add_enabled(!thinking, egui::Button::new(label))
            .on_hover_text(tr!("hint-hover"))
            .clicked()
        {
            asks.write(AskHint);
        }
        if let Hint::Shown(choice) = hint {
            ui.label(match choice.deploy {
                Deploy::None => tr!("hint-shown-tile"),
                Deploy::Recall(_) => tr!("hint-shown-recall"),
                Deploy::Figure(figure, _) => {
                    i18n::text(sets::figure_window(figure).hint_shown, None)
                }
            });
        }
    });
}

/// A person's tile lies on the board: end the turn, take the meeple back,
/// or recall the abbot.
fn deploy_buttons(ui: &mut egui::Ui, session: &Session, requests: &mut Requests) {
    let game = session.table.game();
    let current = game.current_player();
    ui.horizontal(|ui| {
        let chosen = session.table.chosen() != Deploy::None;
        let label = if chosen {
            tr!("button-end-turn")
        } else {
            tr!("button-end-turn-no-meeple")
        };
        if ui.button(label).clicked() {
            requests.send(TurnRequest::Move(Move::EndTurn));
        }
        if chosen && ui.button(tr!("button-take-back-meeple")).clicked() {
            requests.send(TurnRequest::Move(Move::Choose(Deploy::None)));
        }
        // Inns & Cathedrals: the chosen meeple made large, or normal again.
        let now = session.table.chosen();
        if let Some(other) = meeple_choice::other_size(now, &session.table.deploy_options()) {
            let large = matches!(now, Deploy::Figure(Figure::Large, _));
            if ui
                .selectable_label(large, tr!("button-large-meeple"))
                .on_hover_text(tr!("button-large-meeple-hover"))
                .clicked()
            {
                requests.send(TurnRequest::Move(Move::Choose(other)));
            }
        }
        if let Some(at) = abbot_position(game, current)
            && ui
                .button(tr!("button-recall-abbot"))
                .on_hover_text(tr!("button-recall-abbot-hover", x = at.x, y = at.y))
                .clicked()
        {
            requests.send(TurnRequest::Move(Move::Recall(Figure::Abbot)));
        }
    });
}

/// The tiles still to come, by type (river tiles in blue).
/// The tiles still in the bag: a picture of each kind with how many are
/// left; pointing at one names it.
fn tiles_left(ui: &mut egui::Ui, session: &Session, pictures: &HashMap<u8, egui::TextureId>) {
    let game = session.table.before_placing();
    ui.heading(tr!("tiles-left", count = game.tiles_left()));
    if session.aids {
        ui.label(egui::RichText::new(tr!("tiles-left-chances")).small());
    }
    let chances = next_draw_chances(game, session.table.in_hand());
    let left: Vec<(u8, u8)> = game
        .remaining()
        .iter()
        .enumerate()
        .filter(|(_, c)| **c > 0)
        .map(|(k, &c)| (k as u8, c))
        .collect();
    egui::Grid::new("tiles left")
        .spacing([6.0, 4.0])
        .show(ui, |ui| {
            for (i, (kind, count)) in left.iter().enumerate() {
                let t = catalog().get(*kind);
                ui.vertical_centered(|ui| {
                    let next = chances.iter().find(|c| c.0 == *kind).map_or(0.0, |c| c.1);
                    let tile = words::tile(t);
                    let name = if !session.aids {
                        tr!("tiles-left-kind", tile = tile, count = *count)
                    } else {
                        let next = match next {
                            0.0 if session.table.in_hand() == Some(*kind) && *count == 1 => {
                                tr!("tiles-left-in-hand")
                            }
                            0.0 => tr!("tiles-left-river-first"),
                            p => format!("{:.0} %", p * 100.0),
                        };
                        tr!(
                            "tiles-left-kind-next",
                            tile = tile,
                            count = *count,
                            next = next
                        )
                    };
                    let size = egui::vec2(34.0, 34.0);
                    match pictures.get(kind) {
                        Some(&id) => ui.add(egui::Image::new((id, size))).on_hover_text(&name),
                        // Still being painted: the space it will take.
                        None => ui.allocate_exact_size(size, egui::Sense::hover()).1,
                    };
                    let text = egui::RichText::new(format!("×{count}")).small();
                    ui.label(if t.set == Some(SetId::River) {
                        text.color(egui::Color32::LIGHT_BLUE)
                    } else {
                        text
                    })
                    .on_hover_text(&name);
                    // The chance it comes next, under the count (an aid).
                    if session.aids && next > 0.0 {
                        let percent = if next < 0.01 {
                            "<1%".to_string()
                        } else {
                            format!("{:.0}%", next * 100.0)
                        };
                        ui.label(
                            egui::RichText::new(percent)
                                .small()
                                .color(egui::Color32::from_rgb(200, 200, 140)),
                        )
                        .on_hover_text(name);
                    }
                });
                if i % 8 == 7 {
                    ui.end_row();
                }
            }
        });
}

fn scoring_log(ui: &mut egui::Ui, session: &Session, height: f32) {
    ui.heading(tr!("panel-scoring"));
    egui::ScrollArea::vertical()
        .id_salt("scoring log")
        .max_height(height)
        .stick_to_bottom(true)
        .show(ui, |ui| {
            for line in session.log_lines() {
                ui.label(line);
            }
        });
}

/// What the panel's buttons open or ask.
#[derive(Default)]
struct Clicked {
    new_game: bool,
    undo: Option<usize>,
    save: bool,
    settings: bool,
}

fn game_buttons(ui: &mut egui::Ui, undo: Option<usize>) -> Clicked {
    let mut clicked = Clicked::default();
    ui.horizontal(|ui| {
        clicked.new_game = ui.button(tr!("button-new-game")).clicked();
        if ui
            .add_enabled(undo.is_some(), egui::Button::new(tr!("button-undo")))
            .on_hover_text(tr!("button-undo-hover"))
            .clicked()
        {
            clicked.undo = undo;
            ui.ctx().request_repaint();
        }
        clicked.save = ui.button(tr!("button-save-as")).clicked();
        clicked.settings = ui.button(tr!("button-settings")).clicked();
    });
    ui.label(tr!("panel-keys"));
    clicked
}

/// How much of the panel's height the parts below the tiles left took in
/// the last frame: on a short window the tiles left and the log give way
/// (each scrolls) so the buttons stay on screen.
#[derive(Default)]
struct PanelRoom {
    /// The log and the buttons, with the separators.
    below_tiles: f32,
    /// The buttons and the line under them.
    buttons: f32,
}

/// The tallest the scoring log grows; the least the log and the tiles left
/// shrink to.
const LOG_HEIGHT: f32 = 160.0;
const LEAST_LOG: f32 = 40.0;
const LEAST_TILES: f32 = 90.0;

#[allow(clippy::too_many_arguments)]
fn side_panel(
    mut contexts: EguiContexts,
    session: Option<Res<Session>>,
    stage: Option<Res<State<TurnStage>>>,
    thinking: Option<Res<Thinking>>,
    (app_state, mut next_app): (Res<State<AppState>>, ResMut<NextState<AppState>>),
    mut prefs: ResMut<Prefs>,
    (mut shown, mut rows, time): (ResMut<ShownScores>, ResMut<ScoreboardRows>, Res<Time>),
    (mut confirm, mut dialog): (ResMut<ConfirmUndo>, ResMut<SaveDialog>),
    (hint, mut asks, mut requests): (Res<Hint>, MessageWriter<AskHint>, Requests),
    (mut panel, mut panel_rect, mut room): (
        ResMut<PanelWidth>,
        ResMut<PanelRect>,
        Local<PanelRoom>,
    ),
    (mut artist, mut farm_view): (Artist, ResMut<FarmView>),
) -> Result {
    let Some(session) = session else {
        return Ok(());
    };
    // Pictures of the tiles left, shared with egui once each.
    let pictures: HashMap<u8, egui::TextureId> = session
        .table
        .before_placing()
        .remaining()
        .iter()
        .enumerate()
        .filter(|(_, c)| **c > 0)
        .filter_map(|(k, _)| {
            let image = artist.ready_picture(k as u8)?;
            Some((
                k as u8,
                contexts.add_image(EguiTextureHandle::Strong(image)),
            ))
        })
        .collect();
    // Each seat's figures in play, pictured in its colour.
    let mut icons = FigureIcons::default();
    let sets_in_play = session.table.game().sets();
    for (seat, info) in session.seats.iter().enumerate() {
        for figure in Figure::ALL.into_iter().filter(|f| f.in_play(sets_in_play)) {
            let image = artist.figure_picture(info.colour, figure);
            let id = contexts.add_image(EguiTextureHandle::Strong(image));
            icons.0.insert((seat, figure), id);
        }
    }
    let ctx = contexts.ctx_mut()?;
    let stage_now = stage.as_ref().map(|s| *s.get());
    let mut clicked = Clicked::default();
    let shown_panel = fixed_window(
        "side panel",
        tr!("panel-title"),
        egui::Align2::RIGHT_TOP,
        [-8.0, 8.0],
    )
    .default_width(260.0)
    .show(ctx, |ui| {
        scoreboard(
            ui,
            &session,
            &mut shown,
            &mut rows,
            time.delta_secs(),
            &icons,
        );
        // Watching a game again: the viewer's bar says whose turn it is.
        let watching = *app_state.get() == AppState::Watching;
        if !watching {
            turn_line(ui, &session, stage_now, thinking.is_some());
        }
        if may_hint(&session, stage.as_deref()) {
            hint_row(ui, &hint, &mut asks);
        }
        if stage_now == Some(TurnStage::Deploy) && !session.computer_seat() {
            deploy_buttons(ui, &session, &mut requests);
        }
        if FarmView::offered(&session) {
            let shown = farm_view.0;
            if ui
                .selectable_label(shown, tr!("button-farm-view"))
                .on_hover_text(tr!("button-farm-view-hover"))
                .clicked()
            {
                farm_view.0 = !shown;
            }
        }
        ui.separator();
        // The window's bottom, less the panel's offset and frame.
        let bottom = ui.ctx().content_rect().bottom() - 16.0;
        let tiles_top = ui.cursor().top();
        egui::ScrollArea::vertical()
            .id_salt("tiles left")
            .max_height((bottom - tiles_top - room.below_tiles).max(LEAST_TILES))
            .show(ui, |ui| tiles_left(ui, &session, &pictures));
        ui.separator();
        let log_top = ui.cursor().top();
        // The log's heading, then its lines.
        let log_room = bottom - log_top - 30.0 - room.buttons;
        scoring_log(ui, &session, log_room.clamp(LEAST_LOG, LOG_HEIGHT));
        ui.separator();
        let buttons_top = ui.cursor().top();
        clicked = game_buttons(ui, undoable(&session, stage.as_deref()));
        let end = ui.cursor().top();
        let measured = PanelRoom {
            below_tiles: end - log_top + 8.0,
            buttons: end - buttons_top + 8.0,
        };
        // A changed measure lays the panel out again at once.
        if (measured.below_tiles - room.below_tiles).abs() > 1.0
            || (measured.buttons - room.buttons).abs() > 1.0
        {
            ui.ctx().request_repaint();
        }
        *room = measured;
    });
    if let Some(r) = shown_panel {
        let width = ctx.content_rect().right() - r.response.rect.left();
        if (panel.0 - width).abs() > 0.5 {
            panel.0 = width;
        }
        let rect = Some(bevy_rect(r.response.rect));
        if panel_rect.0 != rect {
            panel_rect.0 = rect;
        }
    }
    if clicked.new_game {
        next_app.set(AppState::Menu);
    }
    if clicked.undo.is_some() {
        confirm.0 = clicked.undo;
    }
    if clicked.save {
        dialog.open_save(&session);
    }
    if clicked.settings {
        prefs.open = !prefs.open;
    }
    Ok(())
}

pub fn plugin(app: &mut App) {
    app.init_resource::<ShownScores>()
        .add_systems(OnEnter(AppState::InGame), reset_shown_scores)
        .add_systems(
            EguiPrimaryContextPass,
            side_panel.run_if(not(in_state(AppState::Menu))),
        );
}
