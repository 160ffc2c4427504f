//! Prisoners: a follower another player captured is out of its owner's
//! supply and held by its captor, the jailer, until an exchange or a
//! ransom (`ransom.rs`) frees it. When the captor's capture makes two
//! players hold each other's followers, one of each goes home at once: the
//! one just captured, and one of the captor's held by the other; where
//! those are of several kinds, the captor chooses which
//! (`exchange.rs`). Prisoners score nothing.

pub use super::state::Prisoner;
use super::state::Towers;
use crate::rules::game::Game;
use crate::rules::set_names::Figure;

/// Which of one's held followers one would rather have back first: the
/// order an exchange offers them in.
pub(super) const WANTED: [Figure; 5] = [
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
    let captured = Prisoner {
        owner: owner as u8,
        figure,
        jailer: jailer as u8,
    };
    let state = game.sets_state.get_mut::<Towers>();
    match held_back(&state.prisoners, jailer, owner).as_slice() {
        [] => state.prisoners.push(captured),
        [back] => exchange(game, jailer, owner, figure, *back),
        // The captor chooses which comes back (`exchange.rs`).
        _ => state.exchanging = Some(captured),
    }
}

/// The kinds of the captor's figures the other player holds, in the
/// order `WANTED`.
pub(super) fn held_back(prisoners: &[Prisoner], captor: usize, other: usize) -> Vec<Figure> {
    let held = |f: &Figure| prisoners.iter().any(|p| p.is(captor, other, *f));
    WANTED.into_iter().filter(held).collect()
}

impl Prisoner {
    /// Whether it is the `owner`'s `figure` held by `jailer`.
    fn is(&self, owner: usize, jailer: usize, figure: Figure) -> bool {
        (self.owner as usize, self.jailer as usize, self.figure) == (owner, jailer, figure)
    }
}

/// The exchange: the captor's `back` held by the other goes home, and the
/// other's figure just captured goes straight home.
pub(super) fn exchange(
    game: &mut Game,
    captor: usize,
    other: usize,
    captured: Figure,
    back: Figure,
) {
    let state = game.sets_state.get_mut::<Towers>();
    let i = (state.prisoners.iter())
        .position(|p| p.is(captor, other, back))
        .expect("a figure the other holds");
    state.prisoners.remove(i);
    game.release_figure(captor, back);
    game.release_figure(other, captured);
}
