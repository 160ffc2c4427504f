//! The symbol printed on each of the set's tiles (a volcano, the dragon,
//! a magic portal), read from its own tile file.

use std::collections::HashMap;
use std::sync::OnceLock;

use crate::rules::set_names::SetId;
use crate::rules::tile_data::{TileSymbol, load_tile_set};
use crate::rules::tileset::{TileKind, catalog};

pub const TILES: (&str, &str) = (
    "assets/tiles/princess_dragon.ron",
    include_str!("../../../../assets/tiles/princess_dragon.ron"),
);

/// The symbol printed on a tile of the set (none for other tiles), by
/// tile kind: looked up whenever a tile is drawn.
pub fn symbol(kind: TileKind) -> TileSymbol {
    static SYMBOLS: OnceLock<Vec<TileSymbol>> = OnceLock::new();
    let symbols = SYMBOLS.get_or_init(|| {
        let set = load_tile_set(TILES.0, TILES.1).expect("build.rs checked the set's tiles");
        let by_id: HashMap<String, TileSymbol> =
            set.tiles.into_iter().map(|t| (t.id, t.symbol)).collect();
        (catalog().types.iter())
            .map(|t| match t.set {
                Some(SetId::PrincessDragon) => by_id.get(&t.id).copied().unwrap_or_default(),
                _ => TileSymbol::None,
            })
            .collect()
    });
    symbols.get(kind as usize).copied().unwrap_or_default()
}

/// The symbol printed on the tile with this id (none for another set's).
pub fn symbol_of(id: &str) -> TileSymbol {
    catalog().by_id(id).map_or(TileSymbol::None, symbol)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Six volcanoes, twelve dragon tiles, six portals (the set's
    /// printing); no other tile has a symbol.
    #[test]
    fn each_symbol_is_on_the_set_s_tiles_it_is_printed_on() {
        let mut count = HashMap::new();
        for (kind, t) in catalog().types.iter().enumerate() {
            let s = symbol(kind as TileKind);
            if t.set != Some(SetId::PrincessDragon) {
                assert_eq!(s, TileSymbol::None, "{}", t.id);
            }
            *count.entry(format!("{s:?}")).or_insert(0) += t.count;
        }
        assert_eq!(count["Volcano"], 6);
        assert_eq!(count["Dragon"], 12);
        assert_eq!(count["Portal"], 6);
    }
}
