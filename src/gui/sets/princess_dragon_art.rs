//! The Princess & the Dragon's symbols on a tile's picture, each as a
//! player reads it at the normal zoom: the volcano (a smoking cone with
//! lava at its crater, on the grass), the dragon (a red dragon on a
//! parchment badge), the magic portal (a glowing violet arch) and the
//! princess (a golden crown on a badge inside her city). The first three
//! stand in the field away from the meeples' spots, the crown deep inside
//! the city.

use crate::art::canvas::{Canvas, Rgb, V2, shade, v2};
use crate::art::tile::Marking;
use crate::art::tile::dress::shield_spot;
use crate::art::tile::palette::*;
use crate::rules::sets::princess_dragon::princess::PRINCESS;
use crate::rules::sets::princess_dragon::symbols::symbol_of;
use crate::rules::tile_data::TileSymbol;
use crate::rules::tileset::SegmentKind;

const LAVA: Rgb = [0.98, 0.45, 0.08];
const ASH: Rgb = [0.36, 0.32, 0.3];
const DRAGON_RED: Rgb = [0.72, 0.1, 0.08];
const PORTAL: Rgb = [0.62, 0.4, 0.95];
const GOLD: Rgb = [0.95, 0.76, 0.2];
const ROSE: Rgb = [0.93, 0.35, 0.55];

/// The tile's symbol and its princess's crown, if it has them.
/// `from_not_field`: each pixel's distance to anything not field;
/// `inside`: each pixel's distance from outside the city.
pub(super) fn marvels(canvas: &mut Canvas, marking: &Marking) {
    let Marking {
        layout,
        spots,
        from_not_field,
        inside,
    } = *marking;
    let tile = layout.tile;
    let mark = symbol_of(&tile.id);
    if mark != TileSymbol::None {
        let at = open_grass(canvas, spots, from_not_field);
        match mark {
            TileSymbol::Volcano => volcano(canvas, at),
            TileSymbol::Dragon => dragon_badge(canvas, at),
            TileSymbol::Portal => portal(canvas, at),
            TileSymbol::None => {}
        }
    }
    for (s, seg) in tile.segments.iter().enumerate() {
        if seg.kind == SegmentKind::City && seg.marks & PRINCESS != 0 {
            let at = shield_spot(layout, spots[s], s as u8, canvas, inside);
            crown_badge(canvas, at);
        }
    }
}

/// The grass point deepest in its field and clear of every meeple spot
/// (a symbol under a figure could not be read).
fn open_grass(canvas: &Canvas, spots: &[V2], from_not_field: &[f32]) -> V2 {
    let mut best = (f32::MIN, v2(0.0, 0.0));
    for i in 0..15 {
        for j in 0..15 {
            let p = v2(-0.35 + i as f32 * 0.05, -0.35 + j as f32 * 0.05);
            let (col, row) = canvas.pixel_at(p);
            let room = from_not_field[row * canvas.size + col].min(0.16);
            let crowd = spots
                .iter()
                .map(|s| (0.17 - (p - *s).length()).max(0.0))
                .sum::<f32>();
            let score = room - crowd * 2.0 - p.length() * 0.05;
            if score > best.0 {
                best = (score, p);
            }
        }
    }
    best.1
}

/// A parchment badge, as goods have.
fn badge(canvas: &mut Canvas, at: V2, r: f32) {
    canvas.disc(at + v2(0.006, -0.008), r, BLACK, 0.35);
    canvas.disc(at, r, shade(PARCHMENT, 0.55), 1.0);
    canvas.disc(at, r * 0.86, PARCHMENT, 1.0);
}

/// A smoking cone with glowing lava at its crater and down one flank.
fn volcano(canvas: &mut Canvas, at: V2) {
    let k = 1.35;
    let p = |x: f32, y: f32| at + v2(x, y) * k;
    canvas.ellipse(p(0.01, -0.075), 0.13 * k, 0.03 * k, BLACK, 0.3);
    canvas.polygon(
        &[
            p(-0.13, -0.07),
            p(0.13, -0.07),
            p(0.04, 0.07),
            p(-0.04, 0.07),
        ],
        ASH,
        1.0,
    );
    canvas.polygon(
        &[p(0.0, -0.07), p(0.13, -0.07), p(0.04, 0.07), p(0.0, 0.07)],
        shade(ASH, 0.75),
        1.0,
    );
    canvas.ellipse(p(0.0, 0.07), 0.042 * k, 0.014 * k, shade(LAVA, 0.8), 1.0);
    canvas.ellipse(p(0.0, 0.071), 0.03 * k, 0.009 * k, LAVA, 1.0);
    canvas.polygon(
        &[
            p(-0.012, 0.065),
            p(0.006, 0.065),
            p(-0.03, -0.02),
            p(-0.045, -0.02),
        ],
        LAVA,
        0.9,
    );
    for (x, y, r) in [
        (0.0, 0.11, 0.022),
        (0.02, 0.14, 0.026),
        (-0.005, 0.17, 0.02),
    ] {
        canvas.disc(p(x, y), r * k, [0.75, 0.74, 0.72], 0.7);
    }
}

/// The dragon, wings spread, on a badge.
fn dragon_badge(canvas: &mut Canvas, at: V2) {
    let k = 1.25;
    badge(canvas, at, 0.09 * k);
    let p = |x: f32, y: f32| at + v2(x, y) * k;
    let dark = shade(DRAGON_RED, 0.55);
    for side in [-1.0f32, 1.0] {
        let s = |x: f32, y: f32| p(side * x, y);
        canvas.polygon(
            &[s(0.008, 0.01), s(0.066, 0.04), s(0.06, -0.012)],
            dark,
            1.0,
        );
        canvas.polygon(
            &[s(0.008, 0.0), s(0.056, -0.006), s(0.03, -0.03)],
            DRAGON_RED,
            1.0,
        );
    }
    canvas.polygon(
        &[p(-0.007, -0.02), p(0.007, -0.02), p(0.016, -0.062)],
        dark,
        1.0,
    );
    canvas.disc(p(0.0, 0.0), 0.02 * k, DRAGON_RED, 1.0);
    canvas.disc(p(0.0, 0.03), 0.014 * k, DRAGON_RED, 1.0);
    canvas.polygon(
        &[p(-0.008, 0.038), p(-0.014, 0.056), p(-0.002, 0.042)],
        dark,
        1.0,
    );
    canvas.polygon(
        &[p(0.008, 0.038), p(0.014, 0.056), p(0.002, 0.042)],
        dark,
        1.0,
    );
}

/// A stone arch with a violet glow inside.
fn portal(canvas: &mut Canvas, at: V2) {
    let k = 1.25;
    let p = |x: f32, y: f32| at + v2(x, y) * k;
    let box_ = |x0: f32, x1: f32| [p(x0, 0.02), p(x1, 0.02), p(x1, -0.085), p(x0, -0.085)];
    canvas.ellipse(p(0.0, 0.0), 0.1 * k, 0.12 * k, PORTAL, 0.25);
    canvas.ellipse(p(0.005, -0.085), 0.075 * k, 0.02 * k, BLACK, 0.3);
    canvas.ellipse(p(0.0, 0.02), 0.058 * k, 0.075 * k, STONE_DARK, 1.0);
    canvas.polygon(&box_(-0.058, 0.058), STONE_DARK, 1.0);
    canvas.ellipse(p(0.0, 0.02), 0.04 * k, 0.058 * k, PORTAL, 1.0);
    canvas.polygon(&box_(-0.04, 0.04), PORTAL, 1.0);
    canvas.ellipse(p(0.0, 0.0), 0.022 * k, 0.04 * k, shade(PORTAL, 1.35), 1.0);
}

/// The princess's golden crown with a rose stone, on a badge.
fn crown_badge(canvas: &mut Canvas, at: V2) {
    badge(canvas, at, 0.08);
    let p = |x: f32, y: f32| at + v2(x, y);
    // A band and three points, each convex, a darker rim under each.
    let parts = [
        vec![
            p(-0.045, -0.03),
            p(0.045, -0.03),
            p(0.045, 0.002),
            p(-0.045, 0.002),
        ],
        vec![p(-0.047, 0.0), p(-0.017, 0.0), p(-0.05, 0.038)],
        vec![p(-0.022, 0.0), p(0.022, 0.0), p(0.0, 0.048)],
        vec![p(0.017, 0.0), p(0.047, 0.0), p(0.05, 0.038)],
    ];
    for part in &parts {
        canvas.polygon(part, shade(GOLD, 0.7), 1.0);
    }
    for part in &parts {
        let middle = part.iter().fold(v2(0.0, 0.0), |a, b| a + *b) * (1.0 / part.len() as f32);
        let inner: Vec<V2> = part.iter().map(|c| middle + (*c - middle) * 0.7).collect();
        canvas.polygon(&inner, GOLD, 1.0);
    }
    canvas.disc(p(0.0, -0.014), 0.011, ROSE, 1.0);
}
