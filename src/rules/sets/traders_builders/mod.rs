//! Traders & Builders: 24 tiles, some with goods in their cities
//! (`goods`), a builder for each player that earns a second tile
//! (`builder`) and a pig that fattens a field (`pig`).

mod builder;
mod goods;
mod pig;
mod state;

pub use builder::BUILDER;
pub use goods::{Good, MOST_OF_A_GOOD};
pub use pig::{CITY_POINTS as PIG_CITY_POINTS, PIG};

use crate::rules::features::SegmentId;
use crate::rules::game::Game;
use crate::rules::set_hooks::Expansion;
use crate::rules::set_states::{OwnState, Slot};
use crate::rules::tile_data::TileTypeData;
use crate::rules::tileset::SegmentDef;
use crate::rules::types::Award;
use state::Trade;

pub struct TradersBuilders;

impl Expansion for TradersBuilders {
    fn name(&self) -> &'static str {
        "Traders & Builders"
    }

    fn state(&self) -> Option<Slot> {
        Some(Trade::fresh())
    }

    fn tiles(&self) -> Option<(&'static str, &'static str)> {
        Some((
            "assets/tiles/traders_builders.ron",
            include_str!("../../../../assets/tiles/traders_builders.ron"),
        ))
    }

    fn mark_segment(&self, tile: &TileTypeData, index: usize, segment: &mut SegmentDef) {
        goods::mark(tile, index, segment);
    }

    fn tile_placed(&self, game: &mut Game, index: usize) {
        builder::note_tile(game, index);
    }

    fn feature_completed(&self, game: &mut Game, root: SegmentId) {
        goods::take(game, root);
    }

    fn plays_again(&self, game: &mut Game) -> bool {
        builder::next_bonus(game)
    }

    fn another_tile_coming(&self, game: &Game) -> bool {
        game.sets_state.get::<Trade>().bonus == state::Bonus::Earned && !game.pile_spent()
    }

    fn field_city_points(&self, game: &Game, field: SegmentId, owners: u8) -> Option<(u8, u32)> {
        pig::field_city_points(game, field, owners)
    }

    fn final_awards(&self, game: &Game, out: &mut Vec<Award>) {
        out.extend(goods::awards(game));
    }

    fn own_points(&self) -> Option<&'static str> {
        Some("goods")
    }
}

impl crate::rules::queries::FeatureState {
    /// The seats (a bit mask) whose builder stands on the road or city.
    pub fn builders(&self) -> u8 {
        self.seats_with(crate::rules::set_names::Figure::Builder)
    }

    /// The seats (a bit mask) whose pig stands in the field.
    pub fn pigs(&self) -> u8 {
        self.seats_with(crate::rules::set_names::Figure::Pig)
    }
}
