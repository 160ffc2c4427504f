//! The harness of the headless tests of the window's game (`app.rs`) and
//! what the board's entities must say against the engine (`checks.rs`).

#![allow(dead_code)]

pub mod app;
pub mod checks;
