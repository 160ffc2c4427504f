//! Traders & Builders in the window: its toggle and its page.

use super::window::SetWindow;
use crate::rules::SetId;

pub const TRADERS_BUILDERS: SetWindow = SetWindow {
    id: SetId::TradersBuilders,
    key: "traders_builders",
    name: "set-traders-builders",
    toggle: "rules-traders-builders",
    toggle_hover: Some("rules-traders-builders-hover"),
    page: Some((
        "guide-traders-builders-title",
        "guide-traders-builders-text",
    )),
};
