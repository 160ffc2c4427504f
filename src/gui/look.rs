//! The game's shared look: the seat colours and the egui pieces every
//! screen uses (fixed windows, colour swatches).

use bevy::prelude::*;
use bevy::sprite_render::AlphaMode2d;
use bevy_egui::egui;

use crate::art::meeple::{MARKS, Mark};

/// Player colours in the rulebook's order: black, red, green, blue, yellow,
/// and a sixth, pink, for the sets that seat six. Told apart by the three kinds of
/// colour blindness too (`scripts/colour_vision.py`, in the test command):
/// the red is a little deeper and the green lighter and bluer than the
/// rulebook's, so that red and green are not one grey to the most common
/// kind (their distance there was 15, now 40; every pair is 40 or more
/// for every kind of vision). The seats' marks are the second channel.
pub const COLOURS: [Color; 6] = [
    Color::srgb(0.12, 0.12, 0.14),
    Color::srgb(0.81, 0.10, 0.10),
    Color::srgb(0.40, 0.91, 0.56),
    Color::srgb(0.2, 0.4, 0.9),
    Color::srgb(0.95, 0.85, 0.15),
    Color::srgb(0.93, 0.45, 0.72),
];

/// The seat colours' keys, in the engine's order of colours.
pub const COLOUR_KEYS: [&str; 6] = [
    "colour-black",
    "colour-red",
    "colour-green",
    "colour-blue",
    "colour-yellow",
    "colour-pink",
];

/// A seat colour's name (also a new seat's name).
pub fn colour(colour: usize) -> String {
    crate::i18n::text(COLOUR_KEYS[colour.min(COLOUR_KEYS.len() - 1)], None)
}

/// Whether a widget has the focus that keys gave it (Tab, Shift+Tab or an
/// arrow moved it there since the pointer last pressed): then Enter
/// presses that widget, not a dialog's own button. A widget the mouse
/// clicked keeps egui's focus too, but Enter still does what the dialog
/// says it does.
pub fn focus_by_keys(ctx: &egui::Context) -> bool {
    let id = egui::Id::new("focus by keys");
    let (moved, pressed) = ctx.input(|i| {
        let moved = [
            egui::Key::Tab,
            egui::Key::ArrowUp,
            egui::Key::ArrowDown,
            egui::Key::ArrowLeft,
            egui::Key::ArrowRight,
        ]
        .into_iter()
        .any(|k| i.key_pressed(k));
        (moved, i.pointer.any_pressed())
    });
    let by_keys = ctx.data_mut(|d| {
        let by_keys = d.get_temp_mut_or_default::<bool>(id);
        *by_keys = (*by_keys || moved) && !pressed;
        *by_keys
    });
    by_keys && ctx.memory(|m| m.focused().is_some())
}

/// A fixed window of the game's: not collapsible, not resizable, anchored.
/// `id` names it for egui whatever language its title is in, so it keeps
/// its place when the language changes.
pub fn fixed_window(
    id: &'static str,
    title: String,
    anchor: egui::Align2,
    offset: [f32; 2],
) -> egui::Window<'static> {
    egui::Window::new(title)
        .id(egui::Id::new(id))
        .collapsible(false)
        .resizable(false)
        .anchor(anchor, offset)
}

/// An egui rectangle as Bevy's, in the window's logical pixels, for the
/// layout that Bevy's side reads (where the side panel and the guide's
/// page are): the text size setting is egui's zoom, so egui's points are
/// that much larger.
pub fn bevy_rect(ctx: &egui::Context, r: egui::Rect) -> Rect {
    let z = ctx.zoom_factor();
    Rect::new(r.min.x * z, r.min.y * z, r.max.x * z, r.max.y * z)
}

/// The windows egui drew in the last frame over the board (a dialog, the
/// end of the game, the chat), in the window's logical pixels, rounded:
/// all but the side panel and the guide's page (`panel`, `prompt`). Labels
/// beside the pointer are tooltips, not windows (`pointer_label`).
pub fn dialogs(ctx: &egui::Context, panel: Option<Rect>, prompt: Option<Rect>) -> Vec<[f32; 4]> {
    let corners = |r: Rect| [r.min.x, r.min.y, r.max.x, r.max.y].map(|v| v.round());
    // The same rectangle, but for a pixel's rounding either way.
    let same = |a: [f32; 4], b: Option<Rect>| {
        b.is_some_and(|b| a.iter().zip(corners(b)).all(|(x, y)| (x - y).abs() <= 1.0))
    };
    let zoom = ctx.zoom_factor();
    ctx.memory(|m| {
        m.layer_ids()
            .filter(|l| l.order == egui::Order::Middle && m.areas().is_visible(l))
            .filter_map(|l| m.area_rect(l.id))
            .map(|r| {
                corners(Rect::new(
                    r.min.x * zoom,
                    r.min.y * zoom,
                    r.max.x * zoom,
                    r.max.y * zoom,
                ))
            })
            .filter(|&r| !same(r, panel) && !same(r, prompt))
            .collect()
    })
}

/// The side panel's rectangle on screen (the window's logical pixels),
/// once drawn: the board's part of the window is left of it.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq)]
pub struct PanelRect(pub Option<Rect>);

/// The part of the window the board has, in egui's points: all of it but
/// the side panel (`panel`, in the window's logical pixels, while one is
/// drawn), less a margin.
pub fn board_area(ctx: &egui::Context, panel: Option<Rect>) -> egui::Rect {
    let screen = ctx.content_rect();
    let right = match panel {
        Some(p) => (p.min.x / ctx.zoom_factor()).min(screen.right()),
        None => screen.right(),
    };
    egui::Rect::from_min_max(screen.min, egui::pos2(right, screen.bottom())).shrink(8.0)
}

/// A window over the board (a dialog, the end of the game, the chat): as
/// `fixed_window`, but anchored in the board's part of the window
/// (`board_area`), no wider than it and kept inside it, so it never covers
/// the side panel nor leaves the screen.
pub fn board_window(
    id: &'static str,
    title: String,
    (anchor, offset): (egui::Align2, [f32; 2]),
    area: egui::Rect,
) -> egui::Window<'static> {
    let at = anchor.pos_in_rect(&area) + egui::vec2(offset[0], offset[1]);
    egui::Window::new(title)
        .id(egui::Id::new(id))
        .collapsible(false)
        .resizable(false)
        .pivot(anchor)
        .fixed_pos(at)
        .constrain_to(area)
        .max_width(area.width())
}

pub fn egui_colour(c: Color) -> egui::Color32 {
    let s = c.to_srgba();
    egui::Color32::from_rgb(
        (s.red * 255.0) as u8,
        (s.green * 255.0) as u8,
        (s.blue * 255.0) as u8,
    )
}

/// A round swatch of a seat's colour with a light rim (black must show
/// too) and the seat's mark, the one its meeples wear.
pub fn swatch(ui: &mut egui::Ui, colour: usize) {
    let (rect, response) = ui.allocate_exact_size(egui::vec2(16.0, 16.0), egui::Sense::hover());
    // A screen reader says the colour the swatch shows.
    response.widget_info(|| {
        egui::WidgetInfo::labeled(egui::WidgetType::Image, true, self::colour(colour))
    });
    seat_mark(ui.painter(), rect.center(), 1.0, colour);
}

/// A seat's colour with its mark, as on its meeples: a disc `scale`
/// times the scoreboard's (7 points across the middle), for wherever
/// colour says whose something is (the scoreboard, the end chart's lines,
/// the points that float up).
pub fn seat_mark(painter: &egui::Painter, centre: egui::Pos2, scale: f32, colour: usize) {
    let c = COLOURS[colour];
    painter.circle(
        centre,
        7.0 * scale,
        egui_colour(c),
        egui::Stroke::new(1.5, egui::Color32::from_gray(200)),
    );
    let s = c.to_srgba();
    let ink = if 0.3 * s.red + 0.59 * s.green + 0.11 * s.blue > 0.55 {
        egui::Color32::from_gray(25)
    } else {
        egui::Color32::from_gray(240)
    };
    let stroke = egui::Stroke::new(1.6 * scale, ink);
    let v = |x: f32, y: f32| egui::vec2(x * scale, y * scale);
    match MARKS[colour] {
        Mark::Dot => painter.circle_filled(centre, 2.2 * scale, ink),
        Mark::Ring => painter.circle_stroke(centre, 2.6 * scale, stroke),
        Mark::Bar => painter.line_segment([centre - v(3.5, 0.0), centre + v(3.5, 0.0)], stroke),
        Mark::Cross => {
            painter.line_segment([centre - v(3.0, 0.0), centre + v(3.0, 0.0)], stroke);
            painter.line_segment([centre - v(0.0, 3.0), centre + v(0.0, 3.0)], stroke)
        }
        Mark::Diamond => painter.add(egui::Shape::convex_polygon(
            vec![
                centre + v(0.0, -3.4),
                centre + v(2.8, 0.0),
                centre + v(0.0, 3.4),
                centre + v(-2.8, 0.0),
            ],
            ink,
            egui::Stroke::NONE,
        )),
        Mark::Triangle => painter.add(egui::Shape::convex_polygon(
            vec![
                centre + v(-3.0, 2.2),
                centre + v(3.0, 2.2),
                centre + v(0.0, -2.8),
            ],
            ink,
            egui::Stroke::NONE,
        )),
    };
}

/// Where the pointer is over the board (not over a window of egui's).
pub fn board_pointer(ctx: &egui::Context) -> Option<egui::Pos2> {
    ctx.pointer_hover_pos()
        .filter(|_| !ctx.is_pointer_over_egui())
}

/// A small label beside the pointer, like a tooltip, for what lies under it
/// on the board.
pub fn pointer_label(
    ctx: &egui::Context,
    id: &str,
    pointer: egui::Pos2,
    add: impl FnOnce(&mut egui::Ui),
) {
    egui::Area::new(egui::Id::new(id))
        .order(egui::Order::Tooltip)
        .fixed_pos(pointer + egui::vec2(18.0, 18.0))
        .interactable(false)
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.set_max_width(300.0);
                add(ui);
            });
        });
}

/// The one white material: a mesh drawn with it shows its own colours
/// (the art's sketches colour their vertices), so every board's figures,
/// pieces and rings share it.
#[derive(Resource, Clone)]
pub struct Plain(pub Handle<ColorMaterial>);

impl FromWorld for Plain {
    fn from_world(world: &mut World) -> Plain {
        let mut materials = world.resource_mut::<Assets<ColorMaterial>>();
        Plain(materials.add(ColorMaterial::from(Color::WHITE)))
    }
}

/// A see-through material for highlights and ghosts.
pub fn translucent(materials: &mut Assets<ColorMaterial>, color: Color) -> Handle<ColorMaterial> {
    materials.add(ColorMaterial {
        color,
        alpha_mode: AlphaMode2d::Blend,
        ..default()
    })
}

/// The key of a figure's name in the words files (`figure-follower`,
/// `figure-large`, …): from the name records give it, so that a set's
/// figure needs no line in the window's code. Here, below every part of
/// the window that names a figure (the sets' parts and `words.rs`).
pub fn figure_key(name: &str) -> String {
    format!("figure-{}", name.to_lowercase())
}

/// A figure's name in a sentence ("follower", "large meeple").
pub fn figure_noun(figure: crate::rules::Figure) -> String {
    crate::i18n::text(&figure_key(figure.spec().name), None)
}
