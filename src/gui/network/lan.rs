//! Games hosted on the local network, listed while the new-game dialog is
//! open. A thread of its own asks once a second and reads the answers, and
//! wakes the window only when the list changes: the dialog costs no CPU
//! while nothing new is heard.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use bevy::prelude::*;
use bevy::winit::{EventLoopProxyWrapper, WinitUserEvent};

use crate::net::discovery::{DISCOVERY_PORT, Found, Lister};
use crate::net::protocol::game_version;
use crate::tr;

/// How often the looking thread asks "who hosts?".
const ASK_EVERY: Duration = Duration::from_secs(1);
/// How often it reads the answers in between.
const READ_EVERY: Duration = Duration::from_millis(200);

/// Games hosted on the local network, as the new-game dialog lists them.
#[derive(Resource, Default)]
pub struct LanGames {
    looking: Option<Looking>,
    pub found: Vec<Found>,
    /// Why nothing can be looked for.
    pub problem: Option<String>,
}

/// The looking thread, and what it has heard.
struct Looking {
    heard: Arc<Mutex<Vec<Found>>>,
    fresh: Arc<AtomicBool>,
    stop: Arc<AtomicBool>,
}

impl Drop for Looking {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Release);
    }
}

impl LanGames {
    /// Starts looking (if not looking already); the window is woken
    /// through `proxy` when the list changes.
    pub fn look(&mut self, proxy: Option<&EventLoopProxyWrapper>) {
        if self.looking.is_some() {
            return;
        }
        let lister = match Lister::open(DISCOVERY_PORT) {
            Ok(l) => l,
            Err(e) => {
                self.problem = Some(tr!("join-cannot-look", problem = e.to_string()));
                return;
            }
        };
        self.problem = None;
        let looking = Looking {
            heard: Arc::default(),
            fresh: Arc::default(),
            stop: Arc::default(),
        };
        let (heard, fresh, stop) = (
            looking.heard.clone(),
            looking.fresh.clone(),
            looking.stop.clone(),
        );
        let proxy = proxy.map(|p| (**p).clone());
        let wake = move || {
            if let Some(proxy) = &proxy {
                let _ = proxy.send_event(WinitUserEvent::WakeUp);
            }
        };
        let spawned = std::thread::Builder::new()
            .name("lan-games".into())
            .spawn(move || listen(lister, heard, fresh, stop, wake));
        match spawned {
            Ok(_) => self.looking = Some(looking),
            Err(e) => self.problem = Some(tr!("join-cannot-look", problem = e.to_string())),
        }
    }

    /// Stops looking and forgets what was found.
    pub fn stop(&mut self) {
        self.looking = None;
        self.found.clear();
    }

    /// Takes what the thread heard since the last look; true if the list
    /// changed.
    fn take_fresh(&mut self) -> bool {
        let Some(looking) = &self.looking else {
            return false;
        };
        if !looking.fresh.swap(false, Ordering::AcqRel) {
            return false;
        }
        self.found = looking.heard.lock().map(|h| h.clone()).unwrap_or_default();
        true
    }
}

/// The looking thread: asks once a second; a list that differs from the
/// last one published (a game found, gone, or changed) is published and
/// wakes the window. Ends when the dialog stops looking.
fn listen(
    mut lister: Lister,
    heard: Arc<Mutex<Vec<Found>>>,
    fresh: Arc<AtomicBool>,
    stop: Arc<AtomicBool>,
    wake: impl Fn(),
) {
    let version = game_version();
    let mut published: Vec<Found> = Vec::new();
    let mut asked: Option<Instant> = None;
    while !stop.load(Ordering::Acquire) {
        let due = asked.is_none_or(|t| t.elapsed() >= ASK_EVERY);
        let mut now_heard = lister.poll().to_vec();
        // Hosts answer in any order: one order for comparing rounds.
        now_heard.sort_by_key(|f| (f.game.version != version, f.game.id));
        // Between questions, only news is published (a game heard sooner);
        // at a question, the last round's full answer, so a game that
        // stopped answering leaves the list.
        let publish = if due {
            now_heard != published
        } else {
            now_heard.len() > published.len()
        };
        if publish {
            published = now_heard;
            if let Ok(mut h) = heard.lock() {
                *h = published.clone();
            }
            fresh.store(true, Ordering::Release);
            wake();
        }
        if due {
            lister.ask();
            asked = Some(Instant::now());
        }
        std::thread::sleep(READ_EVERY);
    }
}

/// Reads what the looking thread heard (the window was woken for it).
fn show_found(mut lan: ResMut<LanGames>) {
    lan.take_fresh();
}

pub fn plugin(app: &mut App) {
    app.init_resource::<LanGames>()
        .add_systems(Update, show_found);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::net::discovery::{Announcer, Hosted};

    /// The thread publishes a game once and wakes once for it: no news, no
    /// wake-ups.
    #[test]
    fn the_looking_thread_wakes_the_window_only_for_news() {
        let port = {
            let probe = std::net::UdpSocket::bind("127.0.0.1:0").unwrap();
            probe.local_addr().unwrap().port()
        };
        let announcer = Announcer::open(port).unwrap();
        let lister = Lister::open(port).unwrap();
        let (heard, fresh, stop) = (
            Arc::default(),
            Arc::new(AtomicBool::new(false)),
            Arc::default(),
        );
        let wakes = Arc::new(std::sync::atomic::AtomicUsize::new(0));
        let thread = {
            let (heard, fresh, stop, wakes) = (
                Arc::clone(&heard),
                fresh.clone(),
                Arc::clone(&stop),
                wakes.clone(),
            );
            std::thread::spawn(move || {
                listen(lister, heard, fresh, stop, move || {
                    wakes.fetch_add(1, Ordering::SeqCst);
                })
            })
        };
        let game = Hosted {
            id: 9,
            host: "Ann".into(),
            version: game_version(),
            port: 5000,
            free: 1,
            seats: 2,
            started: false,
            private: false,
            code: None,
            code_port: 0,
        };
        let start = Instant::now();
        while start.elapsed() < Duration::from_millis(3500) {
            announcer.answer(Some(&game));
            std::thread::sleep(Duration::from_millis(10));
        }
        let stop: Arc<AtomicBool> = stop;
        stop.store(true, Ordering::Release);
        thread.join().unwrap();
        let heard: Arc<Mutex<Vec<Found>>> = heard;
        let found = heard.lock().unwrap().clone();
        assert_eq!(found.len(), 1, "{found:?}");
        assert_eq!(found[0].game, game);
        assert!(fresh.load(Ordering::Acquire));
        // Three rounds of questions heard the same game: one wake-up.
        assert_eq!(wakes.load(Ordering::SeqCst), 1);
    }
}
