//! The chat box of a network game: a small window at the bottom left with
//! the last lines said and a line to type (`network/chat.rs` keeps them).

use crate::tr;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::gui::look::board_area;
use crate::gui::look::swatch;
use crate::gui::network::chat::Chat;
use crate::gui::network::host::Hosting;
use crate::gui::network::player::Joining;
use crate::gui::states::AppState;
use crate::gui::table::geometry::PanelRect;

/// Lines shown.
const SHOWN: usize = 6;

fn chat_box(
    mut contexts: EguiContexts,
    mut chat: ResMut<Chat>,
    panel: Res<PanelRect>,
    joining: Option<Res<Joining>>,
) -> Result {
    // A watcher reads the chat; the host takes no line from it.
    let may_say = !joining.is_some_and(|j| j.watch);
    let ctx = contexts.ctx_mut()?;
    let area = board_area(ctx, panel.0);
    egui::Window::new(tr!("chat-title"))
        .id(egui::Id::new("chat"))
        .pivot(egui::Align2::LEFT_BOTTOM)
        .fixed_pos(area.left_bottom())
        .constrain_to(area)
        .max_width(area.width())
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
            if !may_say {
                return;
            }
            let field = ui.add(
                egui::TextEdit::singleline(&mut chat.draft)
                    .hint_text(tr!("chat-hint"))
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

pub fn plugin(app: &mut App) {
    let networked = resource_exists::<Hosting>.or_else(resource_exists::<Joining>);
    app.add_systems(
        EguiPrimaryContextPass,
        chat_box.run_if(networked.and_then(not(in_state(AppState::Menu)))),
    );
}
