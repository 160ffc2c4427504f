//! The first-game guide: offered at the first start, it sets up a game
//! against an easy computer and, over the real board, walks a new player
//! through placing and turning a tile, meeples, scoring a road and a city,
//! monasteries, farmers and the aids, each prompt moving on when the
//! player has done what it asks (or on "Next"); at the end of the game it
//! says how the final scoring and the farmers went. A game with Inns &
//! Cathedrals starts with a page on what the set adds, until it is read.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::ai::AiKind;
use crate::gui::messages::TurnEvent;
use crate::gui::play::session::{NewGame, Session};
use crate::gui::prefs::Prefs;
use crate::gui::states::AppState;
use crate::gui::table::farm_view::FarmView;
use crate::rules::Happened;
use crate::rules::{Rules, ScoreKind};
use crate::seats::Seat;

/// What moves a prompt on, besides "Next".
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Until {
    /// The player put the tile on the board.
    Placed,
    /// The player ended a turn.
    TurnEnded,
    /// A road or city was scored during play.
    RoadOrCity,
    /// A monastery was scored (or Next).
    Monastery,
    /// The farm view was switched on.
    FarmView,
    /// Only "Next" (or "Play on").
    Next,
}

struct Prompt {
    title: &'static str,
    text: &'static str,
    until: Until,
}

const PROMPTS: [Prompt; 6] = [
    Prompt {
        title: "Placing a tile",
        text: "Your tile is in the hand at the bottom right. Drag it onto one of the green squares: \
               those are where it fits. Press R, turn the mouse wheel or right-click to turn it. \
               Edges must match: road to road, city to city, field to field.",
        until: Until::Placed,
    },
    Prompt {
        title: "Meeples",
        text: "The tile lies where you dropped it: drag it again to move it, or R to turn it. You may \
               now put one of your 7 meeples on it: click a dot. On a road it is a thief, in a city \
               a knight, on a monastery a monk, in a field a farmer. Then press Enter (or \"End \
               turn\") to end your turn.",
        until: Until::TurnEnded,
    },
    Prompt {
        title: "Scoring a road and a city",
        text: "A road scores when both its ends are closed: 1 point a tile. A city scores when its \
               walls close all round: 2 points a tile and 2 a pennant. Whoever has the most meeples \
               on it scores, and the meeples come back. Close a road or a city of yours!",
        until: Until::RoadOrCity,
    },
    Prompt {
        title: "Monasteries",
        text: "A monastery (the chapel in the middle of a tile) scores 1 point for itself and 1 for \
               each tile around it: 9 once it is surrounded. A monk stays on it until then.",
        until: Until::Monastery,
    },
    Prompt {
        title: "Farmers",
        text: "A meeple lying in a field is a farmer: it stays there to the end of the game. Then \
               each field scores 3 points for every completed city it touches, for whoever has the \
               most farmers in it. Press V (or \"Farm view\") to see the fields in their owners' \
               colours and the cities they would score.",
        until: Until::FarmView,
    },
    Prompt {
        title: "Help at the table",
        text: "Point at any road, city or field to see whose it is and what it is worth. A red cross \
               marks a square no tile left can fill. H suggests a move, Ctrl+Z takes your turn \
               back, F shows the whole board. That is all: play on, and have fun!",
        until: Until::Next,
    },
];

const AT_THE_END: &str = "The game is over. Roads, cities and monasteries still open scored what \
    they had (a city 1 point a tile and pennant), and the farmers scored their fields: 3 points for \
    each completed city they touch. Switch the farm view on to see them.";

/// The page shown at the start of a game with an expansion, until read.
struct SetPage {
    /// Its name in `Settings::sets_explained`.
    key: &'static str,
    title: &'static str,
    text: &'static str,
    /// Whether a game with these rules plays the set.
    in_play: fn(Rules) -> bool,
}

const SET_PAGES: [SetPage; 2] = [
    SetPage {
        key: "inns_cathedrals",
        title: "Inns & Cathedrals",
        text: "An inn (the house by a pond) doubles its road: 2 points a tile when the road is \
               finished, but nothing if it is still open at the end. A cathedral does the same for \
               its city: 3 points a tile and a pennant when finished, nothing if open at the end. \
               Each player also has one large meeple, which counts as two meeples when deciding \
               who has the most: click a spot, then click the meeple again (or press L) to make it \
               the large one.",
        in_play: |rules| rules.inns_cathedrals,
    },
    SetPage {
        key: "traders_builders",
        title: "Traders & Builders",
        text: "Many cities show goods: wine, grain or cloth. Whoever places the tile that \
               completes a city takes its goods, meeple there or not; at the end the most of each \
               good scores 10 (ties score 10 each). Your builder goes beside your own follower on \
               a road or city: when your tile extends that road or city, you place a second tile \
               at once (never a third). Your pig goes beside your own farmer: if you score that \
               field, each completed city is worth 4 to you instead of 3. Click the builder or pig \
               marker beside your meeple to put them down.",
        in_play: |rules| rules.traders_builders,
    },
];

/// The guide, while it runs: the prompt shown.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub enum Guide {
    #[default]
    Off,
    At(usize),
    /// The game has ended: the last word.
    Ended,
    /// A game with an expansion has begun: what the set adds (an index
    /// into `SET_PAGES`).
    Set(usize),
}

/// The first page of a set in play the player has not read.
fn unread_set_page(rules: Rules, prefs: &Prefs) -> Option<usize> {
    SET_PAGES.iter().position(|page| {
        (page.in_play)(rules) && !prefs.settings.sets_explained.iter().any(|k| k == page.key)
    })
}

/// At the start of a game with an expansion, its page, unless the player
/// has read it (or the first-game guide is running).
fn explain_the_set(
    mut news: MessageReader<TurnEvent>,
    mut guide: ResMut<Guide>,
    session: Option<Res<Session>>,
    prefs: Res<Prefs>,
    state: Res<State<AppState>>,
) {
    let started = news.read().any(|e| matches!(e, TurnEvent::GameStarted));
    // Played, not watched again.
    if *state.get() != AppState::InGame {
        return;
    }
    let Some(session) = session.filter(|_| started) else {
        return;
    };
    if *guide == Guide::Off
        && let Some(page) = unread_set_page(session.table.game().rules(), &prefs)
    {
        *guide = Guide::Set(page);
    }
}

/// The guided game: the player against an easy computer, with farmers.
pub fn guided_game(name: &str) -> NewGame {
    NewGame {
        seats: vec![
            Seat {
                name: name.to_string(),
                colour: 0,
                computer: None,
                remote: false,
            },
            Seat {
                name: "Red".into(),
                colour: 1,
                computer: Some(AiKind::Easy),
                remote: false,
            },
        ],
        rules: Rules::default(),
        // The player's first tile has a city and a road to learn on (tile J).
        seed: Some(1),
        aids: true,
    }
}

/// At the first start, in the new-game dialog: the offer.
fn offer(
    mut contexts: EguiContexts,
    mut prefs: ResMut<Prefs>,
    mut setup: ResMut<NewGame>,
    mut guide: ResMut<Guide>,
    mut next: ResMut<NextState<AppState>>,
) -> Result {
    if prefs.settings.guide_offered {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let (mut accept, mut decline) = (false, false);
    egui::Window::new("New to Carcassonne?")
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_TOP, [0.0, 12.0])
        .show(ctx, |ui| {
            ui.label(
                "A guided first game against an easy computer shows you how to place tiles, \
                 put meeples down, score roads, cities and monasteries, and farm.",
            );
            ui.horizontal(|ui| {
                accept = ui.button("Play a guided game").clicked();
                decline = ui.button("No, thanks").clicked();
            });
        });
    if accept {
        *setup = guided_game(&setup.seats[0].name);
        *guide = Guide::At(0);
        next.set(AppState::InGame);
    }
    if accept || decline {
        prefs.settings.guide_offered = true;
        prefs.save();
    }
    Ok(())
}

/// Moves the prompt on when the player has done what it asks.
fn follow_turns(
    mut news: MessageReader<TurnEvent>,
    mut guide: ResMut<Guide>,
    session: Option<Res<Session>>,
    farm_view: Res<FarmView>,
) {
    let Guide::At(step) = *guide else {
        news.clear();
        return;
    };
    let person = |seat: usize| {
        session
            .as_ref()
            .is_some_and(|s| s.seats[seat].computer.is_none())
    };
    let mut done = PROMPTS[step].until == Until::FarmView && farm_view.0;
    for event in news.read() {
        done |= match (PROMPTS[step].until, event) {
            (
                Until::Placed,
                TurnEvent::Step {
                    happened: Happened::Placed(_),
                    by_computer,
                },
            ) => !by_computer,
            (
                Until::TurnEnded,
                TurnEvent::Step {
                    happened: Happened::TurnEnded { seat, .. },
                    ..
                },
            ) => person(*seat),
            (
                Until::RoadOrCity,
                TurnEvent::Step {
                    happened: Happened::TurnEnded { scored, .. },
                    ..
                },
            ) => scored
                .iter()
                .any(|e| e.turn.is_some() && matches!(e.kind, ScoreKind::Road | ScoreKind::City)),
            (
                Until::Monastery,
                TurnEvent::Step {
                    happened: Happened::TurnEnded { scored, .. },
                    ..
                },
            ) => scored
                .iter()
                .any(|e| e.turn.is_some() && e.kind == ScoreKind::Monastery),
            (_, TurnEvent::GameOver) => {
                *guide = Guide::Ended;
                return;
            }
            _ => false,
        };
    }
    if done {
        *guide = Guide::At(step + 1).clamp_to_prompts();
    }
}

impl Guide {
    fn clamp_to_prompts(self) -> Guide {
        match self {
            Guide::At(n) if n >= PROMPTS.len() => Guide::Off,
            other => other,
        }
    }
}

/// The prompt, over the board at the top.
fn show_prompt(
    mut contexts: EguiContexts,
    mut guide: ResMut<Guide>,
    mut prefs: ResMut<Prefs>,
    session: Option<Res<Session>>,
) -> Result {
    let (title, text, step) = match *guide {
        Guide::Off => return Ok(()),
        Guide::At(n) => (PROMPTS[n].title, PROMPTS[n].text, Some(n)),
        Guide::Ended => ("The end of the game", AT_THE_END, None),
        Guide::Set(page) => (SET_PAGES[page].title, SET_PAGES[page].text, None),
    };
    let heading = match *guide {
        Guide::Set(_) => format!("In this game: {title}"),
        _ => format!("First game: {title}"),
    };
    let ctx = contexts.ctx_mut()?;
    let (mut next, mut close) = (false, false);
    egui::Window::new(heading)
        .id(egui::Id::new("first-game guide"))
        .collapsible(true)
        .resizable(false)
        .default_width(440.0)
        .anchor(egui::Align2::CENTER_TOP, [-120.0, 8.0])
        .show(ctx, |ui| {
            ui.set_max_width(440.0);
            ui.label(text);
            ui.horizontal(|ui| {
                if let Some(n) = step {
                    ui.label(
                        egui::RichText::new(format!("{} of {}", n + 1, PROMPTS.len())).small(),
                    );
                    if n + 1 < PROMPTS.len() {
                        next = ui.button("Next").clicked();
                    }
                }
                close = ui
                    .button(if step.is_some_and(|n| n + 1 < PROMPTS.len()) {
                        "Close the guide"
                    } else {
                        "Play on"
                    })
                    .clicked();
            });
        });
    if next && let Guide::At(n) = *guide {
        *guide = Guide::At(n + 1).clamp_to_prompts();
    }
    if close {
        let mut next = Guide::Off;
        if let Guide::Set(page) = *guide {
            prefs
                .settings
                .sets_explained
                .push(SET_PAGES[page].key.into());
            prefs.save();
            // The other big set's page next, when both are in play.
            if let Some(session) = &session
                && let Some(page) = unread_set_page(session.table.game().rules(), &prefs)
            {
                next = Guide::Set(page);
            }
        }
        *guide = next;
    }
    Ok(())
}

/// Back in the new-game dialog, the guide has ended; the next game is
/// shuffled anew, not the guided game's pile again.
fn back_to_menu(mut guide: ResMut<Guide>, mut setup: ResMut<NewGame>) {
    if *guide != Guide::Off {
        *guide = Guide::Off;
        setup.seed = None;
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Guide>()
        .add_systems(OnEnter(AppState::Menu), back_to_menu)
        .add_systems(
            Update,
            (explain_the_set, follow_turns)
                .chain()
                .in_set(crate::gui::states::FrameSet::View),
        )
        .add_systems(
            EguiPrimaryContextPass,
            (
                offer.run_if(in_state(AppState::Menu)),
                show_prompt.run_if(not(in_state(AppState::Menu))),
            ),
        );
}
