//! The board as entities mirroring the engine: a mesh per placed tile,
//! meeples, and one entity per feature with its kind, owners and whether it
//! is complete. Rebuilt from the engine after every move.

use std::collections::HashMap;

use bevy::prelude::*;
use bevy::sprite_render::AlphaMode2d;

use super::camera::BoardCamera;
use super::motion::{Ease, Motion};
use super::session::Session;
use super::tile_art::{Sketch, TILE, meeple_shape, meeple_spot, sketch_tile};
use super::{AppState, FrameSet};
use crate::rules::features::SegmentId;
use crate::rules::game::MeepleKind;
use crate::rules::tileset::SegmentKind;
use crate::rules::{Placement, Pos, TileKind, catalog};

/// Anything drawn on the board that belongs to one game.
#[derive(Component)]
pub struct BoardItem;

#[derive(Component)]
pub struct PlacedTileView {
    pub index: usize,
}

#[derive(Component, Debug, Clone, Copy, PartialEq)]
pub struct MeepleView {
    pub player: u8,
    pub abbot: bool,
    /// Where it stands: the placed tile's index and the segment on it.
    pub tile: u8,
    pub segment: u8,
}

/// Where each seat's line of the scoreboard is on screen, so meeples know
/// where home is.
#[derive(Resource, Default)]
pub struct ScoreboardRows(pub Vec<Vec2>);

/// A connected feature on the board, as the engine sees it.
#[derive(Component, Debug, Clone, PartialEq)]
pub struct FeatureView {
    pub root: SegmentId,
    pub kind: SegmentKind,
    pub tiles: usize,
    pub complete: bool,
    /// Seats with the most meeples on it.
    pub owners: Vec<usize>,
}

/// A short-lived glow over a scored feature's tiles.
#[derive(Component)]
pub struct Glow {
    pub until: f32,
}

/// Meshes and materials made once and shared.
#[derive(Resource, Default)]
pub struct Art {
    tiles: HashMap<(TileKind, u8), Handle<Mesh>>,
    meeples: HashMap<(usize, bool), Handle<Mesh>>,
    pub plain: Handle<ColorMaterial>,
    pub glow: Handle<ColorMaterial>,
    pub square: Handle<Mesh>,
}

impl Art {
    pub fn tile(&mut self, meshes: &mut Assets<Mesh>, kind: TileKind, rot: u8) -> Handle<Mesh> {
        self.tiles
            .entry((kind, rot))
            .or_insert_with(|| meshes.add(sketch_tile(catalog().get(kind)).into_mesh(TILE, rot)))
            .clone()
    }

    pub fn meeple(
        &mut self,
        meshes: &mut Assets<Mesh>,
        colour: usize,
        abbot: bool,
    ) -> Handle<Mesh> {
        self.meeples
            .entry((colour, abbot))
            .or_insert_with(|| {
                let mut s = Sketch::default();
                meeple_shape(&mut s, super::session::COLOURS[colour], 1.0, abbot);
                meshes.add(s.into_mesh(TILE * 0.26, 0))
            })
            .clone()
    }
}

/// Where a meeple on `segment` of a tile lying at `placement` stands, and
/// how: farmers lie down, as in the rulebook.
pub fn meeple_pose(kind: TileKind, placement: Placement, segment: u8) -> (Vec2, Quat) {
    let tile = catalog().get(kind);
    let spot = square_centre(placement.pos) + meeple_spot(tile, segment, placement.rot) * TILE;
    let turn = if tile.segments[segment as usize].kind == SegmentKind::Field {
        Quat::from_rotation_z(std::f32::consts::FRAC_PI_2)
    } else {
        Quat::IDENTITY
    };
    (spot, turn)
}

/// World position of a square's centre.
pub fn square_centre(p: Pos) -> Vec2 {
    Vec2::new(p.x as f32, p.y as f32) * TILE
}

/// The square under a world position.
pub fn square_at(world: Vec2) -> Pos {
    let s = (world / TILE).round();
    Pos::new(s.x as i32, s.y as i32)
}

pub fn translucent(materials: &mut Assets<ColorMaterial>, color: Color) -> Handle<ColorMaterial> {
    materials.add(ColorMaterial {
        color,
        alpha_mode: AlphaMode2d::Blend,
        ..default()
    })
}

fn setup_art(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    commands.insert_resource(Art {
        plain: materials.add(ColorMaterial::from(Color::WHITE)),
        glow: translucent(&mut materials, Color::srgba(1.0, 0.95, 0.4, 0.45)),
        square: meshes.add(Rectangle::new(TILE, TILE)),
        ..default()
    });
}

/// Remembers how far the view has followed the engine.
#[derive(Resource, Default)]
struct Mirrored {
    tiles: usize,
    moves: Option<u32>,
    features: HashMap<SegmentId, Entity>,
    /// The moves made and tiles on the board when the meeples were last
    /// compared with the engine's.
    meeples: Option<(u32, usize)>,
}

fn clear_board(mut commands: Commands, items: Query<Entity, With<BoardItem>>) {
    for e in &items {
        commands.entity(e).despawn();
    }
    commands.insert_resource(Mirrored::default());
}

/// What an undo clears before the board is drawn again.
type Redrawn = Or<(With<PlacedTileView>, With<FeatureView>, With<Glow>)>;

/// Spawns what the engine has and the view lacks: tiles and features.
#[allow(clippy::too_many_arguments)]
fn mirror_engine(
    mut commands: Commands,
    session: Option<Res<Session>>,
    mut mirrored: ResMut<Mirrored>,
    mut art: ResMut<Art>,
    mut meshes: ResMut<Assets<Mesh>>,
    shown: Query<Entity, Redrawn>,
    mut features: Query<&mut FeatureView>,
    time: Res<Time>,
) {
    let Some(session) = session else { return };
    let game = session.table.game();
    if mirrored.moves == Some(game.moves_made()) && mirrored.tiles == game.board().len() {
        return;
    }
    if game.board().len() < mirrored.tiles {
        // Turns were taken back: the board is drawn again from the engine.
        for e in &shown {
            commands.entity(e).despawn();
        }
        *mirrored = Mirrored::default();
    }
    let now = time.elapsed_secs();
    // A fresh board (a new or resumed game) appears at once; a new tile settles.
    let settle = mirrored.tiles > 0;
    for (index, t) in game.board().tiles().iter().enumerate().skip(mirrored.tiles) {
        let mesh = art.tile(&mut meshes, t.kind, t.rot);
        let at = square_centre(t.pos).extend(0.0);
        let mut tile = commands.spawn((
            BoardItem,
            PlacedTileView { index },
            Mesh2d(mesh),
            MeshMaterial2d(art.plain.clone()),
            Transform::from_translation(at),
        ));
        if settle {
            tile.insert(Motion::scale(at, 1.08, now, 0.18, Ease::Out));
        }
    }
    mirrored.tiles = game.board().len();
    mirrored.moves = Some(game.moves_made());

    // One entity per feature: roots that vanished were merged into others.
    let mut seen: HashMap<SegmentId, FeatureView> = HashMap::new();
    for t in game.board().tiles() {
        let tile = catalog().get(t.kind);
        for (i, s) in tile.segments.iter().enumerate() {
            let root = game.features().root(t.first_segment + i as SegmentId);
            let node = game.features().node(root);
            let view = seen.entry(root).or_insert_with(|| FeatureView {
                root,
                kind: s.kind,
                tiles: 0,
                complete: node.completed
                    || (matches!(s.kind, SegmentKind::Road | SegmentKind::City) && node.open == 0),
                owners: (0..5).filter(|p| node.majority() & (1 << p) != 0).collect(),
            });
            view.tiles = node.tiles.max(1) as usize;
        }
    }
    let stale: Vec<SegmentId> = mirrored
        .features
        .keys()
        .filter(|r| !seen.contains_key(r))
        .copied()
        .collect();
    for r in stale {
        if let Some(e) = mirrored.features.remove(&r) {
            commands.entity(e).despawn();
        }
    }
    for (root, view) in seen {
        match mirrored
            .features
            .get(&root)
            .and_then(|&e| features.get_mut(e).ok())
        {
            Some(mut existing) => {
                if *existing != view {
                    *existing = view;
                }
            }
            None => {
                let e = commands.spawn((BoardItem, view)).id();
                mirrored.features.insert(root, e);
            }
        }
    }
}

/// Meeples follow the engine: new ones pop in; those that left the board
/// (scored, recalled, or taken back by an undo) fly home to their owner's
/// line of the scoreboard.
#[allow(clippy::too_many_arguments)]
fn mirror_meeples(
    mut commands: Commands,
    session: Option<Res<Session>>,
    mut mirrored: ResMut<Mirrored>,
    mut art: ResMut<Art>,
    mut meshes: ResMut<Assets<Mesh>>,
    meeples: Query<(Entity, &MeepleView, &Transform)>,
    time: Res<Time>,
    rows: Res<ScoreboardRows>,
    camera: Query<(&Camera, &GlobalTransform), With<BoardCamera>>,
) {
    let Some(session) = session else { return };
    let game = session.table.game();
    // Meeples change only with a move or an undo.
    let seen = (game.moves_made(), game.board().len());
    if mirrored.meeples == Some(seen) {
        return;
    }
    mirrored.meeples = Some(seen);
    let now = time.elapsed_secs();
    let wanted: Vec<MeepleView> = game
        .meeples()
        .iter()
        .map(|m| MeepleView {
            player: m.player,
            abbot: m.kind == MeepleKind::Abbot,
            tile: m.tile,
            segment: m.segment,
        })
        .collect();
    // Meeples that left the board fly home to their owner's scoreboard line.
    for (e, view, transform) in &meeples {
        if wanted.contains(view) {
            continue;
        }
        let home = rows
            .0
            .get(view.player as usize)
            .zip(camera.single().ok())
            .and_then(|(&row, (camera, global))| camera.viewport_to_world_2d(global, row).ok());
        let mut entity = commands.entity(e);
        entity.remove::<MeepleView>();
        match home {
            Some(home) => {
                entity.insert(Motion {
                    from: transform.translation,
                    to: home.extend(8.0),
                    from_scale: 1.0,
                    to_scale: 0.5,
                    start: now,
                    duration: 0.8,
                    ease: Ease::InOut,
                    despawn: true,
                });
            }
            None => entity.despawn(),
        }
    }
    let standing: Vec<MeepleView> = meeples.iter().map(|(_, v, _)| *v).collect();
    for view in wanted.into_iter().filter(|v| !standing.contains(v)) {
        let placed = game.board().tiles()[view.tile as usize];
        let (spot, turn) = meeple_pose(
            placed.kind,
            Placement {
                pos: placed.pos,
                rot: placed.rot,
            },
            view.segment,
        );
        let mesh = art.meeple(
            &mut meshes,
            session.seats[view.player as usize].colour,
            view.abbot,
        );
        let at = spot.extend(3.0);
        commands.spawn((
            BoardItem,
            view,
            Mesh2d(mesh),
            MeshMaterial2d(art.plain.clone()),
            Transform::from_translation(at).with_rotation(turn),
            Motion::scale(at, 0.2, now, 0.3, Ease::Overshoot),
        ));
    }
}

/// Lights up the tiles of features just scored.
pub fn glow_feature(
    commands: &mut Commands,
    session: &Session,
    art: &Art,
    feature: SegmentId,
    until: f32,
) {
    let game = session.table.game();
    for i in game.feature_tiles(feature) {
        let pos = game.board().tiles()[i].pos;
        commands.spawn((
            BoardItem,
            Glow { until },
            Mesh2d(art.square.clone()),
            MeshMaterial2d(art.glow.clone()),
            Transform::from_translation(square_centre(pos).extend(2.0)),
        ));
    }
}

fn fade_glows(mut commands: Commands, time: Res<Time>, glows: Query<(Entity, &Glow)>) {
    for (e, g) in &glows {
        if time.elapsed_secs() > g.until {
            commands.entity(e).despawn();
        }
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Mirrored>()
        .init_resource::<ScoreboardRows>()
        .add_systems(Startup, setup_art)
        .add_systems(OnEnter(AppState::InGame), clear_board)
        .add_systems(
            Update,
            (mirror_engine, mirror_meeples, fade_glows).in_set(FrameSet::View),
        );
}
