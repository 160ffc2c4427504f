//! The desktop game: a Bevy app of small plugins, one per concern, on top of
//! the rules engine. The turn plugin (`turn.rs`) alone runs the turn through
//! the `TurnStage` states Draw → Place → Deploy → Score and calls the
//! engine. The hand (mouse and keys), computer seats and panels send it a
//! `TurnRequest`; it answers with a `TurnEvent`, which the board, the hand's
//! view, popups, motion, camera and sound follow (`messages.rs`).

pub mod audio;
pub mod automation;
pub mod board_view;
pub mod camera;
pub mod computer;
pub mod dead_squares;
pub mod farm_view;
pub mod geometry;
pub mod guide;
pub mod hand;
pub mod hand_view;
pub mod hint;
pub mod idle;
pub mod inspector;
pub mod look;
pub mod messages;
pub mod motion;
pub mod network;
pub mod options;
pub mod panels;
pub mod popups;
pub mod prefs;
pub mod save_dialog;
pub mod session;
pub mod statistics;
pub mod tile_art;
pub mod turn;
pub mod viewer;
pub mod window_icon;
pub mod worker;

use bevy::prelude::*;
use bevy::winit::WinitSettings;

use options::GuiOptions;

/// Which screen the app shows.
#[derive(States, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum AppState {
    /// The new-game dialog.
    #[default]
    Menu,
    InGame,
    /// Final scores over the finished board.
    GameOver,
    /// A recorded game watched again, turn by turn (`session::Watching`).
    Watching,
    /// Hosting a network game: players join, the host starts the game.
    Lobby,
    /// Connecting to the host of a network game and waiting in its lobby,
    /// until its table comes.
    Joining,
}

/// The stages of one turn.
#[derive(SubStates, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[source(AppState = AppState::InGame)]
pub enum TurnStage {
    /// The next tile is drawn (tiles that fit nowhere are discarded).
    #[default]
    Draw,
    /// The player holds the tile and looks for a place.
    Place,
    /// The tile lies on the board; the player picks a meeple spot or skips.
    Deploy,
    /// The move is applied and what it completed is scored on screen.
    Score,
}

/// The order of a frame: input becomes decisions, decisions change the
/// engine, and the view follows the engine.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub enum FrameSet {
    Input,
    Rules,
    View,
}

pub fn run(options: GuiOptions) {
    let prefs = prefs::Prefs::load(&options);
    let (width, height) = prefs.window_size();
    let position = prefs.window_position();
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
    app.insert_resource(ClearColor(tile_art::TABLE));
    // Redraw only on input or when something moves: idle CPU near zero.
    app.insert_resource(WinitSettings::desktop_app());
    add_game(&mut app, options);
    app.add_systems(
        Update,
        (prefs::fit_first_window, prefs::remember_window_place),
    );
    app.run();
}

/// Everything but the window and renderer, so headless tests can use it too.
pub fn add_game(app: &mut App, options: GuiOptions) {
    app.init_state::<AppState>()
        .add_sub_state::<TurnStage>()
        .configure_sets(
            Update,
            (FrameSet::Input, FrameSet::Rules, FrameSet::View).chain(),
        )
        .insert_resource(options)
        .add_message::<audio::SoundCue>()
        .add_plugins((
            prefs::plugin,
            session::plugin,
            network::plugin,
            turn::plugin,
            // Asking for moves.
            (hand::plugin, computer::plugin, hint::plugin),
            // Showing what happened.
            (
                tile_art::plugin,
                board_view::plugin,
                hand_view::plugin,
                popups::plugin,
                camera::plugin,
                motion::plugin,
                dead_squares::plugin,
                inspector::plugin,
                farm_view::plugin,
            ),
            (
                panels::plugin,
                save_dialog::plugin,
                automation::plugin,
                viewer::plugin,
                statistics::plugin,
                guide::plugin,
            ),
        ));
}
