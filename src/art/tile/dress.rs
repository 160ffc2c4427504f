//! Dressing a tile's picture once every pixel has its ground: bridges,
//! trees, houses, walls with towers and gates, the monastery, the garden,
//! the village at a crossroads, pennants, and the border.

use super::layout::*;
use super::palette::*;
use crate::art::canvas::{Canvas, Rgb, V2, fractal_noise, hash, polyline_distance, shade, v2};
use crate::rules::tileset::SegmentKind;

/// Stone parapets where a road crosses water.
pub(crate) fn bridges(canvas: &mut Canvas, layout: &Layout, ground: &[Ground]) {
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
pub(crate) fn trees(
    canvas: &mut Canvas,
    layout: &Layout,
    all: &[V2],
    from_not_field: &[f32],
    seed: u32,
) {
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

pub(crate) fn tree(canvas: &mut Canvas, c: V2, r: f32, seed: u32) {
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
pub(crate) fn houses(
    canvas: &mut Canvas,
    layout: &Layout,
    spots: &[V2],
    (ground, inside): (&[Ground], &[f32]),
    seed: u32,
) {
    let shields: Vec<V2> = layout
        .cities
        .iter()
        .flat_map(|&(s, _, pennants)| {
            shield_spots(layout, spots[s as usize], s, pennants, canvas, inside)
        })
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

pub(crate) fn house(canvas: &mut Canvas, c: V2, w: f32, d: f32, roof: Rgb) {
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
pub(crate) fn walls(canvas: &mut Canvas, ground: &[Ground], inside: &[f32]) {
    for (i, &g) in ground.iter().enumerate() {
        if g != Ground::City || inside[i] >= WALL {
            continue;
        }
        let p = canvas.point(i % canvas.size, i / canvas.size);
        canvas.blend(i, wall_stone(p, inside[i] / WALL, 5, true), 1.0);
    }
}

/// The stone of a wall at `p`, `t` of the way from its outer rim (0) to
/// its inner face (1): blocks (their noise seeded by `seed`), battlements
/// along the rim, a dark outer edge when `rim`, the inner face in shade.
/// A city's walls and a walled tile's are built alike.
pub(crate) fn wall_stone(p: V2, t: f32, seed: u32, rim: bool) -> Rgb {
    let blocks = fractal_noise(p, 80.0, 1, seed);
    let mut c = shade(STONE, 0.88 + blocks * 0.2);
    if t < 0.35 {
        // Battlements: merlons and gaps along the outer rim.
        let merlon = ((p.x + p.y) * 70.0).sin() * ((p.x - p.y) * 70.0).sin() > 0.0;
        c = shade(c, if merlon { 1.08 } else { 0.7 });
    }
    if rim && t < 0.12 {
        c = STONE_DARK;
    }
    if t > 0.85 {
        c = shade(c, 0.75);
    }
    c
}

/// Round towers where a wall meets the tile's edge (the neighbour paints
/// the other half), and a gate where a road enters a city.
pub(crate) fn towers_and_gates(canvas: &mut Canvas, layout: &Layout, ground: &[Ground]) {
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
/// bell tower with a cross, `size` times the usual (smaller where roads
/// passing by leave little room).
pub(crate) fn monastery(canvas: &mut Canvas, at: V2, size: f32) {
    // Everything drawn about `at`, `size` times as large.
    let rect = |c: V2, w: f32, h: f32| rect(at + (c - at) * size, w * size, h * size);
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
            &[
                at + (tower + tri[0] * 0.044 - at) * size,
                at + (tower + tri[1] * 0.044 - at) * size,
                at + (tower - at) * size,
            ],
            shade([0.62, 0.27, 0.18], light),
            1.0,
        );
    }
    canvas.polygon(&rect(tower + v2(0.0, 0.0), 0.005, 0.03), GOLD, 1.0);
    canvas.polygon(&rect(tower + v2(0.0, 0.01), 0.02, 0.005), GOLD, 1.0);
}

/// A hedged garden with flower beds.
pub(crate) fn garden(canvas: &mut Canvas, at: V2, seed: u32) {
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

/// A round field of ripe crop, trodden into rings and spokes (the roads
/// that end on the tile end at its rim).
pub(crate) fn crop_field(canvas: &mut Canvas, at: V2, r: f32, seed: u32) {
    const WHEAT: Rgb = [0.86, 0.74, 0.36];
    const TRODDEN: Rgb = [0.7, 0.58, 0.26];
    canvas.disc(at + v2(0.006, -0.008), r, BLACK, 0.25);
    canvas.disc(at, r, shade(WHEAT, 0.92), 1.0);
    for k in 0..24u32 {
        let a = k as f32 / 24.0 * std::f32::consts::TAU;
        let streak = at + v2(a.cos(), a.sin()) * r * (0.3 + 0.6 * hash(seed, k, 3));
        canvas.disc(streak, r * 0.08, shade(WHEAT, 1.05), 0.6);
    }
    // Rings trodden flat: the circle that gives the set its name.
    for ring in [0.72, 0.42] {
        for k in 0..48u32 {
            let a = k as f32 / 48.0 * std::f32::consts::TAU;
            canvas.disc(at + v2(a.cos(), a.sin()) * r * ring, r * 0.06, TRODDEN, 0.9);
        }
    }
    canvas.disc(at, r * 0.14, TRODDEN, 0.9);
}

/// Roads meet at a well in a little square.
pub(crate) fn village(canvas: &mut Canvas, seed: u32) {
    canvas.disc(v2(0.0, 0.0), 0.085, shade(ROAD, 0.95), 1.0);
    house(canvas, v2(0.0, 0.0), 0.05, 0.04, ROOFS[(seed % 3) as usize]);
}

/// The best spot for one mark in a city: deep inside its walls, clear of
/// the meeple's spot.
pub fn shield_spot(
    layout: &Layout,
    meeple: V2,
    segment: u8,
    canvas: &Canvas,
    inside: &[f32],
) -> V2 {
    shield_spots(layout, meeple, segment, 1, canvas, inside)[0]
}

/// The spots for a city's shields, one for each pennant (a four-sided
/// city may have two), each clear of the meeple and of the others.
pub(crate) fn shield_spots(
    layout: &Layout,
    meeple: V2,
    segment: u8,
    pennants: u8,
    canvas: &Canvas,
    inside: &[f32],
) -> Vec<V2> {
    let mut spots: Vec<V2> = Vec::new();
    for _ in 0..pennants {
        let mut best = (f32::MIN, meeple);
        for i in 0..17 {
            for j in 0..17 {
                let p = v2(-0.4 + i as f32 * 0.05, -0.4 + j as f32 * 0.05);
                let crowded = spots.iter().any(|&s| (p - s).length() < 0.2);
                if layout.city_at(p) != Some(segment) || (p - meeple).length() < 0.13 || crowded {
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
        spots.push(best.1);
    }
    spots
}

pub(crate) fn pennants(canvas: &mut Canvas, layout: &Layout, spots: &[V2], inside: &[f32]) {
    let shields = (layout.cities.iter()).flat_map(|&(segment, _, pennants)| {
        shield_spots(
            layout,
            spots[segment as usize],
            segment,
            pennants,
            canvas,
            inside,
        )
    });
    for at in shields.collect::<Vec<_>>() {
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
pub(crate) fn rect(c: V2, half_w: f32, half_h: f32) -> [V2; 4] {
    [
        c + v2(-half_w, -half_h),
        c + v2(half_w, -half_h),
        c + v2(half_w, half_h),
        c + v2(-half_w, half_h),
    ]
}

/// A thin dark rim so neighbouring tiles read as separate pieces.
pub(crate) fn border(canvas: &mut Canvas) {
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
