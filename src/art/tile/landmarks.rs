//! Landmarks on a tile's picture: the marks a set gives a segment, a
//! house beside its road (timbered, with a green roof, by a small pond as
//! the printed tiles show it by a lake) and a great church in its city (a
//! long nave with a transept under a slate roof, a spire at the west end), big
//! enough to tell at the normal zoom; and the bridge where two roads cross
//! without joining.

use super::dress::{house, rect};
use super::layout::*;
use super::palette::*;
use super::spots::CATHEDRAL_MEEPLE;
use crate::art::canvas::{Canvas, V2, shade, v2};
use crate::rules::tileset::SegmentKind;

const INN_ROOF: [f32; 3] = [0.24, 0.44, 0.22];
const SLATE: [f32; 3] = [0.22, 0.30, 0.48];

/// Where two straight roads cross without joining (a crossing): the
/// west–east road goes over the other on a stone bridge, its parapets and
/// shadow across the north–south road.
pub(super) fn road_bridge(canvas: &mut Canvas, layout: &Layout) {
    if !layout.bridge() {
        return;
    }
    let span = ROAD_HALF + 0.05;
    for side in [-1.0f32, 1.0] {
        // The deck's shadow on the road below, then its parapet.
        let shadow = v2(0.01, side * (ROAD_HALF + 0.02) - 0.006);
        canvas.polygon(&rect(shadow, ROAD_HALF, 0.014), BLACK, 0.35);
        let parapet = v2(0.0, side * (ROAD_HALF + 0.004));
        canvas.polygon(&rect(parapet, span, 0.016), STONE_DARK, 1.0);
        canvas.polygon(
            &rect(parapet + v2(0.0, 0.004), span - 0.005, 0.009),
            STONE,
            1.0,
        );
    }
}

/// Every mark a set gives one of the tile's segments.
pub(super) fn landmarks(canvas: &mut Canvas, layout: &Layout, spots: &[V2]) {
    let mut nth_road = 0;
    for (s, g) in layout.tile.segments.iter().enumerate() {
        match g.kind {
            SegmentKind::Road => {
                if g.inn_or_cathedral() {
                    inn(canvas, &layout.roads[nth_road].0, layout);
                }
                nth_road += 1;
            }
            SegmentKind::City if g.inn_or_cathedral() => {
                // North of the meeple's spot (moved south for it), where
                // the city's spot would be.
                let at = spots[s] - CATHEDRAL_MEEPLE + v2(0.0, 0.1);
                cathedral(canvas, at, 1.35);
            }
            _ => {}
        }
    }
}

/// A road's mark: beside the middle of its road, on the side with more field.
fn inn(canvas: &mut Canvas, road: &[V2], layout: &Layout) {
    let length: f32 = road.windows(2).map(|w| (w[1] - w[0]).length()).sum();
    let (mid, dir) = along(road, length * 0.5);
    let side = dir.perp() * 0.16;
    // On field ground, and the farther from a monastery or garden.
    let room = |p: V2| {
        let field = (layout.ground(p) == Ground::Field) as u8 as f32;
        field * 10.0 + layout.centre.map_or(0.0, |(_, c)| (p - c).length())
    };
    let at = if room(mid + side) >= room(mid - side) {
        mid + side
    } else {
        mid - side
    };
    // Beside the house and a little farther from the road, so that on a
    // bend it stays off the road.
    let pond = at + dir * 0.13 + (at - mid) * 0.4;
    canvas.ellipse(pond, 0.08, 0.055, shade(WATER, 0.8), 1.0);
    canvas.ellipse(pond, 0.068, 0.044, WATER, 1.0);
    house(canvas, at, 0.09, 0.065, INN_ROOF);
    // A sign on a post by the door.
    canvas.polygon(&rect(at - dir * 0.115, 0.018, 0.014), GOLD, 1.0);
}

/// A city's mark, a great church: nave, transept and spire, `k` times the
/// size of a large house.
fn cathedral(canvas: &mut Canvas, at: V2, k: f32) {
    let shadow = v2(0.012, -0.014) * k;
    let block = |c: V2, w: f32, h: f32| rect(c, w * k, h * k);
    for (c, w, h) in [(at, 0.15, 0.05), (at + v2(0.04, 0.0) * k, 0.035, 0.1)] {
        canvas.polygon(&block(c + shadow, w, h), BLACK, 0.4);
    }
    canvas.polygon(&block(at, 0.15, 0.05), PLASTER, 1.0);
    canvas.polygon(
        &block(at + v2(0.0, 0.025) * k, 0.145, 0.025),
        shade(SLATE, 1.15),
        1.0,
    );
    canvas.polygon(&block(at - v2(0.0, 0.025) * k, 0.145, 0.025), SLATE, 1.0);
    let cross = at + v2(0.04, 0.0) * k;
    canvas.polygon(&block(cross, 0.035, 0.1), PLASTER, 1.0);
    canvas.polygon(
        &block(cross - v2(0.017, 0.0) * k, 0.017, 0.095),
        shade(SLATE, 1.15),
        1.0,
    );
    canvas.polygon(&block(cross + v2(0.017, 0.0) * k, 0.017, 0.095), SLATE, 1.0);
    let spire = at - v2(0.15, 0.0) * k;
    canvas.disc(spire + shadow, 0.045 * k, BLACK, 0.4);
    canvas.disc(spire, 0.045 * k, PLASTER, 1.0);
    canvas.disc(spire, 0.03 * k, shade(SLATE, 0.9), 1.0);
    canvas.polygon(&block(spire, 0.004, 0.028), GOLD, 1.0);
    canvas.polygon(&block(spire + v2(0.0, 0.01) * k, 0.016, 0.004), GOLD, 1.0);
}
