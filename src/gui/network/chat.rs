//! The chat of a network game: what has been said and what this screen
//! typed. The host passes every line on to every screen under the name of
//! the seat that said it; a player's screen sends its lines to the host and
//! shows what the host passes on (the box is `screens/chat.rs`).

use bevy::prelude::*;

use crate::gui::states::AppState;

/// Lines kept and shown.
const KEPT: usize = 50;

/// What has been said, and the line being typed.
#[derive(Resource, Default)]
pub struct Chat {
    /// Who said it (name, colour) and what.
    pub lines: Vec<(String, usize, String)>,
    pub draft: String,
    /// Lines this screen typed, for the host or the player's plugin to send.
    pub said: Vec<String>,
}

impl Chat {
    pub fn heard(&mut self, name: String, colour: usize, text: String) {
        self.lines.push((name, colour, text));
        if self.lines.len() > KEPT {
            self.lines.remove(0);
        }
    }
}

/// A new network game starts with nothing said.
fn forget(mut chat: ResMut<Chat>) {
    *chat = Chat::default();
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Chat>()
        .add_systems(OnEnter(AppState::Menu), forget);
}
