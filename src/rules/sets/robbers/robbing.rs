//! Robbing: when a player's scoring figure next moves forward, each robber
//! beside it gives its owner half those points, rounded up, and goes home.
//! The robbed player loses nothing. Every award of points counts (a
//! feature's, a set's own points, at the end too) but points won by
//! robbing: a robber beside a figure that moves for them stays beside it.
//! A seat's points paid to another (a ransom) are no award and rob nothing.

use super::state::Robbers;
use crate::rules::game::Game;
use crate::rules::set_names::SetId;
use crate::rules::types::{Award, ScoreKind, Scored, seats_in};

/// What robbing gives: half the points moved, rounded up.
pub fn share(points: u32) -> u32 {
    points.div_ceil(2)
}

/// Whether any seat's robber stands on the track.
pub(super) fn any_waits(game: &Game) -> bool {
    game.sets_state
        .get::<Robbers>()
        .beside
        .iter()
        .any(Option::is_some)
}

/// The robberies an award's points make: for each seat it moved with a
/// robber beside it, half of them to those robbers' owners (noted as
/// robbed from that seat, `Scored::Tokens(seat)`), the robbers home.
pub(super) fn rob(game: &mut Game, award: &Award, out: &mut Vec<Award>) {
    if award.kind == ScoreKind::Set(SetId::Robbers) || award.points == 0 {
        return;
    }
    let state = game.sets_state.get::<Robbers>();
    let robbed: Vec<(usize, u8)> = seats_in(award.players)
        .map(|seat| {
            let owners = (0..game.players())
                .filter(|&r| state.beside[r] == Some(seat as u8))
                .fold(0u8, |mask, r| mask | 1 << r);
            (seat, owners)
        })
        .filter(|&(_, owners)| owners != 0)
        .collect();
    if robbed.is_empty() {
        return;
    }
    let state = game.sets_state.get_mut::<Robbers>();
    for &(seat, owners) in &robbed {
        for r in seats_in(owners) {
            state.beside[r] = None;
        }
        out.push(Award {
            kind: ScoreKind::Set(SetId::Robbers),
            points: share(award.points),
            players: owners,
            what: Scored::Tokens(seat as u8),
        });
    }
}
