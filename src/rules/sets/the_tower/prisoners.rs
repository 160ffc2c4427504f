//! Prisoners: a follower another player captured is out of its owner's
//! supply and held by its captor, the jailer, until an exchange or a
//! ransom (`ransom.rs`) frees it. When the captor's capture makes two
//! players hold each other's followers, one of each goes home at once: the
//! one just captured, and one of the captor's held by the other (the
//! captor gets back the figure they would most want: a large meeple
//! before a follower before the others). Prisoners score nothing.

use crate::rules::game::Game;
use crate::rules::set_names::Figure;

/// A follower held by another player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Prisoner {
    pub owner: u8,
    pub figure: Figure,
    pub jailer: u8,
}

/// Which of one's held followers one would rather have back first.
const WANTED: [Figure; 5] = [
    Figure::Large,
    Figure::Follower,
    Figure::Wagon,
    Figure::Mayor,
    Figure::Abbot,
];

/// The jailer has taken the owner's figure off the board: already in its
/// supply when it stood on a feature (`in_supply`), or held on top of a
/// tower. One's own stays (or goes back) home; another's is held.
pub(super) fn taken(game: &mut Game, jailer: usize, owner: usize, figure: Figure, in_supply: bool) {
    if owner == jailer {
        if !in_supply {
            game.release_figure(owner, figure);
        }
        return;
    }
    if in_supply {
        game.hold_figure(owner, figure);
    }
    let state = &mut game.sets_state.the_tower;
    let mine = |f: Figure| {
        (state.prisoners.iter())
            .position(|p| p.owner as usize == jailer && p.jailer as usize == owner && p.figure == f)
    };
    let Some(back) = WANTED.into_iter().find_map(mine) else {
        state.prisoners.push(Prisoner {
            owner: owner as u8,
            figure,
            jailer: jailer as u8,
        });
        return;
    };
    // An exchange: the one just captured goes straight home.
    let mine = state.prisoners.remove(back);
    game.release_figure(jailer, mine.figure);
    game.release_figure(owner, figure);
}
