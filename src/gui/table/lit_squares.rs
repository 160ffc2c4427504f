//! Squares of the board lit in a set's colour while one of its phases
//! wants them seen (where a figure landed, where a piece may go, the
//! squares whose piece may move): a set names them and the colour
//! (`LitSquares`) and adds `lit::<ItsSquares>`; the squares are laid
//! anew whenever they change.

use std::marker::PhantomData;

use bevy::prelude::*;

use crate::gui::play::session::Session;
use crate::gui::states::{FrameSet, OfGame};
use crate::gui::table::geometry::square_centre;
use crate::gui::table::tile_art::Art;
use crate::rules::Pos;

/// A set's lit squares: which, and in what colour.
pub trait LitSquares: Send + Sync + 'static {
    /// The colour over the tiles, faint (its alpha a quarter or so).
    const COLOUR: Color;

    /// The squares lit now (none while nothing is to be seen).
    fn squares(session: &Session) -> Vec<Pos>;
}

/// A square lit for `L`.
#[derive(Component)]
#[require(OfGame)]
struct Lit<L: LitSquares>(PhantomData<L>);

#[derive(Resource)]
struct LitColour<L: LitSquares>(Handle<ColorMaterial>, PhantomData<L>);

fn setup<L: LitSquares>(mut commands: Commands, mut materials: ResMut<Assets<ColorMaterial>>) {
    let colour = materials.add(ColorMaterial::from(L::COLOUR));
    commands.insert_resource(LitColour::<L>(colour, PhantomData));
}

fn light<L: LitSquares>(
    mut commands: Commands,
    session: Option<Res<Session>>,
    (colour, art): (Res<LitColour<L>>, Res<Art>),
    shown_marks: Query<Entity, With<Lit<L>>>,
    mut shown: Local<Vec<Pos>>,
) {
    let now = session.as_deref().map(L::squares).unwrap_or_default();
    if *shown == now {
        return;
    }
    for e in &shown_marks {
        commands.entity(e).despawn();
    }
    for &pos in &now {
        commands.spawn((
            Lit::<L>(PhantomData),
            Mesh2d(art.square.clone()),
            MeshMaterial2d(colour.0.clone()),
            // Over the tiles, their pieces and figures; under the rings.
            Transform::from_translation(square_centre(pos).extend(5.6))
                .with_scale(Vec3::splat(0.96)),
        ));
    }
    *shown = now;
}

/// The lit squares of `L`.
pub fn lit<L: LitSquares>(app: &mut App) {
    app.add_systems(Startup, setup::<L>)
        .add_systems(Update, light::<L>.in_set(FrameSet::View));
}
