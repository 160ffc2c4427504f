//! Network endpoints kept alive on a thread of their own, so the window can
//! sleep: the thread sends what is queued, reads what arrives and keeps the
//! connection's heartbeat going every few milliseconds, and wakes the
//! window only when something arrived. The window takes what was heard when
//! it draws its next frame. Std threads, no Bevy.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

/// What wakes whoever waits for news (the window's event loop).
pub type Wake = Arc<dyn Fn() + Send + Sync>;

/// A waker that wakes nobody (tests, headless runs).
pub fn nobody() -> Wake {
    Arc::new(|| {})
}

/// How often the thread sends and reads: a move reaches the other screens
/// within this (the window took 25 ms a frame to look before).
const EVERY: Duration = Duration::from_millis(10);

/// An endpoint `T` on its thread; dropped, the thread ends and the endpoint
/// with it (a link then says goodbye, as it did when the window held it).
pub struct Pump<T: Send + 'static> {
    shared: Arc<Mutex<T>>,
    stop: Arc<AtomicBool>,
}

impl<T: Send + 'static> Pump<T> {
    /// Runs `tick` on the endpoint every few milliseconds; when it says
    /// something arrived, `wake` is called.
    pub fn start(
        endpoint: T,
        mut tick: impl FnMut(&mut T) -> bool + Send + 'static,
        wake: Wake,
    ) -> Result<Pump<T>, String> {
        let shared = Arc::new(Mutex::new(endpoint));
        let stop = Arc::new(AtomicBool::new(false));
        let (on_thread, stopped) = (shared.clone(), stop.clone());
        std::thread::Builder::new()
            .name("network".into())
            .spawn(move || {
                while !stopped.load(Ordering::Acquire) {
                    let news = match on_thread.lock() {
                        Ok(mut endpoint) => tick(&mut endpoint),
                        Err(_) => return,
                    };
                    if news {
                        wake();
                    }
                    std::thread::sleep(EVERY);
                }
            })
            .map_err(|e| format!("cannot start the network's thread: {e}"))?;
        Ok(Pump { shared, stop })
    }

    /// The endpoint, for the window's turn (the thread waits meanwhile).
    pub fn lock(&self) -> MutexGuard<'_, T> {
        // A thread that panicked holding the lock leaves the endpoint as it
        // was: still usable to say goodbye.
        self.shared.lock().unwrap_or_else(|e| e.into_inner())
    }
}

impl<T: Send + 'static> Drop for Pump<T> {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Release);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicUsize;

    /// The thread ticks on its own and wakes only when the tick says news
    /// came; dropped, it stops.
    #[test]
    fn the_thread_ticks_and_wakes_only_for_news() {
        let wakes = Arc::new(AtomicUsize::new(0));
        let counted = wakes.clone();
        let pump = Pump::start(
            0u32,
            |n| {
                *n += 1;
                *n == 5
            },
            Arc::new(move || {
                counted.fetch_add(1, Ordering::SeqCst);
            }),
        )
        .unwrap();
        std::thread::sleep(Duration::from_millis(200));
        let ticks = *pump.lock();
        assert!(ticks > 5, "{ticks} ticks");
        assert_eq!(wakes.load(Ordering::SeqCst), 1, "one wake, for the news");
        let shared = pump.shared.clone();
        drop(pump);
        std::thread::sleep(Duration::from_millis(50));
        let after = *shared.lock().unwrap();
        std::thread::sleep(Duration::from_millis(50));
        assert_eq!(*shared.lock().unwrap(), after, "stopped");
    }
}
