//! A walled tile: a stone wall round the whole
//! tile with a tower at each corner, and inside it a cloister: the church
//! with a tower where its arms cross, and a square garth of grass with a
//! roofed walk round it and a well.

use super::dress::{rect, wall_stone};
use super::layout::WALL;
use super::palette::*;
use crate::art::canvas::{Canvas, V2, shade, v2};

/// The wall is thicker than a city's: it runs along every edge.
const ENCLOSING_WALL: f32 = WALL * 1.3;

pub(super) fn walled_cloister(canvas: &mut Canvas) {
    enclosing_wall(canvas);
    canvas.polygon(&rect(v2(0.0, 0.0), 0.33, 0.33), shade(GRAVEL, 0.85), 1.0);
    canvas.polygon(&rect(v2(0.0, 0.0), 0.32, 0.32), GRAVEL, 1.0);
    garth(canvas, v2(0.0, -0.15));
    church(canvas, v2(0.0, 0.14));
    let inner = 0.5 - ENCLOSING_WALL * 0.5;
    for (x, y) in [(-1.0, -1.0), (1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)] {
        let at = v2(x * inner, y * inner);
        canvas.disc(at + v2(0.006, -0.008), 0.05, BLACK, 0.3);
        canvas.disc(at, 0.05, STONE_DARK, 1.0);
        canvas.disc(at, 0.042, STONE, 1.0);
        canvas.disc(at, 0.02, shade(ROOFS[2], 0.9), 1.0);
    }
}

/// A band of stone just inside the tile's edge, battlements outside, and
/// its shadow on the grass within.
fn enclosing_wall(canvas: &mut Canvas) {
    let n = canvas.size;
    for i in 0..n * n {
        let p = canvas.point(i % n, i / n);
        let d = 0.5 - p.x.abs().max(p.y.abs());
        if d >= ENCLOSING_WALL {
            canvas.darken(i, 0.3 * (1.0 - (d - ENCLOSING_WALL) / 0.02).max(0.0));
            continue;
        }
        canvas.blend(i, wall_stone(p, d / ENCLOSING_WALL, 11, false), 1.0);
    }
}

/// The church, west to east, its transept north to south, a roof on each
/// arm and a tower with a golden cross where they meet.
fn church(canvas: &mut Canvas, at: V2) {
    let nave = rect(at, 0.25, 0.07);
    let transept = rect(at + v2(0.1, 0.0), 0.06, 0.13);
    for arm in [nave, transept] {
        let shadow = arm.map(|p| p + v2(0.012, -0.014));
        canvas.polygon(&shadow, BLACK, 0.4);
    }
    let (light, dark) = ([0.70, 0.30, 0.20], [0.52, 0.21, 0.15]);
    canvas.polygon(&rect(at + v2(0.0, 0.035), 0.25, 0.035), light, 1.0);
    canvas.polygon(&rect(at - v2(0.0, 0.035), 0.25, 0.035), dark, 1.0);
    let cross = at + v2(0.1, 0.0);
    canvas.polygon(&rect(cross + v2(0.03, 0.0), 0.03, 0.13), light, 1.0);
    canvas.polygon(&rect(cross - v2(0.03, 0.0), 0.03, 0.13), dark, 1.0);
    canvas.polygon(&rect(at, 0.25, 0.004), [0.35, 0.14, 0.10], 1.0);
    canvas.polygon(&rect(cross, 0.004, 0.13), [0.35, 0.14, 0.10], 1.0);
    canvas.polygon(&rect(cross, 0.045, 0.045), PLASTER, 1.0);
    for (k, [a, b]) in [
        [v2(-1.0, 1.0), v2(1.0, 1.0)],
        [v2(1.0, 1.0), v2(1.0, -1.0)],
        [v2(1.0, -1.0), v2(-1.0, -1.0)],
        [v2(-1.0, -1.0), v2(-1.0, 1.0)],
    ]
    .into_iter()
    .enumerate()
    {
        let light = [1.1, 0.9, 0.65, 0.85][k];
        let roof = shade([0.62, 0.27, 0.18], light);
        canvas.polygon(&[cross + a * 0.04, cross + b * 0.04, cross], roof, 1.0);
    }
    canvas.polygon(&rect(cross, 0.005, 0.03), GOLD, 1.0);
    canvas.polygon(&rect(cross + v2(0.0, 0.01), 0.02, 0.005), GOLD, 1.0);
}

/// The cloister's garth: grass within a roofed walk, a well in the middle.
fn garth(canvas: &mut Canvas, at: V2) {
    canvas.polygon(&rect(at + v2(0.01, -0.012), 0.17, 0.13), BLACK, 0.3);
    canvas.polygon(&rect(at, 0.17, 0.13), ROOFS[1], 1.0);
    canvas.polygon(&rect(at, 0.15, 0.11), shade(ROOFS[1], 0.7), 1.0);
    canvas.polygon(&rect(at, 0.125, 0.085), GRASS, 1.0);
    canvas.polygon(&rect(at, 0.125, 0.006), GRAVEL, 1.0);
    canvas.polygon(&rect(at, 0.006, 0.085), GRAVEL, 1.0);
    canvas.disc(at, 0.03, STONE_DARK, 1.0);
    canvas.disc(at, 0.022, STONE, 1.0);
    canvas.disc(at, 0.013, WATER, 1.0);
}
