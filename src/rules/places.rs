//! Meeple places named as in docs/records.md: an edge (`N`) for a road
//! or city, a half-edge (`NNW`) for a field, `C` for a monastery or garden,
//! `I` for a field enclosed by cities that touches no edge (a set's
//! tiles; a second on the same tile is `II`), always in board
//! orientation (after the tile's rotation).

use super::geometry::{CORNER_NAMES, EDGE_NAMES, HALF_EDGE_NAMES, corner_halves};
use super::tile_data::{edge_index, half_edge_index};
use super::tileset::{EdgeKind, NONE, SegmentKind, TileType};

/// The canonical name of a segment: its first edge or half-edge clockwise
/// from north, or `C` for the centre.
pub fn place_name(tile: &TileType, rot: u8, segment: u8) -> String {
    let s = &tile.segments[segment as usize];
    let ports = tile.ports(segment, rot);
    match s.kind {
        SegmentKind::Road | SegmentKind::City => {
            EDGE_NAMES[ports.trailing_zeros() as usize].to_string()
        }
        SegmentKind::Field if ports == 0 => {
            // The tile's enclosed fields before this one, in the tile's order.
            let before = (tile.segments[..segment as usize].iter())
                .filter(|s| s.kind == SegmentKind::Field && s.ports == 0)
                .count();
            INNER.repeat(before + 1)
        }
        SegmentKind::Field => HALF_EDGE_NAMES[ports.trailing_zeros() as usize].to_string(),
        SegmentKind::Monastery | SegmentKind::Garden => "C".to_string(),
    }
}

/// The place of a field that touches no edge.
const INNER: &str = "I";

/// The segment a place name points at on a placed tile.
pub fn parse_place(tile: &TileType, rot: u8, name: &str) -> Result<u8, String> {
    let o = &tile.rotations[rot as usize & 3];
    if !name.is_empty() && name.chars().all(|c| c.to_string() == INNER) {
        let nth = name.len() - 1;
        let inner = (tile.segments.iter().enumerate())
            .filter(|(_, s)| s.kind == SegmentKind::Field && s.ports == 0)
            .nth(nth);
        return inner.map(|(s, _)| s as u8).ok_or_else(|| {
            format!(
                "tile {} has no field enclosed by cities at place {name} (I, then II)",
                tile.id
            )
        });
    }
    if name == "C" {
        return tile
            .centre
            .ok_or_else(|| format!("tile {} has no monastery or garden (place C)", tile.id));
    }
    let mut chars = name.chars();
    if let (Some(c), None) = (chars.next(), chars.next())
        && let Some(e) = edge_index(c)
    {
        let seg = o.edge_segment[e];
        if seg == NONE {
            let shows = tile.edge_kind(rot, e as u8);
            let hint = if shows == EdgeKind::Field {
                " (name a field by a half-edge such as NNW)"
            } else {
                ""
            };
            return Err(format!(
                "tile {} has no road or city at edge {name}: it shows {}{hint}",
                tile.id,
                match shows {
                    EdgeKind::River => "the river, where no meeple may stand",
                    _ => "a field",
                }
            ));
        }
        return Ok(seg);
    }
    if let Some(h) = half_edge_index(name) {
        let seg = o.half_segment[h];
        if seg == NONE {
            return Err(format!(
                "tile {}: half-edge {name} lies on a city edge, where there is no field",
                tile.id
            ));
        }
        return Ok(seg);
    }
    Err(format!(
        "\"{name}\" is not a meeple place (N E S W, NNW NNE ENE ESE SSE SSW WSW WNW, or C)"
    ))
}

/// The field that fills a corner of a placed tile (board orientation):
/// the segment on both half-edges that meet there, if one field is on
/// both.
pub fn corner_field(tile: &TileType, rot: u8, corner: u8) -> Option<u8> {
    let halves = &tile.rotations[rot as usize & 3].half_segment;
    let [a, b] = corner_halves(corner).map(|h| halves[h as usize]);
    (a != NONE && a == b).then_some(a)
}

/// The corner a place name names (`NE`, `SE`, `SW`, `NW`).
pub fn parse_corner(name: &str) -> Result<u8, String> {
    (CORNER_NAMES.iter().position(|&c| c == name))
        .map(|c| c as u8)
        .ok_or_else(|| format!("\"{name}\" is not a corner (NE, SE, SW or NW)"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::tileset::catalog;

    fn tile(id: &str) -> &'static TileType {
        let c = catalog();
        c.get(c.by_id(id).unwrap())
    }

    #[test]
    fn names_follow_the_rotation() {
        let d = tile("D");
        let city = parse_place(d, 0, "N").unwrap();
        assert_eq!(place_name(d, 0, city), "N");
        assert_eq!(place_name(d, 1, city), "E");
        assert_eq!(parse_place(d, 1, "E").unwrap(), city);
        // Any half-edge of a field names it; the canonical one comes first clockwise.
        let field = parse_place(d, 0, "SSW").unwrap();
        assert_eq!(parse_place(d, 0, "ESE").unwrap(), field);
        assert_eq!(place_name(d, 0, field), "ESE");
    }

    #[test]
    fn a_corner_shows_field_when_one_field_fills_it() {
        // D: a city north, a road west to east. Its northern corners lie
        // on the city; its southern on the field south of the road, which
        // the rotation turns with the tile.
        let d = tile("D");
        let south = parse_place(d, 0, "SSE").unwrap();
        assert_eq!(corner_field(d, 0, 0), None);
        assert_eq!(corner_field(d, 0, 3), None);
        assert_eq!(corner_field(d, 0, 1), Some(south));
        assert_eq!(corner_field(d, 0, 2), Some(south));
        assert_eq!(corner_field(d, 2, 0), Some(south), "turned half round");
        // A road ending at the corner's edges does not cut it: both of
        // A's fields are one.
        let a = tile("A");
        assert!((0..4).all(|c| corner_field(a, 0, c).is_some()));
        assert_eq!(parse_corner("SW"), Ok(2));
        assert!(parse_corner("S").unwrap_err().contains("NE, SE, SW or NW"));
    }

    #[test]
    fn bad_places_are_explained() {
        let d = tile("D");
        assert!(
            parse_place(d, 0, "S")
                .unwrap_err()
                .contains("shows a field")
        );
        assert!(parse_place(d, 0, "NNW").unwrap_err().contains("city edge"));
        assert!(parse_place(d, 0, "C").unwrap_err().contains("no monastery"));
        assert!(
            parse_place(d, 0, "X")
                .unwrap_err()
                .contains("not a meeple place")
        );
        let rd = tile("RD");
        assert!(parse_place(rd, 0, "N").unwrap_err().contains("the river"));
        assert_eq!(parse_place(tile("B"), 3, "C").unwrap(), 1);
    }

    #[test]
    fn two_enclosed_fields_on_one_tile_are_i_and_ii() {
        // Abbey & Mayor's AB: a street city crossing a larger one, two
        // small fields enclosed between them.
        let ab = tile("AB");
        let (first, second) = (
            parse_place(ab, 0, "I").unwrap(),
            parse_place(ab, 2, "II").unwrap(),
        );
        assert_ne!(first, second);
        assert_eq!(
            (place_name(ab, 1, first), place_name(ab, 3, second)),
            ("I".into(), "II".into())
        );
        assert!(
            parse_place(ab, 0, "III")
                .unwrap_err()
                .contains("(I, then II)")
        );
        assert!(
            parse_place(tile("D"), 0, "I")
                .unwrap_err()
                .contains("enclosed")
        );
    }
}
