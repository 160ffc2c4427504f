//! Network play without Bevy: what the host and the players' screens say to
//! each other (`protocol`); the steps of the turn the host sends and every
//! screen makes on its own table (`steps`); the host's side of the
//! conversation, shared by the window's host and `serve` (`host_core`); the whole table for a screen
//! that joins or falls behind (`view`); the host's check of every request
//! (`judge`); who may sit where, with each seat's secret and the game's
//! password (`seat_book`), kept in the data folder (`seat_keys`); a seat
//! as the wire says it (`seat_info`); with the
//! `net` feature the connections: on the local network (`link`), kept
//! alive on a thread of its own (`pump`) so the window sleeps until
//! something arrives, and over the internet by a join code (`join_code`,
//! `iroh_link`, with this machine's `host_key`, through the public relays
//! or a group's own, `relay`),
//! both as one for the host (`links`); and finding games on the local
//! network (`discovery`). The headless host is an
//! application of its own beside the command line (`crate::serve`). The host's engine is the only judge; the pile's order
//! never leaves it.

pub mod discovery;
pub mod host_core;
#[cfg(feature = "net")]
pub mod host_key;
#[cfg(feature = "net")]
pub mod iroh_link;
pub mod join_code;
pub mod judge;
#[cfg(feature = "net")]
pub mod link;
#[cfg(feature = "net")]
pub mod links;
pub mod protocol;
pub mod pump;
#[cfg(feature = "net")]
pub mod relay;
pub mod seat_book;
pub mod seat_info;
pub mod seat_keys;
pub mod steps;
pub mod view;
