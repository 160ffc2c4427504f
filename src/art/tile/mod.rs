//! A tile's picture, painted by our own code from the tile's data: where
//! each thing lies (`layout.rs`), its colours (`palette.rs`), the ground
//! painted (`paint.rs`) and dressed with walls, roofs, trees and bridges
//! (`dress.rs`), with Inns & Cathedrals' inns and cathedrals
//! (`landmarks.rs`).

pub mod dress;
pub mod landmarks;
pub mod layout;
pub mod paint;
pub mod palette;

pub use layout::{Ground, edge_mid, meeple_spots, segment_map};
pub use paint::{TILE_PIXELS, TilePicture, paint_tile};
