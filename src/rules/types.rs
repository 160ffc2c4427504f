//! The words of a game shared by every rules module: a move (placement
//! and deploy choice), figures on the board, and what scoring gives.

use serde::{Deserialize, Serialize};

use super::features::{MAX_PLAYERS, SegmentId};
use super::geometry::Pos;
use super::tileset::SegmentKind;

pub use super::set_names::{Figure, Rules, SetAction, SetDeploy, SetId};

/// What a score is for; also the `kind` of a scoring event.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ScoreKind {
    Road,
    City,
    Monastery,
    Garden,
    Field,
    /// Points another seat paid this one (`Game::pay`): what the payer lost
    /// is kept apart (`Game::paid`), as a kind's points never fall.
    Paid,
    /// Points a set's own rule gives beside its features' (tokens held at
    /// the end, a neutral figure's points beside a follower): one kind a
    /// set, which the set names (`Expansion::own_points`).
    Set(SetId),
}

/// The kinds that are not a set's own.
const BASE_KINDS: usize = 6;

/// Kinds of score (`ScoreKind`), the length of a player's points by kind.
pub const SCORE_KINDS: usize = BASE_KINDS + SetId::ALL.len();

impl ScoreKind {
    pub const ALL: [ScoreKind; SCORE_KINDS] = {
        let mut all = [ScoreKind::Road; SCORE_KINDS];
        let base = [
            ScoreKind::Road,
            ScoreKind::City,
            ScoreKind::Monastery,
            ScoreKind::Garden,
            ScoreKind::Field,
            ScoreKind::Paid,
        ];
        let mut i = 0;
        while i < SCORE_KINDS {
            all[i] = match i < BASE_KINDS {
                true => base[i],
                false => ScoreKind::Set(SetId::ALL[i - BASE_KINDS]),
            };
            i += 1;
        }
        all
    };

    /// Its place in `ALL`, and in a player's points by kind.
    pub const fn index(self) -> usize {
        match self {
            ScoreKind::Road => 0,
            ScoreKind::City => 1,
            ScoreKind::Monastery => 2,
            ScoreKind::Garden => 3,
            ScoreKind::Field => 4,
            ScoreKind::Paid => 5,
            ScoreKind::Set(set) => BASE_KINDS + set as usize,
        }
    }

    /// Its name in the figures a benchmark prints: a set's own points by
    /// the name the set gives them.
    pub fn name(self) -> &'static str {
        match self {
            ScoreKind::Set(set) => set.expansion().own_points().unwrap_or(set.flag()),
            base => ["road", "city", "monastery", "garden", "field", "paid"][base.index()],
        }
    }

    pub fn of(kind: SegmentKind) -> ScoreKind {
        match kind {
            SegmentKind::Road => ScoreKind::Road,
            SegmentKind::City => ScoreKind::City,
            SegmentKind::Field => ScoreKind::Field,
            SegmentKind::Monastery => ScoreKind::Monastery,
            SegmentKind::Garden => ScoreKind::Garden,
        }
    }
}

/// What a scoring was for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Scored {
    /// A feature on the board: its root segment, for showing it.
    Feature(SegmentId),
    /// The tokens of one kind a set counts (`Good as u8`), held at
    /// the end of the game.
    Tokens(u8),
    /// Points the seat paid the players scored (`Game::pay`).
    PaidBy(u8),
}

impl Scored {
    /// The feature scored, if it was one.
    pub fn feature(self) -> Option<SegmentId> {
        match self {
            Scored::Feature(f) => Some(f),
            Scored::Tokens(_) | Scored::PaidBy(_) => None,
        }
    }
}

/// One scoring: every player in `players` gains `points`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ScoreEvent {
    /// Index in the record's `turns` of the move that scored; `None` at the end.
    pub turn: Option<u32>,
    pub kind: ScoreKind,
    pub points: u32,
    /// Bit mask of seat indices.
    pub players: u8,
    /// What scored.
    pub what: Scored,
}

/// What scoring gives: points of a kind to the players with the most
/// meeples on a feature (a completed one during play, any at the end), or
/// for what a set counts at the end.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Award {
    pub kind: ScoreKind,
    pub points: u32,
    /// Bit mask of the players awarded.
    pub players: u8,
    pub what: Scored,
}

impl Award {
    /// The award as the game's scoring notes it, scored in the record's
    /// `turn`th move (`None`: at the end).
    pub fn scored_in(self, turn: Option<u32>) -> ScoreEvent {
        ScoreEvent {
            turn,
            kind: self.kind,
            points: self.points,
            players: self.players,
            what: self.what,
        }
    }

    /// The feature (its root) of an award for a feature: a turn's
    /// completions and recalls are.
    pub fn root(&self) -> SegmentId {
        self.what
            .feature()
            .expect("a feature is completed or taken back from, not tokens")
    }
}

impl ScoreEvent {
    pub fn seats(&self) -> impl Iterator<Item = usize> + '_ {
        seats_in(self.players)
    }
}

/// The seats of a bit mask of seats (bit `p` for seat `p`), in order: who
/// scored, who owns a feature, whose set's figures stand on it.
pub fn seats_in(mask: u8) -> impl Iterator<Item = usize> {
    (0..MAX_PLAYERS).filter(move |p| mask & (1 << p) != 0)
}

/// A figure standing on the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Meeple {
    pub player: u8,
    pub figure: Figure,
    /// Index of the tile in `Board::tiles`.
    pub tile: u8,
    /// The segment of that tile it stands on.
    pub segment: u8,
}

/// A figure whose feature was scored, waiting for its owner's choice.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MovingOn {
    pub player: u8,
    pub figure: Figure,
    /// The tile (index on the board) it stood on.
    pub from: u8,
}

/// The player's choice in the deploy step.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Deploy {
    None,
    /// This figure on this segment of the tile just placed.
    Figure(Figure, u8),
    /// Take this figure back (a figure whose `FigureSpec::recall` allows
    /// it), scoring its feature as the end of the game would.
    Recall(Figure),
    /// What a set offers instead (`Expansion::deploy_options`): its action
    /// on a tile already on the board.
    Set(SetDeploy),
}

impl Deploy {
    /// The segment a figure goes on, and which figure.
    pub fn meeple(self) -> Option<(u8, Figure)> {
        match self {
            Deploy::Figure(f, s) => Some((s, f)),
            Deploy::None | Deploy::Recall(_) | Deploy::Set(_) => None,
        }
    }
}

/// Where the turn stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stage {
    /// Waiting for the current player's tile.
    Place,
    /// The tile (index in `Board::tiles`) is down; waiting for the deploy choice.
    Deploy(u8),
    /// The tile (index) is down and its deploy made; a phase of the turn
    /// (the `phase`th of `Game::phases`: a neutral figure's flight, figures
    /// moving on) waits for a seat's choice (`Game::chooser_in_flight`).
    Choosing { tile: u8, phase: u8 },
    /// Final scoring is done.
    Over,
}

/// A seat's choice in a phase of the turn (`phase.rs`): one of the options the phase gives. What
/// `Move::Decide` carries, on the wire and in the window.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Pick {
    /// A square of the board (where a neutral figure flies next).
    Square(Pos),
    /// A place (segment) of the tile on a square (where a figure moves on).
    Spot(Pos, u8),
    /// Nothing on the board: the figure stays in its owner's supply.
    Home,
    /// A kind of the chooser's own figures (the one they get back, where
    /// a rule hands one back and several kinds could be it).
    Figure(Figure),
    /// One of the phase's numbered choices, as its set names them
    /// (`Phase::choices`: which of two neutral figures moves).
    Choice(u8),
    /// A seat (beside whose score a set's piece goes).
    Seat(u8),
}

/// A tile placement: square and rotation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Placement {
    pub pos: Pos,
    pub rot: u8,
}
