//! Every set's part of the window, in `SetId::ALL`'s order.

use super::abbot::ABBOT;
use super::inns_cathedrals::INNS_CATHEDRALS;
use super::river::RIVER;
use super::traders_builders::TRADERS_BUILDERS;
use super::window::SetWindow;
use crate::rules::{Rules, SetId};

/// Every set's window part.
pub const SET_WINDOWS: [&SetWindow; SetId::ALL.len()] =
    [&RIVER, &ABBOT, &INNS_CATHEDRALS, &TRADERS_BUILDERS];

/// The window parts of the sets these rules play.
pub fn in_play(rules: Rules) -> impl Iterator<Item = &'static SetWindow> {
    SET_WINDOWS
        .into_iter()
        .filter(move |set| set.id.in_play(&rules))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_set_has_its_window_part_in_the_engines_order() {
        let ids: Vec<SetId> = SET_WINDOWS.iter().map(|s| s.id).collect();
        assert_eq!(ids, SetId::ALL);
    }
}
