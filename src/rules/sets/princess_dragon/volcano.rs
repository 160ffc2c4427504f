//! The volcano (docs/rules/princess-and-dragon.md, "The volcano"): the
//! dragon lands on each volcano tile as it is placed (from beside the
//! board, or straight from where it stood: it eats nothing on the way),
//! and no figure may be placed on the tile the dragon stands on.

use super::state::Lair;
use crate::rules::game::Game;
use crate::rules::geometry::Pos;
use crate::rules::refusal::Refusal;
use crate::rules::set_names::{PrincessDragonRefusal, SetRefusal};
use crate::rules::types::Deploy;

/// A volcano at `at` is placed: the dragon lands on it.
pub(super) fn land(game: &mut Game, at: Pos) {
    game.sets_state.get_mut::<Lair>().dragon = Some(at);
}

/// A figure put on the tile just placed may not stand with the dragon.
pub(super) fn check_deploy(game: &Game, d: Deploy) -> Result<(), Refusal> {
    let (Deploy::Figure(..), Some(tile)) = (d, game.tile_being_deployed()) else {
        return Ok(());
    };
    if game.dragon() == Some(game.board().tiles()[tile].pos) {
        return Err(refused(PrincessDragonRefusal::DragonsTile));
    }
    Ok(())
}

impl std::fmt::Display for PrincessDragonRefusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PrincessDragonRefusal::DragonsTile => {
                write!(
                    f,
                    "no figure may be placed on the tile the dragon stands on"
                )
            }
        }
    }
}

/// Why a figure may not go there, as the core's refusal.
fn refused(why: PrincessDragonRefusal) -> Refusal {
    Refusal::Set(SetRefusal::PrincessDragon(why))
}
