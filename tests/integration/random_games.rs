//! Invariants over thousands of random games, under rule sets that play
//! every two rule toggles each way (`Rules::covering_pairs`): meeples are conserved, scores never go down, every completed
//! feature is scored once, the game ends exactly when the deck is empty,
//! every record replays to the same scores, and the preview of final
//! scoring agrees with final scoring.

use std::collections::HashSet;

use carcassonne::ai::AiKind;
use carcassonne::cli::play_game;
use carcassonne::rules::Figure;
use carcassonne::rules::record::{MeepleAction, Turn};
use carcassonne::rules::sets::categories::{self, Category};
use carcassonne::rules::{
    Game, GameRecord, Pos, Rules, ScoreEvent, ScoreKind, SetId, TileKind, catalog,
};

/// Rule sets that play every two toggles (farmers, each set) each way:
/// their count grows with the number of sets, not with two to its power.
fn all_rule_sets() -> Vec<Rules> {
    Rules::covering_pairs()
}

/// Checks what must hold after every move of a game.
fn check_position(game: &Game, before: &[u32]) {
    for (p, &earlier) in before.iter().enumerate() {
        let on_board = |figure: Figure| {
            game.meeples()
                .iter()
                .filter(|m| m.player as usize == p && m.figure == figure)
                .count() as u8
        };
        // Every figure is on the board, in its owner's supply or held off
        // the board by a set's rule (a prisoner), as many as the figure
        // model gives each player, and only with its set.
        for figure in Figure::ALL {
            let all = if figure.in_play(game.sets()) {
                figure.spec().per_player
            } else {
                0
            };
            let out = on_board(figure);
            assert_eq!(
                out + game.in_supply(p, figure) + game.held(p, figure),
                all,
                "{figure:?} of seat {p}"
            );
            assert_eq!(
                game.figure_out(p, figure),
                out > 0,
                "{figure:?} of seat {p}"
            );
        }
        assert_eq!(game.abbot_out(p), on_board(Figure::Abbot) > 0);
        assert_eq!(game.large_meeple_out(p), on_board(Figure::Large) > 0);
        assert_eq!(
            game.large_meeple_home(p),
            game.rules().inns_cathedrals
                && on_board(Figure::Large) == 0
                && game.held(p, Figure::Large) == 0
        );
        // Only paying another seat (a ransom) lowers a score.
        assert!(
            game.score(p) + game.paid(p) >= earlier,
            "score of seat {p} went down"
        );
        // Goods only with Traders & Builders.
        assert!(game.rules().traders_builders || game.goods(p) == [0; 3]);
    }
    // A builder stands beside a follower of its owner, a pig beside a farmer.
    for m in game.meeples() {
        if m.figure.spec().beside_own {
            let root = game
                .features()
                .root(game.segment_id(m.tile as usize, m.segment));
            assert!(game.features().node(root).meeples[m.player as usize] > 0);
        }
    }
    // The tokens held, and those in cities not yet completed, are the
    // symbols printed on the tiles placed (wine 9, grain 6, cloth 5 at most).
    let held: u32 = (0..game.players())
        .map(|p| game.goods(p).iter().map(|&g| g as u32).sum::<u32>())
        .sum();
    assert!(held <= 20);
    // Each open feature's count is its meeples' weight: the large meeple
    // counts two.
    let mut weights = std::collections::HashMap::new();
    for m in game.meeples() {
        let root = game
            .features()
            .root(game.segment_id(m.tile as usize, m.segment));
        *weights.entry((root, m.player)).or_insert(0u8) += m.figure.weight();
    }
    for (&(root, p), &w) in &weights {
        assert_eq!(game.features().node(root).meeples[p as usize], w);
    }
    // The computer players' read-only preview of final scoring agrees with
    // scoring a copy of the game for real.
    let mut ended = game.clone();
    ended.score_now();
    assert_eq!(
        &carcassonne::rules::scoring::final_scores(game)[..game.players()],
        &ended.scores()[..],
        "final scores preview after move {}",
        game.moves_made()
    );
}

/// Replays a record move by move, checking the invariants after each.
fn replay_checked(record: &GameRecord) -> Game {
    let mut game = record.initial_game().unwrap();
    let mut scores = game.scores();
    for turn in &record.turns {
        carcassonne::rules::record::apply_turn(&mut game, turn).unwrap();
        // An abbey goes only where every side has a tile.
        if let (Some(_), Turn::Place { x, y, .. }) = (held_tile(turn), turn) {
            let at = Pos::new(*x, *y);
            assert!((0..4).all(|e| game.board().tile_at(at.step(e)).is_some()));
        }
        check_position(&game, &scores);
        scores = game.scores();
    }
    game
}

#[test]
fn random_games_keep_every_invariant_with_every_two_sets_together() {
    let rule_sets = all_rule_sets();
    // About 8000 games in all, however many rule sets cover the pairs.
    let games_per_set = 8000 / rule_sets.len();
    let mut flights = 0;
    let mut fairy_points = 0;
    let mut abbeys = 0;
    // Wagons that moved on after their feature scored (each move checked
    // against the rules by the replay).
    let mut wagons_moved = 0;
    // How often each of the set's actions was recorded (`MeepleAction::Set`).
    let mut actions = std::collections::HashMap::new();
    for (i, &rules) in rule_sets.iter().enumerate() {
        for g in 0..games_per_set {
            // Six seats only with Inns & Cathedrals.
            let players = 2 + g % (rules.max_players() - 1);
            let seed = (i * 10_000 + g) as u64;
            let table = play_game(players, rules, seed, &vec![AiKind::Random; players]);
            let game = table.game();
            assert!(game.is_over(), "{rules:?} seed {seed}: not over");
            assert_eq!(game.tiles_left(), 0);

            // The record says the same, and replays to the same scores.
            let text = table.record().to_ron();
            let record = GameRecord::from_ron(&text).unwrap();
            let replayed = replay_checked(&record);
            assert_eq!(replayed.scores(), game.scores(), "{rules:?} seed {seed}");
            assert_eq!(replayed.events(), game.events());
            // No farmer is left in a barn's field.
            for barn in game.barns() {
                let field = game.barn_field(barn);
                assert!(
                    game.meeples().iter().all(|m| m.figure.weight() == 0
                        || game
                            .features()
                            .root(game.segment_id(m.tile as usize, m.segment))
                            != field),
                    "{rules:?} seed {seed}: a farmer in a barn's field"
                );
            }

            // Every tile of the rules' sets was drawn once: placed or
            // discarded; beside them, each seat played or let go its
            // abbey at most once.
            let start = if rules.river { 2 } else { 1 };
            let held: Vec<&Turn> = (record.turns.iter())
                .filter(|t| held_tile(t).is_some())
                .collect();
            assert!(held.len() <= players, "{rules:?} seed {seed}");
            assert!(rules.abbey_mayor || held.is_empty());
            abbeys += held.len();
            // The base game's 72 and each set's in play, as its tile file
            // counts them.
            let expected: u32 = (catalog().types.iter())
                .filter(|t| t.set.is_none_or(|s| s.in_play(&rules)))
                .map(|t| t.count as u32)
                .sum();
            let expected = expected as usize;
            assert_eq!(record.turns.len() - held.len() + start, expected);

            // The dragon flies at most six steps, never onto a tile twice,
            // each step to a tile beside the last.
            for turn in &record.turns {
                let Turn::Place {
                    steps,
                    meeple,
                    moved_on,
                    ..
                } = turn
                else {
                    continue;
                };
                assert!(rules.abbey_mayor || moved_on.is_empty());
                wagons_moved += moved_on.iter().flatten().count();
                if let Some(MeepleAction::Set { action, .. }) = meeple {
                    // Each set's action only with its set.
                    assert!(
                        action.set.in_play(&rules),
                        "{rules:?} seed {seed}: {action:?}"
                    );
                    if action.corner().is_some() {
                        assert!(rules.farmers, "{rules:?} seed {seed}: {action:?}");
                    }
                    *actions.entry(action.name()).or_insert(0) += 1;
                }
                assert!(steps.len() <= 6, "{rules:?} seed {seed}: {steps:?}");
                for (i, a) in steps.iter().enumerate() {
                    assert!(
                        !steps[i + 1..].contains(a),
                        "{rules:?} seed {seed}: {steps:?}"
                    );
                }
                for w in steps.windows(2) {
                    let apart = (w[0].x - w[1].x).abs() + (w[0].y - w[1].y).abs();
                    assert_eq!(apart, 1, "{rules:?} seed {seed}: {steps:?}");
                }
            }
            if rules.princess_dragon {
                flights += record
                    .turns
                    .iter()
                    .any(|t| matches!(t, Turn::Place { steps, .. } if !steps.is_empty()))
                    as usize;
            }

            // A builder's double turn is two tiles, never three: seats take
            // turns but for second tiles, each after its seat's first.
            for tile in 2..game.board().len() {
                let (seat, before) = (game.placed_by(tile), game.placed_by(tile - 1));
                if game.was_extra_tile(tile) {
                    assert_eq!(seat, before, "{rules:?} seed {seed}: second tile {tile}");
                    assert!(!game.was_extra_tile(tile - 1));
                } else if let (Some(s), Some(b)) = (seat, before)
                    && !catalog().get(game.board().tiles()[tile].kind).is_held()
                {
                    // (Seats without an abbey to play are passed over in
                    // the last round.)
                    assert_eq!(s, (b + 1) % players, "{rules:?} seed {seed}: tile {tile}");
                }
            }
            // Second tiles come from the builder and from a message.
            assert!(
                rules.traders_builders
                    || rules.messengers
                    || (1..game.board().len()).all(|t| !game.was_extra_tile(t))
            );
            // The fairy's points: 1 as a turn begins, 3 beside a feature
            // scored; only with its set.
            for e in game
                .events()
                .iter()
                .filter(|e| e.kind == ScoreKind::Set(SetId::PrincessDragon))
            {
                assert!(rules.princess_dragon, "{rules:?} seed {seed}: a fairy");
                assert!(e.points == 1 || e.points == 3, "{e:?}");
                assert_eq!(e.seats().count(), 1);
                fairy_points += e.points as usize;
            }
            // Each feature scores at most once during the game, but a
            // monastery or garden the abbot was taken back from (scored
            // then), which a figure may reach again through a portal, and
            // a field, whose farmers score whenever a barn joins it.
            // (Points one seat pays another are no feature's.)
            let recalls: HashSet<u32> = (record.turns.iter().enumerate())
                .filter(|(_, t)| {
                    matches!(
                        t,
                        Turn::Place {
                            meeple: Some(MeepleAction::Recall { .. }),
                            ..
                        }
                    )
                })
                .map(|(i, _)| i as u32)
                .collect();
            let mut seen = HashSet::new();
            let in_play = |e: &&ScoreEvent| {
                e.turn.is_some_and(|t| !recalls.contains(&t))
                    && e.kind != ScoreKind::Set(SetId::PrincessDragon)
                    && e.kind != ScoreKind::Field
                    && e.kind != ScoreKind::Paid
                    // Points a set gives for another's scoring (a robbery).
                    && e.what.feature().is_some()
            };
            // A road across a ferry's lake may score again: a ferry moved
            // later joined it to an open road (docs/rules/ferries.md, open
            // point 3).
            let ferried = |root| {
                (game.feature_tiles(root).iter()).any(|&t| {
                    catalog().get(game.board().tiles()[t].kind).set == Some(SetId::Ferries)
                })
            };
            for e in game.events().iter().filter(in_play) {
                let root = game.features().root(e.what.feature().unwrap());
                assert!(
                    seen.insert(root) || (e.kind == ScoreKind::Road && ferried(root)),
                    "{rules:?} seed {seed}: feature scored twice: {:?}",
                    game.events()
                        .iter()
                        .filter(|o| o.what.feature().map(|f| game.features().root(f)) == Some(root))
                        .collect::<Vec<_>>()
                );
            }
            // Points per kind, less what a seat paid, add up to the total,
            // and the categories the window shows (inn roads and cathedral
            // cities apart, what was paid against what was received) to
            // them.
            let by_category = categories::points_by_category(game);
            assert_eq!(by_category.len(), players);
            for (p, &categories) in by_category.iter().enumerate() {
                let kinds = game.score_by_kind(p).iter().sum::<u32>();
                assert_eq!(kinds - game.paid(p), game.score(p));
                assert_eq!(categories.iter().sum::<i64>(), game.score(p) as i64);
                let of = |c: Category| categories[c.index()];
                let kind = game.score_by_kind(p).map(i64::from);
                let k = |k: ScoreKind| kind[k.index()];
                let (inn, cathedral) = (of(Category::Inn), of(Category::Cathedral));
                assert_eq!(of(Category::Road) + inn, k(ScoreKind::Road));
                assert_eq!(of(Category::City) + cathedral, k(ScoreKind::City));
                for (c, s) in [
                    (Category::Monastery, ScoreKind::Monastery),
                    (Category::Garden, ScoreKind::Garden),
                    (Category::Field, ScoreKind::Field),
                ] {
                    assert_eq!(of(c), k(s));
                }
                for set in SetId::ALL {
                    assert_eq!(of(Category::Set(set)), k(ScoreKind::Set(set)), "{set:?}");
                }
                let paid = of(Category::Paid);
                assert_eq!(paid, k(ScoreKind::Paid) - game.paid(p) as i64);
                if !rules.inns_cathedrals {
                    assert_eq!((inn, cathedral), (0, 0));
                }
                if !rules.traders_builders {
                    assert_eq!(kind[ScoreKind::Set(SetId::TradersBuilders).index()], 0);
                }
            }
            if !rules.abbot {
                assert!(game.events().iter().all(|e| e.kind != ScoreKind::Garden));
            }
            if !rules.farmers {
                assert!(game.events().iter().all(|e| e.kind != ScoreKind::Field));
            }
            if rules.river {
                check_river(&record);
            }
        }
    }
    assert!(flights > 100, "the dragon flew in {flights} games");
    for name in ["Portal", "Princess", "Fairy", "Barn"] {
        assert!(actions.get(name) > Some(&50), "{name}: {actions:?}");
    }
    assert!(fairy_points > 500, "the fairy gave {fairy_points} points");
    assert!(abbeys > 500, "{abbeys} abbeys played");
    assert!(wagons_moved > 500, "{wagons_moved} wagons moved on");
}

/// The tile a recorded turn plays or lets go, when it is a player's own
/// (the abbey), not one from the pile.
fn held_tile(turn: &Turn) -> Option<TileKind> {
    let (Turn::Place { tile, .. } | Turn::Discard { tile, .. }) = turn;
    catalog()
        .by_id(tile)
        .filter(|&k| catalog().get(k).is_held())
}

/// The river tiles come first and end with the lake.
fn check_river(record: &GameRecord) {
    let cat = catalog();
    let ids: Vec<&str> = record
        .turns
        .iter()
        .map(|t| match t {
            Turn::Place { tile, .. } | Turn::Discard { tile, .. } => tile.as_str(),
        })
        .collect();
    assert!(
        ids[..10]
            .iter()
            .all(|id| id.starts_with('R') && *id != "RL" && *id != "RA"),
        "{ids:?}"
    );
    assert_eq!(ids[10], "RL", "the lake comes right after the river");
    assert!(
        matches!(record.turns[10], Turn::Place { .. }),
        "the lake is always placed"
    );
    assert!(cat.by_id("RL").is_some());
}

#[test]
fn greedy_players_beat_random_players() {
    let mut greedy_wins = 0;
    for seed in 0..20 {
        let t = play_game(2, Rules::default(), seed, &[AiKind::Greedy, AiKind::Random]);
        if t.game().score(0) > t.game().score(1) {
            greedy_wins += 1;
        }
    }
    assert!(greedy_wins >= 18, "greedy won only {greedy_wins} of 20");
}

#[test]
fn every_computer_level_plays_every_set_and_every_two_together() {
    use carcassonne::rules::Table;
    use rand::SeedableRng;
    let (mut abbeys, mut wagons_moved) = (0, 0);
    for (i, rules) in all_rule_sets().into_iter().enumerate() {
        let levels = [AiKind::Lookahead, AiKind::Easy, AiKind::Greedy];
        let players = 3;
        let mut table = Table::new(vec!["A".into(), "B".into(), "C".into()], rules, i as u64);
        let mut rng = rand::rngs::SmallRng::seed_from_u64(i as u64);
        while let Some(tile) = table.in_hand() {
            let ai = levels[table.game().current_player() % players];
            let choice = ai.choose_turn(
                table.game(),
                tile,
                &mut rng,
                std::time::Duration::from_millis(2),
            );
            abbeys += (choice.tile != tile) as usize;
            choice
                .play(&mut table, carcassonne::ai::moving_on::CHOOSER)
                .unwrap();
        }
        assert!(table.game().is_over());
        let replayed = GameRecord::from_ron(&table.record().to_ron())
            .unwrap()
            .replay()
            .unwrap();
        assert_eq!(replayed.scores(), table.game().scores());
        wagons_moved += (table.record().turns.iter())
            .filter(|t| matches!(t, Turn::Place { moved_on, .. } if moved_on.iter().any(Option::is_some)))
            .count();
    }
    // Abbeys are played (in the last round they are the tile in hand),
    // and wagons move on.
    assert!(abbeys > 0, "no computer played its abbey instead of a tile");
    assert!(wagons_moved > 0, "no computer's wagon moved on");
}
