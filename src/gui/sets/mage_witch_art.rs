//! Mage & Witch's magic symbol on its tiles' pictures: a wizard's hat on
//! a pale round seal, where it hides no place a figure may stand on (so
//! the hand and the tiles-left panel show it as the board does).

use crate::art::canvas::{Canvas, v2};
use crate::art::tile::Marking;
use crate::art::tile::palette::*;
use crate::rules::set_names::SetId;

/// The seal's pale ground and the hat's purple.
const SEAL: [f32; 3] = [0.93, 0.9, 0.8];
const HAT: [f32; 3] = [0.3, 0.2, 0.6];
const BAND: [f32; 3] = [0.95, 0.78, 0.25];

/// The symbol, on the set's tiles only.
pub(super) fn symbol(canvas: &mut Canvas, marking: &Marking) {
    let Some(at) = marking.open_spot_of(SetId::MageWitch) else {
        return;
    };
    canvas.disc(at + v2(0.006, -0.008), 0.1, BLACK, 0.3);
    canvas.disc(at, 0.1, [0.3, 0.22, 0.45], 1.0);
    canvas.disc(at, 0.088, SEAL, 1.0);
    let p = |x: f32, y: f32| at + v2(x, y - 0.06);
    canvas.ellipse(p(0.0, 0.0), 0.07, 0.018, HAT, 1.0);
    canvas.polygon(
        &[p(-0.045, 0.005), p(0.045, 0.005), p(0.008, 0.1)],
        HAT,
        1.0,
    );
    canvas.polygon(
        &[p(-0.002, 0.085), p(0.02, 0.085), p(0.05, 0.125)],
        HAT,
        1.0,
    );
    canvas.polygon(
        &[
            p(-0.04, 0.016),
            p(0.04, 0.016),
            p(0.036, 0.03),
            p(-0.036, 0.03),
        ],
        BAND,
        1.0,
    );
}
