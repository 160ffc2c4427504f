//! A follower's flight: instead of a figure on a place of the tile just
//! placed, its player may set one of their followers from the supply on
//! the tile's flying machine (`Fly`). The die (1, 1, 2, 2, 3, 3) says how
//! many squares it flies in the direction of the machine's arrow, along a
//! row, a column or a diagonal; empty squares on the way do not matter.
//! On the tile it reaches its owner must choose an open road, city or
//! monastery (a garden for the abbot; whatever its kind may stand on but a
//! field), occupied or not, completed features excluded (one the tile just
//! placed completed among them). No tile there, no such place, or a square
//! no figure may go onto: it goes home, and the turn's deploy is spent.
//!
//! The roll is a chance pick of the phase `flight` (`Phase::chance`): the
//! table rolls it, a record keeps it, and a replay repeats it.

use super::state::{Flier, Flight, Flown, Step};
use crate::rules::figures::on;
use crate::rules::game::Game;
use crate::rules::geometry::Pos;
use crate::rules::phase::{Phase, Pick, Slot};
use crate::rules::set_names::{ActionArg, ActionForm, Figure, InHand, SetAction, SetDeploy, SetId};
use crate::rules::tileset::{SegmentKind, catalog};
use crate::rules::types::Deploy;

/// The phase's name, as a record's `chose` field gives it.
pub const FLIGHT: &str = "flight";

/// The die's faces as the phase's numbered choices (`Pick::Choice(n)` is
/// `n + 1` squares): each comes up one time in three.
pub const ROLLS: [&str; 3] = ["1", "2", "3"];

const SET: SetId = SetId::FlyingMachines;

/// How records name the set's one action: `Fly(x: 1, y: 0)` for a
/// follower from the tile on that square, with `figure` for another kind.
pub const ACTIONS: [ActionForm; 1] = [ActionForm {
    name: "Fly",
    arg: ActionArg::FigureOnSquare,
    hand: InHand::Kept,
}];

/// The figure a deploy sends flying, if it is this set's.
pub fn flier_of(d: Deploy) -> Option<Figure> {
    match d {
        Deploy::Set(SetDeploy { action, .. }) if action.set == SET => action.figure(),
        _ => None,
    }
}

/// The deploy that sends this figure flying from the tile at this index.
pub fn fly(figure: Figure, tile: u8) -> Deploy {
    Deploy::Set(SetDeploy {
        action: SetAction {
            set: SET,
            kind: 0,
            arg: figure.index() as u8,
        },
        tile,
        segment: 0,
    })
}

/// Whether a figure may fly: one that stands on a feature by itself (not
/// a figure that needs its owner's follower beside it) somewhere other
/// than a field.
fn may_fly(figure: Figure) -> bool {
    let spec = figure.spec();
    !spec.beside_own && spec.stands_on & !on(SegmentKind::Field) != 0
}

/// The direction of the machine on the tile at this index, as it lies
/// (an index of `tile_data::COMPASS`), if it shows one.
pub fn arrow(game: &Game, tile: usize) -> Option<u8> {
    let placed = game.board().tiles()[tile];
    let kind = catalog().get(placed.kind);
    (kind.set == Some(SET)).then_some(())?;
    kind.arrow_at(placed.rot)
}

/// Every flight the current player may make from the tile just placed:
/// one for each kind of figure that may fly and is in their supply.
pub(super) fn options(game: &Game, out: &mut Vec<Deploy>) {
    let Some(tile) = game.tile_being_deployed() else {
        return;
    };
    if arrow(game, tile).is_none() {
        return;
    }
    let p = game.current_player();
    for figure in Figure::ALL {
        if figure.in_play(game.sets()) && may_fly(figure) && game.in_supply(p, figure) > 0 {
            out.push(fly(figure, tile as u8));
        }
    }
}

/// Sets the figure on the machine: it is off its owner's supply until it
/// lands or comes home.
pub(super) fn take_off(game: &mut Game, d: SetDeploy) -> bool {
    let Some(figure) = flier_of(Deploy::Set(d)) else {
        return false;
    };
    let seat = game.current_player();
    game.hold_figure(seat, figure);
    *game.sets_state.get_mut::<Flight>() = Flight {
        step: Step::Idle,
        flier: Some(Flier {
            seat: seat as u8,
            figure,
            from: d.tile,
        }),
        roll: None,
        last: None,
    };
    true
}

/// The places on the tile at `to` where the figure may land, as picks.
fn landings(game: &Game, figure: Figure, to: Pos, out: &mut Vec<Pick>) {
    let Some(tile) = game.board().index_at(to) else {
        return;
    };
    if !(game.sets().iter()).all(|s| s.may_move_onto(game, tile)) {
        return;
    }
    let spec = figure.spec();
    let segments = &catalog().get(game.board().tiles()[tile].kind).segments;
    for (s, segment) in segments.iter().enumerate() {
        let id = game.segment_id(tile, s as u8);
        if segment.kind != SegmentKind::Field
            && spec.may_stand_on(segment.kind)
            && !game.is_complete(id)
        {
            out.push(Pick::Spot(to, s as u8));
        }
    }
}

/// The follower goes back to its owner's supply: the flight is over.
fn home(game: &mut Game, flier: Flier) {
    game.release_figure(flier.seat as usize, flier.figure);
    let state = game.sets_state.get_mut::<Flight>();
    state.flier = None;
    state.step = Step::Idle;
}

pub(super) struct FlightPhase;

impl Phase for FlightPhase {
    fn key(&self) -> &'static str {
        FLIGHT
    }

    fn slot(&self) -> Slot {
        Slot::Deploy
    }

    /// A follower sits on the machine: the die is rolled first.
    fn begin(&self, game: &mut Game, _tile: usize) -> bool {
        let state = game.sets_state.get::<Flight>();
        if state.flier.is_none() {
            return false;
        }
        game.sets_state.get_mut::<Flight>().step = Step::Roll;
        true
    }

    fn chooser(&self, game: &Game) -> Option<usize> {
        let state = game.sets_state.get::<Flight>();
        (state.step != Step::Idle).then(|| state.flier.map(|f| f.seat as usize))?
    }

    fn chance(&self, game: &Game) -> bool {
        game.sets_state.get::<Flight>().step == Step::Roll
    }

    fn options(&self, game: &Game, out: &mut Vec<Pick>) {
        let state = game.sets_state.get::<Flight>();
        match (state.step, state.flier) {
            (Step::Roll, _) => out.extend((0..ROLLS.len() as u8).map(Pick::Choice)),
            (Step::Land(to), Some(flier)) => landings(game, flier.figure, to, out),
            _ => {}
        }
    }

    fn take(&self, game: &mut Game, pick: Pick) -> bool {
        let state = *game.sets_state.get::<Flight>();
        let flier = state.flier.expect("a follower in flight");
        match (state.step, pick) {
            (Step::Roll, Pick::Choice(n)) => {
                let roll = n + 1;
                let from = game.board().tiles()[flier.from as usize].pos;
                let arrow = arrow(game, flier.from as usize).expect("a flying machine");
                let to = from.toward(arrow, roll as i32);
                let mut places = Vec::new();
                landings(game, flier.figure, to, &mut places);
                let state = game.sets_state.get_mut::<Flight>();
                state.roll = Some(roll);
                if places.is_empty() {
                    state.last = Some(Flown {
                        roll,
                        to,
                        landed: false,
                    });
                    home(game, flier);
                    return false;
                }
                state.step = Step::Land(to);
                true
            }
            (Step::Land(to), Pick::Spot(_, segment)) => {
                let tile = game.board().index_at(to).expect("a tile to land on") as u8;
                let roll = state.roll.expect("a roll made");
                home(game, flier);
                game.put_figure_of(flier.seat, flier.figure, tile, segment);
                game.sets_state.get_mut::<Flight>().last = Some(Flown {
                    roll,
                    to,
                    landed: true,
                });
                false
            }
            _ => panic!("a pick the flight did not offer: {pick:?}"),
        }
    }

    /// The game ends before the landing: the follower goes home.
    fn cut(&self, game: &mut Game) {
        if let Some(flier) = game.sets_state.get::<Flight>().flier {
            home(game, flier);
        }
    }

    fn choices(&self) -> &'static [&'static str] {
        &ROLLS
    }
}
