//! The Abbot: gardens are printed on base tiles, and each player has one
//! abbot, who stands only on a monastery or garden (`figure`). Instead of
//! deploying, a player may take their abbot back, scoring its monastery or
//! garden as the end of the game would; the figure model's recall does it.

mod figure;

pub use figure::{ABBOT, abbot_position};

use crate::rules::set_hooks::Expansion;

pub struct Abbot;

impl Expansion for Abbot {
    fn name(&self) -> &'static str {
        "The Abbot"
    }
}
