//! The table the board lies on: oak planks, drawn so the picture repeats
//! without a seam in both directions.

use crate::art::canvas::{Canvas, Rgb, hash, mix, shade, smoothstep};

const WOOD: Rgb = [0.40, 0.27, 0.16];
const WOOD_DARK: Rgb = [0.26, 0.16, 0.09];

/// Value noise that repeats every `period` cells.
fn periodic_noise(x: f32, y: f32, period: u32, seed: u32) -> f32 {
    let (xi, yi) = (x.floor(), y.floor());
    let (fx, fy) = (x - xi, y - yi);
    let (sx, sy) = (fx * fx * (3.0 - 2.0 * fx), fy * fy * (3.0 - 2.0 * fy));
    let wrap = |v: f32, d: u32| ((v as i64 + d as i64).rem_euclid(period as i64)) as u32;
    let at = |dx: u32, dy: u32| hash(wrap(xi, dx), wrap(yi, dy), seed);
    let top = at(0, 0) + (at(1, 0) - at(0, 0)) * sx;
    let bottom = at(0, 1) + (at(1, 1) - at(0, 1)) * sx;
    top + (bottom - top) * sy
}

/// Planks running across, `size` pixels square, repeating seamlessly.
pub fn paint_table(size: usize) -> Canvas {
    let mut canvas = Canvas::new(size);
    let planks = 4;
    for row in 0..size {
        for col in 0..size {
            let (u, v) = (
                (col as f32 + 0.5) / size as f32,
                (row as f32 + 0.5) / size as f32,
            );
            let plank = (v * planks as f32).floor() as u32;
            let within = v * planks as f32 - plank as f32;
            let warp = periodic_noise(u * 4.0, v * 8.0, 4, 11 + plank) * 2.0
                + periodic_noise(u * 16.0, v * 32.0, 16, 5) * 0.4;
            let grain = ((v * 48.0 + warp * 2.0) * std::f32::consts::TAU).sin() * 0.5 + 0.5;
            let fine = periodic_noise(u * 64.0, v * 128.0, 64, 3);
            let tint = 0.9 + hash(plank, 1, 7) * 0.18;
            let mut c = shade(mix(WOOD, WOOD_DARK, grain * 0.28 + fine * 0.22), tint);
            // The gap between planks.
            let seam = smoothstep(0.03, 0.0, within.min(1.0 - within));
            c = mix(c, [0.12, 0.07, 0.04], seam * 0.8);
            canvas.pixels[row * size + col] = [c[0], c[1], c[2], 1.0];
        }
    }
    canvas
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_repeats_without_a_seam() {
        let c = paint_table(64);
        // Left and right columns, top and bottom rows, are close in colour.
        for k in 0..64 {
            for (a, b) in [(k * 64, k * 64 + 63), (k, 63 * 64 + k)] {
                let (pa, pb) = (c.pixels[a], c.pixels[b]);
                let diff: f32 = (0..3).map(|i| (pa[i] - pb[i]).abs()).sum();
                assert!(diff < 0.25, "pixel {a} and {b}: {pa:?} {pb:?}");
            }
        }
    }
}
