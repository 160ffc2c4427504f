//! A game being watched again (a record from a file, or the game just
//! played): its record, who sat where, the turn shown and where closing
//! the viewer goes back to.

use bevy::prelude::*;

use crate::gui::states::AppState;
use crate::rules::record::{RecordError, Turn};
use crate::rules::{GameRecord, Pos, Replayed};
use crate::seats::Seat;

/// A game being watched again, turn by turn: its record, who sat where,
/// the turn shown and where closing the viewer goes back to.
#[derive(Resource, Debug, Clone)]
pub struct Watching {
    /// The record, replayed once when it was opened.
    pub replayed: Replayed,
    pub seats: Vec<Seat>,
    /// How many of the record's turns are on the board.
    pub at: usize,
    pub aids: bool,
    /// The end screen of the game just played, or the new-game dialog.
    pub back_to: AppState,
}

impl Watching {
    /// A record from a file (replayed when it was read): its players as
    /// people in the colours of their seats.
    pub fn of(replayed: Replayed) -> Watching {
        let seats = replayed
            .record()
            .players
            .iter()
            .enumerate()
            .map(|(i, name)| Seat {
                name: name.clone(),
                colour: i,
                computer: None,
                remote: false,
            })
            .collect();
        Watching {
            replayed,
            seats,
            at: 0,
            aids: true,
            back_to: AppState::Menu,
        }
    }

    /// The game just played (its record, its seats, whether the aids were
    /// on), from its first turn (replayed once here).
    pub fn again(record: &GameRecord, seats: &[Seat], aids: bool) -> Result<Watching, RecordError> {
        Ok(Watching {
            replayed: Replayed::new(record.clone())?,
            seats: seats.to_vec(),
            at: 0,
            aids,
            back_to: AppState::GameOver,
        })
    }

    pub fn record(&self) -> &GameRecord {
        self.replayed.record()
    }

    pub fn turns(&self) -> usize {
        self.replayed.turns()
    }

    /// The corners of the board as it is at the record's end.
    pub fn bounds(&self) -> (Pos, Pos) {
        let placed = self.record().turns.iter().filter_map(|t| match t {
            Turn::Place { x, y, .. } => Some(Pos::new(*x, *y)),
            Turn::Discard { .. } => None,
        });
        placed.fold((Pos::new(0, 0), Pos::new(0, 0)), |(lo, hi), p| {
            (
                Pos::new(lo.x.min(p.x), lo.y.min(p.y)),
                Pos::new(hi.x.max(p.x), hi.y.max(p.y)),
            )
        })
    }
}
