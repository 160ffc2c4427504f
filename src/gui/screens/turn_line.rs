//! The side panel's turn line: who holds which tile and what they do
//! with it, in the words of the phase or the set that asks, and on a
//! person's turn the board in words (`gui/voice.rs`).

use bevy_egui::egui;

use crate::gui::play::session::Session;
use crate::gui::set_registry as sets;
use crate::gui::states::TurnStage;
use crate::gui::voice;
use crate::gui::words;
use crate::rules::{Figure, catalog};
use crate::tr;

/// Who holds which tile and what they do with it; on a person's turn, the
/// tile in words as it is turned (`rot`: in the hand), and once placed
/// where it lies and what it would complete.
pub fn turn_line(
    ui: &mut egui::Ui,
    session: &Session,
    (stage, rot): (Option<TurnStage>, u8),
    thinking: bool,
) {
    let Some(kind) = session.in_hand() else {
        return;
    };
    let seat = session.current_seat();
    let game = session.table.game();
    let name = seat.name.as_str();
    let tile = words::tile_in_sentence(catalog().get(kind));
    // A figure moving on after its feature scored: its owner
    // chooses, in the set's words.
    if let Some(w) = session.table.moving_on()
        && let Some(words) = sets::moving_on_window(w.figure)
    {
        let seat = w.player as usize;
        let line = (words.line)(&session.seats[seat].name, session.person_at(seat));
        ui.label(egui::RichText::new(line).strong());
        return;
    }
    // Another phase of the turn a set brings: the
    // seat that chooses, in the set's words.
    if let (Some(chooser), Some(key)) =
        (session.table.chooser_in_flight(), session.table.phase_key())
        && let Some(words) = sets::phase_window(key)
    {
        let (options, name) = (session.table.options(), &session.seats[chooser].name);
        let line = (words.line)(&options, name, session.person_at(chooser));
        ui.label(egui::RichText::new(line).strong());
        return;
    }
    let line = match (seat.computer.is_some(), stage) {
        (true, _) if thinking => tr!("turn-thinking", name = name, tile = tile),
        (true, _) => tr!("turn-playing", name = name, tile = tile),
        (false, Some(TurnStage::Deploy)) => {
            // A figure in the player's supply may bring its own line (the
            // large meeple, and the key that chooses it).
            let own = (Figure::ALL.into_iter())
                .filter(|&f| f.in_play(game.sets()) && game.in_supply(game.current_player(), f) > 0)
                .find_map(|f| sets::figure_window(f).deploy_line);
            tr!(own.unwrap_or("turn-deploy"), name = name, tile = tile)
        }
        _ => tr!("turn-place", name = name, tile = tile),
    };
    // A set's second tile: why the same player goes
    // again.
    if session.table.before_placing().is_extra_tile() {
        ui.label(
            egui::RichText::new(tr!("turn-second-tile", name = name))
                .color(egui::Color32::from_rgb(255, 220, 90))
                .strong(),
        );
    }
    ui.label(line);
    if session.person_at(game.current_player()) {
        let said = match session.table.placed() {
            Some(p) => voice::placed(game, kind, p.pos, p.rot, &session.table.placed_completes()),
            None => voice::in_hand(kind, rot),
        };
        ui.label(egui::RichText::new(said).small());
    }
}
