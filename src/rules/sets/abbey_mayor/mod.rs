//! Abbey & Mayor: twelve land tiles (two of them with two cities each,
//! one road with three ends) and each player's mayor (`mayor`), a follower
//! for cities as strong as its city's pennants. Its abbey, wagon and barn
//! are still to come (docs/rules/abbey-and-mayor.md).

mod mayor;

pub use mayor::MAYOR;

use crate::rules::sets::hooks::Expansion;

pub struct AbbeyMayor;

impl Expansion for AbbeyMayor {
    fn name(&self) -> &'static str {
        "Abbey & Mayor"
    }

    fn tiles(&self) -> Option<(&'static str, &'static str)> {
        Some((
            "assets/tiles/abbey_mayor.ron",
            include_str!("../../../../assets/tiles/abbey_mayor.ron"),
        ))
    }
}
