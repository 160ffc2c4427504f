//! The turn: the one plugin that changes `TurnStage`, runs the pauses and
//! calls the engine. It starts the game, takes each `TurnRequest` (from the
//! mouse and keys, a computer seat, the panels), asks the `Table`, and
//! announces what happened as a `TurnEvent`.
//!
//! Draw → Place (the tile in hand) → Deploy (the tile lies on the board,
//! a meeple may be chosen; it can still be picked up) → Score (the move is
//! final; a pause shows what it scored) → Draw. No tile left: game over.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::window::RequestRedraw;

use crate::gui::messages::{FromHost, LANDING, TableNeeded, TurnEvent, TurnRequest};
use crate::gui::options::GuiOptions;
use crate::gui::play::announce::{announce, next_stage_after};
use crate::gui::play::session::{
    NewGame, Online, ResumeFrom, Session, remember_setup, session_for,
};
use crate::gui::play::watching::Watching;
use crate::gui::prefs::Prefs;
use crate::gui::states::{AppState, FrameSet, TurnStage};
use crate::rules::set_names::InHand;
use crate::rules::{Deploy, Happened, Move};
use crate::saves;

/// What the turn waits for, and what comes after.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq)]
pub struct Pause {
    /// When the wait is over (seconds since start-up).
    pub until: f32,
    pub then: AfterPause,
}

#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub enum AfterPause {
    /// Nothing to wait for.
    #[default]
    Nothing,
    /// A computer's tile has landed and been seen: its turn ends.
    EndTurn,
    /// What the move scored has been shown: the next tile is drawn.
    NextTurn,
    /// A computer seat's step of the flight has been seen: the next.
    Step,
}

/// How long each computer seat's step of a flight stays on screen.
const STEP_PAUSE: f32 = 0.45;

/// Starts a game from the current `NewGame`, or continues a saved one.
/// Exclusive, so the session exists before the first turn stage is entered.
pub fn start_game(world: &mut World) {
    // A player's screen in a network game already has the host's table.
    if matches!(world.get_resource::<Online>(), Some(Online::Player { .. })) {
        world.insert_resource(Pause::default());
        world.write_message(TurnEvent::GameStarted);
        return;
    }
    let setup = world.resource::<NewGame>().clone();
    let resume = world.remove_resource::<ResumeFrom>().map(|r| r.0);
    let mut session = session_for(&setup, resume);
    // Hosted: the lobby opened the port, or (a hosted game continued) it
    // opens as the game starts.
    session.networked =
        world.contains_resource::<Online>() || session.seats.iter().any(|s| s.remote);
    world.insert_resource(session);
    world.insert_resource(Pause::default());
    let mut prefs = world.resource_mut::<Prefs>();
    remember_setup(&mut prefs.settings, &setup);
    prefs.save();
    world.write_message(TurnEvent::GameStarted);
}

/// Watching a recorded game: the session is the game as it stood after
/// the turn the viewer asks for, read from the record's one replay (a
/// record that does not replay was refused when it was read).
fn start_watching(world: &mut World) {
    let watching = world.resource::<Watching>();
    let session = Session::watching(watching, watching.at);
    world.insert_resource(session);
    world.write_message(TurnEvent::GameStarted);
}

/// Leaving the viewer for the end screen of the game just watched: the
/// board is the finished game again.
fn stop_watching(world: &mut World) {
    let mut watching = world.resource::<Watching>().clone();
    if watching.back_to != AppState::GameOver {
        return;
    }
    watching.at = watching.turns();
    let session = Session::watching(&watching, watching.at);
    world.insert_resource(session);
    world.write_message(TurnEvent::GameStarted);
}

/// The viewer's requests: step to another turn of the recorded game.
fn show_turns(
    mut requests: MessageReader<TurnRequest>,
    mut watching: ResMut<Watching>,
    mut session: ResMut<Session>,
    mut events: MessageWriter<TurnEvent>,
) {
    for &request in requests.read() {
        let TurnRequest::ShowTurn(turns) = request else {
            continue;
        };
        let turns = turns.min(watching.turns());
        if turns == watching.at {
            continue;
        }
        *session = Session::watching(&watching, turns);
        watching.at = turns;
        events.write(TurnEvent::TurnShown(turns));
    }
}

/// After every turn (and at the end) the game is saved, so closing the
/// window or a crash loses nothing. Automated runs leave the save alone.
fn autosave(session: Res<Session>, options: Res<GuiOptions>, online: Option<Res<Online>>) {
    // A player's screen keeps no save: the game is the host's.
    if options.autoplay || playing_elsewhere(online) {
        return;
    }
    let Some(path) = saves::autosave_path() else {
        return;
    };
    if let Err(e) = saves::write_atomically(&path, &session.table.record_now().to_ron()) {
        warn!("autosave failed: {e}");
    }
}

/// A set's act (points paid to free a figure) is saved at once, not at the
/// turn's end: it is made at any moment of the turn, so closing the window
/// mid-turn would lose the points paid and what they bought back.
fn autosave_acts(
    mut events: MessageReader<TurnEvent>,
    session: Res<Session>,
    options: Res<GuiOptions>,
    online: Option<Res<Online>>,
) {
    let acted = |e: &TurnEvent| {
        matches!(
            e,
            TurnEvent::Step {
                happened: Happened::Acted { .. },
                ..
            }
        )
    };
    if events.read().filter(|e| acted(e)).count() > 0 {
        autosave(session, options, online);
    }
}

/// Draw: the table has already drawn (and discarded what fits nowhere);
/// go on to placing, or to the end.
fn draw_tile(
    session: Res<Session>,
    mut stage: ResMut<NextState<TurnStage>>,
    mut app: ResMut<NextState<AppState>>,
    mut events: MessageWriter<TurnEvent>,
) {
    if session.in_hand().is_none() {
        app.set(AppState::GameOver);
        events.write(TurnEvent::GameOver);
    } else {
        stage.set(TurnStage::Place);
    }
}

/// Nobody watches at the mouse (an automated run, or computers only): the
/// game goes on without pauses or gliding tiles.
pub fn unwatched(options: &GuiOptions, session: &Session) -> bool {
    options.autoplay || session.all_computers()
}

/// How long what a move scored stays on screen before the next turn.
fn score_pause(options: &GuiOptions, session: &Session, scored_anything: bool) -> f32 {
    if unwatched(options, session) {
        0.05
    } else if scored_anything {
        0.9
    } else {
        0.15
    }
}

/// Everything the turn plugin reads and changes.
#[derive(SystemParam)]
struct Turn<'w> {
    session: ResMut<'w, Session>,
    stage: Res<'w, State<TurnStage>>,
    next: ResMut<'w, NextState<TurnStage>>,
    pause: ResMut<'w, Pause>,
    events: MessageWriter<'w, TurnEvent>,
    options: Res<'w, GuiOptions>,
    time: Res<'w, Time>,
    redraw: MessageWriter<'w, RequestRedraw>,
}

impl Turn<'_> {
    /// A person asks: only while a person holds the tile.
    fn persons(&self) -> bool {
        self.session.any_person_to_play()
    }

    /// The next choice of a move in flight (a step of a set's phase,
    /// where a figure moves on) is a person's.
    fn persons_step(&self) -> bool {
        (self.session.table.chooser_in_flight())
            .is_some_and(|s| self.session.seats[s].computer.is_none())
    }

    /// Makes a step on the table and announces what happened, as the
    /// engine tells it; `None` if the step was refused.
    fn make(&mut self, m: Move) -> Option<Vec<Happened>> {
        let by_computer = self.session.computer_seat();
        match self.session.table.make(m) {
            Ok(happened) => {
                announce(&mut self.session, &mut self.events, &happened, by_computer);
                Some(happened)
            }
            Err(reason) => {
                match m {
                    Move::Place(p) => {
                        self.events
                            .write(TurnEvent::PlacementRefused { pos: p.pos, reason });
                    }
                    _ => warn!("{m:?} was refused: {reason}"),
                }
                None
            }
        }
    }

    fn place(&mut self, placement: crate::rules::Placement) -> bool {
        let placed = self.make(Move::Place(placement)).is_some();
        if placed {
            self.next.set(TurnStage::Deploy);
        }
        placed
    }

    /// Ends the turn (or takes a figure back, which ends it): what it scored
    /// stays on screen for a moment.
    fn end_turn(&mut self, m: Move) {
        let Some(happened) = self.make(m) else {
            return;
        };
        self.fly(happened);
    }

    /// The choices of a move in flight (a set's figure's steps after the
    /// deploy, then figures moving on after the scoring), seat by seat: a
    /// person's (here or at another screen) waited for, a computer's made
    /// after a moment to see the last; after the last (or with none),
    /// what the move scored is shown. `happened`: what the move told so
    /// far.
    fn fly(&mut self, mut happened: Vec<Happened>) {
        let quick = unwatched(&self.options, &self.session);
        while let Some(seat) = self.session.table.chooser_in_flight() {
            // Entered once for the whole flight.
            NextState::set_if_neq(&mut self.next, TurnStage::Steps);
            if self.session.seats[seat].computer.is_none() {
                return;
            }
            if !quick {
                *self.pause = Pause {
                    until: self.time.elapsed_secs() + STEP_PAUSE,
                    then: AfterPause::Step,
                };
                return;
            }
            match self.computer_step(seat) {
                Some(more) => happened.extend(more),
                None => return,
            }
        }
        let scored_anything = happened
            .iter()
            .any(|h| matches!(h, Happened::TurnEnded { scored, .. } if !scored.is_empty()));
        let wait = score_pause(&self.options, &self.session, scored_anything);
        *self.pause = Pause {
            until: self.time.elapsed_secs() + wait,
            then: AfterPause::NextTurn,
        };
        self.next.set(TurnStage::Score);
    }

    /// A computer seat's step or move on, chosen as the computer players
    /// choose.
    fn computer_step(&mut self, seat: usize) -> Option<Vec<Happened>> {
        self.make(crate::ai::moving_on::next_in_flight(
            &self.session.table,
            seat,
        )?)
    }

    /// A computer takes a seat over from a player who has gone, or gives
    /// it back. If it is that seat's turn, the turn starts again from the
    /// tile in hand (a tile the player had put down is picked up), so the
    /// computer thinks about it, or the player plays it.
    fn stand_in(&mut self, seat: usize, computer: Option<crate::ai::AiKind>) {
        let Some(s) = self.session.seats.get_mut(seat) else {
            return;
        };
        if s.computer == computer {
            return;
        }
        s.computer = computer;
        s.remote = computer.is_none();
        self.events.write(TurnEvent::SeatsChanged);
        // A computer that takes over the seat choosing a step of a set's phase
        // makes it after a moment.
        if *self.stage.get() == TurnStage::Steps
            && computer.is_some()
            && self.session.table.chooser_in_flight() == Some(seat)
        {
            *self.pause = Pause {
                until: self.time.elapsed_secs() + STEP_PAUSE,
                then: AfterPause::Step,
            };
        }
        let placing = matches!(self.stage.get(), TurnStage::Place | TurnStage::Deploy);
        if placing && self.session.table.game().current_player() == seat {
            if self.session.table.placed().is_some() {
                self.make(Move::PickUp);
            }
            self.next.set(TurnStage::Draw);
        }
    }

    fn act(&mut self, request: TurnRequest) {
        use TurnRequest as R;
        let stage = *self.stage.get();
        let now = self.time.elapsed_secs();
        let placing = stage == TurnStage::Place;
        let deploying = stage == TurnStage::Deploy;
        match request {
            R::Move(Move::Place(p)) if self.persons() && (placing || deploying) => {
                self.place(p);
            }
            R::Move(m @ (Move::TurnPlaced | Move::Choose(_))) if self.persons() && deploying => {
                self.make(m);
            }
            R::Move(Move::PickUp) if self.persons() && deploying => {
                if self.make(Move::PickUp).is_some() {
                    self.next.set(TurnStage::Place);
                }
            }
            R::Move(m @ (Move::EndTurn | Move::Recall(_))) if self.persons() && deploying => {
                self.end_turn(m)
            }
            // A set's act (points paid to free a figure) while the tile is
            // in hand or placed; the player's own tile instead of the tile
            // drawn, or back; in the last round, let go (the next seat plays).
            R::Move(m @ Move::Act(act)) if self.persons() && (placing || deploying) => {
                if self.make(m).is_some() && act.hand() == InHand::LetGo {
                    self.next.set(TurnStage::Draw);
                }
            }
            // The step of a person's seat (the choosing seat: the host
            // checked a network seat's ask against it).
            R::Move(m @ Move::Decide(_)) if stage == TurnStage::Steps && self.persons_step() => {
                if let Some(happened) = self.make(m) {
                    self.fly(happened);
                }
            }
            R::Play(choice) if self.session.computer_to_play() && placing => {
                if let Some(act) = choice.act
                    && self.make(Move::Act(act)).is_none()
                {
                    return;
                }
                // The other tile (held or drawn): the tile in hand is picked
                // up first if it lies placed.
                if self.session.table.in_hand() != Some(choice.tile) {
                    if self.session.table.placed().is_some() {
                        self.make(Move::PickUp);
                    }
                    let swap = self.session.table.hand_act(InHand::Swapped);
                    if swap.and_then(|a| self.make(Move::Act(a))).is_none() {
                        return;
                    }
                }
                if !self.place(choice.placement) {
                    return;
                }
                if choice.deploy != Deploy::None {
                    self.make(Move::Choose(choice.deploy));
                }
                // Let people see where the tile went before it scores.
                let quick = unwatched(&self.options, &self.session);
                *self.pause = Pause {
                    until: now + if quick { 0.0 } else { LANDING + 0.4 },
                    then: AfterPause::EndTurn,
                };
            }
            R::Undo(depth)
                if self.persons()
                    && !self.session.networked
                    && (placing || deploying)
                    && self.session.undo_depth() == Some(depth) =>
            {
                match self.session.undo(depth) {
                    Ok(()) => {
                        self.events.write(TurnEvent::TurnsUndone(depth));
                        self.next.set(TurnStage::Draw);
                    }
                    Err(e) => warn!("undo failed: {e}"),
                }
            }
            R::StandIn { seat, computer } => self.stand_in(seat, computer),
            R::SkipPause if stage == TurnStage::Score => {
                self.pause.until = self.pause.until.min(now);
                self.events.write(TurnEvent::PauseSkipped);
            }
            other => debug!("{other:?} is not for now ({stage:?})"),
        }
    }
}

/// This screen plays in a network game hosted elsewhere: its requests go
/// to the host (`network.rs`), and the table follows the host's views.
fn playing_elsewhere(online: Option<Res<Online>>) -> bool {
    online.is_some_and(|o| matches!(*o, Online::Player { .. }))
}

/// A player's screen follows the host: each step the host's table made
/// is made on this screen's table (one engine call, no replay) and what
/// happened is announced as for a move made here, so the board, motion and
/// sound follow. A whole table (on joining, falling behind, coming back)
/// replaces this screen's; the first starts the game here.
#[allow(clippy::too_many_arguments)]
fn follow_host(
    mut commands: Commands,
    mut from_host: MessageReader<FromHost>,
    online: Res<Online>,
    mut session: Option<ResMut<Session>>,
    (stage, mut next_stage): (Option<Res<State<TurnStage>>>, ResMut<NextState<TurnStage>>),
    mut next_app: ResMut<NextState<AppState>>,
    mut events: MessageWriter<TurnEvent>,
    (mut needed, mut redraw): (MessageWriter<TableNeeded>, MessageWriter<RequestRedraw>),
) {
    let Online::Player { seats, aids, .. } = &*online else {
        return;
    };
    // Who plays each seat changed at the host (a computer stands in).
    if online.is_changed()
        && let Some(session) = session.as_deref_mut()
        && session.seats != *seats
    {
        session.seats = seats.clone();
        events.write(TurnEvent::SeatsChanged);
    }
    let mut next = None;
    for news in from_host.read() {
        let Some(session) = session.as_deref_mut() else {
            // The first table: the game begins (start_game announces it).
            if let FromHost::Table { view, .. } = news {
                match view.table() {
                    Ok(table) => {
                        commands.insert_resource(Session {
                            aids: *aids,
                            networked: true,
                            ..Session::at(table, seats.clone())
                        });
                        next_app.set(AppState::InGame);
                        redraw.write(RequestRedraw);
                    }
                    Err(e) => warn!("the host's table could not be followed: {e}"),
                }
            }
            return;
        };
        match news {
            FromHost::Table { view, .. } => match view.table() {
                Ok(table) => {
                    session.table = table;
                    if let Err(e) = session.retell() {
                        warn!("the chart and log could not be told again: {e}");
                    }
                    events.write(TurnEvent::GameStarted);
                    // Mid-flight, the steps of a set's phase or a figure's
                    // move on are asked next.
                    next = Some(match session.table.chooser_in_flight() {
                        Some(_) => TurnStage::Steps,
                        None => TurnStage::Draw,
                    });
                }
                Err(e) => warn!("the host's table could not be followed: {e}"),
            },
            FromHost::Step(step) => {
                let by_computer = session.computer_seat();
                match crate::net::steps::follow(&mut session.table, step) {
                    Ok(happened) => {
                        announce(session, &mut events, &happened, by_computer);
                        next = next_stage_after(&happened).or(next);
                    }
                    Err(e) => {
                        warn!("the host's step {} could not be followed: {e}", step.number);
                        needed.write(TableNeeded);
                    }
                }
            }
        }
    }
    if let Some(next) = next
        && stage
            .as_ref()
            .is_none_or(|s| *s.get() != next || next == TurnStage::Draw)
    {
        next_stage.set(next);
        // The window sleeps between news: the stage changes at the next
        // frame, which must come.
        redraw.write(RequestRedraw);
    }
}

/// Acts on the requests of this frame, in the order they came.
fn take_requests(mut requests: MessageReader<TurnRequest>, mut turn: Turn) {
    for &request in requests.read() {
        turn.act(request);
    }
}

/// When a pause runs out the turn moves on.
fn end_pause(mut turn: Turn) {
    let pause = *turn.pause;
    if pause.then == AfterPause::Nothing {
        return;
    }
    // The window sleeps when nothing moves; a pause must still end.
    turn.redraw.write(RequestRedraw);
    // A stage asked for this frame is entered only at the next: the pause
    // waits for it.
    let due = matches!(
        (pause.then, turn.stage.get()),
        (AfterPause::EndTurn, TurnStage::Deploy)
            | (AfterPause::NextTurn, TurnStage::Score)
            | (AfterPause::Step, TurnStage::Steps)
    );
    if !due || turn.time.elapsed_secs() < pause.until {
        return;
    }
    *turn.pause = Pause::default();
    match pause.then {
        AfterPause::EndTurn => turn.end_turn(Move::EndTurn),
        AfterPause::NextTurn => turn.next.set(TurnStage::Draw),
        AfterPause::Step => {
            // A computer seat's step, then the flight goes on (a seat that
            // has changed hands meanwhile is asked again).
            let Some(seat) = turn.session.table.chooser_in_flight() else {
                return;
            };
            let made = match turn.session.seats[seat].computer {
                Some(_) => turn.computer_step(seat),
                None => Some(Vec::new()),
            };
            if let Some(happened) = made {
                turn.fly(happened);
            }
        }
        AfterPause::Nothing => {}
    }
}

/// Draw is passed through at once: keep frames coming until it is.
fn keep_drawing(mut redraw: MessageWriter<RequestRedraw>) {
    redraw.write(RequestRedraw);
}

pub fn plugin(app: &mut App) {
    app.add_message::<TurnRequest>()
        .add_message::<TurnEvent>()
        .add_message::<FromHost>()
        .add_message::<TableNeeded>()
        .init_resource::<Pause>()
        .add_systems(OnEnter(AppState::InGame), start_game)
        .add_systems(OnEnter(TurnStage::Draw), (autosave, draw_tile))
        .add_systems(OnEnter(AppState::GameOver), autosave)
        .add_systems(
            Update,
            autosave_acts
                .run_if(in_state(AppState::InGame))
                .after(FrameSet::Rules),
        )
        .add_systems(OnEnter(AppState::Watching), start_watching)
        .add_systems(OnExit(AppState::Watching), stop_watching)
        .add_systems(
            Update,
            show_turns
                .run_if(in_state(AppState::Watching))
                .in_set(FrameSet::Rules),
        )
        .add_systems(
            Update,
            (
                take_requests.run_if(not(playing_elsewhere)),
                end_pause,
                keep_drawing.run_if(in_state(TurnStage::Draw)),
            )
                .chain()
                .run_if(in_state(AppState::InGame))
                .in_set(FrameSet::Rules),
        )
        .add_systems(
            Update,
            follow_host
                .run_if(playing_elsewhere)
                .in_set(FrameSet::Rules),
        );
}
