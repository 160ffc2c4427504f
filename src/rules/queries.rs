//! Questions the window asks about a position, each answered by the
//! engine: what a feature is, whether it is complete and who owns it, which
//! tiles it covers, who placed a tile, who won.

use super::features::{MAX_PLAYERS, SegmentId};
use super::game::Game;
use super::set_names::{FIGURES, Figure};
use super::tileset::SegmentKind;
use super::tileset::TOKENS;
use super::types::seats_in;

/// A connected feature as a player sees it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FeatureState {
    /// The segment that stands for the whole feature.
    pub root: SegmentId,
    pub kind: SegmentKind,
    /// A road or city with no open edge, a monastery or garden with all
    /// eight squares around it filled; a field never is.
    pub complete: bool,
    /// Bit mask of the seats with the most meeples on it (0: nobody's).
    pub owners: u8,
    /// Meeples of each seat on it, by weight (a large meeple counts two).
    pub meeples: [u8; MAX_PLAYERS],
    /// What each seat's figures count for in its majority: their weights,
    /// a figure of pennant strength as many as the feature's pennants.
    pub strength: [u32; MAX_PLAYERS],
    /// What sets mark on it (`Node::marks`) and the symbols they count
    /// on it (`Node::tokens`); each set reads its own.
    pub marks: u8,
    pub tokens: [u8; TOKENS],
    /// For each kind of figure (`Figure::index`), the seats (a bit mask)
    /// with one on it.
    pub figures: [u8; FIGURES],
}

impl FeatureState {
    pub fn owner_seats(&self) -> impl Iterator<Item = usize> + '_ {
        seats_in(self.owners)
    }

    /// The seats (a bit mask) with a figure of that kind on it.
    pub fn seats_with(&self, figure: Figure) -> u8 {
        self.figures[figure.index()]
    }
}

impl Game {
    /// Every connected feature on the board, once each (its root segment).
    pub fn feature_roots(&self) -> Vec<SegmentId> {
        let mut roots: Vec<SegmentId> = (0..self.features().len() as SegmentId)
            .map(|s| self.features().root(s))
            .collect();
        roots.sort_unstable();
        roots.dedup();
        roots
    }

    /// The feature a segment belongs to.
    pub fn feature_state(&self, segment: SegmentId) -> FeatureState {
        let root = self.features().root(segment);
        let node = self.features().node(root);
        let complete = self.is_complete(root);
        FeatureState {
            root,
            kind: node.kind,
            complete,
            owners: node.majority(),
            meeples: node.meeples,
            strength: std::array::from_fn(|p| node.strength(p)),
            marks: node.marks,
            tokens: node.tokens,
            figures: self.figures_on_feature(root),
        }
    }

    /// Whether the feature a segment belongs to is complete: a road or
    /// city with no open end, a monastery or garden with a tile on each
    /// of the eight squares around (a field never is).
    pub fn is_complete(&self, segment: SegmentId) -> bool {
        let root = self.features().root(segment);
        let node = self.features().node(root);
        match node.kind {
            SegmentKind::Road | SegmentKind::City => node.open == 0,
            SegmentKind::Monastery | SegmentKind::Garden => {
                let tile = self.tile_of_segment(root);
                self.board()
                    .neighbours_around(self.board().tiles()[tile].pos)
                    == 8
            }
            SegmentKind::Field => false,
        }
    }

    /// For each kind of figure, the seats with one on the feature (its root).
    fn figures_on_feature(&self, root: SegmentId) -> [u8; FIGURES] {
        let mut on = [0; FIGURES];
        for m in self.meeples() {
            if self
                .features()
                .root(self.segment_id(m.tile as usize, m.segment))
                == root
            {
                on[m.figure.index()] |= 1 << m.player;
            }
        }
        on
    }

    /// Bit mask of the seats with a figure of that kind on the feature
    /// (its root): whose set's figure stands on a road, or in a field.
    pub fn figures_on(&self, root: SegmentId, figure: Figure) -> u8 {
        self.meeples()
            .iter()
            .filter(|m| m.figure == figure)
            .filter(|m| {
                self.features()
                    .root(self.segment_id(m.tile as usize, m.segment))
                    == root
            })
            .fold(0, |mask, m| mask | 1 << m.player)
    }

    /// The index on the board of the tile a segment lies on.
    pub fn tile_of_segment(&self, segment: SegmentId) -> usize {
        // Tiles take their segment ids in the order they are placed.
        self.board()
            .tiles()
            .partition_point(|t| t.first_segment <= segment)
            - 1
    }

    /// The indices of the tiles a feature covers (for showing it).
    pub fn feature_tiles(&self, feature: SegmentId) -> Vec<usize> {
        let mut tiles: Vec<usize> = (self.features().members(feature))
            .map(|s| self.tile_of_segment(s))
            .collect();
        tiles.sort_unstable();
        tiles.dedup();
        tiles
    }

    /// The seats with the highest score (all of them tie for the lead at
    /// the start); at the end of the game, the winners.
    pub fn winners(&self) -> Vec<usize> {
        let scores = self.scores();
        let best = scores.iter().copied().max().unwrap_or(0);
        (0..self.players()).filter(|&p| scores[p] == best).collect()
    }
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand::rngs::SmallRng;

    use crate::ai::AiKind;
    use crate::rules::tileset::SegmentKind;
    use crate::rules::{Rules, ScoreKind, Table};

    /// Random games with the abbot and the mayor: after every move, what
    /// the queries say agrees with the scoring that happened and with the
    /// board.
    #[test]
    fn feature_states_agree_with_scoring_and_the_board() {
        let rules = Rules {
            abbot: true,
            abbey_mayor: true,
            ..Rules::default()
        };
        let mut mayors_counted = 0;
        for seed in 0..30 {
            let mut rng = SmallRng::seed_from_u64(seed);
            let mut t = Table::new(vec!["A".into(), "B".into(), "C".into()], rules, seed);
            while let Some(tile) = t.in_hand() {
                let scored = t.game().events().len();
                let c = AiKind::Random.choose(t.game(), tile, &mut rng);
                t.play(c.placement, c.deploy).unwrap();
                let game = t.game();
                for e in &game.events()[scored..] {
                    // A recalled abbot scores its open monastery or garden.
                    let recall =
                        matches!(e.kind, ScoreKind::Monastery | ScoreKind::Garden) && e.points < 9;
                    if e.turn.is_some() && e.kind != ScoreKind::Field && !recall {
                        assert!(
                            game.feature_state(e.what.feature().unwrap()).complete,
                            "{e:?} scored open"
                        );
                    }
                }
                for root in game.feature_roots() {
                    let f = game.feature_state(root);
                    assert_eq!(f.root, root);
                    let tile = game.tile_of_segment(root);
                    let placed = game.board().tiles()[tile];
                    let segments = crate::rules::catalog().get(placed.kind).segments.len();
                    assert!((root - placed.first_segment) < segments as u16);
                    // Its tiles: those with a segment of it on the board.
                    let covering: Vec<usize> = (game.board().tiles().iter().enumerate())
                        .filter(|(_, t)| {
                            let n = crate::rules::catalog().get(t.kind).segments.len();
                            (t.first_segment..t.first_segment + n as u16)
                                .any(|s| game.features().root(s) == root)
                        })
                        .map(|(i, _)| i)
                        .collect();
                    assert_eq!(game.feature_tiles(root), covering);
                    // Owners are the seats whose figures there count the
                    // most: weights, a mayor as the feature's pennants.
                    let pennants = game.features().node(root).pennants as u32;
                    let mut strength = [0u32; crate::rules::features::MAX_PLAYERS];
                    for m in game.meeples() {
                        let at = game.segment_id(m.tile as usize, m.segment);
                        if game.features().root(at) != root {
                            continue;
                        }
                        let spec = m.figure.spec();
                        strength[m.player as usize] += if spec.pennant_strength {
                            mayors_counted += 1;
                            pennants
                        } else {
                            spec.weight as u32
                        };
                    }
                    assert_eq!(f.strength, strength);
                    let most = *strength.iter().max().unwrap();
                    for (p, &s) in strength.iter().enumerate() {
                        let owns = f.owners & (1 << p) != 0;
                        assert_eq!(owns, most > 0 && s == most);
                    }
                    if f.kind == SegmentKind::Field {
                        assert!(!f.complete);
                    }
                    // A complete road or city has been scored, and its meeples went home.
                    if f.complete && matches!(f.kind, SegmentKind::Road | SegmentKind::City) {
                        assert_eq!(f.owners, 0, "meeples left on a complete feature");
                        assert!(game.features().node(root).completed);
                    }
                }
            }
            let game = t.game();
            let best = *game.scores().iter().max().unwrap();
            let winners = game.winners();
            assert!(!winners.is_empty());
            for p in 0..game.players() {
                assert_eq!(winners.contains(&p), game.score(p) == best);
            }
            // Every placed tile but the start tile has the seat that played it.
            assert_eq!(game.placed_by(0), None);
            let placers: Vec<usize> = (1..game.board().len())
                .map(|i| game.placed_by(i).unwrap())
                .collect();
            assert!(placers.iter().enumerate().all(|(i, &p)| p == i % 3));
        }
        assert!(mayors_counted > 100, "{mayors_counted} mayors on the board");
    }
}
