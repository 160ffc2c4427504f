//! Traders & Builders' goods on a tile's picture: a round parchment badge
//! deep inside the city, with purple grapes, a golden sheaf or a blue bolt
//! of cloth.

use crate::art::canvas::{Canvas, V2, shade, v2};
use crate::art::tile::Marking;
use crate::art::tile::dress::{rect, shield_spot};
use crate::art::tile::palette::*;
use crate::rules::sets::traders_builders::Good;

/// The goods badges of the tile's cities, deep inside their walls
/// (`inside`: each pixel's distance from outside the city).
pub(super) fn goods(canvas: &mut Canvas, marking: &Marking) {
    let (layout, spots, inside) = (marking.layout, marking.spots, marking.inside);
    for (s, g) in layout.tile.segments.iter().enumerate() {
        if let Some(good) = g.good() {
            let at = shield_spot(layout, spots[s], s as u8, canvas, inside);
            goods_badge(canvas, at, good);
        }
    }
}

/// A round parchment badge with the good on it, as a player reads it at
/// the normal zoom: purple grapes, a golden sheaf, a blue bolt of cloth.
fn goods_badge(canvas: &mut Canvas, at: V2, good: Good) {
    // Drawn at 1.4 times the units below: a badge a tenth of the tile wide.
    let k = 1.4;
    let p = |x: f32, y: f32| at + v2(x, y) * k;
    canvas.disc(p(0.006, -0.008), 0.068 * k, BLACK, 0.35);
    canvas.disc(at, 0.068 * k, shade(PARCHMENT, 0.55), 1.0);
    canvas.disc(at, 0.058 * k, PARCHMENT, 1.0);
    match good {
        Good::Wine => {
            canvas.ellipse(p(0.012, 0.04), 0.022 * k, 0.011 * k, LEAF, 1.0);
            let grapes = [
                (-0.022, 0.018),
                (0.0, 0.018),
                (0.022, 0.018),
                (-0.011, -0.003),
                (0.011, -0.003),
                (0.0, -0.024),
            ];
            for (x, y) in grapes {
                canvas.disc(p(x, y), 0.0135 * k, shade(GRAPE, 0.7), 1.0);
                canvas.disc(p(x - 0.003, y + 0.003), 0.009 * k, GRAPE, 1.0);
            }
        }
        Good::Grain => {
            for i in -2..=2 {
                let lean = i as f32 * 0.012;
                let top = p(lean * 1.6, 0.03);
                canvas.polygon(
                    &thick([p(lean * 0.3, -0.04), top], 0.004 * k),
                    shade(WHEAT, 0.75),
                    1.0,
                );
                canvas.ellipse(top, 0.008 * k, 0.018 * k, WHEAT, 1.0);
            }
            canvas.polygon(
                &rect(p(0.0, -0.012), 0.016 * k, 0.006 * k),
                shade(WHEAT, 0.55),
                1.0,
            );
        }
        Good::Cloth => {
            canvas.polygon(
                &rect(p(0.006, 0.0), 0.036 * k, 0.024 * k),
                shade(CLOTH, 0.75),
                1.0,
            );
            canvas.polygon(&rect(p(0.004, 0.0), 0.032 * k, 0.02 * k), CLOTH, 1.0);
            for y in [-0.01, 0.0, 0.01] {
                canvas.polygon(
                    &rect(p(0.004, y), 0.032 * k, 0.002 * k),
                    shade(CLOTH, 1.35),
                    1.0,
                );
            }
            canvas.ellipse(p(-0.03, 0.0), 0.01 * k, 0.024 * k, shade(CLOTH, 1.2), 1.0);
            canvas.ellipse(p(-0.03, 0.0), 0.004 * k, 0.009 * k, shade(CLOTH, 0.6), 1.0);
        }
    }
}

/// A thin band along a segment, `half` wide on each side.
fn thick([a, b]: [V2; 2], half: f32) -> [V2; 4] {
    let side = (b - a).normalized().perp() * half;
    [a - side, b - side, b + side, a + side]
}
