//! The Princess & the Dragon (docs/rules/princess-and-dragon.md): 30
//! tiles with volcanoes, dragon tiles, magic portals and princesses, and
//! two neutral figures, the dragon and the fairy. The dragon lands on each
//! volcano (`volcano`) and flies after a dragon tile's deploy, the seats
//! choosing its steps in turn and every figure on a tile it enters going
//! home (`dragon`); the magic portal (`portal`), the princess (`princess`)
//! and the fairy (`fairy`).

pub mod dragon;
pub mod fairy;
pub mod portal;
pub mod princess;
mod volcano;

use std::collections::HashMap;
use std::sync::OnceLock;

use crate::rules::game::Game;
use crate::rules::geometry::Pos;
use crate::rules::refusal::Refusal;
use crate::rules::sets::hooks::Expansion;
use crate::rules::tile_data::{TileSymbol, TileTypeData, load_tile_set};
use crate::rules::tileset::{SegmentDef, TileKind, catalog};
use crate::rules::types::Deploy;
use dragon::Flight;
use fairy::Fairy;

pub struct PrincessDragon;

const TILES: (&str, &str) = (
    "assets/tiles/princess_dragon.ron",
    include_str!("../../../../assets/tiles/princess_dragon.ron"),
);

/// What the set keeps of a game: where the dragon and the fairy stand,
/// and the dragon's flight while it flies.
#[derive(Debug, Clone, Default)]
pub struct Lair {
    /// Where the dragon stands, once a volcano is on the board.
    dragon: Option<Pos>,
    fairy: Option<Fairy>,
    flight: Option<Flight>,
}

/// The symbol printed on a tile of the set (none for other tiles).
fn symbol(kind: TileKind) -> TileSymbol {
    static SYMBOLS: OnceLock<HashMap<String, TileSymbol>> = OnceLock::new();
    let symbols = SYMBOLS.get_or_init(|| {
        let set = load_tile_set(TILES.0, TILES.1).expect("build.rs checked the set's tiles");
        set.tiles.into_iter().map(|t| (t.id, t.symbol)).collect()
    });
    let tile = catalog().get(kind);
    (tile.set == Some(crate::rules::sets::names::SetId::PrincessDragon))
        .then(|| symbols.get(&tile.id).copied())
        .flatten()
        .unwrap_or_default()
}

impl Expansion for PrincessDragon {
    fn name(&self) -> &'static str {
        "The Princess & the Dragon"
    }

    fn tiles(&self) -> Option<(&'static str, &'static str)> {
        Some(TILES)
    }

    fn mark_segment(&self, tile: &TileTypeData, index: usize, segment: &mut SegmentDef) {
        princess::mark(tile, index, segment);
    }

    fn tile_placed(&self, game: &mut Game, index: usize) {
        let placed = game.board().tiles()[index];
        if symbol(placed.kind) == TileSymbol::Volcano {
            volcano::land(game, placed.pos);
        }
    }

    fn check_deploy(&self, game: &Game, d: Deploy) -> Result<(), Refusal> {
        volcano::check_deploy(game, d)
    }

    fn steps_begin(&self, game: &mut Game, tile: usize) -> bool {
        let placed = game.board().tiles()[tile];
        let lair = &game.sets_state.princess_dragon;
        let (Some(at), TileSymbol::Dragon) = (lair.dragon, symbol(placed.kind)) else {
            return false;
        };
        let flight = Flight::start(at, game.current_player());
        let fairy = lair.fairy.map(|f| f.square(game));
        if flight.is_over(game.board(), fairy) {
            return false;
        }
        game.sets_state.princess_dragon.flight = Some(flight);
        true
    }

    fn step_chooser(&self, game: &Game) -> Option<usize> {
        let flight = game.sets_state.princess_dragon.flight.as_ref()?;
        Some(flight.chooser(game.players()))
    }

    fn step_options(&self, game: &Game, out: &mut Vec<Pos>) {
        let lair = &game.sets_state.princess_dragon;
        if let Some(flight) = &lair.flight {
            let fairy = lair.fairy.map(|f| f.square(game));
            out.extend(flight.may_enter(game.board(), fairy));
        }
    }

    fn take_step(&self, game: &mut Game, to: Pos) -> bool {
        let Some(mut flight) = game.sets_state.princess_dragon.flight.take() else {
            return false;
        };
        flight.step(to);
        dragon::eat(game, to);
        game.sets_state.princess_dragon.dragon = Some(to);
        let fairy = game
            .sets_state
            .princess_dragon
            .fairy
            .map(|f| f.square(game));
        let more = !flight.is_over(game.board(), fairy);
        if more {
            game.sets_state.princess_dragon.flight = Some(flight);
        }
        more
    }
}

impl Game {
    /// Where the dragon stands (`None` before the first volcano).
    pub fn dragon(&self) -> Option<Pos> {
        self.sets_state.princess_dragon.dragon
    }

    /// The dragon's flight while it flies: the squares it has stood on.
    pub fn dragon_flight(&self) -> Option<&[Pos]> {
        (self.sets_state.princess_dragon.flight.as_ref()).map(Flight::been)
    }
}
