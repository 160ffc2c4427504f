//! Words and points that float up over the board: "+8" over a scored
//! feature in its owner's colour ("+10 most wine" over the middle for
//! tokens a set counts), "doesn't fit" where a drop was refused.
//! They follow the turn plugin's news and go when a pause is skipped or
//! turns are taken back.

use bevy::prelude::*;
use bevy::window::RequestRedraw;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::gui::look::{egui_colour, seat_mark};
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
    /// The colours (seat colour indices) whose marks go before the text:
    /// whose points they are, told by shape as well as by colour.
    pub marks: Vec<usize>,
    pub until: f32,
}

#[derive(Resource, Default)]
pub struct Popups(pub Vec<Popup>);

/// Why the last drop was refused, in words, until the next step of the
/// turn: the words that float up go after a moment, so the side panel
/// keeps them (nothing a player must read goes on a timer).
#[derive(Resource, Default)]
pub struct Refused(pub Option<String>);

fn follow_turns(
    mut news: MessageReader<TurnEvent>,
    (mut popups, mut refused): (ResMut<Popups>, ResMut<Refused>),
    session: Option<Res<Session>>,
    time: Res<Time>,
) {
    let now = time.elapsed_secs();
    for event in news.read() {
        match event {
            TurnEvent::PlacementRefused { reason, .. } => refused.0 = Some(words::refused(reason)),
            TurnEvent::Step { .. } | TurnEvent::TurnsUndone(_) | TurnEvent::GameStarted => {
                refused.0 = None
            }
            _ => {}
        }
        match event {
            TurnEvent::Step {
                happened: Happened::TurnEnded { scored, .. } | Happened::Acted { scored, .. },
                ..
            } => {
                let Some(session) = &session else { continue };
                for e in scored {
                    let colour = e.seats().next().map_or(Color::WHITE, |s| session.colour(s));
                    // Points a set brings say what for (a marked road's or
                    // city's double-or-nothing is worth seeing when it
                    // pays, tokens a set counts lie on no feature).
                    let game = session.table.game();
                    let category = categories::category(game, e);
                    let text = if category.set().is_some() {
                        format!("+{} {}", e.points, words::scored_for(game, e))
                    } else {
                        format!("+{}", e.points)
                    };
                    // Tokens a set counts lie on no feature: their awards
                    // rise over the middle of the board, one line a kind.
                    let world = match e.what {
                        Scored::Feature(f) => feature_centre(game, f),
                        Scored::Tokens(kind) => {
                            board_centre(game) + Vec2::new(0.0, (1.0 - kind as f32) * 0.6 * TILE)
                        }
                        // Points paid rise where the tokens' do.
                        Scored::PaidBy(_) => board_centre(game),
                    };
                    let marks = e.seats().map(|s| session.seats[s].colour).collect();
                    popups.0.push(Popup {
                        world,
                        text,
                        colour,
                        marks,
                        until: now + RISING,
                    });
                }
            }
            TurnEvent::PlacementRefused { pos, reason } => popups.0.push(Popup {
                world: square_centre(*pos),
                text: words::refused(reason),
                colour: Color::srgb(1.0, 0.4, 0.4),
                marks: Vec::new(),
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
        let text = painter.text(
            pos,
            egui::Align2::CENTER_CENTER,
            &p.text,
            font,
            egui_colour(p.colour),
        );
        for (i, &colour) in p.marks.iter().enumerate() {
            let at = egui::pos2(text.left() - 14.0 - 22.0 * i as f32, text.center().y);
            seat_mark(&painter, at, 1.3, colour);
        }
    }
    Ok(())
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Popups>()
        .init_resource::<Refused>()
        .add_systems(Update, (follow_turns, keep_awake).in_set(FrameSet::View))
        .add_systems(EguiPrimaryContextPass, draw_popups);
}
