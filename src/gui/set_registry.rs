//! The sets' window parts as the screens and the board read them,
//! installed once at start by the folder that lists them (`install`, from
//! `sets::plugin`): the screens read the parts through here, and never
//! the module that names every set, whose parts' boards read the screens'
//! table in turn.

use crate::art::meeple::Shape;
use crate::art::tile::TileMarks;
use crate::gui::set_window::{
    ChoiceWords, DecidedLine, FigureWindow, HeldTileWindow, MovingOnWindow, PhaseWindow, SetWindow,
};
use crate::rules::{Figure, Rules, SetId};
use std::sync::OnceLock;

/// Every set's window part, in `SetId::ALL`'s order.
pub type Parts = [&'static SetWindow; SetId::ALL.len()];

static PARTS: OnceLock<&'static Parts> = OnceLock::new();

/// Makes the parts the ones the window reads (the first call wins; the
/// list is one constant, so every call passes the same).
pub fn install(parts: &'static Parts) {
    PARTS.get_or_init(|| parts);
}

/// Every set's window part.
pub fn all() -> &'static Parts {
    PARTS
        .get()
        .expect("the sets' window parts are installed at start (sets::install)")
}

/// The base game's follower, as the window shows it.
const FOLLOWER: FigureWindow =
    FigureWindow::painted(Figure::Follower, Shape::Follower, "hint-shown-meeple");

/// The window's words for a tile players hold, from the set
/// that brings one.
pub fn held_tile_window() -> Option<&'static HeldTileWindow> {
    all().iter().find_map(|set| set.held_tile.as_ref())
}

/// How the window shows a figure: the follower, or as the set that brings
/// it says.
pub fn figure_window(figure: Figure) -> &'static FigureWindow {
    all()
        .iter()
        .flat_map(|set| set.figures)
        .chain([&FOLLOWER])
        .find(|w| w.figure == figure)
        .expect("every figure is shown by the set that brings it")
}

/// The words of a set's phase of the turn, by its key.
pub fn phase_window(key: &str) -> Option<&'static PhaseWindow> {
    (all().iter())
        .flat_map(|set| set.phases)
        .find(|w| w.key == key)
}

/// The words of a phase's numbered choices (`Pick::Choice`), from the set
/// that brings the phase.
pub fn choice_words(key: &str) -> Option<ChoiceWords> {
    (all().iter())
        .flat_map(|set| set.choices)
        .find(|(phase, _)| *phase == key)
        .map(|&(_, words)| words)
}

/// The log's words for a pick of a phase, from the set that brings the
/// phase, if it tells its picks.
pub fn decided_line(key: &str) -> Option<DecidedLine> {
    (all().iter())
        .flat_map(|set| set.decided_lines)
        .find(|(phase, _)| *phase == key)
        .map(|&(_, line)| line)
}

/// Every set's painter of its marks on tiles' pictures, in the sets'
/// order: each marks only the tiles its data shows.
pub fn tile_marks() -> Vec<TileMarks> {
    all().iter().filter_map(|set| set.tile_marks).collect()
}

/// The window's words for a figure that moves on after its feature scores.
pub fn moving_on_window(figure: Figure) -> Option<&'static MovingOnWindow> {
    figure_window(figure).moving_on.as_ref()
}

/// A set's window part.
pub fn set_window(set: SetId) -> &'static SetWindow {
    (all().iter())
        .find(|w| w.id == set)
        .expect("every set has its window part")
}

/// The window parts of the sets these rules play.
pub fn in_play(rules: Rules) -> impl Iterator<Item = &'static SetWindow> {
    all()
        .iter()
        .copied()
        .filter(move |set| set.id.in_play(&rules))
}
