//! `carcassonne serve`, the headless host, played by screens without a
//! window (`Screen`: the library's link, protocol and steps, as a player's
//! window uses them): whole games through a relay that drops, delays,
//! reorders and duplicates datagrams; a host killed and continued; seats
//! that belong to their players; the password.
#![cfg(feature = "net")]

use crate::common;

use std::net::SocketAddr;
use std::time::Duration;

use carcassonne::net::protocol::{Rejection, ToHost, encode};
use carcassonne::rules::Move;
use carcassonne::rules::record::Turn;
use common::screens::{Ended, LossyLink, Screen, Served, play_to_the_end, run, run_until, turns};

/// Three screens join a headless host, each through its own relay that
/// loses 15% of all datagrams, delays, reorders and duplicates the rest;
/// the host has a computer seat too. Every screen ends with the host's
/// summary, followed every step (no whole table after the first), and
/// heard only a few hundred bytes a turn.
#[test]
fn a_headless_host_plays_a_whole_game_through_a_bad_network() {
    let home = common::temp_dir("serve-relay");
    let served = Served::start(
        &home,
        "--port 0 --players 4 --computers 1 --seed 12 --abbot",
    );
    let host: SocketAddr = ([127, 0, 0, 1], served.port).into();
    let relays: Vec<LossyLink> = (0..3).map(|i| LossyLink::start(host, 0.15, i)).collect();
    let mut screens: Vec<Screen> = ["Ann", "Bo", "Cy"]
        .iter()
        .zip(&relays)
        .map(|(name, r)| Screen::join(name, &r.address.to_string(), None))
        .collect();
    let printed = play_to_the_end(&mut screens, served, Duration::from_secs(240));
    let placed = turns(&screens[0]);
    for s in &screens {
        assert_eq!(s.tables, 1, "{} got the whole table again", s.name);
        eprintln!(
            "{}: {} steps, {} bytes a turn",
            s.name,
            s.steps,
            s.bytes / placed
        );
        assert!(s.bytes / placed < 1000, "{} bytes a turn", s.bytes / placed);
    }
    for name in ["Ann", "Bo", "Cy"] {
        let took = format!("{name} takes seat");
        assert!(printed.iter().any(|l| l.starts_with(&took)), "{printed:?}");
    }
}

/// Seats belong to their players, also across a crash of the host: a
/// stranger who joins while a player is away is refused, the player gets
/// the seat back; the host is killed and continued from its save, the
/// stranger is refused again and both players get back in and finish. A
/// password keeps out those without it.
#[test]
fn seats_belong_to_their_players_and_a_killed_host_goes_on() {
    let home = common::temp_dir("serve-seats");
    let record = home.join("served.ron");
    let args = format!(
        "--port 0 --players 2 --seed 4 --password moat --record {}",
        record.display()
    );
    let served = Served::start(&home, &args);
    let address = format!("127.0.0.1:{}", served.port);
    for (password, says) in [(None, "has a password"), (Some("mote"), "wrong password")] {
        let mut outsider = Screen::join("Eve", &address, password);
        let ended = run(std::slice::from_mut(&mut outsider), Duration::from_secs(20));
        assert!(
            matches!(&ended[0], Ended::Refused(why) if why.contains(says)),
            "{ended:?}"
        );
    }
    let mut screens = vec![
        Screen::join("Ann", &address, Some("moat")),
        Screen::join("Bo", &address, Some("moat")),
    ];
    run_until(&mut screens, Duration::from_secs(60), |s| turns(&s[0]) >= 8);
    // Bo's screen dies; a stranger with the password tries his seat.
    screens[1].link.disconnect();
    let mut stranger = Screen::join("Eve", &address, Some("moat"));
    let ended = run(std::slice::from_mut(&mut stranger), Duration::from_secs(20));
    assert!(
        matches!(&ended[0], Ended::Refused(why) if why.contains("every seat")),
        "{ended:?}"
    );
    screens[1].restart();
    run_until(&mut screens, Duration::from_secs(60), |s| {
        turns(&s[1]) >= 14
    });
    // The host dies and is started again on its port from its save.
    let port = served.port;
    let mut killed = served;
    killed.child.kill().unwrap();
    killed.child.wait().unwrap();
    let again = format!("--port {port} --record {} --continue", record.display());
    let served = Served::start(&home, &again);
    let mut stranger = Screen::join("Eve", &address, Some("moat"));
    let ended = run(std::slice::from_mut(&mut stranger), Duration::from_secs(20));
    assert!(
        matches!(&ended[0], Ended::Refused(why) if why.contains("every seat")),
        "{ended:?}"
    );
    let printed = play_to_the_end(&mut screens, served, Duration::from_secs(120));
    assert!(
        printed.iter().any(|l| l.contains("is back in seat")),
        "{printed:?}"
    );
}

/// A player who does not come back does not stop the game: after
/// `--stand-in 1` a computer plays their seat, and when they are back
/// they play it again; the game ends alike on both screens.
#[test]
fn a_computer_plays_for_a_player_who_is_away_until_they_are_back() {
    let home = common::temp_dir("serve-stand-in");
    let served = Served::start(&home, "--port 0 --players 2 --seed 9 --stand-in 1");
    let address = format!("127.0.0.1:{}", served.port);
    let mut screens = vec![
        Screen::join("Ann", &address, None),
        Screen::join("Bo", &address, None),
    ];
    run_until(&mut screens, Duration::from_secs(60), |s| turns(&s[0]) >= 6);
    screens[1].link.disconnect();
    let at = turns(&screens[0]);
    // Only Ann's screen is there: the game goes on only if someone plays
    // Bo's turns.
    run_until(&mut screens[..1], Duration::from_secs(60), |s| {
        turns(&s[0]) >= at + 8
    });
    screens[1].restart();
    let printed = play_to_the_end(&mut screens, served, Duration::from_secs(120));
    let said = |what: &str| printed.iter().any(|l| l.contains(what));
    assert!(said("(Bo) until they are back"), "{printed:?}");
    assert!(said("Bo is back in seat"), "{printed:?}");
}

/// Someone with the password watches a game under way: no seat is taken,
/// the whole table comes once and then every step, a move it asks for is
/// refused, and its table ends with the players' summary.
#[test]
fn a_watcher_joins_mid_game_sees_every_step_and_may_not_play() {
    let home = common::temp_dir("serve-watch");
    let served = Served::start(&home, "--port 0 --players 2 --seed 6 --password moat");
    let address = format!("127.0.0.1:{}", served.port);
    let mut screens = vec![
        Screen::join("Ann", &address, Some("moat")),
        Screen::join("Bo", &address, Some("moat")),
    ];
    run_until(&mut screens, Duration::from_secs(60), |s| turns(&s[0]) >= 6);
    // Bo looks away (the game soon waits for his move) while Ida comes
    // in to watch.
    screens[1].paused = true;
    screens.push(Screen::watch("Ida", &address, Some("moat")));
    run_until(&mut screens, Duration::from_secs(30), |s| s[2].tables > 0);
    screens[2].link.send(encode(&ToHost::Ask(Move::EndTurn)));
    screens[1].paused = false;
    let printed = play_to_the_end(&mut screens, served, Duration::from_secs(120));
    let watcher = &screens[2];
    assert_eq!(watcher.tables, 1, "the whole table once, then steps");
    assert!(watcher.steps > 0);
    assert!(watcher.key.is_none(), "a watcher has no seat");
    assert_eq!(watcher.rejected, [Rejection::Watching]);
    assert!(printed.iter().any(|l| l == "Ida watches"), "{printed:?}");
}

/// A connection that goes between a player's asks (the tile down, the
/// turn not ended) leaves the turn half made at the host: the screen that
/// comes back gets the table with its tile placed and finishes the turn
/// (once it waited for ever for a turn it thought not begun).
#[test]
fn a_player_back_mid_turn_finishes_it() {
    let home = common::temp_dir("serve-mid-turn");
    let served = Served::start(&home, "--port 0 --players 2 --seed 3");
    let address = format!("127.0.0.1:{}", served.port);
    let mut screens = vec![
        Screen::join("Ann", &address, None),
        Screen::join("Bo", &address, None),
    ];
    // Seats go in the order the hellos arrive: Ann's may be either.
    let anns_seat = |s: &[Screen]| s[0].key.as_ref().map(|k| k.0);
    let bos_turn = |s: &[Screen]| {
        let to_play = s[0].table.as_ref().map(|t| t.game().current_player());
        turns(&s[0]) >= 4 && to_play.is_some() && to_play != anns_seat(s)
    };
    run_until(&mut screens, Duration::from_secs(60), bos_turn);
    screens[0].paused = true;
    let anns_turn = |s: &[Screen]| {
        let table = s[0].table.as_ref().unwrap();
        Some(table.game().current_player()) == anns_seat(s) && table.placed().is_none()
    };
    run_until(&mut screens, Duration::from_secs(60), anns_turn);
    let at = turns(&screens[0]);
    let table = screens[0].table.as_ref().unwrap();
    let place = Move::Place(table.legal_placements()[0]);
    screens[0].link.send(encode(&ToHost::Ask(place)));
    screens[0].link.flush();
    run_until(&mut screens, Duration::from_secs(30), |s| {
        s[0].table.as_ref().unwrap().placed().is_some()
    });
    // The screen goes and comes back before it asked for the rest.
    screens[0].restart();
    screens[0].paused = false;
    let printed = play_to_the_end(&mut screens, served, Duration::from_secs(120));
    assert!(turns(&screens[0]) > at + 1, "the game went on");
    assert!(
        printed.iter().any(|l| l.starts_with("Ann is back in seat")),
        "{printed:?}"
    );
}

/// The Princess & the Dragon through the headless host: each step of the
/// dragon's flight comes from the screen of the seat that chooses it
/// (its turn or not), the computer seat's from the host; every screen
/// ends with the host's summary, and nothing a screen asked is refused.
#[test]
fn each_seat_steers_the_dragon_from_its_own_screen() {
    let home = common::temp_dir("serve-dragon");
    let served = Served::start(
        &home,
        "--port 0 --players 3 --computers 1 --seed 8 --princess-dragon",
    );
    let address = format!("127.0.0.1:{}", served.port);
    let mut screens = vec![
        Screen::join("Ann", &address, None),
        Screen::join("Bo", &address, None),
    ];
    play_to_the_end(&mut screens, served, Duration::from_secs(240));
    for s in &screens {
        assert!(
            s.steps_asked > 3,
            "{} chose {} steps",
            s.name,
            s.steps_asked
        );
        assert_eq!(s.rejected, [], "{}", s.name);
    }
    let record = screens[0].table.as_ref().unwrap().record();
    let flown: usize = (record.turns.iter())
        .map(|t| match t {
            Turn::Place { steps, .. } => steps.len(),
            Turn::Discard { .. } => 0,
        })
        .sum();
    let asked: usize = screens.iter().map(|s| s.steps_asked).sum();
    assert!(flown > asked, "the computer's steps too: {flown} > {asked}");
}
