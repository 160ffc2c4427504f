//! The exchange's choice, as a phase of the turn right after the capture:
//! where the player just captured holds the captor's figures of several
//! kinds (a large meeple and a follower, say), the captor chooses which
//! of theirs comes back (`Pick::Figure`), offered in the order a player
//! would most want them (`prisoners::WANTED`). Where only one kind could
//! come back the exchange is made at once, with no choice asked
//! (`prisoners::taken`).

use super::prisoners;
use super::state::Towers;
use crate::rules::game::Game;
use crate::rules::phase::{Phase, Pick, Slot};

/// The phase's name, as a record's `chose` field gives it.
pub const EXCHANGE: &str = "exchange";

pub(super) struct Exchange;

impl Phase for Exchange {
    fn key(&self) -> &'static str {
        EXCHANGE
    }

    fn slot(&self) -> Slot {
        Slot::Deploy
    }

    /// The capture just made waits for the captor's choice.
    fn begin(&self, game: &mut Game, _tile: usize) -> bool {
        game.sets_state.get::<Towers>().exchanging.is_some()
    }

    fn chooser(&self, game: &Game) -> Option<usize> {
        let waiting = game.sets_state.get::<Towers>().exchanging?;
        Some(waiting.jailer as usize)
    }

    fn options(&self, game: &Game, out: &mut Vec<Pick>) {
        let state = game.sets_state.get::<Towers>();
        let Some(waiting) = state.exchanging else {
            return;
        };
        let kinds = prisoners::held_back(
            &state.prisoners,
            waiting.jailer as usize,
            waiting.owner as usize,
        );
        out.extend(kinds.into_iter().map(Pick::Figure));
    }

    fn take(&self, game: &mut Game, pick: Pick) -> bool {
        let waiting =
            (game.sets_state.get_mut::<Towers>().exchanging.take()).expect("an exchange waiting");
        let Pick::Figure(back) = pick else {
            panic!("an exchange offers only figures");
        };
        let (captor, other) = (waiting.jailer as usize, waiting.owner as usize);
        prisoners::exchange(game, captor, other, waiting.figure, back);
        false
    }

    /// The game ends first: every prisoner goes home at the end, so the
    /// captured figure is simply held no longer.
    fn cut(&self, game: &mut Game) {
        if let Some(waiting) = game.sets_state.get_mut::<Towers>().exchanging.take() {
            game.release_figure(waiting.owner as usize, waiting.figure);
        }
    }
}
