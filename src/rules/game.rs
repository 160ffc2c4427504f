//! The state of one game and the turn: place a tile, deploy a meeple (or
//! recall the abbot), score what the tile completed; at the end, final scoring.
//!
//! The game knows which tiles remain but not their order: the order lives in
//! the draw pile (`deck.rs`), so a computer player can be handed a `Game`
//! without learning the future.

use serde::{Deserialize, Serialize};

use super::board::Board;
use super::features::{Features, MAX_PLAYERS, SegmentId};
use super::geometry::{Pos, opposite};
use super::river::RiverCourse;
use super::tileset::{NONE, SegmentKind, SetKind, TileKind, catalog};

/// Followers each player starts with.
pub const FOLLOWERS: u8 = 7;

/// Rule toggles chosen when a game is set up (also a record's `rules`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Rules {
    /// Fields and farmers are scored.
    pub farmers: bool,
    /// The River mini-expansion.
    pub river: bool,
    /// The Abbot mini-expansion: gardens and one abbot per player.
    pub abbot: bool,
}

impl Default for Rules {
    fn default() -> Self {
        Rules {
            farmers: true,
            river: false,
            abbot: false,
        }
    }
}

/// What a score is for; also the `kind` of a scoring event.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ScoreKind {
    Road = 0,
    City = 1,
    Monastery = 2,
    Garden = 3,
    Field = 4,
}

impl ScoreKind {
    pub const ALL: [ScoreKind; 5] = [
        ScoreKind::Road,
        ScoreKind::City,
        ScoreKind::Monastery,
        ScoreKind::Garden,
        ScoreKind::Field,
    ];

    pub fn name(self) -> &'static str {
        ["road", "city", "monastery", "garden", "field"][self as usize]
    }

    fn of(kind: SegmentKind) -> ScoreKind {
        match kind {
            SegmentKind::Road => ScoreKind::Road,
            SegmentKind::City => ScoreKind::City,
            SegmentKind::Field => ScoreKind::Field,
            SegmentKind::Monastery => ScoreKind::Monastery,
            SegmentKind::Garden => ScoreKind::Garden,
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
    /// The scored feature (its root segment), for showing it on the board.
    pub feature: SegmentId,
}

/// One award of final scoring: points of a kind to the players with the
/// most meeples on a feature.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FinalAward {
    pub kind: ScoreKind,
    pub points: u32,
    /// Bit mask of the players awarded.
    pub players: u8,
    pub feature: SegmentId,
}

impl ScoreEvent {
    pub fn seats(&self) -> impl Iterator<Item = usize> + '_ {
        (0..MAX_PLAYERS).filter(move |p| self.players & (1 << p) != 0)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MeepleKind {
    Follower,
    Abbot,
}

/// A meeple standing on the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Meeple {
    pub player: u8,
    pub kind: MeepleKind,
    /// Index of the tile in `Board::tiles`.
    pub tile: u8,
    /// The segment of that tile it stands on.
    pub segment: u8,
}

/// The player's choice in the deploy step.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Deploy {
    None,
    /// A follower on a segment of the tile just placed.
    Follower(u8),
    /// The abbot on the monastery or garden of the tile just placed.
    Abbot(u8),
    /// Take the abbot back and score it as at the end of the game.
    RecallAbbot,
}

/// Where the turn stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stage {
    /// Waiting for the current player's tile.
    Place,
    /// The tile (index in `Board::tiles`) is down; waiting for the deploy choice.
    Deploy(u8),
    /// Final scoring is done.
    Over,
}

/// A tile placement: square and rotation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Placement {
    pub pos: Pos,
    pub rot: u8,
}

#[derive(Clone)]
pub struct Game {
    rules: Rules,
    players: u8,
    board: Board,
    features: Features,
    remaining: Vec<u8>,
    remaining_total: u16,
    river: RiverCourse,
    current: u8,
    moves: u32,
    stage: Stage,
    supply: [u8; MAX_PLAYERS],
    abbot_out: [bool; MAX_PLAYERS],
    meeples: Vec<Meeple>,
    /// Meeples on monasteries and gardens: when there are none, a turn need
    /// not look for surrounded ones.
    monks: u8,
    scores: [[u32; 5]; MAX_PLAYERS],
    events: Vec<ScoreEvent>,
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
        };
        game.put_tile(start, Pos::new(0, 0), rot);
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

    /// The feature forest id of a segment of a placed tile.
    pub fn segment_id(&self, tile: usize, segment: u8) -> SegmentId {
        self.board.tiles()[tile].first_segment + segment as SegmentId
    }

    /// The indices of the tiles a feature covers (for showing it).
    pub fn feature_tiles(&self, feature: SegmentId) -> Vec<usize> {
        let root = self.features.root(feature);
        let cat = catalog();
        self.board
            .tiles()
            .iter()
            .enumerate()
            .filter(|(_, t)| {
                (0..cat.get(t.kind).segments.len() as SegmentId)
                    .any(|s| self.features.root(t.first_segment + s) == root)
            })
            .map(|(i, _)| i)
            .collect()
    }

    /// Whether a tile of this kind may be drawn now (the River's tiles come
    /// first, then the lake, then the land tiles).
    pub fn drawable(&self, kind: TileKind) -> bool {
        let cat = catalog();
        if self.remaining.get(kind as usize).is_none_or(|&c| c == 0) {
            return false;
        }
        if !self.rules.river {
            return true;
        }
        let river_left: u16 = self.river_tiles_left();
        let is_lake = kind == cat.river_lake;
        if river_left > 0 {
            cat.get(kind).set == SetKind::River && !is_lake
        } else if self.remaining[cat.river_lake as usize] > 0 {
            is_lake
        } else {
            true
        }
    }

    /// River tiles other than the lake still to be drawn.
    fn river_tiles_left(&self) -> u16 {
        let cat = catalog();
        cat.types
            .iter()
            .enumerate()
            .filter(|(i, t)| t.set == SetKind::River && *i != cat.river_lake as usize)
            .map(|(i, _)| self.remaining[i] as u16)
            .sum()
    }

    // ----- placing ------------------------------------------------------

    /// Why this tile cannot go there, or `Ok` when it can.
    pub fn check_placement(&self, kind: TileKind, p: Placement) -> Result<(), String> {
        let tile = catalog().get(kind);
        if p.rot > 3 {
            return Err(format!("rotation {} is not 0..=3", p.rot));
        }
        self.board.check_fit(tile, p.pos, p.rot).map_err(|e| {
            format!(
                "tile {} does not fit at {} rot {}: {e}",
                tile.id, p.pos, p.rot
            )
        })?;
        if self.rules.river && tile.is_river() {
            self.river.check(tile, p.pos, p.rot)?;
        }
        Ok(())
    }

    /// Every distinct legal placement of a tile kind (symmetric rotations once).
    pub fn legal_placements(&self, kind: TileKind, out: &mut Vec<Placement>) {
        out.clear();
        let tile = catalog().get(kind);
        if self.rules.river && tile.is_river() {
            if let Some(pos) = self.river.open_square() {
                for &rot in &tile.distinct_rotations {
                    if self.check_placement(kind, Placement { pos, rot }).is_ok() {
                        out.push(Placement { pos, rot });
                    }
                }
            }
            return;
        }
        let fitting = &tile.fitting;
        for sq in self.board.frontier() {
            let mut rots = fitting[sq.key as usize];
            while rots != 0 {
                out.push(Placement {
                    pos: sq.pos,
                    rot: rots.trailing_zeros() as u8,
                });
                rots &= rots - 1;
            }
        }
    }

    /// A legal placement chosen uniformly at random among the distinct ones,
    /// without listing them all: counted per frontier key, then located.
    pub fn random_placement(&self, kind: TileKind, rng: &mut impl rand::Rng) -> Option<Placement> {
        let tile = catalog().get(kind);
        if self.rules.river && tile.is_river() {
            let mut v = Vec::new();
            self.legal_placements(kind, &mut v);
            return (!v.is_empty()).then(|| v[rng.random_range(0..v.len())]);
        }
        let fitting = &tile.fitting;
        // Rejection sampling: a random square and rotation, kept if it fits.
        // Each (square, rotation) pair is equally likely, so the result is
        // uniform over legal placements; usually a few tries suffice.
        let frontier = self.board.frontier();
        let rots = &tile.distinct_rotations;
        for _ in 0..32 {
            let sq = &frontier[rng.random_range(0..frontier.len())];
            let rot = rots[rng.random_range(0..rots.len())];
            if fitting[sq.key as usize] & (1 << rot) != 0 {
                return Some(Placement { pos: sq.pos, rot });
            }
        }
        // Rare or no fits: count them per frontier key, then locate one.
        let keys = self.board.key_counts();
        let total: u32 = keys
            .iter()
            .map(|&(k, c)| fitting[k as usize].count_ones() * c as u32)
            .sum();
        if total == 0 {
            return None;
        }
        let mut r = rng.random_range(0..total);
        for &(key, count) in keys {
            let rots = fitting[key as usize];
            let weight = rots.count_ones() * count as u32;
            if r >= weight {
                r -= weight;
                continue;
            }
            let per = rots.count_ones();
            let (nth_square, nth_rot) = (r / per, r % per);
            let sq = self
                .board
                .frontier()
                .iter()
                .filter(|s| s.key == key)
                .nth(nth_square as usize)?;
            let mut bits = rots;
            for _ in 0..nth_rot {
                bits &= bits - 1;
            }
            return Some(Placement {
                pos: sq.pos,
                rot: bits.trailing_zeros() as u8,
            });
        }
        None
    }

    /// Whether the tile has any legal placement (else it is discarded).
    pub fn can_place(&self, kind: TileKind) -> bool {
        let tile = catalog().get(kind);
        if self.rules.river && tile.is_river() {
            let mut v = Vec::new();
            self.legal_placements(kind, &mut v);
            return !v.is_empty();
        }
        self.board
            .key_counts()
            .iter()
            .any(|&(k, _)| tile.fitting[k as usize] != 0)
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

    fn not_drawable_reason(&self, kind: TileKind) -> String {
        let id = &catalog().get(kind).id;
        if self.remaining.get(kind as usize).is_none_or(|&c| c == 0) {
            format!("no tile {id} is left to draw")
        } else {
            format!("tile {id} cannot be drawn yet: the river tiles come first, then the lake")
        }
    }

    /// Places a tile known to be legal (the AI's fast path).
    pub fn place_unchecked(&mut self, kind: TileKind, p: Placement) {
        debug_assert!(self.check_placement(kind, p).is_ok());
        self.remaining[kind as usize] -= 1;
        self.remaining_total -= 1;
        let index = self.put_tile(kind, p.pos, p.rot);
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

    // ----- deploying ----------------------------------------------------

    /// The tile just placed, while the deploy choice is open.
    pub fn tile_being_deployed(&self) -> Option<usize> {
        match self.stage {
            Stage::Deploy(i) => Some(i as usize),
            _ => None,
        }
    }

    /// Every legal deploy choice for the current player (always includes `None`).
    pub fn deploy_options(&self, out: &mut Vec<Deploy>) {
        out.clear();
        out.push(Deploy::None);
        let Some(index) = self.tile_being_deployed() else {
            return;
        };
        let p = self.current as usize;
        let placed = self.board.tiles()[index];
        let tile = catalog().get(placed.kind);
        let free = |s: usize| {
            self.features
                .feature(placed.first_segment + s as SegmentId)
                .meeple_count()
                == 0
        };
        if self.supply[p] > 0 {
            for (i, s) in tile.segments.iter().enumerate() {
                let allowed = match s.kind {
                    SegmentKind::Road | SegmentKind::City | SegmentKind::Monastery => true,
                    SegmentKind::Field => self.rules.farmers,
                    SegmentKind::Garden => false,
                };
                if allowed && free(i) {
                    out.push(Deploy::Follower(i as u8));
                }
            }
        }
        if self.rules.abbot {
            if self.abbot_out[p] {
                out.push(Deploy::RecallAbbot);
            } else if let Some(c) = tile.centre
                && free(c as usize)
            {
                out.push(Deploy::Abbot(c));
            }
        }
    }

    /// Why a deploy choice is not allowed, or `Ok`.
    pub fn check_deploy(&self, d: Deploy) -> Result<(), String> {
        let Some(index) = self.tile_being_deployed() else {
            return Err("no tile is waiting for a meeple".into());
        };
        let mut options = Vec::new();
        self.deploy_options(&mut options);
        if options.contains(&d) {
            return Ok(());
        }
        let p = self.current as usize;
        let placed = self.board.tiles()[index];
        let tile = catalog().get(placed.kind);
        let on = |s: u8| -> Result<&super::tileset::SegmentDef, String> {
            tile.segments
                .get(s as usize)
                .ok_or_else(|| format!("tile {} has no segment {s}", tile.id))
        };
        Err(match d {
            Deploy::None => unreachable!("skipping is always allowed"),
            Deploy::Follower(s) => {
                let seg = on(s)?;
                if self.supply[p] == 0 {
                    "the player has no follower left in supply".into()
                } else if seg.kind == SegmentKind::Garden {
                    "a follower may not stand on a garden (only the abbot may)".into()
                } else if seg.kind == SegmentKind::Field && !self.rules.farmers {
                    "farmers are not in play (no-farmers rules)".into()
                } else {
                    format!("that {} already has a meeple on it", seg_name(seg.kind))
                }
            }
            Deploy::Abbot(_) if !self.rules.abbot => "The Abbot is not in play".into(),
            Deploy::Abbot(_) if self.abbot_out[p] => {
                "the player's abbot is already on the board".into()
            }
            Deploy::Abbot(_) => {
                "the abbot may only stand on the monastery or garden of the tile just placed".into()
            }
            Deploy::RecallAbbot if !self.rules.abbot => "The Abbot is not in play".into(),
            Deploy::RecallAbbot => "the player's abbot is not on the board".into(),
        })
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
                let at = self
                    .meeples
                    .iter()
                    .position(|m| m.player == p && m.kind == MeepleKind::Abbot)
                    .expect("abbot on board");
                let m = self.meeples[at];
                let id = self.segment_id(m.tile as usize, m.segment);
                let kind = self.features.node(id).kind;
                let points = 1 + self
                    .board
                    .neighbours_around(self.board.tiles()[m.tile as usize].pos);
                self.award(turn, ScoreKind::of(kind), points, 1 << p, id);
                self.features.node_mut(id).meeples[p as usize] -= 1;
                self.monks -= 1;
                self.meeples.remove(at);
                self.abbot_out[p as usize] = false;
            }
        }
        self.score_completed(index as usize, turn);
        self.moves += 1;
        self.current = (self.current + 1) % self.players;
        if self.remaining_total == 0 {
            self.finish();
        } else {
            self.stage = Stage::Place;
        }
    }

    // ----- scoring ------------------------------------------------------

    fn award(
        &mut self,
        turn: Option<u32>,
        kind: ScoreKind,
        points: u32,
        players: u8,
        feature: SegmentId,
    ) {
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

    /// Sends every meeple on a feature back to its owner.
    fn return_meeples(&mut self, root: SegmentId) {
        let count = self.features.node(root).meeple_count();
        if count == 0 {
            return;
        }
        if self.features.node(root).kind.is_centre() {
            self.monks -= count as u8;
        }
        let mut i = 0;
        while i < self.meeples.len() {
            let m = self.meeples[i];
            let id = self.segment_id(m.tile as usize, m.segment);
            if self.features.find(id) == root {
                match m.kind {
                    MeepleKind::Follower => self.supply[m.player as usize] += 1,
                    MeepleKind::Abbot => self.abbot_out[m.player as usize] = false,
                }
                self.meeples.remove(i);
            } else {
                i += 1;
            }
        }
        self.features.node_mut(root).meeples = [0; MAX_PLAYERS];
    }

    /// Scores the roads and cities the new tile completed, then the
    /// monasteries (and, with The Abbot, gardens) it surrounded.
    fn score_completed(&mut self, index: usize, turn: Option<u32>) {
        let placed = self.board.tiles()[index];
        let tile = catalog().get(placed.kind);
        for (i, s) in tile.segments.iter().enumerate() {
            if !matches!(s.kind, SegmentKind::Road | SegmentKind::City) {
                continue;
            }
            let root = self.features.find(placed.first_segment + i as SegmentId);
            let node = *self.features.node(root);
            if node.open != 0 || node.completed {
                continue;
            }
            self.features.node_mut(root).completed = true;
            let points = match s.kind {
                SegmentKind::Road => node.tiles as u32,
                _ => 2 * node.tiles as u32 + 2 * node.pennants as u32,
            };
            self.award(turn, ScoreKind::of(s.kind), points, node.majority(), root);
            self.return_meeples(root);
        }
        if self.monks == 0 {
            return;
        }
        let centre = placed.pos;
        for pos in std::iter::once(centre).chain(centre.ring()) {
            let Some(t) = self.board.tile_at(pos).copied() else {
                continue;
            };
            let Some(c) = catalog().get(t.kind).centre else {
                continue;
            };
            let id = t.first_segment + c as SegmentId;
            let node = *self.features.node(id);
            if node.completed || node.meeple_count() == 0 || self.board.neighbours_around(pos) < 8 {
                continue;
            }
            self.features.node_mut(id).completed = true;
            self.award(turn, ScoreKind::of(node.kind), 9, node.majority(), id);
            self.return_meeples(id);
        }
    }

    /// Final scoring: incomplete roads, cities, monasteries and gardens with
    /// meeples, then the fields (3 points per completed city they border).
    fn finish(&mut self) {
        for award in self.final_awards() {
            self.award(None, award.kind, award.points, award.players, award.feature);
        }
        self.stage = Stage::Over;
    }

    /// What final scoring would award now, in the order it awards it,
    /// without changing the game: `finish` applies it, the computer players
    /// judge positions with it.
    pub fn final_awards(&self) -> Vec<FinalAward> {
        let mut awards: Vec<FinalAward> = Vec::new();
        let mut fields: Vec<SegmentId> = Vec::new();
        for m in &self.meeples {
            let root = self
                .features
                .root(self.segment_id(m.tile as usize, m.segment));
            if awards.iter().any(|a| a.feature == root) || fields.contains(&root) {
                continue;
            }
            let node = self.features.node(root);
            let points = match node.kind {
                SegmentKind::Road => node.tiles as u32,
                SegmentKind::City => node.tiles as u32 + node.pennants as u32,
                SegmentKind::Monastery | SegmentKind::Garden => {
                    1 + self
                        .board
                        .neighbours_around(self.board.tiles()[m.tile as usize].pos)
                }
                SegmentKind::Field => {
                    fields.push(root);
                    continue;
                }
            };
            awards.push(FinalAward {
                kind: ScoreKind::of(node.kind),
                points,
                players: node.majority(),
                feature: root,
            });
        }
        if self.rules.farmers && !fields.is_empty() {
            let cities = self.cities_bordering(&fields);
            for &field in &fields {
                let count = cities
                    .iter()
                    .filter(|&&(f, c)| f == field && self.features.node(c).open == 0)
                    .count() as u32;
                awards.push(FinalAward {
                    kind: ScoreKind::Field,
                    points: 3 * count,
                    players: self.features.node(field).majority(),
                    feature: field,
                });
            }
        }
        awards
    }

    /// Each player's score if the game ended now (or as it ended), without
    /// changing the game.
    pub fn final_scores(&self) -> [u32; MAX_PLAYERS] {
        debug_assert!(
            !matches!(self.stage, Stage::Deploy(_)),
            "a placed tile's completed features are scored in its deploy step"
        );
        let mut scores = [0; MAX_PLAYERS];
        for (p, score) in scores.iter_mut().enumerate().take(self.players()) {
            *score = self.score(p);
        }
        if self.stage == Stage::Over {
            return scores;
        }
        for award in self.final_awards() {
            for (p, score) in scores.iter_mut().enumerate() {
                if award.players & (1 << p) != 0 {
                    *score += award.points;
                }
            }
        }
        scores
    }

    /// Distinct (field, city) pairs for the given field roots, completed
    /// cities and open ones (their roots).
    pub fn cities_bordering(&self, fields: &[SegmentId]) -> Vec<(SegmentId, SegmentId)> {
        let cat = catalog();
        let mut pairs = Vec::new();
        for t in 0..self.board.len() {
            let placed = self.board.tiles()[t];
            for (i, s) in cat.get(placed.kind).segments.iter().enumerate() {
                if s.cities == 0 {
                    continue;
                }
                let field = self.features.root(placed.first_segment + i as SegmentId);
                if !fields.contains(&field) {
                    continue;
                }
                for c in 0..16 {
                    if s.cities & (1 << c) != 0 {
                        pairs.push((
                            field,
                            self.features.root(placed.first_segment + c as SegmentId),
                        ));
                    }
                }
            }
        }
        pairs.sort_unstable();
        pairs.dedup();
        pairs
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

fn seg_name(kind: SegmentKind) -> &'static str {
    match kind {
        SegmentKind::Road => "road",
        SegmentKind::City => "city",
        SegmentKind::Field => "field",
        SegmentKind::Monastery => "monastery",
        SegmentKind::Garden => "garden",
    }
}
