//! The languages the game speaks, and which one the system asks for.

use unic_langid::LanguageIdentifier;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Language {
    #[default]
    English,
    German,
    French,
    Spanish,
    Italian,
    Polish,
    Dutch,
    Czech,
}

impl Language {
    pub const COUNT: usize = 8;
    pub const ALL: [Language; Language::COUNT] = [
        Language::English,
        Language::German,
        Language::French,
        Language::Spanish,
        Language::Italian,
        Language::Polish,
        Language::Dutch,
        Language::Czech,
    ];

    /// The ISO 639-1 code: the folder under `assets/i18n/`, and what the
    /// settings file keeps.
    pub fn code(self) -> &'static str {
        ["en", "de", "fr", "es", "it", "pl", "nl", "cs"][self as usize]
    }

    /// The language's name in itself, as the picker shows it.
    pub fn native_name(self) -> &'static str {
        [
            "English",
            "Deutsch",
            "Français",
            "Español",
            "Italiano",
            "Polski",
            "Nederlands",
            "Čeština",
        ][self as usize]
    }

    /// The identifier Fluent picks plural and number rules by.
    pub fn id(self) -> LanguageIdentifier {
        (self.code().parse()).expect("each of our codes is a valid language identifier")
    }

    /// The language of a code or locale name: `de`, `pl_PL.UTF-8`,
    /// `cs-CZ`, `fr_FR@euro`; `None` for one we do not speak.
    pub fn from_code(code: &str) -> Option<Language> {
        let lang = code
            .split(['_', '-', '.', '@'])
            .next()?
            .to_ascii_lowercase();
        Language::ALL.into_iter().find(|l| l.code() == lang)
    }
}

/// The language the system asks for, as POSIX reads it: the first of
/// `LC_ALL`, `LC_MESSAGES` and `LANG` that is set and not empty decides
/// (`C` and `POSIX` mean English); English when we do not speak it.
pub fn system_language() -> Language {
    language_of_locale(|name| std::env::var(name).ok())
}

fn language_of_locale(var: impl Fn(&str) -> Option<String>) -> Language {
    ["LC_ALL", "LC_MESSAGES", "LANG"]
        .into_iter()
        .filter_map(var)
        .find(|v| !v.is_empty())
        .and_then(|v| Language::from_code(&v))
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locale_names_give_their_language() {
        assert_eq!(Language::from_code("pl_PL.UTF-8"), Some(Language::Polish));
        assert_eq!(Language::from_code("cs-CZ"), Some(Language::Czech));
        assert_eq!(Language::from_code("fr_FR@euro"), Some(Language::French));
        assert_eq!(Language::from_code("DE"), Some(Language::German));
        assert_eq!(Language::from_code("C.UTF-8"), None);
        assert_eq!(Language::from_code("ja_JP"), None);
        for l in Language::ALL {
            assert_eq!(Language::from_code(l.code()), Some(l));
        }
    }

    #[test]
    fn the_first_locale_variable_set_decides() {
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |name: &str| {
                pairs
                    .iter()
                    .find(|(n, _)| *n == name)
                    .map(|(_, v)| v.to_string())
            }
        };
        assert_eq!(
            language_of_locale(env(&[("LANG", "de_DE.UTF-8"), ("LC_MESSAGES", "nl_NL")])),
            Language::Dutch
        );
        assert_eq!(
            language_of_locale(env(&[("LC_ALL", ""), ("LANG", "es_ES.UTF-8")])),
            Language::Spanish
        );
        assert_eq!(
            language_of_locale(env(&[("LC_ALL", "C"), ("LANG", "it_IT")])),
            Language::English
        );
        assert_eq!(language_of_locale(env(&[])), Language::English);
    }
}
