//! The rules engine: Carcassonne (3rd edition) with farmers, The River and
//! The Abbot, with no Bevy in it. It is the single source of truth for what
//! is legal and what scores; the window and the AI only ask it.

pub mod board;
pub mod deck;
pub mod features;
pub mod game;
pub mod geometry;
pub mod places;
pub mod record;
pub mod river;
pub mod table;
pub mod tile_data;
pub mod tileset;

pub use game::{Deploy, Game, Placement, Rules, ScoreEvent, ScoreKind, Stage};
pub use geometry::Pos;
pub use record::GameRecord;
pub use table::Table;
pub use tileset::{TileKind, catalog};
