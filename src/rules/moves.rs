//! The moves that change a game: place a tile, discard one that fits
//! nowhere, deploy a meeple or take a figure back, and apply what scoring
//! awards (`scoring.rs` says what; this applies it); at the end, final
//! scoring.

use super::features::SegmentId;
use super::game::Game;
use super::geometry::{Pos, opposite};
use super::held;
use super::moving_on::MOVING_ON;
use super::phase::{Phase, Slot};
use super::refusal::Refusal;
use super::scoring;
use super::set_names::Figure;
use super::tileset::{NONE, SegmentKind, TileKind, catalog};
use super::types::{Award, Deploy, Meeple, Placement, Stage};

impl Game {
    /// Places the drawn tile after checking every rule; the turn then waits
    /// for the deploy choice.
    pub fn place(&mut self, kind: TileKind, p: Placement) -> Result<(), Refusal> {
        if self.stage != Stage::Place {
            return Err(Refusal::NotPlacingNow);
        }
        if held::is_held(kind) {
            if self.held_tile(self.current as usize) != Some(kind) {
                return Err(Refusal::NotHeld(kind));
            }
        } else if !self.drawable(kind) {
            return Err(self.not_drawable_reason(kind));
        }
        self.check_placement(kind, p)?;
        self.place_unchecked(kind, p);
        Ok(())
    }

    /// Places a tile known to be legal (the AI's fast path).
    pub fn place_unchecked(&mut self, kind: TileKind, p: Placement) {
        debug_assert!(self.check_placement(kind, p).is_ok());
        if held::is_held(kind) {
            self.held_tile_played();
        } else {
            self.remaining[kind as usize] -= 1;
            self.remaining_total -= 1;
        }
        let index = self.put_tile(kind, p.pos, p.rot);
        self.placers.push(self.current);
        if self.again {
            self.again_tiles.push(index as u8);
        }
        for set in self.sets.iter() {
            set.tile_placed(self, index);
        }
        self.stage = Stage::Deploy(index as u8);
    }

    /// Puts a tile on the board and joins its segments to the neighbours'.
    pub(super) fn put_tile(&mut self, kind: TileKind, pos: Pos, rot: u8) -> usize {
        let cat = catalog();
        let tile = cat.get(kind);
        let first = self.features.len() as SegmentId;
        debug_assert!(self.board.len() <= super::features::MOST_TILES);
        let index = self.board.len() as u8;
        for s in &tile.segments {
            let (open, tiles) = match s.kind {
                SegmentKind::Road | SegmentKind::City => (s.ports.count_ones() as i16, 1),
                _ => (0, 0),
            };
            let shared = (tiles == 1 && s.siblings).then_some(index);
            let id = self.features.add(s.kind, open, s.pennants, tiles, shared);
            let node = self.features.node_mut(id);
            node.marks = s.marks;
            node.tokens = s.tokens;
            let mut cities = s.cities;
            while cities != 0 {
                let c = cities.trailing_zeros() as SegmentId;
                cities &= cities - 1;
                self.field_borders.push((id, first + c));
            }
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
            if tile.walls {
                // A wall ends the road or city that meets it: one end of
                // it is closed, and nothing joins.
                let their_seg = theirs.edge_segment[o as usize];
                if their_seg != NONE {
                    let root = self.features.find(n.first_segment + their_seg as u16);
                    self.features.node_mut(root).open -= 1;
                }
                continue;
            }
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
    pub fn discard(&mut self, kind: TileKind) -> Result<(), Refusal> {
        if self.stage != Stage::Place {
            return Err(Refusal::NotDiscardingNow);
        }
        if held::is_held(kind) {
            return self.let_held_tile_go(kind);
        }
        if !self.drawable(kind) {
            return Err(self.not_drawable_reason(kind));
        }
        if self.can_place(kind) {
            return Err(Refusal::FitsSomewhere(kind));
        }
        self.remaining[kind as usize] -= 1;
        self.remaining_total -= 1;
        self.moves += 1;
        // The last tile that may come fitted nowhere: no second tile can
        // follow (every set is asked, as after a deploy, and none is left
        // to give), and the last round of held tiles begins with the
        // player after the one who placed the last tile.
        if self.pile_spent() {
            for set in self.sets.iter() {
                set.plays_again(self);
            }
            if !self.start_last_round() {
                self.finish();
            }
        }
        Ok(())
    }

    /// Carries out the deploy choice, scores what the turn completed and
    /// passes the turn (or ends the game when no tile is left).
    pub fn deploy(&mut self, d: Deploy) -> Result<(), Refusal> {
        self.check_deploy(d)?;
        self.deploy_unchecked(d);
        Ok(())
    }

    /// `deploy` for a choice taken from `deploy_options` (the AI's fast path).
    pub fn deploy_unchecked(&mut self, d: Deploy) {
        let index = self.tile_being_deployed().expect("deploy stage") as u8;
        match d {
            Deploy::Figure(figure, s) => self.put_figure(figure, index, s),
            Deploy::Set(d) => {
                d.action.set.expansion().make_deploy(self, d);
            }
            // Taken back at the turn's scoring, after the deploy's phases:
            // a set's rule may send it home first (`finish_turn`).
            Deploy::Recall(figure) => self.recalling = Some(figure),
            Deploy::None => {}
        }
        // The deploy's phases (its consequences, then a set's figure
        // moving square by square) before the scoring.
        self.after_phase(Slot::Deploy, index, 0);
    }

    /// Every phase of the game (`phase.rs`), in the order they run within
    /// their slot: the figures that move on after the scoring first (a
    /// set's phase after the scoring sees them where they went), then the
    /// sets' in `SetId::ALL`'s order.
    pub(super) fn phases(&self) -> impl Iterator<Item = &'static dyn Phase> + use<> {
        std::iter::once(MOVING_ON)
            .chain((self.sets.iter()).flat_map(|set| set.phases().iter().copied()))
    }

    /// Puts the current player's figure from their supply on a segment
    /// of a tile on the board (the tile just placed, or another a set's
    /// rule lets it go to).
    pub(crate) fn put_figure(&mut self, figure: Figure, tile: u8, segment: u8) {
        self.put_figure_of(self.current, figure, tile, segment);
    }

    /// `put_figure` for a player's figure, whoever's turn it is (a figure
    /// moving on).
    pub(super) fn put_figure_of(&mut self, p: u8, figure: Figure, tile: u8, segment: u8) {
        self.supply[p as usize][figure.index()] -= 1;
        // A feature's count is by weight (the large meeple is two), so
        // majorities and "is it free" read it directly.
        let id = self.segment_id(tile as usize, segment);
        let root = self.features.find(id);
        let spec = figure.spec();
        let weight = spec.weight;
        let node = self.features.node_mut(root);
        node.count_figure(p as usize, weight, spec.pennant_strength, 1);
        self.monks += self.features.node(root).kind.is_centre() as u8 * weight;
        self.meeples.push(Meeple {
            player: p,
            figure,
            tile,
            segment,
        });
    }

    /// What the sets score now the deploy is made, though not complete
    /// (`Expansion::scored_at_deploy`): the awards, the sets' points
    /// beside each feature, and its figures home.
    fn score_at_deploy(&mut self, index: u8) {
        if self.sets.is_empty() {
            return;
        }
        let mut awards = Vec::new();
        for set in self.sets.iter() {
            set.scored_at_deploy(self, index as usize, &mut awards);
        }
        if awards.is_empty() {
            return;
        }
        let turn = Some(self.moves);
        let mut roots: Vec<SegmentId> = Vec::new();
        for award in awards {
            self.apply(turn, award);
            if !roots.contains(&award.root()) {
                roots.push(award.root());
            }
        }
        for root in roots {
            self.score_beside(turn, root);
            self.return_meeples(root);
        }
    }

    /// The sets' points beside a feature's own as it is scored, its
    /// figures still on it.
    fn score_beside(&mut self, turn: Option<u32>, root: SegmentId) {
        if self.sets.is_empty() {
            return;
        }
        let mut awards = Vec::new();
        for set in self.sets.iter() {
            set.feature_scored(self, root, &mut awards);
        }
        for award in awards {
            self.apply(turn, award);
        }
    }

    /// The figure the player chose to take back this turn, scored as at
    /// the game's end and back in their supply; nothing when a set's rule
    /// sent it home on the way.
    fn take_back_recalled(&mut self) {
        let Some(figure) = self.recalling.take() else {
            return;
        };
        let p = self.current;
        let turn = Some(self.moves);
        let Some(award) = scoring::recall(self, p as usize, figure) else {
            return;
        };
        self.apply(turn, award);
        self.score_beside(turn, award.root());
        let at = self
            .meeples
            .iter()
            .position(|m| m.player == p && m.figure == figure)
            .expect("figure on board");
        self.send_home(at);
    }

    /// Scores what the tile at `index` completed and passes the turn (or
    /// ends the game when no tile is left), once the scoring's phases
    /// have made their choices (figures moving on). The deploy's phases
    /// have made theirs before (a set's figure moving): a figure taken back
    /// and what the deploy scores at once (a set's action on a field) are
    /// scored here, after them.
    pub(super) fn finish_turn(&mut self, index: u8) {
        self.take_back_recalled();
        self.score_at_deploy(index);
        for award in scoring::completed_by(self, index as usize).iter() {
            self.score_completed(award);
        }
        if !self.sets.is_empty() {
            for award in scoring::completed_elsewhere(self).iter() {
                self.score_completed(award);
            }
        }
        self.after_phase(Slot::AfterScoring, index, 0);
    }

    /// A feature the turn completed is scored, and its figures go home.
    #[inline]
    fn score_completed(&mut self, award: &Award) {
        let turn = Some(self.moves);
        let root = award.root();
        self.features.node_mut(root).completed = true;
        for set in self.sets.iter() {
            set.feature_completed(self, root);
        }
        self.apply(turn, *award);
        self.score_beside(turn, root);
        self.return_meeples(root);
    }

    /// The turn's scoring is done and no figure waits to move on: the turn
    /// passes (or the same player places another tile, or the game ends).
    pub(super) fn pass_turn(&mut self) {
        let turn = Some(self.moves);
        self.moves += 1;
        let mut again = false;
        for set in self.sets.iter() {
            again |= set.plays_again(self);
        }
        self.again = again;
        if !again {
            self.current = (self.current + 1) % self.players;
        }
        if self.pile_spent() {
            // The last round of held tiles, from the seat after the one
            // who placed this tile.
            if !self.start_last_round() {
                self.finish();
                return;
            }
        }
        self.stage = Stage::Place;
        if !again {
            self.turn_begins(turn);
        }
    }

    /// Whether the tile awaited (or lying, its turn not over) is one the
    /// same player places again in their turn (a set's rule: a second
    /// tile); the window says why. Never once the game is over
    /// (that tile may have been the last).
    pub fn is_extra_tile(&self) -> bool {
        self.again && self.stage != Stage::Over
    }

    /// Whether a set will give the player another tile when this turn
    /// passes, as it stands now (`Expansion::another_tile_coming`).
    pub fn another_tile_coming(&self) -> bool {
        self.sets.iter().any(|set| set.another_tile_coming(self))
    }

    /// Whether the tile at this index on the board was placed again in
    /// its player's turn: undo takes the whole turn back.
    pub fn was_extra_tile(&self, tile: usize) -> bool {
        self.again_tiles.contains(&(tile as u8))
    }

    /// A new turn begins (not a second tile in the same turn): the points
    /// a set gives then belong to the move `turn` that passed it on.
    pub(super) fn turn_begins(&mut self, turn: Option<u32>) {
        if self.sets.is_empty() {
            return;
        }
        let mut awards = Vec::new();
        for set in self.sets.iter() {
            set.turn_begins(self, &mut awards);
        }
        for award in awards {
            self.apply(turn, award);
        }
    }

    // ----- scoring ------------------------------------------------------

    /// Gives a set's own award in the turn under way (a phase's points: a
    /// message carried out), as every award is given.
    pub(super) fn award_now(&mut self, award: Award) {
        self.apply(Some(self.moves), award);
    }

    /// Gives an award's points to its players and notes the event.
    fn apply(&mut self, turn: Option<u32>, award: Award) {
        let Award {
            kind,
            points,
            players,
            ..
        } = award;
        if players == 0 || points == 0 {
            return;
        }
        for p in 0..self.players as usize {
            if players & (1 << p) != 0 {
                self.scores[p][kind.index()] += points;
            }
        }
        self.events.push(award.scored_in(turn));
        let mut following = Vec::new();
        for set in self.sets.iter() {
            set.points_scored(self, &award, &mut following);
        }
        // The score meeples move now, unless the seats choose a figure
        // (a set gives a second), which they do in a turn, not at the end.
        if turn.is_none() || self.scoring_figures() < 2 {
            for seat in super::types::seats_in(players) {
                self.figure_moved(seat, 0, points, &mut following);
            }
        }
        for award in following {
            self.apply(turn, award);
        }
    }

    /// How many scoring figures each seat has (`Expansion::scoring_figures`).
    pub fn scoring_figures(&self) -> u8 {
        let sets = self.sets.iter();
        sets.map(|s| s.scoring_figures()).max().unwrap_or(1).max(1)
    }

    /// Tells every set a seat's scoring figure moved, collecting what follows.
    fn figure_moved(&mut self, seat: usize, figure: u8, points: u32, out: &mut Vec<Award>) {
        for set in self.sets.iter() {
            set.figure_moved(self, seat, figure, points, out);
        }
    }

    /// A seat's points of the turn put on one of its scoring figures, by
    /// the set that gives the second (`Expansion::scoring_figures`): what
    /// follows from the figure's move is given at once.
    pub(super) fn figure_moves(&mut self, seat: usize, figure: u8, points: u32) {
        let mut following = Vec::new();
        self.figure_moved(seat, figure, points, &mut following);
        for award in following {
            self.apply(Some(self.moves), award);
        }
    }

    /// Final scoring: incomplete roads, cities, monasteries and gardens with
    /// meeples, then the fields (3 points per completed city they border).
    pub(super) fn finish(&mut self) {
        for award in scoring::end_awards(self) {
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
        self.cut_phases();
        if self.stage != Stage::Over {
            self.finish();
        }
    }
}
