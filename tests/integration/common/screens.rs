//! Screens without a window for the network tests (`serve.rs`,
//! `internet.rs`): the library's connection, protocol and steps, as a
//! player's window uses them; and `carcassonne serve` as a process.

use std::io::{BufRead, BufReader};
use std::net::{SocketAddr, UdpSocket};
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use carcassonne::ai::AiKind;
use carcassonne::ai::moving_on::next_in_flight;
use carcassonne::net::links::JoinTransport;
use carcassonne::net::protocol::{Hello, Rejection, ToHost, ToPlayer, decode, encode};
use carcassonne::net::pump::nobody;
use carcassonne::net::steps::follow;
use carcassonne::rules::Table;
use carcassonne::rules::record::summary_json;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

/// A player's screen with no window: it joins, keeps its seat's secret,
/// follows the host's steps, plays its seat with a computer, and comes
/// back after the connection drops.
pub struct Screen {
    pub name: String,
    pub address: String,
    pub password: Option<String>,
    pub link: JoinTransport,
    pub key: Option<(usize, String)>,
    pub table: Option<Table>,
    pub next_step: u64,
    /// The turn (record length) this screen last asked a move for.
    pub asked: Option<usize>,
    /// The dragon's step this screen last asked for: the turn, and how
    /// many squares the flight had then.
    pub asked_step: Option<(usize, usize)>,
    /// Steps of the dragon this screen chose and asked for.
    pub steps_asked: usize,
    pub rng: SmallRng,
    /// Whole tables received (each one replays the game here), steps
    /// made, bytes heard.
    pub tables: usize,
    pub steps: usize,
    pub bytes: usize,
    pub lost_since: Option<Instant>,
    /// Joined to watch, not to play; what the host refused it.
    pub watch: bool,
    /// Hears the host but makes no move (its player looks away).
    pub paused: bool,
    pub rejected: Vec<Rejection>,
}

/// What a screen heard that ends its part.
#[derive(Debug)]
pub enum Ended {
    Refused(String),
    GameOver,
}

impl Screen {
    pub fn join(name: &str, address: &str, password: Option<&str>) -> Screen {
        let mut screen = Screen {
            name: name.into(),
            address: address.into(),
            password: password.map(str::to_string),
            link: connect(address),
            key: None,
            table: None,
            next_step: 0,
            asked: None,
            asked_step: None,
            steps_asked: 0,
            rng: SmallRng::seed_from_u64(name.len() as u64),
            tables: 0,
            steps: 0,
            bytes: 0,
            lost_since: None,
            watch: false,
            paused: false,
            rejected: Vec::new(),
        };
        screen.hello();
        screen
    }

    /// A screen that joins to watch.
    pub fn watch(name: &str, address: &str, password: Option<&str>) -> Screen {
        let mut screen = Screen::join(name, address, password);
        screen.watch = true;
        // Its first hello asked for a seat: this one is from a new connection.
        screen.restart();
        screen
    }

    pub fn hello(&mut self) {
        let password = self.password.as_deref();
        let hello = match self.watch {
            true => Hello::to_watch(&self.name, password),
            false => Hello::new(&self.name, self.key.as_ref(), password),
        };
        self.link.send(encode(&ToHost::Hello(hello)));
    }

    /// The screen was closed and started again (its secret kept).
    pub fn restart(&mut self) {
        self.link.disconnect();
        self.link = connect(&self.address);
        self.table = None;
        self.asked = None;
        self.hello();
    }

    /// One look at the connection; `Some` when this screen's part ends.
    pub fn tick(&mut self) -> Option<Ended> {
        let heard = match self.link.poll() {
            Ok(heard) => {
                self.lost_since = None;
                heard
            }
            Err(_) => {
                // Gone: try again now and then, as a player's window does.
                let since = *self.lost_since.get_or_insert_with(Instant::now);
                if since.elapsed() > Duration::from_millis(500) {
                    self.lost_since = Some(Instant::now());
                    self.restart();
                }
                return None;
            }
        };
        for bytes in heard {
            self.bytes += bytes.len();
            match decode::<ToPlayer>(&bytes).unwrap() {
                ToPlayer::Welcome { seat, secret, .. } => self.key = Some((seat, secret)),
                ToPlayer::Refused(why) => return Some(Ended::Refused(why)),
                ToPlayer::Table { view, next_step } => {
                    self.table = Some(view.table().unwrap());
                    self.next_step = next_step;
                    self.tables += 1;
                    self.asked = None;
                    self.asked_step = None;
                }
                ToPlayer::Step(step) => {
                    let Some(table) = &mut self.table else {
                        continue;
                    };
                    if step.number != self.next_step {
                        self.link.send(encode(&ToHost::WholeTable));
                        continue;
                    }
                    follow(table, &step).unwrap();
                    self.next_step += 1;
                    self.steps += 1;
                }
                ToPlayer::Rejected(why) => self.rejected.push(why),
                ToPlayer::Watching { .. } | ToPlayer::Said { .. } => {}
            }
        }
        if self.watch {
            let over = self.table.as_ref().is_some_and(|t| t.in_hand().is_none());
            return over.then_some(Ended::GameOver);
        }
        let (Some(table), Some((seat, _))) = (&self.table, &self.key) else {
            return None;
        };
        let Some(tile) = table.in_hand() else {
            return Some(Ended::GameOver);
        };
        let turn = table.record().turns.len();
        // The dragon's step is the choosing seat's, whoever's turn it is,
        // and a wagon's move on its owner's.
        if let Some(chooser) = table.chooser_in_flight() {
            let made = table.choices_in_flight();
            if chooser == *seat && !self.paused && self.asked_step != Some((turn, made)) {
                self.asked_step = Some((turn, made));
                self.steps_asked += 1;
                let m = next_in_flight(table, chooser).expect("the seat's choice");
                self.link.send(encode(&ToHost::Ask(m)));
            }
            self.link.flush();
            return None;
        }
        // A whole table may come mid-turn, the tile already down (the
        // connection went between the asks): the move is asked again
        // from its start, and its `Place` moves the placed tile.
        if table.game().current_player() == *seat && !self.paused && self.asked != Some(turn) {
            self.asked = Some(turn);
            let c = AiKind::Greedy.choose(table.before_placing(), tile, &mut self.rng);
            for ask in c.steps(table) {
                self.link.send(encode(&ToHost::Ask(ask)));
            }
        }
        self.link.flush();
        None
    }

    /// Where this screen stands, for a test that fails.
    pub fn state(&self) -> String {
        format!(
            "{}: {} turns, placed {:?}, seat {:?}, {} whole tables, {} steps, connected {}, refused {:?}",
            self.name,
            self.table.as_ref().map_or(0, |t| t.record().turns.len()),
            self.table.as_ref().and_then(Table::placed),
            self.key.as_ref().map(|k| k.0),
            self.tables,
            self.steps,
            self.link.is_connected(),
            self.rejected
        )
    }

    pub fn summary(&self) -> String {
        summary_json(self.table.as_ref().unwrap().game(), true).to_string()
    }
}

/// Where each screen stands, for a test that fails.
fn states(screens: &[Screen]) -> String {
    (screens.iter().map(Screen::state))
        .collect::<Vec<_>>()
        .join("; ")
}

/// Ticks the screens until each has ended (or the time is up).
pub fn run(screens: &mut [Screen], within: Duration) -> Vec<Ended> {
    let until = Instant::now() + within;
    let mut ended: Vec<Option<Ended>> = screens.iter().map(|_| None).collect();
    while ended.iter().any(Option::is_none) {
        assert!(
            Instant::now() < until,
            "the game did not end in {within:?}: {ended:?}; {}",
            states(screens)
        );
        for (s, e) in screens.iter_mut().zip(&mut ended) {
            if e.is_none() {
                *e = s.tick();
            }
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    ended.into_iter().flatten().collect()
}

/// Plays the screens to the end of the game: each must end with the
/// summary `serve` prints. What it printed.
pub fn play_to_the_end(screens: &mut [Screen], served: Served, within: Duration) -> Vec<String> {
    let ended = run(screens, within);
    assert!(
        ended.iter().all(|e| matches!(e, Ended::GameOver)),
        "{ended:?}"
    );
    let printed = served.finish(Duration::from_secs(20));
    let summary = printed
        .iter()
        .rfind(|l| l.starts_with('{'))
        .expect("a summary");
    for s in screens.iter() {
        assert_eq!(&s.summary(), summary, "{}", s.name);
    }
    printed
}

/// Ticks the screens until `done` (or the time is up).
pub fn run_until(screens: &mut [Screen], within: Duration, done: impl Fn(&[Screen]) -> bool) {
    let until = Instant::now() + within;
    while !done(screens) {
        assert!(
            Instant::now() < until,
            "not reached in {within:?}: {}",
            states(screens)
        );
        for s in screens.iter_mut() {
            if let Some(e) = s.tick() {
                panic!("{} ended early: {e:?}", s.name);
            }
        }
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// Tiles placed so far on a screen's table.
pub fn turns(s: &Screen) -> usize {
    s.table.as_ref().map_or(0, |t| t.record().turns.len())
}

/// The `serve` process, its port and its output.
pub struct Served {
    pub child: Child,
    pub port: u16,
    pub lines: std::sync::mpsc::Receiver<String>,
}

impl Served {
    pub fn start(home: &std::path::Path, args: &str) -> Served {
        let mut child = Command::new(env!("CARGO_BIN_EXE_carcassonne"))
            .arg("serve")
            .args(args.split_whitespace())
            .env("CARCASSONNE_HOME", home)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let (tx, lines) = std::sync::mpsc::channel();
        let out = BufReader::new(child.stdout.take().unwrap());
        std::thread::spawn(move || {
            for line in out.lines().map_while(Result::ok) {
                let _ = tx.send(line);
            }
        });
        let first = lines
            .recv_timeout(Duration::from_secs(20))
            .expect("serve prints its port");
        let port = first
            .strip_prefix("hosting on port ")
            .expect(&first)
            .parse()
            .unwrap();
        Served { child, port, lines }
    }

    /// The join code it prints when hosting on the internet too.
    pub fn code(&self, within: Duration) -> String {
        self.said("players on the internet join with the code ", within)
    }

    /// The join code it prints for players on its network.
    pub fn local_code(&self, within: Duration) -> String {
        self.said("players on this network join with the code ", within)
    }

    fn said(&self, before: &str, within: Duration) -> String {
        let until = Instant::now() + within;
        loop {
            let left = until.saturating_duration_since(Instant::now());
            let line = (self.lines.recv_timeout(left)).expect("serve prints its join code");
            if let Some(code) = line.strip_prefix(before) {
                return code.to_string();
            }
        }
    }

    /// Everything printed so far, and until the process ends.
    pub fn finish(mut self, within: Duration) -> Vec<String> {
        let until = Instant::now() + within;
        while self.child.try_wait().unwrap().is_none() {
            assert!(Instant::now() < until, "serve did not end");
            std::thread::sleep(Duration::from_millis(50));
        }
        assert!(self.child.wait().unwrap().success(), "serve failed");
        self.lines.try_iter().collect()
    }
}

/// A test that fails leaves no host behind.
impl Drop for Served {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A screen's connection: to `HOST:PORT`, or to the host of a join code
/// through the relay only (the tests' relay is on the loopback address).
fn connect(place: &str) -> JoinTransport {
    JoinTransport::connect(place, true, nobody()).unwrap()
}

/// A link on the loopback address between one screen and the host that
/// drops `loss` of the datagrams either way, delays the rest by 5–60 ms
/// (so they overtake each other) and sends some twice. It stops when told.
pub struct LossyLink {
    pub address: SocketAddr,
    /// Bytes it passed on.
    pub forwarded: Arc<AtomicUsize>,
    stop: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
}

impl LossyLink {
    pub fn start(host: SocketAddr, loss: f64, seed: u64) -> LossyLink {
        let socket = UdpSocket::bind("127.0.0.1:0").unwrap();
        socket
            .set_read_timeout(Some(Duration::from_millis(2)))
            .unwrap();
        let address = socket.local_addr().unwrap();
        let stop = Arc::new(AtomicBool::new(false));
        let stopped = stop.clone();
        let forwarded = Arc::new(AtomicUsize::new(0));
        let counted = forwarded.clone();
        let thread = std::thread::spawn(move || {
            let mut rng = SmallRng::seed_from_u64(seed);
            let mut screen: Option<SocketAddr> = None;
            let mut queue: Vec<(Instant, SocketAddr, Vec<u8>)> = Vec::new();
            let mut buf = [0u8; 2048];
            // Bounded: a relay outlives no test.
            let until = Instant::now() + Duration::from_secs(300);
            while !stopped.load(Ordering::Relaxed) && Instant::now() < until {
                if let Ok((n, from)) = socket.recv_from(&mut buf) {
                    let to = if from == host {
                        screen
                    } else {
                        screen = Some(from);
                        Some(host)
                    };
                    if let Some(to) = to
                        && !rng.random_bool(loss)
                    {
                        counted.fetch_add(n, Ordering::Relaxed);
                        let copies = if rng.random_bool(0.05) { 2 } else { 1 };
                        for _ in 0..copies {
                            let delay = Duration::from_millis(rng.random_range(5..60));
                            queue.push((Instant::now() + delay, to, buf[..n].to_vec()));
                        }
                    }
                }
                let now = Instant::now();
                queue.retain(|(due, to, bytes)| {
                    if *due <= now {
                        let _ = socket.send_to(bytes, to);
                        false
                    } else {
                        true
                    }
                });
            }
        });
        LossyLink {
            address,
            forwarded,
            stop,
            thread: Some(thread),
        }
    }
}

impl Drop for LossyLink {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}
