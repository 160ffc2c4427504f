//! What a set brings to the window: the words that name it and its
//! toggle, the page that explains it at the start of its first game, its
//! cells on the scoreboard and its words in the inspector. Each set's file
//! fills one `SetWindow`; the screens read them all (`set_registry.rs`) and
//! name no set.

use std::collections::HashMap;

use bevy_egui::egui;

use crate::art::meeple::Shape;
use crate::art::tile::TileMarks;
use crate::gui::feature_view::FeatureView;
use crate::gui::play::session::Session;
use crate::rules::set_names::{SetAction, SetRefusal};
use crate::rules::tile_parts::TilePart;
use crate::rules::{Figure, Game, Pick, Rules, ScoreEvent, SetId};

/// The words of the side panel's button for a set's act and its hover,
/// if the act is the set's.
pub type ActWords = fn(&Session, SetAction) -> Option<(String, String)>;

/// A set's part of the window. The `&str`s are keys of the set's own
/// words file, `assets/i18n/<language>/<set>.ftl`.
#[derive(Debug)]
pub struct SetWindow {
    pub id: SetId,
    /// Its name in `Settings::sets_explained` (and its words file's).
    pub key: &'static str,
    /// Its name, for lists of the sets a game plays.
    pub name: &'static str,
    /// Whether the window plays the set yet; if not, the new-game dialog
    /// does not offer it (a game started with it from the command line,
    /// and records with it, still play).
    pub ready: bool,
    /// The new-game dialog's toggle, and what it says on hover.
    pub toggle: &'static str,
    pub toggle_hover: Option<&'static str>,
    /// The page shown at the start of its first game: title and text.
    pub page: Option<(&'static str, &'static str)>,
    /// Its cells in a seat's row of the scoreboard (its figures, its tokens).
    pub seat_cells: Option<fn(&mut egui::Ui, &Game, usize, &FigureIcons)>,
    /// A line of its own under the scoreboard.
    pub under_scoreboard: Option<fn(&mut egui::Ui, &Game)>,
    /// How the inspector says who has figures on a feature, when the set
    /// changes it (a large meeple counts two).
    pub inspect_meeples: Option<&'static str>,
    /// Its part of the inspector's label for a feature (each part as
    /// ` · …`): what the set adds to a city, a follower or a field.
    pub inspect: Option<fn(&Session, &FeatureView) -> String>,
    /// Its own rules' refusals in the player's words (`None` for another
    /// set's).
    pub refusal: Option<fn(&SetRefusal) -> Option<String>>,
    /// Its actions instead of a figure (`Deploy::Set`) as the hint names
    /// them (`None` for another set's).
    pub action: Option<fn(SetAction) -> Option<String>>,
    /// Its words for a part of one of its tiles where the usual words
    /// would mislead (a lake's roads are no crossroads): `None` keeps them.
    pub tile_part: Option<fn(TilePart) -> Option<String>>,
    /// The words of the phases of the turn it brings (`rules::phase`).
    pub phases: &'static [PhaseWindow],
    /// The words of its phases' numbered choices (`Pick::Choice`), by
    /// the phase's key: the side panel's buttons.
    pub choices: &'static [(&'static str, ChoiceWords)],
    /// The log's line for a pick of one of its phases, by the phase's
    /// key, where the set tells its picks (a die's roll, a landing).
    pub decided_lines: &'static [(&'static str, DecidedLine)],
    /// The side panel's button for one of its acts at any moment of one's
    /// turn (points paid), with its hover: `None` for another set's.
    pub act_button: Option<ActWords>,
    /// For a phase it brings that offers nothing (`Pick::Home`: no
    /// capture), the side panel's button for it and its hover: the
    /// phase's key, then keys of the set's words file.
    pub phase_nothing: &'static [(&'static str, &'static str, &'static str)],
    /// The tile each player holds to play instead of the one drawn, as
    /// the side panel offers it.
    pub held_tile: Option<HeldTileWindow>,
    /// Its own marks on its tiles' pictures (a mine, a lake), painted
    /// over the base game's (`art::tile::marks`).
    pub tile_marks: Option<TileMarks>,
    /// Its own pieces on the board (a neutral figure, markers of its
    /// actions), as a plugin the table adds.
    pub board: Option<fn(&mut bevy::prelude::App)>,
    /// The figures it brings, as the window shows them.
    pub figures: &'static [FigureWindow],
    /// Its pieces that are no figure of the rules (a building), by the
    /// shape they are painted as: the scoreboard's pictures of them.
    pub pieces: &'static [Shape],
    /// The colour of the count of its tiles in the tiles-left panel, if
    /// they stand out (tiles that come first).
    pub tile_count_colour: Option<egui::Color32>,
    /// Its own rule toggles, under its toggle while it is on.
    pub toggles: Option<fn(&mut egui::Ui, &mut Rules)>,
    /// The points its own rule gives (`ScoreKind::Set`): the end screen's
    /// column heading (a key of its words file), and what one scoring was
    /// for, in the log and the points' popups ("most wine").
    pub own_points: Option<(&'static str, ScoredFor)>,
    /// The box it is sold in with others, when the new-game dialog lists
    /// it under that box's heading (a key of the words files; the Big
    /// Box's small sets).
    pub group: Option<&'static str>,
}

/// A phase's numbered choice in a player's words, as the game stands.
pub type ChoiceWords = fn(&Game, u8) -> String;

/// The log's line for a pick of a set's phase: by the choosing seat's
/// name, the pick, whether it was the move's last, and what it names in
/// words (its square, or the seat it names; empty for neither); `None`
/// for a pick the log leaves out.
pub type DecidedLine = fn(&str, Pick, bool, &str) -> Option<String>;

/// What one scoring of a set's own points was for, in a player's words.
pub type ScoredFor = fn(&ScoreEvent) -> String;

impl SetWindow {
    /// A set's part with only its names and toggle, and nothing else of
    /// its own: each set's file says what it adds to it
    /// (`SetWindow { page: …, ..SetWindow::named(…) }`), so a new part of
    /// the window edits the sets that have it, not every set.
    pub const fn named(
        id: SetId,
        key: &'static str,
        name: &'static str,
        toggle: &'static str,
    ) -> SetWindow {
        SetWindow {
            id,
            key,
            name,
            ready: true,
            toggle,
            toggle_hover: None,
            page: None,
            seat_cells: None,
            under_scoreboard: None,
            inspect_meeples: None,
            inspect: None,
            refusal: None,
            action: None,
            tile_part: None,
            phases: &[],
            choices: &[],
            decided_lines: &[],
            act_button: None,
            phase_nothing: &[],
            held_tile: None,
            tile_marks: None,
            board: None,
            figures: &[],
            pieces: &[],
            toggles: None,
            tile_count_colour: None,
            own_points: None,
            group: None,
        }
    }
}

/// How the window words a phase of the turn a set brings (a neutral
/// figure's flight), found by the phase's key.
#[derive(Debug)]
pub struct PhaseWindow {
    pub key: &'static str,
    /// The turn line while it waits for a choice: by the picks offered
    /// now (a phase may ask more than one kind of step), the choosing
    /// seat's name, and whether a person at this screen chooses.
    pub line: fn(&[Pick], &str, bool) -> String,
    /// The log's line for a figure a choice sent home, by the owner's
    /// name.
    pub sent_home_line: fn(&str) -> String,
}

/// The words of a tile a player holds (keys of the set's words file).
#[derive(Debug)]
pub struct HeldTileWindow {
    /// The side panel's button that takes it instead of the tile drawn
    /// (key A), and what it says on hover.
    pub take: (&'static str, &'static str),
    /// The line while it is in hand instead (by the tile drawn, in a
    /// sentence), and the button back to the tile drawn.
    pub taken: fn(&str) -> String,
    pub back: &'static str,
    /// The last round's line (by the player's name), and the button that
    /// lets it go with its hover.
    pub last_round: fn(&str) -> String,
    pub let_go: (&'static str, &'static str),
    /// The log's line when a seat lets it go (by its name).
    pub let_go_line: fn(&str) -> String,
    /// What the hint adds when it suggests this tile instead of the one
    /// in hand.
    pub hinted: &'static str,
}

/// A figure as the window shows it: the picture it is painted as, and what
/// the hint says when it shows the figure put down.
#[derive(Debug)]
pub struct FigureWindow {
    pub figure: Figure,
    pub shape: Shape,
    pub hint_shown: &'static str,
    /// The side panel's button that makes the chosen meeple this figure
    /// (one that goes where a follower goes; key L): its words and hover.
    pub switch: Option<(&'static str, &'static str)>,
    /// How the window words it moving on after its feature scores, if it
    /// does (`FigureSpec::moves_on`).
    pub moving_on: Option<MovingOnWindow>,
    /// The words of taking it back, if its owner may (`FigureSpec::recall`).
    pub recall: Option<RecallWindow>,
    /// Drawn half as large again as a follower (the large meeple).
    pub large: bool,
    /// The turn line of the deploy while the player has it in their
    /// supply (with the `name` and the `tile`), if it has its own.
    pub deploy_line: Option<&'static str>,
    /// Where its marker sits on a spot, from the spot, in tiles (beside
    /// the follower's on a monastery, for a figure that may share it).
    pub marker_nudge: (f32, f32),
}

/// The words of a figure its owner may take back (keys of the set's words
/// file): the side panel's button, its hover (with the figure's square as
/// `x`, `y`) and the log's line (with the owner's `name`).
#[derive(Debug)]
pub struct RecallWindow {
    pub button: &'static str,
    pub hover: &'static str,
    pub logged: &'static str,
}

impl FigureWindow {
    /// A figure painted as `shape`, with no button to switch to it and
    /// not moving on.
    pub const fn painted(figure: Figure, shape: Shape, hint_shown: &'static str) -> FigureWindow {
        FigureWindow {
            figure,
            shape,
            hint_shown,
            switch: None,
            moving_on: None,
            recall: None,
            large: false,
            deploy_line: None,
            marker_nudge: (0.0, 0.0),
        }
    }
}

/// The words of a figure that moves on (keys of the set's words file).
#[derive(Debug)]
pub struct MovingOnWindow {
    /// The turn line while it waits: its owner's name, and whether a
    /// person at this screen chooses.
    pub line: fn(&str, bool) -> String,
    /// The side panel's button that takes it home (Space), and its hover.
    pub home: (&'static str, &'static str),
    /// The log's line: its owner's name, and whether it went home.
    pub moved_line: fn(&str, bool) -> String,
}

/// Each seat's figures as small pictures in its colour, for the
/// scoreboard: a picture with a hover says in a few pixels what a word
/// per figure and seat said (the panel then leaves the board more room).
#[derive(Default)]
pub struct FigureIcons {
    /// Each seat's picture of each shape.
    pub pictures: HashMap<(usize, Shape), egui::TextureId>,
    /// The shape each figure is painted as (`FigureWindow::shape`).
    pub shapes: HashMap<Figure, Shape>,
}

/// How large a figure's picture is on the scoreboard.
pub const ICON: f32 = 18.0;

impl FigureIcons {
    /// A figure of the seat's: its picture (bright when ready, faint while
    /// on the board), `size` times the usual, and what it is on hover.
    pub fn figure(
        &self,
        ui: &mut egui::Ui,
        seat: usize,
        figure: Figure,
        ready: bool,
        size: f32,
        hover: String,
    ) -> egui::Response {
        let shape = self.shapes.get(&figure).copied().unwrap_or(Shape::Follower);
        self.piece(ui, seat, shape, ready, size, hover)
    }

    /// `figure` for a piece by its shape (a set's piece that is no figure).
    pub fn piece(
        &self,
        ui: &mut egui::Ui,
        seat: usize,
        shape: Shape,
        ready: bool,
        size: f32,
        hover: String,
    ) -> egui::Response {
        let tint = if ready {
            egui::Color32::WHITE
        } else {
            egui::Color32::from_white_alpha(60)
        };
        match self.pictures.get(&(seat, shape)) {
            Some(&id) => ui
                .add(
                    egui::Image::new((id, egui::vec2(ICON * size, ICON * size)))
                        .tint(tint)
                        .alt_text(&hover),
                )
                .on_hover_text(hover),
            // The picture not made yet: its first letter.
            None => ui.weak(hover.chars().take(1).collect::<String>()),
        }
    }
}
