//! A set's own marks on its tiles' pictures (a symbol, a badge, a
//! water's edge), painted over the base game's by the painter the set's
//! window part gives (`SetWindow::tile_marks`), so a set's art sits with
//! its other window parts and the art names no set. Each painter looks at
//! every tile and marks only those its data shows.

use super::layout::Layout;
use super::spots::farthest_from;
use crate::art::canvas::{Canvas, V2};
use crate::rules::set_names::SetId;

/// What a set's painter sees of the tile being painted.
pub struct Marking<'a> {
    /// Where each thing on the tile lies.
    pub layout: &'a Layout<'a>,
    /// Where each segment's meeple stands.
    pub spots: &'a [V2],
    /// Each pixel's distance to anything not field.
    pub from_not_field: &'a [f32],
    /// Each pixel's distance from outside the city.
    pub inside: &'a [f32],
}

impl Marking<'_> {
    /// On a tile of `set`, the point farthest from every meeple spot, where
    /// a mark hides no place a figure may stand on; `None` on other tiles.
    pub fn open_spot_of(&self, set: SetId) -> Option<V2> {
        (self.layout.tile.set == Some(set)).then(|| farthest_from(self.spots))
    }
}

/// A set's painter of its marks.
pub type TileMarks = fn(&mut Canvas, &Marking);
