//! The Robbers (docs/rules/robbers.md, the second edition, Big Box 6): 8
//! tiles with the robber's bag, and a robber for each player. Placing one
//! of the set's tiles lets its player, then one more, put a robber beside
//! another player's scoring figure (`placing`; with The Messengers, beside
//! one of its two figures); when that figure next moves, the robber's
//! owner scores half its points and the robber comes home (`robbing`).

pub mod placing;
pub mod robbing;
mod state;
#[cfg(test)]
mod tests;

use crate::rules::game::Game;
use crate::rules::phase::Phase;
use crate::rules::set_hooks::Expansion;
use crate::rules::set_states::{OwnState, Slot};
use crate::rules::types::Award;
pub use placing::{ROBBER, beside, robbers_beside, seat_picked};
use state::Robbers as State;

pub const TILES: (&str, &str) = (
    "assets/tiles/robbers.ron",
    include_str!("../../../../assets/tiles/robbers.ron"),
);

pub struct Robbers;

impl Expansion for Robbers {
    fn name(&self) -> &'static str {
        "The Robbers"
    }

    fn state(&self) -> Option<Slot> {
        Some(State::fresh())
    }

    fn tiles(&self) -> Option<(&'static str, &'static str)> {
        Some(TILES)
    }

    fn phases(&self) -> &'static [&'static dyn Phase] {
        const PHASES: &[&dyn Phase] = &[&placing::RobberStep];
        PHASES
    }

    fn points_scored(&self, game: &mut Game, award: &Award, _out: &mut Vec<Award>) {
        robbing::loot(game, award);
    }

    fn figure_moved(
        &self,
        game: &mut Game,
        seat: usize,
        figure: u8,
        points: u32,
        out: &mut Vec<Award>,
    ) {
        robbing::rob(game, seat, figure, points, out);
    }

    /// Only a robber beside a score meeple robs in final scoring: most
    /// of a game none is.
    fn follows_points(&self, game: &Game) -> bool {
        robbing::any_waits_at_the_end(game)
    }

    fn own_points(&self) -> Option<&'static str> {
        Some("robbed")
    }
}
