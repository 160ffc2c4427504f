//! The ransom: once in each of their turns, at any moment before its tile
//! is final, a player may free one of their imprisoned followers by paying
//! its jailer 3 points (an act, `rules::acts`). A player with fewer than 3
//! points cannot pay (scores never go below nothing). A turn with a
//! second tile is one turn.

use super::floors::Action;
use super::state::Towers;
use crate::rules::game::Game;
use crate::rules::refusal::Refusal;
use crate::rules::set_names::{SetAction, SetRefusal, TowerRefusal};

/// What a ransom costs.
pub const PRICE: u32 = 3;

/// Whether the current player paid a ransom this turn: at the same move,
/// or before the first tile of a turn whose second tile is awaited.
fn paid_this_turn(game: &Game) -> bool {
    let now = game.moves_made();
    game.sets_state
        .get::<Towers>()
        .ransom_paid
        .is_some_and(|(seat, at)| {
            seat as usize == game.current_player()
                && (at == now || (game.is_extra_tile() && at + 1 == now))
        })
}

/// The ransoms the current player may pay now: one for each kind of
/// their followers each jailer holds.
pub(super) fn options(game: &Game, out: &mut Vec<SetAction>) {
    let p = game.current_player();
    if paid_this_turn(game) || game.score(p) < PRICE {
        return;
    }
    for prisoner in game.prisoners().iter().filter(|x| x.owner as usize == p) {
        let act = Action::Ransom {
            jailer: prisoner.jailer,
            figure: prisoner.figure,
        };
        if !out.contains(&act.into()) {
            out.push(act.into());
        }
    }
}

/// Why a ransom is not offered, where the set can say.
pub(super) fn check(game: &Game, act: SetAction) -> Result<(), Refusal> {
    let refuse = |why| Err(Refusal::Set(SetRefusal::TheTower(why)));
    let Some(Action::Ransom { jailer, figure }) = Action::of(act) else {
        return Ok(());
    };
    let p = game.current_player();
    let held = (game.prisoners().iter())
        .any(|x| x.owner as usize == p && x.jailer == jailer && x.figure == figure);
    if !held {
        return refuse(TowerRefusal::NoSuchPrisoner);
    }
    if paid_this_turn(game) {
        return refuse(TowerRefusal::RansomPaid);
    }
    if game.score(p) < PRICE {
        return refuse(TowerRefusal::TooFewPoints {
            score: game.score(p),
        });
    }
    Ok(())
}

/// Pays a ransom offered (`options`).
pub(super) fn pay(game: &mut Game, act: SetAction) {
    let Some(Action::Ransom { jailer, figure }) = Action::of(act) else {
        return;
    };
    let p = game.current_player();
    let now = game.moves_made();
    let state = game.sets_state.get_mut::<Towers>();
    let i = (state.prisoners.iter())
        .position(|x| x.owner as usize == p && x.jailer == jailer && x.figure == figure)
        .expect("a prisoner offered");
    state.prisoners.remove(i);
    state.ransom_paid = Some((p as u8, now));
    game.release_figure(p, figure);
    game.pay(p, jailer as usize, PRICE);
}
