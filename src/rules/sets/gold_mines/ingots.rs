//! Putting ingots out: a gold mine tile, placed, gets one ingot on itself
//! at once and one on a tile next to it, orthogonally or diagonally,
//! chosen by the player who placed it (the phase `gold`, right after the
//! deploy; asked only where two or more squares around hold a tile). Any
//! number of ingots may lie on one tile. An ingot belongs to its square,
//! not to a feature.

use super::state::Hoards;
use crate::rules::game::Game;
use crate::rules::geometry::Pos;
use crate::rules::phase::{Phase, Pick, Slot};
use crate::rules::set_names::SetId;
use crate::rules::tileset::catalog;

/// The set, as its tiles name it.
pub(super) const SET: SetId = SetId::GoldMines;

/// The phase's name, as a record's `chose` field gives it.
pub const GOLD: &str = "gold";

/// Puts an ingot on the tile at `index` of the board.
pub(super) fn put(game: &mut Game, index: usize) {
    let on = &mut game.sets_state.get_mut::<Hoards>().on_tiles;
    if on.len() <= index {
        on.resize(index + 1, 0);
    }
    on[index] += 1;
}

/// A tile was placed: the set's tiles put their first ingot out, and
/// wait for the second's square.
pub(super) fn mine_placed(game: &mut Game, index: usize) {
    let kind = game.board().tiles()[index].kind;
    if catalog().get(kind).set == Some(SET) {
        put(game, index);
        game.sets_state.get_mut::<Hoards>().placing = Some(index as u8);
    }
}

/// The squares around the mine just placed that hold a tile, in the
/// order of `Pos::ring` (north-west, then clockwise).
fn squares_around(game: &Game) -> Vec<Pos> {
    let Some(mine) = game.sets_state.get::<Hoards>().placing else {
        return Vec::new();
    };
    let at = game.board().tiles()[mine as usize].pos;
    (at.ring())
        .filter(|&p| game.board().tile_at(p).is_some())
        .collect()
}

pub(super) struct SecondIngot;

impl Phase for SecondIngot {
    fn key(&self) -> &'static str {
        GOLD
    }

    fn slot(&self) -> Slot {
        Slot::Deploy
    }

    /// A mine was placed: where only one square around holds a tile the
    /// ingot goes there with no choice asked.
    fn begin(&self, game: &mut Game, _tile: usize) -> bool {
        let squares = squares_around(game);
        match squares.as_slice() {
            [] => {
                game.sets_state.get_mut::<Hoards>().placing = None;
                false
            }
            [only] => {
                self.take(game, Pick::Square(*only));
                false
            }
            _ => true,
        }
    }

    fn chooser(&self, game: &Game) -> Option<usize> {
        game.sets_state.get::<Hoards>().placing?;
        Some(game.current_player())
    }

    fn options(&self, game: &Game, out: &mut Vec<Pick>) {
        out.extend(squares_around(game).into_iter().map(Pick::Square));
    }

    fn take(&self, game: &mut Game, pick: Pick) -> bool {
        game.sets_state.get_mut::<Hoards>().placing = None;
        let Pick::Square(pos) = pick else {
            panic!("the second ingot goes on a square");
        };
        let index = game.board().index_at(pos).expect("a square with a tile");
        put(game, index);
        false
    }

    /// The game ends first: the second ingot would score nobody.
    fn cut(&self, game: &mut Game) {
        game.sets_state.get_mut::<Hoards>().placing = None;
    }
}
