//! A tile's picture, painted from its segments: where each city, road and
//! river lies is worked out from the edges they touch (the same data the
//! rules use), so a new tile set needs no new drawing code. Every pixel is
//! first given its ground (field, city, road, water, building); the
//! painting then dresses each ground: grass and trees, walls with towers
//! and gates, roofs, paths with stones, water with banks and bridges.

use super::{
    Canvas, Rgb, V2, distance_to, fractal_noise, hash, mix, polyline_distance, shade, smoothstep,
    v2,
};
use crate::rules::tileset::{EdgeKind, SegmentKind, TileType};

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

/// A painted tile: the picture and the ground of every pixel.
pub struct TilePicture {
    pub canvas: Canvas,
    pub ground: Vec<Ground>,
}

/// The side, in pixels, of the pictures the game uses.
pub const TILE_PIXELS: usize = 256;

const ROAD_HALF: f32 = 0.058;
const WATER_HALF: f32 = 0.072;
const BANK_HALF: f32 = 0.1;
const WALL: f32 = 0.034;

const GRASS: Rgb = [0.44, 0.61, 0.25];
const GRASS_DRY: Rgb = [0.58, 0.64, 0.28];
const GRASS_DEEP: Rgb = [0.30, 0.50, 0.22];
const ROAD: Rgb = [0.87, 0.80, 0.63];
const ROAD_EDGE: Rgb = [0.58, 0.49, 0.34];
const COBBLES: Rgb = [0.86, 0.67, 0.42];
const STONE: Rgb = [0.70, 0.66, 0.58];
const STONE_DARK: Rgb = [0.42, 0.38, 0.33];
const ROOFS: [Rgb; 4] = [
    [0.74, 0.30, 0.19],
    [0.64, 0.36, 0.21],
    [0.56, 0.23, 0.17],
    [0.47, 0.45, 0.50],
];
const WATER: Rgb = [0.20, 0.47, 0.76];
const WATER_LIGHT: Rgb = [0.48, 0.72, 0.92];
const BANK: Rgb = [0.62, 0.60, 0.38];
const LEAVES: Rgb = [0.20, 0.40, 0.15];
const LEAVES_LIGHT: Rgb = [0.36, 0.56, 0.22];
const PLASTER: Rgb = [0.92, 0.88, 0.78];
const GRAVEL: Rgb = [0.80, 0.76, 0.66];
const SHIELD: Rgb = [0.16, 0.29, 0.70];
const GOLD: Rgb = [0.96, 0.82, 0.30];
const WHITE: Rgb = [0.97, 0.96, 0.92];
const BLACK: Rgb = [0.0, 0.0, 0.0];

/// Midpoint of an edge (0 N, 1 E, 2 S, 3 W).
pub fn edge_mid(e: u8) -> V2 {
    [v2(0.0, 0.5), v2(0.5, 0.0), v2(0.0, -0.5), v2(-0.5, 0.0)][e as usize & 3]
}

/// The two corners of an edge, clockwise.
fn edge_corners(e: u8) -> (V2, V2) {
    let c = [v2(-0.5, 0.5), v2(0.5, 0.5), v2(0.5, -0.5), v2(-0.5, -0.5)];
    (c[e as usize & 3], c[(e as usize + 1) & 3])
}

/// How far `p` is from an edge's line, inside the tile.
fn to_edge(p: V2, e: u8) -> f32 {
    match e & 3 {
        0 => 0.5 - p.y,
        1 => 0.5 - p.x,
        2 => p.y + 0.5,
        _ => p.x + 0.5,
    }
}

fn edges_of(mask: u8) -> impl Iterator<Item = u8> {
    (0..4u8).filter(move |e| mask & (1 << e) != 0)
}

/// Point on a half-edge (0 NNW .. 7 WNW).
fn half_point(h: u8) -> V2 {
    let (a, b) = edge_corners(h / 2);
    a.lerp(b, if h.is_multiple_of(2) { 0.25 } else { 0.75 })
}

/// How deep a city cap reaches into the tile at its middle.
const CAP_DEPTH: f32 = 0.27;
/// How deep the field bay of a three-sided city reaches.
const BAY_DEPTH: f32 = 0.25;

/// Inside the arc that joins an edge's two corners and bulges `depth`
/// into the tile: a city cap, or the field bay a city leaves free.
fn in_cap(e: u8, p: V2, depth: f32) -> bool {
    let radius = (0.25 + depth * depth) / (2.0 * depth);
    let centre = edge_mid(e) * (1.0 + (radius - depth) / 0.5);
    (p - centre).length() < radius
}

/// Whether `p` lies in the city that touches the edges of `mask`: one edge
/// gives a domed cap, two opposite ones a band with a waist, three all but
/// a bay on the free side. A corner city is nearer its two edges than the
/// other two (a diagonal wall bowed a little outwards).
fn in_city(mask: u8, p: V2) -> bool {
    let edges = || edges_of(mask);
    let free = || edges_of(!mask & 0xF);
    match mask.count_ones() {
        // A cap keeps off the diagonals, so two caps on neighbouring edges
        // (tile I) stay two cities with field between.
        1 => edges().all(|e| {
            let others = (0..4u8).filter(|&o| o != e).map(|o| to_edge(p, o));
            in_cap(e, p, CAP_DEPTH) && to_edge(p, e) < 0.8 * others.fold(f32::MAX, f32::min)
        }),
        2 if mask == 0b0101 || mask == 0b1010 => free().all(|e| !in_cap(e, p, CAP_DEPTH + 0.01)),
        2 => {
            let near = edges().map(|e| to_edge(p, e)).fold(f32::MAX, f32::min);
            let far = free().map(|e| to_edge(p, e)).fold(f32::MAX, f32::min);
            near < 1.1 * far
        }
        3 => free().all(|e| !in_cap(e, p, BAY_DEPTH)),
        _ => true,
    }
}

/// Where everything on a tile lies, worked out once from its segments.
struct Layout<'a> {
    tile: &'a TileType,
    /// (segment, edge mask, pennant) of each city.
    cities: Vec<(u8, u8, bool)>,
    /// Centre lines of the roads, and where a road enters a city (a gate).
    roads: Vec<(Vec<V2>, Option<V2>)>,
    river: Vec<Vec<V2>>,
    /// The spring or the lake where a river ends on the tile: centre, radii.
    pool: Option<(V2, f32, f32)>,
    /// A monastery or garden and where it stands.
    centre: Option<(SegmentKind, V2)>,
    /// Roads meet at a village in the middle (three or four road ends).
    village: bool,
}

impl<'a> Layout<'a> {
    fn new(tile: &'a TileType) -> Layout<'a> {
        let cities: Vec<(u8, u8, bool)> = tile
            .segments
            .iter()
            .enumerate()
            .filter(|(_, g)| g.kind == SegmentKind::City)
            .map(|(i, g)| (i as u8, g.ports, g.pennants > 0))
            .collect();
        let road_masks: Vec<u8> = tile
            .segments
            .iter()
            .filter(|g| g.kind == SegmentKind::Road)
            .map(|g| g.ports)
            .collect();
        let village = road_masks.len() >= 3;
        let mut layout = Layout {
            tile,
            cities,
            roads: Vec::new(),
            river: Vec::new(),
            pool: None,
            centre: None,
            village,
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
        layout.centre = tile.centre.map(|c| {
            let kind = tile.segments[c as usize].kind;
            (kind, layout.anchor(kind))
        });
        for mask in road_masks {
            let line = layout.road_line(mask);
            layout.roads.push(line);
        }
        layout
    }

    /// Where a monastery or a garden stands: the middle, unless water runs
    /// through it; a garden keeps to open field.
    fn anchor(&self, kind: SegmentKind) -> V2 {
        if kind == SegmentKind::Monastery {
            if self.tile.river.count_ones() >= 2 {
                let free = (0..4u8)
                    .find(|&e| self.tile.edge_kind(0, e) == EdgeKind::Field)
                    .unwrap_or(0);
                return edge_mid(free) * 0.44;
            }
            return v2(0.0, 0.02);
        }
        let preferred = if self.tile.river != 0 {
            v2(-0.22, 0.22)
        } else {
            v2(0.18, -0.2)
        };
        let mut best = (f32::MAX, preferred);
        for i in 0..13 {
            for j in 0..13 {
                let c = v2(-0.3 + i as f32 * 0.05, -0.3 + j as f32 * 0.05);
                let clear = (0..5).all(|a| {
                    (0..5).all(|b| {
                        let p = c + v2(-0.14 + a as f32 * 0.07, -0.14 + b as f32 * 0.07);
                        self.open_field(p)
                    })
                });
                let cost = (c - preferred).length();
                if clear && cost < best.0 {
                    best = (cost, c);
                }
            }
        }
        best.1
    }

    /// No city, water or road (known so far) at `p`.
    fn open_field(&self, p: V2) -> bool {
        !self.cities.iter().any(|&(_, m, _)| in_city(m, p))
            && self.river_distance(p) > BANK_HALF
            && self
                .roads
                .iter()
                .all(|(l, _)| polyline_distance(p, l) > ROAD_HALF)
    }

    /// A road's centre line from its edge(s): two edges join straight or in
    /// a curve; a single end runs to the village, the monastery, or the
    /// city gate it leads to.
    fn road_line(&self, mask: u8) -> (Vec<V2>, Option<V2>) {
        let ends: Vec<u8> = edges_of(mask).collect();
        if ends.len() >= 2 {
            return (edge_to_edge(ends[0], ends[1]), None);
        }
        let from = edge_mid(ends[0]);
        if self.village {
            return (vec![from, v2(0.0, 0.0)], None);
        }
        if let Some((_, at)) = self.centre {
            return (vec![from, at], None);
        }
        // Walk inwards until a city starts: the gate.
        let step = -from.normalized() * 0.005;
        let mut p = from;
        for _ in 0..200 {
            if self.cities.iter().any(|&(_, m, _)| in_city(m, p)) {
                return (vec![from, p + step * 4.0], Some(p));
            }
            p = p + step;
        }
        (vec![from, v2(0.0, 0.0)], None)
    }

    /// Distance from the river's centre line; the pool counts as water
    /// all over (so a bank rings it).
    fn river_distance(&self, p: V2) -> f32 {
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

    fn ground(&self, p: V2) -> Ground {
        if let Some((kind, at)) = self.centre {
            let half = if kind == SegmentKind::Monastery {
                v2(0.2, 0.17)
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
        if self.cities.iter().any(|&(_, m, _)| in_city(m, p)) {
            return Ground::City;
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
fn edge_to_edge(a: u8, b: u8) -> Vec<V2> {
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

/// The river's centre lines, gently winding; the winding fades out at the
/// edges so neighbouring tiles meet exactly.
fn river_lines(tile: &TileType) -> Vec<Vec<V2>> {
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
fn along(line: &[V2], mut distance: f32) -> (V2, V2) {
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

fn tile_seed(tile: &TileType) -> u32 {
    tile.id
        .bytes()
        .fold(2166136261u32, |h, b| (h ^ b as u32).wrapping_mul(16777619))
}

/// Where a meeple stands on each segment, in tile-local units, the tile's
/// own orientation: on the building, inside the city, halfway along the
/// road, and in the open middle of its field.
pub fn meeple_spots(tile: &TileType) -> Vec<V2> {
    let layout = Layout::new(tile);
    let fields = FieldMap::new(&layout, 64);
    let mut nth_road = 0;
    tile.segments
        .iter()
        .map(|g| match g.kind {
            SegmentKind::Monastery | SegmentKind::Garden => layout.anchor(g.kind),
            SegmentKind::City => {
                let edges: Vec<u8> = edges_of(g.ports).collect();
                let sum = edges.iter().fold(V2::default(), |a, &e| a + edge_mid(e));
                if edges.len() == 1 {
                    sum * 0.64
                } else {
                    sum * (0.56 / edges.len() as f32)
                }
            }
            SegmentKind::Road => {
                let line = &layout.roads[nth_road].0;
                nth_road += 1;
                let length: f32 = line.windows(2).map(|w| (w[1] - w[0]).length()).sum();
                along(line, length * 0.5).0
            }
            SegmentKind::Field => fields.spot(g.ports),
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
    for (s, g) in kinds(SegmentKind::Field) {
        for (i, inside) in fields.region(g.ports).into_iter().enumerate() {
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
                *cell = layout.cities.iter().find(|c| in_city(c.1, p)).map(|c| c.0);
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
            Ground::Building if !layout.village => *cell = tile.centre,
            _ => {}
        }
    }
    map
}

/// The fields of a tile as drawn: which pixels each field covers (flooded
/// from its half-edges), for putting a farmer where there is room.
struct FieldMap {
    canvas: Canvas,
    ground: Vec<Ground>,
}

impl FieldMap {
    fn new(layout: &Layout, size: usize) -> FieldMap {
        let canvas = Canvas::new(size);
        let ground = (0..size * size)
            .map(|i| layout.ground(canvas.point(i % size, i / size)))
            .collect();
        FieldMap { canvas, ground }
    }

    /// The pixels of the field touching half-edges `halves`: the field
    /// ground reached from those half-edges.
    fn region(&self, halves: u8) -> Vec<bool> {
        let n = self.canvas.size;
        let mut region = vec![false; n * n];
        let mut queue: Vec<usize> = (0..8u8)
            .filter(|h| halves & (1 << h) != 0)
            .map(|h| {
                let p = half_point(h);
                let (col, row) = self.canvas.pixel_at(p * 0.97);
                row * n + col
            })
            .filter(|&i| self.ground[i] == Ground::Field)
            .collect();
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
                if !region[j] && self.ground[j] == Ground::Field {
                    region[j] = true;
                    queue.push(j);
                }
            }
        }
        region
    }

    /// The point of the field touching half-edges `halves` farthest from
    /// anything else, leaning towards where its half-edges are.
    fn spot(&self, halves: u8) -> V2 {
        let n = self.canvas.size;
        let region = self.region(halves);
        let clear = distance_to(n, |i| !region[i]);
        let points: Vec<V2> = (0..8u8)
            .filter(|h| halves & (1 << h) != 0)
            .map(half_point)
            .collect();
        let lean = points.iter().fold(V2::default(), |a, &b| a + b) * (1.0 / points.len() as f32);
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

/// Paints a tile type in its own orientation, `size` pixels a side.
pub fn paint_tile(tile: &TileType, size: usize) -> TilePicture {
    let layout = Layout::new(tile);
    let mut canvas = Canvas::new(size);
    let px = 1.0 / size as f32;
    let seed = tile_seed(tile);
    let ground: Vec<Ground> = (0..size * size)
        .map(|i| layout.ground(canvas.point(i % size, i / size)))
        .collect();
    // Distances in tile units: from the city's outside (walls), from
    // anything not field (trees keep clear), from the city (its shadow).
    let to_px = |d: Vec<f32>| d.into_iter().map(|d| d * px).collect::<Vec<f32>>();
    let from_outside_city = to_px(distance_to(size, |i| ground[i] != Ground::City));
    let from_not_field = to_px(distance_to(size, |i| ground[i] != Ground::Field));
    let from_city = to_px(distance_to(size, |i| ground[i] == Ground::City));

    for (i, g) in ground.iter().enumerate() {
        let p = canvas.point(i % size, i / size);
        let colour = match g {
            Ground::Field | Ground::Building => grass(p, seed),
            Ground::Water => water(&layout, p, seed),
            Ground::Road => road(&layout, p, seed),
            Ground::City => city_ground(p, seed, from_outside_city[i]),
        };
        canvas.pixels[i] = [colour[0], colour[1], colour[2], 1.0];
        if *g == Ground::Field {
            let bank = layout.river_distance(p);
            if bank < BANK_HALF {
                let t = smoothstep(BANK_HALF, WATER_HALF, bank);
                canvas.blend(i, BANK, 0.75 * t);
            }
            // The wall's shadow on the grass.
            canvas.darken(i, 0.3 * (1.0 - from_city[i] / 0.02).max(0.0));
        }
    }
    bridges(&mut canvas, &layout, &ground);
    let spots = meeple_spots(tile);
    trees(&mut canvas, &layout, &spots, &from_not_field, seed);
    if layout.village {
        village(&mut canvas, seed);
    }
    houses(
        &mut canvas,
        &layout,
        &spots,
        (&ground, &from_outside_city),
        seed,
    );
    walls(&mut canvas, &ground, &from_outside_city);
    towers_and_gates(&mut canvas, &layout, &ground);
    match layout.centre {
        Some((SegmentKind::Monastery, at)) => monastery(&mut canvas, at),
        Some((_, at)) => garden(&mut canvas, at, seed),
        None => {}
    }
    pennants(&mut canvas, &layout, &spots, &from_outside_city);
    border(&mut canvas);
    TilePicture { canvas, ground }
}

fn grass(p: V2, seed: u32) -> Rgb {
    let broad = fractal_noise(p, 3.0, 2, seed);
    let patch = fractal_noise(p, 9.0, 3, seed ^ 0x51);
    let blade = fractal_noise(v2(p.x * 1.6, p.y), 70.0, 1, seed ^ 0x77);
    let base = mix(GRASS_DEEP, GRASS_DRY, broad * 1.2 - 0.1);
    shade(
        mix(base, GRASS, 0.5),
        0.86 + patch * 0.2 + (blade - 0.5) * 0.12,
    )
}

fn water(layout: &Layout, p: V2, seed: u32) -> Rgb {
    let d = layout.river_distance(p);
    let depth = smoothstep(WATER_HALF, 0.0, d);
    let ripple = ((p.x * 40.0 + fractal_noise(p, 6.0, 2, seed ^ 9) * 9.0).sin()
        * (p.y * 34.0 + fractal_noise(p, 5.0, 2, seed ^ 3) * 8.0).sin())
    .max(0.0)
    .powi(6);
    let c = mix(WATER_LIGHT, WATER, 0.45 + 0.55 * depth);
    mix(c, WHITE, ripple * 0.5)
}

fn road(layout: &Layout, p: V2, seed: u32) -> Rgb {
    let d = layout
        .roads
        .iter()
        .map(|(l, _)| polyline_distance(p, l))
        .fold(f32::MAX, f32::min);
    let grain = fractal_noise(p, 30.0, 2, seed ^ 0x33);
    let mut c = shade(ROAD, 0.92 + grain * 0.14);
    // Wheel ruts and a worn edge.
    let rut = (1.0 - ((d - ROAD_HALF * 0.45).abs() / 0.01)).max(0.0);
    c = mix(c, ROAD_EDGE, rut * 0.22);
    let pebble = fractal_noise(p, 90.0, 1, seed ^ 0x99);
    if pebble > 0.78 {
        c = mix(c, STONE, 0.8);
    } else if pebble < 0.12 {
        c = shade(c, 0.85);
    }
    mix(c, ROAD_EDGE, smoothstep(ROAD_HALF - 0.014, ROAD_HALF, d))
}

fn city_ground(p: V2, seed: u32, inside: f32) -> Rgb {
    // Cobbles: a grid of stones, each a little different.
    let (u, v) = (p.x * 48.0, p.y * 48.0 + (p.x * 48.0).floor() * 0.5);
    let cell = hash(u.floor() as i32 as u32, v.floor() as i32 as u32, seed);
    let (fu, fv) = (u - u.floor(), v - v.floor());
    let joint = fu.min(1.0 - fu).min(fv.min(1.0 - fv));
    let c = shade(COBBLES, 0.9 + cell * 0.16);
    let c = mix(shade(c, 0.8), c, smoothstep(0.0, 0.15, joint));
    // Darker where the wall shades the street.
    shade(c, 0.85 + 0.15 * smoothstep(WALL, WALL + 0.03, inside))
}

/// Stone parapets where a road crosses water.
fn bridges(canvas: &mut Canvas, layout: &Layout, ground: &[Ground]) {
    if layout.river.is_empty() {
        return;
    }
    for (i, &g) in ground.iter().enumerate() {
        let p = canvas.point(i % canvas.size, i / canvas.size);
        if g != Ground::Road || layout.river_distance(p) > BANK_HALF {
            continue;
        }
        let d = layout
            .roads
            .iter()
            .map(|(l, _)| polyline_distance(p, l))
            .fold(f32::MAX, f32::min);
        if d > ROAD_HALF - 0.016 {
            canvas.blend(i, STONE, 1.0);
            if d > ROAD_HALF - 0.006 {
                canvas.darken(i, 0.45);
            }
        } else {
            canvas.blend(i, [0.62, 0.52, 0.38], 0.5);
        }
    }
}

/// Trees and bushes in open field, clear of everything else.
fn trees(canvas: &mut Canvas, layout: &Layout, all: &[V2], from_not_field: &[f32], seed: u32) {
    let spots: Vec<V2> = layout
        .tile
        .segments
        .iter()
        .enumerate()
        .filter(|(_, g)| g.kind == SegmentKind::Field)
        .map(|(s, _)| all[s])
        .collect();
    let cells = 7;
    for cx in 0..cells {
        for cy in 0..cells {
            let h = |k: u32| hash(seed, (cx * cells + cy) as u32, k);
            if h(0) > 0.3 {
                continue;
            }
            let r = 0.022 + h(1) * 0.03;
            let c = v2(
                -0.5 + (cx as f32 + 0.2 + h(2) * 0.6) / cells as f32,
                -0.5 + (cy as f32 + 0.2 + h(3) * 0.6) / cells as f32,
            );
            let (col, row) = canvas.pixel_at(c);
            let clear = from_not_field[row * canvas.size + col];
            let margin = 0.5 - c.x.abs().max(c.y.abs());
            if clear < r + 0.03 || margin < r + 0.015 {
                continue;
            }
            if spots.iter().any(|&s| (s - c).length() < r + 0.06) {
                continue;
            }
            tree(canvas, c, r, seed.wrapping_add((cx * 31 + cy) as u32));
        }
    }
}

fn tree(canvas: &mut Canvas, c: V2, r: f32, seed: u32) {
    canvas.ellipse(c + v2(r * 0.35, -r * 0.45), r * 1.05, r * 0.8, BLACK, 0.3);
    for k in 0..3 {
        let a = hash(seed, k, 1) * std::f32::consts::TAU;
        let o = v2(a.cos(), a.sin()) * (r * 0.35);
        canvas.disc(
            c + o,
            r * 0.72,
            shade(LEAVES, 0.9 + hash(seed, k, 2) * 0.2),
            1.0,
        );
    }
    canvas.disc(c + v2(-r * 0.25, r * 0.25), r * 0.45, LEAVES_LIGHT, 0.85);
    canvas.disc(c + v2(-r * 0.35, r * 0.38), r * 0.18, [0.5, 0.68, 0.3], 0.7);
}

/// Roofs inside the walls, on a loose grid, none on the wall or the edge.
fn houses(
    canvas: &mut Canvas,
    layout: &Layout,
    spots: &[V2],
    (ground, inside): (&[Ground], &[f32]),
    seed: u32,
) {
    let shields: Vec<V2> = layout
        .cities
        .iter()
        .filter(|c| c.2)
        .map(|&(s, _, _)| shield_spot(layout, spots[s as usize], s, canvas, inside))
        .collect();
    let cells = 8;
    for cx in 0..cells {
        for cy in 0..cells {
            let h = |k: u32| hash(seed ^ 0xABCD, (cx * cells + cy) as u32, k);
            if h(6) > 0.85 {
                continue;
            }
            let centre = v2(
                -0.5 + (cx as f32 + 0.25 + h(0) * 0.5) / cells as f32,
                -0.5 + (cy as f32 + 0.25 + h(1) * 0.5) / cells as f32,
            );
            let (mut w, mut d) = (0.036 + h(2) * 0.016, 0.026 + h(3) * 0.008);
            if h(4) > 0.7 {
                std::mem::swap(&mut w, &mut d);
            }
            let corners = [
                centre + v2(-w, -d),
                centre + v2(w, -d),
                centre + v2(w, d),
                centre + v2(-w, d),
            ];
            let ok = corners.iter().chain([&centre]).all(|&p| {
                let (col, row) = canvas.pixel_at(p);
                let i = row * canvas.size + col;
                ground[i] == Ground::City
                    && inside[i] > WALL + 0.012
                    && 0.5 - p.x.abs().max(p.y.abs()) > 0.02
            });
            if !ok || shields.iter().any(|&s| (s - centre).length() < 0.1) {
                continue;
            }
            // Mostly tiles of red clay, now and then a slate roof.
            let roof = ROOFS[[0, 0, 1, 2, 0, 1, 2, 3][(h(5) * 8.0) as usize % 8]];
            house(canvas, centre, w, d, roof);
        }
    }
}

fn house(canvas: &mut Canvas, c: V2, w: f32, d: f32, roof: Rgb) {
    let shadow = v2(0.008, -0.01);
    canvas.polygon(&rect(c + shadow, w, d), BLACK, 0.35);
    canvas.polygon(&rect(c, w + 0.003, d + 0.003), shade(roof, 0.55), 1.0);
    // The ridge runs along the longer side; the half facing the light is lighter.
    if w >= d {
        canvas.polygon(
            &rect(c + v2(0.0, d / 2.0), w, d / 2.0),
            shade(roof, 1.12),
            1.0,
        );
        canvas.polygon(
            &rect(c - v2(0.0, d / 2.0), w, d / 2.0),
            shade(roof, 0.82),
            1.0,
        );
        canvas.polygon(&rect(c, w, 0.0025), shade(roof, 0.55), 1.0);
    } else {
        canvas.polygon(
            &rect(c - v2(w / 2.0, 0.0), w / 2.0, d),
            shade(roof, 1.12),
            1.0,
        );
        canvas.polygon(
            &rect(c + v2(w / 2.0, 0.0), w / 2.0, d),
            shade(roof, 0.82),
            1.0,
        );
        canvas.polygon(&rect(c, 0.0025, d), shade(roof, 0.55), 1.0);
    }
}

/// The city wall: a band of stone just inside the city's outline, with
/// battlements on its outer side.
fn walls(canvas: &mut Canvas, ground: &[Ground], inside: &[f32]) {
    for (i, &g) in ground.iter().enumerate() {
        if g != Ground::City || inside[i] >= WALL {
            continue;
        }
        let p = canvas.point(i % canvas.size, i / canvas.size);
        let t = inside[i] / WALL;
        let blocks = fractal_noise(p, 80.0, 1, 5);
        let mut c = shade(STONE, 0.88 + blocks * 0.2);
        if t < 0.35 {
            // Battlements: merlons and gaps along the outer rim.
            let merlon = ((p.x + p.y) * 70.0).sin() * ((p.x - p.y) * 70.0).sin() > 0.0;
            c = shade(c, if merlon { 1.08 } else { 0.7 });
        }
        if t < 0.12 {
            c = STONE_DARK;
        }
        if t > 0.85 {
            c = shade(c, 0.75);
        }
        canvas.blend(i, c, 1.0);
    }
}

/// Round towers where a wall meets the tile's edge (the neighbour paints
/// the other half), and a gate where a road enters a city.
fn towers_and_gates(canvas: &mut Canvas, layout: &Layout, ground: &[Ground]) {
    let n = canvas.size;
    let mut towers = Vec::new();
    for e in 0..4u8 {
        let (a, b) = edge_corners(e);
        let mut last: Option<bool> = None;
        for k in 0..n {
            let p = a.lerp(b, (k as f32 + 0.5) / n as f32);
            let (col, row) = canvas.pixel_at(p);
            let city = ground[row * n + col] == Ground::City;
            if let Some(was) = last
                && was != city
            {
                towers.push(p);
            }
            last = Some(city);
        }
    }
    for t in towers {
        canvas.disc(t + v2(0.006, -0.008), 0.05, BLACK, 0.3);
        canvas.disc(t, 0.046, STONE_DARK, 1.0);
        canvas.disc(t, 0.038, STONE, 1.0);
        canvas.disc(t, 0.026, shade(ROOFS[0], 0.9), 1.0);
        canvas.disc(t + v2(-0.007, 0.007), 0.012, shade(ROOFS[0], 1.2), 1.0);
    }
    for (line, gate) in &layout.roads {
        let Some(g) = gate else { continue };
        let dir = (*g - line[0]).normalized();
        let across = dir.perp();
        let gate_at = *g + dir * (WALL * 0.5);
        for side in [-1.0, 1.0] {
            let t = gate_at + across * (side * (ROAD_HALF + 0.02));
            canvas.disc(t, 0.03, STONE_DARK, 1.0);
            canvas.disc(t, 0.023, STONE, 1.0);
        }
        let half = ROAD_HALF * 0.85;
        canvas.polygon(
            &[
                gate_at + across * half - dir * 0.02,
                gate_at - across * half - dir * 0.02,
                gate_at - across * half + dir * 0.02,
                gate_at + across * half + dir * 0.02,
            ],
            [0.25, 0.18, 0.12],
            1.0,
        );
    }
}

/// A walled cloister: a yard of gravel, the church with its roof, and a
/// bell tower with a cross.
fn monastery(canvas: &mut Canvas, at: V2) {
    canvas.polygon(&rect(at + v2(0.006, -0.008), 0.2, 0.17), BLACK, 0.25);
    canvas.polygon(&rect(at, 0.2, 0.17), shade(GRAVEL, 0.8), 1.0);
    canvas.polygon(&rect(at, 0.19, 0.16), GRAVEL, 1.0);
    let nave = at + v2(-0.035, 0.0);
    canvas.polygon(&rect(nave + v2(0.012, -0.014), 0.13, 0.075), BLACK, 0.4);
    canvas.polygon(&rect(nave, 0.13, 0.075), shade(PLASTER, 0.8), 1.0);
    canvas.polygon(
        &rect(nave + v2(0.0, 0.036), 0.125, 0.036),
        [0.70, 0.30, 0.20],
        1.0,
    );
    canvas.polygon(
        &rect(nave - v2(0.0, 0.036), 0.125, 0.036),
        [0.52, 0.21, 0.15],
        1.0,
    );
    canvas.polygon(&rect(nave, 0.125, 0.004), [0.35, 0.14, 0.10], 1.0);
    let tower = at + v2(0.13, 0.0);
    canvas.polygon(&rect(tower + v2(0.012, -0.014), 0.05, 0.05), BLACK, 0.4);
    canvas.polygon(&rect(tower, 0.05, 0.05), PLASTER, 1.0);
    for (k, tri) in [
        [v2(-1.0, 1.0), v2(1.0, 1.0)],
        [v2(1.0, 1.0), v2(1.0, -1.0)],
        [v2(1.0, -1.0), v2(-1.0, -1.0)],
        [v2(-1.0, -1.0), v2(-1.0, 1.0)],
    ]
    .iter()
    .enumerate()
    {
        let light = [1.1, 0.9, 0.65, 0.85][k];
        canvas.polygon(
            &[tower + tri[0] * 0.044, tower + tri[1] * 0.044, tower],
            shade([0.62, 0.27, 0.18], light),
            1.0,
        );
    }
    canvas.polygon(&rect(tower + v2(0.0, 0.0), 0.005, 0.03), GOLD, 1.0);
    canvas.polygon(&rect(tower + v2(0.0, 0.01), 0.02, 0.005), GOLD, 1.0);
}

/// A hedged garden with flower beds.
fn garden(canvas: &mut Canvas, at: V2, seed: u32) {
    canvas.polygon(&rect(at + v2(0.008, -0.01), 0.12, 0.12), BLACK, 0.3);
    canvas.polygon(&rect(at, 0.12, 0.12), [0.16, 0.33, 0.13], 1.0);
    canvas.polygon(&rect(at, 0.1, 0.1), GRAVEL, 1.0);
    let flowers: [Rgb; 3] = [[0.95, 0.45, 0.65], [0.98, 0.85, 0.3], WHITE];
    for (bx, by) in [(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)] {
        let bed = at + v2(bx * 0.05, by * 0.05);
        canvas.polygon(&rect(bed, 0.04, 0.04), [0.26, 0.45, 0.18], 1.0);
        for k in 0..6u32 {
            let o = v2(
                hash(seed, k, bx as i32 as u32) - 0.5,
                hash(seed, k, (by as i32 as u32).wrapping_add(9)) - 0.5,
            );
            let colour = flowers[(k % 3) as usize];
            canvas.disc(bed + o * 0.06, 0.008, colour, 1.0);
        }
    }
}

/// Roads meet at a well in a little square.
fn village(canvas: &mut Canvas, seed: u32) {
    canvas.disc(v2(0.0, 0.0), 0.085, shade(ROAD, 0.95), 1.0);
    house(canvas, v2(0.0, 0.0), 0.05, 0.04, ROOFS[(seed % 3) as usize]);
}

/// The best spot for a city's shield: deep inside its walls, clear of the
/// meeple's spot.
fn shield_spot(layout: &Layout, meeple: V2, segment: u8, canvas: &Canvas, inside: &[f32]) -> V2 {
    let mask = layout
        .cities
        .iter()
        .find(|c| c.0 == segment)
        .map_or(0, |c| c.1);
    let mut best = (f32::MIN, meeple);
    for i in 0..17 {
        for j in 0..17 {
            let p = v2(-0.4 + i as f32 * 0.05, -0.4 + j as f32 * 0.05);
            if !in_city(mask, p) || (p - meeple).length() < 0.13 {
                continue;
            }
            let (col, row) = canvas.pixel_at(p);
            let depth = inside[row * canvas.size + col].min(0.3);
            let score = depth - (p - meeple).length() * 0.2;
            if score > best.0 {
                best = (score, p);
            }
        }
    }
    best.1
}

fn pennants(canvas: &mut Canvas, layout: &Layout, spots: &[V2], inside: &[f32]) {
    for &(segment, _, pennant) in &layout.cities {
        if !pennant {
            continue;
        }
        let at = shield_spot(layout, spots[segment as usize], segment, canvas, inside);
        let shape = |r: f32| {
            [
                (-1.0, 0.9),
                (1.0, 0.9),
                (1.0, 0.0),
                (0.0, -1.05),
                (-1.0, 0.0),
            ]
            .map(|(x, y)| at + v2(x, y) * r)
        };
        canvas.polygon(&shape(0.062).map(|p| p + v2(0.006, -0.008)), BLACK, 0.35);
        canvas.polygon(&shape(0.062), GOLD, 1.0);
        canvas.polygon(&shape(0.05), SHIELD, 1.0);
        // A white cross on blue, as on the printed tiles' shields.
        canvas.polygon(&rect(at + v2(0.0, -0.0025), 0.008, 0.0425), WHITE, 1.0);
        canvas.polygon(&rect(at + v2(0.0, 0.004), 0.04, 0.008), WHITE, 1.0);
    }
}

/// The corners of an upright rectangle by its centre and half-sizes.
fn rect(c: V2, half_w: f32, half_h: f32) -> [V2; 4] {
    [
        c + v2(-half_w, -half_h),
        c + v2(half_w, -half_h),
        c + v2(half_w, half_h),
        c + v2(-half_w, half_h),
    ]
}

/// A thin dark rim so neighbouring tiles read as separate pieces.
fn border(canvas: &mut Canvas) {
    let n = canvas.size;
    let px = 1.0 / n as f32;
    for row in 0..n {
        for col in 0..n {
            let p = canvas.point(col, row);
            let d = (0.5 - p.x.abs().max(p.y.abs())) / px;
            if d < 3.0 {
                canvas.darken(row * n + col, 0.32 * (1.0 - d / 3.0) + 0.08);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::catalog;

    fn expected(kind: EdgeKind) -> Ground {
        match kind {
            EdgeKind::City => Ground::City,
            EdgeKind::Road => Ground::Road,
            EdgeKind::River => Ground::Water,
            _ => Ground::Field,
        }
    }

    /// The ground along an edge (0 N .. 3 W), clockwise, corners left out.
    fn along_edge(pic: &TilePicture, e: u8) -> Vec<Ground> {
        let n = pic.canvas.size;
        let (a, b) = edge_corners(e);
        (3..n - 3)
            .map(|k| {
                let p = a.lerp(b, (k as f32 + 0.5) / n as f32);
                let (col, row) = pic.canvas.pixel_at(p);
                pic.ground[row * n + col]
            })
            .collect()
    }

    #[test]
    fn every_edge_shows_its_kind_in_the_middle_and_field_or_city_beside_it() {
        for t in &catalog().types {
            let pic = paint_tile(t, 128);
            for e in 0..4u8 {
                let kind = t.edge_kind(0, e);
                let edge = along_edge(&pic, e);
                let mid = edge[edge.len() / 2];
                assert_eq!(mid, expected(kind), "{} edge {e}", t.id);
                let side = if kind == EdgeKind::City {
                    Ground::City
                } else {
                    Ground::Field
                };
                for q in [edge.len() / 5, edge.len() * 4 / 5] {
                    assert_eq!(edge[q], side, "{} edge {e} at {q}", t.id);
                }
            }
        }
    }

    #[test]
    fn edges_that_fit_meet_without_a_gap_or_an_overlap() {
        // Along a shared edge, one tile's ground, read clockwise, is the
        // other's read the other way: every road, river and wall meets.
        let pics: Vec<(&TileType, TilePicture)> = catalog()
            .types
            .iter()
            .map(|t| (t, paint_tile(t, 128)))
            .collect();
        for (a, pa) in &pics {
            for (b, pb) in &pics {
                for ea in 0..4u8 {
                    let eb = (ea + 2) % 4;
                    for rb in 0..4u8 {
                        // b turned `rb` shows on its edge `eb` its own edge `eb - rb`.
                        let own = (eb + 4 - rb) % 4;
                        if a.edge_kind(0, ea) != b.edge_kind(0, own) {
                            continue;
                        }
                        let mut theirs = along_edge(pb, own);
                        theirs.reverse();
                        assert_eq!(along_edge(pa, ea), theirs, "{} {ea} / {} {own}", a.id, b.id);
                    }
                }
            }
        }
    }

    #[test]
    fn every_meeple_spot_is_on_its_own_kind_of_ground() {
        for t in &catalog().types {
            let pic = paint_tile(t, 128);
            for (s, (g, &p)) in t.segments.iter().zip(&meeple_spots(t)).enumerate() {
                let (col, row) = pic.canvas.pixel_at(p);
                let ground = pic.ground[row * 128 + col];
                let want = match g.kind {
                    SegmentKind::City => Ground::City,
                    SegmentKind::Road => Ground::Road,
                    SegmentKind::Field => Ground::Field,
                    _ => Ground::Building,
                };
                assert_eq!(ground, want, "{} segment {s} at {p:?}", t.id);
            }
            // Two meeples on one tile never stand on the same spot.
            let spots = meeple_spots(t);
            for (i, a) in spots.iter().enumerate() {
                for b in &spots[i + 1..] {
                    assert!((*a - *b).length() > 0.12, "{}: {a:?} and {b:?}", t.id);
                }
            }
        }
    }

    #[test]
    fn the_segment_under_each_meeple_spot_is_its_own() {
        for t in &catalog().types {
            let map = segment_map(t, 64);
            let canvas = Canvas::new(64);
            for (s, p) in meeple_spots(t).into_iter().enumerate() {
                let (col, row) = canvas.pixel_at(p);
                assert_eq!(map[row * 64 + col], Some(s as u8), "{} segment {s}", t.id);
            }
            // Every segment covers some of the tile.
            for s in 0..t.segments.len() as u8 {
                assert!(
                    map.contains(&Some(s)),
                    "{} segment {s} covers nothing",
                    t.id
                );
            }
        }
    }

    #[test]
    fn the_art_has_colour_where_the_ground_says() {
        // Cities are warm stone, fields green, water blue, averaged over each ground.
        let t = catalog().types.iter().find(|t| t.id == "RB").expect("RB");
        let pic = paint_tile(t, 128);
        let mean = |g: Ground| {
            let px: Vec<_> = (0..pic.ground.len())
                .filter(|&i| pic.ground[i] == g)
                .collect();
            let mut s = [0.0; 3];
            for &i in &px {
                for (sum, c) in s.iter_mut().zip(pic.canvas.pixels[i]) {
                    *sum += c / px.len() as f32;
                }
            }
            s
        };
        let (field, city, water) = (mean(Ground::Field), mean(Ground::City), mean(Ground::Water));
        assert!(
            field[1] > field[0] && field[1] > field[2],
            "field {field:?}"
        );
        assert!(
            city[0] > city[2] && city[0] > city[1] * 0.9,
            "city {city:?}"
        );
        assert!(
            water[2] > water[0] && water[2] > water[1],
            "water {water:?}"
        );
    }
}
