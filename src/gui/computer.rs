//! Computer seats: the choice is computed on a worker thread so the window
//! stays responsive, then shown like a person's move (the tile lands, a
//! short pause, then scoring).

use bevy::prelude::*;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};
use bevy::window::RequestRedraw;
use bevy::winit::{EventLoopProxyWrapper, WinitUserEvent};
use rand::SeedableRng;
use rand::rngs::SmallRng;

use super::audio::SoundCue;
use super::hand::{Hold, LANDING, ScorePause};
use super::session::Session;
use super::{FrameSet, TurnStage};
use crate::ai::Choice;
use crate::sounds::Sound;

/// The computer's choice being worked out.
#[derive(Resource)]
pub struct Thinking(pub Search);

/// A search on a worker thread that wakes the sleeping window when done.
pub struct Search {
    task: Task<Choice>,
    /// Set just before the wake-up, so a frame that comes between the
    /// wake-up and the task's end knows to look again.
    done: Arc<AtomicBool>,
}

impl Search {
    pub fn spawn(
        proxy: Option<&EventLoopProxyWrapper>,
        search: impl FnOnce() -> Choice + Send + 'static,
    ) -> Search {
        let proxy = proxy.map(|p| (**p).clone());
        let done = Arc::new(AtomicBool::new(false));
        let flag = done.clone();
        let task = AsyncComputeTaskPool::get().spawn(async move {
            let choice = search();
            flag.store(true, Ordering::Release);
            if let Some(proxy) = proxy {
                let _ = proxy.send_event(WinitUserEvent::WakeUp);
            }
            choice
        });
        Search { task, done }
    }

    /// The choice, once made; asks for another frame if it is due any moment.
    pub fn poll(&mut self, redraw: &mut MessageWriter<RequestRedraw>) -> Option<Choice> {
        let choice = check_ready(&mut self.task);
        if choice.is_none() && self.done.load(Ordering::Acquire) {
            redraw.write(RequestRedraw);
        }
        choice
    }
}

fn is_computer(session: Option<Res<Session>>) -> bool {
    session.is_some_and(|s| s.computer_to_play())
}

fn start_thinking(
    mut commands: Commands,
    session: Res<Session>,
    proxy: Option<Res<EventLoopProxyWrapper>>,
) {
    let (Some(tile), Some(ai)) = (session.in_hand(), session.current_seat().computer) else {
        return;
    };
    let game = session.table.game().clone();
    let seed = game.moves_made() as u64 ^ session.table.record().seed.unwrap_or(0);
    // The window sleeps while the computer thinks; the answer wakes it.
    let search = Search::spawn(proxy.as_deref(), move || {
        ai.choose(&game, tile, &mut SmallRng::seed_from_u64(seed))
    });
    commands.insert_resource(Thinking(search));
}

#[allow(clippy::too_many_arguments)]
fn finish_thinking(
    mut commands: Commands,
    thinking: Option<ResMut<Thinking>>,
    mut session: ResMut<Session>,
    mut stage: ResMut<NextState<TurnStage>>,
    mut pause: ResMut<ScorePause>,
    time: Res<Time>,
    options: Res<super::options::GuiOptions>,
    mut cues: MessageWriter<SoundCue>,
    mut hold: ResMut<Hold>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let Some(mut thinking) = thinking else { return };
    let Some(choice) = thinking.0.poll(&mut redraw) else {
        return;
    };
    commands.remove_resource::<Thinking>();
    // The tile now moves: frames again (keep_awake still sees `Thinking`).
    redraw.write(RequestRedraw);
    session.placement = Some(choice.placement);
    session.deploy = Some(choice.deploy);
    cues.write(SoundCue::new(Sound::Place));
    // Let people see where the tile went before it scores.
    let quick = options.autoplay || session.all_computers();
    let now = time.elapsed_secs();
    hold.landing = (!quick).then_some(now);
    pause.0 = now + if quick { 0.0 } else { LANDING + 0.4 };
    stage.set(TurnStage::Deploy);
}

pub fn plugin(app: &mut App) {
    app.add_systems(
        OnEnter(TurnStage::Place),
        start_thinking.run_if(is_computer),
    )
    .add_systems(
        Update,
        finish_thinking
            .run_if(in_state(TurnStage::Place).and_then(is_computer))
            .in_set(FrameSet::Rules),
    );
}
