//! Checks the tile-set data at build time: a broken `assets/tiles/*.ron` file
//! fails the build with the file, the tile id and the reason.

#[path = "src/rules/tile_data.rs"]
#[allow(dead_code)]
mod tile_data;

fn main() {
    let dir = std::path::Path::new("assets/tiles");
    println!("cargo::rerun-if-changed={}", dir.display());
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .expect("assets/tiles is missing")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "ron"))
        .collect();
    files.sort();
    for path in files {
        println!("cargo::rerun-if-changed={}", path.display());
        let text = std::fs::read_to_string(&path).expect("unreadable tile file");
        if let Err(e) = tile_data::load_tile_set(&path.display().to_string(), &text) {
            println!("cargo::error=broken tile set {e}");
        }
    }
}
