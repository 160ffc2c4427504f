//! The rules engine: Carcassonne (3rd edition) with farmers, and the sets
//! of `sets/` beside it, with no Bevy in it. It is the single source of
//! truth for what is legal and what scores; the window and the AI only ask
//! it. The core (every module here but `sets`) names no set: each set is a
//! folder of `sets/` that takes part through the hooks the core calls
//! (`set_hooks`), in the seam's words (`set_names`: the sets' ids and
//! toggles, the figures, a set's action and refusal as payloads).

mod acts;
pub mod board;
pub mod deck;
pub mod features;
pub mod figures;
pub mod followers;
pub mod game;
pub mod geometry;
mod held;
pub mod moves;
pub mod moving_on;
pub mod odds;
pub mod phase;
pub mod places;
pub mod placing;
pub mod queries;
#[cfg(test)]
mod random_play;
pub mod record;
mod record_form;
mod record_picks;
pub mod refusal;
mod regroup;
pub mod replayed;
pub mod scoring;
pub mod set_hooks;
pub mod set_names;
pub mod set_states;
pub mod sets;
pub mod steps;
pub mod table;
mod table_acts;
mod table_chance;
mod table_completes;
mod table_held;
mod table_records;
mod table_steps;
mod table_undo;
pub mod tile_data;
pub mod tile_parts;
pub mod tileset;
pub mod types;

pub use game::Game;
pub use geometry::Pos;
pub use queries::FeatureState;
pub use record::GameRecord;
pub use refusal::{Misfit, Refusal};
pub use replayed::Replayed;
pub use set_names::{Figure, SetAction, SetDeploy, SetId};
pub use steps::{Happened, Move};
pub use table::Table;
pub use tileset::{TileKind, catalog};
pub use types::{
    Award, Deploy, Pick, Placement, Rules, SCORE_KINDS, ScoreEvent, ScoreKind, Scored, Stage,
    seats_in,
};
