//! Pieces on the board that follow the engine by being laid anew: a view
//! compares what the engine says should show with what does, and when
//! they differ takes every piece of its kind away for the caller to lay
//! the wanted ones. (Such pieces are few and change seldom: a set's own
//! structures and pieces on tiles.)

use bevy::prelude::*;

/// Whether the pieces `shown` differ from those `wanted`; if they do,
/// every shown piece is despawned, and the caller spawns the wanted.
pub fn cleared_if_changed<V: Component + PartialEq>(
    commands: &mut Commands,
    shown: &Query<(Entity, &V)>,
    wanted: &[V],
) -> bool {
    let same =
        shown.iter().count() == wanted.len() && shown.iter().all(|(_, v)| wanted.contains(v));
    if !same {
        for (e, _) in shown {
            commands.entity(e).despawn();
        }
    }
    !same
}
