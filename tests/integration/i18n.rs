//! The translations: every language has every English key with the same
//! variables, every file parses, every key the window asks for exists, and
//! no English words shown to a player are left in the window's code.
#![cfg(feature = "gui")]

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use carcassonne::i18n::{FluentArgs, Language, SOURCES, has, text_in};
use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};

/// Each message's variables, by key, of one language's files.
fn messages(language: Language) -> BTreeMap<String, BTreeSet<String>> {
    let mut found = BTreeMap::new();
    for (file, source) in SOURCES[language as usize] {
        let resource = fluent_syntax::parser::parse(source).unwrap_or_else(|(_, errors)| {
            panic!("{}/{file}.ftl does not parse: {errors:?}", language.code())
        });
        for entry in resource.body {
            let Entry::Message(message) = entry else {
                assert!(
                    !matches!(entry, Entry::Junk { .. }),
                    "{}/{file}.ftl: junk {entry:?}",
                    language.code()
                );
                continue;
            };
            let mut variables = BTreeSet::new();
            if let Some(pattern) = &message.value {
                pattern_variables(pattern, &mut variables);
            }
            let key = message.id.name.to_string();
            assert!(
                found.insert(key.clone(), variables).is_none(),
                "{}: {key} is defined twice",
                language.code()
            );
        }
    }
    found
}

fn pattern_variables(pattern: &Pattern<&str>, out: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_variables(expression, out);
        }
    }
}

fn expression_variables(expression: &Expression<&str>, out: &mut BTreeSet<String>) {
    match expression {
        Expression::Select { selector, variants } => {
            inline_variables(selector, out);
            for variant in variants {
                pattern_variables(&variant.value, out);
            }
        }
        Expression::Inline(inline) => inline_variables(inline, out),
    }
}

fn inline_variables(inline: &InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match inline {
        InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_string());
        }
        InlineExpression::Placeable { expression } => expression_variables(expression, out),
        _ => {}
    }
}

#[test]
fn every_language_has_every_english_key_with_the_same_variables() {
    let english = messages(Language::English);
    assert!(english.len() > 250, "{} English keys", english.len());
    let mut missing = Vec::new();
    for language in Language::ALL {
        let theirs = messages(language);
        for (key, variables) in &english {
            match theirs.get(key) {
                None => missing.push(format!("{}: {key} is missing", language.code())),
                Some(v) if v != variables => missing.push(format!(
                    "{}: {key} uses {v:?}, English {variables:?}",
                    language.code()
                )),
                Some(_) => {}
            }
            // Every text formats with its variables given.
            let mut args = FluentArgs::new();
            for v in variables {
                args.set(v.as_str(), 1);
            }
            assert_ne!(text_in(language, key, Some(&args)), *key);
        }
        for key in theirs.keys().filter(|k| !english.contains_key(*k)) {
            missing.push(format!("{}: {key} is not an English key", language.code()));
        }
    }
    assert!(missing.is_empty(), "\n{}", missing.join("\n"));
}

/// The window's source files, each without its tests.
fn window_sources() -> Vec<(String, String)> {
    fn walk(dir: &Path, out: &mut Vec<(String, String)>) {
        for entry in std::fs::read_dir(dir).unwrap().flatten() {
            let path = entry.path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).unwrap();
                let code = match text.find("#[cfg(test)]") {
                    Some(i) => text[..i].to_string(),
                    None => text,
                };
                out.push((path.display().to_string(), code));
            }
        }
    }
    let mut out = Vec::new();
    walk(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src/gui"),
        &mut out,
    );
    out.sort();
    out
}

/// The string literals of some code, each with the code before it on its
/// statement (back to a `;`, `{` or `}`) and the rest of its line.
fn literals(code: &str) -> Vec<(String, String, String, usize)> {
    let bytes = code.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                i = code[i..].find('\n').map_or(bytes.len(), |n| i + n);
            }
            b'\'' => {
                // A char literal ('"' among them) or a lifetime.
                let rest = &code[i..];
                let close = if rest.starts_with("'\\") { 3 } else { 2 };
                i += if rest.as_bytes().get(close) == Some(&b'\'') {
                    close + 1
                } else {
                    1
                };
            }
            b'"' => {
                let start = i + 1;
                let mut j = start;
                while j < bytes.len() && bytes[j] != b'"' {
                    j += if bytes[j] == b'\\' { 2 } else { 1 };
                }
                let before = &code[..i];
                let from = before.rfind([';', '{', '}']).map_or(0, |k| k + 1);
                let line_end = code[j..].find('\n').map_or(bytes.len(), |n| j + n);
                let line = code[..i].matches('\n').count() + 1;
                out.push((
                    code[start..j].to_string(),
                    before[from..].to_string(),
                    code[j..line_end].to_string(),
                    line,
                ));
                i = j + 1;
            }
            _ => i += 1,
        }
    }
    out
}

/// Whether a literal reads as words for a player: two words, or a word
/// begun in capitals (format placeholders aside). Keys, ids and single
/// lower-case words (serde names, selectors) do not.
fn reads_as_words(literal: &str) -> bool {
    let mut text = String::new();
    let mut depth = 0;
    for c in literal.chars() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            c if depth == 0 => text.push(c),
            _ => {}
        }
    }
    let words: Vec<&str> = text
        .split_whitespace()
        .filter(|w| w.chars().filter(|c| c.is_alphabetic()).count() >= 2)
        .collect();
    let capitalised = words.iter().any(|w| {
        let letters: Vec<char> = w.chars().filter(|c| c.is_alphabetic()).collect();
        letters.len() >= 3
            && letters[0].is_uppercase()
            && letters[1..].iter().all(|c| c.is_lowercase())
    });
    words.len() >= 2 || capitalised
}

/// The literals of some code that read as English words for a player,
/// with their lines: neither the game's name, nor on a line that says it
/// is never shown, nor in a place that is not shown (`NOT_SHOWN`).
fn english_shown(code: &str) -> Vec<(String, usize)> {
    literals(code)
        .into_iter()
        .filter(|(literal, before, rest_of_line, _)| {
            let named = ["Carcassonne", "Cpu"].contains(&literal.as_str());
            // A line may say why its words are never shown, or that
            // they are a command to type, the same in every language.
            let said =
                rest_of_line.contains("// not shown") || rest_of_line.contains("// a command");
            reads_as_words(literal)
                && !named
                && !said
                && !NOT_SHOWN.iter().any(|m| before.contains(m))
        })
        .map(|(literal, _, _, line)| (literal, line))
        .collect()
}

/// Literals in these places are not shown to a player: logs, panics, egui
/// ids, the command line's own errors, names of files and settings.
const NOT_SHOWN: [&str; 21] = [
    "warn!(",
    "info!(",
    "debug!(",
    "error!(",
    "println!(",
    "eprintln!(",
    "panic!(",
    "expect(",
    "Id::new(",
    "Grid::new(",
    "id_salt(",
    "fixed_window(",
    "board_window(",
    "pointer_label(",
    "Name::new(",
    "CliError::",
    "Rejected(",
    "env::var(",
    "embed!(",
    "tr!(",
    "i18n::text(",
];

#[test]
fn no_english_words_for_players_are_left_in_the_windows_code() {
    let mut found = Vec::new();
    for (path, code) in window_sources() {
        for (literal, line) in english_shown(&code) {
            found.push(format!("{path}:{line}: \"{literal}\""));
        }
    }
    assert!(
        found.is_empty(),
        "words a player sees belong in assets/i18n (tr!):\n{}",
        found.join("\n")
    );
}

#[test]
fn the_check_finds_english_and_passes_keys_and_ids() {
    let code = "fn f(ui: &mut Ui) {\n    ui.label(\"End turn\");\n    ui.label(tr!(\"button-end-turn\"));\n    \
                egui::Grid::new(\"tiles left\");\n    warn!(\"could not save\");\n    let c = '\"';\n    ui.label(\"Farmers\");\n    let k = \"inns_cathedrals\";\n    \
                ui.label(\"Debug view\"); // not shown\n    let title = \"Carcassonne\";\n}";
    assert_eq!(
        english_shown(code),
        [("End turn".to_string(), 2), ("Farmers".to_string(), 7)]
    );
}

#[test]
fn every_key_the_window_asks_for_is_in_english() {
    let mut unknown = Vec::new();
    for (path, code) in window_sources() {
        for (literal, before, _, line) in literals(&code) {
            let asked = before.ends_with("tr!(") || before.ends_with("i18n::text(");
            // Keys kept in tables: the guide's pages (`guide-…-text`), the
            // seat colours (`colour-…`) and each set's window part (every
            // key in `src/gui/sets/`).
            let in_a_set = path.contains("gui/sets/") && literal.contains('-');
            let tabled =
                (literal.starts_with("guide-") || literal.starts_with("colour-") || in_a_set)
                    && !literal.contains(' ');
            if (asked || tabled) && !has(Language::English, &literal) {
                unknown.push(format!("{path}:{line}: {literal}"));
            }
        }
    }
    assert!(
        unknown.is_empty(),
        "keys not in en/*.ftl:\n{}",
        unknown.join("\n")
    );
}

#[test]
fn the_rulebooks_words_are_each_countrys_own() {
    // The four followers as the printed rulebooks of each country call
    // them, in the first guide page that names them.
    let words = [
        (
            Language::German,
            ["Wegelagerer", "Ritter", "Mönch", "Bauer"],
        ),
        (Language::French, ["voleur", "chevalier", "moine", "paysan"]),
        (
            Language::Spanish,
            ["ladrón", "caballero", "monje", "granjero"],
        ),
        (
            Language::Italian,
            ["brigante", "cavaliere", "monaco", "contadino"],
        ),
        (Language::Polish, ["rozbójnik", "rycerz", "mnich", "chłop"]),
        (Language::Dutch, ["struikrover", "ridder", "monnik", "boer"]),
        (Language::Czech, ["lupič", "rytíř", "mnich", "sedlák"]),
    ];
    for (language, followers) in words {
        let page = text_in(language, "guide-meeples-text", None);
        for word in followers {
            assert!(
                page.contains(word),
                "{}: \"{word}\" not in {page}",
                language.code()
            );
        }
    }
}
