//! The game's Bevy side without a window: a whole computer game runs through
//! the turn stages, and the entities mirror the engine at every turn.

#![cfg(feature = "gui")]

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use carcassonne::gui::board_view::{FeatureView, MeepleView, PlacedTileView};
use carcassonne::gui::options::GuiOptions;
use carcassonne::gui::session::Session;
use carcassonne::gui::{AppState, TurnStage, add_game};
use carcassonne::rules::{GameRecord, Rules};

/// Every turn stage entered, in order.
#[derive(Resource, Default)]
struct Stages(Vec<TurnStage>);

fn note_stage(stage: Res<State<TurnStage>>, mut seen: ResMut<Stages>) {
    seen.0.push(*stage.get());
}

fn headless_app(rules: Rules, players: usize) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, AssetPlugin::default()))
        .init_asset::<Mesh>()
        .init_asset::<ColorMaterial>()
        .init_resource::<ButtonInput<KeyCode>>()
        .init_resource::<ButtonInput<MouseButton>>()
        .add_message::<bevy::input::mouse::MouseWheel>()
        .add_message::<bevy::window::RequestRedraw>()
        .add_message::<AppExit>()
        .init_resource::<bevy_egui::input::EguiWantsInput>()
        .init_resource::<Stages>();
    let options = GuiOptions {
        players: Some(players),
        seed: Some(11),
        rules,
        autoplay: true,
        ..default()
    };
    add_game(&mut app, options);
    for stage in [
        TurnStage::Draw,
        TurnStage::Place,
        TurnStage::Deploy,
        TurnStage::Score,
    ] {
        app.add_systems(OnEnter(stage), note_stage);
    }
    app
}

/// Checks that the board's entities say what the engine says.
fn check_mirror(app: &mut App) {
    let world = app.world_mut();
    let (tiles, meeples, roots) = {
        let session = world.resource::<Session>();
        let game = session.table.game();
        let mut roots: Vec<u16> = Vec::new();
        for t in game.board().tiles() {
            let n = carcassonne::rules::catalog().get(t.kind).segments.len() as u16;
            roots.extend((0..n).map(|s| game.features().root(t.first_segment + s)));
        }
        roots.sort();
        roots.dedup();
        (game.board().len(), game.meeples().len(), roots)
    };
    assert_eq!(world.query::<&PlacedTileView>().iter(world).count(), tiles);
    assert_eq!(world.query::<&MeepleView>().iter(world).count(), meeples);
    let mut shown: Vec<u16> = world
        .query::<&FeatureView>()
        .iter(world)
        .map(|f| f.root)
        .collect();
    shown.sort();
    assert_eq!(shown, roots, "one feature entity per connected feature");
}

fn play_to_the_end(app: &mut App) {
    let mut last_moves = None;
    for _ in 0..20_000 {
        app.update();
        let state = *app.world().resource::<State<AppState>>().get();
        let moves = app
            .world()
            .get_resource::<Session>()
            .map(|s| s.table.game().moves_made());
        // After the view has caught up with a move, compare.
        if moves != last_moves
            && *app.world().resource::<State<AppState>>().get() == AppState::InGame
        {
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

#[test]
fn a_computer_game_runs_through_the_turn_stages_and_the_board_mirrors_the_engine() {
    let mut app = headless_app(
        Rules {
            abbot: true,
            ..Rules::default()
        },
        3,
    );
    play_to_the_end(&mut app);
    check_mirror(&mut app);
    let session = app.world().resource::<Session>();
    let game = session.table.game();
    assert!(game.is_over());
    // The stages come in the order of a turn.
    let stages = &app.world().resource::<Stages>().0;
    let turns = session.table.record().turns.len();
    assert!(
        stages.len() >= 4 * 60,
        "{} stage entries for {turns} turns",
        stages.len()
    );
    for w in stages.windows(2) {
        let ok = matches!(
            (w[0], w[1]),
            (TurnStage::Draw, TurnStage::Place)
                | (TurnStage::Place, TurnStage::Deploy)
                | (TurnStage::Deploy, TurnStage::Score)
                | (TurnStage::Score, TurnStage::Draw)
        );
        assert!(ok, "stage {:?} followed by {:?}", w[0], w[1]);
    }
    // The record the window kept replays to the same result.
    let record = GameRecord::from_ron(&session.table.record().to_ron()).unwrap();
    assert_eq!(record.replay().unwrap().scores(), game.scores());
    assert_eq!(session.history.last().unwrap(), &game.scores());
}

#[test]
fn after_an_undo_the_board_is_drawn_again_from_the_engine() {
    let mut app = headless_app(Rules::default(), 2);
    for _ in 0..20_000 {
        app.update();
        let moves = app
            .world()
            .get_resource::<Session>()
            .map_or(0, |s| s.table.game().moves_made());
        if moves >= 20 {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(1));
    }
    // Let the view catch up with the last move.
    app.update();
    app.update();
    check_mirror(&mut app);
    let before = app.world().resource::<Session>().table.game().board().len();
    app.world_mut()
        .resource_mut::<Session>()
        .undo(6)
        .expect("six turns can be taken back");
    app.update();
    app.update();
    let after = app.world().resource::<Session>().table.game().board().len();
    assert!(after < before, "the board shrank: {before} -> {after}");
    check_mirror(&mut app);
}
