//! The crop circle action (the phase `crop`, after the turn's scoring):
//! a tile of the set placed, its player chooses for everyone to add or to
//! remove; then each player in turn from their left, they last, adds one
//! follower from their supply beside one of their own standing in a
//! feature of the circle's kind (on the same tile and place; they may
//! pass), or takes one of theirs off such a feature (they must, if they
//! have one). Followers count by where they stand: a knight in a city, a
//! thief on a road, a farmer in a field; builders, pigs and barns never
//! count. Nothing scores. When no player has a follower of the kind, or
//! the circle is a field's and farmers are out of play, nothing is asked.

use super::state::{Circle, Step};
use crate::rules::game::Game;
use crate::rules::phase::{Phase, Pick, Slot};
use crate::rules::set_names::{Figure, SetId};
use crate::rules::tileset::{SegmentKind, catalog};
use crate::rules::types::Meeple;

/// The phase's name, as a record's `chose` field gives it.
pub const CROP: &str = "crop";

/// The phase's numbered choices, as a record names them.
pub const CHOICES: [&str; 2] = ["Add", "Remove"];

/// The kind of feature each of the set's tiles' circle acts on, by the
/// tile's id (the club, the shield or the rake it shows).
const CIRCLES: [(&str, SegmentKind); 6] = [
    ("CA", SegmentKind::Road),
    ("CB", SegmentKind::Road),
    ("CC", SegmentKind::Field),
    ("CD", SegmentKind::Field),
    ("CE", SegmentKind::City),
    ("CF", SegmentKind::City),
];

/// The kind a tile's circle acts on, if it is one of the set's.
pub fn circle_of(game: &Game, tile: usize) -> Option<SegmentKind> {
    let t = catalog().get(game.board().tiles()[tile].kind);
    if t.set != Some(SetId::CropCircles) {
        return None;
    }
    CIRCLES.iter().find(|(id, _)| *id == t.id).map(|&(_, k)| k)
}

/// The kind of feature the action under way acts on.
fn acting_on(game: &Game) -> Option<SegmentKind> {
    let state = game.sets_state.get::<Circle>();
    (state.step != Step::Idle).then_some(state.kind).flatten()
}

/// Whether a figure is a follower the circles count: one that stands by
/// itself (not the builder or pig beside its owner's).
fn follower(figure: Figure) -> bool {
    !figure.spec().beside_own
}

/// The followers on the board standing in a feature of `kind`, in the
/// order they were put down: those a circle of that kind acts on.
fn of_kind(game: &Game, kind: SegmentKind) -> impl Iterator<Item = &Meeple> {
    game.meeples().iter().filter(move |m| {
        let tile = catalog().get(game.board().tiles()[m.tile as usize].kind);
        follower(m.figure) && tile.segments[m.segment as usize].kind == kind
    })
}

/// How many followers each seat has where the circle acting now acts
/// (none for every seat while no circle acts).
pub fn followers_of_kind(game: &Game) -> Vec<usize> {
    let mut counts = vec![0; game.players()];
    for m in acting_on(game)
        .into_iter()
        .flat_map(|kind| of_kind(game, kind))
    {
        counts[m.player as usize] += 1;
    }
    counts
}

/// The places (tile, segment) of `seat`'s followers standing in a
/// feature of `kind`, each once, in the order they were put down.
fn standing(game: &Game, seat: usize, kind: SegmentKind) -> Vec<(u8, u8)> {
    let mut out: Vec<(u8, u8)> = Vec::new();
    for m in of_kind(game, kind).filter(|m| m.player as usize == seat) {
        if !out.contains(&(m.tile, m.segment)) {
            out.push((m.tile, m.segment));
        }
    }
    out
}

/// The kinds of `seat`'s figures in supply that may stand in a feature
/// of `kind`, in `Figure::ALL`'s order (the follower first).
fn addable(game: &Game, seat: usize, kind: SegmentKind) -> Vec<Figure> {
    (Figure::ALL.into_iter())
        .filter(|&f| follower(f) && f.spec().may_stand_on(kind))
        .filter(|&f| game.in_supply(seat, f) > 0)
        .collect()
}

/// The picks of the seat at the head of the queue: its places, and
/// passing where it adds (none where it can do nothing).
fn picks(game: &Game, seat: usize, out: &mut Vec<Pick>) {
    let state = game.sets_state.get::<Circle>();
    let Some(kind) = state.kind else {
        return;
    };
    if state.add && addable(game, seat, kind).is_empty() {
        return;
    }
    let at =
        |(tile, segment): (u8, u8)| Pick::Spot(game.board().tiles()[tile as usize].pos, segment);
    out.extend(standing(game, seat, kind).into_iter().map(at));
    if state.add && !out.is_empty() {
        out.push(Pick::Home);
    }
}

/// Moves the queue on to the next seat that can act; whether one can.
fn next_seat(game: &mut Game) -> bool {
    let mut out = Vec::new();
    loop {
        let state = game.sets_state.get::<Circle>();
        if state.left == 0 {
            game.sets_state.get_mut::<Circle>().step = Step::Idle;
            return false;
        }
        let seat = state.queue[0] as usize;
        out.clear();
        picks(game, seat, &mut out);
        if !out.is_empty() {
            game.sets_state.get_mut::<Circle>().step = Step::Act;
            return true;
        }
        let state = game.sets_state.get_mut::<Circle>();
        state.queue.rotate_left(1);
        state.left -= 1;
    }
}

/// The seat acting now has acted: the next one.
fn acted(game: &mut Game) -> bool {
    let state = game.sets_state.get_mut::<Circle>();
    state.queue.rotate_left(1);
    state.left -= 1;
    next_seat(game)
}

/// The seat acting now (while one acts).
fn acting(game: &Game) -> usize {
    game.sets_state.get::<Circle>().queue[0] as usize
}

/// The kinds of `seat`'s followers standing at (tile, segment), in
/// `Figure::ALL`'s order: what a removal there may take.
fn kinds_at(game: &Game, seat: usize, tile: u8, segment: u8) -> Vec<Figure> {
    let here = |f: Figure| {
        (game.meeples().iter()).any(|m| {
            m.player as usize == seat && m.tile == tile && m.segment == segment && m.figure == f
        })
    };
    (Figure::ALL.into_iter())
        .filter(|&f| follower(f) && here(f))
        .collect()
}

/// Takes back `seat`'s `figure` standing at (tile, segment): the one put
/// there last, so one the fairy stood beside stays.
fn take_back(game: &mut Game, seat: usize, figure: Figure, tile: u8, segment: u8) {
    let at = (game.meeples().iter()).rposition(|m| {
        m.player as usize == seat && m.tile == tile && m.segment == segment && m.figure == figure
    });
    game.send_home(at.expect("a follower offered"));
}

pub(super) struct CropCircle;

impl Phase for CropCircle {
    fn key(&self) -> &'static str {
        CROP
    }

    fn slot(&self) -> Slot {
        Slot::AfterScoring
    }

    fn begin(&self, game: &mut Game, tile: usize) -> bool {
        let Some(kind) = circle_of(game, tile) else {
            return false;
        };
        if kind == SegmentKind::Field && !game.rules().farmers {
            return false;
        }
        let players = game.players();
        if (0..players).all(|p| standing(game, p, kind).is_empty()) {
            return false;
        }
        let order = game.seats_from_left();
        let state = game.sets_state.get_mut::<Circle>();
        state.kind = Some(kind);
        state.step = Step::Choose;
        for (k, seat) in order.enumerate() {
            state.queue[k] = seat as u8;
        }
        state.left = players as u8;
        true
    }

    fn chooser(&self, game: &Game) -> Option<usize> {
        match game.sets_state.get::<Circle>().step {
            Step::Idle => None,
            Step::Choose => Some(game.current_player()),
            Step::Act | Step::Figure { .. } => Some(acting(game)),
        }
    }

    fn options(&self, game: &Game, out: &mut Vec<Pick>) {
        let state = game.sets_state.get::<Circle>();
        match state.step {
            Step::Idle => {}
            Step::Choose => out.extend([Pick::Choice(0), Pick::Choice(1)]),
            Step::Act => picks(game, acting(game), out),
            Step::Figure { tile, segment } => {
                let kind = state.kind.expect("a circle acting");
                let seat = acting(game);
                let kinds = match state.add {
                    true => addable(game, seat, kind),
                    false => kinds_at(game, seat, tile, segment),
                };
                out.extend(kinds.into_iter().map(Pick::Figure));
            }
        }
    }

    fn take(&self, game: &mut Game, pick: Pick) -> bool {
        let state = *game.sets_state.get::<Circle>();
        let seat = acting(game);
        match (state.step, pick) {
            (Step::Choose, Pick::Choice(n)) => {
                game.sets_state.get_mut::<Circle>().add = n == 0;
                next_seat(game)
            }
            (Step::Act, Pick::Home) => acted(game),
            (Step::Act, Pick::Spot(pos, segment)) => {
                let tile = game.board().index_at(pos).expect("a place on a tile") as u8;
                let kind = state.kind.expect("a circle acting");
                let kinds = match state.add {
                    true => addable(game, seat, kind),
                    false => kinds_at(game, seat, tile, segment),
                };
                match kinds.as_slice() {
                    [only] if state.add => {
                        game.put_figure_of(seat as u8, *only, tile, segment);
                        acted(game)
                    }
                    [only] => {
                        take_back(game, seat, *only, tile, segment);
                        acted(game)
                    }
                    _ => {
                        game.sets_state.get_mut::<Circle>().step = Step::Figure { tile, segment };
                        true
                    }
                }
            }
            (Step::Figure { tile, segment }, Pick::Figure(figure)) => {
                match state.add {
                    true => game.put_figure_of(seat as u8, figure, tile, segment),
                    false => take_back(game, seat, figure, tile, segment),
                }
                acted(game)
            }
            _ => panic!("a pick the crop circle did not offer: {pick:?}"),
        }
    }

    fn cut(&self, game: &mut Game) {
        game.sets_state.get_mut::<Circle>().step = Step::Idle;
    }

    fn choices(&self) -> &'static [&'static str] {
        &CHOICES
    }
}
