//! The dragon on the board and its flight at the window: the dragon,
//! painted by our own code, stands on its tile and glides to each square
//! it steps onto; while a person at this screen chooses its next step,
//! the squares it may enter are marked and a click on one asks for it
//! (`Move::Decide`: the turn plugin makes it, or a player's screen sends it
//! to the host). Where it eats, flames burst over the square while the
//! figures fly home.

use bevy::prelude::*;
use bevy::window::RequestRedraw;
use bevy_egui::input::egui_wants_any_pointer_input;

use crate::gui::look::Plain;
use crate::gui::messages::{Requests, TurnEvent, TurnRequest};
use crate::gui::play::session::Session;
use crate::gui::prefs::{Prefs, still};
use crate::gui::states::{FrameSet, OfGame};
use crate::gui::table::geometry::square_at;
use crate::gui::table::geometry::square_centre;
use crate::gui::table::hand::FreePointer;
use crate::gui::table::tile_art::{Sketch, TILE};
use crate::rules::{Happened, Move, Pick, Pos};

/// The dragon on the board.
#[derive(Component)]
#[require(OfGame)]
struct DragonView;

/// A square the dragon may step onto, marked for the person who chooses.
#[derive(Component)]
#[require(OfGame)]
struct StepSquare(Pos);

/// Flames over a square where the dragon ate, since `started`.
#[derive(Component)]
#[require(OfGame)]
struct Flames {
    started: f32,
}

/// How long the flames last: about as long as the figures' flight home.
const FLAME_SECONDS: f32 = 0.9;

#[derive(Resource)]
struct DragonArt {
    dragon: Handle<Mesh>,
    flames: Handle<Mesh>,
    square: Handle<Mesh>,
    plain: Handle<ColorMaterial>,
    marked: Handle<ColorMaterial>,
}

fn setup(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    (plain, mut materials): (Res<Plain>, ResMut<Assets<ColorMaterial>>),
) {
    let v = Vec2::new;
    let mut dragon = Sketch::default();
    let dark = Color::srgb(0.28, 0.05, 0.05);
    let red = Color::srgb(0.72, 0.12, 0.1);
    let wing = Color::srgb(0.52, 0.08, 0.12);
    // Wings spread, a body and a tail, the head to the north.
    for side in [-1.0, 1.0] {
        let at = |x: f32, y: f32| v(side * x, y);
        dragon.poly(&[at(0.06, 0.12), at(0.48, 0.34), at(0.44, -0.02)], dark);
        dragon.poly(&[at(0.08, 0.1), at(0.44, 0.3), at(0.4, 0.0)], wing);
        dragon.poly(&[at(0.06, 0.0), at(0.4, 0.0), at(0.22, -0.14)], wing);
    }
    dragon.poly(&[v(-0.05, -0.2), v(0.05, -0.2), v(0.12, -0.48)], dark);
    dragon.disc(v(0.0, 0.0), 0.15, dark);
    dragon.disc(v(0.0, 0.0), 0.12, red);
    dragon.disc(v(0.0, 0.2), 0.1, dark);
    dragon.disc(v(0.0, 0.21), 0.075, red);
    dragon.poly(&[v(-0.05, 0.27), v(-0.1, 0.38), v(-0.01, 0.29)], dark);
    dragon.poly(&[v(0.05, 0.27), v(0.1, 0.38), v(0.01, 0.29)], dark);
    dragon.disc(v(-0.035, 0.23), 0.018, Color::srgb(1.0, 0.85, 0.2));
    dragon.disc(v(0.035, 0.23), 0.018, Color::srgb(1.0, 0.85, 0.2));
    let mut square = Sketch::default();
    square.rect(v(-0.5, -0.5), v(0.5, 0.5), Color::WHITE);
    // Tongues of flame round a glowing heart, orange outside, yellow in.
    let mut flames = Sketch::default();
    for k in 0..9 {
        let a = k as f32 * std::f32::consts::TAU / 9.0;
        let (dir, side) = (v(a.sin(), a.cos()), v(a.cos(), -a.sin()));
        let tongue = |reach: f32, width: f32| [side * width, dir * reach, side * -width];
        flames.poly(&tongue(0.48, 0.12), Color::srgb(0.95, 0.35, 0.05));
        flames.poly(&tongue(0.34, 0.08), Color::srgb(1.0, 0.7, 0.15));
    }
    flames.disc(v(0.0, 0.0), 0.2, Color::srgb(1.0, 0.6, 0.1));
    flames.disc(v(0.0, 0.0), 0.12, Color::srgb(1.0, 0.92, 0.5));
    commands.insert_resource(DragonArt {
        dragon: meshes.add(dragon.into_mesh(TILE * 0.8, 0)),
        flames: meshes.add(flames.into_mesh(TILE, 0)),
        square: meshes.add(square.into_mesh(TILE, 0)),
        plain: plain.0.clone(),
        marked: materials.add(ColorMaterial::from(Color::srgba(1.0, 0.45, 0.15, 0.35))),
    });
}

/// The dragon follows the engine: on its tile once a volcano is down,
/// gliding to each square it steps onto.
fn show_dragon(
    mut commands: Commands,
    session: Option<Res<Session>>,
    art: Res<DragonArt>,
    time: Res<Time>,
    mut shown: Query<(Entity, &mut Transform), With<DragonView>>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let at = (session.as_ref())
        .and_then(|s| s.table.game().dragon())
        .map(|pos| square_centre(pos).extend(9.5));
    match (at, shown.single_mut()) {
        (Some(at), Ok((_, mut transform))) => {
            let gap = at - transform.translation;
            if gap.length() < 0.5 {
                if gap != Vec3::ZERO {
                    transform.translation = at;
                }
                return;
            }
            let glide = 1.0 - (-time.delta_secs() * 9.0).exp();
            transform.translation += gap * glide;
            redraw.write(RequestRedraw);
        }
        (Some(at), Err(_)) => {
            commands.spawn((
                DragonView,
                Mesh2d(art.dragon.clone()),
                MeshMaterial2d(art.plain.clone()),
                Transform::from_translation(at),
            ));
        }
        (None, Ok((e, _))) => commands.entity(e).despawn(),
        (None, Err(_)) => {}
    }
}

/// Flames burst over the square the dragon entered when figures there
/// went home (as the engine told it with the step); not with motion
/// reduced (the log says whom it ate).
fn burst_where_it_ate(
    mut commands: Commands,
    mut news: MessageReader<TurnEvent>,
    time: Res<Time>,
    art: Res<DragonArt>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    prefs: Option<Res<Prefs>>,
) {
    let still = still(prefs.as_deref());
    for event in news.read() {
        if still {
            continue;
        }
        let TurnEvent::Step {
            happened:
                Happened::Decided {
                    pick: Pick::Square(to),
                    sent_home,
                    ..
                },
            ..
        } = event
        else {
            continue;
        };
        if sent_home.is_empty() {
            continue;
        }
        commands.spawn((
            Flames {
                started: time.elapsed_secs(),
            },
            Mesh2d(art.flames.clone()),
            MeshMaterial2d(materials.add(ColorMaterial::from(Color::WHITE))),
            Transform::from_translation(square_centre(*to).extend(9.2))
                .with_scale(Vec3::splat(0.5)),
        ));
    }
}

/// The flames grow and fade, then go.
fn fade_flames(
    mut commands: Commands,
    time: Res<Time>,
    mut flames: Query<(
        Entity,
        &Flames,
        &MeshMaterial2d<ColorMaterial>,
        &mut Transform,
    )>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    for (e, f, material, mut transform) in &mut flames {
        let k = (time.elapsed_secs() - f.started) / FLAME_SECONDS;
        if k >= 1.0 {
            commands.entity(e).despawn();
            materials.remove(&material.0);
            continue;
        }
        transform.scale = Vec3::splat(0.5 + 0.6 * k.sqrt());
        if let Some(mut m) = materials.get_mut(&material.0) {
            m.color = Color::srgba(1.0, 1.0, 1.0, 0.9 * (1.0 - k * k));
        }
        redraw.write(RequestRedraw);
    }
}

/// The squares the dragon may step onto when a person at this screen
/// chooses its next step (none otherwise).
fn steps_to_choose(session: &Session) -> Vec<Pos> {
    let table = &session.table;
    match table.step_chooser() {
        Some(seat) if session.person_at(seat) => table.step_options(),
        _ => Vec::new(),
    }
}

/// Marks those squares, anew when they change.
fn mark_steps(
    mut commands: Commands,
    session: Option<Res<Session>>,
    art: Res<DragonArt>,
    shown: Query<(Entity, &StepSquare)>,
) {
    let wanted = session.as_deref().map(steps_to_choose).unwrap_or_default();
    let same =
        shown.iter().count() == wanted.len() && shown.iter().all(|(_, s)| wanted.contains(&s.0));
    if same {
        return;
    }
    for (e, _) in &shown {
        commands.entity(e).despawn();
    }
    for pos in wanted {
        commands.spawn((
            StepSquare(pos),
            Mesh2d(art.square.clone()),
            MeshMaterial2d(art.marked.clone()),
            Transform::from_translation(square_centre(pos).extend(5.5))
                .with_scale(Vec3::splat(0.94)),
        ));
    }
}

/// A click on a marked square asks for the dragon's step there.
fn choose_step(
    session: Option<Res<Session>>,
    buttons: Res<ButtonInput<MouseButton>>,
    pointer: FreePointer,
    mut requests: Requests,
) {
    let (Some(session), Some(cursor)) = (session, pointer.clicked(&buttons)) else {
        return;
    };
    let to = square_at(cursor);
    if steps_to_choose(&session).contains(&to) {
        requests.send(TurnRequest::Move(Move::Decide(Pick::Square(to))));
    }
}

pub fn plugin(app: &mut App) {
    app.add_systems(Startup, setup)
        .add_systems(
            Update,
            choose_step
                .run_if(not(egui_wants_any_pointer_input))
                .in_set(FrameSet::Input),
        )
        .add_systems(
            Update,
            (show_dragon, mark_steps, burst_where_it_ate, fade_flames).in_set(FrameSet::View),
        );
}
