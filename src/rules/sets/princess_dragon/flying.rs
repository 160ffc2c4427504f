//! The dragon's flight as a phase of the turn (`rules::phase`): after a
//! dragon tile's deploy, before anything of the turn is scored, the seats
//! choose its steps in turn (`dragon::Flight`), and every figure on a
//! tile it enters goes home (`dragon::eat`).

use super::dragon::{self, Flight};
use crate::rules::game::Game;
use crate::rules::phase::{Phase, Pick, Slot};
use crate::rules::tile_data::TileSymbol;

use super::state::Lair;
use super::symbols::symbol;

/// The phase's name: the field of a record's turn that lists the squares
/// the dragon flew to.
pub const FLIGHT: &str = crate::rules::phase::STEPS;

pub(super) struct Flying;

impl Phase for Flying {
    fn key(&self) -> &'static str {
        FLIGHT
    }

    fn slot(&self) -> Slot {
        Slot::AfterDeploy
    }

    /// A dragon tile is down and the dragon on the board: it flies, unless
    /// it has nowhere to go.
    fn begin(&self, game: &mut Game, tile: usize) -> bool {
        let placed = game.board().tiles()[tile];
        let lair = game.sets_state.get::<Lair>();
        let (Some(at), TileSymbol::Dragon) = (lair.dragon, symbol(placed.kind)) else {
            return false;
        };
        let flight = Flight::start(at, game.current_player());
        if flight.is_over(game.board(), fairys_square(game)) {
            return false;
        }
        game.sets_state.get_mut::<Lair>().flight = Some(flight);
        true
    }

    fn chooser(&self, game: &Game) -> Option<usize> {
        let flight = game.sets_state.get::<Lair>().flight.as_ref()?;
        Some(flight.chooser(game.players()))
    }

    fn options(&self, game: &Game, out: &mut Vec<Pick>) {
        let lair = game.sets_state.get::<Lair>();
        if let Some(flight) = &lair.flight {
            let fairy = fairys_square(game);
            out.extend((flight.may_enter(game.board(), fairy).into_iter()).map(Pick::Square));
        }
    }

    fn take(&self, game: &mut Game, pick: Pick) -> bool {
        let Pick::Square(to) = pick else {
            unreachable!("the dragon's options are squares");
        };
        let Some(mut flight) = game.sets_state.get_mut::<Lair>().flight.take() else {
            return false;
        };
        flight.step(to);
        dragon::eat(game, to);
        game.sets_state.get_mut::<Lair>().dragon = Some(to);
        let more = !flight.is_over(game.board(), fairys_square(game));
        if more {
            game.sets_state.get_mut::<Lair>().flight = Some(flight);
        }
        more
    }

    /// The steps not taken are forgotten.
    fn cut(&self, game: &mut Game) {
        game.sets_state.get_mut::<Lair>().flight = None;
    }
}

/// The square the fairy stands on, which the dragon never enters.
fn fairys_square(game: &Game) -> Option<crate::rules::geometry::Pos> {
    game.fairy().map(|f| f.square(game))
}
