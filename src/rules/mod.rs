//! The rules engine: Carcassonne (3rd edition) with farmers, The River,
//! The Abbot, Inns & Cathedrals and Traders & Builders, with no Bevy in it. It is the single source of truth for what
//! is legal and what scores; the window and the AI only ask it.

pub mod board;
pub mod builder;
pub mod cathedrals;
pub mod deck;
pub mod features;
pub mod followers;
pub mod game;
pub mod geometry;
pub mod goods;
pub mod inns;
pub mod large_meeple;
pub mod moves;
pub mod odds;
pub mod pig;
pub mod places;
pub mod placing;
pub mod queries;
pub mod record;
pub mod replayed;
pub mod river;
pub mod scoring;
pub mod steps;
pub mod table;
pub mod tile_data;
pub mod tileset;
pub mod types;

pub use game::Game;
pub use geometry::Pos;
pub use queries::FeatureState;
pub use record::GameRecord;
pub use replayed::Replayed;
pub use steps::{Happened, Move};
pub use table::Table;
pub use tileset::{TileKind, catalog};
pub use types::{
    Award, Deploy, Placement, Rules, SCORE_KINDS, ScoreEvent, ScoreKind, Stage, seats_in,
};
