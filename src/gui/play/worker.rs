//! A computer player's search on a worker thread, for a computer seat or a
//! hint: the window sleeps meanwhile and the finished search wakes it.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};
use bevy::window::RequestRedraw;
use bevy::winit::{EventLoopProxyWrapper, WinitUserEvent};

use crate::ai::Choice;

/// A search on a worker thread that wakes the sleeping window when done.
pub struct Search {
    task: Task<Choice>,
    /// Set just before the wake-up, so a frame that comes between the
    /// wake-up and the task's end knows to look again.
    done: Arc<AtomicBool>,
}

impl Search {
    pub fn spawn(
        proxy: Option<&EventLoopProxyWrapper>,
        search: impl FnOnce() -> Choice + Send + 'static,
    ) -> Search {
        let proxy = proxy.map(|p| (**p).clone());
        let done = Arc::new(AtomicBool::new(false));
        let flag = done.clone();
        let task = AsyncComputeTaskPool::get().spawn(async move {
            let choice = search();
            flag.store(true, Ordering::Release);
            if let Some(proxy) = proxy {
                let _ = proxy.send_event(WinitUserEvent::WakeUp);
            }
            choice
        });
        Search { task, done }
    }

    /// The choice, once made; asks for another frame if it is due any moment.
    pub fn poll(&mut self, redraw: &mut MessageWriter<RequestRedraw>) -> Option<Choice> {
        let choice = check_ready(&mut self.task);
        if choice.is_none() && self.done.load(Ordering::Acquire) {
            redraw.write(RequestRedraw);
        }
        choice
    }
}
