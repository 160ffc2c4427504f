//! The River in the window: its toggle and why a river tile may not go
//! where it was put. Its tiles' words are the tiles' own (`words::tile`);
//! the river's course needs no page.

use crate::gui::set_window::SetWindow;
use crate::rules::SetId;
use crate::rules::set_names::{RiverRefusal, SetRefusal};
use crate::tr;

pub const RIVER: SetWindow = SetWindow {
    refusal: Some(refusal),
    tile_count_colour: Some(bevy_egui::egui::Color32::LIGHT_BLUE),
    ..SetWindow::named(SetId::River, "river", "set-river", "rules-river")
};

fn refusal(why: &SetRefusal) -> Option<String> {
    let SetRefusal::River(why) = why else {
        return None;
    };
    Some(match why {
        RiverRefusal::Finished { .. } => tr!("refusal-river-finished"),
        RiverRefusal::NotAtOpenEnd { .. } => tr!("refusal-river-open-end"),
        RiverRefusal::Breaks { .. } => tr!("refusal-river-breaks"),
        RiverRefusal::UTurn { .. } => tr!("refusal-river-u-turn"),
    })
}
