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
    let files = entries("assets/tiles", |p| {
        p.extension().is_some_and(|x| x == "ron")
    });
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
    let languages = entries("assets/i18n", |p| p.is_dir());
    let stems = |dir: &std::path::Path| -> Vec<String> {
        (entries(dir, |p| p.extension().is_some_and(|x| x == "ftl")).iter())
            .filter_map(|p| Some(p.file_stem()?.to_str()?.to_string()))
            .collect()
    };
    let names = stems(std::path::Path::new("assets/i18n/en"));
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

/// The entries of a folder that `keep` keeps, sorted; the build runs again
/// when the folder changes.
fn entries(
    dir: impl AsRef<std::path::Path>,
    keep: impl Fn(&std::path::Path) -> bool,
) -> Vec<std::path::PathBuf> {
    let dir = dir.as_ref();
    println!("cargo::rerun-if-changed={}", dir.display());
    let mut found: Vec<_> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{} is missing: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| keep(p))
        .collect();
    found.sort();
    found
}
