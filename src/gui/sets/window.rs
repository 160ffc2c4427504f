//! What a set brings to the window, as data: the words that name it and
//! its toggle, and the page that explains it at the start of its first
//! game. Each set's file fills one `SetWindow`; the screens read them
//! all (`registry.rs`) and name no set.

use crate::rules::SetId;

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
}
