//! The game being played: the session (the engine's table and what it
//! does not know: seats, names, history, log), the turn plugin (the only
//! one that calls the engine and changes the turn's stage), computer seats
//! thinking on a worker thread, and the automation flags of the command
//! line.

mod announce;
pub mod automation;
pub mod computer;
pub mod session;
mod session_log;
pub mod turn;
pub mod watching;
pub mod worker;

use bevy::prelude::*;

pub fn plugin(app: &mut App) {
    app.add_plugins((
        session::plugin,
        turn::plugin,
        computer::plugin,
        automation::plugin,
    ));
}
