//! Carcassonne: the rules engine, computer players and command-line tools,
//! and (with the `gui` feature) the desktop game.

pub mod ai;
pub mod art;
pub mod bench;
pub mod cli;
pub mod desktop;
pub mod net;
pub mod rules;
pub mod saves;
pub mod seats;
#[cfg(feature = "net")]
pub mod serve;
pub mod settings;
pub mod stats;

#[cfg(feature = "gui")]
pub mod gui;
#[cfg(feature = "gui")]
pub mod i18n;
