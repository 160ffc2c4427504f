//! Random games at the table for the engine's tests: each turn a random
//! placement, a random deploy and random steps, the test looking at the
//! table once the tile is down and once the move is over.

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use super::set_names::InHand;
use super::table::Table;
use super::tileset::TileKind;
use super::types::{Rules, ScoreEvent};

/// Plays a whole game of `players` seats at random from `seed`; `placed`
/// sees the table with each tile down, before its deploy; `ended` sees it
/// after each move with what the move said it scored.
pub(crate) fn random_game(
    rules: Rules,
    players: usize,
    seed: u64,
    mut placed: impl FnMut(&Table),
    mut ended: impl FnMut(&Table, &[ScoreEvent]),
) -> Table {
    let names = (0..players).map(|i| format!("P{i}")).collect();
    let mut table = Table::new(names, rules, seed);
    let mut rng = SmallRng::seed_from_u64(seed);
    // A set's act (a payment) now and then, before the tile or after.
    let act = |table: &mut Table, rng: &mut SmallRng| {
        let acts = table.acts_of(InHand::Kept);
        if !acts.is_empty() && rng.random_bool(0.4) {
            table.act(acts[rng.random_range(0..acts.len())]).unwrap();
        }
    };
    while table.in_hand().is_some() {
        if table.game().in_last_round() {
            // The last round: a player may let their own tile go (an act
            // made first, now and then).
            if rng.random_bool(0.3) {
                act(&mut table, &mut rng);
                let let_go = table.hand_act(InHand::LetGo).unwrap();
                let told = table.act(let_go).unwrap();
                ended(&table, &told);
                continue;
            }
        } else if let Some(take) = table.hand_act(InHand::Swapped)
            && rng.random_bool(0.03)
        {
            // Their own held tile instead of the one drawn, and
            // now and then the drawn one back again.
            table.act(take).unwrap();
            if rng.random_bool(0.3) {
                table.act(take).unwrap();
            }
        }
        act(&mut table, &mut rng);
        let places = table.legal_placements();
        table
            .place(places[rng.random_range(0..places.len())])
            .unwrap();
        act(&mut table, &mut rng);
        placed(&table);
        let options = table.deploy_options();
        table
            .choose(options[rng.random_range(0..options.len())])
            .unwrap();
        let mut told = table.end_turn().unwrap();
        while table.chooser_in_flight().is_some() {
            assert!(table.legal_placements().is_empty(), "no tile mid-flight");
            assert!(table.place(places[0]).is_err(), "no tile mid-flight");
            let key = table.phase_key().expect("a phase chooses");
            if key != crate::rules::phase::STEPS && key != crate::rules::moving_on::KEY {
                // Another phase of a set's (a capture): any of its picks.
                let options = table.options();
                let pick = options[rng.random_range(0..options.len())];
                told.extend(table.decide(pick).unwrap());
            } else if table.step_chooser().is_some() {
                let options = table.step_options();
                let to = options[rng.random_range(0..options.len())];
                told.extend(table.decide(crate::rules::phase::Pick::Square(to)).unwrap());
            } else {
                // Home now and then, else one of the places offered.
                let options = table.move_on_options();
                let to = (!options.is_empty() && rng.random_bool(0.8))
                    .then(|| options[rng.random_range(0..options.len())]);
                told.extend(
                    table
                        .decide(crate::rules::moving_on::onward_pick(to))
                        .unwrap(),
                );
            }
        }
        ended(&table, &told);
    }
    table
}

/// The normal player's tile and figure for the tile in hand, and the
/// turn ended, its steps left to the test: games where players score.
pub(crate) fn normal_tile_move(table: &mut Table, kind: TileKind, rng: &mut SmallRng) {
    let choice = crate::ai::AiKind::Greedy.choose(table.game(), kind, rng);
    table.place(choice.placement).unwrap();
    table.choose(choice.deploy).unwrap();
    table.end_turn().unwrap();
}
