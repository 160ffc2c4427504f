//! What a set brings to the window: the words that name it and its
//! toggle, the page that explains it at the start of its first game, its
//! cells on the scoreboard and its words in the inspector. Each set's file
//! fills one `SetWindow`; the screens read them all (`registry.rs`) and
//! name no set.

use bevy_egui::egui;

use crate::rules::{Game, SetId};

/// A set's part of the window. The `&str`s are keys of the set's own
/// words file, `assets/i18n/<language>/<set>.ftl`.
#[derive(Debug)]
pub struct SetWindow {
    pub id: SetId,
    /// Its name in `Settings::sets_explained` (and its words file's).
    pub key: &'static str,
    /// Its name, for lists of the sets a game plays.
    pub name: &'static str,
    /// The new-game dialog's toggle, and what it says on hover.
    pub toggle: &'static str,
    pub toggle_hover: Option<&'static str>,
    /// The page shown at the start of its first game: title and text.
    pub page: Option<(&'static str, &'static str)>,
    /// Its cells in a seat's row of the scoreboard (its figures, goods).
    pub seat_cells: Option<fn(&mut egui::Ui, &Game, usize)>,
    /// A line of its own under the scoreboard.
    pub under_scoreboard: Option<fn(&mut egui::Ui, &Game)>,
    /// How the inspector says who has figures on a feature, when the set
    /// changes it (a large meeple counts two).
    pub inspect_meeples: Option<&'static str>,
}
