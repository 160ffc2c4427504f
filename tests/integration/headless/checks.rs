//! What the board's entities must say, checked against the engine.

use bevy::prelude::*;
use carcassonne::gui::feature_view::FeatureView;
use carcassonne::gui::play::session::Session;
use carcassonne::gui::states::{AppState, OfGame};
use carcassonne::gui::table::board_view::{LastPlaced, MeepleView, PlacedTileView};
use carcassonne::gui::table::dead_squares::DeadSquare;
use carcassonne::gui::table::geometry::square_centre;
use carcassonne::rules::{Deploy, Figure, Placement, Table};

use super::app::session;

/// Checks that the board's entities say what the engine says: a tile
/// entity for each tile whose turn has ended, a meeple entity where each
/// meeple stands, and one feature entity per connected feature with the
/// engine's answer to whether it is complete and who owns it.
pub fn check_mirror(app: &mut App) {
    let world = app.world_mut();
    let (tiles, mut meeples, features, mut dead) = {
        let table = &world.resource::<Session>().table;
        // The board shows the turns that ended, not a tile lying unconfirmed.
        let game = table.before_placing();
        let meeples: Vec<(u8, u8, u8, u8)> = game
            .meeples()
            .iter()
            .map(|m| (m.player, m.figure as u8, m.tile, m.segment))
            .collect();
        let farms = carcassonne::rules::scoring::farms(game);
        let features: Vec<_> = game
            .feature_roots()
            .into_iter()
            .map(|r| {
                (
                    game.feature_state(r),
                    game.feature_tiles(r),
                    carcassonne::rules::scoring::feature_value(game, r),
                    game.never_completed(r),
                    farms.iter().find(|f| f.field == r).cloned(),
                )
            })
            .collect();
        // Squares no tile to come fits are crossed out while tiles remain.
        let dead: Vec<Vec2> = if game.tiles_left() > 0 {
            game.dead_squares().into_iter().map(square_centre).collect()
        } else {
            Vec::new()
        };
        (table.confirmed_tiles(), meeples, features, dead)
    };
    let mut crossed: Vec<Vec2> = world
        .query_filtered::<&Transform, With<DeadSquare>>()
        .iter(world)
        .map(|t| t.translation.truncate())
        .collect();
    let by_place = |a: &Vec2, b: &Vec2| (a.x, a.y).partial_cmp(&(b.x, b.y)).unwrap();
    crossed.sort_by(by_place);
    dead.sort_by(by_place);
    assert_eq!(
        crossed, dead,
        "a cross on every dead square, as the engine finds them"
    );
    let mut shown_tiles: Vec<usize> = world
        .query::<&PlacedTileView>()
        .iter(world)
        .map(|t| t.index)
        .collect();
    shown_tiles.sort();
    assert_eq!(
        shown_tiles,
        (0..tiles).collect::<Vec<_>>(),
        "one entity per tile"
    );
    let mut shown_meeples: Vec<(u8, u8, u8, u8)> = world
        .query::<&MeepleView>()
        .iter(world)
        .map(|m| (m.player, m.figure as u8, m.tile, m.segment))
        .collect();
    shown_meeples.sort();
    meeples.sort();
    assert_eq!(shown_meeples, meeples, "meeples where the engine has them");
    let mut shown: Vec<_> = world
        .query::<&FeatureView>()
        .iter(world)
        .map(|f| {
            (
                f.state,
                f.tiles.clone(),
                f.value,
                f.never_completed,
                f.farm.clone(),
            )
        })
        .collect();
    shown.sort_by_key(|f| f.0.root);
    assert_eq!(
        shown, features,
        "one feature entity per feature, as the engine sees it"
    );
}

/// Back in the menu, nothing of the game stays: no session, and none of
/// the table's entities (tiles, meeples, features, crosses, tints).
pub fn leave_for_the_menu(app: &mut App) {
    let world = app.world_mut();
    let table = world
        .query_filtered::<(), With<OfGame>>()
        .iter(world)
        .count();
    assert!(table > 60, "the finished game's table: {table} entities");
    world
        .resource_mut::<NextState<AppState>>()
        .set(AppState::Menu);
    app.update();
    app.update();
    let world = app.world_mut();
    assert!(!world.contains_resource::<Session>(), "the session is gone");
    let left = world
        .query_filtered::<(), With<OfGame>>()
        .iter(world)
        .count();
    assert_eq!(left, 0, "entities of the game left under the menu");
    let tiles = world.query::<&PlacedTileView>().iter(world).count();
    assert_eq!(tiles, 0);
}

/// With the farm view on, a tint lies on exactly the tiles with a piece of
/// a field someone owns (as the engine's farms say), and none once it is off.
pub fn check_farm_tints(app: &mut App) {
    use carcassonne::gui::table::farm_view::{FarmTint, FarmView};
    use carcassonne::rules::scoring::farms;
    let tinted = |app: &mut App| {
        let world = app.world_mut();
        let mut tiles: Vec<usize> = world
            .query::<&FarmTint>()
            .iter(world)
            .map(|t| t.tile)
            .collect();
        tiles.sort();
        tiles
    };
    app.world_mut().resource_mut::<FarmView>().0 = true;
    app.update();
    app.update();
    let expected: Vec<usize> = {
        let game = session(app).table.before_placing();
        let owned: Vec<_> = farms(game)
            .into_iter()
            .filter(|f| f.owners != 0)
            .map(|f| f.field)
            .collect();
        (0..game.board().len())
            .filter(|&t| {
                let kind = game.board().tiles()[t].kind;
                let segments = carcassonne::rules::catalog().get(kind).segments.len();
                (0..segments as u8)
                    .any(|s| owned.contains(&game.features().root(game.segment_id(t, s))))
            })
            .collect()
    };
    assert!(!expected.is_empty(), "a finished game has farmers");
    assert_eq!(tinted(app), expected);
    app.world_mut().resource_mut::<FarmView>().0 = false;
    app.update();
    app.update();
    assert!(tinted(app).is_empty());
}

/// One frame marks the tile placed last, on the square the engine has it.
pub fn check_last_placed(app: &mut App, index: usize) {
    let pos = session(app).table.before_placing().board().tiles()[index].pos;
    assert_eq!(session(app).table.before_placing().board().len(), index + 1);
    let world = app.world_mut();
    let frames: Vec<Vec3> = world
        .query_filtered::<&Transform, With<LastPlaced>>()
        .iter(world)
        .map(|t| t.translation)
        .collect();
    assert_eq!(frames.len(), 1, "one frame");
    assert_eq!(frames[0].truncate(), square_centre(pos));
}

/// A placement of the tile in hand that offers a follower spot.
pub fn placement_with_a_spot(table: &Table) -> (Placement, Deploy) {
    let mut t = table.clone();
    for p in t.legal_placements() {
        t.place(p).unwrap();
        let spot = t
            .deploy_options()
            .into_iter()
            .find(|d| matches!(d, Deploy::Figure(Figure::Follower, _)));
        t.pick_up();
        if let Some(d) = spot {
            return (p, d);
        }
    }
    panic!("no placement offers a follower spot");
}

pub fn play_to_the_end(app: &mut App) {
    let mut last_moves = None;
    for _ in 0..20_000 {
        app.update();
        let state = *app.world().resource::<State<AppState>>().get();
        let moves = app
            .world()
            .get_resource::<Session>()
            .map(|s| s.table.game().moves_made());
        // After the view has caught up with a move, compare.
        if moves != last_moves && state == AppState::InGame {
            app.update();
            check_mirror(app);
            last_moves = moves;
        }
        if state == AppState::GameOver {
            app.update();
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(1));
    }
    panic!("the game did not end");
}
