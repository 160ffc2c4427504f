//! The Robbers' part of the window: its toggle, page and words; beside a
//! seat's score on the scoreboard, the robbers that wait for its next
//! points, each a small hooded figure in its owner's colour; the turn line, the
//! side panel's seat buttons (`Pick::Seat`, worded by the seat's name) and
//! its "keep it" button while a person places a robber; the log's lines
//! for a robber placed and the end screen's column of robbed points. The
//! bag is painted in the tiles' own pictures (`robbers_art.rs`).

use bevy_egui::egui;

use crate::art::meeple::Shape;
use crate::gui::set_window::{FigureIcons, PhaseWindow, SetWindow};
use crate::rules::sets::robbers::{ROBBER, beside};
use crate::rules::{Game, Pick, SetId};
use crate::tr;

pub const ROBBERS: SetWindow = SetWindow {
    toggle_hover: Some("rules-robbers-hover"),
    page: Some(("guide-robbers-title", "guide-robbers-text")),
    seat_cells: Some(seat_cells),
    phases: &[PhaseWindow {
        key: ROBBER,
        line: |_, name, here| match here {
            true => tr!("turn-robber-here", name = name),
            false => tr!("turn-robber", name = name),
        },
        // The step sends no figure home.
        sent_home_line: |name| tr!("turn-robber", name = name),
    }],
    phase_nothing: &[(ROBBER, "button-robber-none", "button-robber-none-hover")],
    decided_lines: &[(ROBBER, decided_line)],
    // The robber is painted as a hooded figure.
    pieces: &[Shape::Hooded],
    own_points: Some(("category-robbed", |_| tr!("scored-robbery"))),
    group: Some("group-big-box"),
    tile_marks: Some(super::robbers_art::bag),
    ..SetWindow::named(SetId::Robbers, "robbers", "set-robbers", "rules-robbers")
};

/// The robbers beside the seat's scoring figure: each in its owner's
/// colour, the seat's next points half theirs.
fn seat_cells(ui: &mut egui::Ui, game: &Game, seat: usize, icons: &FigureIcons) {
    for owner in (0..game.players()).filter(|&r| beside(game, r) == Some(seat)) {
        let said = tr!("panel-robber-beside");
        icons.piece(ui, owner, Shape::Hooded, true, 0.75, said);
    }
}

/// The log's line for a robber placed beside a seat, or left.
fn decided_line(name: &str, pick: Pick, _: bool, whom: &str) -> Option<String> {
    match pick {
        Pick::Seat(_) => Some(tr!("log-robber-placed", name = name, whom = whom)),
        Pick::Home => Some(tr!("log-robber-none", name = name)),
        _ => None,
    }
}
