//! The Messengers (docs/rules/messengers.md, the third edition's one
//! figure a turn, the second edition's eight messages): no tiles; each
//! player has a second scoring figure, the messenger. Whoever scores in a
//! turn puts those points on one of their two figures; the player whose
//! figure ends on a multiple of 5 in their own turn draws a message and
//! carries it out or takes 2 points (`courier`, `messages`). The score is
//! the two figures together.

pub mod courier;
pub mod messages;
mod state;
#[cfg(test)]
mod tests;

use crate::rules::game::Game;
use crate::rules::phase::Phase;
use crate::rules::set_hooks::Expansion;
use crate::rules::set_states::{OwnState, Slot};
use crate::rules::types::Award;
pub use courier::{CHOICES, FIRST_MESSAGE, MESSENGER, figures};
pub use messages::Message;
use state::Couriers;
pub use state::Step;

pub struct Messengers;

impl Expansion for Messengers {
    fn name(&self) -> &'static str {
        "The Messengers"
    }

    fn state(&self) -> Option<Slot> {
        Some(Couriers::fresh())
    }

    fn phases(&self) -> &'static [&'static dyn Phase] {
        const PHASES: &[&dyn Phase] = &[&courier::MessengerStep];
        PHASES
    }

    /// The score meeple and the messenger.
    fn scoring_figures(&self) -> u8 {
        2
    }

    fn points_scored(&self, game: &mut Game, award: &Award, _out: &mut Vec<Award>) {
        courier::note(game, award);
    }

    /// A message gave the player another tile.
    fn plays_again(&self, game: &mut Game) -> bool {
        std::mem::take(&mut game.sets_state.get_mut::<Couriers>().extra_tile)
    }

    fn another_tile_coming(&self, game: &Game) -> bool {
        game.sets_state.get::<Couriers>().extra_tile
    }

    fn own_points(&self) -> Option<&'static str> {
        Some("messages")
    }
}

impl Game {
    /// Where the turn's messenger step stands, and the message it asks
    /// about (its index), if any.
    pub fn messenger_step(&self) -> Step {
        self.sets_state.get::<Couriers>().step
    }

    /// A seat's points of the turn not yet put on one of its figures (the
    /// score meeple counts them until then).
    pub fn pending_points(&self, seat: usize) -> u32 {
        self.sets_state.get::<Couriers>().pending[seat]
    }
}
