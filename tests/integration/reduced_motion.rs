//! Reduced motion (Settings… → Reduce motion): no movement on the board
//! outlasts the frame it began in, where without it tiles settle and
//! figures pop and fly home over several frames.

#![cfg(feature = "gui")]

use std::collections::HashSet;

use crate::headless;
use bevy::prelude::*;
use carcassonne::gui::prefs::Prefs;
use carcassonne::gui::table::motion::Motion;
use carcassonne::rules::Rules;
use headless::app::*;

/// How many movements were still under way a frame after another frame,
/// over the first ten turns of an autoplayed game of two.
fn lasting_movements(reduce: bool) -> usize {
    let mut app = headless_app(Rules::default(), 2, true);
    app.world_mut()
        .resource_mut::<Prefs>()
        .settings
        .reduce_motion = reduce;
    let (mut before, mut lasting) = (HashSet::new(), 0);
    for _ in 0..20_000 {
        app.update();
        let mut moving = app.world_mut().query_filtered::<Entity, With<Motion>>();
        let now: HashSet<Entity> = moving.iter(app.world()).collect();
        lasting += now.intersection(&before).count();
        before = now;
        if session(&app).table.record().turns.len() >= 10 {
            return lasting;
        }
        std::thread::sleep(std::time::Duration::from_millis(1));
    }
    panic!("ten turns never came");
}

#[test]
fn with_motion_reduced_no_movement_outlasts_its_frame() {
    assert!(
        lasting_movements(false) > 0,
        "movements take frames as usual"
    );
    assert_eq!(lasting_movements(true), 0);
}
