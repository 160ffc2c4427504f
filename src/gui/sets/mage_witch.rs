//! Mage & Witch's part of the window: its toggle, page and words; the
//! turn line and the side panel's buttons while a person makes the magic
//! step (which figure, or which leaves the board); the inspector's word
//! for a road or city a magic figure stands on. The hats and figures on
//! the board are `mage_witch_board.rs`.

use crate::gui::feature_view::FeatureView;
use crate::gui::play::session::Session;
use crate::gui::set_window::{PhaseWindow, SetWindow};
use crate::rules::sets::mage_witch::magic::feature_of;
use crate::rules::sets::mage_witch::{Caster, MAGIC, Step};
use crate::rules::{Game, SetId};
use crate::tr;

pub const MAGE_WITCH: SetWindow = SetWindow {
    toggle_hover: Some("rules-mage-witch-hover"),
    page: Some(("guide-mage-witch-title", "guide-mage-witch-text")),
    phases: &[PhaseWindow {
        key: MAGIC,
        line: |_, name, here| match here {
            true => tr!("turn-magic-here", name = name),
            false => tr!("turn-magic", name = name),
        },
        // The step sends no figure home.
        sent_home_line: |name| tr!("turn-magic", name = name),
    }],
    choices: &[(MAGIC, choice_words)],
    tile_marks: Some(super::mage_witch_art::symbol),
    board: Some(super::mage_witch_board::plugin),
    inspect: Some(inspect),
    group: Some("group-big-box"),
    ..SetWindow::named(
        SetId::MageWitch,
        "mage_witch",
        "set-mage-witch",
        "rules-mage-witch",
    )
};

/// A button's words for the magic step's numbered choice: the figure to
/// place or move, or the one that leaves the board.
fn choice_words(game: &Game, n: u8) -> String {
    let caster = Caster::BOTH[n as usize % 2];
    let name = match caster {
        Caster::Mage => tr!("magic-mage"),
        Caster::Witch => tr!("magic-witch"),
    };
    match game.magic_step() {
        Step::Remove => tr!("magic-leaves", figure = name),
        _ => name,
    }
}

/// The inspector's words for a road or city a magic figure stands on.
fn inspect(session: &Session, feature: &FeatureView) -> String {
    let game = session.table.game();
    let root = game.features().root(feature.state.root);
    let mut said = String::new();
    for caster in Caster::BOTH {
        if feature_of(game, caster) == Some(root) {
            let words = match caster {
                Caster::Mage => tr!("inspect-mage"),
                Caster::Witch => tr!("inspect-witch"),
            };
            said += &format!(" · {words}");
        }
    }
    said
}
