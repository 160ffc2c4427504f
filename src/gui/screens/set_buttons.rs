//! The side panel's buttons for what the sets in play offer beside the
//! turn's own steps, each worded by its set's window part: an act at any
//! moment of one's turn (points paid to free a figure held), nothing in a
//! phase that offers it (no capture), the kinds of one's own figures a
//! phase offers (which comes back in an exchange), and a phase's numbered
//! choices (which magic figure moves).

use bevy_egui::egui;

use crate::gui::messages::{Requests, TurnRequest};
use crate::gui::play::session::Session;
use crate::gui::set_registry as sets;
use crate::rules::set_names::InHand;
use crate::rules::{Move, Pick};

/// A button for each act the person whose turn it is may make now.
pub fn act_buttons(ui: &mut egui::Ui, session: &Session, requests: &mut Requests) {
    if !session.person_to_play() {
        return;
    }
    // The hand's acts (one's own tile) have buttons of their own.
    let acts = session.table.acts_of(InHand::Kept);
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

/// The words of the button that picks nothing in the set's phase a
/// person at this screen chooses in (its text, its hover), where the phase
/// offers it and its set words it.
pub fn nothing_words(session: &Session) -> Option<(String, String)> {
    let table = &session.table;
    let key = table.phase_key()?;
    if !session.person_at(table.chooser_in_flight()?) || !table.options().contains(&Pick::Home) {
        return None;
    }
    let (_, text, hover) = (sets::in_play(table.game().rules()))
        .flat_map(|set| set.phase_nothing)
        .find(|(phase, ..)| *phase == key)?;
    let text_of = |key| crate::i18n::text(key, None);
    Some((text_of(text), text_of(hover)))
}

/// The button that picks nothing (`nothing_words`), marked when the hint
/// suggests it.
pub fn nothing_button(
    ui: &mut egui::Ui,
    session: &Session,
    hinted: Option<Pick>,
    requests: &mut Requests,
) {
    let Some((text, hover)) = nothing_words(session) else {
        return;
    };
    let button = egui::Button::new(text).selected(hinted == Some(Pick::Home));
    let button = ui.add(button).on_hover_text(hover);
    if button.clicked() {
        button.surrender_focus();
        requests.send(TurnRequest::Move(Move::Decide(Pick::Home)));
    }
}

/// A phase's pick of a kind of figure, a seat or a numbered choice in the
/// words of its button (`None` for a pick on the board or nothing).
pub fn pick_words(session: &Session, pick: Pick) -> Option<String> {
    let table = &session.table;
    Some(match pick {
        Pick::Figure(figure) => crate::gui::look::figure_noun(figure),
        Pick::Seat(other) => session.seats.get(other as usize)?.name.clone(),
        Pick::Choice(c) => (table.phase_key()).and_then(sets::choice_words)?(table.game(), c),
        _ => return None,
    })
}

/// A button for each kind of figure, seat or numbered choice the phase a
/// person at this screen chooses in offers, numbered as the digit keys
/// pick them; the one the hint suggests is marked.
pub fn pick_buttons(
    ui: &mut egui::Ui,
    session: &Session,
    hinted: Option<Pick>,
    requests: &mut Requests,
) {
    let table = &session.table;
    let Some(seat) = table.chooser_in_flight() else {
        return;
    };
    if !session.person_at(seat) {
        return;
    }
    let numbered = crate::gui::table::keys::numbered_picks(&table.options());
    ui.horizontal_wrapped(|ui| {
        for (n, pick) in numbered.into_iter().enumerate() {
            let Some(words) = pick_words(session, pick) else {
                continue;
            };
            let text = format!("{}  {}", n + 1, words);
            let button = ui.add(egui::Button::new(text).selected(hinted == Some(pick)));
            if button.clicked() {
                button.surrender_focus();
                requests.send(TurnRequest::Move(Move::Decide(pick)));
            }
        }
    });
}
