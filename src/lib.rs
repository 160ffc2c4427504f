//! Carcassonne: the rules engine, computer players and command-line tools,
//! and (with the `gui` feature) the desktop game.

pub mod ai;
pub mod cli;
pub mod icon;
pub mod net;
pub mod paint;
pub mod rules;
pub mod saves;
pub mod sounds;
pub mod stats;

#[cfg(feature = "gui")]
pub mod gui;
