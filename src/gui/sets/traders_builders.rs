//! Traders & Builders in the window: its toggle and its page.

use crate::art::meeple::Shape;
use crate::gui::set_window::{FigureIcons, FigureWindow, SetWindow};
use bevy_egui::egui;

use crate::gui::feature_view::FeatureView;
use crate::gui::play::session::Session;
use crate::rules::seats_in;
use crate::rules::sets::traders_builders::Good;
use crate::rules::{Figure, Game, ScoreEvent, Scored, SetId};
use crate::tr;

pub const TRADERS_BUILDERS: SetWindow = SetWindow {
    own_points: Some(("category-goods", most_of)),
    toggle_hover: Some("rules-traders-builders-hover"),
    page: Some((
        "guide-traders-builders-title",
        "guide-traders-builders-text",
    )),
    seat_cells: Some(figures_and_goods),
    under_scoreboard: Some(goods_in_open_cities),
    tile_marks: Some(super::traders_builders_art::goods),

    figures: &[
        FigureWindow::painted(Figure::Builder, Shape::Hammer, "hint-shown-builder"),
        FigureWindow::painted(Figure::Pig, Shape::Beast, "hint-shown-pig"),
    ],
    inspect: Some(inspect),
    ..SetWindow::named(
        SetId::TradersBuilders,
        "traders_builders",
        "set-traders-builders",
        "rules-traders-builders",
    )
};

/// What a scoring of goods was for: "most wine".
fn most_of(e: &ScoreEvent) -> String {
    let good = match e.what {
        Scored::Tokens(kind) => good(Good::ALL[kind as usize % Good::ALL.len()]),
        Scored::Feature(_) | Scored::PaidBy(_) => String::new(),
    };
    tr!("scored-most", good = good)
}

/// A good's name in the player's words.
fn good(good: Good) -> String {
    match good {
        Good::Wine => tr!("good-wine"),
        Good::Grain => tr!("good-grain"),
        Good::Cloth => tr!("good-cloth"),
    }
}

/// The colours of the goods, as on the tiles' badges: wine, grain, cloth.
const GOODS_COLOURS: [egui::Color32; 3] = [
    egui::Color32::from_rgb(190, 110, 210),
    egui::Color32::from_rgb(235, 190, 80),
    egui::Color32::from_rgb(100, 150, 240),
];

/// The seat's builder and pig (at home or out), and the goods tokens it
/// holds.
fn figures_and_goods(ui: &mut egui::Ui, game: &Game, seat: usize, icons: &FigureIcons) {
    // Each figure's picture, faint while it is on the board; its name and
    // state on hover.
    ui.horizontal(|ui| {
        ui.spacing_mut().item_spacing.x = 2.0;
        for (figure, name, out) in [
            (
                Figure::Builder,
                tr!("panel-builder"),
                game.builder_out(seat),
            ),
            (Figure::Pig, tr!("panel-pig"), game.pig_out(seat)),
        ] {
            let state = match out {
                true => tr!("panel-figure-out"),
                false => tr!("panel-figure-ready"),
            };
            let said = format!("{name}: {state} · {}", tr!("panel-builder-pig-hover"));
            icons.figure(ui, seat, figure, !out, 1.0, said);
        }
    });
    goods_counts(ui, game.goods(seat));
}

/// Under the scoreboard: the goods still in open cities.
fn goods_in_open_cities(ui: &mut egui::Ui, game: &Game) {
    let open = game.goods_in_open_cities();
    ui.horizontal(|ui| {
        ui.label(tr!("panel-open-goods"));
        goods_counts(ui, open);
    })
    .response
    .on_hover_text(tr!("panel-open-goods-hover"));
}

/// Counts of wine, grain and cloth, each in its colour, named on hover.
fn goods_counts(ui: &mut egui::Ui, counts: [u8; 3]) {
    ui.horizontal(|ui| {
        ui.spacing_mut().item_spacing.x = 6.0;
        for ((&kind, &n), colour) in Good::ALL.iter().zip(&counts).zip(GOODS_COLOURS) {
            // A dot of the good's colour (the font has no such glyph).
            let (dot, _) = ui.allocate_exact_size(egui::vec2(10.0, 10.0), egui::Sense::hover());
            ui.painter().circle_filled(dot.center(), 4.5, colour);
            ui.label(egui::RichText::new(n.to_string()).color(colour).strong())
                .on_hover_text(good(kind));
        }
    });
}

/// The set's part of the inspector's label: a city's goods, whose builder
/// or pig stands there (and what the pig does for its owner).
fn inspect(session: &Session, feature: &FeatureView) -> String {
    let state = &feature.state;
    let mut parts: Vec<String> = Vec::new();
    let goods: Vec<String> = Good::ALL
        .iter()
        .filter(|&&g| state.goods()[g as usize] > 0)
        .map(|&g| format!("{} {}", good(g), state.goods()[g as usize]))
        .collect();
    if !goods.is_empty() {
        parts.push(tr!("inspect-goods", goods = goods.join(", ")));
    }
    for p in seats_in(state.builders()) {
        parts.push(tr!(
            "inspect-builder",
            name = session.seats[p].name.as_str()
        ));
    }
    for p in seats_in(state.pigs()) {
        parts.push(tr!("inspect-pig", name = session.seats[p].name.as_str()));
    }
    parts.iter().map(|p| format!(" · {p}")).collect()
}

#[cfg(test)]
mod tests {
    use super::inspect;
    use crate::gui::feature_view::FeatureView;
    use crate::gui::play::session::Session;
    use crate::rules::scoring::feature_value;
    use crate::rules::tileset::SegmentKind;
    use crate::rules::{Deploy, Rules, catalog};

    /// Plays on until an open city holds goods: the inspector's label for
    /// it names them, as the set words them.
    #[test]
    fn the_inspector_names_a_citys_goods() {
        let rules = Rules {
            traders_builders: true,
            ..Rules::default()
        };
        let mut session = Session::of_two_people(rules, 4);
        for _ in 0..40 {
            let player = session.table.game().current_player();
            let p = session.table.legal_placements()[0];
            session.table.place(p).unwrap();
            let scored = session.table.end_turn().unwrap();
            session.note_turn(player, Deploy::None, &scored);
            let game = session.table.game();
            for (t, placed) in game.board().tiles().iter().enumerate() {
                for (s, segment) in catalog().get(placed.kind).segments.iter().enumerate() {
                    let root = game.features().root(game.segment_id(t, s as u8));
                    let state = game.feature_state(root);
                    if segment.kind != SegmentKind::City || state.goods().iter().all(|&n| n == 0) {
                        continue;
                    }
                    let view = FeatureView {
                        state,
                        tiles: game.feature_tiles(root),
                        value: feature_value(game, root),
                        never_completed: game.never_completed(root),
                        farm: None,
                    };
                    let said = inspect(&session, &view);
                    assert!(said.starts_with(" · goods: "), "{said}");
                    assert!(
                        ["wine", "grain", "cloth"].iter().any(|g| said.contains(g)),
                        "{said}"
                    );
                    return;
                }
            }
        }
        panic!("no open city with goods in 40 turns");
    }
}
