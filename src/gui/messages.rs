//! The turn's messages. Mouse and keys, computer seats, panels and the
//! network send a `TurnRequest`; only the turn plugin acts on it, asks
//! the engine, and announces what happened as a `TurnEvent`, to which the
//! board, meeples, popups, motion and sound react.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::window::RequestRedraw;

use crate::ai::Choice;
use crate::rules::{Deploy, Move, Placement, Pos, ScoreEvent};

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
    /// The tile in hand went down (a computer's glides there from the hand).
    TilePlaced {
        placement: Placement,
        by_computer: bool,
    },
    /// The placed tile was turned on its square.
    TileTurned(Placement),
    /// A tile was not allowed there.
    PlacementRefused { pos: Pos, reason: String },
    /// The placed tile went back into the hand.
    TilePickedUp,
    /// A meeple spot was chosen (`Deploy::None`: the meeple taken back).
    MeepleChosen(Deploy),
    /// The move is final: scored, recorded, the next tile drawn.
    TurnEnded {
        seat: usize,
        deploy: Deploy,
        by_computer: bool,
        /// What it scored, final scoring included after the last tile.
        scored: Vec<ScoreEvent>,
    },
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
                | TurnEvent::TurnEnded { .. }
                | TurnEvent::TurnsUndone(_)
                | TurnEvent::TurnShown(_)
        )
    }
}

/// The table as the host of a network game sends it (on a player's
/// screen, the turn plugin follows it).
#[derive(Message, Debug, Clone, PartialEq)]
pub struct HostView {
    pub view: crate::net::view::TableView,
    /// The first view after the connection came back: whatever this
    /// screen had is drawn anew from it, and its turn starts again (what
    /// it asked meanwhile may have been lost, with the host).
    pub resync: bool,
}

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
