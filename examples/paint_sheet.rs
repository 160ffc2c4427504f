//! Paints every tile type (and the meeples and the table) into one sheet,
//! `paint_sheet.ppm` in the current folder, to look at the art without
//! starting the game: `cargo run --example paint_sheet [SIZE [ID_PREFIX]]`
//! (a prefix such as `T` paints only those tiles). It builds with the
//! window because the sets' marks are painted by their window parts.

use carcassonne::art::canvas::Canvas;
use carcassonne::art::meeple::{MARKS, Shape, paint_meeple};
use carcassonne::art::table::paint_table;
use carcassonne::art::tile::paint_tile;
use carcassonne::gui::set_registry::tile_marks;
use carcassonne::gui::sets::install;
use carcassonne::rules::catalog;

fn main() {
    let size = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(128usize);
    let prefix = std::env::args().nth(2).unwrap_or_default();
    let types: Vec<_> = catalog()
        .types
        .iter()
        .filter(|t| t.id.starts_with(&prefix))
        .collect();
    install();
    let marks = tile_marks();
    let cols = 8;
    // The tiles, then a row each of followers, abbots, builders, pigs,
    // mayors and wagons.
    let rows = types.len().div_ceil(cols) + 6;
    let gap = 4;
    let (w, h) = (cols * (size + gap), rows * (size + gap));
    let mut sheet = vec![40u8; w * h * 3];
    let mut put = |k: usize, canvas: &Canvas| {
        let (x0, y0) = ((k % cols) * (size + gap), (k / cols) * (size + gap));
        for row in 0..canvas.size.min(size) {
            for col in 0..canvas.size.min(size) {
                let p = canvas.pixels[row * canvas.size + col];
                let d = ((y0 + row) * w + x0 + col) * 3;
                for c in 0..3 {
                    let under = sheet[d + c] as f32 / 255.0;
                    let v = under + (p[c] - under) * p[3];
                    sheet[d + c] = (v.clamp(0.0, 1.0) * 255.0) as u8;
                }
            }
        }
    };
    for (k, t) in types.iter().enumerate() {
        put(k, &paint_tile(t, size, &marks).canvas);
    }
    // The meeples of the six seats, standing on a tile, then the abbots.
    let colours = [
        [0.12, 0.12, 0.14],
        [0.85, 0.15, 0.15],
        [0.15, 0.65, 0.25],
        [0.2, 0.4, 0.9],
        [0.95, 0.85, 0.15],
        [0.93, 0.45, 0.72],
    ];
    let first = types.len().div_ceil(cols) * cols;
    let field = paint_tile(&catalog().types[1], size, &[]).canvas;
    let figures = [
        Shape::Follower,
        Shape::Hooded,
        Shape::Hammer,
        Shape::Beast,
        Shape::TopHat,
        Shape::Cart,
    ];
    for (row, &figure) in figures.iter().enumerate() {
        for (i, (&c, &m)) in colours.iter().zip(&MARKS).enumerate() {
            put(first + row * cols + i, &field);
            put(first + row * cols + i, &paint_meeple(c, m, figure, size));
        }
    }
    put(first + 6, &paint_table(size));
    let mut out = format!("P6\n{w} {h}\n255\n").into_bytes();
    out.extend(sheet);
    std::fs::write("paint_sheet.ppm", out).expect("the sheet is writable");
    println!("wrote paint_sheet.ppm ({} tiles)", types.len());
}
