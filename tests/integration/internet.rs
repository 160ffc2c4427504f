//! Internet play by join code, with no byte leaving this machine: a relay
//! of the game's own on the loopback address, every connection forced
//! through it (no direct path), and a tap between the relay and everyone
//! that records every byte and can cut the path. A whole game to the same
//! summary on every screen, a path that drops and comes back, a watcher
//! who joins mid-game, no secret on the wire; and a clear word for a code
//! with a letter wrong, a host that is gone and a relay that cannot be
//! reached.
#![cfg(feature = "net")]

use crate::common;

use std::io::{Read, Write};
use std::net::{Shutdown, SocketAddr, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use carcassonne::net::join_code::{CodeRelay, JoinCode, JoinTrouble};
use carcassonne::net::links::JoinTransport;
use carcassonne::net::pump::nobody;
use carcassonne::net::relay::RelayThread;
use common::screens::{Screen, Served, play_to_the_end, run_until, turns};

/// A TCP tap between everyone and the relay: keeps every byte both ways;
/// while `cut`, it closes what is open and turns newcomers away.
struct Tap {
    address: SocketAddr,
    bytes: Arc<Mutex<Vec<u8>>>,
    cut: Arc<AtomicBool>,
    open: Arc<Mutex<Vec<TcpStream>>>,
}

impl Tap {
    fn start(relay: SocketAddr) -> Tap {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let address = listener.local_addr().unwrap();
        let bytes = Arc::new(Mutex::new(Vec::new()));
        let cut = Arc::new(AtomicBool::new(false));
        let open = Arc::new(Mutex::new(Vec::new()));
        let (kept, cutting, opened) = (bytes.clone(), cut.clone(), open.clone());
        std::thread::spawn(move || {
            for client in listener.incoming() {
                let Ok(client) = client else { continue };
                if cutting.load(Ordering::SeqCst) {
                    let _ = client.shutdown(Shutdown::Both);
                    continue;
                }
                let Ok(server) = TcpStream::connect(relay) else {
                    continue;
                };
                let mut o = opened.lock().unwrap();
                o.push(client.try_clone().unwrap());
                o.push(server.try_clone().unwrap());
                drop(o);
                for (from, to) in [
                    (client.try_clone().unwrap(), server.try_clone().unwrap()),
                    (server, client),
                ] {
                    let kept = kept.clone();
                    std::thread::spawn(move || copy(from, to, kept));
                }
            }
        });
        Tap {
            address,
            bytes,
            cut,
            open,
        }
    }

    /// Cuts every path through the relay (`true`) or lets them be made again.
    fn cut(&self, cut: bool) {
        self.cut.store(cut, Ordering::SeqCst);
        if cut {
            for s in self.open.lock().unwrap().drain(..) {
                let _ = s.shutdown(Shutdown::Both);
            }
        }
    }

    fn heard(&self) -> Vec<u8> {
        self.bytes.lock().unwrap().clone()
    }
}

fn copy(mut from: TcpStream, mut to: TcpStream, kept: Arc<Mutex<Vec<u8>>>) {
    let mut buf = [0u8; 16 * 1024];
    while let Ok(n) = from.read(&mut buf) {
        if n == 0 || to.write_all(&buf[..n]).is_err() {
            break;
        }
        kept.lock().unwrap().extend_from_slice(&buf[..n]);
    }
    let _ = to.shutdown(Shutdown::Both);
}

/// Cuts the path through the relay for `how_long`, the screens ticking.
fn cut_for(tap: &Tap, screens: &mut [Screen], how_long: Duration) {
    tap.cut(true);
    let cut_at = Instant::now();
    run_until(screens, how_long + Duration::from_secs(30), |_| {
        cut_at.elapsed() > how_long
    });
    tap.cut(false);
}

fn contains(haystack: &[u8], needle: &[u8]) -> bool {
    haystack.windows(needle.len()).any(|w| w == needle)
}

/// Two players and a computer through the relay only, with a password;
/// the path is cut for three seconds mid-game (the connections last),
/// then for eighteen (each screen joins again with its seat's secret); a
/// watcher joins after that. Every screen (the watcher's too) ends with the host's summary;
/// the password, the seats' secrets and the game's words never cross the
/// wire in clear.
#[test]
fn a_whole_game_by_join_code_through_a_relay_encrypted() {
    let relay = RelayThread::start(([127, 0, 0, 1], 0).into()).unwrap();
    let tap = Tap::start(relay.address);
    let url = format!("http://{}", tap.address);
    let home = common::temp_dir("internet-game");
    let served = Served::start(
        &home,
        &format!(
            "--port 0 --players 3 --computers 1 --seed 21 --password sesame --relay {url} --relay-only"
        ),
    );
    let code = served.code(Duration::from_secs(30));
    assert!(code.parse::<JoinCode>().is_ok(), "{code}");
    let mut screens = vec![
        Screen::join("Ann", &code, Some("sesame")),
        Screen::join("Bo", &code, Some("sesame")),
    ];
    run_until(&mut screens, Duration::from_secs(120), |s| {
        turns(&s[0]) >= 12
    });
    // A moment without a path (a router's hiccup): the connections last.
    cut_for(&tap, &mut screens, Duration::from_secs(3));
    run_until(&mut screens, Duration::from_secs(120), |s| {
        turns(&s[0]) >= 24
    });
    assert_eq!(
        screens[0].tables, 1,
        "the connection lasted through the short cut"
    );
    // Longer than a connection lasts with no path: each screen comes back
    // by itself, with its seat.
    cut_for(&tap, &mut screens, Duration::from_secs(18));
    let before = turns(&screens[0]);
    screens.push(Screen::watch("Wes", &code, Some("sesame")));
    let printed = play_to_the_end(&mut screens, served, Duration::from_secs(300));
    assert!(
        turns(&screens[0]) > before + 10,
        "the game went on after the cut"
    );
    assert!(
        screens[0].tables >= 2 && screens[1].tables >= 2,
        "both came back"
    );
    assert!(
        printed.iter().any(|l| l.starts_with("Ann takes seat")),
        "{printed:?}"
    );
    for s in &screens {
        eprintln!(
            "{}: {} whole tables, {} steps, {} bytes",
            s.name, s.tables, s.steps, s.bytes
        );
    }
    let wire = tap.heard();
    eprintln!("{} bytes through the relay", wire.len());
    assert!(
        wire.len() > 20_000,
        "the game went through the relay: {} bytes",
        wire.len()
    );
    assert!(!contains(&wire, b"sesame"), "the password crossed in clear");
    for s in &screens[..2] {
        let (_, secret) = s.key.as_ref().expect("a seat's secret");
        assert!(
            !contains(&wire, secret.as_bytes()),
            "a seat's secret crossed in clear"
        );
    }
    for word in [&b"Hello"[..], b"next_step", b"Welcome"] {
        assert!(
            !contains(&wire, word),
            "{} crossed in clear",
            String::from_utf8_lossy(word)
        );
    }
}

/// A code with a letter wrong is refused at once; a code whose host is
/// gone, and one whose relay cannot be reached, each end with their own
/// reason.
#[test]
fn a_code_that_leads_nowhere_says_why() {
    let relay = RelayThread::start(([127, 0, 0, 1], 0).into()).unwrap();
    let nobody_at = iroh::SecretKey::generate().public();
    let gone = JoinCode {
        host: *nobody_at.as_bytes(),
        relay: CodeRelay::Own(format!("http://{}", relay.address)),
    };
    // A port nobody listens on: the one of a relay that stopped.
    let stopped = RelayThread::start(([127, 0, 0, 1], 0).into()).unwrap();
    let dead = format!("http://{}", stopped.address);
    drop(stopped);
    let unreachable = JoinCode {
        host: *nobody_at.as_bytes(),
        relay: CodeRelay::Own(dead.clone()),
    };

    let mut wrong = gone.to_string().into_bytes();
    wrong[3] = if wrong[3] == b'A' { b'B' } else { b'A' };
    let wrong = String::from_utf8(wrong).unwrap();
    assert!(matches!(
        JoinTransport::connect(&wrong, true, nobody()),
        Err(JoinTrouble::BadCode(_))
    ));

    let mut links = [&gone, &unreachable]
        .map(|code| JoinTransport::connect(&code.to_string(), true, nobody()).unwrap());
    let mut ended: [Option<JoinTrouble>; 2] = [None, None];
    let until = Instant::now() + Duration::from_secs(60);
    while ended.iter().any(Option::is_none) {
        assert!(
            Instant::now() < until,
            "no reason given in a minute: {ended:?}"
        );
        for (link, end) in links.iter_mut().zip(&mut ended) {
            if end.is_none()
                && let Err(why) = link.poll()
            {
                *end = Some(why);
            }
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    assert_eq!(ended[0], Some(JoinTrouble::HostSilent));
    assert_eq!(ended[1], Some(JoinTrouble::NoRelay(Some(dead))));
}

/// A game on the local network joined as the game's list joins it: by
/// the host's code with its address there, no relay, no address book;
/// two screens play a whole game to the host's summary, encrypted.
#[test]
fn a_game_on_the_local_network_by_code_and_address() {
    let home = common::temp_dir("internet-local");
    let served = Served::start(
        &home,
        "--port 0 --players 3 --computers 1 --seed 12 --abbot",
    );
    let code: JoinCode = served.local_code(Duration::from_secs(20)).parse().unwrap();
    let CodeRelay::Direct(at) = code.relay else {
        panic!("a code for the local network: {code}")
    };
    let relay = CodeRelay::Direct(SocketAddr::from(([127, 0, 0, 1], at.port())));
    let here = JoinCode { relay, ..code }.to_string();
    let mut screens = vec![
        Screen::join("Ann", &here, None),
        Screen::join("Bo", &here, None),
    ];
    play_to_the_end(&mut screens, served, Duration::from_secs(240));
    for s in &screens {
        assert_eq!(s.tables, 1, "{} got the whole table again", s.name);
    }
}
