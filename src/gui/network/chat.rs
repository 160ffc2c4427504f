//! The chat of a network game: a small box at the bottom left with the
//! last lines and a line to type. The host passes every line on to every
//! screen under the name of the seat that said it; a player's screen sends
//! its lines to the host and shows what the host passes on.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::super::AppState;
use super::super::look::swatch;
use super::{Hosting, Joining};

/// Lines kept and shown.
const KEPT: usize = 50;
const SHOWN: usize = 6;

/// What has been said, and the line being typed.
#[derive(Resource, Default)]
pub struct Chat {
    /// Who said it (name, colour) and what.
    pub lines: Vec<(String, usize, String)>,
    draft: String,
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

fn chat_box(mut contexts: EguiContexts, mut chat: ResMut<Chat>) -> Result {
    let ctx = contexts.ctx_mut()?;
    egui::Window::new("Chat")
        .anchor(egui::Align2::LEFT_BOTTOM, [12.0, -12.0])
        .resizable(false)
        .default_open(true)
        .default_width(300.0)
        .show(ctx, |ui| {
            let from = chat.lines.len().saturating_sub(SHOWN);
            for (name, colour, text) in &chat.lines[from..] {
                // The colour as the scoreboard shows it (a black name
                // would not show on the dark box).
                ui.horizontal_wrapped(|ui| {
                    swatch(ui, *colour);
                    ui.label(egui::RichText::new(name).strong());
                    ui.label(text);
                });
            }
            let field = ui.add(
                egui::TextEdit::singleline(&mut chat.draft)
                    .hint_text("say something (Enter)")
                    .desired_width(280.0)
                    .char_limit(crate::net::protocol::MAX_CHAT),
            );
            // Enter sends the line and leaves the field: the game's keys
            // work again.
            if field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter)) {
                let line = std::mem::take(&mut chat.draft);
                if let Some(line) = crate::net::protocol::chat_line(&line) {
                    chat.said.push(line);
                }
            }
        });
    Ok(())
}

/// A new network game starts with nothing said.
fn forget(mut chat: ResMut<Chat>) {
    *chat = Chat::default();
}

pub fn plugin(app: &mut App) {
    let networked = resource_exists::<Hosting>.or_else(resource_exists::<Joining>);
    app.init_resource::<Chat>()
        .add_systems(OnEnter(AppState::Menu), forget)
        .add_systems(
            EguiPrimaryContextPass,
            chat_box.run_if(networked.and_then(not(in_state(AppState::Menu)))),
        );
}
