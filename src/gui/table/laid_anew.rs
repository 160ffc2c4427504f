//! Pieces on the board that follow the engine by being laid anew: a view
//! compares what the engine says should show with what does, and when
//! they differ takes every piece of its kind away for the caller to lay
//! the wanted ones. (Such pieces are few and change seldom: a set's own
//! structures and pieces on tiles.)

use bevy::prelude::*;

use crate::gui::play::session::Session;
use crate::rules::Game;

/// The pieces the session's game wants shown (`wanted` says which), with
/// the session, when they differ from those `shown`: these are then
/// despawned, for the caller to lay the wanted ones. `None` when nothing
/// changed, or no game is on (any shown are then taken away).
pub fn lay_anew<'s, V: Component + PartialEq>(
    commands: &mut Commands,
    session: Option<&'s Session>,
    shown: &Query<(Entity, &V)>,
    wanted: impl FnOnce(&Game) -> Vec<V>,
) -> Option<(&'s Session, Vec<V>)> {
    let views = session.map_or(Vec::new(), |s| wanted(s.table.game()));
    let same = shown.iter().count() == views.len() && shown.iter().all(|(_, v)| views.contains(v));
    if same {
        return None;
    }
    for (e, _) in shown {
        commands.entity(e).despawn();
    }
    Some((session?, views))
}
