//! The robber step (the phase `robber`): a tile of the set lets its player
//! put their robber from the supply beside another player's scoring
//! figure, or move it beside another one's, or leave it; then the first
//! player to their left whose robber is in the supply may put theirs
//! beside any other player's figure (the player whose tile it is
//! included). Nobody further round the table is asked.
//!
//! The rules put the step before the turn's figure; it runs here after
//! it, before anything of the turn scores, so it robs what the turn
//! scores as the rules' order would.

use super::state::Robbers;
use crate::rules::game::Game;
use crate::rules::phase::{Phase, Pick, Slot};
use crate::rules::set_names::SetId;
use crate::rules::tileset::catalog;

/// The phase's name, as a record's `chose` field gives it.
pub const ROBBER: &str = "robber";

/// Beside which seat's figure a seat's robber stands, if on the track.
pub fn beside(game: &Game, seat: usize) -> Option<usize> {
    game.sets_state.get::<Robbers>().beside[seat].map(|s| s as usize)
}

/// The seat choosing now in the robber step.
fn chooser(game: &Game) -> Option<usize> {
    let state = game.sets_state.get::<Robbers>();
    (state.left > 0).then_some(state.queue[0] as usize)
}

pub(super) struct RobberStep;

impl Phase for RobberStep {
    fn key(&self) -> &'static str {
        ROBBER
    }

    fn slot(&self) -> Slot {
        Slot::AfterDeploy
    }

    fn begin(&self, game: &mut Game, tile: usize) -> bool {
        let kind = game.board().tiles()[tile].kind;
        if catalog().get(kind).set != Some(SetId::Robbers) {
            return false;
        }
        let (me, n) = (game.current_player(), game.players());
        let next = (1..n)
            .map(|k| (me + k) % n)
            .find(|&s| beside(game, s).is_none());
        let state = game.sets_state.get_mut::<Robbers>();
        state.queue = [me as u8, next.unwrap_or(me) as u8];
        state.left = 1 + next.is_some() as u8;
        true
    }

    fn chooser(&self, game: &Game) -> Option<usize> {
        chooser(game)
    }

    /// Leave it, or beside any other seat's figure but the one it stands
    /// beside now.
    fn options(&self, game: &Game, out: &mut Vec<Pick>) {
        let Some(seat) = chooser(game) else {
            return;
        };
        out.push(Pick::Home);
        let now = beside(game, seat);
        for other in (0..game.players()).filter(|&o| o != seat && Some(o) != now) {
            out.push(Pick::Seat(other as u8));
        }
    }

    fn take(&self, game: &mut Game, pick: Pick) -> bool {
        let seat = chooser(game).expect("a seat in the robber step");
        let state = game.sets_state.get_mut::<Robbers>();
        match pick {
            Pick::Seat(other) => state.beside[seat] = Some(other),
            Pick::Home => {}
            _ => panic!("a pick the robber step did not offer: {pick:?}"),
        }
        state.queue[0] = state.queue[1];
        state.left -= 1;
        state.left > 0
    }

    fn cut(&self, game: &mut Game) {
        game.sets_state.get_mut::<Robbers>().left = 0;
    }
}
