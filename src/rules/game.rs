//! The state of one game and the moves that change it: place a tile,
//! deploy a meeple (or recall the abbot), apply what scoring awards; at the
//! end, final scoring. What may be done lives in `placing.rs` and
//! `followers.rs`, what scores in `scoring.rs`; this file applies it.
//!
//! The game knows which tiles remain but not their order: the order lives in
//! the draw pile (`deck.rs`), so a computer player can be handed a `Game`
//! without learning the future.

use super::board::Board;
use super::features::{Features, MAX_PLAYERS, SegmentId};
use super::geometry::{Pos, opposite};
use super::river::RiverCourse;
use super::scoring;
use super::tileset::{NONE, SegmentKind, SetKind, TileKind, catalog};
pub use super::types::{
    Award, Deploy, FOLLOWERS, Meeple, MeepleKind, Placement, Rules, ScoreEvent, ScoreKind, Stage,
};

/// Marks the start tile in `Game::placed_by`: nobody placed it.
const NOBODY: u8 = u8::MAX;

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
    pub(super) meeples: Vec<Meeple>,
    /// Meeples on monasteries and gardens: when there are none, a turn need
    /// not look for surrounded ones.
    pub(super) monks: u8,
    pub(super) scores: [[u32; 5]; MAX_PLAYERS],
    pub(super) events: Vec<ScoreEvent>,
    /// The seat that placed each tile on the board, by index (`NOBODY` for
    /// the start tile).
    placers: Vec<u8>,
}

impl Game {
    /// Sets up a game: the start tile (or the river source) at (0, 0), the
    /// remaining tiles counted, 7 followers each.
    pub fn new(players: usize, rules: Rules) -> Game {
        Self::with_start_rotation(players, rules, 0)
    }

    pub fn with_start_rotation(players: usize, rules: Rules, rot: u8) -> Game {
        assert!((2..=MAX_PLAYERS).contains(&players), "2 to 5 players");
        let cat = catalog();
        let mut remaining: Vec<u8> = cat
            .types
            .iter()
            .map(|t| match t.set {
                SetKind::Base => t.count,
                SetKind::River if rules.river => t.count,
                SetKind::River => 0,
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
            meeples: Vec::with_capacity(40),
            monks: 0,
            scores: [[0; 5]; MAX_PLAYERS],
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
    /// Points of one player by kind (road, city, monastery, garden, field).
    pub fn score_by_kind(&self, player: usize) -> [u32; 5] {
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
            .map(|&p| p as usize)
    }

    /// The feature forest id of a segment of a placed tile.
    pub fn segment_id(&self, tile: usize, segment: u8) -> SegmentId {
        self.board.tiles()[tile].first_segment + segment as SegmentId
    }

    /// Places the drawn tile after checking every rule; the turn then waits
    /// for the deploy choice.
    pub fn place(&mut self, kind: TileKind, p: Placement) -> Result<(), String> {
        if self.stage != Stage::Place {
            return Err("no tile may be placed now".into());
        }
        if !self.drawable(kind) {
            return Err(self.not_drawable_reason(kind));
        }
        self.check_placement(kind, p)?;
        self.place_unchecked(kind, p);
        Ok(())
    }

    /// Places a tile known to be legal (the AI's fast path).
    pub fn place_unchecked(&mut self, kind: TileKind, p: Placement) {
        debug_assert!(self.check_placement(kind, p).is_ok());
        self.remaining[kind as usize] -= 1;
        self.remaining_total -= 1;
        let index = self.put_tile(kind, p.pos, p.rot);
        self.placers.push(self.current);
        if self.rules.river && catalog().get(kind).is_river() {
            self.river.extend(catalog().get(kind), p.pos, p.rot);
        }
        self.stage = Stage::Deploy(index as u8);
    }

    /// Puts a tile on the board and joins its segments to the neighbours'.
    fn put_tile(&mut self, kind: TileKind, pos: Pos, rot: u8) -> usize {
        let cat = catalog();
        let tile = cat.get(kind);
        let first = self.features.len() as SegmentId;
        let index = self.board.len() as u8;
        for s in &tile.segments {
            let (open, tiles) = match s.kind {
                SegmentKind::Road | SegmentKind::City => (s.ports.count_ones() as i16, 1),
                _ => (0, 0),
            };
            let shared = (tiles == 1 && s.siblings).then_some(index);
            self.features.add(s.kind, open, s.pennants, tiles, shared);
        }
        self.board.place(pos, kind, rot, first);
        let mine = &tile.rotations[rot as usize];
        for e in 0..4u8 {
            let Some(n) = self.board.tile_at(pos.step(e)).copied() else {
                continue;
            };
            let theirs = &cat.get(n.kind).rotations[n.rot as usize];
            let o = opposite(e);
            let my_seg = mine.edge_segment[e as usize];
            if my_seg != NONE {
                let their_seg = theirs.edge_segment[o as usize];
                let root = self
                    .features
                    .union(first + my_seg as u16, n.first_segment + their_seg as u16);
                self.features.node_mut(root).open -= 2;
            }
            for h in [2 * e, 2 * e + 1] {
                let my_field = mine.half_segment[h as usize];
                if my_field != NONE {
                    let their_field = theirs.half_segment[super::geometry::facing_half(h) as usize];
                    self.features.union(
                        first + my_field as u16,
                        n.first_segment + their_field as u16,
                    );
                }
            }
        }
        index as usize
    }

    /// Takes a drawn tile that fits nowhere out of the game (not a turn).
    pub fn discard(&mut self, kind: TileKind) -> Result<(), String> {
        if self.stage != Stage::Place {
            return Err("no tile may be discarded now".into());
        }
        if !self.drawable(kind) {
            return Err(self.not_drawable_reason(kind));
        }
        if self.can_place(kind) {
            return Err(format!(
                "tile {} can be placed, so it may not be discarded",
                catalog().get(kind).id
            ));
        }
        self.remaining[kind as usize] -= 1;
        self.remaining_total -= 1;
        self.moves += 1;
        if self.remaining_total == 0 {
            self.finish();
        }
        Ok(())
    }

    /// Carries out the deploy choice, scores what the turn completed and
    /// passes the turn (or ends the game when no tile is left).
    pub fn deploy(&mut self, d: Deploy) -> Result<(), String> {
        self.check_deploy(d)?;
        self.deploy_unchecked(d);
        Ok(())
    }

    /// `deploy` for a choice taken from `deploy_options` (the AI's fast path).
    pub fn deploy_unchecked(&mut self, d: Deploy) {
        let index = self.tile_being_deployed().expect("deploy stage") as u8;
        let p = self.current;
        let turn = Some(self.moves);
        match d {
            Deploy::None => {}
            Deploy::Follower(s) | Deploy::Abbot(s) => {
                let kind = if matches!(d, Deploy::Abbot(_)) {
                    self.abbot_out[p as usize] = true;
                    MeepleKind::Abbot
                } else {
                    self.supply[p as usize] -= 1;
                    MeepleKind::Follower
                };
                let id = self.segment_id(index as usize, s);
                let root = self.features.find(id);
                self.features.node_mut(root).meeples[p as usize] += 1;
                self.monks += self.features.node(root).kind.is_centre() as u8;
                self.meeples.push(Meeple {
                    player: p,
                    kind,
                    tile: index,
                    segment: s,
                });
            }
            Deploy::RecallAbbot => {
                let award = scoring::abbot_recall(self, p as usize).expect("abbot on board");
                self.apply(turn, award);
                let at = self
                    .meeples
                    .iter()
                    .position(|m| m.player == p && m.kind == MeepleKind::Abbot)
                    .expect("abbot on board");
                self.features.node_mut(award.feature).meeples[p as usize] -= 1;
                self.monks -= 1;
                self.meeples.remove(at);
                self.abbot_out[p as usize] = false;
            }
        }
        for award in scoring::completed_by(self, index as usize).iter() {
            self.features.node_mut(award.feature).completed = true;
            self.apply(turn, *award);
            self.return_meeples(award.feature);
        }
        self.moves += 1;
        self.current = (self.current + 1) % self.players;
        if self.remaining_total == 0 {
            self.finish();
        } else {
            self.stage = Stage::Place;
        }
    }

    // ----- scoring ------------------------------------------------------

    /// Gives an award's points to its players and notes the event.
    fn apply(&mut self, turn: Option<u32>, award: Award) {
        let Award {
            kind,
            points,
            players,
            feature,
        } = award;
        if players == 0 || points == 0 {
            return;
        }
        for p in 0..self.players as usize {
            if players & (1 << p) != 0 {
                self.scores[p][kind as usize] += points;
            }
        }
        self.events.push(ScoreEvent {
            turn,
            kind,
            points,
            players,
            feature,
        });
    }

    /// Final scoring: incomplete roads, cities, monasteries and gardens with
    /// meeples, then the fields (3 points per completed city they border).
    fn finish(&mut self) {
        for award in scoring::final_awards(self) {
            self.apply(None, award);
        }
        self.stage = Stage::Over;
    }

    /// Scores the game as if it ended now (final scoring included), for
    /// studying positions; the game is over afterwards.
    pub fn score_now(&mut self) {
        if matches!(self.stage, Stage::Deploy(_)) {
            self.deploy_unchecked(Deploy::None);
        }
        if self.stage != Stage::Over {
            self.finish();
        }
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
