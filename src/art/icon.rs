//! The game's icon, drawn by our own code: a tile with a walled city and a
//! road, and a red meeple standing on it. One list of shapes is written
//! out as SVG (the desktop's icon, `assets/icon.svg`, made by
//! `cargo run --no-default-features --example make_icon`) and rasterised
//! to RGBA pixels (the window's icon), so the two always agree.

/// A shape in the unit square, `y` growing downwards as in SVG.
enum Shape {
    Polygon(&'static [(f32, f32)]),
    Circle { x: f32, y: f32, r: f32 },
}

/// A filled shape with its colour (RGB) and an outline width (0: none).
struct Layer {
    shape: Shape,
    fill: [u8; 3],
    outline: f32,
}

const FIELD: [u8; 3] = [106, 168, 79];
const CITY: [u8; 3] = [222, 178, 112];
const WALL: [u8; 3] = [115, 77, 46];
const ROAD: [u8; 3] = [238, 228, 200];
const MEEPLE: [u8; 3] = [205, 38, 38];
const INK: [u8; 3] = [40, 30, 24];

/// The tile's square, inset so a rounded frame shows.
const TILE: &[(f32, f32)] = &[(0.06, 0.06), (0.94, 0.06), (0.94, 0.94), (0.06, 0.94)];
/// The city across the top, its wall a curve of straight pieces.
const CITY_CAP: &[(f32, f32)] = &[
    (0.06, 0.06),
    (0.94, 0.06),
    (0.94, 0.30),
    (0.78, 0.37),
    (0.62, 0.40),
    (0.50, 0.41),
    (0.38, 0.40),
    (0.22, 0.37),
    (0.06, 0.30),
];
const WALL_BAND: &[(f32, f32)] = &[
    (0.06, 0.30),
    (0.22, 0.37),
    (0.38, 0.40),
    (0.50, 0.41),
    (0.62, 0.40),
    (0.78, 0.37),
    (0.94, 0.30),
    (0.94, 0.35),
    (0.78, 0.42),
    (0.62, 0.45),
    (0.50, 0.46),
    (0.38, 0.45),
    (0.22, 0.42),
    (0.06, 0.35),
];
/// A road from the west edge to the south edge.
const ROAD_BAND: &[(f32, f32)] = &[
    (0.06, 0.62),
    (0.30, 0.62),
    (0.40, 0.70),
    (0.44, 0.94),
    (0.34, 0.94),
    (0.31, 0.74),
    (0.26, 0.70),
    (0.06, 0.70),
];
/// The meeple's body: arms out, legs apart (the head is a circle).
const MEEPLE_BODY: &[(f32, f32)] = &[
    (0.585, 0.46),
    (0.80, 0.55),
    (0.81, 0.63),
    (0.69, 0.62),
    (0.76, 0.86),
    (0.64, 0.86),
    (0.60, 0.76),
    (0.56, 0.86),
    (0.44, 0.86),
    (0.51, 0.62),
    (0.39, 0.63),
    (0.40, 0.55),
    (0.585, 0.46),
];

fn layers() -> [Layer; 7] {
    [
        Layer {
            shape: Shape::Polygon(TILE),
            fill: FIELD,
            outline: 0.02,
        },
        Layer {
            shape: Shape::Polygon(CITY_CAP),
            fill: CITY,
            outline: 0.0,
        },
        Layer {
            shape: Shape::Polygon(WALL_BAND),
            fill: WALL,
            outline: 0.0,
        },
        Layer {
            shape: Shape::Polygon(ROAD_BAND),
            fill: ROAD,
            outline: 0.0,
        },
        Layer {
            shape: Shape::Polygon(MEEPLE_BODY),
            fill: MEEPLE,
            outline: 0.02,
        },
        Layer {
            shape: Shape::Circle {
                x: 0.60,
                y: 0.41,
                r: 0.075,
            },
            fill: MEEPLE,
            outline: 0.02,
        },
        // The head over the body's shoulders again, so its outline does
        // not cut the neck.
        Layer {
            shape: Shape::Circle {
                x: 0.60,
                y: 0.41,
                r: 0.055,
            },
            fill: MEEPLE,
            outline: 0.0,
        },
    ]
}

fn hex([r, g, b]: [u8; 3]) -> String {
    format!("#{r:02x}{g:02x}{b:02x}")
}

/// The icon as an SVG document.
pub fn svg() -> String {
    let mut out = String::from(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 256 256\" width=\"256\" height=\"256\">\n",
    );
    out.push_str("  <title>Carcassonne</title>\n");
    for layer in layers() {
        let stroke = if layer.outline > 0.0 {
            format!(
                " stroke=\"{}\" stroke-width=\"{:.1}\" stroke-linejoin=\"round\"",
                hex(INK),
                layer.outline * 256.0
            )
        } else {
            String::new()
        };
        let fill = hex(layer.fill);
        match layer.shape {
            Shape::Polygon(points) => {
                let points: Vec<String> = points
                    .iter()
                    .map(|(x, y)| format!("{:.1},{:.1}", x * 256.0, y * 256.0))
                    .collect();
                out.push_str(&format!(
                    "  <polygon points=\"{}\" fill=\"{fill}\"{stroke}/>\n",
                    points.join(" ")
                ));
            }
            Shape::Circle { x, y, r } => out.push_str(&format!(
                "  <circle cx=\"{:.1}\" cy=\"{:.1}\" r=\"{:.1}\" fill=\"{fill}\"{stroke}/>\n",
                x * 256.0,
                y * 256.0,
                r * 256.0
            )),
        }
    }
    out.push_str("</svg>\n");
    out
}

fn inside_polygon(points: &[(f32, f32)], x: f32, y: f32) -> bool {
    let mut inside = false;
    let mut j = points.len() - 1;
    for i in 0..points.len() {
        let (xi, yi) = points[i];
        let (xj, yj) = points[j];
        if (yi > y) != (yj > y) && x < (xj - xi) * (y - yi) / (yj - yi) + xi {
            inside = !inside;
        }
        j = i;
    }
    inside
}

/// Distance from a point to a polygon's edge.
fn edge_distance(points: &[(f32, f32)], x: f32, y: f32) -> f32 {
    let mut best = f32::MAX;
    for i in 0..points.len() {
        let (ax, ay) = points[i];
        let (bx, by) = points[(i + 1) % points.len()];
        let (dx, dy) = (bx - ax, by - ay);
        let len2 = (dx * dx + dy * dy).max(1e-12);
        let t = (((x - ax) * dx + (y - ay) * dy) / len2).clamp(0.0, 1.0);
        let (px, py) = (ax + t * dx - x, ay + t * dy - y);
        best = best.min((px * px + py * py).sqrt());
    }
    best
}

/// The colour at a point, if a layer covers it (the last layer on top).
fn colour_at(x: f32, y: f32) -> Option<[u8; 3]> {
    let mut colour = None;
    for layer in layers() {
        let (inside, distance) = match layer.shape {
            Shape::Polygon(points) => (inside_polygon(points, x, y), edge_distance(points, x, y)),
            Shape::Circle { x: cx, y: cy, r } => {
                let d = ((x - cx).powi(2) + (y - cy).powi(2)).sqrt();
                (d <= r, (d - r).abs())
            }
        };
        if inside || distance <= layer.outline / 2.0 {
            colour = Some(if distance <= layer.outline / 2.0 {
                INK
            } else {
                layer.fill
            });
        }
    }
    colour
}

/// The icon as `size`×`size` RGBA pixels, smoothed with 4×4 samples a pixel.
pub fn rgba(size: u32) -> Vec<u8> {
    const SAMPLES: u32 = 4;
    let mut pixels = Vec::with_capacity((size * size * 4) as usize);
    for py in 0..size {
        for px in 0..size {
            let mut sum = [0u32; 3];
            let mut covered = 0u32;
            for sy in 0..SAMPLES {
                for sx in 0..SAMPLES {
                    let x = (px as f32 + (sx as f32 + 0.5) / SAMPLES as f32) / size as f32;
                    let y = (py as f32 + (sy as f32 + 0.5) / SAMPLES as f32) / size as f32;
                    if let Some(c) = colour_at(x, y) {
                        for k in 0..3 {
                            sum[k] += c[k] as u32;
                        }
                        covered += 1;
                    }
                }
            }
            let n = covered.max(1);
            pixels.extend_from_slice(&[
                (sum[0] / n) as u8,
                (sum[1] / n) as u8,
                (sum[2] / n) as u8,
                (covered * 255 / (SAMPLES * SAMPLES)) as u8,
            ]);
        }
    }
    pixels
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pixel(p: &[u8], size: u32, x: u32, y: u32) -> [u8; 4] {
        let i = ((y * size + x) * 4) as usize;
        [p[i], p[i + 1], p[i + 2], p[i + 3]]
    }

    #[test]
    fn the_icon_shows_a_tile_a_city_a_road_and_a_red_meeple() {
        let size = 64;
        let p = rgba(size);
        assert_eq!(p.len(), (size * size * 4) as usize);
        assert_eq!(pixel(&p, size, 0, 0)[3], 0, "the corner is see-through");
        let at = |x: f32, y: f32| pixel(&p, size, (x * 64.0) as u32, (y * 64.0) as u32);
        assert_eq!(at(0.2, 0.15), [CITY[0], CITY[1], CITY[2], 255]);
        assert_eq!(at(0.15, 0.66), [ROAD[0], ROAD[1], ROAD[2], 255]);
        assert_eq!(at(0.2, 0.85), [FIELD[0], FIELD[1], FIELD[2], 255]);
        assert_eq!(at(0.6, 0.6), [MEEPLE[0], MEEPLE[1], MEEPLE[2], 255]);
        assert_eq!(
            at(0.6, 0.41),
            [MEEPLE[0], MEEPLE[1], MEEPLE[2], 255],
            "the head"
        );
    }

    #[test]
    fn the_svg_has_every_shape() {
        let svg = svg();
        assert!(svg.starts_with("<svg") && svg.trim_end().ends_with("</svg>"));
        assert_eq!(svg.matches("<polygon").count(), 5);
        assert_eq!(svg.matches("<circle").count(), 2);
        assert!(svg.contains(&hex(MEEPLE)));
    }

    #[test]
    fn the_committed_svg_is_what_the_code_draws() {
        let committed = include_str!("../../assets/icon.svg");
        assert_eq!(
            committed,
            svg(),
            "run `cargo run --no-default-features --example make_icon`"
        );
    }
}
