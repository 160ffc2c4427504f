//! Robbing: when a player's scoring figure next moves forward, each robber
//! beside it gives its owner half those points, rounded up, and goes home.
//! The robbed player loses nothing. Every move counts (a feature's points,
//! a set's own, at the end too) but of points won by robbing: a robber
//! beside a figure that moves for them stays beside it. The points a seat
//! pays another (a ransom) are no move of its figure and rob nothing. With a
//! second figure a seat (The Messengers), only the robbers beside the
//! figure its player moves rob.

use super::placing::robbers_beside;
use super::state::Robbers;
use crate::rules::game::Game;
use crate::rules::set_names::SetId;
use crate::rules::types::{Award, ScoreKind, Scored};

/// What robbing gives: half the points moved, rounded up.
pub fn share(points: u32) -> u32 {
    points.div_ceil(2)
}

/// Whether any seat's robber waits beside a score meeple, the figure
/// final scoring moves (one beside a messenger robs nothing then).
pub(super) fn any_waits_at_the_end(game: &Game) -> bool {
    let state = game.sets_state.get::<Robbers>();
    (state.beside.iter().zip(state.figure)).any(|(seat, figure)| seat.is_some() && figure == 0)
}

/// The robbery a figure's move makes: half of its points but those won
/// by robbing to the owners of the robbers beside that figure (noted as
/// robbed from that seat, `Scored::Tokens(seat)`), the robbers home.
pub(super) fn rob(game: &mut Game, seat: usize, figure: u8, points: u32, out: &mut Vec<Award>) {
    let owners = (robbers_beside(game, seat))
        .filter(|&(_, f)| f == figure)
        .fold(0u8, |mask, (r, _)| mask | 1 << r);
    let state = game.sets_state.get_mut::<Robbers>();
    let loot = state.loot[seat].min(points);
    state.loot[seat] -= loot;
    let points = points - loot;
    if owners == 0 || points == 0 {
        return;
    }
    for r in crate::rules::types::seats_in(owners) {
        state.beside[r] = None;
    }
    out.push(Award {
        kind: ScoreKind::Set(SetId::Robbers),
        points: share(points),
        players: owners,
        what: Scored::Tokens(seat as u8),
    });
}

/// Points won by robbing, given: loot until a figure of the seat moves
/// them (at once, or once the seat chooses which).
pub(super) fn loot(game: &mut Game, award: &Award) {
    if award.kind == ScoreKind::Set(SetId::Robbers) {
        let state = game.sets_state.get_mut::<Robbers>();
        for seat in crate::rules::types::seats_in(award.players) {
            state.loot[seat] += award.points;
        }
    }
}

/// A seat's points won by robbing that no figure of theirs has moved yet:
/// nobody robs them.
pub fn unrobbable(game: &Game, seat: usize) -> u32 {
    game.sets_state.get::<Robbers>().loot[seat]
}
