//! The tiles still in the pile, in the side panel: a picture of each kind
//! with how many are left, grouped by the set that brings it (the base
//! game's first), each group folding away under its heading; the grid has
//! as many columns as the panel's width holds, so it never widens the
//! panel. Pointing at a tile names it (and, with the aids, the chance it
//! comes next).

use std::collections::HashMap;

use bevy_egui::egui;

use crate::gui::play::session::Session;
use crate::gui::set_registry as sets;
use crate::gui::words;
use crate::i18n;
use crate::rules::deck::next_draw_chances;
use crate::rules::{SetId, catalog};
use crate::tr;

/// A tile's picture in the grid, and the room each takes with its count.
const PICTURE: f32 = 34.0;
const COLUMN: f32 = PICTURE + 6.0;

/// A set's tiles left (`None`: the base game's), as kinds and counts.
type Group = (Option<SetId>, Vec<(u8, u8)>);

/// The kinds still in the pile, by the set that brings them: the base
/// game's (`None`) first, then each set's in the engine's order.
fn by_set(remaining: &[u8]) -> Vec<Group> {
    let groups = std::iter::once(None).chain(SetId::ALL.into_iter().map(Some));
    groups
        .map(|set| {
            let kinds = (remaining.iter().enumerate())
                .filter(|&(k, &c)| c > 0 && catalog().get(k as u8).set == set)
                .map(|(k, &c)| (k as u8, c))
                .collect();
            (set, kinds)
        })
        .filter(|(_, kinds): &Group| !kinds.is_empty())
        .collect()
}

/// A group's heading: the set's name and how many of its tiles are left.
fn group_name(set: Option<SetId>, tiles: u32) -> String {
    let name = match set {
        None => tr!("tiles-left-base"),
        Some(id) => {
            let window = sets::all().iter().find(|w| w.id == id);
            window.map_or_else(|| format!("{id:?}"), |w| i18n::text(w.name, None))
        }
    };
    format!("{name} · {tiles}")
}

/// The tiles left, in a panel `width` wide (egui points).
pub fn tiles_left(
    ui: &mut egui::Ui,
    session: &Session,
    pictures: &HashMap<u8, egui::TextureId>,
    width: f32,
) {
    let game = session.table.before_placing();
    ui.heading(tr!("tiles-left", count = game.tiles_left()));
    if session.aids {
        ui.label(egui::RichText::new(tr!("tiles-left-chances")).small());
    }
    let chances = next_draw_chances(game, session.table.in_hand());
    // The panel's width less a group's indent, the scroll area's margins
    // and its bar (64 points, measured).
    let columns = ((width - 64.0 + 6.0) / COLUMN).floor().max(3.0) as usize;
    let groups = by_set(game.remaining());
    for (set, kinds) in &groups {
        let tiles: u32 = kinds.iter().map(|&(_, c)| c as u32).sum();
        let grid = |ui: &mut egui::Ui| {
            egui::Grid::new(("tiles left", *set))
                .spacing([6.0, 4.0])
                .show(ui, |ui| {
                    for (i, &(kind, count)) in kinds.iter().enumerate() {
                        let next = chances.iter().find(|c| c.0 == kind).map_or(0.0, |c| c.1);
                        one_kind(ui, session, pictures, (kind, count), next);
                        if i % columns == columns - 1 {
                            ui.end_row();
                        }
                    }
                });
        };
        // One group needs no heading of its own.
        if groups.len() == 1 {
            grid(ui);
            continue;
        }
        egui::CollapsingHeader::new(group_name(*set, tiles))
            .id_salt(("tiles left of", *set))
            .default_open(true)
            .show(ui, grid);
    }
}

/// One kind's picture, its count (a set's tiles in its colour) and, with
/// the aids, the chance it comes next.
fn one_kind(
    ui: &mut egui::Ui,
    session: &Session,
    pictures: &HashMap<u8, egui::TextureId>,
    (kind, count): (u8, u8),
    next: f64,
) {
    let t = catalog().get(kind);
    ui.vertical_centered(|ui| {
        let tile = words::tile(t);
        let name = if !session.aids {
            tr!("tiles-left-kind", tile = tile, count = count)
        } else {
            let next = match next {
                0.0 if session.table.in_hand() == Some(kind) && count == 1 => {
                    tr!("tiles-left-in-hand")
                }
                0.0 => tr!("tiles-left-river-first"),
                p => format!("{:.0} %", p * 100.0),
            };
            tr!(
                "tiles-left-kind-next",
                tile = tile,
                count = count,
                next = next
            )
        };
        let size = egui::vec2(PICTURE, PICTURE);
        match pictures.get(&kind) {
            Some(&id) => {
                (ui.add(egui::Image::new((id, size)).alt_text(&name))).on_hover_text(&name)
            }
            // Still being painted: the space it will take.
            None => ui.allocate_exact_size(size, egui::Sense::hover()).1,
        };
        let text = egui::RichText::new(format!("×{count}")).small();
        ui.label(
            match t.set.and_then(|s| sets::set_window(s).tile_count_colour) {
                Some(colour) => text.color(colour),
                None => text,
            },
        )
        .on_hover_text(&name);
        // The chance it comes next, under the count (an aid).
        if session.aids && next > 0.0 {
            let percent = match next < 0.01 {
                true => "<1%".to_string(),
                false => format!("{:.0}%", next * 100.0),
            };
            ui.label(
                egui::RichText::new(percent)
                    .small()
                    .color(egui::Color32::from_rgb(200, 200, 140)),
            )
            .on_hover_text(name);
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Game, Rules};

    #[test]
    fn the_tiles_left_are_grouped_by_set_with_the_base_game_first_and_none_lost() {
        let rules = Rules {
            river: true,
            inns_cathedrals: true,
            traders_builders: true,
            ..Rules::default()
        };
        let game = Game::new(2, rules);
        let groups = by_set(game.remaining());
        let sets: Vec<Option<SetId>> = groups.iter().map(|g| g.0).collect();
        assert_eq!(
            sets,
            [
                None,
                Some(SetId::River),
                Some(SetId::InnsCathedrals),
                Some(SetId::TradersBuilders)
            ]
        );
        let grouped: u32 = groups
            .iter()
            .flat_map(|g| &g.1)
            .map(|&(_, c)| c as u32)
            .sum();
        assert_eq!(grouped, game.tiles_left() as u32);
        for (set, kinds) in &groups {
            assert!(kinds.iter().all(|&(k, _)| catalog().get(k).set == *set));
        }
    }
}
