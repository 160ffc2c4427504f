//! The state of one game: the board and its features, the tiles still to
//! come, whose turn it is, meeples, supplies and scores. What may be done
//! lives in `placing.rs` and `followers.rs`, what scores in `scoring.rs`,
//! and the moves that change the state in `moves.rs`.
//!
//! The game knows which tiles remain but not their order: the order lives in
//! the draw pile (`deck.rs`), so a computer player can be handed a `Game`
//! without learning the future.

use super::board::Board;
use super::features::{Features, MAX_PLAYERS, SegmentId};
use super::geometry::Pos;
use super::river::RiverCourse;
use super::tileset::{SetKind, catalog};
pub use super::types::{
    Award, Bonus, Deploy, FOLLOWERS, Meeple, MeepleKind, Placement, Rules, SCORE_KINDS, ScoreEvent,
    ScoreKind, Stage,
};

/// Marks the start tile in `Game::placed_by`: nobody placed it.
pub(super) const NOBODY: u8 = u8::MAX;
/// Marks a builder's second tile of a turn in `Game::placers` (beside the seat).
pub(super) const SECOND_TILE: u8 = 0x80;

/// One game's state. Its fields are read by the other rules modules
/// (placing, followers, scoring) and changed only here and by followers
/// going home.
#[derive(Clone)]
pub struct Game {
    pub(super) rules: Rules,
    pub(super) players: u8,
    pub(super) board: Board,
    pub(super) features: Features,
    pub(super) remaining: Vec<u8>,
    pub(super) remaining_total: u16,
    pub(super) river: RiverCourse,
    pub(super) current: u8,
    pub(super) moves: u32,
    pub(super) stage: Stage,
    pub(super) supply: [u8; MAX_PLAYERS],
    pub(super) abbot_out: [bool; MAX_PLAYERS],
    /// Inns & Cathedrals: whether each player's large meeple is on the board.
    pub(super) large_out: [bool; MAX_PLAYERS],
    /// Traders & Builders: whether each player's builder and pig are on
    /// the board, the goods tokens each holds (`Good as usize`), and where
    /// the turn stands with the builder's second tile.
    pub(super) builder_out: [bool; MAX_PLAYERS],
    pub(super) pig_out: [bool; MAX_PLAYERS],
    pub(super) goods: [[u8; 3]; MAX_PLAYERS],
    pub(super) bonus: Bonus,
    pub(super) meeples: Vec<Meeple>,
    /// Meeples on monasteries and gardens: when there are none, a turn need
    /// not look for surrounded ones.
    pub(super) monks: u8,
    pub(super) scores: [[u32; SCORE_KINDS]; MAX_PLAYERS],
    pub(super) events: Vec<ScoreEvent>,
    /// The seat that placed each tile on the board, by index (`NOBODY` for
    /// the start tile), with `SECOND_TILE` on a builder's second tile.
    pub(super) placers: Vec<u8>,
}

impl Game {
    /// Sets up a game: the start tile (or the river source) at (0, 0), the
    /// remaining tiles counted, 7 followers each.
    pub fn new(players: usize, rules: Rules) -> Game {
        let rot = 0;
        if let Err(e) = rules.check_players(players) {
            panic!("{e}");
        }
        let cat = catalog();
        let mut remaining: Vec<u8> = cat
            .types
            .iter()
            .map(|t| match t.set {
                SetKind::Base => t.count,
                SetKind::River if rules.river => t.count,
                SetKind::InnsCathedrals if rules.inns_cathedrals => t.count,
                SetKind::TradersBuilders if rules.traders_builders => t.count,
                SetKind::River | SetKind::InnsCathedrals | SetKind::TradersBuilders => 0,
            })
            .collect();
        // The start tile (base) leaves the deck; with the river it leaves the game.
        remaining[cat.base_start as usize] -= 1;
        let start = if rules.river {
            remaining[cat.river_source as usize] -= 1;
            cat.river_source
        } else {
            cat.base_start
        };
        let mut game = Game {
            rules,
            players: players as u8,
            board: Board::new(),
            features: Features::new(),
            remaining_total: remaining.iter().map(|&c| c as u16).sum(),
            remaining,
            river: RiverCourse::default(),
            current: 0,
            moves: 0,
            stage: Stage::Place,
            supply: [FOLLOWERS; MAX_PLAYERS],
            abbot_out: [false; MAX_PLAYERS],
            large_out: [false; MAX_PLAYERS],
            builder_out: [false; MAX_PLAYERS],
            pig_out: [false; MAX_PLAYERS],
            goods: [[0; 3]; MAX_PLAYERS],
            bonus: Bonus::None,
            meeples: Vec::with_capacity(40),
            monks: 0,
            scores: [[0; SCORE_KINDS]; MAX_PLAYERS],
            events: Vec::new(),
            placers: Vec::with_capacity(96),
        };
        game.put_tile(start, Pos::new(0, 0), rot);
        game.placers.push(NOBODY);
        if rules.river {
            game.river.start(cat.get(start), Pos::new(0, 0), rot);
        }
        game
    }

    // ----- what anyone may look at -------------------------------------

    pub fn rules(&self) -> Rules {
        self.rules
    }
    pub fn players(&self) -> usize {
        self.players as usize
    }
    pub fn board(&self) -> &Board {
        &self.board
    }
    pub fn features(&self) -> &Features {
        &self.features
    }
    /// Seat index of the player whose turn it is.
    pub fn current_player(&self) -> usize {
        self.current as usize
    }
    pub fn stage(&self) -> Stage {
        self.stage
    }
    pub fn is_over(&self) -> bool {
        self.stage == Stage::Over
    }
    /// Entries of the record so far (placements and discards).
    pub fn moves_made(&self) -> u32 {
        self.moves
    }
    /// Copies of each tile kind not yet drawn.
    pub fn remaining(&self) -> &[u8] {
        &self.remaining
    }
    pub fn tiles_left(&self) -> usize {
        self.remaining_total as usize
    }
    pub fn supply(&self, player: usize) -> u8 {
        self.supply[player]
    }
    /// Whether the player's abbot stands on the board.
    pub fn abbot_out(&self, player: usize) -> bool {
        self.abbot_out[player]
    }
    pub fn meeples(&self) -> &[Meeple] {
        &self.meeples
    }
    pub fn score(&self, player: usize) -> u32 {
        self.scores[player].iter().sum()
    }
    pub fn scores(&self) -> Vec<u32> {
        (0..self.players()).map(|p| self.score(p)).collect()
    }
    /// Points of one player by kind (`ScoreKind::ALL`'s order).
    pub fn score_by_kind(&self, player: usize) -> [u32; SCORE_KINDS] {
        self.scores[player]
    }
    /// Every scoring so far, in order.
    pub fn events(&self) -> &[ScoreEvent] {
        &self.events
    }
    pub fn river(&self) -> &RiverCourse {
        &self.river
    }

    /// Meeples standing on monasteries and gardens.
    pub fn meeples_on_centres(&self) -> u8 {
        self.monks
    }

    /// The seat that placed the tile at this index on the board (`None`
    /// for the start tile).
    pub fn placed_by(&self, tile: usize) -> Option<usize> {
        self.placers
            .get(tile)
            .filter(|&&p| p != NOBODY)
            .map(|&p| (p & !SECOND_TILE) as usize)
    }

    /// The feature forest id of a segment of a placed tile.
    pub fn segment_id(&self, tile: usize, segment: u8) -> SegmentId {
        self.board.tiles()[tile].first_segment + segment as SegmentId
    }
}

impl std::fmt::Debug for Game {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Game")
            .field("stage", &self.stage)
            .field("tiles_on_board", &self.board.len())
            .field("tiles_left", &self.remaining_total)
            .field("scores", &self.scores())
            .finish()
    }
}
