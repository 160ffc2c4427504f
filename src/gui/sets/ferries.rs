//! The Ferries' part of the window: its toggle, page and words; the turn
//! line while a person lays or moves a ferry; the side panel's buttons for
//! a ferry's places (each the two roads it joins) and for leaving the
//! ferries be; the log's lines for a ferry laid and moved; a lake tile's
//! roads named as ending at its lake. The lakes are
//! painted in the tiles' own pictures (`ferries_art.rs`); the ferries and
//! the lakes whose ferry may move are `ferries_board.rs`.

use crate::gui::set_window::{PhaseWindow, SetWindow};
use crate::rules::sets::ferries::{FERRY, FERRY_MOVE};
use crate::rules::tile_parts::TilePart;
use crate::rules::{Pick, SetId};
use crate::tr;

pub const FERRIES: SetWindow = SetWindow {
    toggle_hover: Some("rules-ferries-hover"),
    page: Some(("guide-ferries-title", "guide-ferries-text")),
    phases: &[
        PhaseWindow {
            key: FERRY,
            line: |_, name, here| match here {
                true => tr!("turn-ferry-here", name = name),
                false => tr!("turn-ferry", name = name),
            },
            // Laying a ferry sends nobody home.
            sent_home_line: |name| tr!("turn-ferry", name = name),
        },
        PhaseWindow {
            key: FERRY_MOVE,
            line: |_, name, here| match here {
                true => tr!("turn-ferry-move-here", name = name),
                false => tr!("turn-ferry-move", name = name),
            },
            // A builder cut off from its owner's follower by a move.
            sent_home_line: |name| tr!("log-ferry-builder-home", name = name),
        },
    ],
    choices: &[
        (FERRY, |_, n| place_words(n)),
        (FERRY_MOVE, |_, n| place_words(n)),
    ],
    decided_lines: &[(FERRY, laid_line), (FERRY_MOVE, moved_line)],
    phase_nothing: &[(FERRY_MOVE, "button-ferry-stay", "button-ferry-stay-hover")],
    tile_part: Some(tile_part),
    tile_marks: Some(super::ferries_art::lake),
    board: Some(super::ferries_board::plugin),
    group: Some("group-big-box"),
    ..SetWindow::named(SetId::Ferries, "ferries", "set-ferries", "rules-ferries")
};

/// A lake tile's roads meet at no crossroads: they end at the lake.
fn tile_part(part: TilePart) -> Option<String> {
    match part {
        TilePart::Crossroads(n) => Some(tr!("tile-ferry-lake", count = n)),
        _ => None,
    }
}

/// A ferry's place: the two roads it joins, by the edges they leave by.
fn place_words(n: u8) -> String {
    match n {
        0 => tr!("ferry-ne"),
        1 => tr!("ferry-ns"),
        2 => tr!("ferry-nw"),
        3 => tr!("ferry-es"),
        4 => tr!("ferry-ew"),
        _ => tr!("ferry-sw"),
    }
}

/// The log's line for the ferry laid on the tile placed.
fn laid_line(name: &str, pick: Pick, _last: bool, _square: &str) -> Option<String> {
    let Pick::Choice(n) = pick else {
        return None;
    };
    Some(tr!("log-ferry-laid", name = name, place = place_words(n)))
}

/// The log's line for a ferry moved (the lake chosen is told with it).
fn moved_line(name: &str, pick: Pick, _last: bool, _square: &str) -> Option<String> {
    let Pick::Choice(n) = pick else {
        return None;
    };
    Some(tr!("log-ferry-moved", name = name, place = place_words(n)))
}
