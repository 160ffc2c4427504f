//! The Flying Machines' part of the window: its toggle, page and words;
//! the turn line while a person chooses where a flier lands; the log's
//! lines for the die and the landing; the hint's words for a flight. The
//! machines are painted in the tiles' own pictures (`flying_machines_art.rs`);
//! the flight's marker and the landing places are
//! `flying_machines_board.rs`.

use crate::gui::set_window::{PhaseWindow, SetWindow};
use crate::rules::set_names::SetAction;
use crate::rules::sets::flying_machines::FLIGHT;
use crate::rules::{Pick, SetId};
use crate::tr;

pub const FLYING_MACHINES: SetWindow = SetWindow {
    toggle_hover: Some("rules-flying-machines-hover"),
    page: Some(("guide-flying-machines-title", "guide-flying-machines-text")),
    phases: &[PhaseWindow {
        key: FLIGHT,
        line: |_, name, here| match here {
            true => tr!("turn-flight-here", name = name),
            false => tr!("turn-flight", name = name),
        },
        // A flight sends nobody home: the flier only comes back.
        sent_home_line: |name| tr!("turn-flight", name = name),
    }],
    choices: &[(FLIGHT, |_, n| (n + 1).to_string())],
    decided_lines: &[(FLIGHT, decided_line)],
    action: Some(action),
    tile_marks: Some(super::flying_machines_art::machine),
    board: Some(super::flying_machines_board::plugin),
    group: Some("group-big-box"),
    ..SetWindow::named(
        SetId::FlyingMachines,
        "flying_machines",
        "set-flying-machines",
        "rules-flying-machines",
    )
};

/// The log's line for the die (and, when nothing is there to land on,
/// the flier's way home) and for the landing.
fn decided_line(name: &str, pick: Pick, last: bool, square: &str) -> Option<String> {
    Some(match pick {
        Pick::Choice(n) if last => tr!("log-flight-home", name = name, roll = n + 1),
        Pick::Choice(n) => tr!("log-flight-roll", name = name, roll = n + 1),
        Pick::Spot(..) => tr!("log-flight-landed", name = name, square = square),
        _ => return None,
    })
}

/// What the hint names when it suggests a flight.
fn action(action: SetAction) -> Option<String> {
    (action.set == SetId::FlyingMachines).then(|| tr!("hint-shown-fly"))
}
