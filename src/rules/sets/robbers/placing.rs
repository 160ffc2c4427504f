//! The robber step (the phase `robber`): a tile of the set lets its player
//! put their robber from the supply beside another player's scoring
//! figure, or move it beside another one's, or leave it; then the first
//! player to their left whose robber is in the supply may put theirs
//! beside any other player's figure (the player whose tile it is
//! included). Nobody further round the table is asked. Where each seat
//! has two figures (The Messengers), the seat is picked, then its figure.
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

/// The step's numbered choices, as a record names them: beside which of
/// the seat picked's two figures.
const FIGURE_CHOICES: [&str; 2] = ["Meeple", "Messenger"];

/// Beside which seat's figure a seat's robber stands, if on the track.
pub fn beside(game: &Game, seat: usize) -> Option<usize> {
    game.sets_state.get::<Robbers>().beside[seat].map(|s| s as usize)
}

/// Beside which seat's figure, and which of its figures (0 the score
/// meeple), a seat's robber stands, if on the track.
pub fn beside_figure(game: &Game, seat: usize) -> Option<(usize, u8)> {
    let state = game.sets_state.get::<Robbers>();
    state.beside[seat].map(|s| (s as usize, state.figure[seat]))
}

/// The seats whose robbers stand beside `seat`'s figures, each with the
/// figure (0 the score meeple).
pub fn robbers_beside(game: &Game, seat: usize) -> impl Iterator<Item = (usize, u8)> + '_ {
    (0..game.players()).filter_map(move |owner| match beside_figure(game, owner) {
        Some((robbed, figure)) if robbed == seat => Some((owner, figure)),
        _ => None,
    })
}

/// The seat whose figure the chooser picks now, having picked the seat.
pub fn seat_picked(game: &Game) -> Option<usize> {
    (game.sets_state.get::<Robbers>().picked).map(usize::from)
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
        let me = game.current_player();
        let next = (game.seats_from_left())
            .take_while(|&s| s != me)
            .find(|&s| beside(game, s).is_none());
        let state = game.sets_state.get_mut::<Robbers>();
        state.queue = [me as u8, next.unwrap_or(me) as u8];
        state.left = 1 + next.is_some() as u8;
        state.picked = None;
        true
    }

    fn chooser(&self, game: &Game) -> Option<usize> {
        chooser(game)
    }

    /// Leave it, or beside any other seat's figure but the one it stands
    /// beside now: the seat, then (with two figures a seat) its figure.
    fn options(&self, game: &Game, out: &mut Vec<Pick>) {
        let Some(seat) = chooser(game) else {
            return;
        };
        let now = beside_figure(game, seat);
        let figures = game.scoring_figures();
        let free = |other: usize, figure: u8| now != Some((other, figure));
        if let Some(other) = seat_picked(game) {
            let open = (0..figures).filter(|&f| free(other, f));
            out.extend(open.map(Pick::Choice));
            return;
        }
        out.push(Pick::Home);
        for other in (0..game.players()).filter(|&o| o != seat) {
            if (0..figures).any(|f| free(other, f)) {
                out.push(Pick::Seat(other as u8));
            }
        }
    }

    fn take(&self, game: &mut Game, pick: Pick) -> bool {
        let seat = chooser(game).expect("a seat in the robber step");
        let two = game.scoring_figures() > 1;
        let state = game.sets_state.get_mut::<Robbers>();
        match (pick, state.picked) {
            (Pick::Seat(other), None) if two => {
                state.picked = Some(other);
                return true;
            }
            (Pick::Seat(other), None) => {
                (state.beside[seat], state.figure[seat]) = (Some(other), 0)
            }
            (Pick::Choice(figure), Some(other)) => {
                (state.beside[seat], state.figure[seat]) = (Some(other), figure);
                state.picked = None;
            }
            (Pick::Home, None) => {}
            _ => panic!("a pick the robber step did not offer: {pick:?}"),
        }
        state.queue[0] = state.queue[1];
        state.left -= 1;
        state.left > 0
    }

    fn cut(&self, game: &mut Game) {
        let state = game.sets_state.get_mut::<Robbers>();
        (state.left, state.picked) = (0, None);
    }

    fn choices(&self) -> &'static [&'static str] {
        &FIGURE_CHOICES
    }
}
