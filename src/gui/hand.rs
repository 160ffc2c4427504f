//! The tile in hand: it waits in the hand slot, follows the mouse when
//! dragged, snaps to squares, turns with the wheel, right-click or R, shows
//! green where it fits and red where it does not, and is only dropped where
//! it fits. Then the meeple spots appear; a click picks one, Space skips.

use bevy::ecs::system::SystemParam;
use bevy::input::mouse::MouseWheel;
use bevy::prelude::*;
use bevy::window::{PrimaryWindow, RequestRedraw};
use bevy_egui::input::{egui_wants_any_keyboard_input, egui_wants_any_pointer_input};

use super::audio::SoundCue;
use super::board_view::{
    Art, BoardItem, glow_feature, meeple_pose, square_at, square_centre, translucent,
};
use super::camera::{BoardCamera, Panning, WheelRotates, cursor_world};
use super::motion::Ease;
use super::panels::{Popup, Popups};
use super::session::{COLOURS, Session};
use super::tile_art::{Sketch, TILE};
use super::{AppState, FrameSet, TurnStage};
use crate::rules::{Deploy, Placement, ScoreKind};
use crate::sounds::Sound;

/// The tile in hand (or lying unconfirmed on the board).
#[derive(Component)]
pub struct HeldTile;

/// A square where the tile in hand fits at some rotation.
#[derive(Component)]
pub struct LegalSpot;

/// A place the current player may put a meeple.
#[derive(Component)]
pub struct DeployMarker(pub Deploy);

#[derive(Resource, Default)]
pub struct Hold {
    pub dragging: bool,
    /// When a computer's tile left the hand slot for its square.
    pub landing: Option<f32>,
}

/// Seconds a computer's tile takes from the hand slot to its square.
pub const LANDING: f32 = 0.35;

/// When the scoring pause ends.
#[derive(Resource, Default)]
pub struct ScorePause(pub f32);

#[derive(Resource)]
struct HandArt {
    fits: Handle<ColorMaterial>,
    misfit: Handle<ColorMaterial>,
    spot: Handle<ColorMaterial>,
    marker: Handle<Mesh>,
    marker_ring: Handle<Mesh>,
    ring: Handle<ColorMaterial>,
}

fn setup(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    let mut ring = Sketch::default();
    ring.disc(Vec2::ZERO, 0.5, Color::WHITE);
    let mut dot = Sketch::default();
    dot.disc(Vec2::ZERO, 0.38, Color::WHITE);
    commands.insert_resource(HandArt {
        fits: materials.add(ColorMaterial::from(Color::srgb(0.8, 1.0, 0.8))),
        misfit: materials.add(ColorMaterial::from(Color::srgb(1.0, 0.55, 0.55))),
        spot: translucent(&mut materials, Color::srgba(0.55, 1.0, 0.55, 0.28)),
        marker: meshes.add(dot.into_mesh(TILE * 0.2, 0)),
        marker_ring: meshes.add(ring.into_mesh(TILE * 0.2, 0)),
        ring: materials.add(ColorMaterial::from(Color::WHITE)),
    });
}

fn is_human(session: Option<Res<Session>>) -> bool {
    session.is_some_and(|s| s.person_to_play())
}

/// Where the hand slot is: bottom right of the board area, in world units.
fn hand_slot(window: &Window, camera: &Camera, transform: &GlobalTransform) -> Vec2 {
    let screen = Vec2::new(window.width() - 380.0, window.height() - 110.0).max(Vec2::splat(80.0));
    camera
        .viewport_to_world_2d(transform, screen)
        .unwrap_or_default()
}

fn show_legal_spots(
    mut commands: Commands,
    session: Res<Session>,
    art: Res<Art>,
    hand: Res<HandArt>,
    old: Query<Entity, With<LegalSpot>>,
) {
    for e in &old {
        commands.entity(e).despawn();
    }
    if session.computer_seat() {
        return;
    }
    let Some(kind) = session.in_hand() else {
        return;
    };
    let mut placements = Vec::new();
    session.table.game().legal_placements(kind, &mut placements);
    let mut squares: Vec<_> = placements.iter().map(|p| (p.pos.x, p.pos.y)).collect();
    squares.sort();
    squares.dedup();
    for (x, y) in squares {
        commands.spawn((
            BoardItem,
            LegalSpot,
            Mesh2d(art.square.clone()),
            MeshMaterial2d(hand.spot.clone()),
            Transform::from_translation(square_centre(crate::rules::Pos::new(x, y)).extend(1.0))
                .with_scale(Vec3::splat(0.92)),
        ));
    }
}

fn clear<T: Component>(mut commands: Commands, q: Query<Entity, With<T>>) {
    for e in &q {
        commands.entity(e).despawn();
    }
}

/// What a person does with mouse and keys, and where the cursor points.
#[derive(SystemParam)]
struct Pointer<'w, 's> {
    keys: Res<'w, ButtonInput<KeyCode>>,
    buttons: Res<'w, ButtonInput<MouseButton>>,
    wheel: MessageReader<'w, 's, MouseWheel>,
    window: Single<'w, 's, &'static Window, With<PrimaryWindow>>,
    camera: Single<'w, 's, (&'static Camera, &'static GlobalTransform), With<BoardCamera>>,
    cues: MessageWriter<'w, SoundCue>,
}

impl Pointer<'_, '_> {
    fn world(&self) -> Option<Vec2> {
        let (camera, global) = *self.camera;
        cursor_world(&self.window, camera, global)
    }

    fn hand_slot(&self) -> Vec2 {
        let (camera, global) = *self.camera;
        hand_slot(&self.window, camera, global)
    }

    /// Quarter turns asked for this frame: R, right click, or the wheel
    /// while the tile is held.
    fn rotation_requested(&mut self, dragging: bool) -> i32 {
        let mut turns = 0;
        if self.keys.just_pressed(KeyCode::KeyR) || self.buttons.just_pressed(MouseButton::Right) {
            turns += 1;
        }
        if dragging {
            for w in self.wheel.read() {
                turns += if w.y < 0.0 {
                    1
                } else if w.y > 0.0 {
                    3
                } else {
                    0
                };
            }
        }
        if turns % 4 != 0 {
            self.cues.write(SoundCue::new(Sound::Rotate));
        }
        turns
    }

    fn cue(&mut self, sound: Sound) {
        self.cues.write(SoundCue::new(sound));
    }
}

/// Place stage, a person's turn: pick up, drag, turn and drop the tile.
#[allow(clippy::too_many_arguments)]
fn drag_tile(
    mut session: ResMut<Session>,
    mut hold: ResMut<Hold>,
    mut panning: ResMut<Panning>,
    mut rotates: ResMut<WheelRotates>,
    mut stage: ResMut<NextState<TurnStage>>,
    mut pointer: Pointer,
    mut popups: ResMut<Popups>,
    time: Res<Time>,
) {
    let turns = pointer.rotation_requested(hold.dragging);
    session.rotation = (session.rotation + turns as u8) % 4;
    rotates.0 = hold.dragging;
    let Some(cursor) = pointer.world() else {
        return;
    };
    let slot = pointer.hand_slot();
    let square = square_at(cursor);
    if pointer.buttons.just_pressed(MouseButton::Left) {
        if (cursor - slot).abs().max_element() < TILE * 0.6 {
            hold.dragging = true;
            pointer.cue(Sound::PickUp);
        } else if session.table.game().board().frontier_at(square).is_some() && !hold.dragging {
            // A click on a highlighted square drops the tile there directly.
            let current = Placement {
                pos: square,
                rot: session.rotation,
            };
            let rot = (0..4)
                .map(|r| (session.rotation + r) % 4)
                .find(|&rot| session.fits(Placement { rot, ..current }));
            if let Some(rot) = rot {
                session.rotation = rot;
                session.placement = Some(Placement { pos: square, rot });
                pointer.cue(Sound::Place);
                stage.set(TurnStage::Deploy);
            }
        } else if !hold.dragging {
            panning.0 = pointer.window.cursor_position();
        }
    }
    if hold.dragging && pointer.buttons.just_released(MouseButton::Left) {
        hold.dragging = false;
        let p = Placement {
            pos: square,
            rot: session.rotation,
        };
        if session.fits(p) {
            session.placement = Some(p);
            pointer.cue(Sound::Place);
            stage.set(TurnStage::Deploy);
        } else if session.table.game().board().frontier_at(square).is_some()
            || session.table.game().board().tile_at(square).is_some()
        {
            pointer.cue(Sound::Reject);
            popups.0.push(Popup::new(
                square_centre(square),
                "doesn't fit".into(),
                Color::srgb(1.0, 0.4, 0.4),
                time.elapsed_secs() + 1.0,
            ));
        }
    }
}

/// Deploy stage, a person's turn: click a marker, Space to skip, turn the
/// tile among the rotations that fit there, or pick it up again.
#[allow(clippy::too_many_arguments)]
fn choose_meeple(
    mut session: ResMut<Session>,
    mut hold: ResMut<Hold>,
    mut stage: ResMut<NextState<TurnStage>>,
    mut pointer: Pointer,
    markers: Query<(&DeployMarker, &Transform)>,
) {
    let Some(p) = session.placement else { return };
    if pointer.keys.just_pressed(KeyCode::Space) || pointer.keys.just_pressed(KeyCode::Enter) {
        end_turn(&mut session, &mut stage);
        return;
    }
    let turns = pointer.rotation_requested(true);
    if turns > 0 {
        let next = (1..4)
            .map(|r| (p.rot + r) % 4)
            .find(|&rot| session.fits(Placement { rot, ..p }));
        if let Some(rot) = next {
            session.rotation = rot;
            session.placement = Some(Placement { rot, ..p });
            session.deploy = None;
            stage.set(TurnStage::Deploy); // re-enter: new markers
        }
        return;
    }
    let Some(cursor) = pointer.world() else {
        return;
    };
    if !pointer.buttons.just_pressed(MouseButton::Left) {
        return;
    }
    let hit = markers
        .iter()
        .map(|(m, t)| (m.0, t.translation.truncate().distance(cursor)))
        .filter(|&(_, d)| d < TILE * 0.12)
        .min_by(|a, b| a.1.total_cmp(&b.1));
    if let Some((deploy, _)) = hit {
        // A meeple on a spot stays a choice until the turn ends: a click on
        // it takes it back, a click on another spot moves it.
        if session.deploy == Some(deploy) {
            session.deploy = None;
        } else {
            session.deploy = Some(deploy);
            pointer.cue(Sound::Meeple);
        }
    } else if square_at(cursor) == p.pos {
        session.placement = None;
        session.deploy = None;
        hold.dragging = true;
        pointer.cue(Sound::PickUp);
        stage.set(TurnStage::Place);
    }
}

/// Ends a person's turn with the meeple chosen, if any.
pub fn end_turn(session: &mut Session, stage: &mut NextState<TurnStage>) {
    session.deploy.get_or_insert(Deploy::None);
    stage.set(TurnStage::Score);
}

/// A meeple chosen but not yet confirmed stands on its marker.
#[derive(Component)]
struct ChosenMeeple;

fn show_chosen_meeple(
    mut commands: Commands,
    session: Res<Session>,
    mut art: ResMut<Art>,
    mut meshes: ResMut<Assets<Mesh>>,
    markers: Query<(&DeployMarker, &Transform)>,
    old: Query<Entity, With<ChosenMeeple>>,
) {
    for e in &old {
        commands.entity(e).despawn();
    }
    let (Some(chosen), Some(p), Some(kind)) =
        (session.deploy, session.placement, session.in_hand())
    else {
        return;
    };
    let Some((_, at)) = markers.iter().find(|(m, _)| m.0 == chosen) else {
        return;
    };
    let (Deploy::Follower(seg) | Deploy::Abbot(seg)) = chosen else {
        return;
    };
    let abbot = matches!(chosen, Deploy::Abbot(_));
    let mesh = art.meeple(&mut meshes, session.current_seat().colour, abbot);
    let (_, turn) = meeple_pose(kind, p, seg);
    commands.spawn((
        BoardItem,
        ChosenMeeple,
        Mesh2d(mesh),
        MeshMaterial2d(art.plain.clone()),
        Transform::from_translation(at.translation.truncate().extend(7.0)).with_rotation(turn),
    ));
}

/// The meeple markers for the unconfirmed placement.
fn show_markers(
    mut commands: Commands,
    session: Res<Session>,
    hand: Res<HandArt>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    old: Query<Entity, With<DeployMarker>>,
) {
    for e in &old {
        commands.entity(e).despawn();
    }
    let (Some(p), Some(kind)) = (session.placement, session.in_hand()) else {
        return;
    };
    if session.computer_seat() {
        return;
    }
    let colour = materials.add(ColorMaterial::from(COLOURS[session.current_seat().colour]));
    for d in session.deploy_options_at(p) {
        let (Deploy::Follower(s) | Deploy::Abbot(s)) = d else {
            continue;
        };
        // The abbot's marker sits beside the follower's on a monastery.
        let nudge = if matches!(d, Deploy::Abbot(_)) {
            Vec2::new(0.0, -0.22)
        } else {
            Vec2::ZERO
        };
        let at = meeple_pose(kind, p, s).0 + nudge * TILE;
        commands
            .spawn((
                BoardItem,
                DeployMarker(d),
                Mesh2d(hand.marker_ring.clone()),
                MeshMaterial2d(hand.ring.clone()),
                Transform::from_translation(at.extend(6.0)),
            ))
            .with_child((
                Mesh2d(hand.marker.clone()),
                MeshMaterial2d(colour.clone()),
                Transform::from_xyz(0.0, 0.0, 0.1),
            ));
    }
}

/// Keeps the held tile where it belongs: on its square, under the cursor,
/// or in the hand slot; green where it fits, red where it does not.
#[allow(clippy::too_many_arguments)]
fn show_held_tile(
    mut commands: Commands,
    session: Option<Res<Session>>,
    hold: Res<Hold>,
    mut art: ResMut<Art>,
    hand: Res<HandArt>,
    mut meshes: ResMut<Assets<Mesh>>,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&Camera, &GlobalTransform, &Projection), With<BoardCamera>>,
    held: Query<Entity, With<HeldTile>>,
    time: Res<Time>,
) {
    for e in &held {
        commands.entity(e).despawn();
    }
    let Some(session) = session else { return };
    let Some(kind) = session.in_hand() else {
        return;
    };
    let (camera, global, projection) = *camera;
    let scale = match projection {
        Projection::Orthographic(o) => o.scale,
        _ => 1.0,
    };
    let slot = hand_slot(&window, camera, global);
    let (pos, rot, material, size) = if let Some(p) = session.placement {
        // A computer's tile glides from the hand slot to its square.
        let k = hold
            .landing
            .filter(|_| session.computer_seat())
            .map_or(1.0, |t0| Ease::Out.at((time.elapsed_secs() - t0) / LANDING));
        let at = slot.lerp(square_centre(p.pos), k);
        (at, p.rot, art.plain.clone(), 1.0)
    } else if hold.dragging && !session.computer_seat() {
        let Some(cursor) = cursor_world(&window, camera, global) else {
            return;
        };
        let square = square_at(cursor);
        let p = Placement {
            pos: square,
            rot: session.rotation,
        };
        if session.table.game().board().frontier_at(square).is_some() {
            let m = if session.fits(p) {
                hand.fits.clone()
            } else {
                hand.misfit.clone()
            };
            (square_centre(square), session.rotation, m, 1.0)
        } else {
            (cursor, session.rotation, art.plain.clone(), 1.0)
        }
    } else {
        // In the hand slot the tile keeps a steady size on screen.
        (slot, session.rotation, art.plain.clone(), scale.max(0.6))
    };
    let mesh = art.tile(&mut meshes, kind, rot);
    commands.spawn((
        BoardItem,
        HeldTile,
        Mesh2d(mesh),
        MeshMaterial2d(material),
        Transform::from_translation(pos.extend(5.0)).with_scale(Vec3::splat(size)),
    ));
}

/// Score: the move goes to the engine; what it completed lights up and its
/// points float up.
#[allow(clippy::too_many_arguments)]
fn score_turn(
    mut commands: Commands,
    mut session: ResMut<Session>,
    art: Res<Art>,
    mut popups: ResMut<Popups>,
    mut pause: ResMut<ScorePause>,
    time: Res<Time>,
    options: Res<super::options::GuiOptions>,
    mut cues: MessageWriter<SoundCue>,
) {
    let now = time.elapsed_secs();
    // A person heard the meeple when choosing it; a computer's is heard now.
    let meeple = matches!(session.deploy, Some(Deploy::Follower(_) | Deploy::Abbot(_)))
        && session.computer_seat();
    match session.commit() {
        Ok(events) => {
            if meeple {
                cues.write(SoundCue::new(Sound::Meeple));
            }
            // The final scoring has its own fanfare; of it only the farmers
            // get their sound, as fields score nowhere else.
            for e in &events {
                if e.turn.is_some() || e.kind == ScoreKind::Field {
                    cues.write(SoundCue::scored(e.kind, e.points));
                }
            }
            for e in &events {
                glow_feature(&mut commands, &session, &art, e.feature, now + 1.2);
                let tiles = session.table.game().feature_tiles(e.feature);
                let board = session.table.game().board();
                let centre = tiles
                    .iter()
                    .map(|&i| square_centre(board.tiles()[i].pos))
                    .sum::<Vec2>()
                    / tiles.len().max(1) as f32;
                let colour = e.seats().next().map_or(Color::WHITE, |s| session.colour(s));
                popups.0.push(Popup::new(
                    centre,
                    format!("+{}", e.points),
                    colour,
                    now + 1.6,
                ));
            }
            let quick = options.autoplay || session.all_computers();
            pause.0 = now
                + if quick {
                    0.05
                } else if events.is_empty() {
                    0.15
                } else {
                    0.9
                };
        }
        Err(e) => {
            warn!("move refused: {e}");
            pause.0 = now;
        }
    }
}

/// When the pause runs out the turn moves on: a computer's tile, shown
/// lying on its square, is scored; a scored turn gives way to the next draw.
fn end_pause(
    time: Res<Time>,
    pause: Res<ScorePause>,
    stage: Res<State<TurnStage>>,
    mut next: ResMut<NextState<TurnStage>>,
) {
    if time.elapsed_secs() < pause.0 {
        return;
    }
    match stage.get() {
        TurnStage::Deploy => next.set(TurnStage::Score),
        TurnStage::Score => next.set(TurnStage::Draw),
        _ => {}
    }
}

fn computer_deploys(stage: Option<Res<State<TurnStage>>>, session: Option<Res<Session>>) -> bool {
    stage.is_some_and(|s| *s.get() == TurnStage::Deploy)
        && session.is_some_and(|s| s.computer_seat())
}

/// Reactive rendering sleeps when nothing happens; keep frames coming while
/// the computer plays, a score pause runs or a tile is dragged.
/// While a computer thinks nothing moves, so no frames are drawn and the
/// search has the processor; the task wakes the window when it is done.
fn keep_awake(
    stage: Option<Res<State<TurnStage>>>,
    session: Option<Res<Session>>,
    hold: Res<Hold>,
    popups: Res<Popups>,
    thinking: Option<Res<super::computer::Thinking>>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let computer = thinking.is_none() && session.is_some_and(|s| s.computer_to_play());
    let busy = stage.is_some_and(|s| matches!(s.get(), TurnStage::Draw | TurnStage::Score));
    if computer || busy || hold.dragging || !popups.0.is_empty() {
        redraw.write(RequestRedraw);
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Hold>()
        .init_resource::<ScorePause>()
        .init_resource::<Popups>()
        .init_resource::<Panning>()
        .init_resource::<WheelRotates>()
        .add_systems(Startup, setup)
        .add_systems(OnEnter(TurnStage::Place), show_legal_spots)
        .add_systems(OnExit(TurnStage::Place), clear::<LegalSpot>)
        .add_systems(OnEnter(TurnStage::Deploy), show_markers)
        .add_systems(
            OnExit(TurnStage::Deploy),
            (clear::<DeployMarker>, clear::<ChosenMeeple>),
        )
        .add_systems(OnEnter(TurnStage::Score), score_turn)
        .add_systems(OnExit(AppState::InGame), clear::<HeldTile>)
        .add_systems(
            Update,
            (
                drag_tile.run_if(
                    in_state(TurnStage::Place)
                        .and_then(is_human)
                        .and_then(not(egui_wants_any_pointer_input)),
                ),
                choose_meeple.run_if(
                    in_state(TurnStage::Deploy)
                        .and_then(is_human)
                        .and_then(not(egui_wants_any_pointer_input))
                        .and_then(not(egui_wants_any_keyboard_input)),
                ),
            )
                .in_set(FrameSet::Input),
        )
        .add_systems(
            Update,
            end_pause
                .run_if(in_state(TurnStage::Score).or_else(computer_deploys))
                .in_set(FrameSet::Rules),
        )
        .add_systems(
            Update,
            (
                show_held_tile.run_if(in_state(AppState::InGame)),
                show_chosen_meeple.run_if(in_state(TurnStage::Deploy).and_then(is_human)),
                keep_awake,
            )
                .in_set(FrameSet::View),
        );
}
