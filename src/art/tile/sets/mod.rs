//! Each set's marks on a tile's picture, painted over the base game's
//! (each only where the tile's data shows them): Traders & Builders'
//! goods, The Princess & the Dragon's symbols and princess, The Gold
//! Mines' mine, Mage & Witch's magic symbol, The Flying Machines'
//! machine, The Robbers' bag, The Ferries' lake. A set whose
//! tiles show something of its own adds its module here and a line to
//! `paint`.

mod ferries;
mod flying_machines;
mod gold_mines;
mod mage_witch;
mod princess_dragon;
mod robbers;
mod traders_builders;

use super::layout::Layout;
use crate::art::canvas::{Canvas, V2};

/// Every set's marks, in the sets' order. `from_not_field`: each pixel's
/// distance to anything not field; `inside`: each pixel's distance from
/// outside the city.
pub(super) fn paint(
    canvas: &mut Canvas,
    layout: &Layout,
    spots: &[V2],
    from_not_field: &[f32],
    inside: &[f32],
) {
    traders_builders::goods(canvas, layout, spots, inside);
    princess_dragon::marvels(canvas, layout, spots, from_not_field, inside);
    gold_mines::mine(canvas, layout, spots);
    mage_witch::symbol(canvas, layout, spots);
    flying_machines::machine(canvas, layout, spots);
    robbers::bag(canvas, layout, spots);
    ferries::lake(canvas, layout);
}
