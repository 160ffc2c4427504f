//! Our own art and sound, made by our own code: the tiles, meeples and the
//! table's wood painted pixel by pixel at start-up from the same tile data
//! the rules use, the game's icon, and the synthesised sound effects and
//! music. No Bevy in here, so all of it can be made and checked without a
//! window (`cargo run --no-default-features --example paint_sheet`,
//! `--example make_icon`, `--example make_sounds`).

pub mod canvas;
pub mod icon;
pub mod meeple;
pub mod sounds;
pub mod table;
pub mod tile;
