//! The command line as a user meets it: `replay`, `selfplay`, `arena`, and clear
//! messages for bad records and bad arguments.

use std::process::Command;

use carcassonne::rules::GameRecord;

use crate::common::temp_dir;

fn run(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_carcassonne"))
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn selfplay_records_replay_to_the_same_scores() {
    let dir = temp_dir("selfplay");
    let (code, out, err) = run(&[
        "selfplay",
        "--games",
        "3",
        "--seed",
        "5",
        "--players",
        "3",
        "--abbot",
        "--river",
        "--ai",
        "greedy,random,random",
        "--out",
        dir.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}");
    for line in out.lines() {
        let summary: serde_json::Value = serde_json::from_str(line).unwrap();
        let file = summary["file"].as_str().unwrap();
        let (code, json, err) = run(&["replay", file, "--json"]);
        assert_eq!(code, 0, "{err}");
        let replayed: serde_json::Value = serde_json::from_str(&json).unwrap();
        assert_eq!(replayed["scores"], summary["scores"]);
        assert_eq!(replayed["finished"], true);
        assert!(
            replayed["events"]
                .as_array()
                .unwrap()
                .iter()
                .all(|e| e["players"].is_array())
        );
    }
    assert_eq!(out.lines().count(), 3);
}

#[test]
fn replay_json_names_turns_and_final_scoring() {
    let dir = temp_dir("json");
    let path = dir.join("small.ron");
    std::fs::write(
        &path,
        r#"GameRecord(version: 1, players: ["Red", "Blue"], rules: Rules(farmers: true, river: false, abbot: false),
           seed: Some(42), start: Start(tile: "D", rot: 0),
           turns: [Place(tile: "E", x: 0, y: 1, rot: 2, meeple: Some(Follower("S"))),
                   Place(tile: "U", x: 1, y: 0, rot: 1, meeple: Some(Follower("E")))])"#,
    )
    .unwrap();
    let (code, out, _) = run(&["replay", path.to_str().unwrap(), "--json", "--score-now"]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    // Scored as if it ended, but it did not end.
    assert_eq!(v["finished"], false);
    assert_eq!(v["scores"], serde_json::json!([4, 2]));
    assert_eq!(
        v["events"],
        serde_json::json!([
            {"turn": 0, "kind": "city", "points": 4, "players": [0]},
            {"turn": null, "kind": "road", "points": 2, "players": [1]}
        ])
    );
    let (_, out, _) = run(&["replay", path.to_str().unwrap(), "--json"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["finished"], false);
    assert_eq!(v["scores"], serde_json::json!([4, 0]));
}

#[test]
fn a_bad_record_gets_one_clear_line_and_a_failing_status() {
    let dir = temp_dir("bad");
    let illegal = dir.join("illegal.ron");
    std::fs::write(
        &illegal,
        r#"GameRecord(version: 1, players: ["A", "B"], rules: Rules(), start: Start(tile: "D", rot: 0),
           turns: [Place(tile: "U", x: 1, y: 0, rot: 1, meeple: None), Place(tile: "C", x: 5, y: 5, rot: 0, meeple: None)])"#,
    )
    .unwrap();
    let (code, out, err) = run(&["replay", illegal.to_str().unwrap()]);
    assert_eq!(code, 1);
    assert!(out.is_empty());
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("illegal.ron: turn 1: tile C does not fit at (5, 5) rot 0: (5, 5) does not touch the board"), "{err}");

    let version = dir.join("version.ron");
    std::fs::write(
        &version,
        r#"GameRecord(version: 9, players: ["A", "B"], rules: Rules(), start: Start(tile: "D", rot: 0))"#,
    )
    .unwrap();
    let (code, _, err) = run(&["replay", version.to_str().unwrap()]);
    assert_eq!(code, 1);
    assert!(err.contains("record version 9 is not supported"), "{err}");

    let (code, _, err) = run(&["replay", "/no/such/file.ron"]);
    assert_eq!(code, 1);
    assert!(err.contains("/no/such/file.ron"), "{err}");
}

/// The sets' flags come from the registry: the usage names every set's,
/// and `--every-set` plays them all (its record has every set on).
#[test]
fn every_sets_flag_is_named_and_every_set_plays_them_all() {
    use carcassonne::rules::SetId;
    let usage = carcassonne::cli::usage();
    for set in SetId::ALL {
        assert!(usage.contains(&format!(" --{}", set.flag())), "{usage}");
    }
    let dir = temp_dir("every-set");
    let (code, out, err) = run(&[
        "selfplay",
        "--games",
        "1",
        "--seed",
        "3",
        "--players",
        "6",
        "--every-set",
        "--out",
        dir.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}");
    let summary: serde_json::Value = serde_json::from_str(out.lines().next().unwrap()).unwrap();
    let text = std::fs::read_to_string(summary["file"].as_str().unwrap()).unwrap();
    let record = GameRecord::from_ron(&text).unwrap();
    for set in SetId::ALL {
        assert!(set.in_play(&record.rules), "{set:?} is not in play");
    }
}

#[test]
fn wrong_arguments_are_named() {
    let (code, _, err) = run(&["selfplay", "--games", "two", "--out", "/tmp"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("--games takes a whole number, not \"two\""),
        "{err}"
    );
    let (code, _, err) = run(&["selfplay", "--players", "7", "--out", "/tmp"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("--players: 7 players: a game has 2 to 5"),
        "{err}"
    );
    let (code, _, err) = run(&["replay", "x.ron", "--frobnicate"]);
    assert_eq!(code, 2);
    assert!(err.contains("unknown argument \"--frobnicate\""), "{err}");
    let (code, _, err) = run(&["selfplay", "--ai", "deep-blue", "--out", "/tmp"]);
    assert_eq!(code, 2);
    assert!(err.contains("unknown AI \"deep-blue\""), "{err}");
}

/// What a record's replay ends at, in terms a player sees: scores, tiles on
/// the board and left, meeples out, whose turn, whether it is over.
fn position(game: &carcassonne::rules::Game) -> (Vec<u32>, usize, usize, usize, usize, bool) {
    (
        game.scores(),
        game.board().len(),
        game.tiles_left(),
        game.meeples().len(),
        game.current_player(),
        game.is_over(),
    )
}

/// A record cut short (a crash while writing, a copy broken off) is either
/// refused with a reason, or it is the same game stopped earlier: its turns
/// are the first turns of the whole record and it replays to the position
/// the whole game stood at after them. Never a panic, never another game.
#[test]
fn every_truncation_of_a_record_is_an_error_or_a_shorter_game_never_a_panic() {
    let table = carcassonne::cli::play_game(
        2,
        Default::default(),
        3,
        &[carcassonne::ai::AiKind::Random; 2],
    );
    let whole = table.record().clone();
    // The position after each number of turns, one turn at a time.
    let mut game = whole.initial_game().unwrap();
    let mut after = vec![position(&game)];
    for turn in &whole.turns {
        carcassonne::rules::record::apply_turn(&mut game, turn).unwrap();
        after.push(position(&game));
    }
    assert!(after.last().unwrap().5, "the whole game is over");

    // A record written after every turn: each is the shorter game.
    for (k, expected) in after.iter().enumerate() {
        let mut shorter = whole.clone();
        shorter.turns.truncate(k);
        let read = GameRecord::from_ron(&shorter.to_ron()).unwrap();
        assert_eq!(&position(&read.replay().unwrap()), expected, "{k} turns");
    }

    // The text cut at any byte.
    let text = whole.to_ron();
    let (mut refused, mut read) = (0, 0);
    for cut in 0..text.len() {
        match GameRecord::from_ron(&text[..cut]) {
            Err(e) => {
                assert!(e.to_string().contains("not a valid game record"), "{e}");
                refused += 1;
            }
            Ok(record) => {
                let k = record.turns.len();
                assert_eq!(record.turns[..], whole.turns[..k], "cut at {cut}");
                assert_eq!(
                    position(&record.replay().unwrap()),
                    after[k],
                    "cut at {cut}"
                );
                read += 1;
            }
        }
    }
    assert!(
        refused > text.len() / 2,
        "{refused} of {} cuts refused",
        text.len()
    );
    eprintln!("{refused} cuts refused, {read} read as a shorter or the whole game");

    // Bytes changed in the middle: refused with a reason or replayed, never a panic.
    let mut bytes = text.clone().into_bytes();
    for i in (0..bytes.len()).step_by(13) {
        bytes[i] = bytes[i].wrapping_mul(31).wrapping_add(7);
        if let Ok(s) = std::str::from_utf8(&bytes)
            && let Ok(record) = GameRecord::from_ron(s)
        {
            let _ = record.replay();
        }
    }
}

#[test]
fn arena_reports_every_game_and_the_points_by_kind() {
    // Three players: `a` takes each seat in turn, the other two are `b`.
    let (code, out, err) = run(&[
        "arena",
        "--games",
        "6",
        "--players",
        "3",
        "--a",
        "outlook",
        "--b",
        "random",
        "--seed",
        "4",
    ]);
    assert_eq!(code, 0, "{err}");
    let report: serde_json::Value = serde_json::from_str(&out).unwrap();
    let wins = |side: &str| report[side]["wins"].as_u64().unwrap();
    assert_eq!(wins("a") + wins("b") + report["draws"].as_u64().unwrap(), 6);
    assert!(
        wins("a") >= 5,
        "the outlook player beats random ones: {out}"
    );
    for side in ["a", "b"] {
        let by_kind = report[side]["average_by_kind"].as_object().unwrap();
        let sum: f64 = by_kind.values().map(|v| v.as_f64().unwrap()).sum();
        let average = report[side]["average_score"].as_f64().unwrap();
        assert!((sum - average).abs() < 1e-9, "{side}: {out}");
        assert!(by_kind.contains_key("field") && by_kind.contains_key("garden"));
    }
    assert_eq!(report["a"]["ai"], "outlook");
    // Each game on its own, in the order of its deals, agrees with the wins.
    let each = report["each"].as_array().unwrap();
    let seeds: Vec<u64> = each.iter().map(|g| g["seed"].as_u64().unwrap()).collect();
    assert_eq!(seeds, (4..10).collect::<Vec<u64>>());
    let kinds = report["kinds"].as_array().unwrap().len();
    let a_won = (each.iter()).filter(|g| {
        let totals: Vec<u64> = (g["points"].as_array().unwrap().iter())
            .map(|seat| {
                let by_kind = seat.as_array().unwrap();
                assert_eq!(by_kind.len(), kinds);
                by_kind.iter().map(|p| p.as_u64().unwrap()).sum()
            })
            .collect();
        let a = g["a_seat"].as_u64().unwrap() as usize;
        (0..3).all(|p| p == a || totals[a] > totals[p])
    });
    assert_eq!(a_won.count() as u64, wins("a"));
}

/// Replays a record made of the given turns (after a valid set-up) and
/// returns the exit status and the message.
fn replay_turns(name: &str, head: &str, turns: &str) -> (i32, String, String) {
    let dir = temp_dir(name);
    let file = dir.join("game.ron");
    std::fs::write(
        &file,
        format!("GameRecord(version: 1, players: [\"A\", \"B\"], {head} turns: [{turns}])"),
    )
    .unwrap();
    run(&["replay", file.to_str().unwrap(), "--json"])
}

const SETUP: &str =
    r#"rules: Rules(farmers: true, river: false, abbot: false), start: Start(tile: "D", rot: 0),"#;

#[test]
fn coordinates_the_board_cannot_hold_are_refused_with_the_turn_and_the_coordinate() {
    // These wrapped onto squares next to the start tile in an earlier version.
    for x in ["255", "65537", "2147483647", "-2147483648", "129"] {
        let (code, out, err) = replay_turns(
            "far",
            SETUP,
            &format!(r#"Place(tile: "U", x: {x}, y: 0, rot: 1, meeple: None)"#),
        );
        assert_eq!(code, 1, "x: {x} was accepted: {out}");
        assert!(
            err.contains(&format!("turn 0: tile U does not fit at ({x}, 0) rot 1"))
                && err.contains("does not touch the board"),
            "x: {x}: {err}"
        );
    }
    // 256 wraps onto the start tile's own square: not "already holds a tile".
    let (code, _, err) = replay_turns(
        "wraps",
        SETUP,
        r#"Place(tile: "U", x: 256, y: 0, rot: 1, meeple: None)"#,
    );
    assert_eq!(code, 1);
    assert!(!err.contains("already holds a tile"), "{err}");
    assert!(err.contains("(256, 0) does not touch the board"), "{err}");
    // A coordinate that does not fit in 32 bits is a malformed record.
    let (code, _, err) = replay_turns(
        "huge",
        SETUP,
        r#"Place(tile: "U", x: 99999999999, y: 0, rot: 1, meeple: None)"#,
    );
    assert_eq!(code, 1);
    assert!(err.contains("not a valid game record"), "{err}");
    // The same place on the board is still accepted.
    let (code, _, err) = replay_turns(
        "near",
        SETUP,
        r#"Place(tile: "U", x: 1, y: 0, rot: 1, meeple: None)"#,
    );
    assert_eq!(code, 0, "{err}");
}

#[test]
fn score_now_says_whether_the_game_really_ended() {
    let dir = temp_dir("score_now");
    let file = dir.join("unfinished.ron");
    std::fs::write(
        &file,
        format!(
            "GameRecord(version: 1, players: [\"A\", \"B\"], {SETUP} turns: [Place(tile: \"U\", x: 1, y: 0, rot: 1, meeple: Some(Follower(\"E\")))])"
        ),
    )
    .unwrap();
    let (code, out, err) = run(&["replay", file.to_str().unwrap(), "--json", "--score-now"]);
    assert_eq!(code, 0, "{err}");
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(json["finished"], false, "{out}");
    assert_eq!(
        json["scores"][0], 2,
        "the open road scored as at the end: {out}"
    );
    let (_, text, _) = run(&["replay", file.to_str().unwrap(), "--score-now"]);
    assert!(
        text.contains("in progress, scored as if it ended now"),
        "{text}"
    );
}

#[test]
fn a_start_rotation_unknown_fields_and_a_missing_rules_block_are_refused() {
    let (code, _, err) = replay_turns(
        "start_rot",
        r#"rules: Rules(), start: Start(tile: "D", rot: 1),"#,
        "",
    );
    assert_eq!(code, 1);
    assert!(err.contains("start rotation 1 is not allowed"), "{err}");

    let (code, _, err) = replay_turns(
        "unknown_field",
        SETUP,
        r#"Place(tile: "U", x: 1, y: 0, rot: 1, meeple: None, score: 99)"#,
    );
    assert_eq!(code, 1);
    assert!(err.contains("score"), "the unknown field is named: {err}");

    let (code, _, err) = replay_turns(
        "unknown_meeple_field",
        SETUP,
        r#"Place(tile: "U", x: 1, y: 0, rot: 1, meeple: Some(RecallAbbot(x: 0, y: 0, z: 1)))"#,
    );
    assert_eq!(code, 1);
    assert!(err.contains("`z`"), "{err}");

    let (code, _, err) = replay_turns("no_rules", r#"start: Start(tile: "D", rot: 0),"#, "");
    assert_eq!(code, 1);
    assert!(err.contains("rules"), "the missing block is named: {err}");

    // Inside the block, an omitted toggle takes its documented default.
    let (code, _, err) = replay_turns(
        "rules_defaults",
        r#"rules: Rules(river: false), start: Start(tile: "D", rot: 0),"#,
        "",
    );
    assert_eq!(code, 0, "{err}");
}

/// Started where there is no desktop, the game says so in a sentence and
/// exits with status 1, rather than panicking in the windowing library.
#[cfg(feature = "gui")]
#[test]
fn with_no_desktop_the_window_says_why_and_exits_1() {
    let home = temp_dir("no-desktop");
    for display in [None, Some(":987")] {
        let mut command = Command::new(env!("CARGO_BIN_EXE_carcassonne"));
        command
            .args(["--players", "2"])
            .env_remove("WAYLAND_DISPLAY")
            .env("CARCASSONNE_HOME", &*home);
        match display {
            Some(d) => command.env("DISPLAY", d),
            None => command.env_remove("DISPLAY"),
        };
        let out = command.output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{display:?}: {err}");
        assert!(
            err.contains("no desktop to open the game's window on"),
            "{err}"
        );
        assert!(!err.contains("panicked"), "{err}");
        if let Some(d) = display {
            assert!(err.contains(&format!("DISPLAY is {d}")), "{err}");
        }
    }
}
