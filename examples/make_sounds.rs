//! Writes the game's synthesised sounds to `assets/sounds/`:
//! `cargo run --no-default-features --example make_sounds`.

use carcassonne::art::sounds::{Sound, wav_bytes};

fn main() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/sounds");
    std::fs::create_dir_all(&dir).expect("create assets/sounds");
    for sound in Sound::ALL {
        let path = dir.join(sound.file_name());
        std::fs::write(&path, wav_bytes(&sound.synthesise()))
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        println!("{}", path.display());
    }
}
