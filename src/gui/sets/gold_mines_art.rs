//! The Gold Mines' mine on its tiles' pictures: a heap of earth with a
//! dark entrance framed in timber, where it hides no place a figure may
//! stand on (the board lays the ingots beside it).

use crate::art::canvas::{Canvas, V2, v2};
use crate::art::tile::Marking;
use crate::art::tile::palette::*;
use crate::rules::set_names::SetId;

const EARTH: [f32; 3] = [0.45, 0.33, 0.2];
const TIMBER: [f32; 3] = [0.3, 0.2, 0.1];
const DARK: [f32; 3] = [0.06, 0.05, 0.04];

/// The mine, on the set's tiles only.
pub(super) fn mine(canvas: &mut Canvas, marking: &Marking) {
    let Some(at) = marking.open_spot_of(SetId::GoldMines) else {
        return;
    };
    let p = |x: f32, y: f32| at + v2(x, y);
    let heap = [p(-0.17, -0.1), p(0.17, -0.1), p(0.09, 0.08), p(-0.09, 0.08)];
    let shadow: Vec<V2> = heap.iter().map(|&q| q + v2(0.006, -0.008)).collect();
    canvas.polygon(&shadow, BLACK, 0.3);
    canvas.polygon(&heap, EARTH, 1.0);
    let rect = |a: V2, b: V2| [a, v2(b.x, a.y), b, v2(a.x, b.y)];
    canvas.polygon(&rect(p(-0.065, -0.1), p(0.065, 0.045)), TIMBER, 1.0);
    canvas.polygon(&rect(p(-0.045, -0.1), p(0.045, 0.025)), DARK, 1.0);
}
