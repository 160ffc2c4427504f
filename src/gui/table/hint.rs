//! Hints for people: the hard computer player's suggestion for the tile in
//! hand (or the player's own held tile instead), worked out off the main
//! thread and shown as a ghost tile (and a ghost meeple) on the board; and,
//! in a step of a set's phase a person chooses (a figure to take, a
//! seat, a choice), the computer players' pick, a large gold ring on the board or
//! the side panel's button marked. H or the Hint button asks; the hint
//! goes when the turn or the step moves on.

use bevy::prelude::*;
use bevy::window::RequestRedraw;
use bevy::winit::EventLoopProxyWrapper;
use rand::SeedableRng;
use rand::rngs::SmallRng;

use crate::ai::moving_on::next_in_flight;
use crate::ai::{AiKind, Choice};
use crate::gui::play::session::Session;
use crate::gui::play::worker::Search;
use crate::gui::states::{FrameSet, OfGame, TurnStage};
use crate::gui::table::geometry::{meeple_pose, pick_point, square_centre};
use crate::gui::table::hand_view::HandArt;
use crate::gui::table::tile_art::{Artist, TileLook};
use crate::rules::{Move, Pick, Table};

/// The hint being worked out, or the one shown.
#[derive(Resource, Default)]
pub enum Hint {
    #[default]
    None,
    Thinking(Search),
    Shown(Choice),
    /// The pick suggested in a step of a set's phase, and the step it is
    /// for (`step_of`).
    Step(Pick, (usize, usize)),
}

impl Hint {
    pub fn thinking(&self) -> bool {
        matches!(self, Hint::Thinking(_))
    }

    /// The pick suggested for the step a person chooses now, if asked.
    pub fn step_pick(&self) -> Option<Pick> {
        match *self {
            Hint::Step(pick, _) => Some(pick),
            _ => None,
        }
    }
}

/// Which step of the move a hint is for: the turn, and the picks of its
/// phases made so far.
fn step_of(table: &Table) -> (usize, usize) {
    (table.record().turns.len(), table.choices_in_flight())
}

/// A request for a hint (the H key or the panel's button). Not a request
/// of the turn: a hint changes nothing at the table.
#[derive(Message, Debug, Clone, Copy)]
pub struct AskHint;

#[derive(Component)]
#[require(OfGame)]
struct Ghost;

/// A hint is for a person holding a tile, before it is placed, or
/// choosing a step of a set's phase.
pub fn may_hint(session: &Session, stage: Option<&State<TurnStage>>) -> bool {
    session.aids
        && match stage.map(|s| *s.get()) {
            Some(TurnStage::Place) => session.person_to_play(),
            Some(TurnStage::Steps) => {
                (session.table.chooser_in_flight()).is_some_and(|seat| session.person_at(seat))
            }
            _ => false,
        }
}

fn key_asks(keys: Res<ButtonInput<KeyCode>>, mut asks: MessageWriter<AskHint>) {
    if keys.just_pressed(KeyCode::KeyH) {
        asks.write(AskHint);
    }
}

fn start_hint(
    mut asks: MessageReader<AskHint>,
    mut hint: ResMut<Hint>,
    session: Res<Session>,
    stage: Option<Res<State<TurnStage>>>,
    proxy: Option<Res<EventLoopProxyWrapper>>,
) {
    if asks.read().count() == 0 || hint.thinking() || !may_hint(&session, stage.as_deref()) {
        return;
    }
    // A step of a set's phase: the pick every computer level makes, at once.
    if let Some(seat) = session.table.chooser_in_flight() {
        if let Some(Move::Decide(pick)) = next_in_flight(&session.table, seat) {
            *hint = Hint::Step(pick, step_of(&session.table));
        }
        return;
    }
    let Some(tile) = session.in_hand() else {
        return;
    };
    let game = session.table.game().clone();
    let seed = game.moves_made() as u64 ^ 0x5eed;
    // Between the tile drawn and the player's own held tile, whichever
    // is in hand now.
    let drawn = session.table.shown().unwrap_or(tile);
    // The window sleeps meanwhile; the answer wakes it.
    *hint = Hint::Thinking(Search::spawn(proxy.as_deref(), move || {
        let rng = &mut SmallRng::seed_from_u64(seed);
        AiKind::Lookahead.choose_turn(&game, drawn, rng, crate::ai::HARD_THINKING)
    }));
}

fn finish_hint(mut hint: ResMut<Hint>, mut redraw: MessageWriter<RequestRedraw>) {
    let Hint::Thinking(search) = &mut *hint else {
        return;
    };
    if let Some(choice) = search.poll(&mut redraw) {
        redraw.write(RequestRedraw);
        *hint = Hint::Shown(choice);
    }
}

fn forget_hint(mut hint: ResMut<Hint>) {
    *hint = Hint::None;
}

/// A step's hint goes once that step is made.
fn forget_old_step(mut hint: ResMut<Hint>, session: Option<Res<Session>>) {
    if let Hint::Step(_, step) = *hint
        && session.is_none_or(|s| step_of(&s.table) != step)
    {
        *hint = Hint::None;
    }
}

/// The ghost of the suggested move: the tile where it would go, turned as
/// it would be, and the meeple where it would stand.
fn show_ghost(
    mut commands: Commands,
    hint: Res<Hint>,
    session: Option<Res<Session>>,
    mut artist: Artist,
    hand: Res<HandArt>,
    old: Query<Entity, With<Ghost>>,
) {
    if !hint.is_changed() {
        return;
    }
    for e in &old {
        commands.entity(e).despawn();
    }
    // A step's pick on the board: a gold ring round the marker of the pick
    // offered (the side panel says so).
    if let (Hint::Step(pick, _), Some(session)) = (&*hint, &session)
        && let Some(at) = pick_point(session.table.game(), *pick)
    {
        commands.spawn((
            Ghost,
            Mesh2d(hand.hint_ring.clone()),
            MeshMaterial2d(hand.hint_gold.clone()),
            // Under the offered pick's own marker and the figure on it.
            Transform::from_translation(at.extend(8.9)),
        ));
        return;
    }
    let (Hint::Shown(choice), Some(session)) = (&*hint, session) else {
        return;
    };
    // The suggested tile: the one in hand, or the player's own instead.
    let kind = choice.tile;
    let p = choice.placement;
    let centre = square_centre(p.pos);
    commands.spawn((
        Ghost,
        artist.tile(kind, p.rot, TileLook::Ghost),
        Transform::from_translation(centre.extend(4.0)),
    ));
    if let Some((seg, meeple)) = choice.deploy.meeple() {
        let (spot, turn) = meeple_pose(kind, p, seg);
        commands.spawn((
            Ghost,
            artist.meeple(session.current_seat().colour, meeple, true),
            Transform::from_translation(spot.extend(4.5)).with_rotation(turn),
        ));
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Hint>()
        .add_message::<AskHint>()
        .add_systems(OnExit(TurnStage::Place), forget_hint)
        .add_systems(OnExit(TurnStage::Steps), forget_hint)
        .add_systems(
            Update,
            (
                key_asks.run_if(not(bevy_egui::input::egui_wants_any_keyboard_input)),
                start_hint.run_if(resource_exists::<Session>),
                finish_hint,
                forget_old_step,
            )
                .chain()
                .in_set(FrameSet::Input),
        )
        // Also once the turn has moved on this frame, before the views.
        .add_systems(
            Update,
            forget_old_step
                .after(FrameSet::Rules)
                .before(FrameSet::View),
        )
        .add_systems(Update, show_ghost.in_set(FrameSet::View));
}
