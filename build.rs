//! Checks the tile-set data at build time: a broken `assets/tiles/*.ron` file
//! fails the build with the file, the tile id and the reason. And lists
//! the window's words files (`assets/i18n/<language>/*.ftl`) for
//! `src/i18n`, so that a set's words are one file per language and no
//! list of sets to edit: a language missing a file another has fails the
//! build.

#[path = "src/rules/tile_data.rs"]
#[allow(dead_code)]
mod tile_data;

fn main() {
    check_tiles();
    list_words();
}

fn check_tiles() {
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

/// Writes `$OUT_DIR/words_files.rs`: the macro `files_of!(LANG)` that
/// lists every words file of a language (`file_of!` embeds one), and
/// their count.
fn list_words() {
    let root = std::path::Path::new("assets/i18n");
    println!("cargo::rerun-if-changed={}", root.display());
    let mut languages: Vec<_> = std::fs::read_dir(root)
        .expect("assets/i18n is missing")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.is_dir())
        .collect();
    languages.sort();
    let stems = |dir: &std::path::Path| -> Vec<String> {
        println!("cargo::rerun-if-changed={}", dir.display());
        let mut names: Vec<String> = std::fs::read_dir(dir)
            .expect("a language's folder")
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
            .filter_map(|p| Some(p.file_stem()?.to_str()?.to_string()))
            .collect();
        names.sort();
        names
    };
    let names = stems(&root.join("en"));
    for language in &languages {
        let here = stems(language);
        if here != names {
            println!(
                "cargo::error={} has the words files {here:?}, English {names:?}: every language has the same",
                language.display()
            );
        }
    }
    let files: String = (names.iter())
        .map(|n| format!("file_of!($lang, {n:?}), "))
        .collect();
    let out = std::path::Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR"))
        .join("words_files.rs");
    let text = format!(
        "macro_rules! files_of {{ ($lang:literal) => {{ [{files}] }}; }}\npub const FILES: usize = {};\n",
        names.len()
    );
    std::fs::write(out, text).expect("OUT_DIR is writable");
}
