//! The River in the window: its toggle. Its tiles' words are the tiles'
//! own (`words::tile`); the river's course needs no page.

use super::window::SetWindow;
use crate::rules::SetId;

pub const RIVER: SetWindow = SetWindow {
    id: SetId::River,
    key: "river",
    name: "set-river",
    toggle: "rules-river",
    toggle_hover: None,
    page: None,
    seat_cells: None,
    under_scoreboard: None,
    inspect_meeples: None,
};
