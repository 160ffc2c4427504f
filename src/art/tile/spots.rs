//! Where things stand on a tile's picture, worked out from its layout:
//! each segment's meeple spot, and which segment covers each pixel (the
//! fields flooded from their half-edges, `FieldMap`).

use super::layout::*;
use crate::art::canvas::{Canvas, V2, distance_to, polyline_distance, v2};
use crate::rules::tileset::{SegmentKind, TileType};

/// How far a meeple in a city a set marks stands from the city's usual
/// spot: south, clear of the mark.
pub(crate) const CATHEDRAL_MEEPLE: V2 = v2(0.0, -0.26);

/// How far a knight stands from a monastery that stands in its city.
const MONASTERY_CLEAR: f32 = 0.3;

/// Where a meeple stands on each segment, in tile-local units, the tile's
/// own orientation: on the building, inside the city, halfway along the
/// road, and in the open middle of its field.
/// The point of a tile farthest from every figure's place on it (`spots`),
/// on a grid a tenth of the tile apart: where a set's mark printed on the
/// tile hides no figure (the board's pieces use the same grid,
/// `gui::table::tile_art::clear_spot`).
pub fn farthest_from(spots: &[V2]) -> V2 {
    let room = |p: V2| {
        (spots.iter())
            .map(|s| (*s - p).length())
            .fold(f32::MAX, f32::min)
    };
    let grid = (-3..=3).flat_map(|i| (-3..=3).map(move |j| v2(i as f32 * 0.1, j as f32 * 0.1)));
    grid.max_by(|a, b| room(*a).total_cmp(&room(*b)))
        .unwrap_or(v2(0.0, 0.0))
}

pub fn meeple_spots(tile: &TileType) -> Vec<V2> {
    let layout = Layout::new(tile);
    let fields = FieldMap::new(&layout, 64);
    let mut nth_road = 0;
    tile.segments
        .iter()
        .enumerate()
        .map(|(i, g)| match g.kind {
            // Where the layout put it (a monastery clear of roads passing by).
            SegmentKind::Monastery | SegmentKind::Garden => {
                (layout.centre).map_or_else(|| layout.anchor(g.kind), |(_, at)| at)
            }
            SegmentKind::City => {
                let edges: Vec<u8> = edges_of(g.ports).collect();
                let sum = edges.iter().fold(V2::default(), |a, &e| a + edge_mid(e));
                let mut spot = if edges.len() == 1 {
                    sum * 0.64
                } else {
                    sum * (0.56 / edges.len() as f32)
                };
                // A street over another city: the knight
                // of each stands on its own, the street's on its north or
                // east part, the other's beside the street.
                if layout.city_at(spot) != Some(i as u8) {
                    let factor = if layout.street.is_some_and(|s| s.0 == i as u8) {
                        0.5
                    } else {
                        0.56
                    };
                    spot = edge_mid(edges[0]) * factor;
                }
                // South of the city's mark, which stands north of the spot
                // (`landmarks`): a meeple must not hide it.
                if g.inn_or_cathedral() {
                    spot + CATHEDRAL_MEEPLE
                } else if let Some((_, at)) = layout.centre
                    && (spot - at).length() < MONASTERY_CLEAR
                {
                    // A monastery standing in the city: the knight keeps
                    // to the city's side of it, clear of the building.
                    let away = if (spot - at).length() > 1e-3 {
                        (spot - at).normalized()
                    } else {
                        v2(0.0, 1.0)
                    };
                    at + away * MONASTERY_CLEAR
                } else {
                    spot
                }
            }
            SegmentKind::Road => {
                let line = &layout.roads[nth_road].0;
                nth_road += 1;
                let length: f32 = line.windows(2).map(|w| (w[1] - w[0]).length()).sum();
                // Roads crossing on a bridge meet at their middles: each
                // meeple stands before the bridge instead.
                // A road that passes under a city: before the city.
                // One road out to three sides: on its first arm.
                let at = if layout.bridge() {
                    0.28
                } else if g.ports.count_ones() >= 3 {
                    0.15
                } else {
                    0.5
                };
                let spot = along(line, length * at).0;
                if layout.city_at(spot).is_some() {
                    along(line, length * 0.2).0
                } else {
                    spot
                }
            }
            SegmentKind::Field => fields.spot(&fields.of_segment(tile, i), g.ports),
        })
        .collect()
}

/// Which segment covers each pixel of a tile type's picture, `size` a
/// side, row by row from the top; `None` where no feature is (water, the
/// village where roads meet). For pointing at a feature on the board.
pub fn segment_map(tile: &TileType, size: usize) -> Vec<Option<u8>> {
    let layout = Layout::new(tile);
    let fields = FieldMap::new(&layout, size);
    let mut map: Vec<Option<u8>> = vec![None; size * size];
    let kinds = |kind: SegmentKind| {
        tile.segments
            .iter()
            .enumerate()
            .filter(move |(_, g)| g.kind == kind)
            .map(|(s, g)| (s as u8, g))
    };
    for (s, _) in kinds(SegmentKind::Field) {
        for (i, inside) in fields.of_segment(tile, s as usize).into_iter().enumerate() {
            if inside {
                map[i] = Some(s);
            }
        }
    }
    let roads: Vec<u8> = kinds(SegmentKind::Road).map(|(s, _)| s).collect();
    for (i, cell) in map.iter_mut().enumerate() {
        let p = fields.canvas.point(i % size, i / size);
        match fields.ground[i] {
            Ground::City => {
                *cell = layout.city_at(p);
            }
            Ground::Road => {
                *cell = layout
                    .roads
                    .iter()
                    .map(|(line, _)| polyline_distance(p, line))
                    .zip(&roads)
                    .min_by(|a, b| a.0.total_cmp(&b.0))
                    .map(|(_, &s)| s);
            }
            Ground::Building if !layout.village && layout.patch.is_none() => *cell = tile.centre,
            _ => {}
        }
    }
    map
}

/// The fields of a tile as drawn: which pixels each field covers (flooded
/// from its half-edges), for putting a farmer where there is room.
pub(crate) struct FieldMap {
    pub(crate) canvas: Canvas,
    pub(crate) ground: Vec<Ground>,
}

impl FieldMap {
    pub(crate) fn new(layout: &Layout, size: usize) -> FieldMap {
        let canvas = Canvas::new(size);
        let ground = (0..size * size)
            .map(|i| layout.ground(canvas.point(i % size, i / size)))
            .collect();
        FieldMap { canvas, ground }
    }

    /// The pixels of the field touching half-edges `halves`: the field
    /// ground reached from those half-edges. A field that touches no edge
    /// lies enclosed between cities (four city caps):
    /// it is the tile's only field, all its field ground.
    pub(crate) fn region(&self, halves: u8) -> Vec<bool> {
        if halves == 0 {
            // The field ground no half-edge reaches (all of it between
            // four caps; the strip between a band and a cap).
            let reached = self.region(0xFF);
            return self
                .ground
                .iter()
                .zip(reached)
                .map(|(&g, reached)| g == Ground::Field && !reached)
                .collect();
        }
        let n = self.canvas.size;
        let starts: Vec<usize> = (0..8u8)
            .filter(|h| halves & (1 << h) != 0)
            .map(|h| {
                let p = half_point(h);
                let (col, row) = self.canvas.pixel_at(p * 0.97);
                row * n + col
            })
            .collect();
        let mut region = vec![false; n * n];
        flood(n, &starts, |i| self.ground[i] == Ground::Field, &mut region);
        region
    }

    /// The pixels of the tile's field segment `s`. Where several fields
    /// lie enclosed between cities (a street over a city,
    /// with pockets of field in its corners), the pockets are shared out
    /// among them in turn, from the top left.
    pub(crate) fn of_segment(&self, tile: &TileType, s: usize) -> Vec<bool> {
        let halves = tile.segments[s].ports;
        let enclosed: Vec<usize> = (tile.segments.iter().enumerate())
            .filter(|(_, g)| g.kind == SegmentKind::Field && g.ports == 0)
            .map(|(i, _)| i)
            .collect();
        let all = self.region(halves);
        if halves != 0 || enclosed.len() < 2 {
            return all;
        }
        let nth = enclosed
            .iter()
            .position(|&i| i == s)
            .expect("an enclosed field");
        let n = self.canvas.size;
        let mut pocket = vec![usize::MAX; all.len()];
        let mut seen = vec![false; all.len()];
        let mut pockets = 0;
        for start in 0..all.len() {
            if !all[start] || seen[start] {
                continue;
            }
            let mut this = vec![false; all.len()];
            flood(n, &[start], |i| all[i], &mut this);
            for i in (0..this.len()).filter(|&i| this[i]) {
                (seen[i], pocket[i]) = (true, pockets);
            }
            pockets += 1;
        }
        pocket
            .iter()
            .map(|&k| k != usize::MAX && k % enclosed.len() == nth)
            .collect()
    }

    /// The point of a field's `region` farthest from anything else,
    /// leaning towards where its half-edges `halves` are.
    pub(crate) fn spot(&self, region: &[bool], halves: u8) -> V2 {
        let n = self.canvas.size;
        let clear = distance_to(n, |i| !region[i]);
        let points: Vec<V2> = (0..8u8)
            .filter(|h| halves & (1 << h) != 0)
            .map(half_point)
            .collect();
        let lean = match points.len() {
            0 => V2::default(),
            k => points.iter().fold(V2::default(), |a, &b| a + b) * (1.0 / k as f32),
        };
        let mut best = (f32::MIN, lean);
        for (i, &inside) in region.iter().enumerate() {
            if !inside {
                continue;
            }
            let p = self.canvas.point(i % n, i / n);
            // Room around the farmer counts most, up to a point.
            let room = (clear[i] / n as f32).min(0.09);
            let score = room - (p - lean).length() * 0.08;
            if score > best.0 {
                best = (score, p);
            }
        }
        best.1
    }
}

/// Marks in `region` every pixel of an `n`-square picture reached from
/// `starts` through pixels that are `open` (four ways).
fn flood(n: usize, starts: &[usize], open: impl Fn(usize) -> bool, region: &mut [bool]) {
    let mut queue: Vec<usize> = starts.iter().copied().filter(|&i| open(i)).collect();
    for &i in &queue {
        region[i] = true;
    }
    while let Some(i) = queue.pop() {
        let (col, row) = (i % n, i / n);
        let next = [
            (col > 0).then(|| i - 1),
            (col + 1 < n).then(|| i + 1),
            (row > 0).then(|| i - n),
            (row + 1 < n).then(|| i + n),
        ];
        for j in next.into_iter().flatten() {
            if !region[j] && open(j) {
                region[j] = true;
                queue.push(j);
            }
        }
    }
}
