//! The River: twelve river tiles dealt before the land, starting from the
//! source instead of the base game's start tile and ending with the lake;
//! each extends the river's open end without two bends the same way in a
//! row (`course`).

mod course;

pub use course::{Bend, RiverCourse};

use crate::rules::game::Game;
use crate::rules::refusal::Refusal;
use crate::rules::set_hooks::Expansion;
use crate::rules::set_names::Squares;
use crate::rules::set_names::{SetId, SetRefusal};
use crate::rules::set_states::{OwnState, Slot};
use crate::rules::tile_data::{TileSetData, TileTypeData};
use crate::rules::tileset::{TileKind, TileType, catalog};
use crate::rules::types::Placement;

pub struct River;

/// The river tiles but the lake come first, then the lake.
const RIVER_PHASE: u8 = 0;
const LAKE_PHASE: u8 = 1;

impl OwnState for RiverCourse {
    const SET: SetId = SetId::River;
}

impl Expansion for River {
    fn name(&self) -> &'static str {
        "The River"
    }

    fn state(&self) -> Option<Slot> {
        Some(RiverCourse::fresh())
    }

    fn tiles(&self) -> Option<(&'static str, &'static str)> {
        Some((
            "assets/tiles/river.ron",
            include_str!("../../../../assets/tiles/river.ron"),
        ))
    }

    /// The lake is the tile with one river edge that is not the source.
    fn draw_phase(&self, set: &TileSetData, tile: &TileTypeData) -> u8 {
        let ends = tile.river.len() == 1;
        if ends && set.start.as_deref() != Some(tile.id.as_str()) {
            LAKE_PHASE
        } else {
            RIVER_PHASE
        }
    }

    fn draw_order(&self) -> &'static str {
        "the river tiles come first, then the lake"
    }

    fn start_tile(&self) -> Option<TileKind> {
        catalog().start_of(SetId::River)
    }

    fn game_started(&self, game: &mut Game) {
        let start = game.board().tiles()[0];
        game.sets_state.get_mut::<RiverCourse>().start(
            catalog().get(start.kind),
            start.pos,
            start.rot,
        );
    }

    fn squares_for(&self, game: &Game, tile: &TileType) -> Squares {
        if !tile.is_river() {
            return Squares::Anywhere;
        }
        match game.sets_state.get::<RiverCourse>().open_square() {
            Some(pos) => Squares::Only(pos),
            None => Squares::Nowhere,
        }
    }

    fn check_placement(&self, game: &Game, tile: &TileType, p: Placement) -> Result<(), Refusal> {
        if tile.is_river() {
            game.sets_state
                .get::<RiverCourse>()
                .check(tile, p.pos, p.rot)
                .map_err(|why| Refusal::Set(SetRefusal::River(why)))
        } else {
            Ok(())
        }
    }

    fn tile_placed(&self, game: &mut Game, index: usize) {
        let placed = game.board().tiles()[index];
        let tile = catalog().get(placed.kind);
        if tile.is_river() {
            game.sets_state
                .get_mut::<RiverCourse>()
                .extend(tile, placed.pos, placed.rot);
        }
    }
}

impl Game {
    /// The river's course so far (where it may go on, its last bend).
    pub fn river(&self) -> &RiverCourse {
        self.sets_state.get::<RiverCourse>()
    }
}
