//! A tile's picture, painted by our own code from the tile's data: where
//! each thing lies (`layout.rs`), its colours (`palette.rs`), the ground
//! painted (`paint.rs`) and dressed with walls, roofs, trees and bridges
//! (`dress.rs`), with the abbey's walls and cloister (`abbey.rs`) and the expansions' inns, cathedrals, goods and road
//! bridge (`landmarks.rs`); where meeples stand and which segment covers
//! each pixel (`spots.rs`).

mod abbey;
pub mod dress;
pub mod landmarks;
pub mod layout;
pub mod marvels;
pub mod paint;
pub mod palette;
pub mod spots;

pub use layout::{Ground, edge_mid};
pub use paint::{TILE_PIXELS, TilePicture, paint_tile};
pub use spots::{meeple_spots, segment_map};
