//! The Tower in the window: its name, toggle and page; each seat's floors
//! and prisoners on the scoreboard; the ransom's button, the capture's
//! words and its "nobody" button; the hint's and the refusals' words; the
//! inspector's line for a tile with a tower. Its board part
//! (`the_tower_board.rs`) paints the towers and marks floors, tops and
//! captures.

use bevy_egui::egui;

use crate::gui::feature_view::FeatureView;
use crate::gui::play::session::Session;
use crate::gui::set_window::{FigureIcons, PhaseWindow, SetWindow};
use crate::rules::set_names::{SetAction, SetRefusal, TowerRefusal};
use crate::rules::sets::the_tower::{Action, CAPTURE, EXCHANGE, ransom};
use crate::rules::{Game, SetId};
use crate::tr;

pub const THE_TOWER: SetWindow = SetWindow {
    toggle_hover: Some("rules-the-tower-hover"),
    page: Some(("guide-the-tower-title", "guide-the-tower-text")),
    seat_cells: Some(seat_cells),
    refusal: Some(refusal),
    action: Some(action),
    act_button: Some(act_button),
    phases: &[
        PhaseWindow {
            key: CAPTURE,
            line: |_, name, here| match here {
                true => tr!("turn-capture-here", name = name),
                false => tr!("turn-capture", name = name),
            },
            sent_home_line: |name| tr!("log-captured", name = name),
        },
        PhaseWindow {
            key: EXCHANGE,
            line: |_, name, here| match here {
                true => tr!("turn-exchange-here", name = name),
                false => tr!("turn-exchange", name = name),
            },
            // Figures an exchange frees were held, never on the board.
            sent_home_line: |name| tr!("log-exchanged", name = name),
        },
    ],
    phase_nothing: &[(CAPTURE, "button-no-capture", "button-no-capture-hover")],
    board: Some(super::the_tower_board::plugin),
    inspect: Some(inspect),
    ..SetWindow::named(
        SetId::TheTower,
        "the_tower",
        "set-the-tower",
        "rules-the-tower",
    )
};

/// The seat's floors left, and the prisoners it holds: small figures in
/// their owners' colours.
fn seat_cells(ui: &mut egui::Ui, game: &Game, seat: usize, icons: &FigureIcons) {
    let floors = game.floors_left(seat);
    let said = tr!("panel-floors", count = floors);
    ui.horizontal(|ui| {
        ui.spacing_mut().item_spacing.x = 2.0;
        floor_picture(ui).on_hover_text(&said);
        ui.label(egui::RichText::new(floors.to_string()).color(egui::Color32::from_gray(200)))
            .on_hover_text(&said);
    });
    for x in game
        .prisoners()
        .iter()
        .filter(|x| x.jailer as usize == seat)
    {
        let said = tr!("panel-prisoner", price = ransom::PRICE);
        icons.figure(ui, x.owner as usize, x.figure, true, 0.8, said);
    }
}

/// A small stack of three stone floors, as the board paints a tower.
fn floor_picture(ui: &mut egui::Ui) -> egui::Response {
    let (rect, response) = ui.allocate_exact_size(egui::vec2(12.0, 14.0), egui::Sense::hover());
    let stone = [egui::Color32::from_gray(200), egui::Color32::from_gray(170)];
    for k in 0..3 {
        let bottom = rect.bottom() - k as f32 * 4.5;
        let inset = k as f32 * 0.8;
        let floor = egui::Rect::from_min_max(
            egui::pos2(rect.left() + inset, bottom - 4.0),
            egui::pos2(rect.right() - inset, bottom),
        );
        ui.painter().rect_filled(floor, 0.5, stone[k % 2]);
    }
    response
}

fn refusal(why: &SetRefusal) -> Option<String> {
    let SetRefusal::TheTower(why) = why else {
        return None;
    };
    Some(match why {
        TowerRefusal::RansomPaid => tr!("refusal-ransom-paid"),
        TowerRefusal::NoSuchPrisoner => tr!("refusal-no-such-prisoner"),
        TowerRefusal::TooFewPoints { score } => {
            tr!(
                "refusal-too-few-points",
                score = *score,
                price = ransom::PRICE
            )
        }
        TowerRefusal::TowerClosed => tr!("refusal-tower-closed"),
        TowerRefusal::NoFloorLeft => tr!("refusal-no-floor-left"),
    })
}

/// What the hint names when it suggests one of the set's actions.
fn action(action: SetAction) -> Option<String> {
    Some(match Action::of(action)? {
        Action::Floor => tr!("hint-shown-floor"),
        Action::Top(_) => tr!("hint-shown-tower-top"),
        Action::Ransom { .. } => return None,
    })
}

/// The ransom's button: whose prisoner, held by whom, for how much.
fn act_button(session: &Session, act: SetAction) -> Option<(String, String)> {
    let Action::Ransom { jailer, figure } = Action::of(act)? else {
        return None;
    };
    let jailer = session.seats.get(jailer as usize)?.name.as_str();
    let figure = crate::gui::look::figure_noun(figure);
    Some((
        tr!("button-ransom", price = ransom::PRICE, name = jailer),
        tr!(
            "button-ransom-hover",
            price = ransom::PRICE,
            name = jailer,
            figure = figure
        ),
    ))
}

/// The inspector's words for a feature on tiles with towers: each tower's
/// height (as far as it reaches), and who closed it.
fn inspect(session: &Session, feature: &FeatureView) -> String {
    let game = session.table.game();
    let towers = (game.towers().iter()).filter(|t| feature.tiles.contains(&(t.tile as usize)));
    towers
        .map(|t| {
            let said = match t.top {
                Some((seat, _)) => {
                    let name = session.seats[seat as usize].name.as_str();
                    tr!("inspect-tower-closed", height = t.height, name = name)
                }
                None => tr!("inspect-tower", height = t.height),
            };
            format!(" · {said}")
        })
        .collect()
}
