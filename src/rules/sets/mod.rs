//! The registry of sets: the one place that lists the sets a game may be
//! played with beside the base game, their toggles, their figures and
//! their state. Each set is a folder with a module per rule idea; it
//! contributes through the hooks of `Expansion`, which the core calls for
//! every set in play, and keeps its state in `SetStates`. The core (every
//! other file of `src/rules/`) names no set: the test command checks it.
//!
//! Adding a set: a folder here with its `Expansion` (`rules/set_hooks.rs`),
//! its `SetId`, its toggle in `Rules` and its figures in `Figure`
//! (`rules/set_names.rs`), its state in `SetStates` (docs/architecture.md,
//! "Adding a set").

pub mod abbey_mayor;
pub mod abbot;
pub mod categories;
pub mod gold_mines;
pub mod inns_cathedrals;
pub mod princess_dragon;
pub mod river;
pub mod the_tower;
pub mod traders_builders;

// The matches that bind each set live in a child of their own, not here:
// this file only composes the sets, so the core's `Game`, which holds
// `SetStates`, may name it without a loop (a set's hooks name `Game`).
mod registry;

pub use registry::SetStates;
