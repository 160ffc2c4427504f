//! Computer seats: the choice is worked out on a worker thread so the
//! window stays responsive, then sent to the turn plugin like a person's
//! move (which lets the tile land, pauses, and ends the turn).

use bevy::prelude::*;
use bevy::winit::EventLoopProxyWrapper;
use rand::SeedableRng;
use rand::rngs::SmallRng;

use crate::gui::messages::{Requests, TurnRequest};
use crate::gui::play::session::{Online, Session};
use crate::gui::play::worker::Search;
use crate::gui::states::{FrameSet, TurnStage};

/// The computer's choice being worked out.
#[derive(Resource)]
pub struct Thinking(pub Search);

fn is_computer(session: Option<Res<Session>>) -> bool {
    session.is_some_and(|s| s.computer_to_play())
}

fn start_thinking(
    mut commands: Commands,
    session: Res<Session>,
    proxy: Option<Res<EventLoopProxyWrapper>>,
) {
    let (Some(tile), Some(ai)) = (session.in_hand(), session.current_seat().computer) else {
        return;
    };
    // On the board as it stood before the tile went down: a whole table
    // from the host may come with this seat's tile already placed (its
    // connection went between the asks); the choice's `Place` moves it.
    let game = session.table.before_placing().clone();
    let seed = game.moves_made() as u64 ^ session.table.record().seed.unwrap_or(0);
    // The tile drawn, even if the tile the seat holds instead is in
    // hand: the computer chooses between the two.
    let drawn = session.table.shown().unwrap_or(tile);
    // The window sleeps while the computer thinks; the answer wakes it.
    let search = Search::spawn(proxy.as_deref(), move || {
        let rng = &mut SmallRng::seed_from_u64(seed);
        ai.choose_turn(&game, drawn, rng, crate::ai::HARD_THINKING)
    });
    commands.insert_resource(Thinking(search));
}

fn finish_thinking(
    mut commands: Commands,
    thinking: Option<ResMut<Thinking>>,
    mut requests: Requests,
) {
    let Some(mut thinking) = thinking else { return };
    let Some(choice) = thinking.0.poll(requests.redraw()) else {
        return;
    };
    commands.remove_resource::<Thinking>();
    requests.send(TurnRequest::Play(choice));
}

/// On a player's screen in a network game, a step of a set's phase by this
/// screen's seat when a computer plays it (the host waits for it from
/// here): chosen as the computer players choose, asked once per step. At
/// the host's table the turn plugin makes computer seats' steps itself.
fn step_for_computer(
    session: Option<Res<Session>>,
    online: Option<Res<Online>>,
    mut asked: Local<Option<(usize, usize)>>,
    mut requests: Requests,
) {
    let (Some(session), Some(online)) = (session, online) else {
        return;
    };
    let Online::Player {
        seat: Some(mine), ..
    } = *online
    else {
        return;
    };
    let table = &session.table;
    let Some(chooser) = table.chooser_in_flight() else {
        return;
    };
    let seat = &session.seats[chooser];
    if chooser != mine || seat.computer.is_none() || seat.remote {
        return;
    }
    let step = (table.record().turns.len(), table.choices_in_flight());
    if *asked == Some(step) {
        return;
    }
    *asked = Some(step);
    if let Some(m) = crate::ai::moving_on::next_in_flight(table, chooser) {
        requests.send(TurnRequest::Move(m));
    }
}

/// A search left over from a game that ended or was left is dropped.
fn forget_thinking(mut commands: Commands) {
    commands.remove_resource::<Thinking>();
}

pub fn plugin(app: &mut App) {
    app.add_systems(
        OnEnter(TurnStage::Place),
        start_thinking.run_if(is_computer),
    )
    .add_systems(OnExit(TurnStage::Place), forget_thinking)
    .add_systems(
        Update,
        (
            finish_thinking.run_if(in_state(TurnStage::Place).and_then(is_computer)),
            step_for_computer,
        )
            .in_set(FrameSet::Input),
    );
}
