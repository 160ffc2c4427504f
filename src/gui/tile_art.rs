//! Procedural tile art: one coloured triangle mesh per tile type and
//! rotation, drawn from the same data the rules use (no image files), and the
//! spots where meeples stand on each segment.

use std::collections::HashMap;

use bevy::asset::RenderAssetUsages;
use bevy::mesh::{Mesh, PrimitiveTopology};
use bevy::prelude::*;

use super::look::{COLOURS, translucent};
use crate::rules::tileset::{SegmentKind, TileType};
use crate::rules::{TileKind, catalog};

/// Side of a tile in world units.
pub const TILE: f32 = 100.0;

pub const FIELD: Color = Color::srgb(0.50, 0.68, 0.30);
const FIELD_DARK: Color = Color::srgb(0.42, 0.60, 0.25);
const ROAD: Color = Color::srgb(0.93, 0.89, 0.78);
const ROAD_EDGE: Color = Color::srgb(0.55, 0.50, 0.40);
const CITY: Color = Color::srgb(0.86, 0.68, 0.42);
const WALL: Color = Color::srgb(0.45, 0.30, 0.18);
const ROOF: Color = Color::srgb(0.70, 0.25, 0.18);
const WATER: Color = Color::srgb(0.25, 0.52, 0.85);
const BANK: Color = Color::srgb(0.18, 0.38, 0.62);
const PENNANT: Color = Color::srgb(0.15, 0.30, 0.75);
const GOLD: Color = Color::srgb(0.95, 0.82, 0.25);
const MONASTERY: Color = Color::srgb(0.88, 0.84, 0.76);
const GARDEN: Color = Color::srgb(0.28, 0.52, 0.22);
const FLOWER: Color = Color::srgb(0.95, 0.45, 0.65);

/// Triangles with a colour each, in tile-local units (-0.5..0.5).
#[derive(Default)]
pub struct Sketch {
    positions: Vec<[f32; 3]>,
    colors: Vec<[f32; 4]>,
}

impl Sketch {
    pub fn tri(&mut self, a: Vec2, b: Vec2, c: Vec2, color: Color) {
        let lin = color.to_linear().to_f32_array();
        for p in [a, b, c] {
            self.positions.push([p.x, p.y, 0.0]);
            self.colors.push(lin);
        }
    }

    /// A convex polygon as a fan.
    pub fn poly(&mut self, points: &[Vec2], color: Color) {
        for i in 1..points.len().saturating_sub(1) {
            self.tri(points[0], points[i], points[i + 1], color);
        }
    }

    pub fn rect(&mut self, min: Vec2, max: Vec2, color: Color) {
        self.poly(
            &[min, Vec2::new(max.x, min.y), max, Vec2::new(min.x, max.y)],
            color,
        );
    }

    /// A thick segment from `a` to `b`.
    pub fn band(&mut self, a: Vec2, b: Vec2, width: f32, color: Color) {
        let n = (b - a).normalize_or_zero().perp() * width / 2.0;
        self.poly(&[a + n, b + n, b - n, a - n], color);
    }

    pub fn disc(&mut self, centre: Vec2, radius: f32, color: Color) {
        let pts: Vec<Vec2> = (0..16)
            .map(|i| centre + Vec2::from_angle(i as f32 * std::f32::consts::TAU / 16.0) * radius)
            .collect();
        self.poly(&pts, color);
    }

    /// The mesh, scaled to world units and turned `rot` quarter turns clockwise.
    pub fn into_mesh(self, scale: f32, rot: u8) -> Mesh {
        let positions: Vec<[f32; 3]> = self
            .positions
            .into_iter()
            .map(|[x, y, z]| {
                let p = rotate(Vec2::new(x, y), rot) * scale;
                [p.x, p.y, z]
            })
            .collect();
        let mut mesh = Mesh::new(
            PrimitiveTopology::TriangleList,
            RenderAssetUsages::default(),
        );
        mesh.insert_attribute(Mesh::ATTRIBUTE_POSITION, positions);
        mesh.insert_attribute(Mesh::ATTRIBUTE_COLOR, self.colors);
        mesh
    }
}

/// Turns a tile-local point `rot` quarter turns clockwise.
pub fn rotate(p: Vec2, rot: u8) -> Vec2 {
    (0..rot % 4).fold(p, |p, _| Vec2::new(p.y, -p.x))
}

/// Midpoint of an edge (0 N, 1 E, 2 S, 3 W) in tile-local units.
fn edge_mid(e: u8) -> Vec2 {
    [
        Vec2::new(0.0, 0.5),
        Vec2::new(0.5, 0.0),
        Vec2::new(0.0, -0.5),
        Vec2::new(-0.5, 0.0),
    ][e as usize]
}

/// The two corners of an edge, clockwise.
fn edge_corners(e: u8) -> (Vec2, Vec2) {
    let c = [
        Vec2::new(-0.5, 0.5),
        Vec2::new(0.5, 0.5),
        Vec2::new(0.5, -0.5),
        Vec2::new(-0.5, -0.5),
    ];
    (c[e as usize], c[(e as usize + 1) % 4])
}

/// Point on a half-edge (0 NNW .. 7 WNW).
fn half_point(h: u8) -> Vec2 {
    let (a, b) = edge_corners(h / 2);
    if h.is_multiple_of(2) {
        a.lerp(b, 0.25)
    } else {
        a.lerp(b, 0.75)
    }
}

fn edges_of(mask: u8) -> impl Iterator<Item = u8> {
    (0..4u8).filter(move |e| mask & (1 << e) != 0)
}

/// Where the inner edge of a city leans: towards its edges.
fn city_heart(mask: u8) -> Vec2 {
    let n = mask.count_ones() as f32;
    let sum: Vec2 = edges_of(mask).map(edge_mid).sum();
    if mask.count_ones() == 2 && sum.length() < 0.01 {
        Vec2::ZERO
    } else {
        sum / n * 0.35
    }
}

/// The art of a tile type in its own orientation.
pub fn sketch_tile(tile: &TileType) -> Sketch {
    let mut s = Sketch::default();
    s.rect(Vec2::splat(-0.5), Vec2::splat(0.5), FIELD);
    // A few darker furrows so fields read as fields.
    for i in 0..3 {
        let y = -0.33 + i as f32 * 0.33;
        s.band(
            Vec2::new(-0.42, y + 0.05),
            Vec2::new(-0.30, y),
            0.02,
            FIELD_DARK,
        );
    }
    // River first: cities and roads (bridges) go over it.
    if tile.river != 0 {
        let ends: Vec<u8> = edges_of(tile.river).collect();
        for &e in &ends {
            s.band(edge_mid(e), Vec2::ZERO, 0.26, BANK);
        }
        for &e in &ends {
            s.band(edge_mid(e), Vec2::ZERO, 0.2, WATER);
        }
        if ends.len() == 1 {
            s.disc(Vec2::ZERO, if ends[0] == 0 { 0.26 } else { 0.14 }, BANK);
            s.disc(Vec2::ZERO, if ends[0] == 0 { 0.22 } else { 0.1 }, WATER);
        } else {
            s.disc(Vec2::ZERO, 0.13, BANK);
            s.disc(Vec2::ZERO, 0.1, WATER);
        }
    }
    let roads: Vec<u8> = tile
        .segments
        .iter()
        .filter(|g| g.kind == SegmentKind::Road)
        .map(|g| g.ports)
        .collect();
    let junction = roads.len() >= 3;
    for &mask in &roads {
        let ends: Vec<u8> = edges_of(mask).collect();
        for &e in &ends {
            s.band(edge_mid(e), Vec2::ZERO, 0.14, ROAD_EDGE);
        }
        for &e in &ends {
            s.band(edge_mid(e), Vec2::ZERO, 0.1, ROAD);
        }
        s.disc(Vec2::ZERO, 0.05, ROAD);
    }
    if junction {
        s.rect(Vec2::splat(-0.1), Vec2::splat(0.1), ROOF);
        s.rect(Vec2::new(-0.07, -0.08), Vec2::new(0.07, 0.02), MONASTERY);
    }
    for g in tile.segments.iter().filter(|g| g.kind == SegmentKind::City) {
        sketch_city(&mut s, g.ports, g.pennants > 0);
    }
    match tile.centre.map(|c| tile.segments[c as usize].kind) {
        Some(SegmentKind::Monastery) => {
            s.rect(Vec2::new(-0.16, -0.16), Vec2::new(0.16, 0.1), MONASTERY);
            s.poly(
                &[
                    Vec2::new(-0.2, 0.1),
                    Vec2::new(0.2, 0.1),
                    Vec2::new(0.0, 0.26),
                ],
                ROOF,
            );
            s.rect(Vec2::new(-0.04, -0.16), Vec2::new(0.04, -0.04), WALL);
            s.band(Vec2::new(0.0, 0.26), Vec2::new(0.0, 0.36), 0.025, WALL);
            s.band(Vec2::new(-0.04, 0.32), Vec2::new(0.04, 0.32), 0.025, WALL);
        }
        Some(SegmentKind::Garden) => {
            let at = if tile.river != 0 {
                Vec2::new(-0.22, 0.22)
            } else {
                Vec2::new(0.18, -0.2)
            };
            s.rect(at - Vec2::splat(0.11), at + Vec2::splat(0.11), WALL);
            s.rect(at - Vec2::splat(0.09), at + Vec2::splat(0.09), GARDEN);
            for d in [
                Vec2::new(-0.045, -0.045),
                Vec2::new(0.045, 0.045),
                Vec2::new(-0.045, 0.045),
                Vec2::new(0.045, -0.045),
            ] {
                s.disc(at + d, 0.022, FLOWER);
            }
        }
        _ => {}
    }
    s
}

/// A city: a cap on one edge, or wedges that meet towards the centre, with
/// a wall along the side that faces the fields.
fn sketch_city(s: &mut Sketch, mask: u8, pennant: bool) {
    let heart = city_heart(mask);
    let edges: Vec<u8> = edges_of(mask).collect();
    if edges.len() == 4 {
        s.rect(Vec2::splat(-0.5), Vec2::splat(0.5), CITY);
    } else if edges.len() == 1 {
        let e = edges[0];
        let (a, b) = edge_corners(e);
        let inward = -edge_mid(e) * 2.0;
        let (ia, ib) = (
            a.lerp(b, 0.18) + inward * 0.3,
            a.lerp(b, 0.82) + inward * 0.3,
        );
        s.poly(&[a, b, ib + inward * 0.05, ia + inward * 0.05], WALL);
        s.poly(&[a, b, ib, ia], CITY);
    } else {
        let opposite = edges.len() == 2 && (edges[0] + 2) % 4 == edges[1];
        let wall_heart = heart - heart.normalize_or_zero() * 0.06;
        for &e in &edges {
            let (a, b) = edge_corners(e);
            s.tri(a, b, wall_heart, WALL);
        }
        if opposite {
            let across = edge_mid(edges[0]).perp().normalize() * 0.3;
            s.poly(
                &[
                    edge_mid(edges[0]) + across * 1.1,
                    edge_mid(edges[1]) + across * 1.1,
                    edge_mid(edges[1]) - across * 1.1,
                    edge_mid(edges[0]) - across * 1.1,
                ],
                WALL,
            );
            s.poly(
                &[
                    edge_mid(edges[0]) + across,
                    edge_mid(edges[1]) + across,
                    edge_mid(edges[1]) - across,
                    edge_mid(edges[0]) - across,
                ],
                CITY,
            );
        }
        for &e in &edges {
            let (a, b) = edge_corners(e);
            s.tri(a, b, heart, CITY);
        }
    }
    // Roofs so a city reads as houses, not a blob.
    let anchor = if edges.len() == 1 {
        edge_mid(edges[0]) * 0.7
    } else {
        heart + Vec2::new(0.0, 0.02)
    };
    for (i, d) in [Vec2::new(-0.12, 0.0), Vec2::new(0.1, 0.04)]
        .into_iter()
        .enumerate()
    {
        let p = anchor + d * if edges.len() == 1 { 0.8 } else { 1.0 };
        let w = 0.05 + 0.01 * i as f32;
        s.poly(
            &[
                p + Vec2::new(-w, 0.0),
                p + Vec2::new(w, 0.0),
                p + Vec2::new(0.0, w),
            ],
            ROOF,
        );
    }
    if pennant {
        let p = heart
            + Vec2::new(0.0, -0.12)
            + if edges.len() == 1 {
                edge_mid(edges[0]) * 0.6
            } else {
                Vec2::ZERO
            };
        shield(s, p, 0.07, GOLD);
        shield(s, p, 0.05, PENNANT);
    }
}

/// A coat of arms (pennant) of half-width `r` centred at `p`.
fn shield(s: &mut Sketch, p: Vec2, r: f32, color: Color) {
    let pts = [
        (-1.0, 0.86),
        (1.0, 0.86),
        (1.0, -0.1),
        (0.0, -1.0),
        (-1.0, -0.1),
    ];
    let pts: Vec<Vec2> = pts.iter().map(|&(x, y)| p + Vec2::new(x, y) * r).collect();
    s.poly(&pts, color);
}

/// Where a meeple stands on a segment, in tile-local units, board orientation.
pub fn meeple_spot(tile: &TileType, segment: u8, rot: u8) -> Vec2 {
    let g = &tile.segments[segment as usize];
    let local = match g.kind {
        SegmentKind::Monastery | SegmentKind::Garden => {
            if g.kind == SegmentKind::Garden {
                if tile.river != 0 {
                    Vec2::new(-0.22, 0.22)
                } else {
                    Vec2::new(0.18, -0.2)
                }
            } else {
                Vec2::ZERO
            }
        }
        SegmentKind::City => {
            let edges: Vec<u8> = edges_of(g.ports).collect();
            if edges.len() == 1 {
                edge_mid(edges[0]) * 0.62
            } else {
                city_heart(g.ports) * 1.6
            }
        }
        SegmentKind::Road => {
            // On the first arm of the road, clear of where arms meet.
            let first = edge_mid(g.ports.trailing_zeros() as u8);
            if g.ports.count_ones() == 1 {
                first * 0.55
            } else {
                first * 0.3
            }
        }
        SegmentKind::Field => {
            let pts: Vec<Vec2> = (0..8u8)
                .filter(|h| g.ports & (1 << h) != 0)
                .map(half_point)
                .collect();
            let avg = pts.iter().copied().sum::<Vec2>() / pts.len() as f32;
            if pts.len() <= 2 {
                // A strip or corner: just inside its first half-edge.
                pts[0] * 0.7
            } else if avg.length() < 0.2 {
                if avg.length() < 0.02 {
                    pts[0] * 0.75
                } else {
                    avg.normalize() * 0.32
                }
            } else {
                avg * 0.85
            }
        }
    };
    rotate(local, rot)
}

/// A meeple's outline (standing), centred, height about 1.
pub fn meeple_shape(s: &mut Sketch, color: Color, scale: f32, abbot: bool) {
    let p = |x: f32, y: f32| Vec2::new(x, y) * scale;
    let body = |s: &mut Sketch, grow: f32, c: Color| {
        let g = grow;
        s.disc(p(0.0, 0.28), 0.17 * scale + g, c);
        s.poly(
            &[
                p(-0.42, 0.1) + Vec2::new(-g, g),
                p(0.42, 0.1) + Vec2::new(g, g),
                p(0.42, -0.05) + Vec2::new(g, -g),
                p(-0.42, -0.05) + Vec2::new(-g, -g),
            ],
            c,
        );
        s.poly(
            &[
                p(-0.2, 0.15) + Vec2::new(-g, g),
                p(0.2, 0.15) + Vec2::new(g, g),
                p(0.36, -0.5) + Vec2::new(g, -g),
                p(-0.36, -0.5) + Vec2::new(-g, -g),
            ],
            c,
        );
        if abbot {
            s.poly(
                &[
                    p(-0.2, 0.35) + Vec2::new(-g, 0.0),
                    p(0.2, 0.35) + Vec2::new(g, 0.0),
                    p(0.0, 0.62) + Vec2::new(0.0, g),
                ],
                c,
            );
        }
    };
    body(s, 0.035 * scale, Color::srgb(0.08, 0.08, 0.08));
    body(s, 0.0, color);
}

/// Meshes and materials made once and shared.
#[derive(Resource, Default)]
pub struct Art {
    tiles: HashMap<(TileKind, u8), Handle<Mesh>>,
    meeples: HashMap<(usize, bool), Handle<Mesh>>,
    pub plain: Handle<ColorMaterial>,
    pub glow: Handle<ColorMaterial>,
    pub square: Handle<Mesh>,
}

impl Art {
    pub fn tile(&mut self, meshes: &mut Assets<Mesh>, kind: TileKind, rot: u8) -> Handle<Mesh> {
        self.tiles
            .entry((kind, rot))
            .or_insert_with(|| meshes.add(sketch_tile(catalog().get(kind)).into_mesh(TILE, rot)))
            .clone()
    }

    pub fn meeple(
        &mut self,
        meshes: &mut Assets<Mesh>,
        colour: usize,
        abbot: bool,
    ) -> Handle<Mesh> {
        self.meeples
            .entry((colour, abbot))
            .or_insert_with(|| {
                let mut s = Sketch::default();
                meeple_shape(&mut s, COLOURS[colour], 1.0, abbot);
                meshes.add(s.into_mesh(TILE * 0.26, 0))
            })
            .clone()
    }
}

fn setup_art(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    commands.insert_resource(Art {
        plain: materials.add(ColorMaterial::from(Color::WHITE)),
        glow: translucent(&mut materials, Color::srgba(1.0, 0.95, 0.4, 0.45)),
        square: meshes.add(Rectangle::new(TILE, TILE)),
        ..default()
    });
}

pub fn plugin(app: &mut App) {
    app.add_systems(Startup, setup_art);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::catalog;

    #[test]
    fn every_tile_draws_and_every_meeple_spot_lies_on_the_tile() {
        for t in &catalog().types {
            assert!(sketch_tile(t).positions.len() >= 6, "{}", t.id);
            for rot in 0..4 {
                for s in 0..t.segments.len() as u8 {
                    let p = meeple_spot(t, s, rot);
                    assert!(p.x.abs() < 0.5 && p.y.abs() < 0.5, "{} seg {s}: {p}", t.id);
                }
            }
        }
    }

    #[test]
    fn rotation_turns_clockwise() {
        assert!((rotate(Vec2::new(0.0, 0.5), 1) - Vec2::new(0.5, 0.0)).length() < 1e-6);
    }
}
