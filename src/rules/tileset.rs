//! The tile catalogue: every tile type of the base game and of every set
//! (`sets`), compiled from the embedded RON data into tables the engine can
//! use in its inner loops (edge codes per rotation, which segment owns each
//! port).

use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

use super::geometry::{rotate_edge, rotate_edge_mask, rotate_half, rotate_half_mask};
use super::set_names::{LAND, SetId};
use super::tile_data::{self, CentreData, TileSetData};

/// Kinds of symbol a set may count on a segment (`SegmentDef::tokens`)
/// and so on a feature.
pub const TOKENS: usize = 3;

/// Index of a tile type in the catalogue.
pub type TileKind = u8;

pub const BASE_RON: &str = include_str!("../../assets/tiles/base.ron");

/// What an edge shows; two tiles fit when facing edges show the same.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[repr(u8)]
pub enum EdgeKind {
    Field = 0,
    Road = 1,
    City = 2,
    River = 3,
}

impl EdgeKind {
    fn from_letter(c: char) -> EdgeKind {
        match c {
            'r' => EdgeKind::Road,
            'c' => EdgeKind::City,
            'v' => EdgeKind::River,
            _ => EdgeKind::Field,
        }
    }

    pub fn from_code(code: u8) -> EdgeKind {
        [
            EdgeKind::Field,
            EdgeKind::Road,
            EdgeKind::City,
            EdgeKind::River,
        ][code as usize & 3]
    }

    pub fn name(self) -> &'static str {
        match self {
            EdgeKind::Field => "field",
            EdgeKind::Road => "road",
            EdgeKind::City => "city",
            EdgeKind::River => "river",
        }
    }
}

/// The kind of a feature segment on a tile.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SegmentKind {
    Road,
    City,
    Field,
    Monastery,
    Garden,
}

impl SegmentKind {
    pub fn is_centre(self) -> bool {
        matches!(self, SegmentKind::Monastery | SegmentKind::Garden)
    }

    /// Its English name, for messages.
    pub fn name(self) -> &'static str {
        match self {
            SegmentKind::Road => "road",
            SegmentKind::City => "city",
            SegmentKind::Field => "field",
            SegmentKind::Monastery => "monastery",
            SegmentKind::Garden => "garden",
        }
    }
}

/// One feature segment of a tile type, in the tile's own orientation.
#[derive(Debug, Clone)]
pub struct SegmentDef {
    pub kind: SegmentKind,
    /// Road or city: 4-bit edge mask. Field: 8-bit half-edge mask. Centre: 0.
    pub ports: u8,
    pub pennants: u8,
    /// Field only: bit `i` set when the field borders segment `i` (a city).
    pub cities: u16,
    /// The tile has another segment of the same kind (H's two cities, a
    /// junction's roads): if they join, the tile still counts once.
    pub siblings: bool,
    /// What sets mark on the segment (bits a set gives meaning to): joined
    /// features keep every mark.
    pub marks: u8,
    /// Tokens sets count on the segment: joined features add them up.
    pub tokens: [u8; TOKENS],
}

/// Port tables of a tile type at one rotation, in board orientation.
#[derive(Debug, Clone, Copy)]
pub struct Oriented {
    /// Edge codes, 2 bits an edge: N in bits 0-1, E 2-3, S 4-5, W 6-7.
    pub edges: u8,
    /// Segment on each edge (road or city), `NONE` otherwise.
    pub edge_segment: [u8; 4],
    /// Field segment on each half-edge, `NONE` on city and bare edges.
    pub half_segment: [u8; 8],
    /// Water edges.
    pub river: u8,
}

pub const NONE: u8 = u8::MAX;

#[derive(Debug, Clone)]
pub struct TileType {
    pub id: String,
    /// The set it comes from (`None`: the base game).
    pub set: Option<SetId>,
    /// When it comes up (`Expansion::draw_phase`): the pile deals
    /// every tile of a lower phase first.
    pub draw_phase: u8,
    pub count: u8,
    pub segments: Vec<SegmentDef>,
    /// Index of the centre segment (monastery or garden), if any.
    pub centre: Option<u8>,
    pub rotations: [Oriented; 4],
    /// Rotations that give a different tile on the board (U has 2, C has 1).
    pub distinct_rotations: Vec<u8>,
    /// Water edges, unrotated.
    pub river: u8,
    /// Walled all round: it fits any neighbours but goes only into a
    /// square with tiles on all four sides, and ends whatever meets it.
    /// Such a tile is held by the players, never drawn.
    pub walls: bool,
    /// A round patch of the picture that is no feature (`TileTypeData::patch`).
    pub patch: Option<(f32, f32, f32)>,
    /// The direction of an arrow printed on it, as drawn (an index of
    /// `tile_data::COMPASS`); it turns with the tile (`arrow_at`).
    pub arrow: Option<u8>,
    /// For every frontier key (`FrontierSquare::key`), the distinct
    /// rotations that fit there as a bit mask: one lookup per square.
    pub fitting: Box<[u8; FIT_KEYS]>,
}

/// Frontier keys: 4 bits of constrained edges above 8 bits of edge codes.
pub const FIT_KEYS: usize = 1 << 12;

impl TileType {
    /// A tile the players hold (a set gives each their own) rather than
    /// one in the pile.
    pub fn is_held(&self) -> bool {
        self.count == 0
    }

    /// Where its arrow points on the board, turned `rot` quarter turns
    /// clockwise (an index of `tile_data::COMPASS`).
    pub fn arrow_at(&self, rot: u8) -> Option<u8> {
        self.arrow.map(|a| (a + 2 * rot) % 8)
    }

    /// Ports of a segment in board orientation (edge mask or half-edge mask).
    pub fn ports(&self, segment: u8, rot: u8) -> u8 {
        let s = &self.segments[segment as usize];
        match s.kind {
            SegmentKind::Road | SegmentKind::City => rotate_edge_mask(s.ports, rot),
            SegmentKind::Field => rotate_half_mask(s.ports, rot),
            _ => 0,
        }
    }

    pub fn has_monastery(&self) -> bool {
        self.centre
            .is_some_and(|c| self.segments[c as usize].kind == SegmentKind::Monastery)
    }

    pub fn has_garden(&self) -> bool {
        self.centre
            .is_some_and(|c| self.segments[c as usize].kind == SegmentKind::Garden)
    }

    pub fn is_river(&self) -> bool {
        self.river != 0
    }
}

/// All tile types of every set, in file order (base first, then the sets').
#[derive(Debug)]
pub struct Catalog {
    pub types: Vec<TileType>,
    pub base_start: TileKind,
    /// The start tile of each set's file that has one.
    starts: Vec<(SetId, TileKind)>,
}

impl Catalog {
    pub fn by_id(&self, id: &str) -> Option<TileKind> {
        self.types
            .iter()
            .position(|t| t.id == id)
            .map(|i| i as TileKind)
    }

    /// The earliest draw phase among the tile kinds still left (`left`,
    /// one flag per kind in catalogue order): the phase the pile deals now.
    pub fn earliest_phase(&self, left: impl IntoIterator<Item = bool>) -> Option<u8> {
        left.into_iter()
            .zip(&self.types)
            .filter(|&(left, _)| left)
            .map(|(_, t)| t.draw_phase)
            .min()
    }

    /// The tile a set's file names to start the game with.
    pub fn start_of(&self, set: SetId) -> Option<TileKind> {
        self.starts.iter().find(|(s, _)| *s == set).map(|&(_, k)| k)
    }

    pub fn get(&self, kind: TileKind) -> &TileType {
        &self.types[kind as usize]
    }

    pub fn len(&self) -> usize {
        self.types.len()
    }

    pub fn is_empty(&self) -> bool {
        self.types.is_empty()
    }
}

/// The catalogue, built once from the data embedded in the binary: the
/// base game's tiles, then each set's in `SetId::ALL`'s order.
pub fn catalog() -> &'static Catalog {
    static CATALOG: OnceLock<Catalog> = OnceLock::new();
    CATALOG.get_or_init(|| {
        // build.rs has already checked these files, so a failure here is a bug.
        let load = |(file, text)| tile_data::load_tile_set(file, text).expect(file);
        let base = load(("assets/tiles/base.ron", BASE_RON));
        let sets: Vec<(SetId, TileSetData)> = SetId::ALL
            .iter()
            .filter_map(|&s| Some((s, load(s.expansion().tiles()?))))
            .collect();
        build_catalog(&base, &sets)
    })
}

fn build_catalog(base: &TileSetData, sets: &[(SetId, TileSetData)]) -> Catalog {
    let mut types: Vec<TileType> = base
        .tiles
        .iter()
        .map(|t| compile_tile(t, None, LAND))
        .collect();
    let mut starts = Vec::new();
    for (set, data) in sets {
        let hooks = set.expansion();
        for t in &data.tiles {
            let mut tile = compile_tile(t, Some(*set), hooks.draw_phase(data, t));
            for hooks in SetId::ALL.iter().map(|s| s.expansion()) {
                let mut index = [0usize; 5];
                for s in &mut tile.segments {
                    hooks.mark_segment(t, index[s.kind as usize], s);
                    index[s.kind as usize] += 1;
                }
            }
            types.push(tile);
        }
        if let Some(start) = &data.start {
            let at = types
                .iter()
                .position(|t| &t.id == start)
                .expect("start tile");
            starts.push((*set, at as TileKind));
        }
    }
    let find = |id: &str| types.iter().position(|t| t.id == id).expect(id) as TileKind;
    Catalog {
        base_start: find(base.start.as_deref().expect("base start")),
        starts,
        types,
    }
}

fn compile_tile(t: &tile_data::TileTypeData, set: Option<SetId>, draw_phase: u8) -> TileType {
    let mask = |s: &str| tile_data::edge_mask(s).expect("checked by build.rs");
    let mut segments = Vec::new();
    for r in &t.roads {
        segments.push(SegmentDef {
            kind: SegmentKind::Road,
            ports: mask(r),
            pennants: 0,
            cities: 0,
            siblings: false,
            marks: 0,
            tokens: [0; TOKENS],
        });
    }
    let first_city = segments.len();
    for c in &t.cities {
        segments.push(SegmentDef {
            kind: SegmentKind::City,
            ports: mask(&c.edges),
            pennants: c.pennant_count(),
            cities: 0,
            siblings: false,
            marks: 0,
            tokens: [0; TOKENS],
        });
    }
    for f in &t.fields {
        let ports = f
            .halves
            .iter()
            .map(|h| 1u8 << tile_data::half_edge_index(h).expect("checked"))
            .fold(0, |a, b| a | b);
        let cities = f
            .cities
            .iter()
            .map(|&c| 1u16 << (first_city + c))
            .fold(0, |a, b| a | b);
        segments.push(SegmentDef {
            kind: SegmentKind::Field,
            ports,
            pennants: 0,
            cities,
            siblings: false,
            marks: 0,
            tokens: [0; TOKENS],
        });
    }
    let centre = match t.centre {
        CentreData::None => None,
        CentreData::Monastery | CentreData::Garden => {
            let kind = if t.centre == CentreData::Monastery {
                SegmentKind::Monastery
            } else {
                SegmentKind::Garden
            };
            segments.push(SegmentDef {
                kind,
                ports: 0,
                pennants: 0,
                cities: 0,
                siblings: false,
                marks: 0,
                tokens: [0; TOKENS],
            });
            Some((segments.len() - 1) as u8)
        }
    };
    let kinds: Vec<SegmentKind> = segments.iter().map(|s| s.kind).collect();
    for s in &mut segments {
        s.siblings = kinds.iter().filter(|&&k| k == s.kind).count() > 1;
    }
    let letters: Vec<EdgeKind> = t.edges.chars().map(EdgeKind::from_letter).collect();
    let river = if t.river.is_empty() {
        0
    } else {
        mask(&t.river)
    };
    let rotations = std::array::from_fn(|rot| orient(&letters, &segments, river, rot as u8));
    let mut distinct_rotations: Vec<u8> = Vec::new();
    for rot in 0..4u8 {
        let same_as_earlier = distinct_rotations
            .iter()
            .any(|&r| same_layout(&segments, &rotations[r as usize], &rotations[rot as usize]));
        if !same_as_earlier {
            distinct_rotations.push(rot);
        }
    }
    let walls = t.edges.contains('w');
    let mut fitting = Box::new([0u8; FIT_KEYS]);
    for (key, slot) in fitting.iter_mut().enumerate() {
        let constrained = key >> 8;
        if walls {
            // Any edges at all, but only with a neighbour on every side:
            // a walled tile opens no square it would have to answer for.
            *slot = (constrained == 0b1111) as u8;
            continue;
        }
        let mask = (0..4)
            .filter(|e| constrained & (1 << e) != 0)
            .fold(0u8, |m, e| m | (3 << (2 * e)));
        let want = key as u8;
        if want & !mask != 0 {
            continue; // codes on unconstrained edges: no square has this key
        }
        for &rot in &distinct_rotations {
            if rotations[rot as usize].edges & mask == want {
                *slot |= 1 << rot;
            }
        }
    }
    TileType {
        fitting,
        id: t.id.clone(),
        set,
        draw_phase,
        count: t.count as u8,
        segments,
        centre,
        rotations,
        distinct_rotations,
        river,
        walls,
        patch: t.patch,
        arrow: t.arrow.as_deref().and_then(tile_data::compass_index),
    }
}

fn orient(letters: &[EdgeKind], segments: &[SegmentDef], river: u8, rot: u8) -> Oriented {
    let mut o = Oriented {
        edges: 0,
        edge_segment: [NONE; 4],
        half_segment: [NONE; 8],
        river: rotate_edge_mask(river, rot),
    };
    for (e, &kind) in letters.iter().enumerate() {
        o.edges |= (kind as u8) << (2 * rotate_edge(e as u8, rot));
    }
    for (i, s) in segments.iter().enumerate() {
        for bit in 0..8u8 {
            if s.ports & (1 << bit) == 0 {
                continue;
            }
            match s.kind {
                SegmentKind::Road | SegmentKind::City => {
                    o.edge_segment[rotate_edge(bit, rot) as usize] = i as u8
                }
                SegmentKind::Field => o.half_segment[rotate_half(bit, rot) as usize] = i as u8,
                _ => {}
            }
        }
    }
    o
}

/// Two rotations give the same tile when every port holds the same segment
/// kind and the same partition of ports into segments.
fn same_layout(segments: &[SegmentDef], a: &Oriented, b: &Oriented) -> bool {
    if a.edges != b.edges || a.river != b.river {
        return false;
    }
    let ports = |o: &Oriented| -> Vec<u8> {
        o.edge_segment
            .iter()
            .chain(o.half_segment.iter())
            .copied()
            .collect()
    };
    let (pa, pb) = (ports(a), ports(b));
    // Same partition: a consistent one-to-one map between segment indices.
    let mut map = vec![NONE; segments.len()];
    for (&x, &y) in pa.iter().zip(&pb) {
        if (x == NONE) != (y == NONE) {
            return false;
        }
        if x == NONE {
            continue;
        }
        if segments[x as usize].pennants != segments[y as usize].pennants {
            return false;
        }
        if map[x as usize] == NONE {
            map[x as usize] = y;
        } else if map[x as usize] != y {
            return false;
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tile(id: &str) -> &'static TileType {
        let c = catalog();
        c.get(c.by_id(id).unwrap())
    }

    #[test]
    fn catalogue_holds_the_base_game_and_every_set() {
        let c = catalog();
        let count = |set: Option<SetId>| -> u32 {
            c.types
                .iter()
                .filter(|t| t.set == set)
                .map(|t| t.count as u32)
                .sum()
        };
        assert_eq!(count(None), 72);
        assert_eq!(c.get(c.base_start).id, "D");
        for set in SetId::ALL {
            // Each set's tiles as many as its file says it has.
            let Some((file, text)) = set.expansion().tiles() else {
                assert_eq!(count(Some(set)), 0);
                continue;
            };
            let data = tile_data::load_tile_set(file, text).unwrap();
            assert_eq!(count(Some(set)), data.expected_total, "{file}");
        }
    }

    #[test]
    fn symmetric_tiles_have_fewer_distinct_rotations() {
        assert_eq!(tile("C").distinct_rotations, vec![0]);
        assert_eq!(tile("B").distinct_rotations, vec![0]);
        assert_eq!(tile("X").distinct_rotations, vec![0]);
        assert_eq!(tile("U").distinct_rotations, vec![0, 1]);
        assert_eq!(tile("H").distinct_rotations, vec![0, 1]);
        assert_eq!(tile("V").distinct_rotations, vec![0, 1, 2, 3]);
        assert_eq!(tile("RD").distinct_rotations, vec![0, 1]);
    }

    #[test]
    fn rotating_d_once_puts_the_city_east() {
        let d = tile("D");
        assert_eq!(d.edge_kind(0, 0), EdgeKind::City);
        assert_eq!(d.edge_kind(1, 1), EdgeKind::City);
        assert_eq!(d.edge_kind(1, 0), EdgeKind::Road);
        assert_eq!(d.edge_kind(1, 2), EdgeKind::Road);
        assert_eq!(d.edge_kind(1, 3), EdgeKind::Field);
    }

    #[test]
    fn fields_know_the_cities_they_border() {
        let h = tile("H");
        let field = h
            .segments
            .iter()
            .find(|s| s.kind == SegmentKind::Field)
            .unwrap();
        assert_eq!(field.cities.count_ones(), 2);
        assert!(tile("Mg").has_garden());
        assert!(tile("A").has_monastery());
        assert!(tile("RH").has_monastery() && tile("RH").is_river());
    }
}
