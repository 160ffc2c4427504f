//! egui panels: the new-game dialog, the scoreboard with whose turn it is,
//! the tiles left, the scoring log, the end-game table, and points that
//! float up over the board.

use bevy::prelude::*;
use bevy::window::RequestRedraw;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::board_view::ScoreboardRows;
use super::camera::BoardCamera;
use super::computer::Thinking;
use super::hand::end_turn;
use super::hint::{AskHint, Hint, may_hint};
use super::prefs::Prefs;
use super::save_dialog::SaveDialog;
use super::session::{COLOURS, NewGame, ResumeFrom, SavedGame, Seat, Session};
use super::{AppState, TurnStage};
use crate::ai::AiKind;
use crate::rules::game::FOLLOWERS;
use crate::rules::record::{COLOUR_NAMES, abbot_position};
use crate::rules::tileset::SetKind;
use crate::rules::{Deploy, ScoreKind, catalog};

/// Points floating up over the board.
pub struct Popup {
    pub world: Vec2,
    pub text: String,
    pub colour: Color,
    pub until: f32,
}

impl Popup {
    pub fn new(world: Vec2, text: String, colour: Color, until: f32) -> Popup {
        Popup {
            world,
            text,
            colour,
            until,
        }
    }
}

#[derive(Resource, Default)]
pub struct Popups(pub Vec<Popup>);

/// The scores as the scoreboard shows them while they count up.
#[derive(Resource, Default)]
pub struct ShownScores(pub Vec<f32>);

fn reset_shown_scores(mut shown: ResMut<ShownScores>) {
    shown.0.clear();
}

/// A fixed window of the game's: not collapsible, not resizable, anchored.
pub fn fixed_window(title: &str, anchor: egui::Align2, offset: [f32; 2]) -> egui::Window<'_> {
    egui::Window::new(title)
        .collapsible(false)
        .resizable(false)
        .anchor(anchor, offset)
}

fn egui_colour(c: Color) -> egui::Color32 {
    let s = c.to_srgba();
    egui::Color32::from_rgb(
        (s.red * 255.0) as u8,
        (s.green * 255.0) as u8,
        (s.blue * 255.0) as u8,
    )
}

/// A round swatch of a player's colour with a light rim (black must show too).
fn swatch(ui: &mut egui::Ui, colour: Color) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(16.0, 16.0), egui::Sense::hover());
    ui.painter().circle(
        rect.center(),
        7.0,
        egui_colour(colour),
        egui::Stroke::new(1.5, egui::Color32::from_gray(200)),
    );
}

fn new_game_dialog(
    mut commands: Commands,
    mut contexts: EguiContexts,
    mut setup: ResMut<NewGame>,
    saved: Res<SavedGame>,
    mut next: ResMut<NextState<AppState>>,
    mut prefs: ResMut<Prefs>,
    mut dialog: ResMut<SaveDialog>,
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
            });
        }
        setup.seats.truncate(players);
        ui.separator();
        egui::Grid::new("seats").striped(true).show(ui, |ui| {
            for (i, seat) in setup.seats.iter_mut().enumerate() {
                swatch(ui, COLOURS[seat.colour]);
                ui.add(egui::TextEdit::singleline(&mut seat.name).desired_width(110.0));
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
        });
    });
    Ok(())
}

#[allow(clippy::too_many_arguments)]
fn side_panel(
    mut contexts: EguiContexts,
    session: Option<ResMut<Session>>,
    stage: Option<Res<State<TurnStage>>>,
    thinking: Option<Res<Thinking>>,
    mut next_stage: ResMut<NextState<TurnStage>>,
    mut next_app: ResMut<NextState<AppState>>,
    mut prefs: ResMut<Prefs>,
    (mut shown, mut rows, time): (ResMut<ShownScores>, ResMut<ScoreboardRows>, Res<Time>),
    (mut confirm, mut dialog): (ResMut<ConfirmUndo>, ResMut<SaveDialog>),
    (hint, mut asks): (Res<Hint>, MessageWriter<AskHint>),
) -> Result {
    let Some(mut session) = session else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let game = session.table.game().clone();
    let current = game.current_player();
    let dt = time.delta_secs();
    if shown.0.len() != game.players() {
        shown.0 = game.scores().iter().map(|&s| s as f32).collect();
    }
    rows.0.resize(game.players(), Vec2::ZERO);
    fixed_window("Carcassonne", egui::Align2::RIGHT_TOP, [-8.0, 8.0])
        .default_width(260.0)
        .show(ctx, |ui| {
            ui.heading("Scoreboard");
            egui::Grid::new("scores").striped(true).show(ui, |ui| {
                for (i, seat) in session.seats.iter().enumerate() {
                    let turn = i == current && !game.is_over();
                    ui.label(
                        egui::RichText::new(if turn { ">" } else { " " })
                            .strong()
                            .size(18.0),
                    );
                    swatch(ui, COLOURS[seat.colour]);
                    let who = match seat.computer {
                        Some(level) => format!("{} (AI {})", seat.name, level.level()),
                        None => seat.name.clone(),
                    };
                    ui.label(egui::RichText::new(who).strong());
                    // The number counts up to the new score rather than jumping.
                    let actual = game.score(i) as f32;
                    let shown = &mut shown.0[i];
                    if *shown < actual {
                        *shown = (*shown + (actual - *shown).max(4.0) * dt * 3.0).min(actual);
                        ctx.request_repaint();
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
                    ui.label(format!("{}/{} meeples", game.supply(i), FOLLOWERS))
                        .on_hover_text("followers in supply");
                    if game.rules().abbot {
                        ui.label(if game.abbot_out(i) {
                            "abbot on board"
                        } else {
                            "abbot ready"
                        });
                    }
                    ui.end_row();
                }
            });
            if let Some(kind) = session.in_hand() {
                let seat = session.current_seat();
                let doing = match (seat.computer.is_some(), stage.as_ref().map(|s| *s.get())) {
                    (true, _) if thinking.is_some() => "is thinking…".to_string(),
                    (true, _) => "is playing".to_string(),
                    (false, Some(TurnStage::Deploy)) => {
                        "may put a meeple on a spot (click), then ends the turn (Enter)".to_string()
                    }
                    _ => "drags the tile onto a green square (R / wheel / right-click turns it)"
                        .to_string(),
                };
                ui.label(format!(
                    "{} holds tile {} and {doing}",
                    seat.name,
                    catalog().get(kind).id
                ));
            }
            if may_hint(&session, stage.as_deref()) {
                ui.horizontal(|ui| {
                    let thinking = hint.thinking();
                    let label = if thinking {
                        "Hint: thinking…"
                    } else {
                        "Hint (H)"
                    };
                    if ui
                        .add_enabled(!thinking, egui::Button::new(label))
                        .on_hover_text("the hard computer player's move, shown as a ghost")
                        .clicked()
                    {
                        asks.write(AskHint);
                    }
                    if let Hint::Shown(choice) = &*hint {
                        let meeple = match choice.deploy {
                            Deploy::None => "no meeple",
                            Deploy::RecallAbbot => "recall the abbot",
                            Deploy::Follower(_) | Deploy::Abbot(_) => "+ the ghost meeple",
                        };
                        ui.label(format!("the ghost tile, {meeple}"));
                    }
                });
            }
            if stage
                .as_ref()
                .is_some_and(|s| *s.get() == TurnStage::Deploy)
                && !session.computer_seat()
            {
                ui.horizontal(|ui| {
                    let chosen = session.deploy.is_some_and(|d| d != Deploy::None);
                    let label = if chosen {
                        "End turn (Enter)"
                    } else {
                        "End turn without a meeple (Space)"
                    };
                    if ui.button(label).clicked() {
                        end_turn(&mut session, &mut next_stage);
                    }
                    if chosen && ui.button("Take back meeple").clicked() {
                        session.deploy = None;
                    }
                    if game.rules().abbot && game.abbot_out(current) {
                        let at = abbot_position(&game, current);
                        if ui
                            .button("Recall abbot")
                            .on_hover_text(format!("abbot at {at:?}: scores now as at the end"))
                            .clicked()
                        {
                            session.deploy = Some(Deploy::RecallAbbot);
                            next_stage.set(TurnStage::Score);
                        }
                    }
                });
            }
            ui.separator();
            ui.heading(format!("Tiles left: {}", game.tiles_left()));
            ui.horizontal_wrapped(|ui| {
                for (kind, &count) in game.remaining().iter().enumerate() {
                    if count > 0 {
                        let t = catalog().get(kind as u8);
                        let label = format!("{}×{}", t.id, count);
                        let text = if t.set == SetKind::River {
                            egui::RichText::new(label).color(egui::Color32::LIGHT_BLUE)
                        } else {
                            egui::RichText::new(label)
                        };
                        ui.label(text.monospace());
                    }
                }
            });
            ui.separator();
            ui.heading("Scoring");
            egui::ScrollArea::vertical()
                .max_height(160.0)
                .stick_to_bottom(true)
                .show(ui, |ui| {
                    for line in &session.log {
                        ui.label(line);
                    }
                });
            ui.separator();
            ui.horizontal(|ui| {
                if ui.button("New game").clicked() {
                    next_app.set(AppState::Menu);
                }
                let undo = undoable(&session, stage.as_deref());
                if ui
                    .add_enabled(undo.is_some(), egui::Button::new("Undo turn"))
                    .on_hover_text(
                        "take back whole turns, back to the last one a person played (Ctrl+Z)",
                    )
                    .clicked()
                {
                    confirm.0 = undo;
                    ui.ctx().request_repaint();
                }
                if ui.button("Save as…").clicked() {
                    dialog.open_save(&session);
                }
                if ui.button("Settings…").clicked() {
                    prefs.open = !prefs.open;
                }
            });
            ui.label("F: fit board · wheel: zoom · drag: pan · M: mute");
        });
    Ok(())
}

/// The undo waiting for a yes: how many turns it takes back.
#[derive(Resource, Default)]
pub struct ConfirmUndo(pub Option<usize>);

/// Turns can be taken back while a person is to play (never under a
/// computer that is thinking about the position).
fn undoable(session: &Session, stage: Option<&State<TurnStage>>) -> Option<usize> {
    let persons_turn = !session.computer_seat()
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
    mut confirm: ResMut<ConfirmUndo>,
    session: Option<ResMut<Session>>,
    stage: Option<Res<State<TurnStage>>>,
    mut next: ResMut<NextState<TurnStage>>,
    mut popups: ResMut<Popups>,
) -> Result {
    let (Some(depth), Some(mut session)) = (confirm.0, session) else {
        return Ok(());
    };
    if undoable(&session, stage.as_deref()) != Some(depth) {
        confirm.0 = None;
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let question = if depth == 1 {
        "Take back your last turn?".to_string()
    } else {
        format!("Take back the last {depth} turns, back to your own?")
    };
    fixed_window("Undo", egui::Align2::CENTER_CENTER, [0.0, 0.0]).show(ctx, |ui| {
        ui.label(question);
        ui.label("The same tiles will be drawn again.");
        let (yes, no) = ui.input(|i| {
            (
                i.key_pressed(egui::Key::Enter),
                i.key_pressed(egui::Key::Escape),
            )
        });
        ui.horizontal(|ui| {
            let r = ui.button("Undo (Enter)");
            if r.clicked() || yes {
                match session.undo(depth) {
                    Ok(()) => {
                        popups.0.clear();
                        next.set(TurnStage::Draw);
                    }
                    Err(e) => warn!("undo failed: {e}"),
                }
                confirm.0 = None;
            }
            if ui.button("Cancel (Esc)").clicked() || no {
                confirm.0 = None;
            }
        });
    });
    Ok(())
}

fn end_screen(
    mut contexts: EguiContexts,
    session: Option<Res<Session>>,
    mut next: ResMut<NextState<AppState>>,
) -> Result {
    let Some(session) = session else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let game = session.table.game();
    let best = (0..game.players())
        .map(|p| game.score(p))
        .max()
        .unwrap_or(0);
    fixed_window("Final scores", egui::Align2::LEFT_BOTTOM, [8.0, -8.0]).show(ctx, |ui| {
        let winners: Vec<&str> = (0..game.players())
            .filter(|&p| game.score(p) == best)
            .map(|p| session.seats[p].name.as_str())
            .collect();
        ui.heading(format!(
            "{} win{}!",
            winners.join(" & "),
            if winners.len() == 1 { "s" } else { "" }
        ));
        egui::Grid::new("final").striped(true).show(ui, |ui| {
            ui.label("");
            for k in ScoreKind::ALL {
                ui.label(k.name());
            }
            ui.label(egui::RichText::new("total").strong());
            ui.end_row();
            for (p, seat) in session.seats.iter().enumerate() {
                ui.horizontal(|ui| {
                    swatch(ui, COLOURS[seat.colour]);
                    ui.label(&seat.name);
                });
                for v in game.score_by_kind(p) {
                    ui.label(v.to_string());
                }
                ui.label(egui::RichText::new(game.score(p).to_string()).strong());
                ui.end_row();
            }
        });
        score_chart(ui, &session);
        if ui.button("New game").clicked() {
            next.set(AppState::Menu);
        }
    });
    Ok(())
}

/// Each player's score over the turns.
fn score_chart(ui: &mut egui::Ui, session: &Session) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(360.0, 140.0), egui::Sense::hover());
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 4.0, egui::Color32::from_gray(150));
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
            egui::Color32::from_gray(40),
        )
    };
    label(
        rect.left_top() + egui::vec2(4.0, 2.0),
        egui::Align2::LEFT_TOP,
        format!("{top} points"),
    );
    label(
        rect.right_bottom() - egui::vec2(4.0, 2.0),
        egui::Align2::RIGHT_BOTTOM,
        format!("{turns} turns"),
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
            points,
            egui::Stroke::new(2.0, egui_colour(session.colour(p))),
        ));
    }
}

fn draw_popups(
    mut contexts: EguiContexts,
    mut popups: ResMut<Popups>,
    time: Res<Time>,
    camera: Single<(&Camera, &GlobalTransform), With<BoardCamera>>,
) -> Result {
    let now = time.elapsed_secs();
    popups.0.retain(|p| p.until > now);
    let ctx = contexts.ctx_mut()?;
    let (camera, global) = *camera;
    let painter = ctx.layer_painter(egui::LayerId::new(
        egui::Order::Foreground,
        egui::Id::new("popups"),
    ));
    for p in &popups.0 {
        let Ok(screen) = camera.world_to_viewport(global, p.world.extend(0.0)) else {
            continue;
        };
        let left = (p.until - now).clamp(0.0, 1.6);
        let rise = (1.6 - left) * 30.0;
        let pos = egui::pos2(screen.x, screen.y - rise);
        let font = egui::FontId::proportional(30.0);
        // Dark colours (Black's) get a light shadow so they read on the board.
        let dark =
            p.colour.to_srgba().red + p.colour.to_srgba().green + p.colour.to_srgba().blue < 0.9;
        let shadow = if dark {
            egui::Color32::WHITE
        } else {
            egui::Color32::BLACK
        };
        painter.text(
            pos + egui::vec2(2.0, 2.0),
            egui::Align2::CENTER_CENTER,
            &p.text,
            font.clone(),
            shadow,
        );
        painter.text(
            pos,
            egui::Align2::CENTER_CENTER,
            &p.text,
            font,
            egui_colour(p.colour),
        );
    }
    Ok(())
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Popups>()
        .init_resource::<ShownScores>()
        .init_resource::<ConfirmUndo>()
        .add_systems(Update, undo_shortcut)
        .add_systems(OnEnter(AppState::InGame), reset_shown_scores)
        .add_systems(
            EguiPrimaryContextPass,
            (
                new_game_dialog.run_if(in_state(AppState::Menu)),
                side_panel.run_if(not(in_state(AppState::Menu))),
                end_screen.run_if(in_state(AppState::GameOver)),
                draw_popups,
                undo_dialog.run_if(in_state(AppState::InGame)),
            ),
        );
}
