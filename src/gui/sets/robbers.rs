//! The Robbers' part of the window: its toggle, page and words; beside a
//! seat's score on the scoreboard, the robbers that wait for its next
//! points, each a small hooded figure in its owner's colour (one beside
//! the messenger marked so); the turn line, the side panel's seat buttons
//! (`Pick::Seat`, worded by the seat's name), the figure's buttons (with
//! The Messengers) and its "keep it" button while a person places a
//! robber; the log's lines for a robber placed and the end screen's
//! column of robbed points. The bag is painted in the tiles' own pictures
//! (`robbers_art.rs`).

use bevy_egui::egui;

use crate::art::meeple::Shape;
use crate::gui::set_window::{FigureIcons, PhaseWindow, SetWindow};
use crate::rules::sets::robbers::{ROBBER, robbers_beside};
use crate::rules::{Game, Pick, SetId};
use crate::tr;

pub const ROBBERS: SetWindow = SetWindow {
    toggle_hover: Some("rules-robbers-hover"),
    page: Some(("guide-robbers-title", "guide-robbers-text")),
    seat_cells: Some(seat_cells),
    phases: &[PhaseWindow {
        key: ROBBER,
        line: |picks, name, here| match here {
            // The seat picked, its figure next (with The Messengers).
            true if picks.iter().any(|p| matches!(p, Pick::Choice(_))) => {
                tr!("turn-robber-figure-here", name = name)
            }
            true => tr!("turn-robber-here", name = name),
            false => tr!("turn-robber", name = name),
        },
        // The step sends no figure home.
        sent_home_line: |name| tr!("turn-robber", name = name),
    }],
    phase_nothing: &[(ROBBER, "button-robber-none", "button-robber-none-hover")],
    choices: &[(ROBBER, figure_words)],
    decided_lines: &[(ROBBER, decided_line)],
    // The robber is painted as a hooded figure.
    pieces: &[Shape::Hooded],
    own_points: Some(("category-robbed", |_| tr!("scored-robbery"))),
    group: Some("group-big-box"),
    tile_marks: Some(super::robbers_art::bag),
    ..SetWindow::named(SetId::Robbers, "robbers", "set-robbers", "rules-robbers")
};

/// The robbers beside the seat's scoring figures: each in its owner's
/// colour, the seat's next points half theirs; one beside the messenger
/// (The Messengers) followed by a small messenger in the seat's colour.
fn seat_cells(ui: &mut egui::Ui, game: &Game, seat: usize, icons: &FigureIcons) {
    for (owner, figure) in robbers_beside(game, seat) {
        if figure == 0 {
            let said = match game.scoring_figures() {
                1 => tr!("panel-robber-beside"),
                _ => tr!("panel-robber-beside-meeple"),
            };
            icons.piece(ui, owner, Shape::Hooded, true, 0.75, said);
            continue;
        }
        let said = tr!("panel-robber-beside-messenger");
        ui.horizontal(|ui| {
            ui.spacing_mut().item_spacing.x = 0.0;
            icons.piece(ui, owner, Shape::Hooded, true, 0.75, said.clone());
            icons.piece(ui, seat, Shape::TopHat, true, 0.45, said);
        });
    }
}

/// The buttons' words for the figure a robber goes beside.
fn figure_words(_: &Game, figure: u8) -> String {
    match figure {
        0 => tr!("robber-by-meeple"),
        _ => tr!("robber-by-messenger"),
    }
}

/// The log's line for a robber placed beside a seat, or left.
fn decided_line(name: &str, pick: Pick, _: bool, whom: &str) -> Option<String> {
    match pick {
        Pick::Seat(_) => Some(tr!("log-robber-placed", name = name, whom = whom)),
        Pick::Home => Some(tr!("log-robber-none", name = name)),
        Pick::Choice(0) => Some(tr!("log-robber-meeple", name = name)),
        Pick::Choice(_) => Some(tr!("log-robber-messenger", name = name)),
        _ => None,
    }
}
