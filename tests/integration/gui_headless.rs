//! The game's Bevy side without a window, driven through its messages as
//! the mouse, the computer seats and the panels drive it: a computer game
//! runs through the turn stages; a person's turn (place, pick up, choose a
//! spot, take it back, end the turn), a computer's reply and an undo each
//! leave the engine and the board's entities saying the same thing.

#![cfg(feature = "gui")]

use crate::headless;

use bevy::prelude::*;
use carcassonne::gui::messages::{TurnEvent, TurnRequest};
use carcassonne::gui::options::GuiOptions;
use carcassonne::gui::play::session::Session;
use carcassonne::gui::states::{AppState, TurnStage};
use carcassonne::gui::table::board_view::MeepleView;
use carcassonne::rules::Happened;
use carcassonne::rules::set_names::InHand;
use carcassonne::rules::{Deploy, Figure, GameRecord, Move, Placement, Rules, Table};
use headless::app::*;
use headless::checks::*;

#[test]
fn a_computer_game_runs_through_the_turn_stages_and_the_board_mirrors_the_engine() {
    let mut app = headless_app(
        Rules {
            abbot: true,
            ..Rules::default()
        },
        3,
        true,
    );
    play_to_the_end(&mut app);
    check_mirror(&mut app);
    check_farm_tints(&mut app);
    let session = session(&app);
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
                | (TurnStage::Deploy, TurnStage::Steps)
                | (TurnStage::Steps, TurnStage::Score)
                | (TurnStage::Score, TurnStage::Draw)
        );
        assert!(ok, "stage {:?} followed by {:?}", w[0], w[1]);
    }
    // The record the window kept replays to the same result.
    let record = GameRecord::from_ron(&session.table.record().to_ron()).unwrap();
    assert_eq!(record.replay().unwrap().scores(), game.scores());
    assert_eq!(session.history.last().unwrap(), &game.scores());
    let news = &app.world().resource::<News>().0;
    assert_eq!(news.last(), Some(&TurnEvent::GameOver));
    let ended = news
        .iter()
        .filter(|e| {
            matches!(
                e,
                TurnEvent::Step {
                    happened: Happened::TurnEnded { .. },
                    ..
                }
            )
        })
        .count();
    let placed = session
        .table
        .record()
        .turns
        .iter()
        .filter(|t| matches!(t, carcassonne::rules::record::Turn::Place { .. }))
        .count();
    assert_eq!(ended, placed, "one TurnEnded a placed tile");
    leave_for_the_menu(&mut app);
}

/// The first-game guide moves on as the player does what it asks: placing
/// the tile, then ending the turn.
#[test]
fn the_first_game_guide_follows_the_players_moves() {
    use carcassonne::gui::screens::guide::Guide;
    let mut app = headless_app(Rules::default(), 2, false);
    app.insert_resource(Guide::At(0));
    update_until(&mut app, "the person holds a tile", |a| {
        stage(a) == Some(TurnStage::Place)
    });
    assert_eq!(*app.world().resource::<Guide>(), Guide::At(0));
    let (p, _) = placement_with_a_spot(&session(&app).table);
    request(&mut app, TurnRequest::Move(Move::Place(p)));
    app.update();
    assert_eq!(
        *app.world().resource::<Guide>(),
        Guide::At(1),
        "placed: on to meeples"
    );
    request(&mut app, TurnRequest::Move(Move::EndTurn));
    app.update();
    assert_eq!(
        *app.world().resource::<Guide>(),
        Guide::At(2),
        "turn ended: on to scoring"
    );
}

#[test]
fn a_persons_turn_a_computers_reply_and_an_undo_through_the_messages() {
    let mut app = headless_app(Rules::default(), 2, false);
    update_until(&mut app, "the person holds a tile", |a| {
        stage(a) == Some(TurnStage::Place)
    });
    assert!(session(&app).person_to_play());
    let (p, spot) = placement_with_a_spot(&session(&app).table);

    // Place: the tile lies on the board, unconfirmed, not yet a tile entity.
    request(&mut app, TurnRequest::Move(Move::Place(p)));
    app.update();
    assert_eq!(stage(&app), Some(TurnStage::Deploy));
    assert_eq!(session(&app).table.placed(), Some(p));
    assert_eq!(session(&app).table.game().board().len(), 2);
    check_mirror(&mut app);

    // Pick it up again: back to placing, the board as before.
    request(&mut app, TurnRequest::Move(Move::PickUp));
    app.update();
    assert_eq!(stage(&app), Some(TurnStage::Place));
    assert_eq!(session(&app).table.placed(), None);
    assert_eq!(session(&app).table.game().board().len(), 1);

    // A square where it does not fit is refused, and nothing changes.
    let far = Placement {
        pos: carcassonne::rules::Pos::new(9, 9),
        rot: 0,
    };
    request(&mut app, TurnRequest::Move(Move::Place(far)));
    assert_eq!(stage(&app), Some(TurnStage::Place));
    assert!(
        app.world()
            .resource::<News>()
            .0
            .iter()
            .any(|e| matches!(e, TurnEvent::PlacementRefused { .. }))
    );

    // Place again, choose a spot, take the meeple back, choose it again.
    request(&mut app, TurnRequest::Move(Move::Place(p)));
    app.update();
    request(&mut app, TurnRequest::Move(Move::Choose(spot)));
    assert_eq!(session(&app).table.chosen(), spot);
    assert_eq!(session(&app).table.game().meeples().len(), 0, "only chosen");
    request(&mut app, TurnRequest::Move(Move::Choose(Deploy::None)));
    assert_eq!(session(&app).table.chosen(), Deploy::None);
    request(&mut app, TurnRequest::Move(Move::Choose(spot)));
    // A computer's move is not the person's to make: ignored.
    let other = session(&app).table.legal_placements()[0];
    let tile = session(&app).table.in_hand().unwrap();
    request(
        &mut app,
        TurnRequest::Play(carcassonne::ai::Choice {
            act: None,
            tile,
            placement: other,
            deploy: Deploy::None,
        }),
    );
    assert_eq!(session(&app).table.placed(), Some(p));
    assert_eq!(session(&app).table.chosen(), spot);
    let moves = session(&app).table.game().moves_made();

    // End the turn: the follower stands on the board, entity and all.
    request(&mut app, TurnRequest::Move(Move::EndTurn));
    app.update();
    assert_eq!(session(&app).table.game().moves_made(), moves + 1);
    assert_eq!(session(&app).table.game().supply(0), 6);
    let Deploy::Figure(Figure::Follower, segment) = spot else {
        unreachable!()
    };
    let m = session(&app).table.game().meeples()[0];
    assert_eq!((m.player, m.tile, m.segment), (0, 1, segment));
    check_mirror(&mut app);
    let world = app.world_mut();
    let shown: Vec<MeepleView> = world.query::<&MeepleView>().iter(world).copied().collect();
    assert_eq!(shown.len(), 1);
    // The tile placed last is framed: the person's, where the engine has it.
    check_last_placed(&mut app, 1);
    // The feature it stands on is the person's.
    let root = {
        let game = session(&app).table.game();
        game.feature_state(game.segment_id(1, segment))
    };
    assert!(root.complete || root.owners == 1, "{root:?}");

    // The computer replies: its tile lands, its turn ends, the board follows.
    update_until(&mut app, "the computer has played", |a| {
        session(a).table.game().moves_made() >= moves + 2 && stage(a) == Some(TurnStage::Place)
    });
    app.update();
    check_mirror(&mut app);
    assert_eq!(session(&app).table.game().placed_by(2), Some(1));
    check_last_placed(&mut app, 2);
    let stages = &app.world().resource::<Stages>().0;
    assert!(
        stages.windows(4).any(|w| w
            == [
                TurnStage::Place,
                TurnStage::Deploy,
                TurnStage::Score,
                TurnStage::Draw
            ]),
        "the computer's turn went through the stages: {stages:?}"
    );

    // Undo: back to the person's turn, the same tile in hand, the board redrawn.
    let depth = session(&app).undo_depth().expect("the person played");
    assert_eq!(depth, 2, "the computer's reply and the person's turn");
    request(&mut app, TurnRequest::Undo(depth));
    update_until(&mut app, "the person holds the tile again", |a| {
        stage(a) == Some(TurnStage::Place)
    });
    app.update();
    assert_eq!(session(&app).table.game().board().len(), 1);
    assert_eq!(session(&app).table.game().meeples().len(), 0);
    assert!(session(&app).person_to_play());
    check_mirror(&mut app);
}

/// Network play, at the host: a computer stands in for a seat whose player
/// has gone, in the middle of that player's turn (the tile they had put
/// down goes back to the hand and the computer plays it), and the seat is
/// given back when the player returns: then the game waits for them.
#[test]
fn a_computer_stands_in_for_a_seat_and_gives_it_back() {
    use carcassonne::ai::AiKind;
    let mut app = headless_app(Rules::default(), 2, false);
    update_until(&mut app, "seat 1 holds a tile", |a| {
        stage(a) == Some(TurnStage::Place)
    });
    let p = session(&app).table.legal_placements()[0];
    request(&mut app, TurnRequest::Move(Move::Place(p)));
    app.update();
    assert_eq!(stage(&app), Some(TurnStage::Deploy));
    app.world_mut().resource_mut::<News>().0.clear();
    request(
        &mut app,
        TurnRequest::StandIn {
            seat: 0,
            computer: Some(AiKind::Greedy),
        },
    );
    let news = app.world().resource::<News>().0.clone();
    assert!(news.contains(&TurnEvent::SeatsChanged), "{news:?}");
    let picked_up = |e: &TurnEvent| {
        matches!(
            e,
            TurnEvent::Step {
                happened: Happened::PickedUp,
                ..
            }
        )
    };
    assert!(news.iter().any(picked_up), "{news:?}");
    assert_eq!(session(&app).seats[0].computer, Some(AiKind::Greedy));
    assert_eq!(
        session(&app).table.placed(),
        None,
        "the tile is back in hand"
    );
    // Both seats are computers now: the game plays on by itself.
    update_until(&mut app, "a few turns played", |a| {
        session(a).table.game().moves_made() >= 4 && stage(a) == Some(TurnStage::Place)
    });
    check_mirror(&mut app);
    // The player is back: seat 0 is theirs (on their screen) again.
    request(
        &mut app,
        TurnRequest::StandIn {
            seat: 0,
            computer: None,
        },
    );
    update_until(&mut app, "seat 0's turn", |a| {
        session(a).table.game().current_player() == 0 && stage(a) == Some(TurnStage::Place)
    });
    let moves = session(&app).table.game().moves_made();
    for _ in 0..30 {
        app.update();
    }
    assert_eq!(
        session(&app).table.game().moves_made(),
        moves,
        "no computer plays a seat whose player is back"
    );
    assert!(session(&app).any_person_to_play() && !session(&app).computer_to_play());
}

/// Watching recorded games again (`carcassonne view FILE`): stepping
/// forward through every turn and back again, then jumping about, the
/// scores are those `replay --json` gives for the record cut at that turn,
/// and the board's entities are the engine's.
#[test]
fn the_viewer_follows_every_turn_forward_and_back() {
    use carcassonne::ai::AiKind;
    use carcassonne::gui::play::watching::Watching;
    use carcassonne::rules::record::summary_json;
    use rand::SeedableRng;

    for (seed, rules, players) in [
        (3, Rules::default(), 2),
        (
            4,
            Rules {
                river: true,
                abbot: true,
                ..Rules::default()
            },
            4,
        ),
        (
            5,
            Rules {
                farmers: false,
                ..Rules::default()
            },
            3,
        ),
        (
            6,
            Rules {
                abbot: true,
                inns_cathedrals: true,
                traders_builders: true,
                ..Rules::default()
            },
            6,
        ),
    ] {
        let names = (0..players).map(|i| format!("P{i}")).collect();
        let mut table = Table::new(names, rules, seed);
        let mut rng = rand::rngs::SmallRng::seed_from_u64(seed);
        while let Some(tile) = table.in_hand() {
            let c = AiKind::Greedy.choose(table.game(), tile, &mut rng);
            table.place(c.placement).unwrap();
            table.choose(c.deploy).unwrap();
            table.end_turn().unwrap();
        }
        let record = table.record().clone();
        let last = record.turns.len();
        let mut app = app_with(GuiOptions {
            view: Some(carcassonne::rules::Replayed::new(record.clone()).unwrap()),
            ..default()
        });
        update_until(&mut app, "the viewer shows the start", |app| {
            app.world().get_resource::<Session>().is_some()
        });
        app.update();
        let expected = |k: usize| {
            let mut cut = record.clone();
            cut.turns.truncate(k);
            let game = cut.replay().unwrap();
            summary_json(&game, game.is_over())["scores"].clone()
        };
        let check = |app: &mut App, k: usize| {
            request(app, TurnRequest::ShowTurn(k));
            app.update();
            app.update();
            assert_eq!(app.world().resource::<Watching>().at, k);
            let s = session(app);
            assert_eq!(
                serde_json::json!(s.table.game().scores()),
                expected(k),
                "seed {seed}, after {k} turns"
            );
            assert_eq!(s.history.len(), k + 1, "the chart's turns so far");
            check_mirror(app);
        };
        let mut order: Vec<usize> = (1..=last).chain((0..last).rev()).collect();
        // And jumps: the end, the start, the middle, each way.
        order.extend([last, 0, last / 2, last / 3, last - 1]);
        for k in order {
            check(&mut app, k);
        }
        assert!(session(&app).table.record().turns.len() < last);
        assert_eq!(
            *app.world().resource::<State<AppState>>().get(),
            AppState::Watching
        );
    }
}

/// The Princess & the Dragon at one screen: when the dragon's next step
/// is the person's (their dragon tile, or the computer's after its own
/// step), the turn waits in its own stage for it; the person's click (a
/// `Move::Decide`) makes it, the computer's steps come by themselves, and
/// the flight ends in the scoring pause. The record has every step.
#[test]
fn a_person_steers_the_dragon_on_their_step() {
    let rules = Rules {
        princess_dragon: true,
        ..Rules::default()
    };
    let mut app = headless_app(rules, 2, false);
    let mut stepped = 0;
    for _ in 0..200_000 {
        app.update();
        std::thread::sleep(std::time::Duration::from_millis(1));
        let s = session(&app);
        let table = &s.table;
        let request_now = match stage(&app) {
            Some(TurnStage::Steps) if table.step_chooser() == Some(0) => {
                stepped += 1;
                Some(Move::Decide(carcassonne::rules::phase::Pick::Square(
                    table.step_options()[0],
                )))
            }
            Some(TurnStage::Place) if s.person_to_play() => {
                Some(Move::Place(table.legal_placements()[0]))
            }
            Some(TurnStage::Deploy) if s.person_to_play() => Some(Move::EndTurn),
            _ => None,
        };
        ask_or_skip_pause(&mut app, request_now);
        if stepped >= 3 && stage(&app) == Some(TurnStage::Place) {
            break;
        }
    }
    assert!(stepped >= 3, "the person chose {stepped} steps");
    // A flight comes after a deploy and ends in the scoring pause.
    let stages = &app.world().resource::<Stages>().0;
    for w in stages.windows(3) {
        if w[1] == TurnStage::Steps {
            assert_eq!((w[0], w[2]), (TurnStage::Deploy, TurnStage::Score));
        }
    }
    check_mirror(&mut app);
    let table = &session(&app).table;
    let steps: usize = (table.record().turns.iter())
        .map(|t| match t {
            carcassonne::rules::record::Turn::Place { steps, .. } => steps.len(),
            carcassonne::rules::record::Turn::Discard { .. } => 0,
        })
        .sum();
    assert!(
        steps > stepped,
        "{steps} steps recorded, {stepped} the person's"
    );
    let record = GameRecord::from_ron(&table.record().to_ron()).unwrap();
    assert_eq!(record.replay().unwrap().scores(), table.game().scores());
}

/// Abbey & Mayor at one screen: when a hole waits, the person takes their
/// abbey instead of the tile drawn (the side panel's button, the set's act),
/// takes the drawn tile back and the abbey again, and drops it into the
/// hole; the board's entities follow, the record writes the abbey, and
/// the tile drawn comes again later.
#[test]
fn a_person_plays_their_abbey_instead_of_the_tile_drawn() {
    let rules = Rules {
        abbey_mayor: true,
        ..Rules::default()
    };
    let mut app = headless_app(rules, 2, false);
    let (mut switches, mut played) = (0, false);
    for _ in 0..200_000 {
        app.update();
        std::thread::sleep(std::time::Duration::from_millis(1));
        let s = session(&app);
        let table = &s.table;
        let abbey = table.game().held_tile(0);
        let request_now = match stage(&app) {
            Some(TurnStage::Place) if s.person_to_play() => {
                if let Some(take) = table.hand_act(InHand::Swapped)
                    && switches < 3
                {
                    switches += 1;
                    Some(Move::Act(take))
                } else {
                    played |= table.in_hand() == abbey;
                    Some(Move::Place(table.legal_placements()[0]))
                }
            }
            Some(TurnStage::Deploy) if s.person_to_play() => Some(Move::EndTurn),
            _ => None,
        };
        ask_or_skip_pause(&mut app, request_now);
        // The abbey's turn is over and recorded.
        let recorded = |t: &carcassonne::rules::record::Turn| matches!(t, carcassonne::rules::record::Turn::Place { tile, .. } if tile == "AZ");
        let s = session(&app);
        if played && s.table.record().turns.iter().any(recorded) && s.person_to_play() {
            break;
        }
    }
    assert!(played, "the person's abbey went down ({switches} switches)");
    check_mirror(&mut app);
    let table = &session(&app).table;
    assert_eq!(table.game().held_tile(0), None);
    assert_eq!(switches, 3, "to the abbey, back, and to the abbey again");
    let game = table.game();
    let az = carcassonne::rules::catalog().by_id("AZ").unwrap();
    let persons = |i: usize| game.board().tiles()[i].kind == az && game.placed_by(i) == Some(0);
    assert!(
        (0..game.board().len()).any(persons),
        "the person's abbey on the board"
    );
    let record = GameRecord::from_ron(&table.record().to_ron()).unwrap();
    assert_eq!(record.replay().unwrap().scores(), table.game().scores());
}

/// Abbey & Mayor at one screen, from a game whose next move (the normal
/// player's, for the person at seat 0) scores the feature of the
/// person's wagon with a place near by to go: the turn waits in the
/// flight's stage for the person to say where it moves on (a marker's
/// `Move::MoveOn`), the board's figures showing the engine's meanwhile
/// (the wagon gone from its scored feature), the computer's turn
/// follows, and the board and the record agree with the engine.
#[test]
fn a_person_moves_their_wagon_on_after_its_feature_scores() {
    let (record, choice) = before_a_wagon_moves_on();
    let mut app = app_with(GuiOptions {
        resume: Some(carcassonne::rules::Replayed::new(record).unwrap()),
        ..default()
    });
    let mut asked = Vec::new();
    let mut moved = None;
    for _ in 0..20_000 {
        app.update();
        std::thread::sleep(std::time::Duration::from_millis(1));
        let s = session(&app);
        let table = &s.table;
        let request_now = match stage(&app) {
            Some(TurnStage::Steps) if table.moving_on().is_some_and(|w| w.player == 0) => {
                let mut engine: Vec<_> = (table.game().meeples().iter())
                    .map(|m| (m.player, m.figure, m.tile, m.segment))
                    .collect();
                let world = app.world_mut();
                let mut shown: Vec<_> = (world.query::<&MeepleView>().iter(world))
                    .map(|m| (m.player, m.figure, m.tile, m.segment))
                    .collect();
                engine.sort_by_key(|m| format!("{m:?}"));
                shown.sort_by_key(|m| format!("{m:?}"));
                assert_eq!(shown, engine, "the board's figures while the wagon waits");
                let table = &session(&app).table;
                moved = table.move_on_options().first().copied();
                Some(Move::Decide(carcassonne::rules::moving_on::onward_pick(
                    moved,
                )))
            }
            Some(TurnStage::Place | TurnStage::Deploy) if s.person_to_play() && moved.is_none() => {
                let steps = Move::steps_of(choice.placement, choice.deploy);
                let next = steps.get(asked.len()).copied();
                asked.extend(next);
                next
            }
            _ => None,
        };
        ask_or_skip_pause(&mut app, request_now);
        if moved.is_some() && session(&app).person_to_play() {
            break;
        }
    }
    let Some((pos, segment)) = moved else {
        panic!("no wagon moved on after {asked:?}");
    };
    let stages = &app.world().resource::<Stages>().0;
    assert!(stages.contains(&TurnStage::Steps), "{stages:?}");
    check_mirror(&mut app);
    let table = &session(&app).table;
    let game = table.game();
    let at = game.board().index_at(pos).unwrap() as u8;
    let wagon = |m: &&carcassonne::rules::types::Meeple| m.figure == Figure::Wagon && m.player == 0;
    let standing = game.meeples().iter().find(wagon);
    assert_eq!(standing.map(|m| (m.tile, m.segment)), Some((at, segment)));
    let record = GameRecord::from_ron(&table.record().to_ron()).unwrap();
    assert_eq!(record.replay().unwrap().scores(), table.game().scores());
}

/// A game with Abbey & Mayor, two normal players, up to the first turn
/// where seat 0's move scores the feature its wagon stood on before the
/// move, with a place to move on to: the record before it and the move.
fn before_a_wagon_moves_on() -> (GameRecord, carcassonne::ai::Choice) {
    let rules = Rules {
        abbey_mayor: true,
        ..Rules::default()
    };
    let names = vec!["Ann".to_string(), "Bo".to_string()];
    for seed in 0..100 {
        let mut table = Table::new(names.clone(), rules, seed);
        let mut rng = <rand::rngs::SmallRng as rand::SeedableRng>::seed_from_u64(seed);
        while let Some(kind) = table.in_hand() {
            let before = table.record().clone();
            let choice = carcassonne::ai::AiKind::Greedy.choose(table.game(), kind, &mut rng);
            let seat = table.game().current_player();
            choice
                .play(&mut table, carcassonne::rules::phase::FIRST)
                .unwrap();
            let last = table.record().turns.last();
            let moved = matches!(last, Some(carcassonne::rules::record::Turn::Place { moved_on, .. }) if !moved_on.is_empty());
            // Seat 0's own wagon, offered a place (the first, FIRST's
            // choice, is home: what waited shows in the record).
            let mut again = Table::resume(before.clone()).unwrap();
            // A wagon that stood on the board before the move.
            let out = again.game().figure_out(0, Figure::Wagon);
            if seat == 0 && moved && out && again.in_hand() == Some(kind) {
                for m in Move::steps_of(choice.placement, choice.deploy) {
                    again.make(m).unwrap();
                }
                let mine = again.moving_on().is_some_and(|w| w.player == 0);
                if mine && !again.move_on_options().is_empty() {
                    return (before, choice);
                }
            }
        }
    }
    panic!("no game where seat 0's wagon moves on");
}

/// A person's move when there is one, else the scoring pause cut short.
fn ask_or_skip_pause(app: &mut App, m: Option<Move>) {
    if let Some(m) = m {
        request(app, TurnRequest::Move(m));
    } else if stage(app) == Some(TurnStage::Score) {
        request(app, TurnRequest::SkipPause);
    }
}
