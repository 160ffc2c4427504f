//! Inns & Cathedrals' cathedrals. A cathedral stands in a city (the tile
//! set marks it, `tile_data`'s `cathedral`; a feature with one has
//! `INN_OR_CATHEDRAL`). Its city is worth more if finished and
//! nothing if not, pennants included.

/// A city with a cathedral: 3 a tile and 3 a pennant when completed,
/// nothing if it is still open at the end.
pub fn city_points(tiles: u32, pennants: u32, complete: bool) -> u32 {
    if complete { 3 * (tiles + pennants) } else { 0 }
}
