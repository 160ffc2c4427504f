//! The tile-set data files (`assets/tiles/*.ron`) as they are written, and the
//! checks that make a file trustworthy. `build.rs` includes this module too, so
//! a broken data file fails the build with the file, the tile and the reason.
//!
//! This module depends on serde only: it must compile inside the build script.

use serde::Deserialize;

/// One tile-set file: a list of tile types with their counts.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename = "TileSet", deny_unknown_fields)]
pub struct TileSetData {
    pub name: String,
    /// Sum of all counts the printed set has; a typo in a count fails the check.
    pub expected_total: u32,
    /// The tile type whose one copy starts the game at (0, 0), if any.
    #[serde(default)]
    pub start: Option<String>,
    pub tiles: Vec<TileTypeData>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TileTypeData {
    pub id: String,
    pub count: u32,
    /// Four letters for the N, E, S, W edges: `c` city, `r` road, `f` field,
    /// `v` water, `w` a wall (a tile walled on all four sides fits any
    /// neighbour and ends whatever meets it).
    pub edges: String,
    #[serde(default)]
    pub centre: CentreData,
    /// Each road as the edges it touches ("WE", or "S" for a road that ends on the tile).
    #[serde(default)]
    pub roads: Vec<String>,
    /// Indices into `roads` of the roads a set marks (`mark_segment`).
    #[serde(default)]
    pub inns: Vec<usize>,
    #[serde(default)]
    pub cities: Vec<CityData>,
    #[serde(default)]
    pub fields: Vec<FieldData>,
    /// The water edges; one edge where the water course begins or ends.
    #[serde(default)]
    pub river: String,
    /// A symbol printed on the tile that a set acts on when it is placed.
    #[serde(default)]
    pub symbol: TileSymbol,
    /// A round patch of the picture that is no feature (a crop field): its
    /// centre's x and y (the tile's middle is 0, 0, north +y, the edges at
    /// 0.5) and its radius. The roads that end on the tile end at it, and
    /// it parts the fields it touches, as the tile's fields say.
    #[serde(default)]
    pub patch: Option<(f32, f32, f32)>,
    /// A direction printed on the tile (an arrow a set's rule reads), as the
    /// tile is drawn: one of `COMPASS`; it turns with the tile.
    #[serde(default)]
    pub arrow: Option<String>,
}

/// The eight directions of a tile's arrow, clockwise from north: an
/// arrow's index here, plus 2 for each quarter turn, is where it points.
pub const COMPASS: [&str; 8] = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"];

/// The index in `COMPASS` of a direction's name.
pub fn compass_index(name: &str) -> Option<u8> {
    COMPASS.iter().position(|&c| c == name).map(|i| i as u8)
}

/// The symbols some tiles carry, which a set acts on (`docs/rules/princess-and-dragon.md`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize)]
pub enum TileSymbol {
    #[default]
    None,
    /// A set's neutral figure comes to this tile; no figure on it this turn.
    Volcano,
    /// A set's neutral figure flies when this tile is placed.
    Dragon,
    /// A follower may go on any tile instead of this one.
    Portal,
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize)]
pub enum CentreData {
    #[default]
    None,
    Monastery,
    Garden,
}

#[derive(Debug, Clone, Deserialize)]
pub struct CityData {
    pub edges: String,
    #[serde(default)]
    pub pennant: bool,
    /// Its pennants when it has more than one (a city on all four sides
    /// may show two); `pennant: true` is one.
    #[serde(default)]
    pub pennants: u8,
    /// A set's mark stands in it (the set marks the city, `mark_segment`).
    #[serde(default)]
    pub cathedral: bool,
    /// A token's symbol in it (a set counts it, `mark_segment`).
    #[serde(default)]
    pub goods: Option<Good>,
    /// A set's symbol stands in this part of the city.
    #[serde(default)]
    pub princess: bool,
}

impl CityData {
    /// How many pennants the city part shows.
    pub fn pennant_count(&self) -> u8 {
        self.pennants.max(self.pennant as u8)
    }
}

/// The three kinds of token a set counts: a city's symbol, and the tokens
/// the player who completes the city takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
pub enum Good {
    Wine,
    Grain,
    Cloth,
}

impl Good {
    pub const ALL: [Good; 3] = [Good::Wine, Good::Grain, Good::Cloth];
}

#[derive(Debug, Clone, Deserialize)]
pub struct FieldData {
    pub halves: Vec<String>,
    /// Indices into the tile's `cities` of the cities this field borders.
    #[serde(default)]
    pub cities: Vec<usize>,
}

pub const EDGE_NAMES: [char; 4] = ['N', 'E', 'S', 'W'];
pub const HALF_EDGE_NAMES: [&str; 8] = ["NNW", "NNE", "ENE", "ESE", "SSE", "SSW", "WSW", "WNW"];

/// Edge index 0..4 (N E S W) of an edge letter.
pub fn edge_index(c: char) -> Option<usize> {
    EDGE_NAMES.iter().position(|&e| e == c)
}

/// Half-edge index 0..8, clockwise from the north-west corner.
pub fn half_edge_index(name: &str) -> Option<usize> {
    HALF_EDGE_NAMES.iter().position(|&h| h == name)
}

/// Parses a string of edge letters ("NEW") into a 4-bit mask, rejecting repeats.
pub fn edge_mask(edges: &str) -> Result<u8, String> {
    let mut mask = 0u8;
    for c in edges.chars() {
        let i = edge_index(c).ok_or_else(|| format!("'{c}' is not an edge (N, E, S, W)"))?;
        if mask & (1 << i) != 0 {
            return Err(format!("edge {c} is listed twice in \"{edges}\""));
        }
        mask |= 1 << i;
    }
    if mask == 0 {
        return Err("an empty edge list".into());
    }
    Ok(mask)
}

/// Parses a tile-set file and checks it; the error names the file and the tile.
pub fn load_tile_set(file: &str, text: &str) -> Result<TileSetData, String> {
    let set: TileSetData = ron::from_str(text).map_err(|e| format!("{file}: {e}"))?;
    check_tile_set(&set).map_err(|e| format!("{file}: {e}"))?;
    Ok(set)
}

/// Every check a tile set must pass: counts, edge letters, that each road,
/// city and water edge is claimed by exactly one feature of its kind, that
/// every half-edge of a non-city edge lies in exactly one field, and that the
/// cities a field borders exist.
pub fn check_tile_set(set: &TileSetData) -> Result<(), String> {
    let mut seen = std::collections::HashSet::new();
    for tile in &set.tiles {
        if !seen.insert(tile.id.as_str()) {
            return Err(format!("tile {}: the id is used twice", tile.id));
        }
        check_tile(tile).map_err(|e| format!("tile {}: {e}", tile.id))?;
    }
    let total: u32 = set.tiles.iter().map(|t| t.count).sum();
    if total != set.expected_total {
        return Err(format!(
            "the counts add up to {total} tiles, but the set has {}",
            set.expected_total
        ));
    }
    if let Some(start) = &set.start
        && !set.tiles.iter().any(|t| &t.id == start && t.count > 0)
    {
        return Err(format!("the start tile {start} is not in the set"));
    }
    Ok(())
}

fn check_tile(tile: &TileTypeData) -> Result<(), String> {
    if let Some(arrow) = &tile.arrow
        && compass_index(arrow).is_none()
    {
        return Err(format!(
            "its arrow \"{arrow}\" is not one of {}",
            COMPASS.join(", ")
        ));
    }
    if let Some((x, y, r)) = tile.patch
        && (r <= 0.0 || x.abs() + r > 0.45 || y.abs() + r > 0.45)
    {
        return Err(format!(
            "tile {}: its patch ({x}, {y}, radius {r}) reaches an edge",
            tile.id
        ));
    }
    let letters: Vec<char> = tile.edges.chars().collect();
    if letters.len() != 4 {
        return Err(format!(
            "edges \"{}\" must be 4 letters (N E S W)",
            tile.edges
        ));
    }
    for (i, &l) in letters.iter().enumerate() {
        if !"crfvw".contains(l) {
            return Err(format!(
                "edge {} is '{l}', not one of c (city), r (road), f (field), v (river), w (wall)",
                EDGE_NAMES[i]
            ));
        }
    }
    if letters.contains(&'w') {
        return check_walled(tile, &letters);
    }
    if tile.count == 0 {
        return Err("count is 0".into());
    }
    // Each road, city and water edge belongs to exactly one feature of its kind.
    let mut claimed = [None::<char>; 4];
    let mut claim = |edges: &str, kind: char, what: &str| -> Result<(), String> {
        let mask = edge_mask(edges).map_err(|e| format!("{what}: {e}"))?;
        for (i, slot) in claimed.iter_mut().enumerate() {
            if mask & (1 << i) == 0 {
                continue;
            }
            if letters[i] != kind {
                return Err(format!(
                    "{what} touches edge {}, which is '{}', not '{kind}'",
                    EDGE_NAMES[i], letters[i]
                ));
            }
            if slot.is_some() {
                return Err(format!("edge {} belongs to two features", EDGE_NAMES[i]));
            }
            *slot = Some(kind);
        }
        Ok(())
    };
    for road in &tile.roads {
        claim(road, 'r', &format!("road \"{road}\""))?;
    }
    for (k, &inn) in tile.inns.iter().enumerate() {
        if inn >= tile.roads.len() {
            return Err(format!(
                "inn {k} is beside road {inn}, but the tile has {} roads",
                tile.roads.len()
            ));
        }
        if tile.inns[..k].contains(&inn) {
            return Err(format!("road {inn} has two inns listed"));
        }
    }
    for city in &tile.cities {
        claim(&city.edges, 'c', &format!("city \"{}\"", city.edges))?;
    }
    if !tile.river.is_empty() {
        claim(&tile.river, 'v', &format!("river \"{}\"", tile.river))?;
    }
    for (i, &l) in letters.iter().enumerate() {
        if l != 'f' && claimed[i].is_none() {
            return Err(format!(
                "edge {} is '{l}' but no feature of that kind touches it",
                EDGE_NAMES[i]
            ));
        }
    }
    // Fields: every half of a non-city edge in exactly one field, none on a city edge.
    let mut half_owner = [None::<usize>; 8];
    for (f, field) in tile.fields.iter().enumerate() {
        // A field that touches no edge lies enclosed between cities (as
        // between four city caps): it must border one.
        if field.halves.is_empty() && field.cities.is_empty() {
            return Err(format!(
                "field {f} touches no half-edge and borders no city"
            ));
        }
        for name in &field.halves {
            let h = half_edge_index(name).ok_or_else(|| {
                format!(
                    "field {f}: \"{name}\" is not a half-edge (NNW NNE ENE ESE SSE SSW WSW WNW)"
                )
            })?;
            if letters[h / 2] == 'c' {
                return Err(format!(
                    "field {f}: half-edge {name} lies on a city edge, which has no halves"
                ));
            }
            if let Some(other) = half_owner[h] {
                return Err(format!("half-edge {name} is in fields {other} and {f}"));
            }
            half_owner[h] = Some(f);
        }
        for &c in &field.cities {
            if c >= tile.cities.len() {
                return Err(format!(
                    "field {f} borders city {c}, but the tile has {} cities",
                    tile.cities.len()
                ));
            }
        }
    }
    for (h, owner) in half_owner.iter().enumerate() {
        if owner.is_none() && letters[h / 2] != 'c' {
            return Err(format!("half-edge {} is in no field", HALF_EDGE_NAMES[h]));
        }
    }
    Ok(())
}

/// A walled tile: walls on all four sides, nothing running to them, and
/// no copies in the pile (`count: 0`): each player holds their own.
fn check_walled(tile: &TileTypeData, letters: &[char]) -> Result<(), String> {
    if letters.iter().any(|&l| l != 'w') {
        return Err("a tile with a wall has walls on all four sides".into());
    }
    let bare = tile.roads.is_empty() && tile.cities.is_empty() && tile.fields.is_empty();
    if !bare || !tile.river.is_empty() {
        return Err("nothing runs to a walled tile's edges: no road, city, field or river".into());
    }
    if tile.count != 0 {
        return Err("a walled tile is held by the players, never drawn: its count is 0".into());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    const BASE: &str = include_str!("../../assets/tiles/base.ron");

    fn base() -> TileSetData {
        load_tile_set("base.ron", BASE).unwrap()
    }

    fn broken(edit: impl FnOnce(&mut TileSetData)) -> String {
        let mut set = base();
        edit(&mut set);
        check_tile_set(&set).unwrap_err()
    }

    #[test]
    fn shipped_sets_pass_the_checks() {
        assert_eq!(base().tiles.iter().map(|t| t.count).sum::<u32>(), 72);
        load_tile_set("river.ron", include_str!("../../assets/tiles/river.ron")).unwrap();
        let traders = load_tile_set(
            "traders_builders.ron",
            include_str!("../../assets/tiles/traders_builders.ron"),
        )
        .unwrap();
        // The printed set: wine in 9 cities, grain in 6, cloth in 5.
        let count = |g: Good| {
            let cities = traders.tiles.iter().flat_map(|t| &t.cities);
            cities.filter(|c| c.goods == Some(g)).count()
        };
        assert_eq!(Good::ALL.map(count), [9, 6, 5]);
    }

    /// The Princess & the Dragon as printed: 6 volcanoes, 12 dragon
    /// tiles, 6 portals, 6 princess tiles (each with one princess), three
    /// pennants.
    #[test]
    fn the_princess_and_dragon_tiles_are_the_printed_set() {
        let set = load_tile_set(
            "princess_dragon.ron",
            include_str!("../../assets/tiles/princess_dragon.ron"),
        )
        .unwrap();
        let with = |symbol: TileSymbol| {
            let tiles = set.tiles.iter().filter(|t| t.symbol == symbol);
            tiles.map(|t| t.count).sum::<u32>()
        };
        let symbols = [TileSymbol::Volcano, TileSymbol::Dragon, TileSymbol::Portal];
        assert_eq!(symbols.map(with), [6, 12, 6]);
        let princesses = |t: &&TileTypeData| t.cities.iter().filter(|c| c.princess).count();
        let princess_tiles: Vec<usize> = set.tiles.iter().map(|t| princesses(&t)).collect();
        assert_eq!(princess_tiles.iter().filter(|&&n| n == 1).count(), 6);
        assert!(princess_tiles.iter().all(|&n| n <= 1));
        let no_symbol = set.tiles.iter().filter(|t| t.symbol == TileSymbol::None);
        assert!(
            no_symbol.clone().all(|t| princesses(&t) == 1),
            "every tile has one symbol"
        );
        let pennants = set
            .tiles
            .iter()
            .flat_map(|t| &t.cities)
            .filter(|c| c.pennant);
        assert_eq!(pennants.count(), 3);
    }

    /// Abbey & Mayor as printed: twelve tiles, one of each, six pennants
    /// (two on the four-sided city), two tiles with two cities each, one
    /// monastery, one garden.
    #[test]
    fn the_abbey_and_mayor_tiles_are_the_printed_set() {
        let set = load_tile_set(
            "abbey_mayor.ron",
            include_str!("../../assets/tiles/abbey_mayor.ron"),
        )
        .unwrap();
        let (land, held): (Vec<_>, Vec<_>) = set.tiles.iter().partition(|t| t.count > 0);
        assert!(land.iter().all(|t| t.count == 1) && land.len() == 12);
        // The abbey, held by each player, walled all round, a monastery.
        assert!(
            matches!(held.as_slice(), [a] if a.edges == "wwww" && a.centre == CentreData::Monastery)
        );
        let cities = || set.tiles.iter().flat_map(|t| &t.cities);
        assert_eq!(cities().map(|c| c.pennant_count() as u32).sum::<u32>(), 6);
        assert_eq!(cities().map(CityData::pennant_count).max(), Some(2));
        assert_eq!(set.tiles.iter().filter(|t| t.cities.len() == 2).count(), 3);
        let centre = |c: CentreData| land.iter().filter(|t| t.centre == c).count();
        assert_eq!(
            (centre(CentreData::Monastery), centre(CentreData::Garden)),
            (1, 1)
        );
        // The road with three ends is one road; the road under the city one.
        let ak = set.tiles.iter().find(|t| t.id == "AK").unwrap();
        assert_eq!(ak.roads, ["NEW"]);
        let enclosed = set.tiles.iter().flat_map(|t| &t.fields);
        assert_eq!(enclosed.filter(|f| f.halves.is_empty()).count(), 3);
    }

    #[test]
    fn a_wrong_count_is_reported() {
        let e = broken(|s| s.tiles[0].count += 1);
        assert!(e.contains("73 tiles"), "{e}");
    }

    /// A wall goes all round a tile that nothing runs to, held by the
    /// players (count 0); count 0 is a mistake on any other tile.
    #[test]
    fn a_walled_tile_is_walled_all_round_and_never_drawn() {
        let walled = |edges: &str, count: u32, roads: &[&str]| {
            let mut s = base();
            let t = &mut s.tiles[0];
            s.expected_total -= t.count;
            (t.edges, t.count) = (edges.into(), count);
            s.expected_total += count;
            t.roads = roads.iter().map(|r| r.to_string()).collect();
            (t.cities, t.fields, t.inns) = (vec![], vec![], vec![]);
            check_tile_set(&s)
        };
        assert_eq!(walled("wwww", 0, &[]), Ok(()));
        let e = walled("wwwf", 0, &[]).unwrap_err();
        assert!(e.contains("walls on all four sides"), "{e}");
        let e = walled("wwww", 1, &[]).unwrap_err();
        assert!(e.contains("its count is 0"), "{e}");
        let e = walled("wwww", 0, &["N"]).unwrap_err();
        assert!(e.contains("nothing runs to"), "{e}");
        let e = broken(|s| {
            s.tiles[0].count = 0;
            s.expected_total = 72 - 2;
        });
        assert!(e.contains("count is 0"), "{e}");
    }

    #[test]
    fn a_half_edge_in_no_field_is_reported_with_the_tile() {
        let e = broken(|s| {
            let u = s.tiles.iter_mut().find(|t| t.id == "U").unwrap();
            u.fields[0].halves.pop();
        });
        assert_eq!(e, "tile U: half-edge SSE is in no field");
    }

    #[test]
    fn a_road_on_a_field_edge_is_reported() {
        let e = broken(|s| {
            let v = s.tiles.iter_mut().find(|t| t.id == "V").unwrap();
            v.roads[0] = "SE".into();
        });
        assert!(e.starts_with("tile V: road \"SE\" touches edge E"), "{e}");
    }

    #[test]
    fn a_field_bordering_a_missing_city_is_reported() {
        let e = broken(|s| {
            let e = s.tiles.iter_mut().find(|t| t.id == "E").unwrap();
            e.fields[0].cities = vec![1];
        });
        assert!(e.contains("borders city 1"), "{e}");
    }

    #[test]
    fn a_bad_edge_letter_is_reported() {
        let e = broken(|s| s.tiles[1].edges = "ffxf".into());
        assert!(e.contains("edge S is 'x'"), "{e}");
    }

    #[test]
    fn syntax_errors_name_the_file() {
        let e = load_tile_set("base.ron", "TileSet(").unwrap_err();
        assert!(e.starts_with("base.ron:"), "{e}");
    }
}
