//! Abbey & Mayor's pieces on the board: each barn, painted by our own
//! code in its owner's colour, on the corner where four tiles meet; and,
//! while a person's placed tile waits for its figure, a marker on each of
//! its corners a barn may go to. A click on one chooses it, as on the
//! placed tile's own markers.

use bevy::prelude::*;

use crate::art::meeple::Shape;
use crate::gui::messages::TurnEvent;
use crate::gui::play::session::Session;
use crate::gui::states::{FrameSet, OfGame};
use crate::gui::table::geometry::square_centre;
use crate::gui::table::hand::DeployMarker;
use crate::gui::table::hand_view::TileMarkers;
use crate::gui::table::meeple_choice;
use crate::gui::table::tile_art::{Artist, Sketch, TILE};
use crate::rules::geometry::Pos;
use crate::rules::{Deploy, Happened, SetAction};

/// A barn on the board: its owner's seat and its corner's point.
#[derive(Component, Clone, Copy, PartialEq)]
#[require(OfGame)]
struct BarnView {
    seat: usize,
    at: Vec2,
}

#[derive(Resource)]
struct MarkerArt {
    ring: Handle<Mesh>,
    dot: Handle<Mesh>,
    plain: Handle<ColorMaterial>,
}

fn setup(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    let mut ring = Sketch::default();
    ring.disc(Vec2::ZERO, 0.5, Color::WHITE);
    let mut dot = Sketch::default();
    dot.disc(Vec2::ZERO, 0.34, Color::WHITE);
    commands.insert_resource(MarkerArt {
        ring: meshes.add(ring.into_mesh(TILE * 0.18, 0)),
        dot: meshes.add(dot.into_mesh(TILE * 0.18, 0)),
        plain: materials.add(ColorMaterial::from(Color::WHITE)),
    });
}

/// The point where a corner of the square (0 NE, 1 SE, 2 SW, 3 NW) lies.
fn corner_point(pos: Pos, corner: u8) -> Vec2 {
    let (x, y) = match corner & 3 {
        0 => (0.5, 0.5),
        1 => (0.5, -0.5),
        2 => (-0.5, -0.5),
        _ => (-0.5, 0.5),
    };
    square_centre(pos) + Vec2::new(x, y) * TILE
}

/// The barns follow the engine: each one the game has, where it stands
/// (an undo or another game may take some away).
fn show_barns(
    mut commands: Commands,
    session: Option<Res<Session>>,
    mut artist: Artist,
    shown: Query<(Entity, &BarnView)>,
) {
    let wanted: Vec<BarnView> = match &session {
        Some(session) => {
            let game = session.table.game();
            (game.barns())
                .map(|barn| BarnView {
                    seat: barn.player as usize,
                    at: corner_point(game.board().tiles()[barn.tile as usize].pos, barn.corner),
                })
                .collect()
        }
        None => Vec::new(),
    };
    let same =
        shown.iter().count() == wanted.len() && shown.iter().all(|(_, view)| wanted.contains(view));
    if same {
        return;
    }
    for (e, _) in &shown {
        commands.entity(e).despawn();
    }
    let Some(session) = session else {
        return;
    };
    for view in wanted {
        let colour = session.seats[view.seat].colour;
        commands.spawn((
            view,
            artist.shape(colour, Shape::Barn, false, false),
            Transform::from_translation(view.at.extend(8.4)),
        ));
    }
}

/// A marker on each corner of the placed tile a person's barn may go to,
/// after the tile's own (which clear every marker first).
fn show_barn_markers(
    mut commands: Commands,
    mut news: MessageReader<TurnEvent>,
    session: Res<Session>,
    art: Res<MarkerArt>,
    mut artist: Artist,
) {
    let changed = news.read().any(|e| {
        matches!(
            e,
            TurnEvent::Step {
                happened: Happened::Placed(_) | Happened::Turned(_) | Happened::Chosen(_),
                ..
            }
        )
    });
    if !changed || session.table.placed().is_none() || session.computer_seat() {
        return;
    }
    let game = session.table.game();
    let colour = session.current_seat().colour;
    let chosen = session.table.chosen();
    for d in session.table.deploy_options() {
        let Deploy::Set(sd) = d else {
            continue;
        };
        let SetAction::Barn(corner) = sd.action else {
            continue;
        };
        let at = corner_point(game.board().tiles()[sd.tile as usize].pos, corner);
        let mut marker = commands.spawn((
            DeployMarker(d),
            Mesh2d(art.ring.clone()),
            MeshMaterial2d(art.plain.clone()),
            Transform::from_translation(at.extend(9.0)),
        ));
        marker.with_child((
            Mesh2d(art.dot.clone()),
            MeshMaterial2d(artist.seat_colour(colour)),
            Transform::from_xyz(0.0, 0.0, 0.1),
        ));
        // The chosen corner shows the barn that will stand there.
        if meeple_choice::stands_on(d, chosen) {
            marker.with_child((
                artist.shape(colour, Shape::Barn, false, false),
                Transform::from_xyz(0.0, 0.0, 0.2),
            ));
        }
    }
}

pub fn plugin(app: &mut App) {
    app.add_systems(Startup, setup).add_systems(
        Update,
        (
            show_barns,
            show_barn_markers
                .run_if(resource_exists::<Session>)
                .after(TileMarkers),
        )
            .in_set(FrameSet::View),
    );
}
