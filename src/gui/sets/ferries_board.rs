//! The Ferries on the board (the lakes are in the tiles' own pictures):
//! on every lake its ferry, a wooden raft from one jetty to the other,
//! laid anew when a ferry is laid or moves; while a person chooses which
//! ferry moves, those lakes lit and ringed (a click there lifts the ferry;
//! then the side panel offers its places, and digits work as for every
//! phase, `keys.rs`); the lake whose ferry is being laid or moved lit.

use bevy::prelude::*;

use crate::gui::play::session::Session;
use crate::gui::states::{FrameSet, OfGame};
use crate::gui::table::geometry::square_centre;
use crate::gui::table::laid_anew::lay_anew;
use crate::gui::table::offered::{RingedPhase, ringed};
use crate::gui::table::tile_art::{Art, Sketch, TILE};
use crate::rules::sets::ferries::{FERRY_MOVE, PAIRS, Step, lakes, movable};
use crate::rules::{Game, Pos};

/// Where a jetty meets the lake, in tile widths from the tile's middle
/// (the lake's rim, as `art/tile/sets/ferries.rs` paints it).
const JETTY: f32 = 0.17;

/// A lake's ferry as shown (over the tiles, under figures and the tile
/// in hand).
#[derive(Component, Clone, Copy, PartialEq)]
#[require(OfGame)]
struct FerryView {
    at: Pos,
    pair: u8,
}

/// A lake lit while its ferry is chosen or laid.
#[derive(Component)]
#[require(OfGame)]
struct LakeMark;

#[derive(Resource)]
struct FerryArt {
    plain: Handle<ColorMaterial>,
    lit: Handle<ColorMaterial>,
}

fn setup(mut commands: Commands, mut materials: ResMut<Assets<ColorMaterial>>) {
    commands.insert_resource(FerryArt {
        plain: materials.add(ColorMaterial::from(Color::WHITE)),
        lit: materials.add(ColorMaterial::from(Color::srgba(0.35, 0.75, 1.0, 0.25))),
    });
}

/// Towards an edge (0 N, 1 E, 2 S, 3 W) of a tile as it lies.
fn towards(edge: u8) -> Vec2 {
    [Vec2::Y, Vec2::X, -Vec2::Y, -Vec2::X][edge as usize & 3]
}

/// A raft of planks from the jetty by edge `a` to the one by edge `b`.
fn raft(a: u8, b: u8) -> Sketch {
    let (from, to) = (towards(a) * JETTY, towards(b) * JETTY);
    let along = (to - from).normalize();
    let side = along.perp() * 0.05;
    let (from, to) = (from + along * 0.02, to - along * 0.02);
    let mut s = Sketch::default();
    let rim = Color::srgb(0.3, 0.18, 0.08);
    let wood = Color::srgb(0.66, 0.46, 0.24);
    let grow = along * 0.012;
    let edge = side.normalize() * 0.012;
    s.poly(
        &[
            from - grow + side + edge,
            to + grow + side + edge,
            to + grow - side - edge,
            from - grow - side - edge,
        ],
        rim,
    );
    s.poly(&[from + side, to + side, to - side, from - side], wood);
    // The planks' seams, across the raft.
    let length = (to - from).length();
    for k in 1..(length / 0.04) as i32 {
        let at = from + along * (k as f32 * 0.04);
        s.poly(
            &[
                at + side - along * 0.003,
                at + side + along * 0.003,
                at - side + along * 0.003,
                at - side - along * 0.003,
            ],
            rim,
        );
    }
    s
}

fn wanted(game: &Game) -> Vec<FerryView> {
    (lakes(game).iter())
        .map(|l| FerryView {
            at: game.board().tiles()[l.tile as usize].pos,
            pair: l.pair,
        })
        .collect()
}

/// The ferries follow the engine: laid anew when one is laid or moves.
fn show_ferries(
    mut commands: Commands,
    session: Option<Res<Session>>,
    (art, mut meshes): (Res<FerryArt>, ResMut<Assets<Mesh>>),
    shown: Query<(Entity, &FerryView)>,
) {
    let Some((_, wanted)) = lay_anew(&mut commands, session.as_deref(), &shown, wanted) else {
        return;
    };
    for view in wanted {
        let (a, b) = PAIRS[view.pair as usize];
        commands.spawn((
            view,
            Mesh2d(meshes.add(raft(a, b).into_mesh(TILE, 0))),
            MeshMaterial2d(art.plain.clone()),
            Transform::from_translation(square_centre(view.at).extend(2.6)),
        ));
    }
}

/// The lakes lit now: those whose ferry may move while the seat chooses
/// one, the lake whose ferry is laid or lifted.
fn lit(session: &Session) -> Vec<Pos> {
    let table = &session.table;
    let game = table.game();
    if table.phase_key().is_none() {
        return Vec::new();
    }
    let at = |t: u8| game.board().tiles()[t as usize].pos;
    match game.ferry_step() {
        Step::Lay(t) | Step::Shift(t) => vec![at(t)],
        Step::Which => movable(game).into_iter().map(at).collect(),
        Step::Idle => Vec::new(),
    }
}

fn light_lakes(
    mut commands: Commands,
    session: Option<Res<Session>>,
    (art, table_art): (Res<FerryArt>, Res<Art>),
    marks: Query<Entity, With<LakeMark>>,
    mut shown: Local<Vec<Pos>>,
) {
    let now = session.as_deref().map(lit).unwrap_or_default();
    if *shown == now {
        return;
    }
    for e in &marks {
        commands.entity(e).despawn();
    }
    for &pos in &now {
        commands.spawn((
            LakeMark,
            Mesh2d(table_art.square.clone()),
            MeshMaterial2d(art.lit.clone()),
            Transform::from_translation(square_centre(pos).extend(5.6))
                .with_scale(Vec3::splat(0.96)),
        ));
    }
    *shown = now;
}

/// The lakes whose ferry may move are ringed and clicked.
struct WhichFerry;

impl RingedPhase for WhichFerry {
    const KEY: &'static str = FERRY_MOVE;
}

pub fn plugin(app: &mut App) {
    ringed::<WhichFerry>(app);
    app.add_systems(Startup, setup)
        .add_systems(Update, (show_ferries, light_lakes).in_set(FrameSet::View));
}
