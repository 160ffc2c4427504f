//! The board as entities mirroring the engine: a mesh per placed tile,
//! meeples, and one entity per feature with its kind, owners and whether it
//! is complete (as the engine answers). Brought up to date when the turn
//! plugin says a game started, a turn ended or turns were taken back; the
//! tile lying unconfirmed is the hand's to show.

use std::collections::HashMap;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use crate::gui::feature_view::FeatureView;
use crate::gui::look::COLOURS;
use crate::gui::messages::TurnEvent;
use crate::gui::play::session::Session;
use crate::gui::states::{FrameSet, OfGame};
use crate::gui::table::geometry::{BoardCamera, ScoreboardRows, pose_on_board, square_centre};
use crate::gui::table::motion::{Ease, Motion};
use crate::gui::table::tile_art::{Art, Artist, Sketch, TILE, TileLook};
use crate::rules::Figure;
use crate::rules::Game;
use crate::rules::Happened;
use crate::rules::ScoreEvent;
use crate::rules::features::SegmentId;
use crate::rules::scoring::{Farm, farms, feature_value};

#[derive(Component)]
#[require(OfGame)]
pub struct PlacedTileView {
    pub index: usize,
}

#[derive(Component, Debug, Clone, Copy, PartialEq)]
#[require(OfGame)]
pub struct MeepleView {
    pub player: u8,
    pub figure: Figure,
    /// Where it stands: the placed tile's index and the segment on it.
    pub tile: u8,
    pub segment: u8,
    /// How many of the same seat's same figures stood there before it (a
    /// follower added beside one's own): each stands a little aside.
    pub nth: u8,
}

impl FeatureView {
    fn of(game: &Game, root: SegmentId, all_farms: &[Farm]) -> FeatureView {
        FeatureView {
            state: game.feature_state(root),
            tiles: game.feature_tiles(root),
            value: feature_value(game, root),
            never_completed: game.never_completed(root),
            farm: all_farms
                .binary_search_by_key(&root, |f| f.field)
                .ok()
                .map(|i| all_farms[i].clone()),
        }
    }
}

/// The board has followed the turn's news: views that read the feature
/// entities run after it.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct BoardFollowed;

/// The feature entity of each feature on the board, by the segment that
/// stands for it (`Features::root`).
#[derive(Resource, Default)]
pub struct FeatureEntities(pub HashMap<SegmentId, Entity>);

/// The frame around the tile placed last, in its player's colour.
#[derive(Component)]
#[require(OfGame)]
pub struct LastPlaced;

/// The frame's mesh and one material a seat colour.
#[derive(Resource)]
struct FrameArt {
    mesh: Handle<Mesh>,
    colours: Vec<Handle<ColorMaterial>>,
}

fn setup_frame(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    let mut frame = Sketch::default();
    let (outer, width) = (0.5, 0.05);
    let inner = outer - width;
    frame.rect(
        Vec2::new(-outer, inner),
        Vec2::new(outer, outer),
        Color::WHITE,
    );
    frame.rect(
        Vec2::new(-outer, -outer),
        Vec2::new(outer, -inner),
        Color::WHITE,
    );
    frame.rect(
        Vec2::new(-outer, -inner),
        Vec2::new(-inner, inner),
        Color::WHITE,
    );
    frame.rect(
        Vec2::new(inner, -inner),
        Vec2::new(outer, inner),
        Color::WHITE,
    );
    commands.insert_resource(FrameArt {
        mesh: meshes.add(frame.into_mesh(TILE, 0)),
        colours: COLOURS
            .iter()
            .map(|&c| materials.add(ColorMaterial::from(c)))
            .collect(),
    });
}

/// Frames the tile placed last (not the start tile), replacing the frame
/// of the one before.
fn mark_last_placed(
    commands: &mut Commands,
    session: &Session,
    frame: &FrameArt,
    old: &Query<Entity, With<LastPlaced>>,
) {
    for e in old {
        commands.entity(e).despawn();
    }
    let game = session.table.before_placing();
    let last = game.board().len() - 1;
    let Some(seat) = game.placed_by(last) else {
        return;
    };
    let pos = game.board().tiles()[last].pos;
    commands.spawn((
        LastPlaced,
        Mesh2d(frame.mesh.clone()),
        MeshMaterial2d(frame.colours[session.seats[seat].colour].clone()),
        Transform::from_translation(square_centre(pos).extend(0.5)),
    ));
}

/// A short-lived glow over a scored feature's tiles.
#[derive(Component)]
#[require(OfGame)]
pub struct Glow {
    pub until: f32,
}

/// How far the view has followed the engine.
#[derive(Resource, Default)]
struct Mirrored {
    tiles: usize,
}

/// What an undo clears before the board is drawn again; a new game clears
/// the meeples too. (The hand and the hint clear their own.)
type Redrawn = Or<(With<PlacedTileView>, With<FeatureView>, With<Glow>)>;

/// Where meeples fly home: their owner's line of the scoreboard.
#[derive(SystemParam)]
struct Homes<'w, 's> {
    rows: Res<'w, ScoreboardRows>,
    camera: Query<'w, 's, (&'static Camera, &'static GlobalTransform), With<BoardCamera>>,
}

impl Homes<'_, '_> {
    /// The world position of a seat's scoreboard line.
    fn of(&self, seat: usize) -> Option<Vec2> {
        let row = *self.rows.0.get(seat)?;
        let (camera, global) = self.camera.single().ok()?;
        camera.viewport_to_world_2d(global, row).ok()
    }
}

/// What a turn event asks of the board.
#[derive(PartialEq)]
enum Sync {
    /// A new or continued game: everything drawn anew, at once.
    Fresh,
    /// Turns taken back: tiles drawn anew, meeples that left fly home.
    Undone,
    /// A turn ended: new tiles settle, meeples pop in or fly home.
    Turn,
    /// A move in flight went a step on (the deploy made, a set's figure's
    /// step, a figure moved on): meeples pop in or fly home, the tile
    /// still the hand's.
    Figures,
}

/// Brings the board up to date after the turn plugin's news.
#[allow(clippy::too_many_arguments)]
fn follow_turns(
    mut commands: Commands,
    mut news: MessageReader<TurnEvent>,
    session: Option<Res<Session>>,
    (mut mirrored, mut feature_entities): (ResMut<Mirrored>, ResMut<FeatureEntities>),
    mut artist: Artist,
    redrawn: Query<Entity, Redrawn>,
    mut features: Query<&mut FeatureView>,
    meeples: Query<(Entity, &MeepleView, &Transform)>,
    homes: Homes,
    (frame, last_placed): (Res<FrameArt>, Query<Entity, With<LastPlaced>>),
    time: Res<Time>,
) {
    let mut sync = None;
    let mut scored: Vec<ScoreEvent> = Vec::new();
    for event in news.read() {
        let this = match event {
            TurnEvent::GameStarted => Sync::Fresh,
            TurnEvent::TurnsUndone(_) | TurnEvent::TurnShown(_) => Sync::Undone,
            TurnEvent::Step {
                happened: Happened::TurnEnded { scored: s, .. },
                ..
            } => {
                scored.extend_from_slice(s);
                Sync::Turn
            }
            TurnEvent::Step {
                happened: Happened::StepsBegin { .. } | Happened::Decided { .. },
                ..
            } => Sync::Figures,
            _ => continue,
        };
        // A fresh start outweighs an undo, an undo a turn, a turn a step.
        sync = Some(match (sync, this) {
            (Some(Sync::Fresh), _) | (_, Sync::Fresh) => Sync::Fresh,
            (Some(Sync::Undone), _) | (_, Sync::Undone) => Sync::Undone,
            (Some(Sync::Turn), _) | (_, Sync::Turn) => Sync::Turn,
            _ => Sync::Figures,
        });
    }
    let (Some(sync), Some(session)) = (sync, session) else {
        return;
    };
    let now = time.elapsed_secs();
    match sync {
        Sync::Fresh => {
            for e in redrawn.iter().chain(meeples.iter().map(|(e, ..)| e)) {
                commands.entity(e).despawn();
            }
            *mirrored = Mirrored::default();
            feature_entities.0.clear();
        }
        Sync::Undone => {
            for e in &redrawn {
                commands.entity(e).despawn();
            }
            *mirrored = Mirrored::default();
            feature_entities.0.clear();
        }
        Sync::Turn => {}
        Sync::Figures => {
            let standing = send_meeples_home(&mut commands, &session, &meeples, &homes, now);
            spawn_new_meeples(&mut commands, &session, &standing, &mut artist, now);
            return;
        }
    }
    // The board shows the turns that ended; a tile lying unconfirmed is
    // the hand's to show.
    let game = session.table.before_placing();
    // A fresh board appears at once; a new tile settles.
    let settle = sync == Sync::Turn;
    let confirmed = game.board().len();
    for (index, t) in game
        .board()
        .tiles()
        .iter()
        .enumerate()
        .take(confirmed)
        .skip(mirrored.tiles)
    {
        let at = square_centre(t.pos).extend(0.0);
        let mut tile = commands.spawn((
            PlacedTileView { index },
            artist.tile(t.kind, t.rot, TileLook::Plain),
            Transform::from_translation(at),
        ));
        tile.with_child(artist.shadow(1.0));
        if settle {
            tile.insert(Motion::scale(at, 1.08, now, 0.18, Ease::Out));
        }
    }
    mirrored.tiles = confirmed;
    mirror_features(
        &mut commands,
        &session,
        &mut feature_entities,
        &mut features,
    );
    let standing = if sync == Sync::Fresh {
        Vec::new()
    } else {
        send_meeples_home(&mut commands, &session, &meeples, &homes, now)
    };
    spawn_new_meeples(&mut commands, &session, &standing, &mut artist, now);
    mark_last_placed(&mut commands, &session, &frame, &last_placed);
    // Tokens a set counts are no feature on the board.
    for feature in scored.iter().filter_map(|e| e.what.feature()) {
        glow_feature(&mut commands, &session, artist.art(), feature, now + 1.2);
    }
}

/// One entity per feature: roots that vanished were merged into others.
fn mirror_features(
    commands: &mut Commands,
    session: &Session,
    entities: &mut FeatureEntities,
    features: &mut Query<&mut FeatureView>,
) {
    let game = session.table.before_placing();
    let roots = game.feature_roots();
    let all_farms = farms(game);
    entities.0.retain(|root, e| {
        let keep = roots.binary_search(root).is_ok();
        if !keep {
            commands.entity(*e).despawn();
        }
        keep
    });
    for root in roots {
        let view = FeatureView::of(game, root, &all_farms);
        match entities
            .0
            .get(&root)
            .and_then(|&e| features.get_mut(e).ok())
        {
            Some(mut existing) => {
                if *existing != view {
                    *existing = view;
                }
            }
            None => {
                let e = commands.spawn(view).id();
                entities.0.insert(root, e);
            }
        }
    }
}

/// The meeples the engine has on the board.
fn wanted_meeples(session: &Session) -> Vec<MeepleView> {
    let mut out: Vec<MeepleView> = Vec::new();
    for m in session.table.before_placing().meeples() {
        let view = MeepleView {
            player: m.player,
            figure: m.figure,
            tile: m.tile,
            segment: m.segment,
            nth: 0,
        };
        let nth = out.iter().filter(|v| **v == view).count() as u8;
        out.push(MeepleView { nth, ..view });
    }
    out
}

/// Meeples that left the board (scored, recalled, or taken back by an
/// undo) fly home to their owner's line of the scoreboard. Returns those
/// still standing.
fn send_meeples_home(
    commands: &mut Commands,
    session: &Session,
    meeples: &Query<(Entity, &MeepleView, &Transform)>,
    homes: &Homes,
    now: f32,
) -> Vec<MeepleView> {
    let wanted = wanted_meeples(session);
    let mut standing = Vec::new();
    for (e, view, transform) in meeples {
        if wanted.contains(view) {
            standing.push(*view);
            continue;
        }
        let home = homes.of(view.player as usize);
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
    standing
}

/// New meeples pop in where they stand.
fn spawn_new_meeples(
    commands: &mut Commands,
    session: &Session,
    standing: &[MeepleView],
    artist: &mut Artist,
    now: f32,
) {
    let game = session.table.before_placing();
    for view in wanted_meeples(session)
        .into_iter()
        .filter(|v| !standing.contains(v))
    {
        let (spot, turn) = pose_on_board(game, view.tile as usize, view.segment);
        let spot = spot + Vec2::new(0.1, 0.04) * TILE * view.nth as f32;
        let meeple = artist.meeple(
            session.seats[view.player as usize].colour,
            view.figure,
            false,
        );
        let at = spot.extend(3.0);
        commands.spawn((
            view,
            meeple,
            Transform::from_translation(at).with_rotation(turn),
            Motion::scale(at, 0.2, now, 0.3, Ease::Overshoot),
        ));
    }
}

/// Lights up the tiles of a feature just scored.
fn glow_feature(
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
        .init_resource::<FeatureEntities>()
        .init_resource::<ScoreboardRows>()
        .add_systems(Startup, setup_frame)
        .add_systems(
            Update,
            (follow_turns.in_set(BoardFollowed), fade_glows).in_set(FrameSet::View),
        );
}
