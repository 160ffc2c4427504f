//! The Flying Machines on the board (the machines themselves are in the
//! tiles' pictures): while a person's placed tile shows a machine, a
//! marker on it for sending a follower flying (a click there goes on to
//! the other figures that may fly, as on any place), with the follower
//! sitting on it once chosen; while a flier lands, the square it reached
//! lit, and for a person at this screen a ring on each place it may land
//! on. A click on a ring lands it there; digits work as for every phase
//! (`keys.rs`).

use bevy::prelude::*;

use crate::gui::messages::TurnEvent;
use crate::gui::play::session::Session;
use crate::gui::states::FrameSet;
use crate::gui::table::geometry::square_centre;
use crate::gui::table::hand_view::{HandArt, TileMarkers, person_deploys_anew, spawn_marker};
use crate::gui::table::lit_squares::{LitSquares, lit};
use crate::gui::table::meeple_choice;
use crate::gui::table::offered::{RingedPhase, ringed};
use crate::gui::table::tile_art::{Artist, TILE, clear_spot};
use crate::rules::Pos;
use crate::rules::sets::flying_machines::{FLIGHT, Step, flier_of};

/// A marker on the placed tile's machine for a flight (one for every
/// figure that may fly: a click on it goes on to the next), with the
/// chosen figure sitting on it.
fn show_flight_marker(
    mut commands: Commands,
    mut news: MessageReader<TurnEvent>,
    session: Res<Session>,
    hand: Res<HandArt>,
    mut artist: Artist,
) {
    if !person_deploys_anew(&mut news, &session) {
        return;
    }
    let (Some(placed), Some(kind)) = (session.table.placed(), session.in_hand()) else {
        return;
    };
    let colour = session.current_seat().colour;
    let chosen = session.table.chosen();
    let options = session.table.deploy_options();
    let machine = square_centre(placed.pos) + clear_spot(kind, placed.rot) * TILE;
    let first = (options.iter().copied())
        .find(|&d| flier_of(d).is_some() && meeple_choice::first_at_its_place(d, &options));
    let Some(first) = first else {
        return;
    };
    let dot = artist.seat_colour(colour);
    let mut marker = spawn_marker(&mut commands, &hand, first, machine.extend(9.0), dot);
    if let Some(figure) = flier_of(chosen) {
        marker.with_child((
            artist.meeple(colour, figure, false),
            Transform::from_xyz(0.0, 0.0, 0.2),
        ));
    }
}

/// While a flier lands, the square it reached is lit (the places a
/// person here may land it on are ringed, `offered::ringed`).
struct Reached;

impl LitSquares for Reached {
    const COLOUR: Color = Color::srgba(0.98, 0.85, 0.3, 0.22);

    fn squares(session: &Session) -> Vec<Pos> {
        if session.table.phase_key() != Some(FLIGHT) {
            return Vec::new();
        }
        match session.table.game().flight().1 {
            Step::Land(to) => vec![to],
            _ => Vec::new(),
        }
    }
}

/// The flight's landings are ringed and clicked.
struct Landing;

impl RingedPhase for Landing {
    const KEY: &'static str = FLIGHT;
}

pub fn plugin(app: &mut App) {
    ringed::<Landing>(app);
    lit::<Reached>(app);
    app.add_systems(
        Update,
        show_flight_marker
            .run_if(resource_exists::<Session>)
            .after(TileMarkers)
            .in_set(FrameSet::View),
    );
}
