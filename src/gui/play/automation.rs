//! Flags for automation: `--exit-on-end` prints the `replay --json` summary
//! and quits at game end; `--screenshot PATH` writes a PNG of the window (at
//! game end with `--autoplay`, otherwise once the first frames are drawn).

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};
use bevy::window::RequestRedraw;

use crate::gui::options::GuiOptions;
use crate::gui::play::session::Session;
use crate::gui::states::AppState;
use crate::rules::record::summary_json;

/// Frames to wait so the last state is on screen before the picture.
const SETTLE_FRAMES: u32 = 20;

#[derive(Resource, Default)]
struct Countdown {
    frames: Option<u32>,
    taken: bool,
}

fn game_over(
    options: Res<GuiOptions>,
    session: Res<Session>,
    mut countdown: ResMut<Countdown>,
    mut exit: MessageWriter<AppExit>,
) {
    if options.exit_on_end {
        let game = session.table.game();
        println!("{}", summary_json(game, game.is_over()));
    }
    if options.screenshot.is_some() && options.autoplay {
        countdown.frames = Some(SETTLE_FRAMES);
    } else if options.exit_on_end && options.screenshot.is_none() {
        exit.write(AppExit::Success);
    }
}

fn start_countdown(options: Res<GuiOptions>, mut countdown: ResMut<Countdown>) {
    if options.screenshot.is_some() && !options.autoplay {
        countdown.frames = Some(SETTLE_FRAMES * 3);
    }
}

fn tick(
    mut commands: Commands,
    options: Res<GuiOptions>,
    mut countdown: ResMut<Countdown>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let Some(frames) = countdown.frames else {
        return;
    };
    redraw.write(RequestRedraw);
    if frames > 0 {
        countdown.frames = Some(frames - 1);
        return;
    }
    if countdown.taken {
        return;
    }
    countdown.taken = true;
    let path = options.screenshot.clone().expect("screenshot path");
    let mut save = save_to_disk(path.clone());
    commands.spawn(Screenshot::primary_window()).observe(
        move |captured: On<ScreenshotCaptured>, mut exit: MessageWriter<AppExit>| {
            save(captured);
            info!("screenshot written to {path}");
            exit.write(AppExit::Success);
        },
    );
}

/// `--record PATH`: the record after every turn, written atomically so a
/// reader never sees half a file.
fn write_record(options: Res<GuiOptions>, session: Option<Res<Session>>) {
    let (Some(path), Some(session)) = (&options.record, session) else {
        return;
    };
    if let Err(e) = crate::saves::write_atomically(
        std::path::Path::new(path),
        &session.table.record_now().to_ron(),
    ) {
        warn!("could not write the record: {e}");
    }
}

/// `--fps`: when the first frame was done (seconds since start-up: the
/// second frame begins once the first is shown), then the frames drawn in
/// each second, on stdout.
fn report_fps(
    time: Res<Time>,
    real: Res<Time<Real>>,
    count: Res<bevy::diagnostic::FrameCount>,
    mut frames: Local<u32>,
    mut since: Local<f32>,
) {
    if count.0 == 1 {
        println!("first frame {:.2} s", real.elapsed_secs());
    }
    *frames += 1;
    let now = time.elapsed_secs();
    if now - *since >= 1.0 {
        println!("fps {:.1}", *frames as f32 / (now - *since));
        *frames = 0;
        *since = now;
    }
}

pub fn plugin(app: &mut App) {
    if app.world().resource::<GuiOptions>().fps {
        app.add_systems(Update, report_fps);
    }
    app.init_resource::<Countdown>()
        .add_systems(Startup, start_countdown)
        .add_systems(OnEnter(AppState::GameOver), (game_over, write_record))
        .add_systems(OnEnter(crate::gui::states::TurnStage::Draw), write_record)
        .add_systems(Update, tick);
}
