//! Words and points that float up over the board: "+8" over a scored
//! feature in its owner's colour ("+10 most wine" over the middle for
//! goods), "doesn't fit" where a drop was refused.
//! They follow the turn plugin's news and go when a pause is skipped or
//! turns are taken back.

use bevy::prelude::*;
use bevy::window::RequestRedraw;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::gui::look::egui_colour;
use crate::gui::messages::TurnEvent;
use crate::gui::play::session::Session;
use crate::gui::prefs::{Prefs, still};
use crate::gui::states::FrameSet;
use crate::gui::table::geometry::{BoardCamera, feature_centre, square_centre};
use crate::gui::table::tile_art::TILE;
use crate::gui::words;
use crate::rules::sets::categories;
use crate::rules::{Happened, Scored};

/// The middle of the tiles on the board.
fn board_centre(game: &crate::rules::Game) -> Vec2 {
    let tiles = game.board().tiles();
    tiles.iter().map(|t| square_centre(t.pos)).sum::<Vec2>() / tiles.len().max(1) as f32
}

/// How long points float.
const RISING: f32 = 1.6;

pub struct Popup {
    pub world: Vec2,
    pub text: String,
    pub colour: Color,
    pub until: f32,
}

#[derive(Resource, Default)]
pub struct Popups(pub Vec<Popup>);

fn follow_turns(
    mut news: MessageReader<TurnEvent>,
    mut popups: ResMut<Popups>,
    session: Option<Res<Session>>,
    time: Res<Time>,
) {
    let now = time.elapsed_secs();
    for event in news.read() {
        match event {
            TurnEvent::Step {
                happened: Happened::TurnEnded { scored, .. },
                ..
            } => {
                let Some(session) = &session else { continue };
                for e in scored {
                    let colour = e.seats().next().map_or(Color::WHITE, |s| session.colour(s));
                    // Points a set brings say what for (an inn's or a
                    // cathedral's double-or-nothing is worth seeing when it
                    // pays, goods lie on no feature).
                    let game = session.table.game();
                    let category = categories::category(game, e);
                    let text = if category.set().is_some() {
                        format!("+{} {}", e.points, words::scored_for(game, e))
                    } else {
                        format!("+{}", e.points)
                    };
                    // Goods lie on no feature: their awards rise over the
                    // middle of the board, one line a good.
                    let world = match e.what {
                        Scored::Feature(f) => feature_centre(game, f),
                        Scored::Tokens(kind) => {
                            board_centre(game) + Vec2::new(0.0, (1.0 - kind as f32) * 0.6 * TILE)
                        }
                    };
                    popups.0.push(Popup {
                        world,
                        text,
                        colour,
                        until: now + RISING,
                    });
                }
            }
            TurnEvent::PlacementRefused { pos, reason } => popups.0.push(Popup {
                world: square_centre(*pos),
                text: words::refused(reason),
                colour: Color::srgb(1.0, 0.4, 0.4),
                until: now + 1.0,
            }),
            TurnEvent::PauseSkipped
            | TurnEvent::TurnsUndone(_)
            | TurnEvent::TurnShown(_)
            | TurnEvent::GameStarted => popups.0.clear(),
            _ => {}
        }
    }
}

/// Floating words need frames until they are gone.
fn keep_awake(popups: Res<Popups>, mut redraw: MessageWriter<RequestRedraw>) {
    if !popups.0.is_empty() {
        redraw.write(RequestRedraw);
    }
}

fn draw_popups(
    mut contexts: EguiContexts,
    mut popups: ResMut<Popups>,
    time: Res<Time>,
    prefs: Option<Res<Prefs>>,
    camera: Single<(&Camera, &GlobalTransform), With<BoardCamera>>,
) -> Result {
    let now = time.elapsed_secs();
    // With motion reduced the points stand where they were scored.
    let rising = if still(prefs.as_deref()) { 0.0 } else { 30.0 };
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
        let left = (p.until - now).clamp(0.0, RISING);
        let rise = (RISING - left) * rising;
        let pos = egui::pos2(screen.x, screen.y - rise);
        let font = egui::FontId::proportional(30.0);
        // Dark colours (Black's) get a light shadow so they read on the board.
        let c = p.colour.to_srgba();
        let shadow = if c.red + c.green + c.blue < 0.9 {
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
        .add_systems(Update, (follow_turns, keep_awake).in_set(FrameSet::View))
        .add_systems(EguiPrimaryContextPass, draw_popups);
}
