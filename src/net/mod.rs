//! Network play without Bevy: what the host and the players' screens say to
//! each other (`protocol`), the table as a player's screen rebuilds it from
//! what the host sends (`view`), and the host's check of every request
//! before the turn acts on it (`judge`), and the connection (`link`, with
//! the `net` feature), and finding games on the local network
//! (`discovery`), each kept alive on a thread of its own (`pump`) so the
//! window sleeps until something arrives. The host's engine is the only judge; the pile's
//! order never leaves it.

pub mod discovery;
pub mod judge;
#[cfg(feature = "net")]
pub mod link;
pub mod protocol;
pub mod pump;
pub mod view;
