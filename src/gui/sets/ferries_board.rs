//! The Ferries on the board (the lakes are in the tiles' own pictures):
//! on every lake its ferry, a wooden raft from one jetty to the other,
//! laid anew when a ferry is laid or moves; while a person chooses which
//! ferry moves, those lakes lit and ringed (a click there lifts the
//! ferry); the lake whose ferry is being laid or moved lit, with a pale
//! raft and a ring on each place it may go (a click there lays it; the
//! side panel's buttons and the digits do the same, `keys.rs`).

use bevy::prelude::*;

use crate::gui::look::Plain;
use crate::gui::play::session::Session;
use crate::gui::states::{FrameSet, OfGame};
use crate::gui::table::geometry::square_centre;
use crate::gui::table::hand_view::HandArt;
use crate::gui::table::laid_anew::lay_anew;
use crate::gui::table::lit_squares::{LitSquares, lit};
use crate::gui::table::offered::{BoardPicks, RingedPhase, clicked, ringed};
use crate::gui::table::tile_art::{Sketch, TILE};
use crate::rules::sets::ferries::{FERRY, FERRY_MOVE, PAIRS, Step, lakes, movable};
use crate::rules::{Game, Pick, Pos};

/// Where a jetty meets the lake, in tile widths from the tile's middle
/// (the lake's rim, as `ferries_art.rs` paints it).
const JETTY: f32 = 0.17;

/// A lake's ferry as shown (over the tiles, under figures and the tile
/// in hand).
#[derive(Component, Clone, Copy, PartialEq)]
#[require(OfGame)]
struct FerryView {
    at: Pos,
    pair: u8,
}

/// A place the ferry being laid may go: a pale raft and a ring.
#[derive(Component)]
#[require(OfGame)]
struct PlaceMark;

#[derive(Resource)]
struct FerryArt {
    plain: Handle<ColorMaterial>,
    /// Vertex colours, faded: a place the ferry may go.
    pale: Handle<ColorMaterial>,
}

fn setup(
    mut commands: Commands,
    (plain, mut materials): (Res<Plain>, ResMut<Assets<ColorMaterial>>),
) {
    commands.insert_resource(FerryArt {
        plain: plain.0.clone(),
        pale: materials.add(ColorMaterial::from(Color::srgba(1.0, 1.0, 1.0, 0.55))),
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

/// The lakes lit: those whose ferry may move while the seat chooses one,
/// the lake whose ferry is laid or lifted.
struct Lakes;

impl LitSquares for Lakes {
    const COLOUR: Color = Color::srgba(0.35, 0.75, 1.0, 0.25);

    fn squares(session: &Session) -> Vec<Pos> {
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
}

/// Where a place's ring lies, in tile widths from the lake's middle: on
/// the lake's shore between its two jetties, or on the raft halfway to
/// the first jetty for one straight across. So the six places of a lake
/// with four roads lie apart, each a click's reach from the others.
fn place_point(pair: u8) -> Vec2 {
    let (a, b) = PAIRS[pair as usize];
    match towards(a) + towards(b) {
        Vec2::ZERO => towards(a) * 0.1,
        between => between * 0.17,
    }
}

/// The places a person at this screen may lay the ferry in now, each
/// with its point on the board, and the lake's square.
fn places_offered(session: &Session) -> Option<(Pos, Vec<(Pick, Vec2)>)> {
    let table = &session.table;
    let key = table.phase_key()?;
    if (key != FERRY && key != FERRY_MOVE) || !session.person_at(table.chooser_in_flight()?) {
        return None;
    }
    let game = table.game();
    let (Step::Lay(tile) | Step::Shift(tile)) = game.ferry_step() else {
        return None;
    };
    let at = game.board().tiles()[tile as usize].pos;
    let centre = square_centre(at);
    let places = (table.options().into_iter())
        .filter_map(|p| match p {
            Pick::Choice(n) => Some((p, centre + place_point(n) * TILE)),
            _ => None,
        })
        .collect();
    Some((at, places))
}

/// While a person lays a ferry: a pale raft and a ring on each place.
fn mark_places(
    mut commands: Commands,
    session: Option<Res<Session>>,
    (art, hand, mut meshes): (Res<FerryArt>, Res<HandArt>, ResMut<Assets<Mesh>>),
    marks: Query<Entity, With<PlaceMark>>,
    mut shown: Local<Vec<Pick>>,
) {
    let offered = session.as_deref().and_then(places_offered);
    let now: Vec<Pick> = offered
        .iter()
        .flat_map(|(_, p)| p.iter().map(|p| p.0))
        .collect();
    if *shown == now {
        return;
    }
    *shown = now;
    for e in &marks {
        commands.entity(e).despawn();
    }
    let Some((at, places)) = offered else {
        return;
    };
    for (pick, point) in places {
        let Pick::Choice(n) = pick else { continue };
        let (a, b) = PAIRS[n as usize];
        commands.spawn((
            PlaceMark,
            Mesh2d(meshes.add(raft(a, b).into_mesh(TILE, 0))),
            MeshMaterial2d(art.pale.clone()),
            // Over the lit lake: no tile is in hand while a ferry is laid.
            Transform::from_translation(square_centre(at).extend(5.7)),
        ));
        commands.spawn((
            PlaceMark,
            Mesh2d(hand.marker_ring.clone()),
            MeshMaterial2d(hand.ring.clone()),
            Transform::from_translation(point.extend(9.0)).with_scale(Vec3::splat(0.4)),
        ));
    }
}

/// A click on a place's ring lays the ferry there.
struct FerryPlaces;

impl BoardPicks for FerryPlaces {
    fn picks(session: &Session) -> Option<Vec<(Pick, Vec2)>> {
        places_offered(session).map(|(_, places)| places)
    }
}

/// The lakes whose ferry may move are ringed and clicked.
struct WhichFerry;

impl RingedPhase for WhichFerry {
    const KEY: &'static str = FERRY_MOVE;
}

pub fn plugin(app: &mut App) {
    ringed::<WhichFerry>(app);
    clicked::<FerryPlaces>(app);
    lit::<Lakes>(app);
    app.add_systems(Startup, setup)
        .add_systems(Update, (show_ferries, mark_places).in_set(FrameSet::View));
}
