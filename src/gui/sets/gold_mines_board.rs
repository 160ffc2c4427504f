//! The Gold Mines' pieces on the board, painted by our own code (the
//! mine is in the tiles' own pictures, `gold_mines_art.rs`): on
//! every tile the ingots lying there (a stack of gold bars, their number on a
//! plate when more than one); while a person chooses where a mine's
//! second ingot goes, the squares it may go to lit in gold. A click on a
//! lit square chooses it; digits work as for every phase (`keys.rs`).

use bevy::prelude::*;
use bevy_egui::input::egui_wants_any_pointer_input;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::gui::look::Plain;
use crate::gui::messages::{Requests, TurnRequest};
use crate::gui::play::session::Session;
use crate::gui::states::{FrameSet, OfGame};
use crate::gui::table::geometry::{BoardCamera, square_at, square_centre};
use crate::gui::table::hand::FreePointer;
use crate::gui::table::laid_anew::lay_anew;
use crate::gui::table::lit_squares::{LitSquares, lit};
use crate::gui::table::plates::paint_plates;
use crate::gui::table::tile_art::{Sketch, TILE, clear_spot};
use crate::rules::sets::gold_mines::GOLD;
use crate::rules::{Game, Move, Pick, Pos, SetId, Table, catalog};

/// A tile's mine and ingots as shown. The tile's square is part of it: a
/// tile lying placed, not yet final, may be taken up and laid elsewhere
/// under the same board index.
#[derive(Component, Clone, Copy, PartialEq)]
#[require(OfGame)]
struct GoldView {
    tile: u8,
    at: Pos,
    mine: bool,
    ingots: u8,
}

#[derive(Resource)]
struct GoldArt {
    /// Vertex colours as painted.
    plain: Handle<ColorMaterial>,
}

/// The gold of an ingot in the window's own pictures (the scoreboard's).
pub const GOLD_COLOUR: egui::Color32 = egui::Color32::from_rgb(232, 184, 48);

/// The most bars a stack shows; more are told by the number.
const STACK: u8 = 4;

fn setup(mut commands: Commands, plain: Res<Plain>) {
    commands.insert_resource(GoldArt {
        plain: plain.0.clone(),
    });
}

/// A stack of `n` gold bars (at most `STACK`), each a trapezoid with a
/// dark rim, a little offset from the one below.
fn stack_sketch(n: u8) -> Sketch {
    let mut s = Sketch::default();
    let rim = Color::srgb(0.45, 0.3, 0.04);
    let gold = Color::srgb(0.95, 0.76, 0.2);
    let shine = Color::srgb(1.0, 0.9, 0.55);
    for k in 0..n.min(STACK) {
        let y = k as f32 * 0.05;
        let x = if k % 2 == 0 { 0.0 } else { 0.025 };
        let bar = |grow: f32| {
            [
                Vec2::new(x - 0.08 - grow, y - grow),
                Vec2::new(x + 0.08 + grow, y - grow),
                Vec2::new(x + 0.055 + grow, y + 0.045 + grow),
                Vec2::new(x - 0.055 - grow, y + 0.045 + grow),
            ]
        };
        s.poly(&bar(0.01), rim);
        s.poly(&bar(0.0), gold);
        s.rect(
            Vec2::new(x - 0.04, y + 0.03),
            Vec2::new(x + 0.03, y + 0.038),
            shine,
        );
    }
    s
}

/// Where a tile's mine and ingots lie, in world units.
fn gold_spot(game: &Game, tile: u8) -> Vec2 {
    let t = game.board().tiles()[tile as usize];
    square_centre(t.pos) + clear_spot(t.kind, t.rot) * TILE
}

/// Every tile with a mine or ingots, as it should show.
fn wanted(game: &Game) -> Vec<GoldView> {
    (game.board().tiles().iter().enumerate())
        .map(|(i, t)| GoldView {
            tile: i as u8,
            at: t.pos,
            mine: catalog().get(t.kind).set == Some(SetId::GoldMines),
            ingots: game.ingots_on(i),
        })
        .filter(|v| v.mine || v.ingots > 0)
        .collect()
}

/// The mines and ingots follow the engine: laid anew when any changes.
fn show_gold(
    mut commands: Commands,
    session: Option<Res<Session>>,
    (art, mut meshes): (Res<GoldArt>, ResMut<Assets<Mesh>>),
    shown: Query<(Entity, &GoldView)>,
) {
    let Some((session, wanted)) = lay_anew(&mut commands, session.as_deref(), &shown, wanted)
    else {
        return;
    };
    let game = session.table.game();
    for view in wanted {
        let at = gold_spot(game, view.tile);
        let mut spot = commands.spawn((
            view,
            Transform::from_translation(at.extend(8.2)),
            Visibility::default(),
        ));
        if view.ingots > 0 {
            // Beside the mine's entrance, or where the mine would be.
            let beside = if view.mine { 0.12 } else { 0.0 } * TILE;
            spot.with_child((
                Mesh2d(meshes.add(stack_sketch(view.ingots).into_mesh(TILE, 0))),
                MeshMaterial2d(art.plain.clone()),
                Transform::from_xyz(beside, -0.08 * TILE, 0.1),
            ));
        }
    }
}

/// The number of ingots on a tile with more than one, on a plate under
/// the stack (under egui's windows, as the board is).
fn label_ingots(
    mut contexts: EguiContexts,
    shown: Query<(&GoldView, &Transform)>,
    camera: Single<(&Camera, &GlobalTransform), With<BoardCamera>>,
) -> Result {
    // From the pieces as shown (`show_gold` keeps them in step).
    let counts = (shown.iter()).filter(|(v, _)| v.ingots > 1).map(|(v, at)| {
        let beside = if v.mine { 0.12 } else { 0.0 };
        (
            at.translation.truncate() + Vec2::new(beside + 0.13, -0.06) * TILE,
            v.ingots,
        )
    });
    let gold = (egui::Color32::from_rgb(90, 64, 16), GOLD_COLOUR);
    let layer = egui::Id::new("ingot counts");
    paint_plates(contexts.ctx_mut()?, *camera, layer, counts, gold);
    Ok(())
}

/// The squares a person at this screen may put the second ingot on now.
fn to_choose(session: &Session) -> Option<Vec<Pos>> {
    let table: &Table = &session.table;
    if table.phase_key() != Some(GOLD) || !session.person_at(table.chooser_in_flight()?) {
        return None;
    }
    let squares = (table.options().into_iter()).filter_map(|p| match p {
        Pick::Square(pos) => Some(pos),
        _ => None,
    });
    Some(squares.collect())
}

/// While a person chooses: the squares offered lit in gold.
struct IngotSquares;

impl LitSquares for IngotSquares {
    const COLOUR: Color = Color::srgba(0.95, 0.75, 0.15, 0.32);

    fn squares(session: &Session) -> Vec<Pos> {
        to_choose(session).unwrap_or_default()
    }
}

/// A click on a lit square puts the ingot there.
fn click_square(
    session: Option<Res<Session>>,
    buttons: Res<ButtonInput<MouseButton>>,
    pointer: FreePointer,
    mut requests: Requests,
) {
    let Some(squares) = session.as_deref().and_then(to_choose) else {
        return;
    };
    // Anywhere on a lit square.
    let clicked = pointer.clicked(&buttons).map(square_at);
    if let Some(pos) = clicked.filter(|p| squares.contains(p)) {
        requests.send(TurnRequest::Move(Move::Decide(Pick::Square(pos))));
    }
}

pub fn plugin(app: &mut App) {
    lit::<IngotSquares>(app);
    app.add_systems(Startup, setup)
        .add_systems(EguiPrimaryContextPass, label_ingots)
        .add_systems(
            Update,
            click_square
                .run_if(not(egui_wants_any_pointer_input))
                .in_set(FrameSet::Input),
        )
        .add_systems(Update, show_gold.in_set(FrameSet::View));
}
