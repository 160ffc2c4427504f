//! Inns & Cathedrals in the window: its toggle and its page.

use super::window::SetWindow;
use crate::rules::SetId;

pub const INNS_CATHEDRALS: SetWindow = SetWindow {
    id: SetId::InnsCathedrals,
    key: "inns_cathedrals",
    name: "set-inns-cathedrals",
    toggle: "rules-inns-cathedrals",
    toggle_hover: Some("rules-inns-cathedrals-hover"),
    page: Some(("guide-inns-cathedrals-title", "guide-inns-cathedrals-text")),
};
