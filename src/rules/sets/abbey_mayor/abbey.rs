//! Abbey & Mayor's abbey: each player holds one abbey tile (`AZ`), walled
//! all round and a monastery. Instead of the tile drawn they may put it
//! into any square with tiles on all four sides, once a game; its walls
//! end every road, city and field that meets it (the core's walled tile),
//! and a follower may go on it as a monk. Who still holds theirs when the
//! pile is empty gets one last turn to play it (the core's last round).

use std::sync::OnceLock;

pub use super::state::Abbeys;
use super::state::Holdings;
use crate::rules::game::Game;
use crate::rules::set_names::{ActionArg, ActionForm, InHand, SetAction, SetId};
use crate::rules::tileset::{TileKind, catalog};

/// Take the abbey instead of the tile drawn, or the drawn tile back
/// (the set's second action, `SetAction::kind` 1).
pub(super) const TAKE: ActionForm = ActionForm {
    name: "TakeAbbey",
    arg: ActionArg::Nothing,
    hand: InHand::Swapped,
};

/// Let the abbey go unplayed in the last round (`SetAction::kind` 2).
pub(super) const LET_GO: ActionForm = ActionForm {
    name: "LetAbbeyGo",
    arg: ActionArg::Nothing,
    hand: InHand::LetGo,
};

/// The abbey's acts' numbers (`SetAction::kind`) among the set's
/// actions, after the barn's (`AbbeyMayor::actions`).
const TAKE_KIND: u8 = 1;
const LET_GO_KIND: u8 = 2;

fn act_of(kind: u8) -> SetAction {
    SetAction {
        set: SetId::AbbeyMayor,
        kind,
        arg: 0,
    }
}

/// The abbey tile.
pub fn abbey() -> TileKind {
    static ABBEY: OnceLock<TileKind> = OnceLock::new();
    *ABBEY.get_or_init(|| {
        catalog()
            .by_id("AZ")
            .expect("the abbey is in the tile file")
    })
}

/// The abbey, while the seat still holds it.
pub fn held_by(game: &Game, seat: usize) -> Option<TileKind> {
    (game.sets_state.get::<Holdings>().abbeys.gone & (1 << seat) == 0).then(abbey)
}

/// The seat's abbey is played or let go.
pub fn gone(game: &mut Game, seat: usize) {
    game.sets_state.get_mut::<Holdings>().abbeys.gone |= 1 << seat;
}

/// The abbey's acts open to the player whose turn it is: in the last
/// round, to let it go; before, to take it while a square takes it (or,
/// taken, to give it back for the tile drawn).
pub(super) fn acts(game: &Game, out: &mut Vec<SetAction>) {
    if held_by(game, game.current_player()).is_none() {
        return;
    }
    if game.in_last_round() {
        out.push(act_of(LET_GO_KIND));
    } else if game.playable_held_tile().is_some() {
        out.push(act_of(TAKE_KIND));
    }
}

/// Makes one of the abbey's acts (offered: `Game::check_act` asked).
pub(super) fn act(game: &mut Game, act: SetAction) {
    match act.kind {
        TAKE_KIND => {
            let now = game.moves_made();
            let abbeys = &mut game.sets_state.get_mut::<Holdings>().abbeys;
            abbeys.taken_in = (abbeys.taken_in != Some(now)).then_some(now);
        }
        LET_GO_KIND => game
            .discard(abbey())
            .expect("the last round lets a held abbey go"),
        _ => {}
    }
}

/// The abbey, while the player whose turn it is holds it in the hand
/// instead of the tile drawn.
pub(super) fn taken(game: &Game) -> Option<TileKind> {
    let abbeys = game.sets_state.get::<Holdings>().abbeys;
    (abbeys.taken_in == Some(game.moves_made()))
        .then(|| held_by(game, game.current_player()))
        .flatten()
}
