//! A tile's picture, painted from its segments: every pixel is first
//! given its ground (`layout.rs`); the painting then colours the grass,
//! water, roads and cities and dresses them (`dress.rs`).

use super::dress::*;
use super::landmarks::{landmarks, road_bridge};
use super::layout::*;
use super::marks::{Marking, TileMarks};
use super::palette::*;
use super::spots::meeple_spots;
use super::walled::walled_cloister;
use crate::art::canvas::{
    Canvas, Rgb, V2, distance_to, fractal_noise, hash, mix, polyline_distance, shade, smoothstep,
    v2,
};
use crate::rules::tileset::{SegmentKind, TileType};

/// A painted tile: the picture and the ground of every pixel.
pub struct TilePicture {
    pub canvas: Canvas,
    pub ground: Vec<Ground>,
}

/// The bushes of a hedge that parts two fields.
const HEDGE: [f32; 3] = [0.16, 0.3, 0.12];

pub const TILE_PIXELS: usize = 256;

/// Paints a tile type in its own orientation, `size` pixels a side, with
/// the marks of the sets whose painters are given.
pub fn paint_tile(tile: &TileType, size: usize, marks: &[TileMarks]) -> TilePicture {
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
    let from_outside_city = match layout.street {
        None => to_px(distance_to(size, |i| ground[i] != Ground::City)),
        // A street over another city: walls between the
        // two as well, so the street shows as a city of its own.
        Some((street, _)) => {
            let on_street: Vec<bool> = (0..size * size)
                .map(|i| layout.city_at(canvas.point(i % size, i / size)) == Some(street))
                .collect();
            let off_street = to_px(distance_to(size, |i| !on_street[i]));
            let off_under = to_px(distance_to(size, |i| {
                ground[i] != Ground::City || on_street[i]
            }));
            (0..size * size)
                .map(|i| {
                    if on_street[i] {
                        off_street[i]
                    } else {
                        off_under[i]
                    }
                })
                .collect()
        }
    };
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
        if *g == Ground::Building && layout.parts_fields(p) {
            // A hedge or a lane of bushes between two fields.
            canvas.blend(i, HEDGE, 0.85);
        }
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
    if let Some((at, r)) = layout.patch {
        crop_field(&mut canvas, at, r, seed);
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
        // Walls all round: a walled tile.
        Some((SegmentKind::Monastery, _)) if tile.walls => walled_cloister(&mut canvas),
        Some((SegmentKind::Monastery, at)) => monastery(&mut canvas, at, layout.centre_size),
        Some((_, at)) => garden(&mut canvas, at, seed),
        None => {}
    }
    road_bridge(&mut canvas, &layout);
    landmarks(&mut canvas, &layout, &spots);
    pennants(&mut canvas, &layout, &spots, &from_outside_city);
    // The sets' own marks, each painted by its set's window part.
    let marking = Marking {
        layout: &layout,
        spots: &spots,
        from_not_field: &from_not_field,
        inside: &from_outside_city,
    };
    for paint in marks {
        paint(&mut canvas, &marking);
    }
    border(&mut canvas);
    TilePicture { canvas, ground }
}

pub(super) fn grass(p: V2, seed: u32) -> Rgb {
    let broad = fractal_noise(p, 3.0, 2, seed);
    let patch = fractal_noise(p, 9.0, 3, seed ^ 0x51);
    let blade = fractal_noise(v2(p.x * 1.6, p.y), 70.0, 1, seed ^ 0x77);
    let base = mix(GRASS_DEEP, GRASS_DRY, broad * 1.2 - 0.1);
    shade(
        mix(base, GRASS, 0.5),
        0.86 + patch * 0.2 + (blade - 0.5) * 0.12,
    )
}

pub(super) fn water(layout: &Layout, p: V2, seed: u32) -> Rgb {
    let d = layout.river_distance(p);
    let depth = smoothstep(WATER_HALF, 0.0, d);
    let ripple = ((p.x * 40.0 + fractal_noise(p, 6.0, 2, seed ^ 9) * 9.0).sin()
        * (p.y * 34.0 + fractal_noise(p, 5.0, 2, seed ^ 3) * 8.0).sin())
    .max(0.0)
    .powi(6);
    let c = mix(WATER_LIGHT, WATER, 0.45 + 0.55 * depth);
    mix(c, WHITE, ripple * 0.5)
}

pub(super) fn road(layout: &Layout, p: V2, seed: u32) -> Rgb {
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

pub(super) fn city_ground(p: V2, seed: u32, inside: f32) -> Rgb {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::art::tile::spots::segment_map;
    use crate::rules::catalog;
    use crate::rules::tileset::EdgeKind;

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
            let pic = paint_tile(t, 128, &[]);
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
            .map(|t| (t, paint_tile(t, 128, &[])))
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
            let pic = paint_tile(t, 128, &[]);
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
        let pic = paint_tile(t, 128, &[]);
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
