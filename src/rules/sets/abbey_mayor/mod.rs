//! Abbey & Mayor: twelve land tiles (two of them with two cities each,
//! one road with three ends), each player's abbey (`abbey`), a walled
//! tile played instead of the one drawn, and mayor (`mayor`), a follower
//! for cities as strong as its city's pennants, and wagon (`wagon`), a
//! follower that moves on after its feature scores, and barn (`barn`),
//! put on a corner where four fields meet (docs/rules/abbey-and-mayor.md).

mod abbey;
pub mod barn;
mod mayor;
mod state;
mod wagon;

pub use abbey::{Abbeys, abbey};
pub use mayor::MAYOR;
pub use wagon::WAGON;

use crate::rules::features::SegmentId;
use crate::rules::game::Game;
use crate::rules::refusal::Refusal;
use crate::rules::set_hooks::Expansion;
use crate::rules::set_names::{ActionForm, SetAction, SetDeploy};
use crate::rules::set_states::{OwnState, Slot};
use crate::rules::tileset::TileKind;
use crate::rules::types::{Award, Deploy};
use state::Holdings;

pub struct AbbeyMayor;

impl Expansion for AbbeyMayor {
    fn name(&self) -> &'static str {
        "Abbey & Mayor"
    }

    fn state(&self) -> Option<Slot> {
        Some(Holdings::fresh())
    }

    fn tiles(&self) -> Option<(&'static str, &'static str)> {
        Some((
            "assets/tiles/abbey_mayor.ron",
            include_str!("../../../../assets/tiles/abbey_mayor.ron"),
        ))
    }

    fn held_tile(&self, game: &Game, seat: usize) -> Option<TileKind> {
        abbey::held_by(game, seat)
    }

    fn held_tile_used(&self, game: &mut Game, seat: usize) {
        abbey::gone(game, seat);
    }

    fn check_deploy(&self, game: &Game, d: Deploy) -> Result<(), Refusal> {
        barn::check_deploy(game, d)
    }

    fn actions(&self) -> &'static [ActionForm] {
        // In `SetAction::kind`'s order: the barn, then the abbey's two acts.
        const ACTIONS: [ActionForm; 3] = [barn::ACTION, abbey::TAKE, abbey::LET_GO];
        &ACTIONS
    }

    fn acts(&self, game: &Game, out: &mut Vec<SetAction>) {
        abbey::acts(game, out);
    }

    fn act(&self, game: &mut Game, act: SetAction) {
        abbey::act(game, act);
    }

    fn tile_instead(&self, game: &Game) -> Option<TileKind> {
        abbey::taken(game)
    }

    fn deploy_options(&self, game: &Game, out: &mut Vec<Deploy>) {
        barn::options(game, out);
    }

    fn make_deploy(&self, game: &mut Game, d: SetDeploy) -> bool {
        barn::make(game, d)
    }

    fn scored_at_deploy(&self, game: &Game, tile: usize, out: &mut Vec<Award>) {
        barn::scored_at_deploy(game, tile, out);
    }

    fn final_awards(&self, game: &Game, out: &mut Vec<Award>) {
        barn::final_awards(game, out);
    }

    fn field_holders(&self, game: &Game, field: SegmentId) -> Option<(u8, u32)> {
        barn::holders(game, field)
    }
}
