//! Mage & Witch's figures on the board, painted by our own code (the
//! magic symbol is in the tiles' own pictures, `mage_witch_art.rs`): the mage
//! (purple) and the witch (orange) where they stand, each a robed figure
//! under a pointed hat. While a person at this screen chooses where one
//! goes, every place it may go to is marked with a ring and the figure;
//! a click on a mark puts it there, and digits work as for every phase
//! (`keys.rs`). Which figure, or which leaves the board, is the side
//! panel's buttons.

use bevy::prelude::*;

use crate::gui::look::Plain;
use crate::gui::play::session::Session;
use crate::gui::states::{FrameSet, OfGame};
use crate::gui::table::geometry::pose_on_board;
use crate::gui::table::hand_view::HandArt;
use crate::gui::table::laid_anew::lay_anew;
use crate::gui::table::offered::{BoardPicks, clicked, offered};
use crate::gui::table::tile_art::{Sketch, TILE};
use crate::rules::sets::mage_witch::{Caster, MAGIC, Step};
use crate::rules::{Game, Pick, Pos};

/// A magic figure on a place, as shown. The square is part of it (a tile
/// lying placed may be laid elsewhere under the same index).
#[derive(Component, Clone, Copy, PartialEq)]
#[require(OfGame)]
struct MagicView {
    caster: u8,
    tile: u8,
    segment: u8,
    at: Pos,
}

/// A place offered to the figure being placed, marked.
#[derive(Component)]
#[require(OfGame)]
struct PlaceMark;

#[derive(Resource)]
struct MagicArt {
    plain: Handle<ColorMaterial>,
    figures: [Handle<Mesh>; 2],
}

/// The mage's purple and the witch's orange, robe and hat.
const COLOURS: [(Color, Color); 2] = [
    (Color::srgb(0.42, 0.24, 0.66), Color::srgb(0.3, 0.14, 0.5)),
    (Color::srgb(0.93, 0.5, 0.12), Color::srgb(0.2, 0.12, 0.1)),
];

fn setup(mut commands: Commands, mut meshes: ResMut<Assets<Mesh>>, plain: Res<Plain>) {
    commands.insert_resource(MagicArt {
        plain: plain.0.clone(),
        figures: [0, 1].map(|c| meshes.add(figure_sketch(COLOURS[c]).into_mesh(TILE, 0))),
    });
}

/// A wizard's hat: a tall bent cone on a brim, with a gold band.
fn hat(s: &mut Sketch, y: f32, colour: Color, size: f32) {
    let v = |x: f32, dy: f32| Vec2::new(x * size, y + dy * size);
    s.poly(
        &[v(-0.11, 0.0), v(0.11, 0.0), v(0.08, 0.025), v(-0.08, 0.025)],
        colour,
    );
    s.tri(v(-0.06, 0.02), v(0.06, 0.02), v(0.01, 0.14), colour);
    s.tri(v(-0.01, 0.12), v(0.025, 0.12), v(0.065, 0.17), colour);
    s.band(
        v(-0.055, 0.035),
        v(0.055, 0.035),
        0.016 * size,
        Color::srgb(0.95, 0.78, 0.25),
    );
}

/// A robed figure under a pointed hat, in its colours.
fn figure_sketch((robe, hat_colour): (Color, Color)) -> Sketch {
    let mut s = Sketch::default();
    let rim = Color::srgb(0.08, 0.06, 0.06);
    let robe_at = |grow: f32| {
        [
            Vec2::new(-0.1 - grow, -0.12 - grow),
            Vec2::new(0.1 + grow, -0.12 - grow),
            Vec2::new(0.04 + grow, 0.05 + grow),
            Vec2::new(-0.04 - grow, 0.05 + grow),
        ]
    };
    s.poly(&robe_at(0.012), rim);
    s.poly(&robe_at(0.0), robe);
    s.disc(Vec2::new(0.0, 0.07), 0.04, rim);
    s.disc(Vec2::new(0.0, 0.07), 0.03, Color::srgb(0.96, 0.84, 0.7));
    hat(&mut s, 0.085, hat_colour, 0.75);
    s
}

/// Every piece as it should show.
fn wanted(game: &Game) -> Vec<MagicView> {
    let tiles = game.board().tiles();
    (Caster::BOTH.into_iter())
        .filter_map(|c| {
            let s = game.magic_figure(c)?;
            Some(MagicView {
                caster: c as u8,
                tile: s.tile,
                segment: s.segment,
                at: tiles[s.tile as usize].pos,
            })
        })
        .collect()
}

/// The figures follow the engine: laid anew when either moves.
fn show_pieces(
    mut commands: Commands,
    session: Option<Res<Session>>,
    art: Res<MagicArt>,
    shown: Query<(Entity, &MagicView)>,
) {
    let Some((session, wanted)) = lay_anew(&mut commands, session.as_deref(), &shown, wanted)
    else {
        return;
    };
    let game = session.table.game();
    for view in wanted {
        // Beside a follower on the same place, not under it.
        let at =
            pose_on_board(game, view.tile as usize, view.segment).0 + Vec2::new(0.1, 0.06) * TILE;
        commands.spawn((
            view,
            Mesh2d(art.figures[view.caster as usize].clone()),
            MeshMaterial2d(art.plain.clone()),
            Transform::from_translation(at.extend(9.4)),
        ));
    }
}

/// The places a person at this screen may put a magic figure on now,
/// with the figure.
fn to_choose(session: &Session) -> Option<(Caster, Vec<(Pick, Vec2)>)> {
    let Step::Where(caster) = session.table.game().magic_step() else {
        return None;
    };
    Some((caster, offered(session, MAGIC)?))
}

/// While a person chooses: a ring and the figure on every place offered,
/// laid anew when the choice changes.
fn mark_places(
    mut commands: Commands,
    session: Option<Res<Session>>,
    (art, hand): (Res<MagicArt>, Res<HandArt>),
    marks: Query<Entity, With<PlaceMark>>,
    mut shown: Local<Option<(u8, Vec<Pick>)>>,
) {
    let now = session.as_deref().and_then(to_choose);
    let key = now
        .as_ref()
        .map(|(c, places)| (*c as u8, places.iter().map(|p| p.0).collect()));
    if *shown == key {
        return;
    }
    for e in &marks {
        commands.entity(e).despawn();
    }
    for (caster, places) in now.iter() {
        for &(_, at) in places {
            commands
                .spawn((
                    PlaceMark,
                    Mesh2d(hand.marker_ring.clone()),
                    MeshMaterial2d(hand.ring.clone()),
                    Transform::from_translation(at.extend(9.0)),
                ))
                .with_child((
                    Mesh2d(art.figures[*caster as usize].clone()),
                    MeshMaterial2d(art.plain.clone()),
                    Transform::from_xyz(0.0, 0.0, 0.2).with_scale(Vec3::splat(0.8)),
                ));
        }
    }
    *shown = key;
}

/// A click on a mark puts the figure there.
struct CasterPlaces;

impl BoardPicks for CasterPlaces {
    fn picks(session: &Session) -> Option<Vec<(Pick, Vec2)>> {
        to_choose(session).map(|(_, places)| places)
    }
}

pub fn plugin(app: &mut App) {
    clicked::<CasterPlaces>(app);
    app.add_systems(Startup, setup)
        .add_systems(Update, (show_pieces, mark_places).in_set(FrameSet::View));
}
