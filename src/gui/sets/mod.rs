//! Each set's part of the window, one file a set (its toggle, its name,
//! its page), read by the screens through `SET_WINDOWS`.

mod abbot;
mod inns_cathedrals;
mod princess_dragon;
mod princess_dragon_board;
mod princess_dragon_flight;
mod registry;
mod river;
mod traders_builders;
mod window;

pub use registry::{SET_WINDOWS, figure_window, in_play};
pub use traders_builders::good;
pub use window::{FigureIcons, FigureWindow, SetWindow};
