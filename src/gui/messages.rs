//! The turn's messages. Mouse and keys, computer seats, panels and the
//! network send a `TurnRequest`; only the turn plugin acts on it, asks
//! the engine, and announces what happened as a `TurnEvent`, to which the
//! board, meeples, popups, motion and sound react.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::window::RequestRedraw;

use crate::ai::Choice;
use crate::rules::Happened;
use crate::rules::{Move, Pos, Refusal};

/// Something a player (or a computer seat) asks of the turn.
#[derive(Message, Debug, Clone, Copy, PartialEq)]
pub enum TurnRequest {
    /// A person's step of the turn: by hand at this screen, or (at the
    /// host) asked for from another screen and checked.
    Move(Move),
    /// A computer's whole move: the tile lands, and after a moment the
    /// turn ends.
    Play(Choice),
    /// Take back this many whole turns.
    Undo(usize),
    /// Watching a recorded game: show it as it stood after this many turns.
    ShowTurn(usize),
    /// Cut the scoring pause short.
    SkipPause,
    /// Network play, at the host: a computer at this level stands in for
    /// a seat whose player has gone, or (`None`) the seat's player is back
    /// and plays it from their screen again.
    StandIn {
        seat: usize,
        computer: Option<crate::ai::AiKind>,
    },
}

/// Something that happened in the turn, announced by the turn plugin.
#[derive(Message, Debug, Clone, PartialEq)]
pub enum TurnEvent {
    /// A game began or was continued: the board is drawn anew.
    GameStarted,
    /// A step of the turn, as the engine's table told it (`Table::make`),
    /// here or, on a player's screen, at the host: the tile placed, turned
    /// or picked up, a meeple chosen, the turn ended and what it scored,
    /// the tiles dealt. `by_computer`: a computer or a player at another
    /// screen took it (its tile glides in from the hand slot).
    Step {
        happened: Happened,
        by_computer: bool,
    },
    /// A tile was not allowed there.
    PlacementRefused { pos: Pos, reason: Refusal },
    /// Whole turns were taken back.
    TurnsUndone(usize),
    /// A recorded game being watched now stands after this many turns.
    TurnShown(usize),
    /// The scoring pause was cut short: movements end at once.
    PauseSkipped,
    /// No tile is left: the final scores stand.
    GameOver,
    /// Who plays a seat changed (a computer stood in for a player who had
    /// gone, or the player came back).
    SeatsChanged,
}

impl TurnEvent {
    /// The board of confirmed turns is another now: a game started, a turn
    /// ended, turns were taken back or a recorded game stepped. What is
    /// drawn from the whole board (dead squares, the farm view) is redone.
    pub fn confirms_board(&self) -> bool {
        matches!(
            self,
            TurnEvent::GameStarted
                | TurnEvent::Step {
                    happened: Happened::TurnEnded { .. },
                    ..
                }
                | TurnEvent::TurnsUndone(_)
                | TurnEvent::TurnShown(_)
        )
    }
}

/// What the host of a network game sends a player's screen for its
/// table (the turn plugin follows it).
#[derive(Message, Debug, Clone, PartialEq)]
pub enum FromHost {
    /// The whole table: when this screen takes its seat, falls behind or
    /// comes back after the connection dropped (`resync`: whatever it had
    /// is drawn anew and its turn starts again, since what it asked
    /// meanwhile may have been lost with the host).
    Table {
        // Boxed: a table is far larger than a step, and rarer.
        view: Box<crate::net::view::TableView>,
        resync: bool,
    },
    /// A step the host's table made, to make on this screen's table.
    Step(crate::net::steps::Step),
}

/// This screen's table could not follow a step of the host's: the whole
/// table is asked for.
#[derive(Message, Debug, Clone, Copy, PartialEq)]
pub struct TableNeeded;

/// Seconds a computer's tile takes from the hand slot to its square.
pub const LANDING: f32 = 0.35;

/// Sends requests and wakes the window so the turn plugin sees them at
/// once (the window sleeps when nothing moves).
#[derive(SystemParam)]
pub struct Requests<'w> {
    requests: MessageWriter<'w, TurnRequest>,
    redraw: MessageWriter<'w, RequestRedraw>,
}

impl<'w> Requests<'w> {
    pub fn send(&mut self, request: TurnRequest) {
        self.requests.write(request);
        self.redraw.write(RequestRedraw);
    }

    /// The redraw requests, for a system that also wakes the window itself.
    pub fn redraw(&mut self) -> &mut MessageWriter<'w, RequestRedraw> {
        &mut self.redraw
    }
}
