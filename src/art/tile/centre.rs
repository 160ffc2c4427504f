//! Where a monastery or a garden stands on its tile: the middle, unless
//! water runs through it (a garden keeps to open field), or roads passing
//! by or a city would run under a monastery, which then stands clear of
//! them, smaller where it must be.

use super::layout::{Layout, ROAD_HALF, edge_mid};
use crate::art::canvas::{V2, polyline_distance, v2};
use crate::rules::tileset::{EdgeKind, SegmentKind};

impl Layout<'_> {
    /// The point nearest `preferred` with open field all round it, as far
    /// as `half` each way (`preferred` itself when there is none).
    fn clear_spot(&self, preferred: V2, half: f32) -> V2 {
        let mut best = (f32::MAX, preferred);
        for i in 0..13 {
            for j in 0..13 {
                let c = v2(-0.3 + i as f32 * 0.05, -0.3 + j as f32 * 0.05);
                let clear = (0..5).all(|a| {
                    (0..5).all(|b| {
                        let step = half / 2.0;
                        let p = c + v2(-half + a as f32 * step, -half + b as f32 * step);
                        p.x.abs() < 0.46 && p.y.abs() < 0.46 && self.open_field(p)
                    })
                });
                let cost = (c - preferred).length();
                if clear && cost < best.0 {
                    best = (cost, c);
                }
            }
        }
        best.1
    }

    /// Where a monastery or a garden stands: the middle, unless water runs
    /// through it; a garden keeps to open field.
    pub(super) fn anchor(&self, kind: SegmentKind) -> V2 {
        if kind == SegmentKind::Monastery {
            if self.tile.river.count_ones() >= 2 {
                let free = (0..4u8)
                    .find(|&e| self.tile.edge_kind(0, e) == EdgeKind::Field)
                    .unwrap_or(0);
                return edge_mid(free) * 0.44;
            }
            return v2(0.0, 0.02);
        }
        let preferred = if self.tile.river != 0 {
            v2(-0.22, 0.22)
        } else {
            v2(0.18, -0.2)
        };
        self.clear_spot(preferred, 0.14)
    }

    /// A monastery beside roads that pass it by (none ends at it) moves
    /// clear of them and of cities, where the middle would put it on one.
    pub(super) fn clear_monastery(&mut self) {
        let Some((SegmentKind::Monastery, at)) = self.centre else {
            return;
        };
        let blocked = |p: V2| {
            self.city_at(p).is_some()
                || (self.roads.iter()).any(|(l, _)| polyline_distance(p, l) < ROAD_HALF)
        };
        let mut yard = [-1.0, 0.0, 1.0]
            .into_iter()
            .flat_map(|i| [-1.0, 0.0, 1.0].map(|j| at + v2(0.2 * i, 0.17 * j)));
        if !yard.any(blocked) {
            return;
        }
        // As much room as there is (a city may take half the tile), smaller
        // where it must be. (A yard reaches 0.2 each way.)
        let room = [1.0, 0.8, 0.6, 0.45]
            .into_iter()
            .map(|size| (self.clear_spot(at, 0.2 * size), size))
            .find(|&(c, _)| c != at);
        if let Some((clear, size)) = room {
            self.centre = Some((SegmentKind::Monastery, clear));
            self.centre_size = size;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::catalog;

    /// A monastery stands in the middle unless roads passing by or a city
    /// would run under it: only The Gold Mines' four monasteries move
    /// (every other tile is painted as before), and each clear of both.
    #[test]
    fn only_monasteries_a_road_or_city_would_run_under_move() {
        let mut moved = Vec::new();
        for t in &catalog().types {
            let layout = Layout::new(t);
            let Some((kind, at)) = layout.centre else {
                continue;
            };
            if at != layout.anchor(kind) {
                moved.push(t.id.as_str());
                assert!(layout.open_field(at), "{}", t.id);
            }
        }
        assert_eq!(moved, ["GA", "GB", "GC", "GD"]);
    }
}
