//! The first-game guide: offered at the first start, it sets up a game
//! against an easy computer and, over the real board, walks a new player
//! through placing and turning a tile, meeples, scoring a road and a city,
//! monasteries, farmers and the aids, each prompt moving on when the
//! player has done what it asks (or on "Next"); at the end of the game it
//! says how the final scoring and the farmers went. A game with a set that
//! has a page starts with it, on what the set adds, until it is read.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::ai::AiKind;
use crate::gui::look::{bevy_rect, board_area, board_window};
use crate::gui::messages::TurnEvent;
use crate::gui::play::session::{NewGame, Session};
use crate::gui::prefs::Prefs;
use crate::gui::set_registry as sets;
use crate::gui::states::AppState;
use crate::gui::table::farm_view::FarmView;
use crate::gui::table::geometry::{PanelRect, PromptRect};
use crate::gui::words;
use crate::i18n;
use crate::rules::Happened;
use crate::rules::{Rules, ScoreKind};
use crate::seats::Seat;
use crate::tr;

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

/// A prompt's title and text are keys of `guide.ftl`.
struct Prompt {
    title: &'static str,
    text: &'static str,
    until: Until,
}

const PROMPTS: [Prompt; 6] = [
    Prompt {
        title: "guide-placing-title",
        text: "guide-placing-text",
        until: Until::Placed,
    },
    Prompt {
        title: "guide-meeples-title",
        text: "guide-meeples-text",
        until: Until::TurnEnded,
    },
    Prompt {
        title: "guide-road-city-title",
        text: "guide-road-city-text",
        until: Until::RoadOrCity,
    },
    Prompt {
        title: "guide-monasteries-title",
        text: "guide-monasteries-text",
        until: Until::Monastery,
    },
    Prompt {
        title: "guide-farmers-title",
        text: "guide-farmers-text",
        until: Until::FarmView,
    },
    Prompt {
        title: "guide-help-title",
        text: "guide-help-text",
        until: Until::Next,
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
    /// into `sets::all()`, of a set with a page).
    Set(usize),
}

/// The first page of a set in play the player has not read.
fn unread_set_page(rules: Rules, prefs: &Prefs) -> Option<usize> {
    sets::all().iter().position(|set| {
        set.page.is_some()
            && set.id.in_play(&rules)
            && !prefs.settings.sets_explained.iter().any(|k| k == set.key)
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
    // Nobody at the screen plays a game of computers: nobody reads it.
    let Some(session) = session.filter(|s| started && !s.all_computers()) else {
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
                name: words::colour(1),
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
    panel: Res<PanelRect>,
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
    board_window(
        "guide offer",
        tr!("guide-offer-title"),
        (egui::Align2::CENTER_TOP, [0.0, 4.0]),
        board_area(ctx, panel.0),
    )
    .show(ctx, |ui| {
        ui.label(tr!("guide-offer-text"));
        ui.horizontal(|ui| {
            accept = ui.button(tr!("guide-offer-accept")).clicked();
            decline = ui.button(tr!("guide-offer-decline")).clicked();
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

/// The prompt's width where the board leaves room for it (logical pixels).
const PROMPT_WIDTH: f32 = 440.0;

/// The prompt, over the board at the top, centred on the board's part of
/// the window (the side panel grows wide with six seats and both sets).
fn show_prompt(
    mut contexts: EguiContexts,
    mut guide: ResMut<Guide>,
    mut prefs: ResMut<Prefs>,
    session: Option<Res<Session>>,
    panel: Res<PanelRect>,
    mut prompt: ResMut<PromptRect>,
) -> Result {
    let (title, text, step) = match *guide {
        Guide::Off => {
            prompt.set_if_neq(PromptRect(None));
            return Ok(());
        }
        Guide::At(n) => (PROMPTS[n].title, PROMPTS[n].text, Some(n)),
        Guide::Ended => ("guide-end-title", "guide-end-text", None),
        Guide::Set(set) => {
            let (title, text) = sets::all()[set].page.expect("a set with a page");
            (title, text, None)
        }
    };
    let (title, text) = (i18n::text(title, None), i18n::text(text, None));
    let ctx = contexts.ctx_mut()?;
    let area = board_area(ctx, panel.0);
    let width = PROMPT_WIDTH.min(area.width() - 16.0).max(200.0);
    // A title does not wrap: where the board leaves little room, the
    // page's own title stands alone ("First game:" and "In this game:" go).
    let heading = match *guide {
        _ if width < PROMPT_WIDTH => title,
        Guide::Set(_) => tr!("guide-set-heading", title = title),
        _ => tr!("guide-heading", title = title),
    };
    let (mut next, mut close) = (false, false);
    let shown = egui::Window::new(heading)
        // A window of its own for each width: egui keeps a window's last
        // size, and one narrowed (a wider panel, a smaller window) must
        // follow (a maximum width instead cut its title bar's rule short).
        .id(egui::Id::new(("first-game guide", width as u32)))
        .collapsible(true)
        .resizable(false)
        .default_width(width)
        .pivot(egui::Align2::CENTER_TOP)
        .fixed_pos(area.center_top())
        .constrain_to(area)
        .show(ctx, |ui| {
            ui.set_max_width(width);
            ui.label(text);
            ui.horizontal(|ui| {
                if let Some(n) = step {
                    ui.label(
                        egui::RichText::new(tr!("guide-step", step = n + 1, steps = PROMPTS.len()))
                            .small(),
                    );
                    if n + 1 < PROMPTS.len() {
                        next = ui.button(tr!("guide-next")).clicked();
                    }
                }
                close = ui
                    .button(if step.is_some_and(|n| n + 1 < PROMPTS.len()) {
                        tr!("guide-close")
                    } else {
                        tr!("guide-play-on")
                    })
                    .clicked();
            });
        });
    prompt.set_if_neq(PromptRect(shown.map(|s| bevy_rect(ctx, s.response.rect))));
    if next && let Guide::At(n) = *guide {
        *guide = Guide::At(n + 1).clamp_to_prompts();
    }
    if close {
        let mut next = Guide::Off;
        if let Guide::Set(page) = *guide {
            prefs
                .settings
                .sets_explained
                .push(sets::all()[page].key.into());
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
