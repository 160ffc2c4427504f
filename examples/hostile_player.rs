//! A player's screen that misbehaves, for scripts/netplay.sh: it throws
//! garbage datagrams at the host's port, sends malformed, oversized and
//! premature messages, says hello with another version, asks out of turn
//! and for illegal moves, and checks each is refused with a reason while
//! the game stays as it was. Then it plays its seat properly to the end and
//! prints the `replay --json` summary, which must equal the host's.
//!   cargo run --example hostile_player -- 127.0.0.1:PORT

use std::net::UdpSocket;
use std::time::{Duration, Instant};

use carcassonne::ai::AiKind;
use carcassonne::net::link::JoinLink;
use carcassonne::net::protocol::{Hello, ToHost, ToPlayer, decode, encode, game_version};
use carcassonne::net::steps::follow;
use carcassonne::net::view::TableView;
use carcassonne::rules::record::summary_json;
use carcassonne::rules::{Move, Placement, Pos, Table};
use rand::SeedableRng;
use rand::rngs::SmallRng;

fn hello(version: &str) -> Vec<u8> {
    let mut hello = Hello::new("hostile", None, None);
    hello.version = version.into();
    encode(&ToHost::Hello(hello))
}

thread_local! {
    /// The chat lines heard: (name, text).
    static CHAT: std::cell::RefCell<Vec<(String, String)>> = Default::default();
}

/// Polls until a message arrives (or fails after 20 s); messages that
/// arrive together wait their turn. Chat lines are put aside in `CHAT`.
fn next(link: &mut JoinLink) -> ToPlayer {
    thread_local! {
        static HEARD: std::cell::RefCell<std::collections::VecDeque<Vec<u8>>> = Default::default();
    }
    let start = Instant::now();
    loop {
        if let Some(bytes) = HEARD.with(|h| h.borrow_mut().pop_front()) {
            match decode(&bytes).expect("the host speaks the protocol") {
                ToPlayer::Said { name, text, .. } => {
                    CHAT.with(|c| c.borrow_mut().push((name, text)));
                    continue;
                }
                message => return message,
            }
        }
        let polled = link.poll().expect("connected");
        HEARD.with(|h| {
            h.borrow_mut()
                .extend(polled.into_iter().map(|b| b.to_vec()))
        });
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "the host said nothing"
        );
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// The next refusal, skipping tables; the table must not have changed.
fn expect_rejected(link: &mut JoinLink, table: &mut Table, what: &str) {
    let before = TableView::of(table);
    expect_rejected_while(link, table, what, |now| {
        assert_eq!(TableView::of(now), before, "{what} changed the game")
    });
}

/// The next refusal; `table` follows the tables and steps that come
/// meanwhile, each of which must pass `check`.
fn expect_rejected_while(
    link: &mut JoinLink,
    table: &mut Table,
    what: &str,
    check: impl Fn(&Table),
) {
    loop {
        match next(link) {
            ToPlayer::Rejected(reason) => {
                eprintln!("refused as it should be ({what}): {reason}");
                return;
            }
            ToPlayer::Table { view, .. } => *table = view.table().expect("the host's table"),
            ToPlayer::Step(step) => {
                follow(table, &step).expect("a step this table can make");
            }
            // The seats told again (someone joined or left): no change.
            ToPlayer::Welcome { .. } => continue,
            other => panic!("{what}: {other:?}"),
        }
        check(table);
    }
}

/// Median and largest of some delays, in milliseconds.
fn spread(delays: &mut [Duration]) -> String {
    delays.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    match delays {
        [] => "none measured".into(),
        _ => format!(
            "median {:.0} ms, largest {:.0} ms",
            ms(delays[delays.len() / 2]),
            ms(delays[delays.len() - 1])
        ),
    }
}

fn main() {
    let address = std::env::args()
        .nth(1)
        .expect("usage: hostile_player HOST:PORT");
    // Datagrams that are not netcode at all.
    let junk = UdpSocket::bind("0.0.0.0:0").unwrap();
    for n in 0..200usize {
        let bytes: Vec<u8> = (0..(n * 37) % 1400).map(|i| (i * 31 + n) as u8).collect();
        junk.send_to(&bytes, &address).unwrap();
    }
    // Another version: refused, and the refusal names both.
    let mut other = JoinLink::connect(&address).unwrap();
    other.send(hello("0.0.1"));
    match next(&mut other) {
        ToPlayer::Refused(reason) => {
            assert!(
                reason.contains("0.0.1") && reason.contains(&game_version()),
                "{reason}"
            );
            eprintln!("refused as it should be (another version): {reason}");
        }
        m => panic!("another version was let in: {m:?}"),
    }
    let mut link = JoinLink::connect(&address).unwrap();
    // Before the hello: garbage, too large, an ask.
    link.send(b"\x00\xffnot json".to_vec());
    link.send(vec![b'['; 70_000]);
    link.send(encode(&ToHost::Ask(Move::EndTurn)));
    for what in ["garbage", "too large", "an ask before hello"] {
        match next(&mut link) {
            ToPlayer::Rejected(reason) => eprintln!("refused as it should be ({what}): {reason}"),
            m => panic!("{what}: {m:?}"),
        }
    }
    link.send(hello(&game_version()));
    let ToPlayer::Welcome { seat, .. } = next(&mut link) else {
        panic!("no welcome")
    };
    // A chat line with a bell and a line break in it: it comes back, to
    // every screen, as one clean line under this seat's name.
    link.send(encode(&ToHost::Say("hello,\u{7} host\n".into())));
    let mut rng = SmallRng::seed_from_u64(9);
    let (mut tried_out_of_turn, mut tried_illegal) = (false, false);
    // The host's table as this screen follows it; `fresh` when it has
    // moved on without a message still to read.
    let mut table: Option<Table> = None;
    let mut fresh = false;
    let (mut asked, mut placed_seen) = (None::<(Instant, usize)>, false);
    let (mut to_placed, mut to_ended) = (Vec::new(), Vec::new());
    loop {
        if !std::mem::take(&mut fresh) {
            match next(&mut link) {
                ToPlayer::Table { view, .. } => {
                    table = Some(view.table().expect("the host's view makes sense"));
                }
                ToPlayer::Step(step) => {
                    let t = table.as_mut().expect("a step after the first table");
                    follow(t, &step).expect("a step this table can make");
                }
                // The seats again: in the lobby as others join, and when
                // the game begins.
                ToPlayer::Welcome { .. } => continue,
                ToPlayer::Rejected(r) => panic!("a proper move was refused: {r}"),
                m => panic!("{m:?}"),
            }
        }
        let table = table.as_mut().expect("a table");
        // How long the host took to show this screen's move to every
        // screen (all get the same table at once): the tile on the board,
        // then the turn ended.
        if let Some((at, turns)) = asked {
            if !placed_seen && table.placed().is_some() {
                placed_seen = true;
                to_placed.push(at.elapsed());
            }
            if table.record().turns.len() > turns {
                to_ended.push(at.elapsed());
                asked = None;
            }
        }
        let Some(tile) = table.in_hand() else { break };
        let to_play = table.game().current_player();
        if to_play != seat && !tried_out_of_turn {
            tried_out_of_turn = true;
            link.send(encode(&ToHost::Ask(place_at(0, 1, 0))));
            // The host's own seat goes on moving meanwhile; the ask must
            // not have put a tile down for this seat.
            expect_rejected_while(&mut link, table, "out of turn", |t| {
                let mine = t.game().current_player() == seat;
                assert!(
                    !(mine && t.placed().is_some()),
                    "out of turn changed the game"
                );
            });
            fresh = true;
            continue;
        }
        if to_play == seat && table.placed().is_none() {
            if !tried_illegal {
                tried_illegal = true;
                for ask in [place_at(50, 50, 0), place_at(1, 0, 7), Move::EndTurn] {
                    link.send(encode(&ToHost::Ask(ask)));
                    expect_rejected(&mut link, table, &format!("{ask:?}"));
                }
            }
            let c = AiKind::Greedy.choose(table.game(), tile, &mut rng);
            // As a person would, take a moment: the host is past the pause
            // that shows what the last turn scored, so the delay measured
            // is the network's and the host's frame, not that pause.
            std::thread::sleep(Duration::from_millis(300));
            for ask in c.steps(table) {
                link.send(encode(&ToHost::Ask(ask)));
            }
            asked = Some((Instant::now(), table.record().turns.len()));
            placed_seen = false;
        }
    }
    assert!(tried_out_of_turn && tried_illegal);
    let chat = CHAT.with(|c| c.borrow().clone());
    assert_eq!(chat, [("hostile".to_string(), "hello,  host".to_string())]);
    eprintln!(
        "delay from a move sent to the table every screen gets, over {} moves: tile placed {}, turn ended {}",
        to_ended.len(),
        spread(&mut to_placed),
        spread(&mut to_ended)
    );
    let game = table.expect("a table");
    println!("{}", summary_json(game.game(), game.game().is_over()));
}

/// A step that puts the tile in hand on a square.
fn place_at(x: i32, y: i32, rot: u8) -> Move {
    Move::Place(Placement {
        pos: Pos::new(x, y),
        rot,
    })
}
