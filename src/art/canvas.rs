//! The painter's tools: points, colours, noise and a canvas of pixels with
//! the shapes every picture is drawn from.

use std::ops::{Add, Mul, Neg, Sub};

/// A point or direction in tile-local units (the tile spans -0.5..0.5,
/// `y` up, as on the board).
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct V2 {
    pub x: f32,
    pub y: f32,
}

pub const fn v2(x: f32, y: f32) -> V2 {
    V2 { x, y }
}

impl V2 {
    pub fn dot(self, o: V2) -> f32 {
        self.x * o.x + self.y * o.y
    }
    pub fn length(self) -> f32 {
        self.dot(self).sqrt()
    }
    pub fn normalized(self) -> V2 {
        let l = self.length();
        if l > 1e-9 {
            self * (1.0 / l)
        } else {
            V2::default()
        }
    }
    /// Turned a quarter turn anticlockwise.
    pub fn perp(self) -> V2 {
        v2(-self.y, self.x)
    }
    pub fn lerp(self, o: V2, t: f32) -> V2 {
        self + (o - self) * t
    }
}

impl Add for V2 {
    type Output = V2;
    fn add(self, o: V2) -> V2 {
        v2(self.x + o.x, self.y + o.y)
    }
}
impl Sub for V2 {
    type Output = V2;
    fn sub(self, o: V2) -> V2 {
        v2(self.x - o.x, self.y - o.y)
    }
}
impl Mul<f32> for V2 {
    type Output = V2;
    fn mul(self, k: f32) -> V2 {
        v2(self.x * k, self.y * k)
    }
}
impl Neg for V2 {
    type Output = V2;
    fn neg(self) -> V2 {
        v2(-self.x, -self.y)
    }
}

/// The pixel under a tile-local point in a picture `size` pixels a side
/// (clamped to the picture).
pub fn pixel_at(size: usize, p: V2) -> (usize, usize) {
    let n = size as f32;
    let col = ((p.x + 0.5) * n).floor().clamp(0.0, n - 1.0) as usize;
    let row = ((0.5 - p.y) * n).floor().clamp(0.0, n - 1.0) as usize;
    (col, row)
}

/// Distance from `p` to the segment `a`–`b`.
pub fn segment_distance(p: V2, a: V2, b: V2) -> f32 {
    let ab = b - a;
    let t = ((p - a).dot(ab) / ab.dot(ab).max(1e-12)).clamp(0.0, 1.0);
    (p - (a + ab * t)).length()
}

/// Distance from `p` to a polyline.
pub fn polyline_distance(p: V2, line: &[V2]) -> f32 {
    line.windows(2)
        .map(|w| segment_distance(p, w[0], w[1]))
        .fold(f32::MAX, f32::min)
}

/// An sRGB colour, 0..1 a channel.
pub type Rgb = [f32; 3];

pub fn mix(a: Rgb, b: Rgb, t: f32) -> Rgb {
    let t = t.clamp(0.0, 1.0);
    [
        a[0] + (b[0] - a[0]) * t,
        a[1] + (b[1] - a[1]) * t,
        a[2] + (b[2] - a[2]) * t,
    ]
}

pub fn shade(c: Rgb, k: f32) -> Rgb {
    [c[0] * k, c[1] * k, c[2] * k]
}

/// 0..1 as `t` goes from `edge0` to `edge1`, smoothly.
pub fn smoothstep(edge0: f32, edge1: f32, t: f32) -> f32 {
    let x = ((t - edge0) / (edge1 - edge0)).clamp(0.0, 1.0);
    x * x * (3.0 - 2.0 * x)
}

/// A well-mixed hash of three integers to 0..1: the same picture every run.
pub fn hash(a: u32, b: u32, c: u32) -> f32 {
    let mut h = a
        .wrapping_mul(0x9E37_79B1)
        .wrapping_add(b.wrapping_mul(0x85EB_CA77))
        .wrapping_add(c.wrapping_mul(0xC2B2_AE3D));
    h ^= h >> 15;
    h = h.wrapping_mul(0x2C1B_3C6D);
    h ^= h >> 12;
    h = h.wrapping_mul(0x297A_2D39);
    h ^= h >> 15;
    (h >> 8) as f32 / (1u32 << 24) as f32
}

/// Smooth value noise at `p` (cells of size 1), 0..1.
pub fn value_noise(x: f32, y: f32, seed: u32) -> f32 {
    let (xi, yi) = (x.floor(), y.floor());
    let (fx, fy) = (x - xi, y - yi);
    let (sx, sy) = (fx * fx * (3.0 - 2.0 * fx), fy * fy * (3.0 - 2.0 * fy));
    let (i, j) = (xi as i32 as u32, yi as i32 as u32);
    let at = |di: u32, dj: u32| hash(i.wrapping_add(di), j.wrapping_add(dj), seed);
    let top = at(0, 0) + (at(1, 0) - at(0, 0)) * sx;
    let bottom = at(0, 1) + (at(1, 1) - at(0, 1)) * sx;
    top + (bottom - top) * sy
}

/// Noise of a few octaves, 0..1, features about `1 / frequency` across.
pub fn fractal_noise(p: V2, frequency: f32, octaves: u32, seed: u32) -> f32 {
    let (mut sum, mut weight, mut f, mut total) = (0.0, 1.0, frequency, 0.0);
    for o in 0..octaves {
        sum += value_noise(p.x * f, p.y * f, seed.wrapping_add(o * 101)) * weight;
        total += weight;
        weight *= 0.5;
        f *= 2.0;
    }
    sum / total
}

/// A square picture of `size` × `size` pixels, row by row from the top.
pub struct Canvas {
    pub size: usize,
    pub pixels: Vec<[f32; 4]>,
}

impl Canvas {
    pub fn new(size: usize) -> Canvas {
        Canvas {
            size,
            pixels: vec![[0.0; 4]; size * size],
        }
    }

    /// The tile-local point at the centre of pixel (`col`, `row`).
    pub fn point(&self, col: usize, row: usize) -> V2 {
        let n = self.size as f32;
        v2((col as f32 + 0.5) / n - 0.5, 0.5 - (row as f32 + 0.5) / n)
    }

    /// The pixel under a tile-local point (clamped to the picture).
    pub fn pixel_at(&self, p: V2) -> (usize, usize) {
        pixel_at(self.size, p)
    }

    /// Pixels (as indices) whose centres lie within `radius` of `centre`.
    pub fn around(&self, centre: V2, radius: f32) -> impl Iterator<Item = (usize, V2)> + '_ {
        let (c0, r0) = self.pixel_at(v2(centre.x - radius, centre.y + radius));
        let (c1, r1) = self.pixel_at(v2(centre.x + radius, centre.y - radius));
        (r0..=r1).flat_map(move |row| {
            (c0..=c1).map(move |col| (row * self.size + col, self.point(col, row)))
        })
    }

    /// Paints `colour` over pixel `i` with coverage `alpha`.
    pub fn blend(&mut self, i: usize, colour: Rgb, alpha: f32) {
        let a = alpha.clamp(0.0, 1.0);
        let p = &mut self.pixels[i];
        for c in 0..3 {
            p[c] += (colour[c] - p[c]) * a;
        }
        p[3] = p[3] + (1.0 - p[3]) * a;
    }

    /// Darkens pixel `i` by `amount` (0 none, 1 black).
    pub fn darken(&mut self, i: usize, amount: f32) {
        let k = 1.0 - amount.clamp(0.0, 1.0);
        for c in 0..3 {
            self.pixels[i][c] *= k;
        }
    }

    /// A filled disc with a soft (anti-aliased) rim.
    pub fn disc(&mut self, centre: V2, radius: f32, colour: Rgb, alpha: f32) {
        let px = 1.0 / self.size as f32;
        let hits: Vec<(usize, f32)> = self
            .around(centre, radius + px)
            .map(|(i, p)| (i, (p - centre).length()))
            .collect();
        for (i, d) in hits {
            let cover = ((radius - d) / px + 0.5).clamp(0.0, 1.0);
            if cover > 0.0 {
                self.blend(i, colour, cover * alpha);
            }
        }
    }

    /// A filled ellipse (axes along x and y) with a soft rim.
    pub fn ellipse(&mut self, centre: V2, rx: f32, ry: f32, colour: Rgb, alpha: f32) {
        let px = 1.0 / self.size as f32;
        let hits: Vec<(usize, V2)> = self.around(centre, rx.max(ry) + px).collect();
        for (i, p) in hits {
            let d = p - centre;
            let r = (d.x * d.x / (rx * rx) + d.y * d.y / (ry * ry)).sqrt();
            let cover = ((1.0 - r) * rx.min(ry) / px + 0.5).clamp(0.0, 1.0);
            if cover > 0.0 {
                self.blend(i, colour, cover * alpha);
            }
        }
    }

    /// A filled convex polygon (any winding) with soft edges.
    pub fn polygon(&mut self, points: &[V2], colour: Rgb, alpha: f32) {
        let px = 1.0 / self.size as f32;
        let (mut lo, mut hi) = (v2(f32::MAX, f32::MAX), v2(f32::MIN, f32::MIN));
        for p in points {
            lo = v2(lo.x.min(p.x), lo.y.min(p.y));
            hi = v2(hi.x.max(p.x), hi.y.max(p.y));
        }
        let centre = (lo + hi) * 0.5;
        let radius = (hi - lo).length() * 0.5;
        let hits: Vec<(usize, f32)> = self
            .around(centre, radius + px)
            .map(|(i, p)| (i, convex_inside_distance(p, points)))
            .collect();
        for (i, d) in hits {
            let cover = (d / px + 0.5).clamp(0.0, 1.0);
            if cover > 0.0 {
                self.blend(i, colour, cover * alpha);
            }
        }
    }

    /// The picture as sRGB bytes, RGBA, with every smaller mip level after
    /// it down to 1 × 1 (how the GPU wants them), and how many levels.
    pub fn rgba_with_mips(&self) -> (Vec<u8>, u32) {
        let mut out = Vec::new();
        let mut level = self.pixels.clone();
        let mut size = self.size;
        let mut levels = 0;
        loop {
            out.extend(level.iter().flat_map(|p| rgba_bytes(*p)));
            levels += 1;
            if size == 1 || !size.is_multiple_of(2) {
                break;
            }
            let half = size / 2;
            let mut next = vec![[0.0; 4]; half * half];
            for row in 0..half {
                for col in 0..half {
                    let mut sum = [0.0; 4];
                    for (dr, dc) in [(0, 0), (0, 1), (1, 0), (1, 1)] {
                        let p = level[(row * 2 + dr) * size + col * 2 + dc];
                        for c in 0..4 {
                            sum[c] += p[c] * 0.25;
                        }
                    }
                    next[row * half + col] = sum;
                }
            }
            level = next;
            size = half;
        }
        (out, levels)
    }

    /// The picture as sRGB bytes, RGBA, full size only.
    pub fn rgba(&self) -> Vec<u8> {
        self.pixels.iter().flat_map(|p| rgba_bytes(*p)).collect()
    }
}

fn rgba_bytes(p: [f32; 4]) -> [u8; 4] {
    p.map(|c| (c.clamp(0.0, 1.0) * 255.0 + 0.5) as u8)
}

/// How far inside a convex polygon `p` lies (negative outside), for soft edges.
fn convex_inside_distance(p: V2, points: &[V2]) -> f32 {
    let n = points.len();
    let area: f32 = (0..n)
        .map(|i| {
            let (a, b) = (points[i], points[(i + 1) % n]);
            a.x * b.y - b.x * a.y
        })
        .sum();
    let sign = if area >= 0.0 { 1.0 } else { -1.0 };
    (0..n)
        .map(|i| {
            let (a, b) = (points[i], points[(i + 1) % n]);
            let inward = (b - a).perp().normalized() * sign;
            (p - a).dot(inward)
        })
        .fold(f32::MAX, f32::min)
}

/// For every pixel, the distance (in pixels) to the nearest pixel where
/// `seed` is true: two chamfer passes, close enough to Euclidean for
/// walls and margins. Pixels outside the picture are never seeds.
pub fn distance_to(size: usize, seed: impl Fn(usize) -> bool) -> Vec<f32> {
    const FAR: f32 = 1e6;
    let (a, b) = (1.0f32, std::f32::consts::SQRT_2);
    let mut d: Vec<f32> = (0..size * size)
        .map(|i| if seed(i) { 0.0 } else { FAR })
        .collect();
    for row in 0..size {
        for col in 0..size {
            let i = row * size + col;
            let mut best = d[i];
            if col > 0 {
                best = best.min(d[i - 1] + a);
            }
            if row > 0 {
                best = best.min(d[i - size] + a);
                if col > 0 {
                    best = best.min(d[i - size - 1] + b);
                }
                if col + 1 < size {
                    best = best.min(d[i - size + 1] + b);
                }
            }
            d[i] = best;
        }
    }
    for row in (0..size).rev() {
        for col in (0..size).rev() {
            let i = row * size + col;
            let mut best = d[i];
            if col + 1 < size {
                best = best.min(d[i + 1] + a);
            }
            if row + 1 < size {
                best = best.min(d[i + size] + a);
                if col + 1 < size {
                    best = best.min(d[i + size + 1] + b);
                }
                if col > 0 {
                    best = best.min(d[i + size - 1] + b);
                }
            }
            d[i] = best;
        }
    }
    d
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distances_grow_away_from_the_seed() {
        let d = distance_to(9, |i| i == 4 * 9 + 4);
        assert_eq!(d[4 * 9 + 4], 0.0);
        assert_eq!(d[4 * 9 + 7], 3.0);
        assert!((d[0] - 4.0 * std::f32::consts::SQRT_2).abs() < 1e-4);
    }

    #[test]
    fn mips_halve_down_to_one_pixel() {
        let mut c = Canvas::new(8);
        c.pixels[0] = [1.0, 1.0, 1.0, 1.0];
        let (bytes, levels) = c.rgba_with_mips();
        assert_eq!(levels, 4);
        assert_eq!(bytes.len(), 4 * (64 + 16 + 4 + 1));
        // The one white pixel of 64 shows in the last level as 1/64 of white.
        assert_eq!(bytes[bytes.len() - 4], 4);
    }
}
