//! The words a player reads, in their own language: Project Fluent files
//! under `assets/i18n/LANG/`, embedded in the binary. `tr!("key")` or
//! `tr!("key", name = value, …)` gives a text in the language chosen now,
//! or English where a language lacks the key (the `i18n` test reports any
//! such key, so a player never sees one).
//!
//! The language is one process-wide choice rather than a Bevy resource:
//! texts are made in helpers far from any system (the inspector's
//! descriptions, tile names, log lines), and the *Settings…* picker must
//! change them all at once, with no restart.

mod language;

use std::sync::LazyLock;
use std::sync::atomic::{AtomicUsize, Ordering};

pub use fluent_bundle::FluentArgs;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentResource, FluentValue};

pub use language::{Language, system_language};

type Bundle = FluentBundle<FluentResource>;

/// One file of a language: its name and its text.
macro_rules! file_of {
    ($lang:literal, $name:literal) => {
        (
            $name,
            include_str!(concat!("../../assets/i18n/", $lang, "/", $name, ".ftl")),
        )
    };
}

// The files of one language, by name (`files_of!`, and their count
// `FILES`), as build.rs found them under assets/i18n/: every language has
// the same names, the window's rooms (menus, table, guide) and one file
// for each set's words.
include!(concat!(env!("OUT_DIR"), "/words_files.rs"));

/// The sources of every language, in `Language::ALL`'s order.
pub const SOURCES: [[(&str, &str); FILES]; Language::COUNT] = [
    files_of!("en"),
    files_of!("de"),
    files_of!("fr"),
    files_of!("es"),
    files_of!("it"),
    files_of!("pl"),
    files_of!("nl"),
    files_of!("cs"),
];

static BUNDLES: LazyLock<Vec<Bundle>> =
    LazyLock::new(|| Language::ALL.iter().map(|&l| bundle(l)).collect());

static CURRENT: AtomicUsize = AtomicUsize::new(0);

/// A language's bundle. A file that does not parse is a bug caught by the
/// `i18n` test; the parts that do parse are still used.
fn bundle(language: Language) -> Bundle {
    let mut bundle = Bundle::new_concurrent(vec![language.id()]);
    // Unicode isolation marks around arguments would show as boxes in
    // egui's fonts; our texts mix no scripts, so they are not needed.
    bundle.set_use_isolating(false);
    for (_, source) in SOURCES[language as usize] {
        let resource = FluentResource::try_new(source.to_string()).unwrap_or_else(|(r, _)| r);
        // Keys defined twice keep their first text (the test reports it).
        let _ = bundle.add_resource(resource);
    }
    bundle
}

/// The language texts are given in now.
pub fn language() -> Language {
    Language::ALL[CURRENT.load(Ordering::Relaxed)]
}

/// From now on texts are given in this language.
pub fn set_language(language: Language) {
    CURRENT.store(language as usize, Ordering::Relaxed);
}

/// A text in the language chosen now.
pub fn text(key: &str, args: Option<&FluentArgs>) -> String {
    text_in(language(), key, args)
}

/// A text in this language, or in English when the language lacks it, or
/// the key itself when English lacks it too (a bug the tests catch).
pub fn text_in(language: Language, key: &str, args: Option<&FluentArgs>) -> String {
    lookup(language, key, args)
        .or_else(|| lookup(Language::English, key, args))
        .unwrap_or_else(|| key.to_string())
}

fn lookup(language: Language, key: &str, args: Option<&FluentArgs>) -> Option<String> {
    let bundle = &BUNDLES[language as usize];
    let pattern = bundle.get_message(key)?.value()?;
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, args, &mut errors);
    errors.is_empty().then(|| text.into_owned())
}

/// Whether this language has its own text for the key.
pub fn has(language: Language, key: &str) -> bool {
    BUNDLES[language as usize].has_message(key)
}

/// A value for a text's variable: numbers keep their plural rules.
pub fn arg<'a>(value: impl Into<FluentValue<'a>>) -> FluentValue<'a> {
    value.into()
}

/// `tr!("key")`, or `tr!("key", name = value, …)` with the variables the
/// text uses (strings or numbers); the key may also come from a table (a
/// set's window part names its own).
#[macro_export]
macro_rules! tr {
    ($key:expr) => {
        $crate::i18n::text($key, None)
    };
    ($key:expr, $($name:ident = $value:expr),+ $(,)?) => {{
        let mut args = $crate::i18n::FluentArgs::new();
        $( args.set(stringify!($name), $crate::i18n::arg($value)); )+
        $crate::i18n::text($key, Some(&args))
    }};
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plurals_follow_each_language() {
        let points = |l, n: u32| {
            let mut args = FluentArgs::new();
            args.set("points", n);
            text_in(l, "points", Some(&args))
        };
        assert_eq!(points(Language::English, 1), "1 point");
        assert_eq!(points(Language::English, 5), "5 points");
        assert_eq!(points(Language::Polish, 1), "1 punkt");
        assert_eq!(points(Language::Polish, 3), "3 punkty");
        assert_eq!(points(Language::Polish, 5), "5 punktów");
        assert_eq!(points(Language::Polish, 22), "22 punkty");
        assert_eq!(points(Language::Czech, 4), "4 body");
        assert_eq!(points(Language::Czech, 5), "5 bodů");
    }

    #[test]
    fn a_missing_key_falls_back_to_english_then_to_the_key() {
        assert_eq!(
            text_in(Language::German, "no-such-key", None),
            "no-such-key"
        );
        assert!(has(Language::English, "points"));
    }
}
