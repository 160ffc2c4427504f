//! The picks on the board that a phase offers a person at this screen,
//! with where each lies: the sets' boards mark them and take a click on
//! one (the digit keys number the same picks, `keys.rs`).

use bevy::prelude::*;

use crate::gui::play::session::Session;
use crate::gui::table::geometry::pick_point;
use crate::rules::Pick;

/// The picks of the phase `key` a person at this screen chooses among
/// now that lie on the board, each with its point; `None` while that
/// phase does not ask a person here.
pub fn offered(session: &Session, key: &str) -> Option<Vec<(Pick, Vec2)>> {
    let table = &session.table;
    if table.phase_key() != Some(key) || !session.person_at(table.chooser_in_flight()?) {
        return None;
    }
    let game = table.game();
    let on_board = (table.options().into_iter()).filter_map(|p| Some((p, pick_point(game, p)?)));
    Some(on_board.collect())
}
