//! The desktop game: a Bevy app of small plugins, one per concern, on top of
//! the rules engine, in rooms:
//!
//! - `states.rs`: the app's states (menu, game, lobby…), the turn's stages
//!   (Draw → Place → Deploy → Score) and the order of a frame; imported by
//!   all, importing nothing of `gui/`.
//! - `messages.rs`: `TurnRequest` (asking for a move) and `TurnEvent` (what
//!   the turn announced happened), the one vocabulary between rooms.
//! - `play/`: the game being played: the turn (the only plugin that calls
//!   the engine and changes the stage), the session, computer seats and
//!   their worker thread, the autosave and automation.
//! - `table/`: what is on and over the board: tiles, meeples and features
//!   as entities, the hand, motion, camera, popups, and the aids drawn on
//!   the board (hint, dead squares, inspector, farm view).
//! - `screens/`: the egui windows: new game, side panel, undo, end of the
//!   game, saves, statistics, guide, the viewer's bar, the lobbies.
//! - `network/`: hosting and joining; it asks the turn for moves and sends
//!   what the turn announced.
//! - Beside them: `options.rs` (the command line), `prefs.rs` (settings
//!   kept between runs), `look.rs` (colours and egui helpers), `audio.rs`,
//!   `graphics.rs` (a missing graphics driver said in a sentence),
//!   `idle.rs`, `window_icon.rs`, `words.rs` (the engine's things in the
//!   player's language).
//!
//! This file only composes the rooms; no room imports it.

pub mod audio;
pub mod feature_view;
pub mod graphics;
pub mod idle;
pub mod look;
pub mod messages;
pub mod network;
pub mod options;
pub mod play;
pub mod prefs;
pub mod screens;
pub mod set_registry;
pub mod set_window;
pub mod sets;
pub mod states;
pub mod table;
pub mod voice;
pub mod window_icon;
pub mod words;

use bevy::prelude::*;

use options::GuiOptions;

pub fn run(options: GuiOptions) {
    let prefs = prefs::Prefs::load(&options);
    crate::i18n::set_language(prefs.language(&options));
    let (width, height) = prefs.window_size();
    let position = prefs.window_position();
    // Before the plugins: the renderer looks for its adapter while they
    // are added.
    graphics::explain_missing_driver();
    let mut app = App::new();
    app.insert_resource(prefs);
    app.add_plugins(DefaultPlugins.set(WindowPlugin {
        primary_window: Some(Window {
            title: "Carcassonne".into(),
            // The X11 class and Wayland app id: what the desktop entry names.
            name: Some("carcassonne".into()),
            resolution: (width, height).into(),
            position,
            ..default()
        }),
        ..default()
    }));
    app.add_plugins((
        bevy_egui::EguiPlugin::default(),
        idle::plugin,
        audio::plugin,
        window_icon::plugin,
    ));
    app.insert_resource(ClearColor(table::tile_art::TABLE));
    // Redraw only on input or when something moves: idle CPU near zero.
    app.insert_resource(idle::sleeping());
    add_game(&mut app, options);
    app.add_systems(
        Update,
        (prefs::fit_first_window, prefs::remember_window_place),
    );
    // A run that ends in failure (an automated network game that could
    // not go on) ends the program with its code.
    if let AppExit::Error(code) = app.run() {
        std::process::exit(code.get().into());
    }
}

/// Everything but the window and renderer, so headless tests can use it too.
/// The settings file is read here (if `run` has not read it for the
/// window): the plugins themselves read no file and open no port while
/// they are built, so their order does not matter.
pub fn add_game(app: &mut App, options: GuiOptions) {
    if !app.world().contains_resource::<prefs::Prefs>() {
        app.insert_resource(prefs::Prefs::load(&options));
    }
    app.init_state::<states::AppState>()
        .add_sub_state::<states::TurnStage>()
        .configure_sets(
            Update,
            (
                states::FrameSet::Input,
                states::FrameSet::Rules,
                states::FrameSet::View,
            )
                .chain(),
        )
        .insert_resource(options)
        .add_message::<audio::SoundCue>()
        .add_plugins((
            prefs::plugin,
            play::plugin,
            network::plugin,
            table::plugin,
            sets::plugin,
            screens::plugin,
        ));
}
