//! The Crop Circles' pieces on the board, painted by our own code: on
//! each of the set's tiles, over its crop field, the picture of the kind
//! of follower its circle acts on (a club for thieves on roads, a shield
//! for knights in cities, a rake for farmers). While a person at this
//! screen adds or takes back a follower, each of their followers the
//! circle offers is ringed; a click on one chooses it, and digits work as
//! for every phase (`keys.rs`).

use bevy::prelude::*;

use crate::gui::look::Plain;
use crate::gui::play::session::Session;
use crate::gui::states::{FrameSet, OfGame};
use crate::gui::table::geometry::square_centre;
use crate::gui::table::hand_view::HandArt;
use crate::gui::table::laid_anew::lay_anew;
use crate::gui::table::offered::{BoardPicks, clicked, offered};
use crate::gui::table::tile_art::{Sketch, TILE, rotate};
use crate::rules::sets::crop_circles::{CROP, circle_of};
use crate::rules::tileset::SegmentKind;
use crate::rules::{Game, Pick, Pos, catalog};

/// A circle's picture as shown (with its tile's square: a tile lying
/// placed may be laid elsewhere under the same index).
#[derive(Component, Clone, Copy, PartialEq)]
#[require(OfGame)]
struct CircleView {
    tile: u8,
    at: Pos,
    kind: u8,
}

/// A follower the circle offers, ringed.
#[derive(Component)]
#[require(OfGame)]
struct OfferedMark;

#[derive(Resource)]
struct CircleArt {
    plain: Handle<ColorMaterial>,
    /// A club, a shield, a rake: by `SegmentKind` road, city, field.
    pictures: [Handle<Mesh>; 3],
}

const INK: Color = Color::srgb(0.32, 0.2, 0.08);

fn setup(mut commands: Commands, mut meshes: ResMut<Assets<Mesh>>, plain: Res<Plain>) {
    commands.insert_resource(CircleArt {
        plain: plain.0.clone(),
        pictures: [club(), shield(), rake()].map(|s| meshes.add(s.into_mesh(TILE, 0))),
    });
}

/// A thief's club: a stick with a knobbed head.
fn club() -> Sketch {
    let mut s = Sketch::default();
    s.band(Vec2::new(-0.05, -0.07), Vec2::new(0.03, 0.05), 0.022, INK);
    s.disc(Vec2::new(0.04, 0.065), 0.035, INK);
    s
}

/// A knight's shield.
fn shield() -> Sketch {
    let mut s = Sketch::default();
    s.poly(
        &[
            Vec2::new(-0.055, 0.06),
            Vec2::new(0.055, 0.06),
            Vec2::new(0.05, -0.01),
            Vec2::new(0.0, -0.07),
            Vec2::new(-0.05, -0.01),
        ],
        INK,
    );
    s.band(
        Vec2::new(0.0, 0.05),
        Vec2::new(0.0, -0.05),
        0.012,
        Color::srgb(0.86, 0.74, 0.36),
    );
    s
}

/// A farmer's rake: a handle and a head of teeth.
fn rake() -> Sketch {
    let mut s = Sketch::default();
    s.band(Vec2::new(0.0, -0.08), Vec2::new(0.0, 0.05), 0.016, INK);
    s.band(Vec2::new(-0.06, 0.05), Vec2::new(0.06, 0.05), 0.018, INK);
    for k in 0..5 {
        let x = -0.05 + k as f32 * 0.025;
        s.band(Vec2::new(x, 0.05), Vec2::new(x, 0.085), 0.01, INK);
    }
    s
}

fn picture_index(kind: SegmentKind) -> usize {
    match kind {
        SegmentKind::Road => 0,
        SegmentKind::City => 1,
        _ => 2,
    }
}

/// Every circle on the board, as it should show.
fn wanted(game: &Game) -> Vec<CircleView> {
    (0..game.board().tiles().len())
        .filter_map(|i| {
            let kind = circle_of(game, i)?;
            Some(CircleView {
                tile: i as u8,
                at: game.board().tiles()[i].pos,
                kind: picture_index(kind) as u8,
            })
        })
        .collect()
}

/// The circles' pictures follow the engine: laid anew when any changes.
fn show_circles(
    mut commands: Commands,
    session: Option<Res<Session>>,
    art: Res<CircleArt>,
    shown: Query<(Entity, &CircleView)>,
) {
    let Some((session, wanted)) = lay_anew(&mut commands, session.as_deref(), &shown, wanted)
    else {
        return;
    };
    let game = session.table.game();
    for view in wanted {
        let t = game.board().tiles()[view.tile as usize];
        let (x, y, _) = catalog().get(t.kind).patch.unwrap_or((0.0, 0.0, 0.0));
        let at = square_centre(t.pos) + rotate(Vec2::new(x, y), t.rot) * TILE;
        commands.spawn((
            view,
            Mesh2d(art.pictures[view.kind as usize].clone()),
            MeshMaterial2d(art.plain.clone()),
            Transform::from_translation(at.extend(8.1)),
        ));
    }
}

/// The followers a person at this screen may add beside or take back
/// now, where they stand.
fn to_choose(session: &Session) -> Option<Vec<(Pick, Vec2)>> {
    offered(session, CROP)
}

/// While a person chooses: a ring round each follower offered, laid
/// anew when the choice changes.
fn mark_offered(
    mut commands: Commands,
    session: Option<Res<Session>>,
    hand: Res<HandArt>,
    marks: Query<Entity, With<OfferedMark>>,
    mut shown: Local<Option<Vec<Pick>>>,
) {
    let now = session.as_deref().and_then(to_choose);
    let key = now.as_ref().map(|o| o.iter().map(|p| p.0).collect());
    if *shown == key {
        return;
    }
    for e in &marks {
        commands.entity(e).despawn();
    }
    for &(_, at) in now.iter().flatten() {
        commands.spawn((
            OfferedMark,
            Mesh2d(hand.marker_ring.clone()),
            MeshMaterial2d(hand.ring.clone()),
            // Under the followers, wide enough to show round them.
            Transform::from_translation(at.extend(2.9)).with_scale(Vec3::splat(1.6)),
        ));
    }
    *shown = key;
}

/// A click on a ringed follower chooses it.
struct RingedFollowers;

impl BoardPicks for RingedFollowers {
    fn picks(session: &Session) -> Option<Vec<(Pick, Vec2)>> {
        to_choose(session)
    }
}

pub fn plugin(app: &mut App) {
    clicked::<RingedFollowers>(app);
    app.add_systems(Startup, setup)
        .add_systems(Update, (show_circles, mark_offered).in_set(FrameSet::View));
}
