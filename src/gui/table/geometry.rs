//! Board geometry for the window: squares and world positions, the board
//! camera and the cursor, where the hand slot and the scoreboard's lines
//! are on screen, and where a meeple stands on a tile.

use bevy::prelude::*;

use crate::gui::table::tile_art::{TILE, meeple_spot};
use crate::rules::tileset::SegmentKind;
use crate::rules::{Placement, Pos, TileKind, catalog};

/// The camera that looks at the board.
#[derive(Component)]
pub struct BoardCamera;

/// Where each seat's line of the scoreboard is on screen, so meeples know
/// where home is.
#[derive(Resource, Default)]
pub struct ScoreboardRows(pub Vec<Vec2>);

/// How much of the window's width, from the right, the side panel
/// covers (logical pixels): the board is fitted into the rest, and the
/// hand slot keeps to the left of it.
#[derive(Resource)]
pub struct PanelWidth(pub f32);

impl Default for PanelWidth {
    fn default() -> Self {
        PanelWidth(300.0)
    }
}

/// The side panel's rectangle: shared with the dialogs, which keep clear
/// of it, so it is kept with the shared look.
pub use crate::gui::look::PanelRect;

/// The guide's prompt on screen (logical pixels) while one shows: it
/// keeps to the board's part of the window, clear of the side panel.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq)]
pub struct PromptRect(pub Option<Rect>);

/// Where some of the panels' buttons are on screen (logical pixels), by
/// name, for `--layout`: the window tests press them.
#[derive(Resource, Default, Debug)]
pub struct Buttons(pub std::collections::BTreeMap<&'static str, Rect>);

/// Where the hand slot's tile sits when the window leaves room for it
/// below the side panel: this far from the window's right and bottom
/// edges (logical pixels).
const HAND_FROM_CORNER: Vec2 = Vec2::new(380.0, 110.0);
/// Room kept between the hand slot's tile and the side panel or the
/// window's bottom edge when it must go left of the panel.
const HAND_GAP: Vec2 = Vec2::new(30.0, 60.0);

/// World position of a square's centre.
pub fn square_centre(p: Pos) -> Vec2 {
    Vec2::new(p.x as f32, p.y as f32) * TILE
}

/// The square under a world position.
pub fn square_at(world: Vec2) -> Pos {
    let s = (world / TILE).round();
    Pos::new(s.x as i32, s.y as i32)
}

/// The cursor in world coordinates.
pub fn cursor_world(window: &Window, camera: &Camera, transform: &GlobalTransform) -> Option<Vec2> {
    let cursor = window.cursor_position()?;
    camera.viewport_to_world_2d(transform, cursor).ok()
}

/// How large the tile in the hand slot is drawn, as a scale of the
/// board's tiles: a steady size on screen, never smaller than on a board
/// zoomed in (the camera's `scale` is world units per logical pixel).
pub fn hand_tile_size(scale: f32) -> f32 {
    scale.max(0.6)
}

/// The hand slot's rectangle on screen (logical pixels): at the bottom
/// right, under the side panel when there is room, else left of it, so
/// the panel never covers the tile in hand whatever the window's size.
pub fn hand_slot_on_screen(window: &Window, scale: f32, panel: &PanelRect) -> Rect {
    let half = Vec2::splat(0.5 * TILE * hand_tile_size(scale) / scale.max(f32::EPSILON));
    let size = Vec2::new(window.width(), window.height());
    let corner = Rect::from_center_half_size(size - HAND_FROM_CORNER, half);
    let rect = match panel.0 {
        Some(p) if !p.inflate(8.0).intersect(corner).is_empty() => {
            let centre = Vec2::new(p.min.x - HAND_GAP.x, size.y - HAND_GAP.y) - half;
            Rect::from_center_half_size(centre, half)
        }
        _ => corner,
    };
    // A window too small for both keeps the tile whole at the top left.
    let centre = rect.center().max(half + 8.0);
    Rect::from_center_half_size(centre, half)
}

/// Where the hand slot is, in world units.
pub fn hand_slot(
    window: &Window,
    (camera, transform): (&Camera, &GlobalTransform),
    scale: f32,
    panel: &PanelRect,
) -> Vec2 {
    let screen = hand_slot_on_screen(window, scale, panel).center();
    camera
        .viewport_to_world_2d(transform, screen)
        .unwrap_or_default()
}

/// Where a meeple on `segment` of a tile lying at `placement` stands, and
/// how: farmers lie down, as in the rulebook.
pub fn meeple_pose(kind: TileKind, placement: Placement, segment: u8) -> (Vec2, Quat) {
    let tile = catalog().get(kind);
    let spot = square_centre(placement.pos) + meeple_spot(kind, segment, placement.rot) * TILE;
    let turn = if tile.segments[segment as usize].kind == SegmentKind::Field {
        Quat::from_rotation_z(std::f32::consts::FRAC_PI_2)
    } else {
        Quat::IDENTITY
    };
    (spot, turn)
}

/// Where a figure on `segment` of the tile at `tile` (its index on the
/// board) stands, and how (`meeple_pose` for a tile on the board).
pub fn pose_on_board(game: &crate::rules::Game, tile: usize, segment: u8) -> (Vec2, Quat) {
    let t = game.board().tiles()[tile];
    let placement = Placement {
        pos: t.pos,
        rot: t.rot,
    };
    meeple_pose(t.kind, placement, segment)
}

/// Where a phase's pick lies on the board (world units): a square's
/// middle, where a figure on a place stands; `None` for a pick with its
/// button in the side panel (home, a kind of figure, a numbered choice).
pub fn pick_point(game: &crate::rules::Game, pick: crate::rules::Pick) -> Option<Vec2> {
    use crate::rules::Pick;
    match pick {
        Pick::Square(pos) => Some(square_centre(pos)),
        Pick::Spot(pos, segment) => {
            let tile = game.board().index_at(pos)?;
            Some(pose_on_board(game, tile, segment).0)
        }
        Pick::Home | Pick::Figure(_) | Pick::Choice(_) | Pick::Seat(_) => None,
    }
}

/// The middle of the tiles a feature covers, where its points float up.
pub fn feature_centre(game: &crate::rules::Game, feature: u16) -> Vec2 {
    let tiles = game.feature_tiles(feature);
    let board = game.board();
    tiles
        .iter()
        .map(|&i| square_centre(board.tiles()[i].pos))
        .sum::<Vec2>()
        / tiles.len().max(1) as f32
}
