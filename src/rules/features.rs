//! Connected features (roads, cities, fields, monasteries, gardens) as a
//! union-find forest over the segments of placed tiles. Each root carries what
//! scoring needs: open edges, distinct tiles, pennants and meeples per player.

use super::tileset::{SegmentKind, TOKENS};

/// Seats at most (more than five only where a set brings the pieces;
/// `Rules::max_players`).
pub const MAX_PLAYERS: usize = 6;

/// Id of a segment of a placed tile in the forest.
pub type SegmentId = u16;

#[derive(Debug, Clone, Copy)]
pub struct Node {
    parent: SegmentId,
    /// The next segment of the same feature: a feature's segments form a
    /// ring, so that its members are found without a walk of the board.
    next: SegmentId,
    /// An upper bound on the height of its tree while it is a root: the
    /// higher one keeps its root when two join (`union`).
    rank: u8,
    pub kind: SegmentKind,
    /// Road or city edges not yet joined to a neighbour; 0 means complete.
    pub open: i16,
    /// Distinct tiles in the feature (roads and cities).
    pub tiles: u16,
    pub pennants: u8,
    /// Figures of each player on the feature, by weight in a majority.
    pub meeples: [u8; MAX_PLAYERS],
    /// Of those, the figures that count as the feature's pennants in a
    /// majority instead (`FigureSpec::pennant_strength`), each counted in
    /// `meeples` by its weight of one.
    pub pennant_figures: [u8; MAX_PLAYERS],
    /// Set once the feature has been completed and scored (or found empty).
    pub completed: bool,
    /// What sets mark on its segments (`SegmentDef::marks`), all of them.
    pub marks: u8,
    /// Symbols sets count on its segments (`SegmentDef::tokens`), added up.
    pub tokens: [u8; TOKENS],
    /// Tiles (index + 1) with more than one segment of this kind that are
    /// part of the feature (H, I, junctions): when two features that share
    /// such a tile merge, the tile must be counted once.
    shared: [u8; SHARED_SLOTS],
    /// The feature has more such tiles than `shared` holds: joins count
    /// its tiles by walking its segments (`Features::tiles_in_both`).
    spilled: bool,
    /// This segment's own tile (index + 1) when the tile has other
    /// segments of its kind, else 0; what that walk reads.
    own_tile: u8,
}

/// Few features hold more tiles with sibling segments than this (a city
/// its H, I and RC tiles; a road its two ends at junctions, tiles where
/// two roads pass, tiles a set's link carries it across), and more slots
/// cost every copy of a position the computer players make. A feature
/// that has more (a city of 25 tiles with nine such, met with every set
/// in play) is counted by the slower walk of its segments.
const SHARED_SLOTS: usize = 8;

/// Tile indices (+ 1) fit a byte: no game places more tiles than this
/// (`a_game_with_every_set_places_fewer_tiles_than_a_byte_counts`).
pub const MOST_TILES: usize = u8::MAX as usize - 1;

impl Node {
    /// A segment alone in its feature, holding what its tile gives it.
    fn lone(id: SegmentId, kind: SegmentKind, lone: Lone) -> Node {
        let own_tile = lone.tile.map_or(0, |t| t + 1);
        let mut shared = [0; SHARED_SLOTS];
        shared[0] = own_tile;
        Node {
            parent: id,
            next: id,
            rank: 0,
            kind,
            open: lone.open,
            tiles: lone.tiles,
            pennants: lone.pennants,
            meeples: [0; MAX_PLAYERS],
            pennant_figures: [0; MAX_PLAYERS],
            completed: false,
            marks: lone.marks,
            tokens: lone.tokens,
            shared,
            spilled: false,
            own_tile,
        }
    }

    pub fn meeple_count(&self) -> u32 {
        self.meeples.iter().map(|&m| m as u32).sum()
    }

    /// What player `p`'s figures count for in the majority: their
    /// weights, a figure of pennant strength as the pennants.
    pub fn strength(&self, p: usize) -> u32 {
        let by_pennants = self.pennant_figures[p] as u32;
        self.meeples[p] as u32 - by_pennants + by_pennants * self.pennants as u32
    }

    /// Bit mask of the players with the most strength, 0 when nobody has
    /// any (no figures, or only figures of pennant strength and no
    /// pennant).
    pub fn majority(&self) -> u8 {
        if self.pennant_figures == [0; MAX_PLAYERS] {
            // The usual case, without the sums.
            let most = *self.meeples.iter().max().unwrap_or(&0);
            if most == 0 {
                return 0;
            }
            return (self.meeples.iter().enumerate())
                .filter(|&(_, &m)| m == most)
                .fold(0, |mask, (p, _)| mask | (1 << p));
        }
        let most = (0..MAX_PLAYERS)
            .map(|p| self.strength(p))
            .max()
            .unwrap_or(0);
        if most == 0 {
            return 0;
        }
        (0..MAX_PLAYERS)
            .filter(|&p| self.strength(p) == most)
            .fold(0, |mask, p| mask | (1 << p))
    }

    /// Adds (`sign` 1) or takes away (-1) one figure of player `p`.
    pub fn count_figure(&mut self, p: usize, weight: u8, pennant_strength: bool, sign: i8) {
        if sign > 0 {
            self.meeples[p] += weight;
            self.pennant_figures[p] += pennant_strength as u8;
        } else {
            self.meeples[p] -= weight;
            self.pennant_figures[p] -= pennant_strength as u8;
        }
    }
}

/// What a lone segment holds of its own (`Features::reset`).
#[derive(Debug, Clone, Copy)]
pub struct Lone {
    pub open: i16,
    pub tiles: u16,
    /// Its tile's index when the tile has other segments of its kind.
    pub tile: Option<u8>,
    pub pennants: u8,
    pub marks: u8,
    pub tokens: [u8; TOKENS],
}

#[derive(Debug, Clone, Default)]
pub struct Features {
    nodes: Vec<Node>,
}

impl Features {
    pub fn new() -> Self {
        Features {
            nodes: Vec::with_capacity(800),
        }
    }

    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// Adds a lone segment of a tile; returns its id. `tile` is the tile's
    /// index when it has other segments of the same kind, so that it is
    /// counted once if they join.
    pub fn add(
        &mut self,
        kind: SegmentKind,
        open: i16,
        pennants: u8,
        tiles: u16,
        tile: Option<u8>,
    ) -> SegmentId {
        let id = self.nodes.len() as SegmentId;
        let lone = Lone {
            open,
            tiles,
            tile,
            pennants,
            marks: 0,
            tokens: [0; TOKENS],
        };
        self.nodes.push(Node::lone(id, kind, lone));
        id
    }

    /// Makes a segment lone again, as `add` made it, with what its tile
    /// gives it (`rules::regroup`: features taken apart and joined anew).
    /// Every segment of its feature must be reset with it.
    pub fn reset(&mut self, id: SegmentId, lone: Lone) {
        let kind = self.nodes[id as usize].kind;
        self.nodes[id as usize] = Node::lone(id, kind, lone);
    }

    /// The root segment that stands for the whole feature.
    #[inline]
    pub fn find(&mut self, mut s: SegmentId) -> SegmentId {
        while self.nodes[s as usize].parent != s {
            let grand = self.nodes[self.nodes[s as usize].parent as usize].parent;
            self.nodes[s as usize].parent = grand;
            s = grand;
        }
        s
    }

    /// Root lookup without path compression, for shared references.
    pub fn root(&self, mut s: SegmentId) -> SegmentId {
        while self.nodes[s as usize].parent != s {
            s = self.nodes[s as usize].parent;
        }
        s
    }

    /// Joins two segments' features; returns the new root.
    pub fn union(&mut self, a: SegmentId, b: SegmentId) -> SegmentId {
        let (ra, rb) = (self.find(a), self.find(b));
        if ra == rb {
            return ra;
        }
        // The taller tree keeps its root, so that no tree grows taller
        // than the logarithm of its segments: `root` does not shorten the
        // paths it walks, and copies of a position (the computer players')
        // walk them from segments `find` never passed. By the tiles in the
        // feature instead, every field (no tiles counted) hung from the
        // newest tile's segment, one level deeper each tile.
        let walked = (self.nodes[ra as usize].spilled || self.nodes[rb as usize].spilled)
            .then(|| self.tiles_in_both(ra, rb));
        let (rank_a, rank_b) = (self.nodes[ra as usize].rank, self.nodes[rb as usize].rank);
        let (keep, gone) = if rank_a >= rank_b { (ra, rb) } else { (rb, ra) };
        if rank_a == rank_b {
            self.nodes[keep as usize].rank += 1;
        }
        let g = self.nodes[gone as usize];
        let k = &mut self.nodes[keep as usize];
        k.open += g.open;
        k.tiles += g.tiles;
        k.pennants += g.pennants;
        k.marks |= g.marks;
        for (mine, theirs) in k.tokens.iter_mut().zip(g.tokens) {
            *mine += theirs;
        }
        for p in 0..MAX_PLAYERS {
            k.meeples[p] += g.meeples[p];
            k.pennant_figures[p] += g.pennant_figures[p];
        }
        if let Some(twice) = walked {
            k.tiles -= twice;
            k.spilled = true;
        } else {
            // Both lists are whole, so `contains` is exact even where the
            // joined feature's list runs out of room.
            for &t in g.shared.iter().take_while(|&&t| t != 0) {
                if k.shared.contains(&t) {
                    k.tiles -= 1;
                } else if let Some(slot) = k.shared.iter_mut().find(|s| **s == 0) {
                    *slot = t;
                } else {
                    k.spilled = true;
                }
            }
        }
        // Two rings become one when two of their links trade places.
        let next_keep = std::mem::replace(&mut k.next, g.next);
        self.nodes[gone as usize].next = next_keep;
        self.nodes[gone as usize].parent = keep;
        keep
    }

    /// How many tiles have segments in both features (roots `a` and `b`):
    /// what their join would count twice.
    fn tiles_in_both(&self, a: SegmentId, b: SegmentId) -> u16 {
        let tiles_of = |root| {
            let mut seen = [0u64; 4];
            for m in self.members(root) {
                let t = self.nodes[m as usize].own_tile as usize;
                if t != 0 {
                    seen[t / 64] |= 1 << (t % 64);
                }
            }
            seen
        };
        let (in_a, in_b) = (tiles_of(a), tiles_of(b));
        (in_a.iter().zip(in_b))
            .map(|(x, y)| (x & y).count_ones() as u16)
            .sum()
    }

    /// Every segment of the feature `s` is in, `s` first.
    pub fn members(&self, s: SegmentId) -> impl Iterator<Item = SegmentId> + '_ {
        let mut at = Some(s);
        std::iter::from_fn(move || {
            let this = at?;
            let next = self.nodes[this as usize].next;
            at = (next != s).then_some(next);
            Some(this)
        })
    }

    #[inline]
    pub fn node(&self, root: SegmentId) -> &Node {
        &self.nodes[root as usize]
    }

    #[inline]
    pub fn node_mut(&mut self, root: SegmentId) -> &mut Node {
        &mut self.nodes[root as usize]
    }

    /// The feature's data, looked up through its root.
    pub fn feature(&self, s: SegmentId) -> &Node {
        self.node(self.root(s))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn union_sums_what_scoring_needs() {
        let mut f = Features::new();
        let a = f.add(SegmentKind::City, 1, 1, 1, None);
        let b = f.add(SegmentKind::City, 2, 0, 1, None);
        f.node_mut(b).meeples[2] = 1;
        let r = f.union(a, b);
        f.node_mut(r).open -= 2;
        let n = f.feature(a);
        assert_eq!((n.open, n.tiles, n.pennants, n.meeples[2]), (1, 2, 1, 1));
        assert_eq!(f.find(a), f.find(b));
        assert_eq!(f.union(a, b), r, "joining twice changes nothing");
        assert_eq!(f.feature(b).tiles, 2);
    }

    #[test]
    fn a_tile_shared_by_two_merging_features_counts_once() {
        let mut f = Features::new();
        // Tile 3 has two city segments, in two features with one more tile each.
        let a = f.add(SegmentKind::City, 1, 0, 1, Some(3));
        let b = f.add(SegmentKind::City, 1, 0, 1, Some(3));
        let c = f.add(SegmentKind::City, 2, 0, 1, None);
        f.union(a, c);
        assert_eq!(f.feature(a).tiles, 2);
        f.union(c, b);
        assert_eq!(f.feature(b).tiles, 2, "tile 3 once, plus the other tile");
    }

    #[test]
    fn a_feature_with_more_shared_tiles_than_its_slots_counts_each_once() {
        // Cities grown from tiles 1 to 12, each of which has a second city
        // segment; the last six tiles' second segments in a second
        // city, which then joins the first through one more tile.
        let mut f = Features::new();
        let tiles = 1..=12u8;
        let first: Vec<SegmentId> = (tiles.clone())
            .map(|t| f.add(SegmentKind::City, 1, 0, 1, Some(t)))
            .collect();
        for w in first.windows(2) {
            f.union(w[0], w[1]);
        }
        assert_eq!(f.feature(first[0]).tiles, 12);
        let second: Vec<SegmentId> = (7..=12u8)
            .map(|t| f.add(SegmentKind::City, 1, 0, 1, Some(t)))
            .collect();
        for w in second.windows(2) {
            f.union(w[0], w[1]);
        }
        let between = f.add(SegmentKind::City, 2, 0, 1, None);
        f.union(second[0], between);
        f.union(between, first[11]);
        assert_eq!(
            f.feature(between).tiles,
            13,
            "twelve tiles and the one between"
        );
        // And once more where both have spilled.
        let third: Vec<SegmentId> = (tiles.clone())
            .map(|t| f.add(SegmentKind::City, 1, 0, 1, Some(t)))
            .collect();
        for w in third.windows(2) {
            f.union(w[0], w[1]);
        }
        f.union(third[3], first[3]);
        assert_eq!(f.feature(third[0]).tiles, 13);
    }

    #[test]
    fn a_game_with_every_set_places_fewer_tiles_than_a_byte_counts() {
        use crate::rules::deck::DrawPile;
        use crate::rules::{Game, Rules, SetId};
        let every_set = Rules::from_toggles(&vec![true; 1 + SetId::ALL.len()]);
        let game = Game::new(MAX_PLAYERS, every_set);
        // The start tile, the pile and each seat's own tile (an abbey).
        let most = 1 + DrawPile::shuffled(&game, 0).len() + MAX_PLAYERS;
        assert!(most <= MOST_TILES, "{most} tiles");
    }

    /// Steps from a segment to its feature's root.
    fn depth(f: &Features, mut s: SegmentId) -> usize {
        let mut steps = 0;
        while f.nodes[s as usize].parent != s {
            s = f.nodes[s as usize].parent;
            steps += 1;
        }
        steps
    }

    #[test]
    fn a_features_members_are_the_segments_with_its_root() {
        let mut f = Features::new();
        let ids: Vec<SegmentId> = (0..40)
            .map(|_| f.add(SegmentKind::Field, 0, 0, 0, None))
            .collect();
        // Three fields: the multiples of 3, of 5 (less those of 3) and the
        // rest, joined in an order that mixes roots of both ranks.
        let field_of = |s: SegmentId| match s {
            s if s % 3 == 0 => 0,
            s if s % 5 == 0 => 5,
            _ => 1,
        };
        for (i, &a) in ids.iter().enumerate() {
            for &b in &ids[..i] {
                if field_of(a) == field_of(b) && (a + b) % 7 == 0 {
                    f.union(a, b);
                }
            }
        }
        // `find` shortens paths; the rings must not mind.
        for &s in &ids[..20] {
            f.find(s);
        }
        for &s in &ids {
            let mut members: Vec<SegmentId> = f.members(s).collect();
            assert_eq!(members[0], s);
            members.sort();
            let same: Vec<SegmentId> = (ids.iter().copied())
                .filter(|&t| f.root(t) == f.root(s))
                .collect();
            assert_eq!(members, same, "segment {s}");
        }
    }

    #[test]
    fn a_field_grown_a_segment_at_a_time_stays_shallow() {
        // As fields grow on the board: each new tile's segment joins the
        // big field, the new one named first.
        let mut f = Features::new();
        let first = f.add(SegmentKind::Field, 0, 0, 0, None);
        for _ in 0..1000 {
            let s = f.add(SegmentKind::Field, 0, 0, 0, None);
            f.union(s, first);
        }
        let deepest = (0..f.len() as SegmentId).map(|s| depth(&f, s)).max();
        assert_eq!(deepest, Some(1), "every segment one step from the root");
        // Two such fields joined: one level more at most.
        let other = f.add(SegmentKind::Field, 0, 0, 0, None);
        for _ in 0..1000 {
            let s = f.add(SegmentKind::Field, 0, 0, 0, None);
            f.union(s, other);
        }
        f.union(other, first);
        let deepest = (0..f.len() as SegmentId).map(|s| depth(&f, s)).max();
        assert_eq!(deepest, Some(2));
    }

    #[test]
    fn majority_includes_every_tied_player() {
        let mut f = Features::new();
        let a = f.add(SegmentKind::Road, 0, 0, 1, None);
        assert_eq!(f.node(a).majority(), 0);
        f.node_mut(a).meeples = [1, 2, 2, 0, 1, 0];
        assert_eq!(f.node(a).majority(), 0b00110);
    }
}
