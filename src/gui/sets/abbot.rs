//! The Abbot in the window: its toggle.

use super::window::SetWindow;
use crate::rules::SetId;

pub const ABBOT: SetWindow = SetWindow {
    id: SetId::Abbot,
    key: "abbot",
    name: "set-abbot",
    toggle: "rules-abbot",
    toggle_hover: None,
    page: None,
};
