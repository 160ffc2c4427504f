//! Network play at the window. The host (`--host PORT`, or a set-up with
//! seats for players who join) listens, lists its game on the local
//! network and seats whoever says hello in its lobby (`host.rs`); a
//! player's screen (`--join HOST:PORT`, or the new-game dialog) joins,
//! waits in the lobby, then sends its seat's requests and follows the
//! host's table (`player.rs`). What the new-game dialog sets up is in
//! `setup.rs`, the games found on the local network in `lan.rs`, the
//! return to the dialog in `menu.rs`, the chat's lines in `chat.rs`; the
//! lobby, the chat box and what is shown when a connection is lost are
//! screens (`screens/lobby.rs`, `screens/chat.rs`). Nothing here changes the game
//! itself: the turn plugin does, at the host, from checked requests.

pub mod chat;
pub mod host;
pub mod lan;
pub mod menu;
pub mod player;
pub mod setup;

use bevy::prelude::*;

use crate::gui::options::GuiOptions;

pub use host::Hosting;
pub use player::Joining;

pub fn plugin(app: &mut App) {
    let options = app.world().resource::<GuiOptions>().clone();
    setup::plugin(app, &options);
    host::plugin(app, &options);
    player::plugin(app, &options);
    lan::plugin(app);
    menu::plugin(app);
    chat::plugin(app);
}
