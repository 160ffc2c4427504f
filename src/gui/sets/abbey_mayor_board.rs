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
use crate::gui::table::hand_view::{HandArt, TileMarkers, person_deploys_anew, spawn_marker};
use crate::gui::table::laid_anew::lay_anew;
use crate::gui::table::meeple_choice;
use crate::gui::table::tile_art::{Artist, TILE};
use crate::rules::Deploy;
use crate::rules::geometry::Pos;
use crate::rules::sets::abbey_mayor::barn::barn_corner;

/// A barn on the board: its owner's seat and its corner's point.
#[derive(Component, Clone, Copy, PartialEq)]
#[require(OfGame)]
struct BarnView {
    seat: usize,
    at: Vec2,
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
    let barns = |game: &crate::rules::Game| {
        (game.barns())
            .map(|barn| BarnView {
                seat: barn.player as usize,
                at: corner_point(game.board().tiles()[barn.tile as usize].pos, barn.corner),
            })
            .collect()
    };
    let Some((session, wanted)) = lay_anew(&mut commands, session.as_deref(), &shown, barns) else {
        return;
    };
    for view in wanted {
        let colour = session.seats[view.seat].colour;
        commands.spawn((
            view,
            artist.shape(colour, Shape::Building, false, false),
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
    hand: Res<HandArt>,
    mut artist: Artist,
) {
    if !person_deploys_anew(&mut news, &session) {
        return;
    }
    let game = session.table.game();
    let colour = session.current_seat().colour;
    let chosen = session.table.chosen();
    for d in session.table.deploy_options() {
        let Deploy::Set(sd) = d else {
            continue;
        };
        let Some(corner) = barn_corner(sd.action) else {
            continue;
        };
        let at = corner_point(game.board().tiles()[sd.tile as usize].pos, corner);
        // A small barn on white, as the builder's and the pig's markers
        // show their figure: a corner, not a place for a meeple; the
        // chosen corner shows the barn that will stand there.
        let chosen_here = meeple_choice::stands_on(d, chosen);
        let mut marker = spawn_marker(&mut commands, &hand, d, at.extend(9.0), hand.ring.clone());
        let size = if chosen_here { 1.0 } else { 0.62 };
        marker.with_child((
            artist.shape(colour, Shape::Building, false, false),
            Transform::from_xyz(0.0, 0.0, 0.2).with_scale(Vec3::splat(size)),
        ));
    }
}

pub fn plugin(app: &mut App) {
    app.add_systems(
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
