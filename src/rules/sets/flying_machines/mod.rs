//! The Flying Machines (docs/rules/flying-machines.md, the third edition,
//! Big Box 7 and 8): 8 tiles, each with a flying machine whose arrow
//! points at an edge or a corner. Instead of a figure on the tile just
//! placed, its player may send one of their followers flying (`flight`):
//! a die says how far, and it lands on an open feature of the tile it
//! reaches, occupied or not, or goes home.

pub mod flight;
mod state;
#[cfg(test)]
mod tests;

use crate::rules::game::Game;
use crate::rules::phase::Phase;
use crate::rules::set_hooks::Expansion;
use crate::rules::set_names::{ActionForm, SetDeploy};
use crate::rules::set_states::{OwnState, Slot};
use crate::rules::types::Deploy;
pub use flight::{FLIGHT, arrow, flier_of, fly};
use state::Flight;
pub use state::{Flier, Flown, Step};

pub const TILES: (&str, &str) = (
    "assets/tiles/flying_machines.ron",
    include_str!("../../../../assets/tiles/flying_machines.ron"),
);

pub struct FlyingMachines;

impl Expansion for FlyingMachines {
    fn name(&self) -> &'static str {
        "The Flying Machines"
    }

    fn state(&self) -> Option<Slot> {
        Some(Flight::fresh())
    }

    fn tiles(&self) -> Option<(&'static str, &'static str)> {
        Some(TILES)
    }

    fn actions(&self) -> &'static [ActionForm] {
        &flight::ACTIONS
    }

    fn deploy_options(&self, game: &Game, out: &mut Vec<Deploy>) {
        flight::options(game, out);
    }

    fn make_deploy(&self, game: &mut Game, d: SetDeploy) -> bool {
        flight::take_off(game, d)
    }

    fn phases(&self) -> &'static [&'static dyn Phase] {
        const PHASES: &[&dyn Phase] = &[&flight::FlightPhase];
        PHASES
    }
}

impl Game {
    /// The follower in flight this turn, and where its flight stands.
    pub fn flight(&self) -> (Option<Flier>, Step) {
        let state = self.sets_state.get::<Flight>();
        (state.flier, state.step)
    }

    /// How the last flight ended (the die's number, the square reached,
    /// whether the follower landed there).
    pub fn last_flight(&self) -> Option<Flown> {
        self.sets_state.get::<Flight>().last
    }
}
