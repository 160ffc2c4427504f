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
use super::set_names::{FIGURES, Figure, SetsInPlay};
use super::set_states::SetStates;
use super::tileset::{TileKind, catalog};
pub use super::types::{
    Award, Deploy, Meeple, Placement, Rules, SCORE_KINDS, ScoreEvent, ScoreKind, Stage,
};

/// Marks the start tile in `Game::placed_by`: nobody placed it.
pub(super) const NOBODY: u8 = u8::MAX;

/// One game's state. Its fields are read by the other rules modules
/// (placing, followers, scoring) and changed only here and by figures
/// going home; each set in play keeps its own part in `sets_state`.
#[derive(Clone)]
pub struct Game {
    pub(super) rules: Rules,
    pub(super) sets: SetsInPlay,
    pub(super) players: u8,
    pub(super) board: Board,
    pub(super) features: Features,
    pub(super) remaining: Vec<u8>,
    pub(super) remaining_total: u16,
    pub(super) current: u8,
    pub(super) moves: u32,
    pub(super) stage: Stage,
    /// The figures of each kind (`Figure::index`) in each player's supply.
    pub(super) supply: [[u8; FIGURES]; MAX_PLAYERS],
    pub(super) meeples: Vec<Meeple>,
    /// Meeples on monasteries and gardens: when there are none, a turn need
    /// not look for surrounded ones.
    pub(super) monks: u8,
    pub(super) scores: [[u32; SCORE_KINDS]; MAX_PLAYERS],
    /// The figures of each kind each player has held off the board, out
    /// of their supply (`Game::hold_figure`: held by another seat, or
    /// standing on a set's piece).
    pub(super) held: [[u8; FIGURES]; MAX_PLAYERS],
    /// The points each seat paid to others (`Game::pay`): their score is
    /// what they scored less this.
    pub(super) paid: [u32; MAX_PLAYERS],
    pub(super) events: Vec<ScoreEvent>,
    /// The seat that placed each tile on the board, by index (`NOBODY` for
    /// the start tile).
    pub(super) placers: Vec<u8>,
    /// Every field segment on the board with a city segment of its tile
    /// it borders (their ids, not their features'), in the order the tiles
    /// were placed, and so of the field segments' ids: final scoring finds
    /// a field's cities from its segments' borders (a search each),
    /// instead of from every segment of every tile.
    pub(super) field_borders: Vec<(SegmentId, SegmentId)>,
    /// What each set in play keeps of the game.
    pub(crate) sets_state: SetStates,
    /// Figures whose feature the turn scored, waiting to move on, in the
    /// order their owners choose (`moving_on.rs`).
    pub(super) moving_on: Vec<super::types::MovingOn>,
    /// The figure the current player takes back this turn, waiting for
    /// the turn's scoring, which comes after the deploy's phases
    /// (`moves.rs`, `phase.rs`).
    pub(super) recalling: Option<Figure>,
    /// Whether the tile awaited (or lying, its turn not over) is one the
    /// same player places again in their turn, as a set's rule lets them
    /// (`Expansion::plays_again`).
    pub(super) again: bool,
    /// The tiles on the board (their indices) placed so, again in their
    /// player's turn: undo takes a whole turn back.
    pub(super) again_tiles: Vec<u8>,
    /// Whether any tile of the game comes before the land (a set's draw
    /// phase): when none does, the draw's phase is the land's throughout.
    pub(super) early_phases: bool,
}

impl Game {
    /// Sets up a game: the start tile (the base game's, or a set's) at
    /// (0, 0), the remaining tiles of the base game and the sets in play
    /// counted, each player's figures in their supply.
    pub fn new(players: usize, rules: Rules) -> Game {
        let rot = 0;
        if let Err(e) = rules.check_players(players) {
            panic!("{e}");
        }
        let cat = catalog();
        let sets = rules.sets();
        let mut remaining: Vec<u8> = cat
            .types
            .iter()
            .map(|t| {
                if t.set.is_none_or(|s| sets.has(s)) {
                    t.count
                } else {
                    0
                }
            })
            .collect();
        // The base game's start tile leaves the deck; when a set starts the
        // game with a tile of its own, it leaves the game.
        remaining[cat.base_start as usize] -= 1;
        let start = Game::start_tile(&rules);
        if start != cat.base_start {
            remaining[start as usize] -= 1;
        }
        let mut supply = [0; FIGURES];
        for f in Figure::ALL.into_iter().filter(|f| f.in_play(sets)) {
            supply[f.index()] = f.spec().per_player;
        }
        let early_phases = (remaining.iter().zip(&cat.types))
            .any(|(&left, t)| left > 0 && t.draw_phase != super::set_names::LAND);
        let mut game = Game {
            rules,
            sets,
            players: players as u8,
            board: Board::new(),
            features: Features::new(),
            remaining_total: remaining.iter().map(|&c| c as u16).sum(),
            remaining,
            current: 0,
            moves: 0,
            stage: Stage::Place,
            supply: [supply; MAX_PLAYERS],
            meeples: Vec::with_capacity(40),
            monks: 0,
            scores: [[0; SCORE_KINDS]; MAX_PLAYERS],
            held: [[0; FIGURES]; MAX_PLAYERS],
            paid: [0; MAX_PLAYERS],
            events: Vec::new(),
            placers: Vec::with_capacity(96),
            field_borders: Vec::with_capacity(192),
            sets_state: SetStates::new(|set| sets.has(set).then(|| set.expansion().state())?),
            moving_on: Vec::new(),
            recalling: None,
            again: false,
            again_tiles: Vec::new(),
            early_phases,
        };
        game.put_tile(start, Pos::new(0, 0), rot);
        game.placers.push(NOBODY);
        for set in sets.iter() {
            set.game_started(&mut game);
        }
        game
    }

    /// The tile a game with these rules starts with: a set's own, or the
    /// base game's.
    pub fn start_tile(rules: &Rules) -> TileKind {
        rules
            .sets()
            .iter()
            .find_map(|s| s.start_tile())
            .unwrap_or(catalog().base_start)
    }

    // ----- what anyone may look at -------------------------------------

    pub fn rules(&self) -> Rules {
        self.rules
    }
    /// The sets in play, whose hooks the core calls.
    pub fn sets(&self) -> SetsInPlay {
        self.sets
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
    /// Every seat in turn from the current player's left, that player
    /// last (the order in which a rule asks round the table).
    pub fn seats_from_left(&self) -> impl Iterator<Item = usize> + use<> {
        let (me, n) = (self.current as usize, self.players as usize);
        (1..=n).map(move |k| (me + k) % n)
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
    /// The followers in a player's supply.
    pub fn supply(&self, player: usize) -> u8 {
        self.in_supply(player, Figure::Follower)
    }
    /// The figures of a kind in a player's supply.
    pub fn in_supply(&self, player: usize, figure: Figure) -> u8 {
        self.supply[player][figure.index()]
    }
    /// Whether any of the player's figures of that kind stands on the board.
    pub fn figure_out(&self, player: usize, figure: Figure) -> bool {
        let home = self.in_supply(player, figure) + self.held(player, figure);
        figure.in_play(self.sets) && home < figure.spec().per_player
    }
    /// The figures of that kind a player has held off the board, neither
    /// in their supply nor on a feature (held by another seat, or standing
    /// on a set's piece).
    pub fn held(&self, player: usize, figure: Figure) -> u8 {
        self.held[player][figure.index()]
    }
    /// Where a player's figure of that kind stands (the first one put
    /// down), if one is on the board.
    pub fn figure_position(&self, player: usize, figure: Figure) -> Option<Pos> {
        self.meeples
            .iter()
            .find(|m| m.player as usize == player && m.figure == figure)
            .map(|m| self.board.tiles()[m.tile as usize].pos)
    }
    pub fn meeples(&self) -> &[Meeple] {
        &self.meeples
    }
    pub fn score(&self, player: usize) -> u32 {
        self.scores[player].iter().sum::<u32>() - self.paid[player]
    }
    /// The points a player paid to others (`Game::pay`), which their score
    /// by kind leaves out.
    pub fn paid(&self, player: usize) -> u32 {
        self.paid[player]
    }
    pub fn scores(&self) -> Vec<u32> {
        (0..self.players()).map(|p| self.score(p)).collect()
    }
    /// Points of one player by kind (`ScoreKind::ALL`'s order), before
    /// what they paid (`paid`).
    pub fn score_by_kind(&self, player: usize) -> [u32; SCORE_KINDS] {
        self.scores[player]
    }
    /// Every scoring so far, in order.
    pub fn events(&self) -> &[ScoreEvent] {
        &self.events
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
            .map(|&p| p as usize)
    }

    /// Every field segment on the board with each city segment of its
    /// tile it borders (segment ids: their features are their roots).
    pub fn field_borders(&self) -> &[(SegmentId, SegmentId)] {
        &self.field_borders
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
