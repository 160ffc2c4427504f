//! Inns & Cathedrals' inns. An inn stands beside a road (the tile set
//! marks it, `tile_data`'s `inns`; a feature with one has
//! `INN_OR_CATHEDRAL`). Its road is worth more if finished and
//! nothing if not: the risk the rulebook gives the inn.

/// A road with an inn: 2 a tile when completed, nothing if it is still
/// open at the end.
pub fn road_points(tiles: u32, complete: bool) -> u32 {
    if complete { 2 * tiles } else { 0 }
}
