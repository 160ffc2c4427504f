//! Every set's part of the window, in `SetId::ALL`'s order.

use super::abbey_mayor::ABBEY_MAYOR;
use super::abbot::ABBOT;
use super::gold_mines::GOLD_MINES;
use super::inns_cathedrals::INNS_CATHEDRALS;
use super::princess_dragon::PRINCESS_DRAGON;
use super::river::RIVER;
use super::the_tower::THE_TOWER;
use super::traders_builders::TRADERS_BUILDERS;
use super::window::{FigureWindow, HeldTileWindow, MovingOnWindow, PhaseWindow, SetWindow};
use crate::art::meeple::Shape;
use crate::rules::{Figure, Rules, SetId};

/// Every set's window part.
pub const SET_WINDOWS: [&SetWindow; SetId::ALL.len()] = [
    &RIVER,
    &ABBOT,
    &INNS_CATHEDRALS,
    &TRADERS_BUILDERS,
    &PRINCESS_DRAGON,
    &ABBEY_MAYOR,
    &THE_TOWER,
    &GOLD_MINES,
];

/// The base game's follower, as the window shows it.
const FOLLOWER: FigureWindow =
    FigureWindow::painted(Figure::Follower, Shape::Follower, "hint-shown-meeple");

/// The window's words for a tile players hold (the abbey), from the set
/// that brings one.
pub fn held_tile_window() -> Option<&'static HeldTileWindow> {
    SET_WINDOWS.iter().find_map(|set| set.held_tile.as_ref())
}

/// How the window shows a figure: the follower, or as the set that brings
/// it says.
pub fn figure_window(figure: Figure) -> &'static FigureWindow {
    SET_WINDOWS
        .iter()
        .flat_map(|set| set.figures)
        .chain([&FOLLOWER])
        .find(|w| w.figure == figure)
        .expect("every figure is shown by the set that brings it")
}

/// The words of a set's phase of the turn, by its key.
pub fn phase_window(key: &str) -> Option<&'static PhaseWindow> {
    (SET_WINDOWS.iter())
        .flat_map(|set| set.phases)
        .find(|w| w.key == key)
}

/// The window's words for a figure that moves on (the wagon).
pub fn moving_on_window(figure: Figure) -> Option<&'static MovingOnWindow> {
    figure_window(figure).moving_on.as_ref()
}

/// A set's window part.
pub fn set_window(set: SetId) -> &'static SetWindow {
    (SET_WINDOWS.iter())
        .find(|w| w.id == set)
        .expect("every set has its window part")
}

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

    #[test]
    fn every_figure_is_shown_by_the_set_that_brings_it() {
        for figure in Figure::ALL {
            let shown = figure_window(figure);
            assert_eq!(shown.figure, figure);
            let by = SET_WINDOWS
                .iter()
                .find(|s| s.figures.iter().any(|w| w.figure == figure));
            assert_eq!(by.map(|s| s.id), figure.set(), "{figure:?}");
        }
    }
}
