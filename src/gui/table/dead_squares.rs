//! Help at the table: the empty squares next to the board that no tile
//! still to come fits are crossed out (they will stay empty, and features
//! reaching into them can never be completed), and pointing at any empty
//! square says how many of the tiles to come fit there. The engine answers
//! (`Game::dead_squares`, `Game::square_fit`); this only shows it.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, EguiTextureHandle, egui};

use crate::gui::look::{board_pointer, pointer_label};
use crate::gui::messages::TurnEvent;
use crate::gui::play::session::Session;
use crate::gui::states::{FrameSet, OfGame};
use crate::gui::table::geometry::{square_at, square_centre};
use crate::gui::table::hand::{FreePointer, shift_held};
use crate::gui::table::tile_art::{Artist, Sketch, TILE};
use crate::gui::words;
use crate::rules::catalog;
use crate::tr;

/// The cross over a square that can never be filled.
#[derive(Component)]
#[require(OfGame)]
pub struct DeadSquare;

#[derive(Resource)]
struct CrossArt {
    mesh: Handle<Mesh>,
    material: Handle<ColorMaterial>,
}

fn setup(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    // A pale wash with a red cross: it must show on the table's dark wood.
    let mut cross = Sketch::default();
    let ink = Color::srgba(0.85, 0.12, 0.08, 0.9);
    cross.rect(
        Vec2::splat(-0.46),
        Vec2::splat(0.46),
        Color::srgba(0.95, 0.9, 0.85, 0.22),
    );
    cross.band(Vec2::new(-0.3, -0.3), Vec2::new(0.3, 0.3), 0.08, ink);
    cross.band(Vec2::new(-0.3, 0.3), Vec2::new(0.3, -0.3), 0.08, ink);
    commands.insert_resource(CrossArt {
        mesh: meshes.add(cross.into_mesh(TILE, 0)),
        material: crate::gui::look::translucent(&mut materials, Color::WHITE),
    });
}

/// After every turn (and undo, and a new game) the crosses follow the engine.
fn mark_dead_squares(
    mut commands: Commands,
    mut news: MessageReader<TurnEvent>,
    session: Option<Res<Session>>,
    art: Res<CrossArt>,
    old: Query<Entity, With<DeadSquare>>,
) {
    let changed = news.read().any(TurnEvent::confirms_board);
    let Some(session) = session.filter(|_| changed) else {
        return;
    };
    for e in &old {
        commands.entity(e).despawn();
    }
    let game = session.table.before_placing();
    // With no tile to come every square is dead: nothing worth marking.
    if game.tiles_left() == 0 || !session.aids {
        return;
    }
    for pos in game.dead_squares() {
        commands.spawn((
            DeadSquare,
            Mesh2d(art.mesh.clone()),
            MeshMaterial2d(art.material.clone()),
            Transform::from_translation(square_centre(pos).extend(0.8)),
        ));
    }
}

/// Pointing at an empty square next to the board (with no tile carried):
/// how many of the tiles to come fit there.
fn square_label(
    mut contexts: EguiContexts,
    session: Option<Res<Session>>,
    pointer: FreePointer,
    keys: Res<ButtonInput<KeyCode>>,
    artist: Artist,
) -> Result {
    let (Some(session), Some(world)) = (session, pointer.world()) else {
        return Ok(());
    };
    let game = session.table.before_placing();
    if game.tiles_left() == 0 || !session.aids {
        return Ok(());
    }
    let square = square_at(world);
    // The tile placed this turn lies there: its meeple spots matter now.
    if session.table.placed().is_some_and(|p| p.pos == square) {
        return Ok(());
    }
    let Some(fit) = game.square_fit(square) else {
        return Ok(());
    };
    let Some(pointer) = board_pointer(contexts.ctx_mut()?) else {
        return Ok(());
    };
    let text = if fit.tiles == 0 {
        tr!("dead-square")
    } else {
        // Tile types that look alike to a player (mirror images) share a name.
        let mut names: Vec<(String, u16)> = Vec::new();
        for &(k, _) in &fit.kinds {
            let name = words::tile_in_sentence(catalog().get(k));
            let count = game.to_come(k);
            match names.iter_mut().find(|(n, _)| *n == name) {
                Some((_, c)) => *c += count,
                None => names.push((name, count)),
            }
        }
        names.sort_by_key(|n| std::cmp::Reverse(n.1));
        let shown: Vec<String> = names
            .iter()
            .take(4)
            .map(|(n, c)| format!("{n} ×{c}"))
            .collect();
        let more = names.len().saturating_sub(shown.len());
        let kinds = shown.join("; ");
        let (fit, left) = (fit.tiles, game.tiles_left());
        if more > 0 {
            tr!(
                "square-fits-more",
                fit = fit,
                left = left,
                kinds = kinds,
                more = more
            )
        } else {
            tr!("square-fits", fit = fit, left = left, kinds = kinds)
        }
    };
    // On demand (Shift held): every tile type that fits, at each rotation
    // that does, as pictures.
    let rotations = shift_held(&keys) && fit.tiles > 0;
    let pictures: Vec<(u8, Option<egui::TextureId>)> = if rotations {
        fit.kinds
            .iter()
            .map(|&(k, _)| {
                let id = artist
                    .ready_picture(k)
                    .map(|image| contexts.add_image(EguiTextureHandle::Strong(image)));
                (k, id)
            })
            .collect()
    } else {
        Vec::new()
    };
    let ctx = contexts.ctx_mut()?;
    pointer_label(ctx, "square fit", pointer, |ui| {
        ui.label(text);
        if !rotations {
            if fit.tiles > 0 {
                ui.label(egui::RichText::new(tr!("square-hold-shift")).small());
            }
            return;
        }
        // Three tile types a row, each its count and its fitting turns.
        egui::Grid::new("fitting rotations")
            .spacing([14.0, 4.0])
            .show(ui, |ui| {
                for (i, (&(k, mask), &(_, picture))) in fit.kinds.iter().zip(&pictures).enumerate()
                {
                    ui.horizontal(|ui| {
                        ui.label(format!("×{}", game.to_come(k)));
                        for rot in (0..4u8).filter(|r| mask & (1 << r) != 0) {
                            let size = egui::vec2(28.0, 28.0);
                            let angle = rot as f32 * std::f32::consts::FRAC_PI_2;
                            match picture {
                                Some(id) => ui.add(
                                    egui::Image::new((id, size))
                                        .rotate(angle, egui::vec2(0.5, 0.5)),
                                ),
                                None => ui.allocate_exact_size(size, egui::Sense::hover()).1,
                            };
                        }
                    });
                    if i % 3 == 2 {
                        ui.end_row();
                    }
                }
            });
    });
    Ok(())
}

pub fn plugin(app: &mut App) {
    app.add_systems(Startup, setup)
        .add_systems(Update, mark_dead_squares.in_set(FrameSet::View))
        .add_systems(EguiPrimaryContextPass, square_label);
}
