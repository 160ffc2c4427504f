//! A figure moving on at the window (a set's figure, once its feature
//! scored): while a person at this screen chooses where it goes, each
//! place it may go to is marked with a white ring and the figure in the
//! owner's colour on it, and the tile it stood on is lit; a click on a marker
//! asks for it there, and Space (or the side panel's button) takes it home
//! (`Move::Decide`: the turn plugin makes it, or a player's screen sends
//! it to the host).

use bevy::prelude::*;
use bevy_egui::input::{egui_wants_any_keyboard_input, egui_wants_any_pointer_input};

use crate::gui::messages::{Requests, TurnRequest};
use crate::gui::play::session::Session;
use crate::gui::states::{FrameSet, OfGame};
use crate::gui::table::geometry::{pose_on_board, square_centre};
use crate::gui::table::hand::FreePointer;
use crate::gui::table::hand_view::HandArt;
use crate::gui::table::tile_art::Artist;
use crate::rules::moving_on::{MovingOn, onward_pick};
use crate::rules::{Move, Pick, Pos};

/// A place the waiting figure may move on to, marked for its owner.
#[derive(Component)]
#[require(OfGame)]
struct OnwardMarker;

/// The tile the waiting figure stood on, lit.
#[derive(Component)]
#[require(OfGame)]
struct CameFrom;

/// The lit square under the tile the figure stood on.
#[derive(Resource)]
struct OnwardArt {
    lit: Handle<ColorMaterial>,
}

fn setup(mut commands: Commands, mut materials: ResMut<Assets<ColorMaterial>>) {
    commands.insert_resource(OnwardArt {
        lit: materials.add(ColorMaterial::from(Color::srgba(1.0, 0.95, 0.6, 0.28))),
    });
}

/// The figure waiting for a person at this screen to say where it goes,
/// and the places it may go (none when another seat chooses).
fn to_choose(session: &Session) -> Option<(MovingOn, Vec<(Pos, u8)>)> {
    let table = &session.table;
    let waiting = table.moving_on()?;
    session
        .person_at(waiting.player as usize)
        .then(|| (waiting, table.move_on_options()))
}

/// Where a figure on that place stands.
fn spot(session: &Session, (pos, segment): (Pos, u8)) -> Option<Vec2> {
    let game = session.table.game();
    Some(pose_on_board(game, game.board().index_at(pos)?, segment).0)
}

/// Marks the places anew whenever what waits changes.
#[allow(clippy::too_many_arguments)]
fn mark_places(
    mut commands: Commands,
    session: Option<Res<Session>>,
    (art, hand): (Res<OnwardArt>, Res<HandArt>),
    mut artist: Artist,
    markers: Query<Entity, With<OnwardMarker>>,
    lit: Query<Entity, With<CameFrom>>,
    mut shown: Local<Option<(usize, usize)>>,
) {
    let waiting = session.as_deref().and_then(to_choose);
    let now = session.as_deref().zip(waiting.as_ref()).map(|(s, _)| {
        let table = &s.table;
        (table.record().turns.len(), table.choices_in_flight())
    });
    if *shown == now {
        return;
    }
    *shown = now;
    for e in &markers {
        commands.entity(e).despawn();
    }
    for e in &lit {
        commands.entity(e).despawn();
    }
    let (Some(session), Some((w, options))) = (session, waiting) else {
        return;
    };
    let colour = session.seats[w.player as usize].colour;
    let from = session.table.game().board().tiles()[w.from as usize].pos;
    commands.spawn((
        CameFrom,
        Mesh2d(artist.art().square.clone()),
        MeshMaterial2d(art.lit.clone()),
        Transform::from_translation(square_centre(from).extend(5.5)).with_scale(Vec3::splat(0.96)),
    ));
    for option in options {
        let Some(at) = spot(&session, option) else {
            continue;
        };
        commands
            .spawn((
                OnwardMarker,
                Mesh2d(hand.marker_ring.clone()),
                MeshMaterial2d(hand.ring.clone()),
                Transform::from_translation(at.extend(9.0)),
            ))
            .with_child((
                artist.meeple(colour, w.figure, false),
                Transform::from_xyz(0.0, 0.0, 0.2),
            ));
    }
}

/// A click on a marker asks for the figure there.
fn click_place(
    session: Option<Res<Session>>,
    buttons: Res<ButtonInput<MouseButton>>,
    pointer: FreePointer,
    mut requests: Requests,
) {
    let Some(session) = session else {
        return;
    };
    let Some((_, options)) = to_choose(&session) else {
        return;
    };
    let marks = (options.iter()).filter_map(|&o| Some((o, spot(&session, o)?)));
    if let Some(o) = pointer.clicked_near(&buttons, marks) {
        requests.send(TurnRequest::Move(Move::Decide(onward_pick(Some(o)))));
    }
}

/// Space (or Enter), as for a turn with no meeple, takes the figure home.
fn key_home(
    session: Option<Res<Session>>,
    keys: Res<ButtonInput<KeyCode>>,
    mut requests: Requests,
) {
    let home = keys.any_just_pressed([KeyCode::Space, KeyCode::Enter]);
    if home && session.as_deref().and_then(to_choose).is_some() {
        requests.send(TurnRequest::Move(Move::Decide(Pick::Home)));
    }
}

pub fn plugin(app: &mut App) {
    app.add_systems(Startup, setup)
        .add_systems(
            Update,
            (
                click_place.run_if(not(egui_wants_any_pointer_input)),
                key_home.run_if(not(egui_wants_any_keyboard_input)),
            )
                .in_set(FrameSet::Input),
        )
        .add_systems(Update, mark_places.in_set(FrameSet::View));
}
