//! Towers and their floors: a foundation on every tile of the set; a
//! player's floor on a bare foundation or an open tower instead of a
//! figure on the tile just placed (its capture follows, `capture.rs`), or
//! one of their followers from the supply on top of an open tower, which
//! closes it. The follower on top scores nothing and stays till captured.

pub use super::state::Tower;
use super::state::Towers;
use crate::rules::game::Game;
use crate::rules::geometry::Pos;
use crate::rules::refusal::Refusal;
use crate::rules::set_names::{
    ActionArg, ActionForm, Figure, InHand, SetAction, SetDeploy, SetId, SetRefusal, TowerRefusal,
};
use crate::rules::tileset::catalog;
use crate::rules::types::Deploy;

/// The set's id, for its actions.
pub(super) const SET: SetId = SetId::TheTower;

/// Floors each player takes, by the number of players (2 to 6).
const FLOORS: [u8; 7] = [0, 0, 10, 9, 7, 6, 5];

/// The figures that may close a tower: a follower that stands on a
/// feature by itself (not the abbot, mayor or wagon, whose places their
/// rules name, nor a figure that needs a follower beside it).
pub const CLOSERS: [Figure; 2] = [Figure::Follower, Figure::Large];

impl Tower {
    /// A floor may go on it.
    pub fn open(self) -> bool {
        self.top.is_none()
    }

    /// The square it stands on.
    pub fn square(self, game: &Game) -> Pos {
        game.board().tiles()[self.tile as usize].pos
    }

    /// The squares it reaches: its own, and as many in each of the four
    /// directions as it is high (empty squares and other towers do not
    /// stop it).
    pub fn reach(self, game: &Game) -> impl Iterator<Item = Pos> {
        let at = self.square(game);
        let h = self.height as i32;
        std::iter::once(at).chain((1..=h).flat_map(move |k| {
            [(0, -k), (k, 0), (0, k), (-k, 0)].map(|(dx, dy)| Pos::new(at.x + dx, at.y + dy))
        }))
    }
}

/// The set's actions instead of a figure on the tile just placed, and its
/// act at any moment of one's turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    /// A floor on the tower on this square.
    Floor,
    /// This follower on top of the tower on this square.
    Top(Figure),
    /// Free one's follower of this kind held by this seat, for 3 points
    /// (`ransom.rs`).
    Ransom { jailer: u8, figure: Figure },
}

/// How records name them, in `SetAction::kind`'s order.
pub const ACTIONS: [ActionForm; 3] = [
    ActionForm {
        name: "Floor",
        arg: ActionArg::Square,
        hand: InHand::Kept,
    },
    ActionForm {
        name: "TowerTop",
        arg: ActionArg::FigureOnSquare,
        hand: InHand::Kept,
    },
    ActionForm {
        name: "Ransom",
        arg: ActionArg::Number,
        hand: InHand::Kept,
    },
];

/// A ransom's number: the jailer's seat and the figure's kind.
const KINDS: u8 = 8;

impl Action {
    /// The set's action a deploy or an act carries, if it is this set's.
    pub fn of(action: SetAction) -> Option<Action> {
        if action.set != SET {
            return None;
        }
        Some(match action.kind {
            0 => Action::Floor,
            1 => Action::Top(action.figure()?),
            2 => Action::Ransom {
                jailer: action.arg / KINDS,
                figure: Figure::ALL
                    .into_iter()
                    .find(|f| f.index() as u8 == action.arg % KINDS)?,
            },
            _ => return None,
        })
    }
}

impl From<Action> for SetAction {
    fn from(action: Action) -> SetAction {
        let (kind, arg) = match action {
            Action::Floor => (0, 0),
            Action::Top(figure) => (1, figure.index() as u8),
            Action::Ransom { jailer, figure } => (2, jailer * KINDS + figure.index() as u8),
        };
        SetAction {
            set: SET,
            kind,
            arg,
        }
    }
}

/// Each player's floors, by the number of players.
pub(super) fn deal(game: &mut Game) {
    let n = FLOORS[game.players().min(6)];
    game.sets_state.get_mut::<Towers>().floors = [n; crate::rules::features::MAX_PLAYERS];
}

/// A tile of the set shows a foundation.
pub(super) fn foundation_placed(game: &mut Game, index: usize) {
    let kind = game.board().tiles()[index].kind;
    if catalog().get(kind).set == Some(SET) {
        let tower = Tower {
            tile: index as u8,
            height: 0,
            top: None,
        };
        game.sets_state.get_mut::<Towers>().towers.push(tower);
    }
}

fn deploy(action: Action, tower: Tower) -> Deploy {
    Deploy::Set(SetDeploy {
        action: action.into(),
        tile: tower.tile,
        segment: 0,
    })
}

/// Whether every set in play lets a figure onto the tile (none goes onto
/// the tile a neutral figure stands on).
fn figures_may_go(game: &Game, tile: u8) -> bool {
    game.sets()
        .iter()
        .all(|s| s.may_move_onto(game, tile as usize))
}

/// Every floor and follower on top the current player may put now.
pub(super) fn options(game: &Game, out: &mut Vec<Deploy>) {
    if game.tile_being_deployed().is_none() {
        return;
    }
    let p = game.current_player();
    let floors = game.floors_left(p) > 0;
    for &tower in game.towers().iter().filter(|t| t.open()) {
        if floors {
            out.push(deploy(Action::Floor, tower));
        }
        if tower.height > 0 && figures_may_go(game, tower.tile) {
            for figure in CLOSERS.into_iter().filter(|&f| game.in_supply(p, f) > 0) {
                out.push(deploy(Action::Top(figure), tower));
            }
        }
    }
}

/// Why a floor or a follower on top is not offered, where the set can
/// say (else the core's `NotOffered`).
pub(super) fn check(game: &Game, d: Deploy) -> Result<(), Refusal> {
    let Deploy::Set(d) = d else {
        return Ok(());
    };
    let refuse = |why| Err(Refusal::Set(SetRefusal::TheTower(why)));
    let tower = game.towers().iter().find(|t| t.tile == d.tile);
    match (Action::of(d.action), tower) {
        (Some(Action::Floor | Action::Top(_)), Some(t)) if !t.open() => {
            refuse(TowerRefusal::TowerClosed)
        }
        (Some(Action::Floor), Some(_)) if game.floors_left(game.current_player()) == 0 => {
            refuse(TowerRefusal::NoFloorLeft)
        }
        _ => Ok(()),
    }
}

/// Carries out a floor or a follower on top (taken from `options`).
pub(super) fn make(game: &mut Game, d: SetDeploy) -> bool {
    let Some(action) = Action::of(d.action) else {
        return false;
    };
    let p = game.current_player();
    let state = game.sets_state.get_mut::<Towers>();
    let i = (state.towers.iter())
        .position(|t| t.tile == d.tile)
        .expect("a tower offered");
    match action {
        Action::Floor => {
            state.floors[p] -= 1;
            state.towers[i].height += 1;
            state.capturing = Some(i as u8);
        }
        Action::Top(figure) => {
            state.towers[i].top = Some((p as u8, figure));
            game.hold_figure(p, figure);
        }
        Action::Ransom { .. } => return false,
    }
    true
}

/// The follower on top of the tower on board tile `tile`, if any, goes
/// back to its owner's supply and the tower is open again. How many went.
pub(super) fn top_home(game: &mut Game, tile: usize) -> usize {
    let towers = &mut game.sets_state.get_mut::<Towers>().towers;
    let on_top = towers.iter_mut().find(|t| t.tile as usize == tile);
    let Some((owner, figure)) = on_top.and_then(|t| t.top.take()) else {
        return 0;
    };
    game.release_figure(owner as usize, figure);
    1
}
