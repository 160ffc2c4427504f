//! Every integration test in one test program, a module for each thing
//! tested. One program links the game (Bevy, iroh) once where a program
//! for each file linked it fourteen times, and the files' tests run side
//! by side, so one's waits (a network time-out, a relay's cut) overlap
//! another's work. A new file here needs its `mod` line below; a file
//! put straight in `tests/` would be a program of its own again.

mod common;
#[cfg(feature = "gui")]
mod headless;

mod abbey_mayor;
mod abbey_mayor_barn;
mod abbot;
mod cli;
mod gold_mines;
mod gui_headless;
mod i18n;
mod inns_cathedrals;
mod internet;
mod keyboard_turn;
mod princess_dragon;
mod random_games;
mod reduced_motion;
mod river;
mod rulebook_scoring;
mod serve;
mod the_tower;
mod traders_builders;
