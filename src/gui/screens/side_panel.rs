//! The panel beside the board, made of small widgets: the scoreboard (the
//! scores count up), whose turn it is and what to do, the hint, the end of
//! turn and a figure taken back, the tiles left, the scoring log, and the
//! buttons.
//! It shows whole, narrow (the scores and the turn's buttons) or hidden
//! (a button that brings it back), by its own buttons or the P key, and
//! the choice is kept; the board takes the room it leaves.

use bevy::prelude::*;
use std::collections::HashMap;

use bevy_egui::{EguiContexts, EguiPrimaryContextPass, EguiTextureHandle, egui};

use crate::gui::look::{bevy_rect, fixed_window};
use crate::gui::messages::{Requests, TurnRequest};
use crate::gui::network::host::Hosting;
use crate::gui::play::computer::Thinking;
use crate::gui::play::session::Session;
use crate::gui::prefs::Prefs;
use crate::gui::screens::lobby::{copy_code_button, watchers};
use crate::gui::screens::save_dialog::SaveDialog;
use crate::gui::screens::scoreboard::{Rows, ShownScores, reset_shown_scores, scoreboard};
use crate::gui::screens::set_buttons;
use crate::gui::screens::tiles_left::tiles_left;
use crate::gui::screens::turn_line::turn_line;
use crate::gui::screens::undo_dialog::{ConfirmUndo, undoable};
use crate::gui::set_registry as sets;
use crate::gui::set_window::FigureIcons;
use crate::gui::states::{AppState, TurnStage};
use crate::gui::table::farm_view::FarmView;
use crate::gui::table::geometry::{Buttons, PanelRect, PanelWidth, ScoreboardRows};
use crate::gui::table::hand::Hold;
use crate::gui::table::hint::{AskHint, Hint, may_hint};
use crate::gui::table::meeple_choice;
use crate::gui::table::popups::Refused;
use crate::gui::table::tile_art::Artist;
use crate::gui::words;
use crate::i18n;
use crate::rules::set_names::InHand;
use crate::rules::{Deploy, Figure, Move, Pick, catalog};
use crate::settings::PanelMode;
use crate::tr;

/// A person's own tile, while the tile in hand is not yet
/// placed: take it instead of the tile drawn, or the tile drawn back; in
/// the last round, let it go. The set names it.
fn held_tile_buttons(ui: &mut egui::Ui, session: &Session, requests: &mut Requests) {
    let Some(words) = sets::held_tile_window() else {
        return;
    };
    let table = &session.table;
    let text = |key| crate::i18n::text(key, None);
    // A pressed button gives the keyboard back to the board (Space ends
    // the turn next): it goes away with the tile it offered.
    let pressed = |r: egui::Response| {
        let clicked = r.clicked();
        if clicked {
            r.surrender_focus();
        }
        clicked
    };
    // The set's acts on the hand: its own tile taken (or the drawn tile
    // back), or let go in the last round.
    let swap = table.hand_act(InHand::Swapped).map(Move::Act);
    ui.horizontal_wrapped(|ui| {
        let asked = if let Some(let_go) = table.hand_act(InHand::LetGo) {
            let name = session.current_seat().name.as_str();
            ui.label((words.last_round)(name));
            let button = ui.button(text(words.let_go.0));
            pressed(button.on_hover_text(text(words.let_go.1))).then_some(Move::Act(let_go))
        } else if let Some(drawn) = table.shown() {
            let tile = words::tile_in_sentence(catalog().get(drawn));
            ui.label((words.taken)(&tile));
            pressed(ui.button(text(words.back)))
                .then_some(swap)
                .flatten()
        } else if swap.is_some() {
            let button = ui.button(text(words.take.0));
            pressed(button.on_hover_text(text(words.take.1)))
                .then_some(swap)
                .flatten()
        } else {
            None
        };
        if let Some(m) = asked {
            requests.send(TurnRequest::Move(m));
        }
    });
}

/// A person's figure moving on: the button that takes it
/// home instead of to a marked place.
fn moving_on_button(
    ui: &mut egui::Ui,
    session: &Session,
    hinted: Option<Pick>,
    requests: &mut Requests,
) {
    let Some((text, hover)) = moving_on_home_words(session) else {
        return;
    };
    let button = egui::Button::new(text).selected(hinted == Some(Pick::Home));
    let button = ui.add(button).on_hover_text(hover);
    if button.clicked() {
        button.surrender_focus();
        requests.send(TurnRequest::Move(Move::Decide(Pick::Home)));
    }
}

/// The words of the button that sends home a figure a person here moves
/// on (its text, its hover).
fn moving_on_home_words(session: &Session) -> Option<(String, String)> {
    let w = session.table.moving_on()?;
    let words = sets::moving_on_window(w.figure)?;
    if !session.person_at(w.player as usize) {
        return None;
    }
    let text = |key| crate::i18n::text(key, None);
    Some((text(words.home.0), text(words.home.1)))
}

/// The hint button and what the ghost shows.
fn hint_row(ui: &mut egui::Ui, session: &Session, hint: &Hint, asks: &mut MessageWriter<AskHint>) {
    ui.horizontal_wrapped(|ui| {
        let thinking = hint.thinking();
        let label = if thinking {
            tr!("hint-thinking")
        } else {
            tr!("hint-button")
        };
        let hover = match session.table.chooser_in_flight() {
            Some(_) => tr!("hint-hover-step"),
            None => tr!("hint-hover"),
        };
        if ui
            .add_enabled(!thinking, egui::Button::new(label))
            .on_hover_text(hover)
            .clicked()
        {
            asks.write(AskHint);
        }
        if let Hint::Step(pick, _) = *hint {
            ui.label(step_hint_words(session, pick));
        }
        if let Hint::Shown(choice) = hint {
            ui.label(match choice.deploy {
                Deploy::None => tr!("hint-shown-tile"),
                Deploy::Recall(_) => tr!("hint-shown-recall"),
                Deploy::Figure(figure, _) => {
                    i18n::text(sets::figure_window(figure).hint_shown, None)
                }
                Deploy::Set(d) => (sets::all().iter())
                    .filter_map(|set| set.action)
                    .find_map(|words| words(d.action))
                    .unwrap_or_else(|| tr!("hint-shown-tile")),
            });
            // The player's own tile rather than the one drawn.
            let game = session.table.game();
            if session.in_hand() != Some(choice.tile)
                && game.held_tile(game.current_player()) == Some(choice.tile)
                && let Some(words) = sets::held_tile_window()
            {
                ui.label(egui::RichText::new(i18n::text(words.hinted, None)).strong());
            }
        }
    });
}

/// What a step's hint suggests: a ring on the board, or a button's words.
fn step_hint_words(session: &Session, pick: Pick) -> String {
    let button = match pick {
        Pick::Home => (set_buttons::nothing_words(session)
            .or_else(|| moving_on_home_words(session)))
        .map(|(text, _)| text),
        _ => set_buttons::pick_words(session, pick),
    };
    match button {
        Some(choice) => tr!("hint-shown-step", choice = choice),
        None => tr!("hint-shown-step-ring"),
    }
}

/// A person's tile lies on the board: end the turn, take the meeple back,
/// or take back a figure standing on the board.
fn deploy_buttons(ui: &mut egui::Ui, session: &Session, requests: &mut Requests) {
    let game = session.table.game();
    let current = game.current_player();
    ui.horizontal_wrapped(|ui| {
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
        // The chosen meeple made another figure that goes where a follower
        // goes (the large meeple, a set's figure): the button names the figure
        // it switches to, or, pressed, the chosen one when the next is the
        // follower again.
        let now = session.table.chosen();
        if let Some(other) = meeple_choice::other_size(now, &session.table.deploy_options()) {
            // Both share a place (on the tile, or through a set's action).
            let figure = |d| meeple_choice::sharing_figure(d).unwrap_or(Figure::Follower);
            let (shown, pressed) = match figure(other) {
                Figure::Follower => (figure(now), true),
                next => (next, false),
            };
            if let Some((label, hover)) = sets::figure_window(shown).switch
                && ui
                    .selectable_label(pressed, crate::i18n::text(label, None))
                    .on_hover_text(crate::i18n::text(hover, None))
                    .clicked()
            {
                requests.send(TurnRequest::Move(Move::Choose(other)));
            }
        }
        // A figure its owner may take back, standing on the board: a
        // button with the set's words.
        for figure in Figure::ALL {
            let (Some(words), Some(at)) = (
                sets::figure_window(figure).recall.as_ref(),
                game.figure_position(current, figure),
            ) else {
                continue;
            };
            if ui
                .button(tr!(words.button))
                .on_hover_text(tr!(words.hover, x = at.x, y = at.y))
                .clicked()
            {
                requests.send(TurnRequest::Move(Move::Recall(figure)));
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
            for line in words::log_lines(session) {
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
    /// Where the settings button is (egui points), for `--layout`.
    settings_at: Option<egui::Rect>,
}

/// The game's buttons; `keys`: with the line of keys under them.
fn game_buttons(ui: &mut egui::Ui, undo: Option<usize>, keys: bool) -> Clicked {
    let mut clicked = Clicked::default();
    ui.horizontal_wrapped(|ui| {
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
        let settings = ui.button(tr!("button-settings"));
        clicked.settings = settings.clicked();
        clicked.settings_at = Some(settings.rect);
    });
    if keys {
        ui.add(egui::Label::new(egui::RichText::new(tr!("panel-keys")).small()).wrap());
        ui.add(egui::Label::new(egui::RichText::new(tr!("panel-keys-turn")).small()).wrap());
    }
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

/// The least width of the whole and the narrow panel (egui points): the
/// panel is as wide as its scoreboard's rows, and at least this.
const LEAST_WHOLE: f32 = 300.0;
const LEAST_NARROW: f32 = 200.0;

/// The panel's heading, with its buttons: narrower or wider, and hidden.
/// Returns the mode a button asks for.
fn heading(ui: &mut egui::Ui, mode: PanelMode) -> Option<PanelMode> {
    let mut chosen = None;
    ui.horizontal(|ui| {
        ui.heading(tr!("panel-scoreboard"));
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            // Buttons shown as signs: a screen reader says their hover's
            // words instead.
            let sign = |ui: &mut egui::Ui, glyph: &str, said: String| {
                let button = ui.button(glyph);
                button.widget_info(|| {
                    egui::WidgetInfo::labeled(egui::WidgetType::Button, true, &said)
                });
                button.on_hover_text(said).clicked()
            };
            if sign(ui, "×", tr!("panel-hide")) {
                chosen = Some(PanelMode::Hidden);
            }
            let (glyph, to, said) = match mode {
                PanelMode::Whole => ("»", PanelMode::Narrow, tr!("panel-narrow")),
                _ => ("«", PanelMode::Whole, tr!("panel-widen")),
            };
            if sign(ui, glyph, said) {
                chosen = Some(to);
            }
        });
    });
    chosen
}

/// The hidden panel: only a button at the window's top right that brings
/// it back. Returns its rectangle and whether it was pressed.
fn show_button(ctx: &egui::Context) -> (egui::Rect, bool) {
    let shown = egui::Area::new(egui::Id::new("side panel hidden"))
        .anchor(egui::Align2::RIGHT_TOP, [-8.0, 8.0])
        .show(ctx, |ui| {
            egui::Frame::window(ui.style())
                .show(ui, |ui| {
                    ui.button(format!("« {}", tr!("panel-show")))
                        .on_hover_text(tr!("panel-show-hover"))
                        .clicked()
                })
                .inner
        });
    (shown.response.rect, shown.inner)
}

/// The pictures the panel shows, shared with egui once each: the tiles
/// left, and each seat's figures in its colour.
fn pictures(
    contexts: &mut EguiContexts,
    artist: &mut Artist,
    session: &Session,
) -> (HashMap<u8, egui::TextureId>, FigureIcons) {
    let tiles = (session
        .table
        .before_placing()
        .remaining()
        .iter()
        .enumerate())
    .filter(|(_, c)| **c > 0)
    .filter_map(|(k, _)| {
        let image = artist.ready_picture(k as u8)?;
        Some((
            k as u8,
            contexts.add_image(EguiTextureHandle::Strong(image)),
        ))
    })
    .collect();
    let mut icons = FigureIcons::default();
    for figure in Figure::ALL {
        icons
            .shapes
            .insert(figure, sets::figure_window(figure).shape);
    }
    let sets_in_play = session.table.game().sets();
    for (seat, info) in session.seats.iter().enumerate() {
        let figures = (Figure::ALL.into_iter())
            .filter(|f| f.in_play(sets_in_play))
            .map(|f| sets::figure_window(f).shape);
        let pieces = (sets::in_play(session.table.game().rules()))
            .flat_map(|set| set.pieces.iter().copied());
        for shape in figures.chain(pieces) {
            let image = artist.shape_picture(info.colour, shape);
            let id = contexts.add_image(EguiTextureHandle::Strong(image));
            icons.pictures.insert((seat, shape), id);
        }
    }
    (tiles, icons)
}

/// The scoreboard's rows' width as last drawn, and for which rows.
type RowsWidth = Option<(Rows, f32)>;

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
    (mut panel, mut panel_rect, mut buttons): (
        ResMut<PanelWidth>,
        ResMut<PanelRect>,
        ResMut<Buttons>,
    ),
    (mut room, mut rows_width): (Local<PanelRoom>, Local<RowsWidth>),
    (mut artist, mut farm_view, mut hosting): (Artist, ResMut<FarmView>, Option<ResMut<Hosting>>),
    (hold, refused): (Option<Res<Hold>>, Option<Res<Refused>>),
) -> Result {
    let Some(session) = session else {
        // No game on the table (a lobby): nothing of the panel's covers the window.
        panel_rect.set_if_neq(PanelRect(None));
        return Ok(());
    };
    let mode = prefs.settings.panels.mode;
    let mut chosen = None;
    let mut clicked = Clicked::default();
    let drawn = if mode == PanelMode::Hidden {
        let ctx = contexts.ctx_mut()?;
        let (rect, pressed) = show_button(ctx);
        if pressed {
            chosen = Some(PanelMode::Whole);
        }
        // Meeples going home fly to the button.
        let home = Vec2::new(rect.center().x, rect.center().y) * ctx.zoom_factor();
        rows.0 = vec![home; session.seats.len()];
        rect
    } else {
        let (pictures, icons) = pictures(&mut contexts, &mut artist, &session);
        let ctx = contexts.ctx_mut()?;
        let stage_now = stage.as_ref().map(|s| *s.get());
        let shape = match mode {
            PanelMode::Narrow => Rows::Narrow,
            _ => Rows::Whole,
        };
        // As wide as the rows were last drawn; a first guess for a new shape.
        let least = match shape {
            Rows::Whole => LEAST_WHOLE,
            Rows::Narrow => LEAST_NARROW,
        };
        let width = match *rows_width {
            Some((s, w)) if s == shape => w.max(least),
            _ => least,
        };
        let shown_panel = fixed_window(
            "side panel",
            tr!("panel-title"),
            egui::Align2::RIGHT_TOP,
            [-8.0, 8.0],
        )
        .title_bar(false)
        .show(ctx, |ui| {
            ui.set_min_width(width);
            ui.set_max_width(width);
            chosen = heading(ui, mode);
            let dt = time.delta_secs();
            let measured = scoreboard(ui, &session, &mut shown, &mut rows, dt, (&icons, shape));
            // Hosting: who watches, each of whom the host may send away.
            if let Some(hosting) = hosting.as_deref_mut() {
                watchers(ui, hosting);
                copy_code_button(ui, hosting);
            }
            if rows_width.is_none_or(|(s, w)| s != shape || (w - measured).abs() > 0.5) {
                *rows_width = Some((shape, measured));
                ui.ctx().request_repaint();
            }
            // Watching a game again: the viewer's bar says whose turn it is.
            let watching = *app_state.get() == AppState::Watching;
            if !watching {
                turn_line(
                    ui,
                    &session,
                    (stage_now, hold.map_or(0, |h| h.rotation)),
                    thinking.is_some(),
                );
                if let Some(why) = refused.as_ref().and_then(|r| r.0.as_ref()) {
                    ui.label(
                        egui::RichText::new(why).color(egui::Color32::from_rgb(255, 120, 120)),
                    );
                }
            }
            if may_hint(&session, stage.as_deref()) {
                hint_row(ui, &session, &hint, &mut asks);
            }
            if stage_now == Some(TurnStage::Deploy) && !session.computer_seat() {
                deploy_buttons(ui, &session, &mut requests);
            }
            if stage_now == Some(TurnStage::Place) && session.person_to_play() {
                held_tile_buttons(ui, &session, &mut requests);
            }
            if matches!(stage_now, Some(TurnStage::Place | TurnStage::Deploy)) {
                set_buttons::act_buttons(ui, &session, &mut requests);
            }
            if stage_now == Some(TurnStage::Steps) {
                moving_on_button(ui, &session, hint.step_pick(), &mut requests);
                set_buttons::nothing_button(ui, &session, hint.step_pick(), &mut requests);
                set_buttons::pick_buttons(ui, &session, hint.step_pick(), &mut requests);
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
            if shape == Rows::Narrow {
                clicked = game_buttons(ui, undoable(&session, stage.as_deref()), false);
                return;
            }
            // The window's bottom, less the panel's offset and frame.
            let bottom = ui.ctx().content_rect().bottom() - 16.0;
            let tiles_top = ui.cursor().top();
            egui::ScrollArea::vertical()
                .id_salt("tiles left")
                .max_height((bottom - tiles_top - room.below_tiles).max(LEAST_TILES))
                .show(ui, |ui| tiles_left(ui, &session, &pictures, width));
            ui.separator();
            let log_top = ui.cursor().top();
            // The log's heading, then its lines.
            let log_room = bottom - log_top - 30.0 - room.buttons;
            scoring_log(ui, &session, log_room.clamp(LEAST_LOG, LOG_HEIGHT));
            ui.separator();
            let buttons_top = ui.cursor().top();
            clicked = game_buttons(ui, undoable(&session, stage.as_deref()), true);
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
        match shown_panel {
            Some(r) => r.response.rect,
            None => return Ok(()),
        }
    };
    // What the board's side reads, in the window's logical pixels (the
    // text size zooms egui's points).
    let ctx = contexts.ctx_mut()?;
    let width = (ctx.content_rect().right() - drawn.left()) * ctx.zoom_factor();
    if (panel.0 - width).abs() > 0.5 {
        panel.0 = width;
    }
    panel_rect.set_if_neq(PanelRect(Some(bevy_rect(ctx, drawn))));
    let settings_at = clicked.settings_at.map(|r| bevy_rect(ctx, r));
    if buttons.0.get("settings").copied() != settings_at {
        match settings_at {
            Some(r) => buttons.0.insert("settings", r),
            None => buttons.0.remove("settings"),
        };
    }
    // What a button changed is drawn at once, not at the next event (the
    // window sleeps when idle, and the settings window may already have
    // been drawn this frame).
    if chosen.is_some()
        || clicked.new_game
        || clicked.undo.is_some()
        || clicked.save
        || clicked.settings
    {
        ctx.request_repaint();
    }
    if let Some(to) = chosen {
        set_mode(&mut prefs, to);
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

/// The panel shown as chosen, and remembered.
fn set_mode(prefs: &mut Prefs, mode: PanelMode) {
    if prefs.settings.panels.mode != mode {
        prefs.settings.panels.mode = mode;
        prefs.save();
    }
}

/// P steps the panel through whole, narrow and hidden, anywhere but in a
/// text field.
fn panel_key(
    keys: Res<ButtonInput<KeyCode>>,
    mut prefs: ResMut<Prefs>,
    mut contexts: EguiContexts,
) -> Result {
    let typing = contexts.ctx_mut()?.egui_wants_keyboard_input();
    if keys.just_pressed(KeyCode::KeyP) && !typing {
        let next = prefs.settings.panels.mode.next();
        set_mode(&mut prefs, next);
    }
    Ok(())
}

/// The side panel's pass: a window shown over the board may come before
/// it, so that the first Tab goes to that window's buttons.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct PanelPass;

pub fn plugin(app: &mut App) {
    app.init_resource::<ShownScores>()
        .add_systems(OnEnter(AppState::InGame), reset_shown_scores)
        .add_systems(
            EguiPrimaryContextPass,
            (
                panel_key.run_if(not(in_state(AppState::Menu))),
                side_panel.run_if(not(in_state(AppState::Menu))),
            )
                .chain()
                .in_set(PanelPass),
        );
}
