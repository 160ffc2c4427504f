//! The messenger step (the phase `messenger`), after the turn's scoring:
//! each player who scored this turn puts those points on one of their
//! two figures, the score meeple or the messenger (the players to the
//! left of the one whose turn it is first, that player last). A figure
//! moved once in a turn takes all its player's points of that turn. When
//! the figure the player whose turn it is moved ends on a dark space (a
//! multiple of 5), they draw the next message and carry it out or take 2
//! points; those points go on the same figure, and may draw another.
//! A figure's move may rob (The Robbers): the robber's owner then puts
//! that share on a figure too, unasked where theirs moved this turn.
//!
//! The messages come up in an order dealt by chance, one draw at a time
//! while the first round is unknown (`Phase::chance`); after eight the
//! same order comes round again.

use super::messages::{INSTEAD, Message, as_at_the_end, followers, smallest_feature, worth};
use super::state::{Couriers, MESSAGES, Step};
use crate::rules::game::Game;
use crate::rules::phase::{Phase, Pick, Slot};
use crate::rules::set_names::SetId;
use crate::rules::types::{Award, ScoreKind, Scored};

/// The phase's name, as a record's `chose` field gives it.
pub const MESSENGER: &str = "messenger";

/// The phase's numbered choices, as a record names them: the figure, the
/// message carried out or its 2 points, then the messages as drawn.
pub const CHOICES: [&str; 12] = [
    "Meeple",
    "Messenger",
    "Action",
    "Points",
    "NA",
    "NB",
    "NC",
    "ND",
    "NE",
    "NF",
    "NG",
    "NH",
];

/// `Pick::Choice` of the first message drawn (`NA`).
pub const FIRST_MESSAGE: u8 = 4;

/// A seat's points on each figure: the score meeple, the messenger.
pub fn figures(game: &Game, seat: usize) -> [u32; 2] {
    let score = game.score(seat);
    let messenger = game.sets_state.get::<Couriers>().messenger[seat].min(score);
    [score - messenger, messenger]
}

fn state(game: &mut Game) -> &mut Couriers {
    game.sets_state.get_mut::<Couriers>()
}

/// Every award's points wait for their seat's choice of figure, but the
/// set's own (a message's), which go on the figure already moved.
pub(super) fn note(game: &mut Game, award: &Award) {
    if award.kind == ScoreKind::Set(SetId::Messengers) {
        return;
    }
    for seat in crate::rules::types::seats_in(award.players) {
        settle(game, seat, award.points);
        state(game).pending[seat] += award.points;
    }
}

/// Points a seat paid (a ransom) came off its score meeple; what that
/// figure could not cover comes off the messenger for good. `not_yet`:
/// points in the score that are not the figures' yet.
fn settle(game: &mut Game, seat: usize, not_yet: u32) {
    let free = game
        .score(seat)
        .saturating_sub(not_yet + state(game).pending[seat]);
    let messenger = &mut state(game).messenger[seat];
    *messenger = (*messenger).min(free);
}

/// The points go on the seat's figure moved this turn, which moves (and
/// what follows from its move is given: a robber beside it robs).
fn put_on(game: &mut Game, seat: usize, figure: u8, points: u32) {
    let me = game.current_player();
    let state = state(game);
    state.moved[seat] = Some(figure);
    if figure == 1 {
        state.messenger[seat] += points;
    }
    state.moved_now |= seat == me && points > 0;
    if points > 0 {
        game.figure_moves(seat, figure, points);
    }
}

/// Points waiting on a seat whose figure moved this turn go on it,
/// unasked (a turn's second tile, a robbery's share); the seats with
/// points and no figure moved yet are queued to choose. Whether any is.
fn line_up(game: &mut Game) -> bool {
    // A figure's move may rob, giving another seat points: round again.
    while let Some((seat, figure)) = game.seats_from_left().find_map(|seat| {
        let state = game.sets_state.get::<Couriers>();
        let figure = state.moved[seat].filter(|_| state.pending[seat] > 0);
        figure.map(|f| (seat, f))
    }) {
        let points = std::mem::take(&mut state(game).pending[seat]);
        put_on(game, seat, figure, points);
    }
    let seats = game.seats_from_left();
    let state = state(game);
    state.left = 0;
    for seat in seats.filter(|&seat| state.pending[seat] > 0) {
        state.queue[state.left as usize] = seat as u8;
        state.left += 1;
    }
    state.left > 0
}

/// After a figure moved: the seats still to choose a figure; then, once
/// the player whose turn it is moved, a message if their figure took
/// points and ends on a dark space; else the step is over.
fn after_move(game: &mut Game) -> bool {
    if line_up(game) {
        state(game).step = Step::Figure;
        return true;
    }
    let me = game.current_player();
    let moved_now = std::mem::take(&mut state(game).moved_now);
    let on_dark = moved_now
        && state(game).moved[me].is_some_and(|f| {
            let points = figures(game, me)[f as usize];
            points > 0 && points.is_multiple_of(5)
        });
    state(game).step = match on_dark {
        true => Step::Draw,
        false => Step::Idle,
    };
    on_dark
}

/// A message's points to the player, on their moved figure.
fn give(game: &mut Game, points: u32, message: u8) -> bool {
    let me = game.current_player();
    if points > 0 {
        game.award_now(Award {
            kind: ScoreKind::Set(SetId::Messengers),
            points,
            players: 1 << me,
            what: Scored::Tokens(message),
        });
        let figure = state(game).moved[me].unwrap_or(0);
        put_on(game, me, figure, points);
    }
    after_move(game)
}

/// Carries the message out (for its follower, once chosen).
fn carry_out(game: &mut Game, message: u8) -> bool {
    let me = game.current_player();
    let what = Message::of(message);
    match what {
        Message::AnotherTile => {
            state(game).extra_tile = true;
            state(game).step = Step::Idle;
            false
        }
        Message::ScoreAndReturn => {
            state(game).step = Step::Follower;
            true
        }
        Message::SmallestRoad | Message::SmallestCity | Message::SmallestMonastery => {
            let root = smallest_feature(game, me, what).expect("a feature to score");
            let points = as_at_the_end(game, root);
            give(game, points, message)
        }
        _ => {
            let points = worth(game, me, what).unwrap_or(0);
            give(game, points, message)
        }
    }
}

/// The message drawn: asked, or its 2 points where it cannot be carried
/// out or would give nothing.
fn drawn(game: &mut Game, message: u8) -> bool {
    let me = game.current_player();
    let what = Message::of(message);
    let possible = worth(game, me, what).is_some_and(|p| p > 0 || what == Message::AnotherTile);
    if possible {
        state(game).step = Step::Message(message);
        return true;
    }
    give(game, INSTEAD, message)
}

pub(super) struct MessengerStep;

impl Phase for MessengerStep {
    fn key(&self) -> &'static str {
        MESSENGER
    }

    fn slot(&self) -> Slot {
        Slot::AfterScoring
    }

    /// Each seat with points this turn, from the player's left, the
    /// player last.
    fn begin(&self, game: &mut Game, _tile: usize) -> bool {
        let n = game.players();
        if state(game).step != Step::Idle {
            return false;
        }
        // A turn's second tile: the figures moved on its first take its
        // points too, unasked.
        if !game.is_extra_tile() {
            state(game).moved = Default::default();
        }
        state(game).moved_now = false;
        for seat in 0..n {
            settle(game, seat, 0);
        }
        after_move(game)
    }

    fn chooser(&self, game: &Game) -> Option<usize> {
        let state = game.sets_state.get::<Couriers>();
        match state.step {
            Step::Idle => None,
            Step::Figure => Some(state.queue[0] as usize),
            _ => Some(game.current_player()),
        }
    }

    fn chance(&self, game: &Game) -> bool {
        game.sets_state.get::<Couriers>().step == Step::Draw
    }

    fn options(&self, game: &Game, out: &mut Vec<Pick>) {
        let state = game.sets_state.get::<Couriers>();
        let me = game.current_player();
        match state.step {
            Step::Figure => out.extend([Pick::Choice(0), Pick::Choice(1)]),
            Step::Draw if (state.drawn as usize) < MESSAGES => {
                let seen = &state.order[..state.known as usize];
                let unseen = (0..MESSAGES as u8).filter(|m| !seen.contains(m));
                out.extend(unseen.map(|m| Pick::Choice(FIRST_MESSAGE + m)));
            }
            Step::Draw => {
                let next = state.order[state.drawn as usize % MESSAGES];
                out.push(Pick::Choice(FIRST_MESSAGE + next));
            }
            Step::Message(_) => out.extend([Pick::Choice(2), Pick::Choice(3)]),
            Step::Follower => {
                let board = game.board().tiles();
                let spots =
                    followers(game, me).map(|m| Pick::Spot(board[m.tile as usize].pos, m.segment));
                for spot in spots {
                    if !out.contains(&spot) {
                        out.push(spot);
                    }
                }
            }
            Step::Idle => {}
        }
    }

    fn take(&self, game: &mut Game, pick: Pick) -> bool {
        let step = game.sets_state.get::<Couriers>().step;
        match (step, pick) {
            (Step::Figure, Pick::Choice(figure)) => {
                let seat = state(game).queue[0] as usize;
                let points = std::mem::take(&mut state(game).pending[seat]);
                put_on(game, seat, figure, points);
                after_move(game)
            }
            (Step::Draw, Pick::Choice(n)) => {
                let message = n - FIRST_MESSAGE;
                let state = state(game);
                if (state.drawn as usize) < MESSAGES {
                    state.order[state.known as usize] = message;
                    state.known += 1;
                }
                state.drawn += 1;
                drawn(game, message)
            }
            (Step::Message(message), Pick::Choice(2)) => carry_out(game, message),
            (Step::Message(message), Pick::Choice(_)) => give(game, INSTEAD, message),
            (Step::Follower, Pick::Spot(pos, segment)) => {
                let me = game.current_player();
                let tile = game.board().index_at(pos).expect("a follower's tile") as u8;
                let at = (game.meeples().iter()).rposition(|m| {
                    m.player as usize == me && m.tile == tile && m.segment == segment
                });
                let id = game.segment_id(tile as usize, segment);
                let points = as_at_the_end(game, game.features().root(id));
                game.send_home(at.expect("a follower offered"));
                give(game, points, Message::ScoreAndReturn as u8)
            }
            _ => panic!("a pick the messenger step did not offer: {pick:?}"),
        }
    }

    fn cut(&self, game: &mut Game) {
        state(game).step = Step::Idle;
    }

    fn choices(&self) -> &'static [&'static str] {
        &CHOICES
    }
}
