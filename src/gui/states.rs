//! Where the app is and the order of a frame: the states and system sets
//! every plugin runs in, and the mark of what lives only as long as a game
//! is shown. Everything in `gui/` may import this; it imports nothing of
//! `gui/`.

use bevy::prelude::*;

/// Which screen the app shows.
#[derive(States, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum AppState {
    /// The new-game dialog.
    #[default]
    Menu,
    InGame,
    /// Final scores over the finished board.
    GameOver,
    /// A recorded game watched again, turn by turn (`watching::Watching`).
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
    /// The deploy is made and a set's figure moves step by step, square
    /// by square, each step chosen by its seat.
    Steps,
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

/// Marks an entity that belongs to the game on the table: tiles, meeples
/// and features, the crosses, tints, markers and the held tile. All of them
/// are despawned when the game is left for the menu (`play::session`).
/// Components that make up the table require it, so nobody forgets it.
#[derive(Component, Debug, Default, Clone, Copy)]
pub struct OfGame;
