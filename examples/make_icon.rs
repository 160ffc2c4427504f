//! Writes `assets/icon.svg` from `src/art/icon.rs` (the desktop's icon; the
//! window's is drawn from the same shapes at start-up).

fn main() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/icon.svg");
    std::fs::write(path, carcassonne::art::icon::svg()).expect("assets/icon.svg is writable");
    println!("wrote {path}");
}
