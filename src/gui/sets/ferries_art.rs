//! The Ferries' lake on its tiles' pictures: a round lake in the tile's
//! middle, over the crossing where the roads would meet, with a little
//! wooden jetty where each road reaches the water. The ferry itself is
//! the board's (`gui/sets/ferries_board.rs`): it moves.

use crate::art::canvas::{Canvas, shade, v2};
use crate::art::tile::Marking;
use crate::art::tile::layout::{edge_mid, edges_of};
use crate::art::tile::palette::*;
use crate::rules::set_names::SetId;
use crate::rules::tileset::SegmentKind;

/// The lake's radius, in tile widths; the board lays the ferry between
/// jetties at its rim.
const LAKE: f32 = 0.2;

const PLANKS: [f32; 3] = [0.55, 0.38, 0.2];

/// The lake and its jetties, on the set's tiles only.
pub(super) fn lake(canvas: &mut Canvas, marking: &Marking) {
    let layout = marking.layout;
    if layout.tile.set != Some(SetId::Ferries) {
        return;
    }
    let centre = v2(0.0, 0.0);
    canvas.disc(centre, LAKE + 0.025, BANK, 1.0);
    canvas.disc(centre, LAKE, WATER, 1.0);
    canvas.disc(v2(-0.05, 0.05), LAKE * 0.45, WATER_LIGHT, 0.35);
    let roads = (layout.tile.segments.iter()).filter(|s| s.kind == SegmentKind::Road);
    for e in roads.flat_map(|s| edges_of(s.ports)) {
        let out = edge_mid(e) * 2.0;
        let side = v2(out.y, -out.x) * 0.045;
        let (near, far) = (out * (LAKE - 0.06), out * (LAKE + 0.03));
        canvas.polygon(
            &[near + side, far + side, far - side, near - side],
            PLANKS,
            1.0,
        );
        for k in [-0.5f32, 0.0, 0.5] {
            let line = side * k;
            let edge = side.normalized() * 0.004;
            let dark = shade(PLANKS, 0.7);
            canvas.polygon(
                &[
                    near + line + edge,
                    far + line + edge,
                    far + line - edge,
                    near + line - edge,
                ],
                dark,
                0.8,
            );
        }
    }
}
