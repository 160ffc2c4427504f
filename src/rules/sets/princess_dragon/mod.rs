//! The Princess & the Dragon (docs/rules/princess-and-dragon.md): 30
//! tiles with volcanoes, dragon tiles, magic portals and princesses, and
//! two neutral figures, the dragon and the fairy. The dragon lands on each
//! volcano (`volcano`) and flies after a dragon tile's deploy, the seats
//! choosing its steps in turn and every figure on a tile it enters going
//! home (`dragon`); the magic portal (`portal`), the princess (`princess`)
//! and the fairy (`fairy`).

mod deploys;
pub mod dragon;
pub mod fairy;
mod flying;
pub mod portal;
pub mod princess;
mod state;
pub mod symbols;
mod volcano;

use crate::rules::features::SegmentId;
use crate::rules::game::Game;
use crate::rules::geometry::Pos;
use crate::rules::phase::Phase;
use crate::rules::refusal::Refusal;
use crate::rules::set_hooks::Expansion;
use crate::rules::set_names::{ActionForm, SetDeploy};
use crate::rules::set_states::{OwnState, Slot};
use crate::rules::tile_data::{TileSymbol, TileTypeData};
use crate::rules::tileset::{SegmentDef, TileKind};
use crate::rules::types::{Award, Deploy, Meeple};
pub use deploys::Action;
use dragon::Flight;
use fairy::Fairy;
pub use flying::FLIGHT;
use state::Lair;
use symbols::{TILES, symbol};

pub struct PrincessDragon;

impl Expansion for PrincessDragon {
    fn name(&self) -> &'static str {
        "The Princess & the Dragon"
    }

    fn state(&self) -> Option<Slot> {
        Some(Lair::fresh())
    }

    fn own_points(&self) -> Option<&'static str> {
        Some("fairy")
    }

    fn tiles(&self) -> Option<(&'static str, &'static str)> {
        Some(TILES)
    }

    fn mark_segment(&self, tile: &TileTypeData, index: usize, segment: &mut SegmentDef) {
        princess::mark(tile, index, segment);
    }

    /// A dragon tile drawn before the first volcano is set aside.
    fn holds_back(&self, game: &Game, tile: TileKind) -> bool {
        game.dragon().is_none() && symbol(tile) == TileSymbol::Dragon
    }

    fn tile_placed(&self, game: &mut Game, index: usize) {
        // Before any figure of this turn comes back to where the fairy's
        // follower stood.
        let lair = game.sets_state.get::<Lair>();
        if let Some(fairy) = lair.fairy {
            game.sets_state.get_mut::<Lair>().fairy = Some(fairy.alone_if_gone(game));
        }
        let placed = game.board().tiles()[index];
        if symbol(placed.kind) == TileSymbol::Volcano {
            volcano::land(game, placed.pos);
        }
    }

    fn check_deploy(&self, game: &Game, d: Deploy) -> Result<(), Refusal> {
        volcano::check_deploy(game, d)
    }

    fn actions(&self) -> &'static [ActionForm] {
        &deploys::ACTIONS
    }

    fn deploy_options(&self, game: &Game, out: &mut Vec<Deploy>) {
        deploys::options(game, out);
    }

    fn make_deploy(&self, game: &mut Game, d: SetDeploy) -> bool {
        deploys::make(game, d)
    }

    fn turn_begins(&self, game: &Game, out: &mut Vec<Award>) {
        deploys::turn_begins(game, out);
    }

    fn feature_scored(&self, game: &Game, root: SegmentId, out: &mut Vec<Award>) {
        deploys::feature_scored(game, root, out);
    }

    fn phases(&self) -> &'static [&'static dyn Phase] {
        const PHASES: &[&dyn Phase] = &[&flying::Flying];
        PHASES
    }

    /// No figure goes onto the dragon's tile, a wagon moving on neither.
    fn may_move_onto(&self, game: &Game, tile: usize) -> bool {
        game.dragon() != Some(game.board().tiles()[tile].pos)
    }
}

impl Game {
    /// Where the dragon stands (`None` before the first volcano).
    pub fn dragon(&self) -> Option<Pos> {
        self.sets_state.get::<Lair>().dragon
    }

    /// Where the fairy stands and whom beside (`None` until first moved).
    pub fn fairy(&self) -> Option<Fairy> {
        self.sets_state.get::<Lair>().fairy
    }

    /// The follower the fairy stands beside, while it is on the board, and
    /// its feature (the root): whom her points go to, and for what.
    pub fn fairys_follower(&self) -> Option<(Meeple, SegmentId)> {
        let m = self.sets_state.get::<Lair>().fairy?.follower(self)?;
        let root = (self.features()).root(self.segment_id(m.tile as usize, m.segment));
        Some((m, root))
    }

    /// The dragon's flight while it flies: the squares it has stood on.
    pub fn dragon_flight(&self) -> Option<&[Pos]> {
        (self.sets_state.get::<Lair>().flight.as_ref()).map(Flight::been)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::game::Rules;
    use crate::rules::random_play::random_game;

    /// In random games with the set: no dragon tile comes before the
    /// first volcano (it is set aside and shuffled back), and every tile
    /// of the game is still played.
    #[test]
    fn no_dragon_tile_comes_before_the_first_volcano_and_none_is_lost() {
        let rules = Rules {
            princess_dragon: true,
            ..Rules::default()
        };
        let mut set_aside = 0;
        for seed in 0..40 {
            let mut any_aside = false;
            let table = random_game(
                rules,
                2,
                seed,
                |table| {
                    any_aside |= !table.aside.is_empty();
                    let placed = table.placed().expect("a tile down").pos;
                    let index = table.game().board().index_at(placed).unwrap();
                    let kind = table.game().board().tiles()[index].kind;
                    if symbol(kind) == TileSymbol::Dragon {
                        assert!(table.before_placing().dragon().is_some(), "seed {seed}");
                    }
                },
                |_, _| {},
            );
            let game = table.game();
            assert!(game.is_over() && game.tiles_left() == 0, "seed {seed}");
            assert_eq!(table.record().turns.len(), 72 + 30 - 1, "seed {seed}");
            set_aside += any_aside as usize;
        }
        // A dragon tile often lies above every volcano in the pile.
        assert!(set_aside > 10, "tiles set aside in {set_aside} games of 40");
    }
}
