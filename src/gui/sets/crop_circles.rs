//! The Crop Circles' part of the window: its toggle, page and words; the
//! turn line and the side panel's buttons while a person makes the crop
//! circle's choice (add or remove, pass, which figure). The circles'
//! pictures and the followers offered on the board are
//! `crop_circles_board.rs`.

use crate::gui::set_window::{PhaseWindow, SetWindow};
use crate::rules::SetId;
use crate::rules::sets::crop_circles::CROP;
use crate::rules::{Game, Pick};
use crate::tr;

pub const CROP_CIRCLES: SetWindow = SetWindow {
    toggle_hover: Some("rules-crop-circles-hover"),
    page: Some(("guide-crop-circles-title", "guide-crop-circles-text")),
    phases: &[PhaseWindow {
        key: CROP,
        line: crop_line,
        sent_home_line: |name| tr!("turn-crop", name = name),
    }],
    choices: &[(CROP, choice_words)],
    phase_nothing: &[(CROP, "crop-pass", "crop-pass-hover")],
    board: Some(super::crop_circles_board::plugin),
    group: Some("group-big-box"),
    ..SetWindow::named(
        SetId::CropCircles,
        "crop_circles",
        "set-crop-circles",
        "rules-crop-circles",
    )
};

/// The turn line: who chooses, and for a person here what, by the picks
/// offered: add or remove for everyone, which kind of figure (a follower
/// or a large meeple), or one of their followers (a follower added may be
/// none; one taken back may not).
fn crop_line(options: &[Pick], name: &str, here: bool) -> String {
    if !here {
        return tr!("turn-crop", name = name);
    }
    if options.iter().any(|p| matches!(p, Pick::Choice(_))) {
        tr!("turn-crop-here", name = name)
    } else if options.iter().any(|p| matches!(p, Pick::Figure(_))) {
        tr!("turn-crop-figure-here", name = name)
    } else if options.contains(&Pick::Home) {
        tr!("turn-crop-add-here", name = name)
    } else {
        tr!("turn-crop-remove-here", name = name)
    }
}

/// A button's words for the crop circle's choice: add or remove.
fn choice_words(_: &Game, n: u8) -> String {
    match n {
        0 => tr!("crop-add"),
        _ => tr!("crop-remove"),
    }
}
