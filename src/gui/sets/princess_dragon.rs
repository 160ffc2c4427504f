//! The Princess & the Dragon in the window: its name, its toggle and its
//! page, why no figure may go where the dragon stands, the hint's words
//! for its actions, the turn line while the dragon flies, and its pieces
//! on the board (`princess_dragon_board`, `princess_dragon_flight`). Its
//! tiles' words are the tiles' own.

use crate::gui::feature_view::FeatureView;
use crate::gui::play::session::Session;
use crate::gui::set_window::{PhaseWindow, SetWindow};
use crate::rules::set_names::{PrincessDragonRefusal, SetAction, SetRefusal};
use crate::rules::sets::princess_dragon::{Action, FLIGHT};
use crate::rules::{Pick, SetId};
use crate::tr;

pub const PRINCESS_DRAGON: SetWindow = SetWindow {
    own_points: Some(("category-fairy", |_| tr!("category-fairy"))),
    toggle_hover: Some("rules-princess-dragon-hover"),
    page: Some(("guide-princess-dragon-title", "guide-princess-dragon-text")),
    refusal: Some(refusal),
    action: Some(action),
    tile_marks: Some(super::princess_dragon_art::marvels),
    board: Some(super::princess_dragon_board::plugin),
    phases: &[PhaseWindow {
        key: FLIGHT,
        line: flight_line,
        sent_home_line,
    }],
    inspect: Some(inspect),
    ..SetWindow::named(
        SetId::PrincessDragon,
        "princess_dragon",
        "set-princess-dragon",
        "rules-princess-dragon",
    )
};

fn refusal(why: &SetRefusal) -> Option<String> {
    let SetRefusal::PrincessDragon(why) = why else {
        return None;
    };
    Some(match why {
        PrincessDragonRefusal::DragonsTile => tr!("refusal-dragons-tile"),
    })
}

/// What the hint names when it suggests one of the set's actions.
fn action(action: SetAction) -> Option<String> {
    Some(match Action::of(action)? {
        Action::Portal(_) => tr!("hint-shown-portal"),
        Action::Princess => tr!("hint-shown-princess"),
        Action::Fairy => tr!("hint-shown-fairy"),
    })
}

/// The turn line during the dragon's flight.
fn flight_line(_: &[Pick], name: &str, here: bool) -> String {
    match here {
        true => tr!("turn-dragon-step-here", name = name),
        false => tr!("turn-dragon-step", name = name),
    }
}

/// The log's line for a figure the dragon ate.
fn sent_home_line(name: &str) -> String {
    tr!("log-dragon-ate", name = name)
}

/// The set's part of the inspector's label: the fairy beside a
/// follower on the feature, and what she brings its owner.
fn inspect(session: &Session, feature: &FeatureView) -> String {
    let state = &feature.state;
    let Some((m, root)) = session.table.game().fairys_follower() else {
        return String::new();
    };
    if root != state.root {
        return String::new();
    }
    let name = session.seats[m.player as usize].name.as_str();
    format!(" · {}", tr!("inspect-fairy", name = name))
}
