//! The side panel's buttons for what the sets in play offer beside the
//! turn's own steps, each worded by its set's window part: an act at any
//! moment of one's turn (points paid to free a figure held), nothing in a
//! phase that offers it (no capture), the kinds of one's own figures a
//! phase offers (which comes back in an exchange), and a phase's numbered
//! choices (which magic figure moves).

use bevy_egui::egui;

use crate::gui::messages::{Requests, TurnRequest};
use crate::gui::play::session::Session;
use crate::gui::sets::registry as sets;
use crate::rules::{Move, Pick};

/// A button for each act the person whose turn it is may make now.
pub fn act_buttons(ui: &mut egui::Ui, session: &Session, requests: &mut Requests) {
    if !session.person_to_play() {
        return;
    }
    let acts = session.table.act_options();
    if acts.is_empty() {
        return;
    }
    ui.horizontal_wrapped(|ui| {
        for act in acts {
            let set = sets::set_window(act.set);
            let Some((text, hover)) = set.act_button.and_then(|words| words(session, act)) else {
                continue;
            };
            let button = ui.button(text).on_hover_text(hover);
            if button.clicked() {
                // The keyboard goes back to the board.
                button.surrender_focus();
                requests.send(TurnRequest::Move(Move::Act(act)));
            }
        }
    });
}

/// The button that picks nothing in a set's phase a person at this screen
/// chooses in, where the phase offers it and its set words it.
pub fn nothing_button(ui: &mut egui::Ui, session: &Session, requests: &mut Requests) {
    let table = &session.table;
    let (Some(key), Some(seat)) = (table.phase_key(), table.chooser_in_flight()) else {
        return;
    };
    if !session.person_at(seat) || !table.options().contains(&Pick::Home) {
        return;
    }
    let words = (sets::in_play(table.game().rules()))
        .flat_map(|set| set.phase_nothing)
        .find(|(phase, ..)| *phase == key);
    let Some(&(_, text, hover)) = words else {
        return;
    };
    let text_of = |key| crate::i18n::text(key, None);
    let button = ui.button(text_of(text)).on_hover_text(text_of(hover));
    if button.clicked() {
        button.surrender_focus();
        requests.send(TurnRequest::Move(Move::Decide(Pick::Home)));
    }
}

/// A button for each kind of figure, seat or numbered choice the phase a
/// person at this screen chooses in offers, numbered as the digit keys
/// pick them.
pub fn pick_buttons(ui: &mut egui::Ui, session: &Session, requests: &mut Requests) {
    let table = &session.table;
    let Some(seat) = table.chooser_in_flight() else {
        return;
    };
    if !session.person_at(seat) {
        return;
    }
    let numbered = crate::gui::table::keys::numbered_picks(&table.options());
    let choice_words = (table.phase_key()).and_then(sets::choice_words);
    ui.horizontal_wrapped(|ui| {
        for (n, pick) in numbered.into_iter().enumerate() {
            let words = match pick {
                Pick::Figure(figure) => crate::gui::look::figure_noun(figure),
                Pick::Seat(other) => session.seats[other as usize].name.clone(),
                Pick::Choice(c) => match choice_words {
                    Some(words) => words(table.game(), c),
                    None => continue,
                },
                _ => continue,
            };
            let text = format!("{}  {}", n + 1, words);
            let button = ui.button(text);
            if button.clicked() {
                button.surrender_focus();
                requests.send(TurnRequest::Move(Move::Decide(pick)));
            }
        }
    });
}
