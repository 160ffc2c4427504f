//! The Flying Machines' machine on its tiles' pictures: a winged craft
//! seen from above, its nose and a red arrow before it pointing the way
//! the arrow printed on the tile points (`TileType::arrow`, turned with
//! the tile), where it hides no place a figure may stand on.

use crate::art::canvas::{Canvas, V2, v2};
use crate::art::tile::Marking;
use crate::art::tile::palette::*;
use crate::art::tile::spots::farthest_from;

/// Linen wings on a wooden frame, and the arrow's red.
const LINEN: [f32; 3] = [0.9, 0.86, 0.74];
const FRAME: [f32; 3] = [0.42, 0.28, 0.16];
const ARROW: [f32; 3] = [0.78, 0.14, 0.1];

/// The machine, on tiles that show an arrow.
pub(super) fn machine(canvas: &mut Canvas, marking: &Marking) {
    let (layout, spots) = (marking.layout, marking.spots);
    let Some(arrow) = layout.tile.arrow else {
        return;
    };
    let angle = arrow as f32 * std::f32::consts::FRAC_PI_4;
    let ahead = v2(angle.sin(), angle.cos());
    let side = v2(ahead.y, -ahead.x);
    let at = farthest_from(spots) - ahead * 0.03;
    // A point `along` the way it flies and `across` it, from its middle.
    let p = |along: f32, across: f32| at + ahead * along + side * across;
    let shadow =
        |points: &[V2]| -> Vec<V2> { points.iter().map(|&q| q + v2(0.008, -0.01)).collect() };
    let wings = [
        p(0.03, -0.15),
        p(0.03, 0.15),
        p(-0.03, 0.15),
        p(-0.03, -0.15),
    ];
    let tail = [
        p(-0.1, -0.06),
        p(-0.1, 0.06),
        p(-0.13, 0.06),
        p(-0.13, -0.06),
    ];
    let body = [
        p(0.09, 0.0),
        p(0.05, 0.022),
        p(-0.12, 0.014),
        p(-0.12, -0.014),
        p(0.05, -0.022),
    ];
    for part in [&wings[..], &tail[..], &body[..]] {
        canvas.polygon(&shadow(part), BLACK, 0.28);
    }
    canvas.polygon(&wings, LINEN, 1.0);
    canvas.polygon(
        &[
            p(0.006, -0.15),
            p(0.006, 0.15),
            p(-0.006, 0.15),
            p(-0.006, -0.15),
        ],
        FRAME,
        1.0,
    );
    canvas.polygon(&tail, LINEN, 1.0);
    canvas.polygon(&body, FRAME, 1.0);
    // The arrow before its nose.
    canvas.polygon(&[p(0.2, 0.0), p(0.13, 0.05), p(0.13, -0.05)], ARROW, 1.0);
    canvas.polygon(
        &[
            p(0.14, 0.015),
            p(0.14, -0.015),
            p(0.1, -0.015),
            p(0.1, 0.015),
        ],
        ARROW,
        1.0,
    );
}
