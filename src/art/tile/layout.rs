//! Where everything on a tile lies, worked out from its segments (the same
//! data the rules use), so a new tile set needs no new drawing code: the
//! ground of every point (field, city, road, water, building), the course
//! of roads and the water course, where a meeple stands on each segment,
//! and which segment lies under each pixel.

use crate::art::canvas::{V2, hash, polyline_distance, v2};
use crate::rules::tileset::{SegmentKind, TileType};

/// What covers a pixel of a tile.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ground {
    Field,
    City,
    Road,
    Water,
    /// A monastery, a garden or the village at a crossroads.
    Building,
}

pub(crate) const ROAD_HALF: f32 = 0.058;
pub(crate) const WATER_HALF: f32 = 0.072;
pub(crate) const BANK_HALF: f32 = 0.1;
pub(crate) const WALL: f32 = 0.034;

/// Midpoint of an edge (0 N, 1 E, 2 S, 3 W).
pub fn edge_mid(e: u8) -> V2 {
    [v2(0.0, 0.5), v2(0.5, 0.0), v2(0.0, -0.5), v2(-0.5, 0.0)][e as usize & 3]
}

/// The two corners of an edge, clockwise.
pub(crate) fn edge_corners(e: u8) -> (V2, V2) {
    let c = [v2(-0.5, 0.5), v2(0.5, 0.5), v2(0.5, -0.5), v2(-0.5, -0.5)];
    (c[e as usize & 3], c[(e as usize + 1) & 3])
}

/// How far `p` is from an edge's line, inside the tile.
pub(crate) fn to_edge(p: V2, e: u8) -> f32 {
    match e & 3 {
        0 => 0.5 - p.y,
        1 => 0.5 - p.x,
        2 => p.y + 0.5,
        _ => p.x + 0.5,
    }
}

pub(crate) fn edges_of(mask: u8) -> impl Iterator<Item = u8> {
    (0..4u8).filter(move |e| mask & (1 << e) != 0)
}

/// Point on a half-edge (0 NNW .. 7 WNW).
pub(crate) fn half_point(h: u8) -> V2 {
    let (a, b) = edge_corners(h / 2);
    a.lerp(b, if h.is_multiple_of(2) { 0.25 } else { 0.75 })
}

/// How deep a city cap reaches into the tile at its middle.
pub(crate) const CAP_DEPTH: f32 = 0.27;
/// How deep the field bay of a three-sided city reaches.
pub(crate) const BAY_DEPTH: f32 = 0.25;

/// Inside the arc that joins an edge's two corners and bulges `depth`
/// into the tile: a city cap, or the field bay a city leaves free.
pub(crate) fn in_cap(e: u8, p: V2, depth: f32) -> bool {
    let radius = (0.25 + depth * depth) / (2.0 * depth);
    let centre = edge_mid(e) * (1.0 + (radius - depth) / 0.5);
    (p - centre).length() < radius
}

/// Whether `p` lies in the city that touches the edges of `mask`: one edge
/// gives a domed cap, two opposite ones a band with a waist, three all but
/// a bay on the free side. A corner city is nearer its two edges than the
/// other two (a diagonal wall bowed a little outwards).
/// Bits 4-7 of a city's mask (`Layout::cities`): the free edges where
/// another city lies with a field enclosed between (a band beside a cap,
/// two corner cities facing): the city keeps farther
/// from them, so the field shows.
const WALLED: u8 = 4;

/// Half the width of a walled street that crosses another city on top of
/// it (a street over a city band).
const STREET_HALF: f32 = 0.09;

/// The pockets of field a street leaves in the city it crosses, one in
/// each quarter, touching no edge: their centre's distance from the
/// tile's axes, and their radius.
const POCKET_AT: f32 = 0.24;
const POCKET_RADIUS: f32 = 0.11;

pub(crate) fn in_city(mask: u8, p: V2) -> bool {
    let walled = mask >> WALLED;
    let mask = mask & 0xF;
    let edges = || edges_of(mask);
    let free = || edges_of(!mask & 0xF);
    match mask.count_ones() {
        // A cap keeps off the diagonals, so two caps on neighbouring edges
        // (tile I) stay two cities with field between.
        1 => edges().all(|e| {
            let others = (0..4u8).filter(|&o| o != e).map(|o| to_edge(p, o));
            in_cap(e, p, CAP_DEPTH) && to_edge(p, e) < 0.8 * others.fold(f32::MAX, f32::min)
        }),
        2 if mask == 0b0101 || mask == 0b1010 => free().all(|e| {
            let room = if walled & (1 << e) != 0 { 0.14 } else { 0.01 };
            !in_cap(e, p, CAP_DEPTH + room)
        }),
        2 => {
            let near = edges().map(|e| to_edge(p, e)).fold(f32::MAX, f32::min);
            let far = free().map(|e| to_edge(p, e)).fold(f32::MAX, f32::min);
            near < if walled != 0 { 0.7 } else { 1.1 } * far
        }
        3 => free().all(|e| !in_cap(e, p, BAY_DEPTH)),
        _ => true,
    }
}

/// The hedges of a tile: wherever two neighbouring half-edges belong to
/// different fields and no road or water course comes in between them, a hedge
/// runs from that point on the rim to the middle and on to the first city.
fn hedges(tile: &TileType) -> Vec<Vec<V2>> {
    let field_of = |h: u8| {
        tile.segments
            .iter()
            .position(|g| g.kind == SegmentKind::Field && g.ports & (1 << h) != 0)
    };
    let parted: u8 = tile
        .segments
        .iter()
        .filter(|g| g.kind == SegmentKind::Road)
        .fold(tile.river, |m, g| m | g.ports);
    let city = tile
        .segments
        .iter()
        .find(|g| g.kind == SegmentKind::City)
        .and_then(|g| edges_of(g.ports).next());
    let mut out = Vec::new();
    for h in 0..8u8 {
        let next = (h + 1) % 8;
        let (Some(a), Some(b)) = (field_of(h), field_of(next)) else {
            continue;
        };
        let on_edge = h.is_multiple_of(2);
        if a == b || (on_edge && parted & (1 << (h / 2)) != 0) {
            continue;
        }
        let from = if on_edge {
            edge_mid(h / 2)
        } else {
            edge_corners(h / 2).1
        };
        let mut line = vec![from, v2(0.0, 0.0)];
        line.extend(city.map(edge_mid));
        out.push(line);
    }
    // A road curving round a corner that touches a city's wall cuts a
    // field of one half-edge off between them: a hedge
    // from the road to the city closes it. A straight road parts the
    // fields on its own, unless the city's wall meets it in the middle,
    // leaving a field of one half-edge at each end on the city's side.
    let city_edges = (tile.segments.iter())
        .filter(|g| g.kind == SegmentKind::City)
        .fold(0u8, |m, g| m | g.ports);
    let through = (tile.segments.iter())
        .filter(|g| g.kind == SegmentKind::Road && g.ports.count_ones() == 2)
        .fold(0u8, |m, g| m | g.ports);
    for g in tile
        .segments
        .iter()
        .filter(|g| g.kind == SegmentKind::Field)
    {
        if g.ports.count_ones() != 1 {
            continue;
        }
        let h = g.ports.trailing_zeros() as u8;
        let e = h / 2;
        // The half across the corner from it, and that half's edge.
        let corner = if h.is_multiple_of(2) {
            (e + 3) % 4
        } else {
            (e + 1) % 4
        };
        // Across a straight road, a city on both sides (a road under its
        // city) parts the fields itself.
        let straight = (tile.segments.iter())
            .any(|g| g.kind == SegmentKind::Road && (g.ports == 0b0101 || g.ports == 0b1010));
        let both_sides = city_edges & (1 << ((corner + 2) % 4)) != 0;
        if through & (1 << e) != 0 && city_edges & (1 << corner) != 0 && !(straight && both_sides) {
            out.push(vec![edge_mid(e) * 0.75, edge_mid(corner) * 0.5]);
        }
    }
    out
}

/// Where everything on a tile lies, worked out once from its segments.
pub struct Layout<'a> {
    pub(crate) tile: &'a TileType,
    /// (segment, edge mask, pennants) of each city.
    pub(crate) cities: Vec<(u8, u8, u8)>,
    /// Two city bands cross without joining: the first
    /// is a narrow walled street over the second. Its segment and edges.
    pub(crate) street: Option<(u8, u8)>,
    /// Centre lines of the roads, and where a road enters a city (a gate).
    pub(crate) roads: Vec<(Vec<V2>, Option<V2>)>,
    pub(crate) river: Vec<Vec<V2>>,
    /// The spring or the lake where the water ends on the tile: centre, radii.
    pub(crate) pool: Option<(V2, f32, f32)>,
    /// A monastery or garden and where it stands.
    pub(crate) centre: Option<(SegmentKind, V2)>,
    /// How large a monastery is drawn (1: as usual).
    pub(crate) centre_size: f32,
    /// Roads meet at a village in the middle (three or four road ends).
    pub(crate) village: bool,
    /// A round patch that is no feature (a crop field): centre, radius.
    /// Roads that end on the tile end at it.
    pub(crate) patch: Option<(V2, f32)>,
    /// Two roads end at the village from opposite edges (a set's tile
    /// with a road between two city caps): a lane of houses crosses
    /// the middle the other way, from cap to cap, and parts the fields.
    /// The edges the roads come from.
    pub(crate) lane: Option<u8>,
    /// Hedges that part two fields meeting where no road or water runs
    /// between them (a city cap with the land split in two): from that point on the rim to the middle, and on to a city.
    pub(crate) hedges: Vec<Vec<V2>>,
}

impl<'a> Layout<'a> {
    pub(crate) fn new(tile: &'a TileType) -> Layout<'a> {
        // With a field enclosed between cities, each city of two edges
        // keeps clear of the other cities' edges (`WALLED`).
        let enclosed = tile
            .segments
            .iter()
            .any(|g| g.kind == SegmentKind::Field && g.ports == 0);
        let city_edges = tile
            .segments
            .iter()
            .filter(|g| g.kind == SegmentKind::City)
            .fold(0, |m, g| m | g.ports);
        let cities: Vec<(u8, u8, u8)> = tile
            .segments
            .iter()
            .enumerate()
            .filter(|(_, g)| g.kind == SegmentKind::City)
            .map(|(i, g)| {
                let others = city_edges & !g.ports;
                let walled = if enclosed && g.ports.count_ones() == 2 {
                    others
                } else {
                    0
                };
                (i as u8, g.ports | walled << WALLED, g.pennants)
            })
            .collect();
        let bands: Vec<&(u8, u8, u8)> = (cities.iter())
            .filter(|c| c.1 & 0xF == 0b0101 || c.1 & 0xF == 0b1010)
            .collect();
        let street = (bands.len() == 2).then(|| (bands[0].0, bands[0].1 & 0xF));
        let road_masks: Vec<u8> = tile
            .segments
            .iter()
            .filter(|g| g.kind == SegmentKind::Road)
            .map(|g| g.ports)
            .collect();
        let ends: u8 = road_masks.iter().fold(0, |a, &m| a | m);
        let dead_ends = road_masks.iter().all(|m| m.count_ones() == 1);
        let middle_in_city = tile
            .segments
            .iter()
            .any(|g| g.kind == SegmentKind::City && in_city(g.ports, v2(0.0, 0.0)));
        // Roads that end at a patch (a crop field) meet at no village.
        let patch = tile.patch.map(|(x, y, r)| (v2(x, y), r));
        let lane = (road_masks.len() == 2
            && dead_ends
            && tile.centre.is_none()
            && !middle_in_city
            && patch.is_none())
        .then_some(ends)
        .filter(|&e| e == 0b0101 || e == 0b1010);
        // Three or four roads meet at a village, unless they end at a
        // monastery (a monastery at a crossroads).
        let monastery = tile
            .centre
            .is_some_and(|c| tile.segments[c as usize].kind == SegmentKind::Monastery);
        // One road with three ends goes round a well in the middle,
        // drawn as the village is.
        let roundabout = road_masks.iter().any(|m| m.count_ones() >= 3);
        let village = ((road_masks.len() >= 3 && !monastery) || lane.is_some() || roundabout)
            && patch.is_none();
        let mut layout = Layout {
            tile,
            cities,
            street,
            roads: Vec::new(),
            river: Vec::new(),
            pool: None,
            centre: None,
            centre_size: 1.0,
            village,
            patch,
            lane,
            hedges: hedges(tile),
        };
        layout.river = river_lines(tile);
        if tile.river.count_ones() == 1 {
            // The spring is small; the lake fills the middle.
            let e = tile.river.trailing_zeros() as u8;
            layout.pool = Some(if e == 0 {
                (v2(0.0, -0.06), 0.27, 0.22)
            } else {
                (v2(0.0, 0.0), 0.1, 0.1)
            });
        }
        let passing = road_masks.iter().all(|m| m.count_ones() == 2);
        for mask in road_masks {
            let line = layout.road_line(mask);
            layout.roads.push(line);
        }
        // After the roads: a garden keeps clear of them.
        layout.centre = tile.centre.map(|c| {
            let kind = tile.segments[c as usize].kind;
            (kind, layout.anchor(kind))
        });
        if passing {
            layout.clear_monastery();
        }
        layout
    }

    /// The city at `p`, if any: a street crossing another city is on top.
    pub(crate) fn city_at(&self, p: V2) -> Option<u8> {
        if let Some((s, mask)) = self.street {
            let across = if mask == 0b0101 { p.x } else { p.y };
            if across.abs() < STREET_HALF {
                return Some(s);
            }
        }
        if self.street.is_some() {
            // The city under the street fills the tile but for the pockets.
            let pocket = v2(p.x.abs() - POCKET_AT, p.y.abs() - POCKET_AT).length();
            let under = self
                .cities
                .iter()
                .find(|c| Some(c.0) != self.street.map(|s| s.0));
            return under.filter(|_| pocket > POCKET_RADIUS).map(|c| c.0);
        }
        (self.cities.iter()).find(|c| in_city(c.1, p)).map(|c| c.0)
    }

    /// No city, water or road (known so far) at `p`.
    pub(crate) fn open_field(&self, p: V2) -> bool {
        self.city_at(p).is_none()
            && self.river_distance(p) > BANK_HALF
            && self
                .roads
                .iter()
                .all(|(l, _)| polyline_distance(p, l) > ROAD_HALF)
    }

    /// A road's centre line from its edge(s): two edges join straight or in
    /// a curve; a single end runs to the village, the monastery, or the
    /// city gate it leads to.
    pub(crate) fn road_line(&self, mask: u8) -> (Vec<V2>, Option<V2>) {
        let ends: Vec<u8> = edges_of(mask).collect();
        if ends.len() >= 3 {
            // One road out to three sides: from each end to the middle and
            // back, one line that covers them all.
            let mut line = vec![edge_mid(ends[0])];
            for &e in &ends[1..] {
                line.extend([v2(0.0, 0.0), edge_mid(e)]);
            }
            return (line, None);
        }
        if ends.len() >= 2 {
            return (edge_to_edge(ends[0], ends[1]), None);
        }
        let from = edge_mid(ends[0]);
        if self.village {
            return (vec![from, v2(0.0, 0.0)], None);
        }
        if let Some((at, r)) = self.patch {
            // Square on to the edge, then to the patch's rim, just under it.
            let knee = from * 0.8;
            let rim = at + (knee - at).normalized() * r * 0.9;
            return (vec![from, knee, rim], None);
        }
        // A road ends at a monastery; it passes a garden by (a set's
        // garden beside two roads that lead to the city).
        if let Some((SegmentKind::Monastery, at)) = self.centre {
            return (vec![from, at], None);
        }
        // Walk inwards until a city starts: the gate. A cap beside the
        // road's edge is not met that way (a road from the east to a
        // city in the north): walk slantwise to it instead.
        let slant = |m: u8| {
            let cap = edge_mid(edges_of(m).next().expect("a city has an edge"));
            cap + from * 0.25 - from * 0.7
        };
        let mut towards = vec![-from];
        // Several roads ending at several cities: a cap beside the road's
        // edge is its own (two caps with a road to each):
        // slantwise first.
        let e = ends[0];
        let beside = (self.cities.iter().map(|c| c.1 & 0xF))
            .find(|&m| m.count_ones() == 1 && (m == 1 << ((e + 1) % 4) || m == 1 << ((e + 3) % 4)));
        let ends_here = (self.tile.segments.iter())
            .filter(|g| g.kind == SegmentKind::Road && g.ports.count_ones() == 1)
            .count();
        match beside {
            Some(m) if self.cities.len() >= 2 && ends_here >= 2 => towards.insert(0, slant(m)),
            _ => {
                if let Some(&(_, m, _)) = self.cities.first() {
                    towards.push(slant(m));
                }
            }
        }
        for direction in towards {
            // Slantwise only after a straight start, so the road meets the
            // edge square on, as the neighbour's does.
            let knee = if direction == -from { from } else { from * 0.7 };
            let step = direction.normalized() * 0.005;
            let mut p = knee;
            for _ in 0..200 {
                if self.city_at(p).is_some() {
                    let mut line = vec![from, knee, p + step * 4.0];
                    line.dedup();
                    return (line, Some(p));
                }
                p = p + step;
            }
        }
        (vec![from, v2(0.0, 0.0)], None)
    }

    /// Two straight roads cross without joining: the
    /// west–east one goes over the other on a bridge.
    pub(crate) fn bridge(&self) -> bool {
        let roads = || {
            self.tile
                .segments
                .iter()
                .filter(|g| g.kind == SegmentKind::Road)
        };
        roads().count() == 2 && roads().all(|g| g.ports == 0b0101 || g.ports == 0b1010)
    }

    /// Distance from the water course's centre line; the pool counts as water
    /// all over (so a bank rings it).
    pub(crate) fn river_distance(&self, p: V2) -> f32 {
        let line = self
            .river
            .iter()
            .map(|l| polyline_distance(p, l))
            .fold(f32::MAX, f32::min);
        let pool = self.pool.map_or(f32::MAX, |(c, rx, ry)| {
            let d = p - c;
            let r = (d.x * d.x / (rx * rx) + d.y * d.y / (ry * ry)).sqrt();
            (r - 1.0) * rx.min(ry) + WATER_HALF
        });
        line.min(pool)
    }

    /// On a lane or a hedge that parts two fields (drawn as bushes).
    pub(crate) fn parts_fields(&self, p: V2) -> bool {
        // The lane runs across the roads' line, from cap to cap.
        let across = match self.lane {
            Some(0b1010) => Some(p.x),
            Some(_) => Some(p.y),
            None => None,
        };
        if across.is_some_and(|a| a.abs() < 0.035) {
            return true;
        }
        // A hedge thins out to nothing at the rim, where the neighbour's
        // field goes on.
        let rim = 0.5 - p.x.abs().max(p.y.abs());
        let width = 0.03 * (rim / 0.05).min(1.0);
        self.hedges.iter().any(|h| polyline_distance(p, h) < width)
    }

    pub(crate) fn ground(&self, p: V2) -> Ground {
        if let Some((kind, at)) = self.centre {
            let half = if kind == SegmentKind::Monastery {
                v2(0.2, 0.17) * self.centre_size
            } else {
                v2(0.12, 0.12)
            };
            let d = p - at;
            if d.x.abs() < half.x && d.y.abs() < half.y {
                return Ground::Building;
            }
        }
        if self.village && p.length() < 0.085 {
            return Ground::Building;
        }
        if self.patch.is_some_and(|(at, r)| (p - at).length() < r) {
            return Ground::Building;
        }
        if self.city_at(p).is_some() {
            return Ground::City;
        }
        if self.parts_fields(p) {
            return Ground::Building;
        }
        if self
            .roads
            .iter()
            .any(|(l, _)| polyline_distance(p, l) < ROAD_HALF)
        {
            return Ground::Road;
        }
        if self.river_distance(p) < WATER_HALF {
            return Ground::Water;
        }
        Ground::Field
    }
}

/// A centre line from one edge's middle to another's: straight across, or
/// a quarter circle round the corner they share (it meets both edges square).
pub(crate) fn edge_to_edge(a: u8, b: u8) -> Vec<V2> {
    let (pa, pb) = (edge_mid(a), edge_mid(b));
    if (a + 2) % 4 == b {
        return vec![pa, pb];
    }
    let corner = pa + pb;
    (0..=16)
        .map(|i| {
            let t = i as f32 / 16.0;
            let (da, db) = (pa - corner, pb - corner);
            let angle = t * std::f32::consts::FRAC_PI_2;
            // Slerp between the two radii (they are at right angles).
            corner + da * angle.cos() + db * angle.sin()
        })
        .collect()
}

/// The water course's centre lines, gently winding; the winding fades
/// out at the edges so neighbouring tiles meet exactly.
pub(crate) fn river_lines(tile: &TileType) -> Vec<Vec<V2>> {
    let ends: Vec<u8> = edges_of(tile.river).collect();
    let base = match ends.len() {
        0 => return Vec::new(),
        1 => vec![edge_mid(ends[0]), v2(0.0, 0.0)],
        _ => edge_to_edge(ends[0], ends[1]),
    };
    let seed = tile_seed(tile);
    let samples = 32;
    let total: f32 = base.windows(2).map(|w| (w[1] - w[0]).length()).sum();
    let line = (0..=samples)
        .map(|i| {
            let t = i as f32 / samples as f32;
            let (p, dir) = along(&base, t * total);
            let envelope = (std::f32::consts::PI * t).sin().powi(2);
            let wave = (t * std::f32::consts::TAU * 1.2 + hash(seed, 7, 0) * 6.0).sin();
            let fade = if ends.len() == 1 {
                t.min(0.7) / 0.7
            } else {
                1.0
            };
            p + dir.perp() * (0.035 * envelope * wave * fade)
        })
        .collect();
    vec![line]
}

/// The point `distance` along a polyline and its direction there.
pub(crate) fn along(line: &[V2], mut distance: f32) -> (V2, V2) {
    for w in line.windows(2) {
        let l = (w[1] - w[0]).length();
        if distance <= l || std::ptr::eq(w, line.windows(2).last().unwrap_or(w)) {
            let t = (distance / l.max(1e-9)).clamp(0.0, 1.0);
            return (w[0].lerp(w[1], t), (w[1] - w[0]).normalized());
        }
        distance -= l;
    }
    (line[0], v2(0.0, 1.0))
}

pub(crate) fn tile_seed(tile: &TileType) -> u32 {
    tile.id
        .bytes()
        .fold(2166136261u32, |h, b| (h ^ b as u32).wrapping_mul(16777619))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::catalog;

    /// Only the tiles whose fields nothing else parts get a lane or a
    /// hedge: every other tile is painted as before.
    #[test]
    fn only_the_tiles_that_need_them_have_a_lane_or_hedges() {
        for t in &catalog().types {
            let layout = Layout::new(t);
            let parted = layout.lane.is_some() || !layout.hedges.is_empty();
            let hedged = [
                "IE", "IG", "TG", "TL", "TV", "PD", "AI", "AG", "AH", "OK", "OM",
            ];
            assert_eq!(parted, hedged.contains(&t.id.as_str()), "{}", t.id);
        }
    }
}
