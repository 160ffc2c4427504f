//! A tile's picture, painted by our own code from the tile's data: where
//! each thing lies (`layout.rs`), its colours (`palette.rs`), the ground
//! painted (`paint.rs`) and dressed with walls, roofs, trees and bridges
//! (`dress.rs`), with a walled tile's wall and cloister (`walled.rs`), the
//! marks a set gives a segment and road bridges (`landmarks.rs`) and each
//! marks a set's window part paints (`marks.rs`);
//! where meeples stand and which segment covers
//! each pixel (`spots.rs`).

mod centre;
pub mod dress;
pub mod landmarks;
pub mod layout;
pub mod marks;
pub mod paint;
pub mod palette;
pub mod spots;
mod walled;

pub use layout::{Ground, edge_mid};
pub use marks::{Marking, TileMarks};
pub use paint::{TILE_PIXELS, TilePicture, paint_tile};
pub use spots::{meeple_spots, segment_map};
