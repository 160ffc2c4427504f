//! The window's game without a window: an app of the game's plugins on
//! Bevy's minimal ones, what it announced and went through, and ways to
//! drive it.

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use carcassonne::gui::add_game;
use carcassonne::gui::messages::{TurnEvent, TurnRequest};
use carcassonne::gui::options::GuiOptions;
use carcassonne::gui::play::session::Session;
use carcassonne::gui::states::TurnStage;
use carcassonne::rules::Rules;

/// Every turn stage entered, in order.
#[derive(Resource, Default)]
pub struct Stages(pub Vec<TurnStage>);

pub fn note_stage(stage: Res<State<TurnStage>>, mut seen: ResMut<Stages>) {
    seen.0.push(*stage.get());
}

/// Every event the turn plugin announced.
#[derive(Resource, Default)]
pub struct News(pub Vec<TurnEvent>);

pub fn note_news(mut news: MessageReader<TurnEvent>, mut seen: ResMut<News>) {
    seen.0.extend(news.read().cloned());
}

/// A game with a person at seat 0 saves after every turn: into a
/// temporary folder, never the real one.
pub fn keep_files_away() {
    static SWEPT: std::sync::Once = std::sync::Once::new();
    SWEPT.call_once(sweep_earlier_runs);
    carcassonne::saves::keep_files_in(
        std::env::temp_dir().join(format!("{HOMES}{}", std::process::id())),
    );
}

/// The start of the folder each run of these tests saves into; its end is
/// the run's process id.
const HOMES: &str = "carcassonne-headless-";

/// Takes away the folders of earlier runs whose process has ended: the
/// folder is shared by every test of a run, so no test may remove it, and
/// without this each run would leave one behind. Where processes cannot be
/// looked up (no `/proc`), nothing is taken away.
fn sweep_earlier_runs() {
    if !std::path::Path::new("/proc/self").exists() {
        return;
    }
    let Ok(entries) = std::fs::read_dir(std::env::temp_dir()) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some(pid) = (name.to_str()).and_then(|n| n.strip_prefix(HOMES)) else {
            continue;
        };
        let gone = pid.parse::<u32>().is_ok_and(|pid| {
            pid != std::process::id() && !std::path::Path::new(&format!("/proc/{pid}")).exists()
        });
        if gone {
            let _ = std::fs::remove_dir_all(entry.path());
        }
    }
}

pub fn headless_app(rules: Rules, players: usize, autoplay: bool) -> App {
    app_with(GuiOptions {
        players: Some(players),
        seed: Some(11),
        rules,
        autoplay,
        ..default()
    })
}

pub fn app_with(options: GuiOptions) -> App {
    keep_files_away();
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, AssetPlugin::default()))
        .init_asset::<Mesh>()
        .init_asset::<ColorMaterial>()
        .init_asset::<Image>()
        .init_resource::<ButtonInput<KeyCode>>()
        .init_resource::<ButtonInput<MouseButton>>()
        .add_message::<bevy::input::mouse::MouseWheel>()
        .add_message::<bevy::window::RequestRedraw>()
        .add_message::<AppExit>()
        .init_resource::<bevy_egui::input::EguiWantsInput>()
        .init_resource::<Stages>()
        .init_resource::<News>();
    add_game(&mut app, options);
    for stage in [
        TurnStage::Draw,
        TurnStage::Place,
        TurnStage::Deploy,
        TurnStage::Steps,
        TurnStage::Score,
    ] {
        app.add_systems(OnEnter(stage), note_stage);
    }
    app.add_systems(Last, note_news);
    app
}

pub fn session(app: &App) -> &Session {
    app.world().resource::<Session>()
}

pub fn stage(app: &App) -> Option<TurnStage> {
    app.world()
        .get_resource::<State<TurnStage>>()
        .map(|s| *s.get())
}

/// Updates until `done` holds (the pauses run on real time).
pub fn update_until(app: &mut App, what: &str, done: impl Fn(&App) -> bool) {
    for _ in 0..20_000 {
        app.update();
        if done(app) {
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(1));
    }
    panic!("never happened: {what}");
}

pub fn request(app: &mut App, r: TurnRequest) {
    app.world_mut().write_message(r);
    app.update();
}
