//! The Messengers' part of the window: its toggle, page and words; beside
//! each seat's score on the scoreboard, its messenger (a courier in a hat)
//! with its points (the score meeple has the rest); the side panel's
//! buttons while a person puts the turn's points on a figure or answers a
//! message, each saying what it does; the log's lines for each pick; the
//! end screen's column of message points. The followers a message may
//! score and take back are ringed on the board (`offered::ringed`).

use bevy_egui::egui;

use crate::art::meeple::Shape;
use crate::gui::set_window::{FigureIcons, PhaseWindow, SetWindow};
use crate::gui::table::offered::{RingedPhase, ringed};
use crate::rules::sets::messengers::messages::{INSTEAD, worth};
use crate::rules::sets::messengers::{FIRST_MESSAGE, MESSENGER, Message, Step, figures};
use crate::rules::{Game, Pick, SetId};
use crate::tr;

pub const MESSENGERS: SetWindow = SetWindow {
    toggle_hover: Some("rules-messengers-hover"),
    page: Some(("guide-messengers-title", "guide-messengers-text")),
    seat_cells: Some(seat_cells),
    phases: &[PhaseWindow {
        key: MESSENGER,
        line: |_, name, here| match here {
            true => tr!("turn-messenger-here", name = name),
            false => tr!("turn-messenger", name = name),
        },
        sent_home_line: |name| tr!("log-message-home", name = name),
    }],
    choices: &[(MESSENGER, choice_words)],
    decided_lines: &[(MESSENGER, decided_line)],
    board: Some(ringed::<ScoreAndReturn>),
    // The messenger is painted as a courier in a hat.
    pieces: &[Shape::TopHat],
    own_points: Some(("category-messages", |_| tr!("scored-message"))),
    group: Some("group-big-box"),
    ..SetWindow::named(
        SetId::Messengers,
        "messengers",
        "set-messengers",
        "rules-messengers",
    )
};

/// The followers a message scores and takes back are ringed and clicked.
struct ScoreAndReturn;

impl RingedPhase for ScoreAndReturn {
    const KEY: &'static str = MESSENGER;
}

/// The seat's messenger and its points.
fn seat_cells(ui: &mut egui::Ui, game: &Game, seat: usize, icons: &FigureIcons) {
    let [meeple, messenger] = figures(game, seat);
    let said = tr!("panel-messenger", messenger = messenger, meeple = meeple);
    ui.horizontal(|ui| {
        ui.spacing_mut().item_spacing.x = 2.0;
        icons.piece(ui, seat, Shape::TopHat, true, 0.75, said.clone());
        ui.label(egui::RichText::new(messenger.to_string()).color(egui::Color32::from_gray(200)))
            .on_hover_text(said);
    });
}

/// The words of a message, by its index.
fn message_words(m: u8) -> String {
    match Message::of(m) {
        Message::SmallestRoad => tr!("message-road"),
        Message::SmallestCity => tr!("message-city"),
        Message::SmallestMonastery => tr!("message-monastery"),
        Message::AnotherTile => tr!("message-tile"),
        Message::Pennants => tr!("message-pennants"),
        Message::Knights => tr!("message-knights"),
        Message::Farmers => tr!("message-farmers"),
        Message::ScoreAndReturn => tr!("message-return"),
    }
}

/// A button's words: the figure and where it would stand, or the message
/// carried out (with what it gives) or its 2 points.
fn choice_words(game: &Game, n: u8) -> String {
    let Some(seat) = game.chooser_in_flight() else {
        return String::new();
    };
    match (n, game.messenger_step()) {
        (0 | 1, _) => {
            let [meeple, messenger] = figures(game, seat);
            let pending = game.pending_points(seat);
            match n {
                0 => tr!("messenger-meeple", points = meeple),
                _ => tr!("messenger-messenger", points = messenger + pending),
            }
        }
        (2, Step::Message(m)) => {
            let gain = worth(game, seat, Message::of(m)).unwrap_or(0);
            match Message::of(m) {
                Message::AnotherTile | Message::ScoreAndReturn => message_words(m),
                _ => tr!(
                    "messenger-carry-out",
                    message = message_words(m),
                    points = gain
                ),
            }
        }
        (3, _) => tr!("messenger-points", points = INSTEAD),
        _ => String::new(),
    }
}

/// The log's line for each pick of the step.
fn decided_line(name: &str, pick: Pick, _: bool, square: &str) -> Option<String> {
    Some(match pick {
        Pick::Choice(0) => tr!("log-messenger-meeple", name = name),
        Pick::Choice(1) => tr!("log-messenger-messenger", name = name),
        Pick::Choice(2) => tr!("log-message-carried", name = name),
        Pick::Choice(3) => tr!("log-message-points", name = name, points = INSTEAD),
        Pick::Choice(n) => {
            let message = message_words(n - FIRST_MESSAGE);
            tr!("log-message-drawn", name = name, message = message)
        }
        Pick::Spot(..) => tr!("log-message-returned", name = name, square = square),
        _ => return None,
    })
}
