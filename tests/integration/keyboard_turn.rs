//! A person's turn by keys alone, in the game's own systems (no window):
//! Tab puts the tile on a square where it fits and goes on to the next,
//! Shift+Tab back, a digit chooses a numbered spot, Escape takes the tile
//! back into the hand, Enter ends the turn. The record shows the move.

#![cfg(feature = "gui")]

use crate::headless;
use bevy::prelude::*;
use carcassonne::gui::states::TurnStage;
use carcassonne::gui::table::keys::{fitting_squares, numbered};
use carcassonne::rules::record::{MeepleAction, Turn};
use carcassonne::rules::{Deploy, Rules};
use headless::app::*;

/// Presses keys together for one frame, as a hand does, then lets go.
fn press(app: &mut App, keys: &[KeyCode]) {
    let mut input = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    for &k in keys {
        input.press(k);
    }
    app.update();
    let mut input = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    for &k in keys {
        input.release(k);
    }
    input.clear();
    app.update();
}

#[test]
fn a_whole_turn_by_keys() {
    let mut app = headless_app(Rules::default(), 2, false);
    update_until(&mut app, "the person holds a tile", |a| {
        stage(a) == Some(TurnStage::Place)
    });
    let squares = fitting_squares(&session(&app).table);
    assert!(squares.len() > 1, "{squares:?}");
    press(&mut app, &[KeyCode::Tab]);
    assert_eq!(stage(&app), Some(TurnStage::Deploy));
    let placed = |app: &App| session(app).table.placed().map(|p| p.pos);
    assert_eq!(placed(&app), Some(squares[0]));
    press(&mut app, &[KeyCode::Tab]);
    assert_eq!(placed(&app), Some(squares[1]));
    press(&mut app, &[KeyCode::ShiftLeft, KeyCode::Tab]);
    assert_eq!(placed(&app), Some(squares[0]), "Shift+Tab goes back");
    // Escape: the tile back in the hand; Tab puts it down again.
    press(&mut app, &[KeyCode::Escape]);
    assert_eq!((stage(&app), placed(&app)), (Some(TurnStage::Place), None));
    press(&mut app, &[KeyCode::Tab]);
    assert_eq!(placed(&app), Some(squares[0]));
    // The first numbered spot, then the turn ends with the follower on it.
    let spots = numbered(&session(&app).table.deploy_options());
    let Some(&Deploy::Figure(_, segment)) = spots.first() else {
        panic!("the start's neighbour has a spot: {spots:?}");
    };
    press(&mut app, &[KeyCode::Digit1]);
    assert_eq!(session(&app).table.chosen(), spots[0]);
    press(&mut app, &[KeyCode::Enter]);
    update_until(&mut app, "the turn is recorded", |a| {
        !session(a).table.record().turns.is_empty()
    });
    let Turn::Place { x, y, meeple, .. } = &session(&app).table.record().turns[0] else {
        panic!("a placed tile");
    };
    assert_eq!((*x, *y), (squares[0].x, squares[0].y));
    assert!(
        matches!(meeple, Some(MeepleAction::Put { .. })),
        "{meeple:?} on segment {segment}"
    );
}

/// A whole game of a person against a computer, with The River and Inns &
/// Cathedrals, the person's every turn made by keys alone: Tab to the
/// first square where the tile fits, now and then a digit for the first
/// spot, Enter. The game ends, and its record replays to the same scores.
#[test]
fn a_whole_game_by_keys() {
    let rules = Rules {
        river: true,
        inns_cathedrals: true,
        ..Rules::default()
    };
    let mut app = headless_app(rules, 2, false);
    // Each frame a tenth of a second on the game's clock: the computer's
    // moves and the scoring pauses pass in frames, not in real seconds.
    app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(
        std::time::Duration::from_millis(100),
    ));
    let mut turns = 0;
    for _ in 0..200_000 {
        app.update();
        if session(&app).table.game().is_over() {
            break;
        }
        if stage(&app) != Some(TurnStage::Place) || !session(&app).person_to_play() {
            continue;
        }
        turns += 1;
        press(&mut app, &[KeyCode::Tab]);
        assert_eq!(stage(&app), Some(TurnStage::Deploy), "turn {turns}");
        let spots = numbered(&session(&app).table.deploy_options());
        if turns % 3 == 0 && !spots.is_empty() {
            press(&mut app, &[KeyCode::Digit1]);
            assert_eq!(session(&app).table.chosen(), spots[0]);
        }
        press(&mut app, &[KeyCode::Enter]);
        assert_ne!(stage(&app), Some(TurnStage::Deploy), "turn {turns} ended");
    }
    let session = session(&app);
    assert!(session.table.game().is_over(), "the game ended");
    assert!(turns > 20, "{turns} turns by keys");
    let record = session.table.record();
    let meeples = (record.turns.iter())
        .filter(|t| {
            matches!(
                t,
                Turn::Place {
                    meeple: Some(_),
                    ..
                }
            )
        })
        .count();
    assert!(meeples > 5, "{meeples} meeples put down");
    let replayed = record.replay().expect("the record replays");
    assert_eq!(replayed.scores(), session.table.game().scores());
}
