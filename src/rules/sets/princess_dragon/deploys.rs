//! What the set offers instead of a figure on the tile just placed, and
//! the fairy's points: the magic portal (a figure on another tile), the
//! princess (a knight of her city sent home) and the fairy (moved beside
//! one of the player's followers), as `Deploy::Set` choices the core
//! offers with its own.

use super::fairy::{self, Fairy, SCORED_POINTS, TURN_POINTS};
use super::portal::portal_spots;
use super::princess::knights_to_send_home;
use super::state::Lair;
use super::symbols::symbol;
use crate::rules::features::SegmentId;
use crate::rules::game::Game;
use crate::rules::set_names::{ActionArg, ActionForm, Figure, InHand, SetAction, SetDeploy, SetId};
use crate::rules::tile_data::TileSymbol;
use crate::rules::types::{Award, Deploy, Meeple, ScoreKind, Scored};

/// The set's actions instead of a figure on the tile just placed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    /// Through the magic portal: this figure on the segment.
    Portal(Figure),
    /// The princess sends the knight on the segment home.
    Princess,
    /// The fairy goes beside the follower on the segment.
    Fairy,
}

/// How records name them, in `SetAction::kind`'s order.
pub const ACTIONS: [ActionForm; 3] = [
    ActionForm {
        name: "Portal",
        arg: ActionArg::Figure,
        hand: InHand::Kept,
    },
    ActionForm {
        name: "Princess",
        arg: ActionArg::Nothing,
        hand: InHand::Kept,
    },
    ActionForm {
        name: "Fairy",
        arg: ActionArg::Nothing,
        hand: InHand::Kept,
    },
];

impl Action {
    /// The set's action a deploy carries, if it is this set's.
    pub fn of(action: SetAction) -> Option<Action> {
        if action.set != SetId::PrincessDragon {
            return None;
        }
        Some(match action.kind {
            0 => Action::Portal(action.figure()?),
            1 => Action::Princess,
            2 => Action::Fairy,
            _ => return None,
        })
    }
}

impl From<Action> for SetAction {
    fn from(action: Action) -> SetAction {
        let (kind, arg) = match action {
            Action::Portal(figure) => (0, figure.index() as u8),
            Action::Princess => (1, 0),
            Action::Fairy => (2, 0),
        };
        SetAction {
            set: SetId::PrincessDragon,
            kind,
            arg,
        }
    }
}

/// Every choice the set adds for the tile just placed.
pub fn options(game: &Game, out: &mut Vec<Deploy>) {
    let Some(here) = game.tile_being_deployed() else {
        return;
    };
    let set = |action: Action, m: (u8, u8)| {
        Deploy::Set(SetDeploy {
            action: action.into(),
            tile: m.0,
            segment: m.1,
        })
    };
    if symbol(game.board().tiles()[here].kind) == TileSymbol::Portal {
        for spot in portal_spots(game, game.dragon()) {
            out.push(set(Action::Portal(spot.figure), (spot.tile, spot.segment)));
        }
    }
    for i in knights_to_send_home(game, here) {
        let m = game.meeples()[i];
        out.push(set(Action::Princess, (m.tile, m.segment)));
    }
    let now = game.sets_state.get::<Lair>().fairy.and_then(|f| f.beside);
    for m in fairy::may_stand_beside(game, game.current_player()) {
        if Some(m) != now {
            out.push(set(Action::Fairy, (m.tile, m.segment)));
        }
    }
}

/// The figure that counts in a majority on this segment of a tile.
fn knight_at(game: &Game, tile: u8, segment: u8) -> Option<usize> {
    (game.meeples().iter())
        .position(|m| m.tile == tile && m.segment == segment && m.figure.weight() > 0)
}

/// Carries out one of the set's choices (taken from `options`).
pub fn make(game: &mut Game, d: SetDeploy) -> bool {
    let Some(action) = Action::of(d.action) else {
        return false;
    };
    match action {
        Action::Portal(figure) => game.put_figure(figure, d.tile, d.segment),
        Action::Princess => {
            let knight = knight_at(game, d.tile, d.segment).expect("a knight offered");
            game.send_home(knight);
        }
        Action::Fairy => {
            let knight = knight_at(game, d.tile, d.segment).expect("a follower offered");
            let follower = game.meeples()[knight];
            game.sets_state.get_mut::<Lair>().fairy = Some(Fairy::beside(follower));
        }
    }
    true
}

fn award(points: u32, m: Meeple, root: SegmentId) -> Award {
    Award {
        kind: ScoreKind::Set(crate::rules::set_names::SetId::PrincessDragon),
        points,
        players: 1 << m.player,
        what: Scored::Feature(root),
    }
}

/// A point as a turn begins for the player whose follower the fairy
/// stands beside.
pub fn turn_begins(game: &Game, out: &mut Vec<Award>) {
    if let Some((m, root)) = game.fairys_follower()
        && m.player as usize == game.current_player()
    {
        out.push(award(TURN_POINTS, m, root));
    }
}

/// Three more for the fairy's follower's owner when its feature scores,
/// whatever the majority.
pub fn feature_scored(game: &Game, scored: SegmentId, out: &mut Vec<Award>) {
    // Final scoring asks for every feature it scores, and the computer
    // players for every move they weigh: whether the follower's feature
    // is this one is asked first, as it mostly is not.
    let Some(fairy) = game.fairy() else {
        return;
    };
    let Some(m) = fairy.beside else {
        return;
    };
    let root = game
        .features()
        .root(game.segment_id(m.tile as usize, m.segment));
    if root == scored && fairy.follower(game).is_some() {
        out.push(award(SCORED_POINTS, m, root));
    }
}
