//! What a player sees on a tile, part by part, for its name: the window
//! puts the parts into words in the player's language (`gui/words.rs`).

use super::tileset::{EdgeKind, SegmentDef, SegmentKind, TileType};

/// One thing a player sees on a tile, for its name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TilePart {
    Lake,
    RiverSpring,
    River,
    RiverBend,
    /// The tile's one city, open on this many sides.
    City {
        sides: u8,
        shield: bool,
    },
    /// Several cities, each a cap on one side.
    CityCaps(u8),
    /// Several separate cities, not all of them caps.
    Cities(u8),
    /// A road ending on the tile.
    Road,
    StraightRoad,
    RoadBend,
    /// Roads ending at a crossing, this many.
    Crossroads(u8),
    /// One road out to three sides, round a well: no crossing.
    RoadRound,
    /// Roads each ending at a city's gate, this many.
    RoadsToGates(u8),
    Monastery,
    /// A monastery walled all round.
    Abbey,
    Garden,
    /// Nothing but field.
    Field,
}

impl TileType {
    /// What a player sees on the tile, part by part (the window puts them
    /// in words in the player's language, `gui/words.rs`). Built from the
    /// segments, so every set has names.
    pub fn parts(&self) -> Vec<TilePart> {
        let mut parts = Vec::new();
        match self.river.count_ones() {
            0 => {}
            1 if self.edge_kind(0, 0) == EdgeKind::River => parts.push(TilePart::Lake),
            1 => parts.push(TilePart::RiverSpring),
            _ if self.river == 0b0101 || self.river == 0b1010 => parts.push(TilePart::River),
            _ => parts.push(TilePart::RiverBend),
        }
        let cities: Vec<&SegmentDef> = self
            .segments
            .iter()
            .filter(|s| s.kind == SegmentKind::City)
            .collect();
        if let [c] = cities.as_slice() {
            parts.push(TilePart::City {
                sides: c.ports.count_ones() as u8,
                shield: c.pennants > 0,
            });
        } else if cities.iter().all(|c| c.ports.count_ones() == 1) && cities.len() > 1 {
            parts.push(TilePart::CityCaps(cities.len() as u8));
        } else if cities.len() > 1 {
            parts.push(TilePart::Cities(cities.len() as u8));
        }
        let roads: Vec<u8> = self
            .segments
            .iter()
            .filter(|s| s.kind == SegmentKind::Road)
            .map(|s| s.ports)
            .collect();
        match roads.as_slice() {
            [] => {}
            [m] if m.count_ones() == 1 => parts.push(TilePart::Road),
            [m] if *m == 0b0101 || *m == 0b1010 => parts.push(TilePart::StraightRoad),
            [m] if m.count_ones() >= 3 => parts.push(TilePart::RoadRound),
            [_] => parts.push(TilePart::RoadBend),
            // Two roads from neighbouring sides, each to a city's gate
            // (from opposite sides they meet in the middle).
            [a, b]
                if cities.len() >= 2
                    && (a | b).count_ones() == 2
                    && !matches!(a | b, 0b0101 | 0b1010) =>
            {
                parts.push(TilePart::RoadsToGates(2))
            }
            many => parts.push(TilePart::Crossroads(many.len() as u8)),
        }
        match self.centre.map(|c| self.segments[c as usize].kind) {
            Some(SegmentKind::Monastery) if self.walls => parts.insert(0, TilePart::Abbey),
            Some(SegmentKind::Monastery) => parts.insert(0, TilePart::Monastery),
            Some(SegmentKind::Garden) => parts.push(TilePart::Garden),
            _ => {}
        }
        if parts.is_empty() {
            parts.push(TilePart::Field);
        }
        parts
    }

    pub fn edge_kind(&self, rot: u8, edge: u8) -> EdgeKind {
        EdgeKind::from_code(self.rotations[rot as usize & 3].edges >> (2 * edge))
    }
}

#[cfg(test)]
mod parts_tests {
    use super::*;
    use crate::rules::tileset::catalog;

    #[test]
    fn tiles_are_taken_apart_as_a_player_sees_them() {
        let parts = |id: &str| {
            catalog()
                .types
                .iter()
                .find(|t| t.id == id)
                .map(|t| t.parts())
                .unwrap_or_default()
        };
        let city = |sides, shield| TilePart::City { sides, shield };
        assert_eq!(parts("A"), [TilePart::Monastery, TilePart::Road]);
        assert_eq!(parts("D"), [city(1, false), TilePart::StraightRoad]);
        assert_eq!(parts("H"), [TilePart::CityCaps(2)]);
        assert_eq!(parts("Q"), [city(3, true)]);
        assert_eq!(parts("X"), [TilePart::Crossroads(4)]);
        assert_eq!(parts("Vg"), [TilePart::RoadBend, TilePart::Garden]);
        assert_eq!(parts("RL"), [TilePart::Lake]);
        assert_eq!(parts("RK"), [TilePart::River, TilePart::StraightRoad]);
        assert_eq!(parts("AZ"), [TilePart::Abbey]);
        // Every tile type has a name.
        for t in &catalog().types {
            assert!(!t.parts().is_empty(), "{}", t.id);
        }
    }
}
