//! A person's mouse and keys at the table. The tile waits in the hand slot;
//! it is picked up and dragged, turned with the wheel, right-click or R, and
//! dropped (or a highlighted square is clicked). Then a meeple marker is
//! clicked, the tile turned among the rotations that fit or picked up
//! again, and Enter or Space ends the turn (the keys of a turn, Tab among
//! the squares and digits for the spots among them: `keys.rs`); during the scoring pause a
//! click, Space or Escape skips it. Each of these is a `TurnRequest`: the
//! turn plugin decides.

use bevy::ecs::system::SystemParam;
use bevy::input::mouse::MouseWheel;
use bevy::prelude::*;
use bevy::window::{PrimaryWindow, RequestRedraw};
use bevy_egui::input::{egui_wants_any_keyboard_input, egui_wants_any_pointer_input};

use crate::art::sounds::Sound;
use crate::gui::audio::SoundCue;
use crate::gui::messages::{Requests, TurnEvent, TurnRequest};
use crate::gui::play::session::Session;
use crate::gui::states::{FrameSet, OfGame, TurnStage};
use crate::gui::table::camera::{Panning, WheelRotates};
use crate::gui::table::geometry::{
    BoardCamera, PanelRect, cursor_world, hand_slot, hand_tile_size, square_at,
};
use crate::gui::table::meeple_choice;
use crate::gui::table::tile_art::TILE;
use crate::rules::Happened;
use crate::rules::set_names::InHand;
use crate::rules::{Deploy, Move, Placement};

/// The tile in the person's hand, before it goes down.
#[derive(Resource, Default)]
pub struct Hold {
    /// It follows the cursor.
    pub dragging: bool,
    /// How it is turned.
    pub rotation: u8,
}

/// Where the pointer is on the board while no tile is carried (the labels
/// of what lies under it), and where board points fall on the screen.
#[derive(SystemParam)]
pub struct FreePointer<'w, 's> {
    hold: Res<'w, Hold>,
    window: Single<'w, 's, &'static Window, With<PrimaryWindow>>,
    camera: Single<'w, 's, (&'static Camera, &'static GlobalTransform), With<BoardCamera>>,
}

impl FreePointer<'_, '_> {
    /// The board point under the pointer, in world units; `None` while a
    /// tile is carried or the pointer is outside the window.
    pub fn world(&self) -> Option<Vec2> {
        let (camera, global) = *self.camera;
        (!self.hold.dragging)
            .then(|| cursor_world(&self.window, camera, global))
            .flatten()
    }

    /// The board point the left button went down on this frame (no tile
    /// carried): where a click on the board's markers asks.
    pub fn clicked(&self, buttons: &ButtonInput<MouseButton>) -> Option<Vec2> {
        buttons
            .just_pressed(MouseButton::Left)
            .then(|| self.world())
            .flatten()
    }

    /// Of the `marks` (what each asks for, at a board point), the one a
    /// click this frame fell on: the nearest, within `MARK_REACH`.
    pub fn clicked_near<T: Copy>(
        &self,
        buttons: &ButtonInput<MouseButton>,
        marks: impl IntoIterator<Item = (T, Vec2)>,
    ) -> Option<T> {
        let cursor = self.clicked(buttons)?;
        (marks.into_iter())
            .map(|(t, at)| (t, at.distance(cursor)))
            .filter(|(_, d)| *d <= MARK_REACH * TILE)
            .min_by(|a, b| a.1.total_cmp(&b.1))
            .map(|(t, _)| t)
    }

    /// Where a board point shows in the window (logical pixels).
    pub fn screen(&self, world: Vec2) -> Option<Vec2> {
        let (camera, global) = *self.camera;
        camera.world_to_viewport(global, world.extend(0.0)).ok()
    }
}

/// How near a click must fall to a board mark's centre, in tiles (a
/// phase's marks: places a figure may move on to, followers a set's
/// phase may take).
pub const MARK_REACH: f32 = 0.14;

/// A place the current player may put a meeple (spawned by the hand's view).
#[derive(Component)]
#[require(OfGame)]
pub struct DeployMarker(pub Deploy);

/// Whether a person at this screen holds the tile.
pub fn is_human(session: Option<Res<Session>>) -> bool {
    session.is_some_and(|s| s.person_to_play())
}

/// Whether either Shift key is held.
pub fn shift_held(keys: &ButtonInput<KeyCode>) -> bool {
    keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight])
}

/// What a person does with mouse and keys, and where the cursor points.
#[derive(SystemParam)]
struct Pointer<'w, 's> {
    keys: Res<'w, ButtonInput<KeyCode>>,
    buttons: Res<'w, ButtonInput<MouseButton>>,
    wheel: MessageReader<'w, 's, MouseWheel>,
    window: Single<'w, 's, &'static Window, With<PrimaryWindow>>,
    camera: Single<
        'w,
        's,
        (
            &'static Camera,
            &'static GlobalTransform,
            &'static Projection,
        ),
        With<BoardCamera>,
    >,
    panel: Res<'w, PanelRect>,
    cues: MessageWriter<'w, SoundCue>,
}

impl Pointer<'_, '_> {
    fn world(&self) -> Option<Vec2> {
        let (camera, global, _) = *self.camera;
        cursor_world(&self.window, camera, global)
    }

    /// The camera's world units per logical pixel.
    fn scale(&self) -> f32 {
        match self.camera.2 {
            Projection::Orthographic(o) => o.scale,
            _ => 1.0,
        }
    }

    fn hand_slot(&self) -> Vec2 {
        let (camera, global, _) = *self.camera;
        hand_slot(&self.window, (camera, global), self.scale(), &self.panel)
    }

    /// Whether the cursor is on the tile in the hand slot.
    fn on_hand_slot(&self, cursor: Vec2) -> bool {
        let half = 0.5 * TILE * hand_tile_size(self.scale());
        (cursor - self.hand_slot()).abs().max_element() < half
    }

    /// Quarter turns asked for this frame: R, right click, or the wheel
    /// while the tile is held.
    fn rotation_requested(&mut self, dragging: bool) -> u8 {
        let mut turns = 0;
        // Shift+R turns back: the keys' (`keys.rs`).
        if (self.keys.just_pressed(KeyCode::KeyR) && !shift_held(&self.keys))
            || self.buttons.just_pressed(MouseButton::Right)
        {
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
        (turns % 4) as u8
    }
}

/// Place stage, a person's turn: pick up, drag, turn and drop the tile.
fn drag_tile(
    session: Res<Session>,
    mut hold: ResMut<Hold>,
    mut panning: ResMut<Panning>,
    mut rotates: ResMut<WheelRotates>,
    mut pointer: Pointer,
    mut requests: Requests,
) {
    let turns = pointer.rotation_requested(hold.dragging);
    hold.rotation = (hold.rotation + turns) % 4;
    rotates.0 = hold.dragging;
    // A: the player's own tile instead of the tile drawn, or the drawn
    // one back (a set's act, the side panel's button).
    if pointer.keys.just_pressed(KeyCode::KeyA)
        && let Some(swap) = session.table.hand_act(InHand::Swapped)
    {
        requests.send(TurnRequest::Move(Move::Act(swap)));
    }
    let Some(cursor) = pointer.world() else {
        return;
    };
    let square = square_at(cursor);
    let board = session.table.game().board();
    if pointer.buttons.just_pressed(MouseButton::Left) {
        if pointer.on_hand_slot(cursor) {
            hold.dragging = true;
            pointer.cues.write(SoundCue::new(Sound::PickUp));
        } else if board.frontier_at(square).is_some() && !hold.dragging {
            // A click on a highlighted square drops the tile there directly,
            // at the first rotation that fits from the one it has.
            if let Some(rot) = session.table.next_fitting_rotation(square, hold.rotation) {
                requests.send(TurnRequest::Move(Move::Place(Placement {
                    pos: square,
                    rot,
                })));
            }
        } else if !hold.dragging {
            panning.0 = pointer.window.cursor_position();
        }
    }
    if hold.dragging && pointer.buttons.just_released(MouseButton::Left) {
        hold.dragging = false;
        // Dropped off the board, the tile goes back to the hand slot.
        if board.frontier_at(square).is_some() || board.tile_at(square).is_some() {
            requests.send(TurnRequest::Move(Move::Place(Placement {
                pos: square,
                rot: hold.rotation,
            })));
        }
    }
}

/// Deploy stage, a person's turn: click a marker (L for the large
/// meeple), turn the tile among the rotations that fit, or pick it up
/// (Enter and Space end the turn: `keys.rs`).
fn choose_meeple(
    session: Res<Session>,
    mut hold: ResMut<Hold>,
    mut pointer: Pointer,
    markers: Query<(&DeployMarker, &Transform)>,
    mut requests: Requests,
) {
    let Some(placed) = session.table.placed() else {
        return;
    };
    if pointer.rotation_requested(true) > 0 {
        requests.send(TurnRequest::Move(Move::TurnPlaced));
        return;
    }
    let chosen = session.table.chosen();
    if pointer.keys.just_pressed(KeyCode::KeyL)
        && let Some(other) = meeple_choice::other_size(chosen, &session.table.deploy_options())
    {
        requests.send(TurnRequest::Move(Move::Choose(other)));
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
    if let Some((spot, _)) = hit {
        // A meeple on a spot stays a choice until the turn ends: a click on
        // another spot moves it; on it, makes it the large meeple or takes
        // it back.
        let choice = meeple_choice::clicked(spot, chosen, &session.table.deploy_options());
        requests.send(TurnRequest::Move(Move::Choose(choice)));
    } else if square_at(cursor) == placed.pos {
        hold.dragging = true;
        requests.send(TurnRequest::Move(Move::PickUp));
    }
}

/// Score stage: a click, Space or Escape cuts the pause short.
fn skip_pause(
    keys: Res<ButtonInput<KeyCode>>,
    buttons: Res<ButtonInput<MouseButton>>,
    mut requests: Requests,
) {
    if buttons.just_pressed(MouseButton::Left)
        || keys.any_just_pressed([KeyCode::Space, KeyCode::Escape])
    {
        requests.send(TurnRequest::SkipPause);
    }
}

/// The hand follows the table: a placed or turned tile keeps its rotation
/// when picked up again; a new turn starts with a fresh tile in the slot.
fn follow_turns(mut news: MessageReader<TurnEvent>, mut hold: ResMut<Hold>) {
    for event in news.read() {
        match event {
            TurnEvent::Step {
                happened: Happened::Placed(placement) | Happened::Turned(placement),
                ..
            } => {
                hold.rotation = placement.rot;
            }
            TurnEvent::Step {
                happened: Happened::TurnEnded { .. },
                ..
            }
            | TurnEvent::TurnsUndone(_)
            | TurnEvent::TurnShown(_)
            | TurnEvent::GameStarted => {
                *hold = Hold::default();
            }
            _ => {}
        }
    }
}

/// A dragged tile follows the cursor: frames must keep coming.
fn keep_awake(hold: Res<Hold>, mut redraw: MessageWriter<RequestRedraw>) {
    if hold.dragging {
        redraw.write(RequestRedraw);
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Hold>()
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
                skip_pause
                    .run_if(in_state(TurnStage::Score).and_then(not(egui_wants_any_pointer_input))),
            )
                .in_set(FrameSet::Input),
        )
        .add_systems(Update, (follow_turns, keep_awake).in_set(FrameSet::View));
}
