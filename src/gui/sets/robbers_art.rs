//! The Robbers' bag on its tiles' pictures: a tied sack of coin, where it
//! hides no place a figure may stand on.

use crate::art::canvas::{Canvas, v2};
use crate::art::tile::Marking;
use crate::art::tile::palette::*;
use crate::rules::set_names::SetId;

const SACK: [f32; 3] = [0.62, 0.46, 0.28];
const SHADE: [f32; 3] = [0.48, 0.34, 0.2];
const CORD: [f32; 3] = [0.25, 0.15, 0.08];
const GOLD: [f32; 3] = [0.93, 0.76, 0.25];

/// The bag, on the set's tiles only.
pub(super) fn bag(canvas: &mut Canvas, marking: &Marking) {
    let Some(at) = marking.open_spot_of(SetId::Robbers) else {
        return;
    };
    let p = |x: f32, y: f32| at + v2(x, y);
    canvas.disc(p(0.008, -0.04), 0.105, BLACK, 0.3);
    canvas.disc(p(0.0, -0.03), 0.1, SACK, 1.0);
    canvas.disc(p(0.03, -0.05), 0.06, SHADE, 0.5);
    // The neck, tied, and its frill above the cord.
    canvas.polygon(
        &[
            p(-0.04, 0.05),
            p(0.04, 0.05),
            p(0.025, 0.085),
            p(-0.025, 0.085),
        ],
        SACK,
        1.0,
    );
    canvas.polygon(
        &[
            p(-0.05, 0.085),
            p(0.05, 0.085),
            p(0.06, 0.12),
            p(-0.06, 0.12),
        ],
        SACK,
        1.0,
    );
    canvas.polygon(
        &[
            p(-0.045, 0.07),
            p(0.045, 0.07),
            p(0.045, 0.085),
            p(-0.045, 0.085),
        ],
        CORD,
        1.0,
    );
    // A coin's mark on its side.
    canvas.disc(p(0.0, -0.03), 0.035, GOLD, 1.0);
    canvas.disc(p(0.0, -0.03), 0.022, SHADE, 0.6);
}
