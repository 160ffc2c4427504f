//! Abbey & Mayor in the window: its name, its toggle and the toggle of
//! its barns, the abbey's buttons and lines (the side panel offers it
//! instead of the tile drawn), the mayor and the wagon: their pictures (a
//! follower in a top hat, a covered wagon), their cells on the
//! scoreboard, the side panel's buttons and the hint's words, and the
//! wagon's words as it moves on (the table marks where it may go); the
//! barn's cell, words and refusal (its board part,
//! `abbey_mayor_board.rs`, paints barns and marks their corners). Its
//! tiles' words are the tiles' own.

use crate::art::meeple::Shape;
use crate::gui::set_window::{
    FigureIcons, FigureWindow, HeldTileWindow, MovingOnWindow, SetWindow,
};
use bevy_egui::egui;

use crate::gui::feature_view::FeatureView;
use crate::gui::play::session::Session;
use crate::rules::seats_in;
use crate::rules::set_names::{AbbeyMayorRefusal, SetAction, SetRefusal};
use crate::rules::sets::abbey_mayor::barn::barn_corner;
use crate::rules::{Figure, Game, Rules, SetId};
use crate::tr;

pub const ABBEY_MAYOR: SetWindow = SetWindow {
    toggle_hover: Some("rules-abbey-mayor-hover"),
    page: Some(("guide-abbey-mayor-title", "guide-abbey-mayor-text")),
    seat_cells: Some(seat_cells),
    inspect_meeples: Some("inspect-meeples-mayor"),
    refusal: Some(refusal),
    action: Some(action),
    board: Some(super::abbey_mayor_board::plugin),
    held_tile: Some(HeldTileWindow {
        take: ("button-abbey", "button-abbey-hover"),
        taken: |tile| tr!("turn-abbey-taken", tile = tile),
        back: "button-abbey-back",
        last_round: |name| tr!("turn-abbey-last-round", name = name),
        let_go: ("button-abbey-let-go", "button-abbey-let-go-hover"),
        let_go_line: |name| tr!("log-abbey-let-go", name = name),
        hinted: "hint-shown-abbey",
    }),
    figures: &[
        FigureWindow {
            switch: Some(("button-mayor", "button-mayor-hover")),
            ..FigureWindow::painted(Figure::Mayor, Shape::TopHat, "hint-shown-mayor")
        },
        FigureWindow {
            switch: Some(("button-wagon", "button-wagon-hover")),
            moving_on: Some(MovingOnWindow {
                line: |name, here| match here {
                    true => tr!("turn-wagon-moves-on-here", name = name),
                    false => tr!("turn-wagon-moves-on", name = name),
                },
                home: ("button-wagon-home", "button-wagon-home-hover"),
                moved_line: |name, home| match home {
                    true => tr!("log-wagon-home", name = name),
                    false => tr!("log-wagon-moved-on", name = name),
                },
            }),
            ..FigureWindow::painted(Figure::Wagon, Shape::Cart, "hint-shown-wagon")
        },
    ],
    pieces: &[Shape::Building],
    toggles: Some(toggles),
    inspect: Some(inspect),
    ..SetWindow::named(
        SetId::AbbeyMayor,
        "abbey_mayor",
        "set-abbey-mayor",
        "rules-abbey-mayor",
    )
};

/// Whether the seat still holds its abbey, and whether its mayor is
/// ready or in a city.
fn seat_cells(ui: &mut egui::Ui, game: &Game, seat: usize, icons: &FigureIcons) {
    let held = game.held_tile(seat).is_some();
    let (said, colour) = if held {
        (
            tr!("panel-abbey-held"),
            egui::Color32::from_rgb(235, 225, 200),
        )
    } else {
        (
            tr!("panel-abbey-played"),
            egui::Color32::from_white_alpha(60),
        )
    };
    ui.label(egui::RichText::new("⛪").color(colour))
        .on_hover_text(said);
    let cells = [
        (
            Figure::Mayor,
            "panel-mayor-out",
            "panel-mayor-ready",
            "panel-mayor-hover",
        ),
        (
            Figure::Wagon,
            "panel-wagon-out",
            "panel-wagon-ready",
            "panel-wagon-hover",
        ),
    ];
    for (figure, out_key, ready_key, hover_key) in cells {
        figure_cell(
            ui,
            game,
            seat,
            icons,
            figure,
            [out_key, ready_key, hover_key],
        );
    }
    if game.rules().barns && game.rules().farmers {
        let ready = game.barn_in_hand(seat);
        let key = if ready {
            "panel-barn-ready"
        } else {
            "panel-barn-out"
        };
        let state = crate::i18n::text(key, None);
        let said = format!("{state} · {}", tr!("panel-barn-hover"));
        icons.piece(ui, seat, Shape::Building, ready, 1.0, said);
    }
}

/// The barns' own toggle, under the set's.
fn toggles(ui: &mut egui::Ui, rules: &mut Rules) {
    ui.checkbox(&mut rules.barns, tr!("rules-barns"))
        .on_hover_text(tr!("rules-barns-hover"));
}

fn refusal(why: &SetRefusal) -> Option<String> {
    let SetRefusal::AbbeyMayor(why) = why else {
        return None;
    };
    Some(match why {
        AbbeyMayorRefusal::BarnsField => tr!("refusal-barns-field"),
    })
}

/// What the hint names when it suggests the barn.
fn action(action: SetAction) -> Option<String> {
    barn_corner(action).map(|_| tr!("hint-shown-barn"))
}

/// Whether the seat's mayor or wagon is ready or on the board: the words
/// for out, ready and what it is.
fn figure_cell(
    ui: &mut egui::Ui,
    game: &Game,
    seat: usize,
    icons: &FigureIcons,
    figure: Figure,
    [out_key, ready_key, hover_key]: [&str; 3],
) {
    let out = game.figure_out(seat, figure);
    let text = |key| crate::i18n::text(key, None);
    let state = text(if out { out_key } else { ready_key });
    let said = format!("{state} · {}", text(hover_key));
    icons.figure(ui, seat, figure, !out, 1.0, said);
}

/// The set's part of the inspector's label for a field: whose barn stands in it, and
/// what it scores them at the end as the cities stand.
fn inspect(session: &Session, feature: &FeatureView) -> String {
    let Some((seats, points)) = feature.farm.as_ref().and_then(|f| f.held) else {
        return String::new();
    };
    (seats_in(seats))
        .map(|p| {
            let name = session.seats[p].name.as_str();
            format!(" · {}", tr!("inspect-barn", name = name, points = points))
        })
        .collect()
}
