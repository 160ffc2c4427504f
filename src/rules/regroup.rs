//! Features whose joins a set changes during play, beside the joins of
//! tiles' edges: two segments of one tile joined by a set's piece (a
//! link from one road end to another), and features taken apart and joined
//! anew when such a piece moves. The union-find forest cannot split a
//! feature, so the features touched are rebuilt from their tiles and the
//! figures on them, keeping the segments' ids (figures and sets name
//! segments, never roots kept from before).

use super::board::PlacedTile;
use super::features::{Lone, SegmentId};
use super::game::Game;
use super::geometry::{Pos, opposite};
use super::tileset::{NONE, SegmentKind, catalog};

impl Game {
    /// Joins the features of two segments that no edge joins (segments of
    /// one tile): ends of the two meet nowhere, so none is closed.
    pub(crate) fn join_segments(&mut self, a: SegmentId, b: SegmentId) {
        self.features.union(a, b);
    }

    /// Takes the features of `segments` apart (every segment of each, so
    /// list whole features) and joins them anew by the tiles' edges and by
    /// `links` (pairs of segments a set's pieces join now). A feature is
    /// left completed only if every segment of it was in a completed one;
    /// one that joins an open feature may score again. A figure that
    /// stands only beside its owner's follower goes home from
    /// a part where none of its owner's weight is left.
    pub(crate) fn regroup(&mut self, segments: &[SegmentId], links: &[(SegmentId, SegmentId)]) {
        let completed: Vec<bool> = (segments.iter())
            .map(|&s| self.features.feature(s).completed)
            .collect();
        for &s in segments {
            let lone = self.lone(s);
            self.features.reset(s, lone);
        }
        for &s in segments {
            let met: Vec<SegmentId> = self.across_edges(s).collect();
            for m in met {
                self.features.union(s, m);
            }
        }
        for &(a, b) in links {
            self.features.union(a, b);
        }
        for m in self.meeples.clone() {
            let id = self.segment_id(m.tile as usize, m.segment);
            if segments.contains(&id) {
                let spec = m.figure.spec();
                let root = self.features.find(id);
                (self.features.node_mut(root)).count_figure(
                    m.player as usize,
                    spec.weight,
                    spec.pennant_strength,
                    1,
                );
            }
        }
        for &s in segments {
            let root = self.features.find(s);
            let all_done = (self.features.members(root)).all(|m| {
                let i = segments.iter().position(|&x| x == m);
                i.is_some_and(|i| completed[i])
            });
            self.features.node_mut(root).completed = all_done;
        }
        self.strand_lone_helpers(segments);
    }

    /// What a segment holds of its own, from its tile and its neighbours:
    /// an end is open where no tile lies beyond it (a walled tile there
    /// closes it).
    fn lone(&self, s: SegmentId) -> Lone {
        let (placed, local) = self.placed_segment(s);
        let def = &catalog().get(placed.kind).segments[local as usize];
        let counted = matches!(def.kind, SegmentKind::Road | SegmentKind::City);
        let open = (self.beyond_ends(s))
            .filter(|&(pos, _)| self.board.tile_at(pos).is_none())
            .count() as i16;
        Lone {
            open: if counted { open } else { 0 },
            tiles: counted as u16,
            tile: (counted && def.siblings).then_some(self.tile_of_segment(s) as u8),
            pennants: def.pennants,
            marks: def.marks,
            tokens: def.tokens,
        }
    }

    /// The tile a segment lies on, and its index among the tile's.
    fn placed_segment(&self, s: SegmentId) -> (PlacedTile, u8) {
        let placed = self.board.tiles()[self.tile_of_segment(s)];
        (placed, (s - placed.first_segment) as u8)
    }

    /// The squares beyond the edges a segment reaches, each with that edge
    /// (as its tile lies).
    fn beyond_ends(&self, s: SegmentId) -> impl Iterator<Item = (Pos, u8)> + '_ {
        let (placed, local) = self.placed_segment(s);
        let oriented = &catalog().get(placed.kind).rotations[placed.rot as usize];
        (0..4u8)
            .filter(move |&e| oriented.edge_segment[e as usize] == local)
            .map(move |e| (placed.pos.step(e), e))
    }

    /// The segments a road or city segment meets across its tile's edges:
    /// those of its neighbours that face it (a walled tile meets nothing).
    pub(crate) fn across_edges(&self, s: SegmentId) -> impl Iterator<Item = SegmentId> + '_ {
        let cat = catalog();
        self.beyond_ends(s).filter_map(move |(pos, e)| {
            let n = self.board.tile_at(pos)?;
            let seg = cat.get(n.kind).rotations[n.rot as usize].edge_segment[opposite(e) as usize];
            (!cat.get(n.kind).walls && seg != NONE).then(|| n.first_segment + seg as SegmentId)
        })
    }

    /// Figures of no weight on the regrouped segments whose
    /// owner has no weight left on their feature go home.
    fn strand_lone_helpers(&mut self, segments: &[SegmentId]) {
        let mut i = 0;
        while i < self.meeples.len() {
            let m = self.meeples[i];
            let id = self.segment_id(m.tile as usize, m.segment);
            let alone = m.figure.spec().beside_own
                && segments.contains(&id)
                && self.features.feature(id).meeples[m.player as usize] == 0;
            if alone {
                self.send_home(i);
            } else {
                i += 1;
            }
        }
    }
}
