//! The picks on the board that a phase offers a person at this screen,
//! with where each lies: the sets' boards mark them and take a click on
//! one (the digit keys number the same picks, `keys.rs`). A set whose
//! phase needs nothing more than a ring on each such pick and a click to
//! choose it adds `ringed::<ItsPhase>` (a type naming the phase's key); a
//! set that marks its picks its own way (a raft, a figure's shadow) still
//! takes the click here, `clicked::<ItsPicks>`.

use std::marker::PhantomData;

use bevy::prelude::*;
use bevy_egui::input::egui_wants_any_pointer_input;

use crate::gui::messages::{Requests, TurnRequest};
use crate::gui::play::session::Session;
use crate::gui::states::{FrameSet, OfGame};
use crate::gui::table::geometry::pick_point;
use crate::gui::table::hand::FreePointer;
use crate::gui::table::hand_view::HandArt;
use crate::rules::{Move, Pick};

/// The picks of the phase `key` a person at this screen chooses among
/// now that lie on the board, each with its point; `None` while that
/// phase does not ask a person here.
pub fn offered(session: &Session, key: &str) -> Option<Vec<(Pick, Vec2)>> {
    let table = &session.table;
    if table.phase_key() != Some(key) || !session.person_at(table.chooser_in_flight()?) {
        return None;
    }
    let game = table.game();
    let on_board = (table.options().into_iter()).filter_map(|p| Some((p, pick_point(game, p)?)));
    Some(on_board.collect())
}

/// A phase whose picks on the board are ringed and clicked (its key).
pub trait RingedPhase: Send + Sync + 'static {
    const KEY: &'static str;
}

/// Picks on the board a click chooses among, where a set's board marks
/// them: each with its point, `None` while none is offered a person here.
pub trait BoardPicks: Send + Sync + 'static {
    fn picks(session: &Session) -> Option<Vec<(Pick, Vec2)>>;
}

/// The picks of a ringed phase, where its rings lie.
struct Offered<P: RingedPhase>(PhantomData<P>);

impl<P: RingedPhase> BoardPicks for Offered<P> {
    fn picks(session: &Session) -> Option<Vec<(Pick, Vec2)>> {
        offered(session, P::KEY)
    }
}

/// A ring on a pick of the phase `P`.
#[derive(Component)]
#[require(OfGame)]
struct Ring<P: RingedPhase>(PhantomData<P>);

/// A ring on each pick of the phase offered a person here, laid anew when
/// the picks change.
fn mark<P: RingedPhase>(
    mut commands: Commands,
    session: Option<Res<Session>>,
    hand: Res<HandArt>,
    rings: Query<Entity, With<Ring<P>>>,
    mut shown: Local<Vec<Pick>>,
) {
    let picks = (session.as_deref())
        .and_then(|s| offered(s, P::KEY))
        .unwrap_or_default();
    let now: Vec<Pick> = picks.iter().map(|p| p.0).collect();
    if *shown == now {
        return;
    }
    *shown = now;
    for e in &rings {
        commands.entity(e).despawn();
    }
    for (_, at) in picks {
        commands.spawn((
            Ring::<P>(PhantomData),
            Mesh2d(hand.marker_ring.clone()),
            MeshMaterial2d(hand.ring.clone()),
            Transform::from_translation(at.extend(9.0)),
        ));
    }
}

/// A click on a pick's mark makes that pick.
fn click<B: BoardPicks>(
    session: Option<Res<Session>>,
    buttons: Res<ButtonInput<MouseButton>>,
    pointer: FreePointer,
    mut requests: Requests,
) {
    let Some(picks) = session.as_deref().and_then(B::picks) else {
        return;
    };
    if let Some(pick) = pointer.clicked_near(&buttons, picks) {
        requests.send(TurnRequest::Move(Move::Decide(pick)));
    }
}

/// The click on the picks `B` (a click the side panel did not take).
pub fn clicked<B: BoardPicks>(app: &mut App) {
    app.add_systems(
        Update,
        click::<B>
            .run_if(not(egui_wants_any_pointer_input))
            .in_set(FrameSet::Input),
    );
}

/// The rings and the click for the phase `P`.
pub fn ringed<P: RingedPhase>(app: &mut App) {
    clicked::<Offered<P>>(app);
    app.add_systems(Update, mark::<P>.in_set(FrameSet::View));
}
