//! `carcassonne bench`: the engine's and the computer players' figures,
//! measured on positions from seeded games, one thread.

use std::time::{Duration, Instant};

use rand::SeedableRng;
use rand::rngs::SmallRng;

use crate::ai::{AiKind, random};
use crate::rules::deck::DrawPile;
use crate::rules::{Game, Placement, Rules, SetId, Table};

/// The seats of every game measured (their names matter to nothing here).
fn two_seats() -> Vec<String> {
    vec!["A".into(), "B".into()]
}

/// Every figure `carcassonne bench` prints.
pub fn report() -> serde_json::Value {
    let games = random_games(Duration::from_secs(3));
    let placements = legal_placements(Duration::from_secs(2));
    let lookahead = lookahead(Duration::from_secs(1));
    let dead = dead_squares(Duration::from_secs(1));
    let (inspected, farm_view) = inspector(Duration::from_secs(1));
    let thinking = Duration::from_millis(200);
    let (hard, normal) = longest_moves(thinking);
    let round = |x: f64| (x * 100.0).round() / 100.0;
    serde_json::json!({
        "lookahead_positions_per_second": lookahead.round(),
        "random_games_per_second": games.0.round(),
        "microseconds_per_random_game": round(1e6 / games.0),
        "average_random_game_points": games.1,
        "legal_placement_queries_per_second": placements.round(),
        "microseconds_for_dead_squares_and_every_square_fit_on_a_full_board": round(dead),
        "microseconds_per_inspected_feature_on_a_full_board": round(inspected),
        "microseconds_for_the_farm_view_on_a_full_board": round(farm_view),
        "setup": "2 players, base game with farmers, random legal placement and deployment, one thread",
        "longest_move_with_every_set": {
            "hard_thinking_ms": thinking.as_millis() as u64,
            "hard_ms": round(hard),
            "normal_ms": round(normal),
            "setup": "2 games, hard against normal, every set, seats swapped, one thread",
        },
    })
}

/// The longest move, in milliseconds, of the hard player thinking
/// `thinking` a move and of the normal player, over two 2-player games
/// between them with every set (seats swapped): a tile with very many
/// choices, as one with a set's action on any feature late in a game,
/// must not keep the table waiting.
pub fn longest_moves(thinking: Duration) -> (f64, f64) {
    let mut rules = Rules::default();
    for set in SetId::ALL {
        set.set_in_play(&mut rules, true);
    }
    let mut longest = [0f64; 2];
    for hard_seat in 0..2 {
        let mut table = Table::new(two_seats(), rules, 1);
        let mut rng = SmallRng::seed_from_u64(1);
        while let Some(tile) = table.in_hand() {
            let seat = table.game().current_player();
            let (ai, side) = match seat == hard_seat {
                true => (AiKind::Lookahead, 0),
                false => (AiKind::Greedy, 1),
            };
            let start = Instant::now();
            let choice = ai.choose_turn(table.game(), tile, &mut rng, thinking);
            longest[side] = longest[side].max(start.elapsed().as_secs_f64() * 1e3);
            (choice.play(&mut table, crate::ai::moving_on::CHOOSER)).expect("AI moves are legal");
        }
    }
    (longest[0], longest[1])
}

/// Positions the hard player's lookahead judges per second (answers and
/// next moves) from mid-game positions, one thread.
pub fn lookahead(per_position: Duration) -> f64 {
    let mut rng = SmallRng::seed_from_u64(5);
    let (mut positions, mut seconds) = (0usize, 0f64);
    for (game, tile) in mid_game_positions(3, &mut rng) {
        let start = Instant::now();
        let (_, stats) = crate::ai::lookahead::search(
            &game,
            &[tile],
            &mut rng,
            per_position,
            crate::ai::lookahead::Depth::FULL,
        );
        positions += stats.positions();
        seconds += start.elapsed().as_secs_f64();
    }
    positions as f64 / seconds
}

/// Random full games per second, and the mean total score as a sanity check.
pub fn random_games(budget: Duration) -> (f64, f64) {
    let mut rng = SmallRng::seed_from_u64(7);
    let start = Instant::now();
    let (mut games, mut points) = (0u64, 0u64);
    while start.elapsed() < budget {
        for _ in 0..256 {
            let mut game = Game::new(2, Rules::default());
            let mut pile = DrawPile::shuffled_with(&game, &mut rng);
            random::play_out(&mut game, &mut pile, &mut rng);
            points += game.scores().iter().sum::<u32>() as u64;
            games += 1;
        }
    }
    (
        games as f64 / start.elapsed().as_secs_f64(),
        points as f64 / games as f64,
    )
}

/// Positions about halfway through random 2-player games, each with the
/// tile the next player holds.
fn mid_game_positions(count: u64, rng: &mut SmallRng) -> Vec<(Game, crate::rules::TileKind)> {
    (0..count)
        .filter_map(|seed| {
            let mut table = Table::new(two_seats(), Rules::default(), 100 + seed);
            for _ in 0..35 {
                let tile = table.in_hand()?;
                let c = random::choose(table.game(), tile, rng);
                table.play(c.placement, c.deploy).expect("legal");
            }
            Some((table.game().clone(), table.in_hand()?))
        })
        .collect()
}

/// Boards of 65 tiles from random 2-player games (the window's aids are
/// measured on them).
fn full_boards() -> Vec<Game> {
    let mut rng = SmallRng::seed_from_u64(13);
    (0..16)
        .filter_map(|seed| {
            let mut table = Table::new(two_seats(), Rules::default(), 300 + seed);
            for _ in 0..64 {
                let tile = table.in_hand()?;
                let c = random::choose(table.game(), tile, &mut rng);
                table.play(c.placement, c.deploy).expect("legal");
            }
            Some(table.game().clone())
        })
        .collect()
}

/// Microseconds for what the inspector asks about one feature (its state,
/// worth, tiles and whether it can still be completed), averaged over every
/// feature of boards of 65 tiles; and for the farm view's fields on a whole
/// board.
pub fn inspector(budget: Duration) -> (f64, f64) {
    let boards = full_boards();
    let start = Instant::now();
    let mut features = 0u64;
    while start.elapsed() < budget {
        for game in &boards {
            for root in game.feature_roots() {
                std::hint::black_box(game.feature_state(root));
                std::hint::black_box(crate::rules::scoring::feature_value(game, root));
                std::hint::black_box(game.feature_tiles(root));
                std::hint::black_box(game.never_completed(root));
                features += 1;
            }
        }
    }
    let per_feature = start.elapsed().as_secs_f64() * 1e6 / features as f64;
    let start = Instant::now();
    let mut views = 0u64;
    while start.elapsed() < budget {
        for game in &boards {
            std::hint::black_box(crate::rules::scoring::farms(game));
            views += 1;
        }
    }
    (
        per_feature,
        start.elapsed().as_secs_f64() * 1e6 / views as f64,
    )
}

/// Microseconds to find the dead squares and how the tiles to come fit
/// every empty square (what the window shows), on boards of 65 tiles.
pub fn dead_squares(budget: Duration) -> f64 {
    let boards = full_boards();
    let start = Instant::now();
    let mut checks = 0u64;
    while start.elapsed() < budget {
        for game in &boards {
            std::hint::black_box(game.dead_squares());
            for square in game.board().frontier() {
                std::hint::black_box(game.square_fit(square.pos));
            }
            checks += 1;
        }
    }
    start.elapsed().as_secs_f64() * 1e6 / checks as f64
}

/// Legal-placement generations per second over mid-game positions.
pub fn legal_placements(budget: Duration) -> f64 {
    let mut rng = SmallRng::seed_from_u64(11);
    let positions = mid_game_positions(64, &mut rng);
    let mut out: Vec<Placement> = Vec::with_capacity(256);
    let start = Instant::now();
    let mut queries = 0u64;
    while start.elapsed() < budget {
        for (game, tile) in &positions {
            game.legal_placements(*tile, &mut out);
            std::hint::black_box(&out);
            queries += 1;
        }
    }
    queries as f64 / start.elapsed().as_secs_f64()
}
