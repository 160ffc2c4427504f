//! Meeples: the familiar silhouette (and a set's other shapes: a hooded
//! robe, a man with a hammer, a beast, a top hat), shaded, with a dark
//! outline and a light halo so they show on every colour of tile, and a
//! small mark per seat so colours need not be told apart by hue alone.

use crate::art::canvas::{Canvas, Rgb, V2, segment_distance, shade, smoothstep, v2};

/// The mark on a meeple's chest, one per seat colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mark {
    Dot,
    Bar,
    Ring,
    Cross,
    Triangle,
    Diamond,
}

/// The marks in the order of the seat colours (black, red, green, blue,
/// yellow, pink).
pub const MARKS: [Mark; 6] = [
    Mark::Dot,
    Mark::Bar,
    Mark::Ring,
    Mark::Cross,
    Mark::Triangle,
    Mark::Diamond,
];

const FOLLOWER: &[V2] = &[
    v2(-0.10, 0.17),
    v2(-0.36, 0.10),
    v2(-0.45, 0.02),
    v2(-0.41, -0.05),
    v2(-0.19, -0.03),
    v2(-0.34, -0.41),
    v2(-0.30, -0.45),
    v2(-0.11, -0.45),
    v2(0.0, -0.25),
    v2(0.11, -0.45),
    v2(0.30, -0.45),
    v2(0.34, -0.41),
    v2(0.19, -0.03),
    v2(0.41, -0.05),
    v2(0.45, 0.02),
    v2(0.36, 0.10),
    v2(0.10, 0.17),
];

const HOODED: &[V2] = &[
    v2(-0.12, 0.15),
    v2(-0.30, 0.06),
    v2(-0.38, -0.02),
    v2(-0.31, -0.07),
    v2(-0.22, -0.03),
    v2(-0.33, -0.45),
    v2(0.33, -0.45),
    v2(0.22, -0.03),
    v2(0.31, -0.07),
    v2(0.38, -0.02),
    v2(0.30, 0.06),
    v2(0.12, 0.15),
];

/// The shapes a figure's picture can show; each set's window part says
/// which its figures are (`gui::sets::figure_window`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Shape {
    Follower,
    /// A follower in a hooded habit.
    Hooded,
    /// A slimmer, taller man with a hammer raised in his right hand.
    Hammer,
    /// A farm beast seen from the side, snout to the right.
    Beast,
    /// A follower a little smaller, in a top hat.
    TopHat,
    /// A covered cart seen from the side, its shaft to the right.
    Cart,
    /// A farm building seen from the front: a broad body under a gambrel roof.
    Building,
}

/// Signed distance to a simple polygon (negative inside).
fn polygon_distance(p: V2, poly: &[V2]) -> f32 {
    let n = poly.len();
    let mut d = f32::MAX;
    let mut inside = false;
    for i in 0..n {
        let (a, b) = (poly[i], poly[(i + 1) % n]);
        d = d.min(segment_distance(p, a, b));
        if (a.y > p.y) != (b.y > p.y) && p.x < a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x) {
            inside = !inside;
        }
    }
    if inside { -d } else { d }
}

/// Signed distance to the figure's outline (negative inside), softly rounded.
fn silhouette(p: V2, figure: Shape) -> f32 {
    let shape = match figure {
        Shape::Follower => {
            let head = (p - v2(0.0, 0.29)).length() - 0.14;
            polygon_distance(p, FOLLOWER).min(head)
        }
        Shape::Hooded => {
            // A hood that ends in a point.
            let round = (p - v2(0.0, 0.26)).length() - 0.13;
            let hood = polygon_distance(p, &[v2(-0.11, 0.30), v2(0.0, 0.45), v2(0.11, 0.30)]);
            polygon_distance(p, HOODED).min(round).min(hood)
        }
        Shape::Hammer => {
            // The follower narrowed and stretched, a head higher, and a
            // hammer: a handle up from the right hand and its head across.
            let body = polygon_distance(v2(p.x / 0.72, (p.y + 0.02) / 1.05), FOLLOWER) * 0.72;
            let head = (p - v2(0.0, 0.33)).length() - 0.12;
            let handle = segment_distance(p, v2(0.28, 0.06), v2(0.33, 0.32)) - 0.025;
            let hammer = segment_distance(p, v2(0.25, 0.35), v2(0.40, 0.31)) - 0.045;
            body.min(head).min(handle).min(hammer)
        }
        Shape::Beast => {
            // An oval body, a round head with a snout, ears and four legs,
            // a little smaller than the frame.
            let p = v2((p.x + 0.02) / 0.9, p.y / 0.9);
            let q = p - v2(-0.05, -0.02);
            let body = (v2(q.x / 0.36, q.y / 0.22).length() - 1.0) * 0.22;
            let head = (p - v2(0.28, 0.07)).length() - 0.13;
            let snout = segment_distance(p, v2(0.36, 0.04), v2(0.43, 0.03)) - 0.055;
            let ear = polygon_distance(p, &[v2(0.19, 0.16), v2(0.25, 0.30), v2(0.30, 0.17)]);
            let legs = [-0.30, -0.16, 0.08, 0.20]
                .iter()
                .map(|&x| segment_distance(p, v2(x, -0.12), v2(x, -0.33)) - 0.05)
                .fold(f32::MAX, f32::min);
            let tail = segment_distance(p, v2(-0.40, 0.02), v2(-0.46, 0.10)) - 0.02;
            body.min(head).min(snout).min(ear).min(legs).min(tail) * 0.9
        }
        Shape::TopHat => {
            // The follower shrunk a little and lowered, a smaller head, and
            // a top hat: a brim across and a crown above it.
            let body = polygon_distance(v2(p.x / 0.9, (p.y + 0.06) / 0.9), FOLLOWER) * 0.9;
            let head = (p - v2(0.0, 0.20)).length() - 0.12;
            let brim = segment_distance(p, v2(-0.16, 0.31), v2(0.16, 0.31)) - 0.025;
            let crown = polygon_distance(
                p,
                &[
                    v2(-0.10, 0.31),
                    v2(0.10, 0.31),
                    v2(0.09, 0.43),
                    v2(-0.09, 0.43),
                ],
            );
            body.min(head).min(brim).min(crown)
        }
        Shape::Cart => {
            // A box on two wheels under an arched canvas cover, and a
            // shaft forward; the seat's mark sits on the box's side.
            let bed = polygon_distance(
                p,
                &[
                    v2(-0.38, -0.20),
                    v2(0.32, -0.20),
                    v2(0.34, 0.04),
                    v2(-0.40, 0.04),
                ],
            );
            let q = p - v2(-0.03, 0.04);
            let arch = (v2(q.x / 0.33, q.y / 0.30).length() - 1.0) * 0.30;
            let cover = arch.max(-q.y);
            let wheels = [-0.22, 0.18]
                .iter()
                .map(|&x| (p - v2(x, -0.28)).length() - 0.13)
                .fold(f32::MAX, f32::min);
            let shaft = segment_distance(p, v2(0.32, -0.12), v2(0.47, -0.06)) - 0.025;
            bed.min(cover).min(wheels).min(shaft)
        }
        Shape::Building => {
            // The roof breaks twice on each side, as a hay loft's does;
            // the seat's mark sits where the door is.
            let body = polygon_distance(
                p,
                &[
                    v2(-0.34, -0.38),
                    v2(0.34, -0.38),
                    v2(0.34, 0.06),
                    v2(-0.34, 0.06),
                ],
            );
            let roof = polygon_distance(
                p,
                &[
                    v2(-0.41, 0.02),
                    v2(0.41, 0.02),
                    v2(0.30, 0.27),
                    v2(0.0, 0.41),
                    v2(-0.30, 0.27),
                ],
            );
            body.min(roof)
        }
    };
    shape - 0.015
}

fn mark_distance(p: V2, mark: Mark) -> f32 {
    let c = v2(0.0, -0.02);
    let q = p - c;
    match mark {
        Mark::Dot => q.length() - 0.055,
        Mark::Ring => (q.length() - 0.055).abs() - 0.018,
        Mark::Bar => segment_distance(p, c + v2(-0.09, 0.0), c + v2(0.09, 0.0)) - 0.025,
        Mark::Cross => {
            let h = segment_distance(p, c + v2(-0.07, 0.0), c + v2(0.07, 0.0));
            let v = segment_distance(p, c + v2(0.0, -0.07), c + v2(0.0, 0.07));
            h.min(v) - 0.02
        }
        Mark::Diamond => {
            polygon_distance(
                p,
                &[
                    c + v2(0.0, -0.08),
                    c + v2(0.065, 0.0),
                    c + v2(0.0, 0.08),
                    c + v2(-0.065, 0.0),
                ],
            ) - 0.006
        }
        Mark::Triangle => {
            polygon_distance(
                p,
                &[c + v2(-0.07, -0.05), c + v2(0.07, -0.05), c + v2(0.0, 0.07)],
            ) - 0.008
        }
    }
}

/// A figure `size` pixels square, standing, in `colour`, with its seat's mark.
pub fn paint_meeple(colour: Rgb, mark: Mark, figure: Shape, size: usize) -> Canvas {
    let mut canvas = Canvas::new(size);
    let px = 1.0 / size as f32;
    let luminance = 0.3 * colour[0] + 0.59 * colour[1] + 0.11 * colour[2];
    let ink: Rgb = if luminance > 0.55 {
        [0.1, 0.1, 0.1]
    } else {
        [0.96, 0.96, 0.92]
    };
    for i in 0..size * size {
        let p = canvas.point(i % size, i / size);
        let d = silhouette(p, figure);
        if d > 0.07 {
            continue;
        }
        // The light comes from the top left: the rim facing it is lighter.
        let e = 0.004;
        let normal = v2(
            silhouette(p + v2(e, 0.0), figure) - silhouette(p - v2(e, 0.0), figure),
            silhouette(p + v2(0.0, e), figure) - silhouette(p - v2(0.0, e), figure),
        )
        .normalized();
        let rim = smoothstep(-0.06, 0.0, d);
        let light = 1.0 + rim * 0.35 * normal.dot(v2(-0.6, 0.8)) + (p.y * 0.25);
        let mut body = shade(colour, light.max(0.4));
        for c in &mut body {
            *c = c.min(1.0);
        }
        let mark_cover = (0.5 - mark_distance(p, mark) / px).clamp(0.0, 1.0);
        let fill = crate::art::canvas::mix(body, ink, mark_cover * 0.9);
        let outline: Rgb = [0.06, 0.05, 0.05];
        let inside = (0.5 - d / px).clamp(0.0, 1.0);
        let in_outline = (0.5 - (d - 0.03) / px).clamp(0.0, 1.0);
        let in_halo = (0.5 - (d - 0.055) / px).clamp(0.0, 1.0);
        // Halo, then outline, then body, each over the last.
        let mut c = [0.98, 0.97, 0.92];
        let mut alpha = in_halo * 0.6;
        c = crate::art::canvas::mix(c, outline, in_outline / in_halo.max(1e-6));
        alpha = alpha + (1.0 - alpha) * in_outline;
        c = crate::art::canvas::mix(c, fill, inside / in_outline.max(1e-6));
        alpha = alpha + (1.0 - alpha) * inside;
        canvas.pixels[i] = [c[0], c[1], c[2], alpha];
    }
    canvas
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_meeple_is_opaque_at_its_heart_and_clear_around_it() {
        let c = paint_meeple([0.85, 0.15, 0.15], Mark::Dot, Shape::Follower, 64);
        let at = |p: V2| {
            let (col, row) = c.pixel_at(p);
            c.pixels[row * 64 + col]
        };
        assert_eq!(at(v2(0.0, 0.29))[3], 1.0, "head");
        assert_eq!(at(v2(-0.3, -0.3))[3], 1.0, "leg");
        assert!(at(v2(0.0, -0.44))[3] < 0.3, "between the legs");
        assert_eq!(at(v2(0.48, 0.48))[3], 0.0, "corner");
        // The mark shows on the chest in light ink on red.
        assert!(at(v2(0.0, -0.02))[1] > 0.8);
    }

    #[test]
    fn the_abbot_has_no_gap_between_his_legs() {
        let c = paint_meeple([0.2, 0.4, 0.9], Mark::Cross, Shape::Hooded, 64);
        let (col, row) = c.pixel_at(v2(0.0, -0.42));
        assert_eq!(c.pixels[row * 64 + col][3], 1.0);
    }

    #[test]
    fn the_builder_holds_a_hammer_and_the_pig_stands_on_four_legs() {
        let alpha = |figure: Shape, p: V2| {
            let c = paint_meeple([0.2, 0.6, 0.3], Mark::Ring, figure, 64);
            let (col, row) = c.pixel_at(p);
            c.pixels[row * 64 + col][3]
        };
        assert_eq!(alpha(Shape::Hammer, v2(0.36, 0.33)), 1.0, "hammer head");
        assert!(
            alpha(Shape::Follower, v2(0.36, 0.33)) < 0.7,
            "no hammer on a follower"
        );
        assert!(
            alpha(Shape::Hammer, v2(-0.40, 0.02)) < 0.7,
            "the builder is slimmer"
        );
        assert_eq!(alpha(Shape::Beast, v2(-0.05, -0.02)), 1.0, "the pig's body");
        assert_eq!(alpha(Shape::Beast, v2(0.16, -0.26)), 1.0, "a leg");
        assert!(
            alpha(Shape::Beast, v2(-0.05, -0.28)) < 0.7,
            "between its legs"
        );
        assert!(alpha(Shape::Beast, v2(0.0, 0.35)) < 0.7, "no head above it");
        assert_eq!(alpha(Shape::TopHat, v2(0.0, 0.40)), 1.0, "the hat's crown");
        assert!(
            alpha(Shape::TopHat, v2(0.25, 0.42)) < 0.7,
            "beside the crown"
        );
        assert_eq!(alpha(Shape::Cart, v2(-0.22, -0.30)), 1.0, "a wheel");
        assert_eq!(alpha(Shape::Cart, v2(-0.03, 0.28)), 1.0, "the cover's top");
        assert!(
            alpha(Shape::Cart, v2(-0.02, -0.36)) < 0.7,
            "between the wheels"
        );
        assert!(alpha(Shape::Cart, v2(0.0, 0.42)) < 0.7, "no head above it");
    }
}
