//! The board in words, for a player who cannot see it (a screen reader
//! speaks the panel's text) and for one who plays by keys: the tile in
//! hand as it is turned ("city north; road west, east"), the square it
//! lies on counted from the start tile ("3 east, 2 north"), what it would
//! complete, and one sentence for each turn played. Every sentence is in
//! the player's language (`table.ftl`, `voice-*` and `log-played*`).

use crate::gui::words;
use crate::gui::words::square;
use crate::rules::geometry::{Pos, rotate_edge_mask};
use crate::rules::tileset::{SegmentKind, TileKind, TileType};
use crate::rules::{Award, Game, catalog};
use crate::tr;

/// The compass's words, north first (edge 0 N, 1 E, 2 S, 3 W).
const SIDES: [&str; 4] = ["voice-north", "voice-east", "voice-south", "voice-west"];

/// The sides of a 4-bit edge mask of the tile as placed (`rot` quarter
/// turns clockwise), in words, north first: "north, east".
fn sides(mask: u8, rot: u8) -> String {
    let turned = rotate_edge_mask(mask, rot);
    let words: Vec<String> = (0..4)
        .filter(|e| turned & (1 << e) != 0)
        .map(|e| tr!(SIDES[e]))
        .collect();
    words.join(", ")
}

/// The tile as it lies turned `rot` quarter turns: its water course, each city
/// and road with the sides it reaches, and what stands in its middle.
pub fn tile_facing(tile: &TileType, rot: u8) -> String {
    let mut parts = Vec::new();
    if tile.river != 0 {
        parts.push(tr!("voice-river", sides = sides(tile.river, rot)));
    }
    // Cities first, then roads, then what stands in the middle, whatever
    // order the tile's data lists them in.
    let rank = |kind: SegmentKind| match kind {
        SegmentKind::City => 0,
        SegmentKind::Road => 1,
        _ => 2,
    };
    let mut segments: Vec<_> = tile.segments.iter().collect();
    segments.sort_by_key(|s| rank(s.kind));
    for segment in segments {
        let sides = || sides(segment.ports, rot);
        parts.push(match segment.kind {
            SegmentKind::City if segment.pennants > 0 => {
                tr!("voice-city-shield", sides = sides())
            }
            SegmentKind::City => tr!("voice-city", sides = sides()),
            SegmentKind::Road => tr!("voice-road", sides = sides()),
            SegmentKind::Monastery if tile.walls => tr!("tile-abbey"),
            SegmentKind::Monastery => tr!("tile-monastery"),
            SegmentKind::Garden => tr!("tile-garden"),
            SegmentKind::Field => continue,
        });
    }
    if parts.is_empty() {
        return tr!("tile-field");
    }
    parts.join("; ")
}

/// The tile in hand, as the person holds it turned (before it goes down).
pub fn in_hand(kind: TileKind, rot: u8) -> String {
    tr!(
        "voice-in-hand",
        tile = tile_facing(catalog().get(kind), rot)
    )
}

/// The tile placed but not yet final: where it lies, how it is turned,
/// and what it would complete (`Table::placed_completes`).
pub fn placed(game: &Game, kind: TileKind, pos: Pos, rot: u8, completes: &[Award]) -> String {
    let tile = tile_facing(catalog().get(kind), rot);
    let at = tr!("voice-placed", square = square(pos), tile = tile);
    if completes.is_empty() {
        return at;
    }
    let what: Vec<String> = (completes.iter())
        .map(|a| {
            let e = a.scored_in(None);
            let points = tr!("points", points = a.points);
            tr!(
                "voice-feature-points",
                feature = words::scored_for(game, &e),
                points = points
            )
        })
        .collect();
    format!(
        "{at} {}",
        tr!("voice-completes", features = what.join(", "))
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tile_is_told_as_it_lies_turned() {
        // D: city north, road west to east.
        let d = catalog().by_id("D").map(|k| catalog().get(k)).unwrap();
        assert_eq!(tile_facing(d, 0), "city north; road east, west");
        assert_eq!(tile_facing(d, 1), "city east; road north, south");
        let b = catalog().by_id("B").map(|k| catalog().get(k)).unwrap();
        assert_eq!(tile_facing(b, 3), "monastery");
        assert_eq!(square(Pos::new(3, 2)), "3 east, 2 north");
        assert_eq!(square(Pos::new(-1, 0)), "1 west");
        assert_eq!(square(Pos::new(0, -4)), "4 south");
    }
}
