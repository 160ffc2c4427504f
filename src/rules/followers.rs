//! Figures on the tile just placed, by the one figure model
//! (`figures.rs`): where the current player may put each figure in their
//! supply (a free feature, or one that holds their follower for a figure
//! that goes beside one; fields only with farmers), figures taken back,
//! and figures going home when their feature scores.

use super::features::{MAX_PLAYERS, SegmentId};
use super::figures::FOLLOWER_SPOTS;
use super::game::Game;
use super::refusal::Refusal;
use super::set_names::{FIGURES, Figure};
use super::tileset::{SegmentKind, catalog};
use super::types::{Deploy, Meeple, Stage};

impl Game {
    /// The tile just placed, while the deploy choice is open.
    pub fn tile_being_deployed(&self) -> Option<usize> {
        match self.stage {
            Stage::Deploy(i) => Some(i as usize),
            _ => None,
        }
    }

    /// Every legal deploy choice for the current player (always includes
    /// `None`): each figure in their supply on each segment it may take;
    /// first, place by place, the figures that go where a follower goes
    /// (the follower, the large meeple), then each other figure's places
    /// (`Figure::ALL`'s order), then the figures they may take back. The
    /// order is the one the computer players have always been offered, so a
    /// seed plays the game it always played.
    pub fn deploy_options(&self, out: &mut Vec<Deploy>) {
        out.clear();
        out.push(Deploy::None);
        let Some(index) = self.tile_being_deployed() else {
            return;
        };
        let p = self.current as usize;
        let placed = self.board.tiles()[index];
        let tile = catalog().get(placed.kind);
        let node = |i: usize| self.features.feature(placed.first_segment + i as SegmentId);
        if self.sets.is_empty() {
            // No set in play: the follower is the only figure, none is
            // taken back and no set adds or refuses a choice (the same
            // choices in the same order as below, for the question a
            // random game asks at every placement).
            if self.supply[p][Figure::Follower.index()] > 0 {
                for (i, s) in tile.segments.iter().enumerate() {
                    if self.may_stand(Figure::Follower, s.kind, &node(i).meeples, p) {
                        out.push(Deploy::Figure(Figure::Follower, i as u8));
                    }
                }
            }
            return;
        }
        // The figures in the player's supply, those that go where a
        // follower goes first, sorted out once rather than for every
        // segment (a random game asks this at every placement).
        let (mut like_followers, mut others) =
            ([Figure::Follower; FIGURES], [Figure::Follower; FIGURES]);
        let (mut n_like, mut n_others) = (0, 0);
        for figure in Figure::ALL {
            if self.supply[p][figure.index()] == 0 {
                continue;
            }
            let spec = figure.spec();
            if spec.stands_on == FOLLOWER_SPOTS && !spec.beside_own {
                like_followers[n_like] = figure;
                n_like += 1;
            } else {
                others[n_others] = figure;
                n_others += 1;
            }
        }
        let mut offer = |figure: Figure, i: usize, kind: SegmentKind| {
            if self.may_stand(figure, kind, &node(i).meeples, p) {
                out.push(Deploy::Figure(figure, i as u8));
            }
        };
        for (i, s) in tile.segments.iter().enumerate() {
            for &figure in &like_followers[..n_like] {
                offer(figure, i, s.kind);
            }
        }
        for &figure in &others[..n_others] {
            for (i, s) in tile.segments.iter().enumerate() {
                offer(figure, i, s.kind);
            }
        }
        for figure in Figure::ALL {
            if figure.spec().recall.is_some() && self.figure_out(p, figure) {
                out.push(Deploy::Recall(figure));
            }
        }
        for set in self.sets.iter() {
            set.deploy_options(self, out);
        }
        out.retain(|&d| self.sets.iter().all(|s| s.check_deploy(self, d).is_ok()));
    }

    /// Whether a figure may go on a feature of this kind holding these
    /// figures (by weight, per seat) for player `p`.
    pub(crate) fn may_stand(
        &self,
        figure: Figure,
        kind: SegmentKind,
        on: &[u8; MAX_PLAYERS],
        p: usize,
    ) -> bool {
        let spec = figure.spec();
        if !spec.may_stand_on(kind) || (kind == SegmentKind::Field && !self.rules.farmers) {
            return false;
        }
        if spec.beside_own {
            on[p] > 0
        } else {
            on.iter().all(|&m| m == 0)
        }
    }

    /// Why a deploy choice is not allowed, or `Ok`.
    pub fn check_deploy(&self, d: Deploy) -> Result<(), Refusal> {
        let Some(index) = self.tile_being_deployed() else {
            return Err(Refusal::NoTileWaiting);
        };
        let mut options = Vec::new();
        self.deploy_options(&mut options);
        if options.contains(&d) {
            return Ok(());
        }
        for set in self.sets.iter() {
            set.check_deploy(self, d)?;
        }
        let p = self.current as usize;
        Err(match d {
            Deploy::None => unreachable!("skipping is always allowed"),
            Deploy::Set(d) => Refusal::NotOffered(d.action),
            Deploy::Recall(figure) if !figure.in_play(self.sets) => Refusal::NotInPlay(figure),
            Deploy::Recall(figure) if figure.spec().recall.is_none() => {
                Refusal::NotTakenBack(figure)
            }
            Deploy::Recall(figure) => Refusal::NotOnBoard(figure),
            Deploy::Figure(figure, s) => {
                let placed = self.board.tiles()[index];
                let tile = catalog().get(placed.kind);
                let kind = tile
                    .segments
                    .get(s as usize)
                    .ok_or(Refusal::NoSuchSegment {
                        tile: placed.kind,
                        segment: s,
                    })?
                    .kind;
                let spec = figure.spec();
                let node = self.features.feature(placed.first_segment + s as SegmentId);
                if !figure.in_play(self.sets) {
                    Refusal::NotInPlay(figure)
                } else if self.supply[p][figure.index()] == 0 && spec.per_player > 1 {
                    Refusal::NoneInSupply(figure)
                } else if self.supply[p][figure.index()] == 0 {
                    Refusal::AlreadyOut(figure)
                } else if !spec.may_stand_on(kind) {
                    Refusal::WrongSpot(figure, kind)
                } else if kind == SegmentKind::Field && !self.rules.farmers {
                    Refusal::NoFarmers
                } else if spec.beside_own {
                    Refusal::NotBesideOwn(figure, kind)
                } else {
                    debug_assert!(node.meeple_count() > 0);
                    Refusal::Occupied(kind)
                }
            }
        })
    }

    /// Sends every figure on a feature back to its owner (a figure that
    /// moves on then waits for its owner's choice, `moving_on.rs`).
    pub(super) fn return_meeples(&mut self, root: SegmentId) {
        let count = self.features.node(root).meeple_count();
        // A figure that counts for nothing in a majority stands only
        // beside its owner's follower: a feature with no weight has none.
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
                self.supply[m.player as usize][m.figure.index()] += 1;
                self.meeples.remove(i);
                if m.figure.spec().moves_on {
                    self.moving_on.push(super::types::MovingOn {
                        player: m.player,
                        figure: m.figure,
                        from: m.tile,
                    });
                }
            } else {
                i += 1;
            }
        }
        let node = self.features.node_mut(root);
        node.meeples = [0; MAX_PLAYERS];
        node.pennant_figures = [0; MAX_PLAYERS];
    }

    /// The players' figures the sets keep on squares outside the features
    /// (`Expansion::figures_on_squares`).
    pub fn figures_on_squares(&self) -> Vec<Meeple> {
        let mut out = Vec::new();
        for set in self.sets.iter() {
            set.figures_on_squares(self, &mut out);
        }
        out
    }

    /// Every player's figure on the square of board tile `tile` goes
    /// home: those on its features (`send_home`), and those a set keeps
    /// there (`Expansion::figures_home_from`). Returns how many went.
    pub fn send_home_from(&mut self, tile: usize) -> usize {
        let mut went = 0;
        while let Some(i) = self.meeples.iter().position(|m| m.tile as usize == tile) {
            went += self.send_home(i);
        }
        for set in self.sets.iter() {
            went += set.figures_home_from(self, tile);
        }
        went
    }

    /// Sends one figure (its index in `meeples`) home before its feature
    /// is scored, as a set's rules may (a figure eaten, or sent away). A
    /// figure that counts for nothing in a majority stands only beside
    /// its owner's follower, so when the owner's last weight leaves the
    /// feature it goes home too. Returns how many figures went home.
    pub fn send_home(&mut self, index: usize) -> usize {
        let m = self.meeples.remove(index);
        let root = self
            .features
            .find(self.segment_id(m.tile as usize, m.segment));
        let spec = m.figure.spec();
        let weight = spec.weight;
        let node = self.features.node_mut(root);
        node.count_figure(m.player as usize, weight, spec.pennant_strength, -1);
        let (left, centre) = (node.meeples[m.player as usize], node.kind.is_centre());
        self.monks -= centre as u8 * weight;
        self.supply[m.player as usize][m.figure.index()] += 1;
        if left > 0 || weight == 0 {
            return 1;
        }
        let beside = self.meeples.iter().position(|o| {
            o.player == m.player
                && o.figure.weight() == 0
                && self
                    .features
                    .root(self.segment_id(o.tile as usize, o.segment))
                    == root
        });
        1 + beside.map_or(0, |i| self.send_home(i))
    }
}

#[cfg(test)]
mod tests {
    use crate::rules::game::Rules;
    use crate::rules::random_play::random_game;
    use crate::rules::set_names::Figure;

    /// Random games with builders and pigs: whenever a player's follower
    /// stands with their builder or pig, sending the follower home takes
    /// the builder or pig too; every count the core keeps stays true.
    #[test]
    fn a_follower_sent_home_takes_its_owners_builder_or_pig_along() {
        let rules = Rules {
            traders_builders: true,
            ..Rules::default()
        };
        let mut checked = 0;
        for seed in 0..40 {
            random_game(
                rules,
                2,
                seed,
                |_| {},
                |table, _| {
                    let game = table.game();
                    for (i, m) in game.meeples().iter().enumerate() {
                        if m.figure.weight() == 0 {
                            continue;
                        }
                        let root = game
                            .features()
                            .root(game.segment_id(m.tile as usize, m.segment));
                        let node = game.features().node(root);
                        // Its owner's only weight there, with a builder or pig beside it.
                        let alone = node.meeples[m.player as usize] == m.figure.weight();
                        let beside = game.meeples().iter().any(|o| {
                            o.player == m.player
                                && matches!(o.figure, Figure::Builder | Figure::Pig)
                                && game
                                    .features()
                                    .root(game.segment_id(o.tile as usize, o.segment))
                                    == root
                        });
                        if !(alone && beside) {
                            continue;
                        }
                        let mut sent = game.clone();
                        let before = sent.meeples().len();
                        let gone = sent.send_home(i);
                        assert_eq!(gone, 2, "the follower and its builder or pig");
                        assert_eq!(sent.meeples().len(), before - 2);
                        assert_eq!(sent.features().node(root).meeples[m.player as usize], 0);
                        let p = m.player as usize;
                        assert_eq!(sent.in_supply(p, m.figure), game.in_supply(p, m.figure) + 1);
                        let centres = sent.meeples().iter().filter(|o| {
                            sent.features()
                                .feature(sent.segment_id(o.tile as usize, o.segment))
                                .kind
                                .is_centre()
                        });
                        let weight: u8 = centres.map(|o| o.figure.weight()).sum();
                        assert_eq!(sent.meeples_on_centres(), weight);
                        checked += 1;
                    }
                },
            );
        }
        assert!(
            checked > 20,
            "only {checked} followers with a builder or pig met"
        );
    }
}
