//! The Tower's pieces on the board, painted by our own code: each tower
//! on its tile's foundation, a block a floor so its height shows, with
//! the follower that closed it on top; while a person's placed tile waits
//! for its figure, a marker for a floor on each tower that takes one (a
//! grey stone) and for a follower on top of each open tower (the
//! player's colour); and while a person captures, the squares the tower
//! reaches lit and a red marker on each follower it may take. A click on a
//! marker chooses it; digits work as for every phase (`keys.rs`).

use bevy::prelude::*;
use bevy_egui::input::egui_wants_any_keyboard_input;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::gui::look::Plain;
use crate::gui::messages::{Requests, TurnEvent, TurnRequest};
use crate::gui::play::session::Session;
use crate::gui::states::{FrameSet, OfGame};
use crate::gui::table::geometry::{BoardCamera, pick_point, square_centre};
use crate::gui::table::hand_view::{HandArt, TileMarkers, person_deploys_anew, spawn_marker};
use crate::gui::table::laid_anew::lay_anew;
use crate::gui::table::meeple_choice;
use crate::gui::table::offered::{BoardPicks, clicked};
use crate::gui::table::plates::paint_plates;
use crate::gui::table::tile_art::{Art, Artist, Sketch, TILE, clear_spot};
use crate::rules::sets::the_tower::{Action, CAPTURE, Tower};
use crate::rules::{Deploy, Figure, Game, Move, Pick, Pos};

/// A tower as shown: what it stands on and how high it is. The tile's
/// square is part of it: a tile lying placed, not yet final, may be taken
/// up and laid elsewhere under the same board index.
#[derive(Component, Clone, Copy, PartialEq)]
#[require(OfGame)]
struct TowerView {
    tile: u8,
    at: Pos,
    height: u8,
    top: Option<(u8, Figure)>,
}

/// A marker of a follower the capture may take, or a square it reaches.
#[derive(Component)]
#[require(OfGame)]
struct CaptureMark;

#[derive(Resource)]
struct TowerArt {
    /// Vertex colours as painted.
    plain: Handle<ColorMaterial>,
    stone: Handle<ColorMaterial>,
    reached: Handle<ColorMaterial>,
    /// A floor's block, on the marker of a floor chosen.
    block: Handle<Mesh>,
    /// A ring round a follower the capture may take.
    ring: Handle<Mesh>,
}

/// How high a floor's block stands, in tiles.
const FLOOR: f32 = 0.06;

fn setup(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    (plain, mut materials): (Res<Plain>, ResMut<Assets<ColorMaterial>>),
) {
    commands.insert_resource(TowerArt {
        plain: plain.0.clone(),
        stone: materials.add(ColorMaterial::from(Color::srgb(0.62, 0.6, 0.56))),
        reached: materials.add(ColorMaterial::from(Color::srgba(0.95, 0.3, 0.2, 0.16))),
        block: meshes.add(tower_sketch(1).into_mesh(TILE * 1.2, 0)),
        ring: meshes.add(ring_sketch().into_mesh(TILE, 0)),
    });
}

/// A red ring, open in the middle so the follower it rings shows.
fn ring_sketch() -> Sketch {
    let mut s = Sketch::default();
    let point = |k: usize| {
        let a = k as f32 / 24.0 * std::f32::consts::TAU;
        Vec2::new(a.cos(), a.sin()) * 0.19
    };
    for k in 0..24 {
        s.band(point(k), point(k + 1), 0.035, Color::srgb(0.92, 0.16, 0.12));
    }
    s
}

/// The foundation of a tower on the board, in world units: where no
/// figure on its tile hides it (`clear_spot`).
fn foundation_at(game: &Game, tile: u8) -> Vec2 {
    let t = game.board().tiles()[tile as usize];
    square_centre(t.pos) + clear_spot(t.kind, t.rot) * TILE
}

/// The top of a tower (where a follower closing it stands).
fn top_at(game: &Game, tower: Tower) -> Vec2 {
    foundation_at(game, tower.tile) + Vec2::new(0.0, FLOOR * tower.height as f32 + 0.05) * TILE
}

/// A tower's picture: its foundation's ruined walls, then a block of
/// stone a floor, each a little narrower, the top one crenellated.
fn tower_sketch(height: u8) -> Sketch {
    let mut s = Sketch::default();
    let dark = Color::srgb(0.22, 0.2, 0.19);
    let half = 0.15;
    s.rect(Vec2::new(-half, -half), Vec2::new(half, half * 0.4), dark);
    s.rect(
        Vec2::new(-half + 0.02, -half + 0.02),
        Vec2::new(half - 0.02, half * 0.4 - 0.02),
        Color::srgb(0.5, 0.47, 0.42),
    );
    for k in 0..height {
        let y = -half * 0.3 + k as f32 * FLOOR;
        let w = 0.12 - (k as f32 * 0.002).min(0.03);
        let shade = if k % 2 == 0 { 0.78 } else { 0.7 };
        s.rect(
            Vec2::new(-w - 0.01, y - 0.01),
            Vec2::new(w + 0.01, y + FLOOR),
            dark,
        );
        s.rect(
            Vec2::new(-w, y),
            Vec2::new(w, y + FLOOR - 0.01),
            Color::srgb(shade, shade * 0.97, shade * 0.9),
        );
        if k + 1 == height {
            for i in 0..3 {
                let x = -w + i as f32 * w;
                s.rect(
                    Vec2::new(x, y + FLOOR - 0.01),
                    Vec2::new(x + w * 0.6, y + FLOOR + 0.015),
                    dark,
                );
            }
        }
    }
    s
}

/// The towers follow the engine: laid anew whenever one changes.
fn show_towers(
    mut commands: Commands,
    session: Option<Res<Session>>,
    (art, mut meshes): (Res<TowerArt>, ResMut<Assets<Mesh>>),
    mut artist: Artist,
    shown: Query<(Entity, &TowerView)>,
) {
    let towers = |game: &Game| {
        (game.towers().iter())
            .map(|t| TowerView {
                tile: t.tile,
                at: t.square(game),
                height: t.height,
                top: t.top,
            })
            .collect()
    };
    let Some((session, wanted)) = lay_anew(&mut commands, session.as_deref(), &shown, towers)
    else {
        return;
    };
    let game = session.table.game();
    for view in wanted {
        let at = foundation_at(game, view.tile);
        let mut tower = commands.spawn((
            view,
            Mesh2d(meshes.add(tower_sketch(view.height).into_mesh(TILE, 0))),
            MeshMaterial2d(art.plain.clone()),
            Transform::from_translation(at.extend(8.3)),
        ));
        if let Some((seat, figure)) = view.top {
            let colour = session.seats[seat as usize].colour;
            let up = FLOOR * view.height as f32 + 0.05;
            tower.with_child((
                artist.meeple(colour, figure, false),
                Transform::from_xyz(0.0, up * TILE, 0.2).with_scale(Vec3::splat(0.8)),
            ));
        }
    }
}

/// A marker for a floor on each tower that takes one, and for a follower
/// on top of each open tower, after the placed tile's own.
fn show_tower_markers(
    mut commands: Commands,
    mut news: MessageReader<TurnEvent>,
    session: Res<Session>,
    (hand, art): (Res<HandArt>, Res<TowerArt>),
    mut artist: Artist,
) {
    if !person_deploys_anew(&mut news, &session) {
        return;
    }
    let game = session.table.game();
    let colour = session.current_seat().colour;
    let chosen = session.table.chosen();
    let options = session.table.deploy_options();
    for &d in &options {
        let Deploy::Set(sd) = d else {
            continue;
        };
        let Some(action) = Action::of(sd.action) else {
            continue;
        };
        let Some(&tower) = game.towers().iter().find(|t| t.tile == sd.tile) else {
            continue;
        };
        let (at, dot) = match action {
            Action::Floor => (
                foundation_at(game, sd.tile) + Vec2::new(-0.16, 0.0) * TILE,
                art.stone.clone(),
            ),
            // One marker for the followers that may go on top (a click
            // there goes on to the large meeple).
            Action::Top(_) if meeple_choice::first_at_its_place(d, &options) => (
                top_at(game, tower) + Vec2::new(0.0, 0.08) * TILE,
                artist.seat_colour(colour),
            ),
            _ => continue,
        };
        let mut marker = spawn_marker(&mut commands, &hand, d, at.extend(9.0), dot);
        if !meeple_choice::stands_on(d, chosen) {
            continue;
        }
        // The choice shows what it will do: a floor's stone, the follower.
        if let Deploy::Set(sd) = chosen {
            match Action::of(sd.action) {
                Some(Action::Top(figure)) => marker.with_child((
                    artist.meeple(colour, figure, false),
                    Transform::from_xyz(0.0, 0.0, 0.2),
                )),
                _ => marker.with_child((
                    Mesh2d(art.block.clone()),
                    MeshMaterial2d(art.plain.clone()),
                    Transform::from_xyz(0.0, 0.0, 0.2),
                )),
            };
        }
    }
}

/// The capture a person at this screen makes now: the tower it reaches
/// from and the picks offered (nobody aside).
fn to_capture(session: &Session) -> Option<(Tower, Vec<Pick>)> {
    let table = &session.table;
    if table.phase_key() != Some(CAPTURE) || !session.person_at(table.chooser_in_flight()?) {
        return None;
    }
    let tower = table.game().capturing_tower()?;
    let picks = table
        .options()
        .into_iter()
        .filter(|&p| p != Pick::Home)
        .collect();
    Some((tower, picks))
}

/// Where a pick of the capture lies on the board: a tower's square is its
/// top (the follower on it), anything else where every pick lies.
fn pick_at(game: &Game, pick: Pick) -> Option<Vec2> {
    match pick {
        Pick::Square(pos) => {
            let tower = game.towers().iter().find(|t| t.square(game) == pos)?;
            Some(top_at(game, *tower))
        }
        other => pick_point(game, other),
    }
}

/// While a person captures: the squares the tower reaches lit, and a red
/// ring on each follower it may take; laid anew when the choice changes.
fn mark_captures(
    mut commands: Commands,
    session: Option<Res<Session>>,
    (art, table_art): (Res<TowerArt>, Res<Art>),
    marks: Query<Entity, With<CaptureMark>>,
    mut shown: Local<Option<(usize, usize)>>,
) {
    let capture = session.as_deref().and_then(to_capture);
    let now = session.as_deref().zip(capture.as_ref()).map(|(s, _)| {
        let table = &s.table;
        (table.record().turns.len(), table.choices_in_flight())
    });
    if *shown == now {
        return;
    }
    *shown = now;
    for e in &marks {
        commands.entity(e).despawn();
    }
    let (Some(session), Some((tower, picks))) = (session, capture) else {
        return;
    };
    let game = session.table.game();
    for pos in tower.reach(game) {
        commands.spawn((
            CaptureMark,
            Mesh2d(table_art.square.clone()),
            MeshMaterial2d(art.reached.clone()),
            Transform::from_translation(square_centre(pos).extend(5.6))
                .with_scale(Vec3::splat(0.96)),
        ));
    }
    for pick in picks {
        let Some(at) = pick_at(game, pick) else {
            continue;
        };
        commands.spawn((
            CaptureMark,
            Mesh2d(art.ring.clone()),
            MeshMaterial2d(art.plain.clone()),
            Transform::from_translation(at.extend(9.0)),
        ));
    }
}

/// Each tower's height as a number on a stone plate at its foot, so it
/// reads at any zoom (under egui's windows, as the board is).
fn label_heights(
    mut contexts: EguiContexts,
    session: Option<Res<Session>>,
    camera: Single<(&Camera, &GlobalTransform), With<BoardCamera>>,
) -> Result {
    let Some(session) = session else {
        return Ok(());
    };
    let game = session.table.game();
    let heights = (game.towers().iter()).filter(|t| t.height > 0).map(|t| {
        (
            foundation_at(game, t.tile) + Vec2::new(0.0, -0.17) * TILE,
            t.height,
        )
    });
    let stone = (
        egui::Color32::from_rgb(70, 66, 60),
        egui::Color32::from_rgb(235, 230, 220),
    );
    let layer = egui::Id::new("tower heights");
    paint_plates(contexts.ctx_mut()?, *camera, layer, heights, stone);
    Ok(())
}

/// A click on a red ring captures that follower.
struct Captures;

impl BoardPicks for Captures {
    fn picks(session: &Session) -> Option<Vec<(Pick, Vec2)>> {
        let (_, picks) = to_capture(session)?;
        let game = session.table.game();
        Some(
            (picks.iter())
                .filter_map(|&p| Some((p, pick_at(game, p)?)))
                .collect(),
        )
    }
}

/// Space (or Enter), as for a turn with no meeple, captures nobody.
fn key_nothing(
    session: Option<Res<Session>>,
    keys: Res<ButtonInput<KeyCode>>,
    mut requests: Requests,
) {
    let nothing = keys.any_just_pressed([KeyCode::Space, KeyCode::Enter]);
    if nothing && session.as_deref().and_then(to_capture).is_some() {
        requests.send(TurnRequest::Move(Move::Decide(Pick::Home)));
    }
}

pub fn plugin(app: &mut App) {
    clicked::<Captures>(app);
    app.add_systems(Startup, setup)
        .add_systems(EguiPrimaryContextPass, label_heights)
        .add_systems(
            Update,
            key_nothing
                .run_if(not(egui_wants_any_keyboard_input))
                .in_set(FrameSet::Input),
        )
        .add_systems(
            Update,
            (
                show_towers,
                mark_captures,
                show_tower_markers
                    .run_if(resource_exists::<Session>)
                    .after(TileMarkers),
            )
                .in_set(FrameSet::View),
        );
}
