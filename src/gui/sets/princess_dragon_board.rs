//! The Princess & the Dragon's pieces on the board: the fairy, painted by
//! our own code, beside the follower it was moved to (or alone where it
//! stayed); and, while a person's placed tile waits for its figure, a
//! marker for each of the set's actions: a follower through the portal,
//! a knight the princess may send home, a follower the fairy may join.
//! A click on one chooses it, as on the placed tile's own markers.

use bevy::prelude::*;

use crate::gui::look::Plain;
use crate::gui::messages::TurnEvent;
use crate::gui::play::session::Session;
use crate::gui::states::{FrameSet, OfGame};
use crate::gui::table::geometry::{pose_on_board, square_centre};
use crate::gui::table::hand::DeployMarker;
use crate::gui::table::hand_view::{TileMarkers, person_deploys_anew};
use crate::gui::table::meeple_choice;
use crate::gui::table::tile_art::{Artist, Sketch, TILE};
use crate::rules::sets::princess_dragon::Action;
use crate::rules::{Deploy, Game, SetDeploy};

/// The fairy on the board.
#[derive(Component)]
#[require(OfGame)]
struct FairyView;

#[derive(Resource)]
struct FairyArt {
    fairy: Handle<Mesh>,
    ring: Handle<Mesh>,
    dot: Handle<Mesh>,
    /// Vertex colours as painted.
    plain: Handle<ColorMaterial>,
    /// The princess's marker: a rose dot on the knight she may send home.
    rose: Handle<ColorMaterial>,
    /// The fairy's marker: her pale violet.
    violet: Handle<ColorMaterial>,
}

const VIOLET: Color = Color::srgb(0.78, 0.66, 0.95);

fn setup(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    (plain, mut materials): (Res<Plain>, ResMut<Assets<ColorMaterial>>),
) {
    // Wings of light, a violet gown, a face and a wand's star.
    let mut fairy = Sketch::default();
    let wing = Color::srgba(0.86, 0.93, 1.0, 0.95);
    for side in [-1.0, 1.0] {
        let at = |x: f32, y: f32| Vec2::new(side * x, y);
        fairy.poly(&[at(0.02, 0.1), at(0.42, 0.42), at(0.46, 0.08)], wing);
        fairy.poly(&[at(0.02, 0.02), at(0.38, -0.04), at(0.3, -0.3)], wing);
    }
    let outline = Color::srgb(0.32, 0.2, 0.45);
    fairy.poly(
        &[
            Vec2::new(-0.24, -0.5),
            Vec2::new(0.24, -0.5),
            Vec2::new(0.0, 0.16),
        ],
        outline,
    );
    fairy.poly(
        &[
            Vec2::new(-0.19, -0.46),
            Vec2::new(0.19, -0.46),
            Vec2::new(0.0, 0.1),
        ],
        VIOLET,
    );
    fairy.disc(Vec2::new(0.0, 0.27), 0.15, outline);
    fairy.disc(Vec2::new(0.0, 0.27), 0.12, Color::srgb(0.98, 0.87, 0.76));
    fairy.band(Vec2::new(0.1, 0.0), Vec2::new(0.36, 0.3), 0.04, outline);
    fairy.disc(Vec2::new(0.38, 0.33), 0.07, Color::srgb(1.0, 0.9, 0.3));
    let mut ring = Sketch::default();
    ring.disc(Vec2::ZERO, 0.5, Color::WHITE);
    let mut dot = Sketch::default();
    dot.disc(Vec2::ZERO, 0.34, Color::WHITE);
    commands.insert_resource(FairyArt {
        fairy: meshes.add(fairy.into_mesh(TILE * 0.36, 0)),
        ring: meshes.add(ring.into_mesh(TILE * 0.18, 0)),
        dot: meshes.add(dot.into_mesh(TILE * 0.18, 0)),
        plain: plain.0.clone(),
        rose: materials.add(ColorMaterial::from(Color::srgb(0.93, 0.35, 0.55))),
        violet: materials.add(ColorMaterial::from(VIOLET)),
    });
}

/// Where a follower on this segment of a placed tile stands.
fn spot(game: &Game, tile: u8, segment: u8) -> Vec2 {
    pose_on_board(game, tile as usize, segment).0
}

/// Beside her follower she stands a little to its upper right (a figure
/// of the same size would hide her); alone, in her tile's corner.
fn fairy_at(game: &Game) -> Option<Vec2> {
    let fairy = game.fairy()?;
    Some(match fairy.beside {
        Some(m) => spot(game, m.tile, m.segment) + Vec2::new(0.17, 0.12) * TILE,
        None => {
            let pos = game.board().tiles()[fairy.tile as usize].pos;
            square_centre(pos) + Vec2::new(0.3, 0.3) * TILE
        }
    })
}

/// The fairy follows the engine: shown once first moved, where it stands
/// after each turn.
fn show_fairy(
    mut commands: Commands,
    session: Option<Res<Session>>,
    art: Res<FairyArt>,
    mut shown: Query<(Entity, &mut Transform), With<FairyView>>,
) {
    let at = session.as_ref().and_then(|s| fairy_at(s.table.game()));
    match (at, shown.single_mut()) {
        (Some(at), Ok((_, mut transform))) => {
            let wanted = at.extend(8.5);
            if transform.translation != wanted {
                transform.translation = wanted;
            }
        }
        (Some(at), Err(_)) => {
            commands.spawn((
                FairyView,
                Mesh2d(art.fairy.clone()),
                MeshMaterial2d(art.plain.clone()),
                Transform::from_translation(at.extend(8.5)),
            ));
        }
        (None, Ok((e, _))) => commands.entity(e).despawn(),
        (None, Err(_)) => {}
    }
}

/// A marker for each of the set's actions the placed tile offers a
/// person, after the tile's own (which clear every marker first).
fn show_action_markers(
    mut commands: Commands,
    mut news: MessageReader<TurnEvent>,
    session: Res<Session>,
    art: Res<FairyArt>,
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
        let Deploy::Set(SetDeploy {
            action,
            tile,
            segment,
        }) = d
        else {
            continue;
        };
        // One marker for the figures that may go through the portal onto
        // one place (a click there goes on to the large meeple, a mayor).
        if !meeple_choice::first_at_its_place(d, &options) {
            continue;
        }
        // The princess's and the fairy's markers sit beside the figure
        // they name; the portal's where the new follower would stand.
        // Another set's action: its own board marks it.
        let Some(action) = Action::of(action) else {
            continue;
        };
        let (nudge, dot) = match action {
            Action::Portal(_) => (Vec2::ZERO, artist.seat_colour(colour)),
            Action::Princess => (Vec2::new(-0.16, 0.14), art.rose.clone()),
            Action::Fairy => (Vec2::new(0.17, 0.12), art.violet.clone()),
        };
        let at = spot(game, tile, segment) + nudge * TILE;
        let mut marker = commands.spawn((
            DeployMarker(d),
            Mesh2d(art.ring.clone()),
            MeshMaterial2d(art.plain.clone()),
            Transform::from_translation(at.extend(9.0)),
        ));
        marker.with_child((
            Mesh2d(art.dot.clone()),
            MeshMaterial2d(dot),
            Transform::from_xyz(0.0, 0.0, 0.1),
        ));
        if !meeple_choice::stands_on(d, chosen) {
            continue;
        }
        // The choice shows what it will do: the figure through the
        // portal, the fairy beside the follower, the princess's rose ring
        // over the knight.
        let action = match chosen {
            Deploy::Set(sd) => match Action::of(sd.action) {
                Some(chosen) => chosen,
                None => continue,
            },
            _ => action,
        };
        match action {
            Action::Portal(figure) => {
                marker.with_child((
                    artist.meeple(colour, figure, false),
                    Transform::from_xyz(0.0, 0.0, 0.2),
                ));
            }
            Action::Fairy => {
                marker.with_child((
                    Mesh2d(art.fairy.clone()),
                    MeshMaterial2d(art.plain.clone()),
                    Transform::from_xyz(0.0, 0.0, 0.2),
                ));
            }
            Action::Princess => {
                marker.with_child((
                    Mesh2d(art.ring.clone()),
                    MeshMaterial2d(art.rose.clone()),
                    Transform::from_xyz(0.0, 0.0, 0.2).with_scale(Vec3::splat(0.6)),
                ));
            }
        }
    }
}

pub fn plugin(app: &mut App) {
    super::princess_dragon_flight::plugin(app);
    app.add_systems(Startup, setup).add_systems(
        Update,
        (
            show_fairy,
            show_action_markers
                .run_if(resource_exists::<Session>)
                .after(TileMarkers),
        )
            .in_set(FrameSet::View),
    );
}
