//! Each set's part of the window, one file a set (its toggle, its name,
//! its page), read by the screens through `gui::set_registry`; and each set's own
//! pieces on the board, as plugins (`plugin`). The one list of the parts
//! is here: adding a set's window is its files and a line here for
//! each, and one in `PARTS`.

mod abbey_mayor;
mod abbey_mayor_board;
mod abbot;
mod crop_circles;
mod crop_circles_board;
mod ferries;
mod ferries_art;
mod ferries_board;
mod flying_machines;
mod flying_machines_art;
mod flying_machines_board;
mod gold_mines;
mod gold_mines_art;
mod gold_mines_board;
mod inns_cathedrals;
mod mage_witch;
mod mage_witch_art;
mod mage_witch_board;
mod messengers;
mod princess_dragon;
mod princess_dragon_art;
mod princess_dragon_board;
mod princess_dragon_flight;
mod river;
mod robbers;
mod robbers_art;
mod the_tower;
mod the_tower_board;
mod traders_builders;
mod traders_builders_art;

use crate::gui::set_registry;

/// Every set's window part, in `SetId::ALL`'s order.
const PARTS: set_registry::Parts = [
    &river::RIVER,
    &abbot::ABBOT,
    &inns_cathedrals::INNS_CATHEDRALS,
    &traders_builders::TRADERS_BUILDERS,
    &princess_dragon::PRINCESS_DRAGON,
    &abbey_mayor::ABBEY_MAYOR,
    &the_tower::THE_TOWER,
    &gold_mines::GOLD_MINES,
    &mage_witch::MAGE_WITCH,
    &crop_circles::CROP_CIRCLES,
    &flying_machines::FLYING_MACHINES,
    &robbers::ROBBERS,
    &messengers::MESSENGERS,
    &ferries::FERRIES,
];

/// Makes the parts the ones the screens read (`set_registry`); the plugin
/// does it at start, a test that reads them before it.
pub fn install() {
    set_registry::install(&PARTS);
}

/// Each set's own pieces on the board (`SetWindow::board`).
pub fn plugin(app: &mut bevy::prelude::App) {
    install();
    for set in PARTS {
        if let Some(board) = set.board {
            board(app);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Figure, SetId};

    #[test]
    fn every_set_has_its_window_part_in_the_engines_order() {
        install();
        let ids: Vec<SetId> = set_registry::all().iter().map(|s| s.id).collect();
        assert_eq!(ids, SetId::ALL);
    }

    #[test]
    fn every_figure_is_shown_by_the_set_that_brings_it() {
        install();
        for figure in Figure::ALL {
            let shown = set_registry::figure_window(figure);
            assert_eq!(shown.figure, figure);
            let by = PARTS
                .iter()
                .find(|s| s.figures.iter().any(|w| w.figure == figure));
            assert_eq!(by.map(|s| s.id), figure.set(), "{figure:?}");
        }
    }
}
