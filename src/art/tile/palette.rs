//! The colours of the tiles' pictures.

use crate::art::canvas::Rgb;

pub const GRASS: Rgb = [0.44, 0.61, 0.25];
pub const GRASS_DRY: Rgb = [0.58, 0.64, 0.28];
pub const GRASS_DEEP: Rgb = [0.30, 0.50, 0.22];
pub const ROAD: Rgb = [0.87, 0.80, 0.63];
pub const ROAD_EDGE: Rgb = [0.58, 0.49, 0.34];
pub const COBBLES: Rgb = [0.86, 0.67, 0.42];
pub const STONE: Rgb = [0.70, 0.66, 0.58];
pub const STONE_DARK: Rgb = [0.42, 0.38, 0.33];
pub const ROOFS: [Rgb; 4] = [
    [0.74, 0.30, 0.19],
    [0.64, 0.36, 0.21],
    [0.56, 0.23, 0.17],
    [0.47, 0.45, 0.50],
];
pub const WATER: Rgb = [0.20, 0.47, 0.76];
pub const WATER_LIGHT: Rgb = [0.48, 0.72, 0.92];
pub const BANK: Rgb = [0.62, 0.60, 0.38];
pub const LEAVES: Rgb = [0.20, 0.40, 0.15];
pub const LEAVES_LIGHT: Rgb = [0.36, 0.56, 0.22];
pub const PLASTER: Rgb = [0.92, 0.88, 0.78];
pub const GRAVEL: Rgb = [0.80, 0.76, 0.66];
pub const SHIELD: Rgb = [0.16, 0.29, 0.70];
pub const GOLD: Rgb = [0.96, 0.82, 0.30];
pub const WHITE: Rgb = [0.97, 0.96, 0.92];
pub const BLACK: Rgb = [0.0, 0.0, 0.0];
/// Badges of the tokens a set counts.
pub const PARCHMENT: Rgb = [0.95, 0.90, 0.74];
pub const GRAPE: Rgb = [0.50, 0.20, 0.55];
pub const LEAF: Rgb = [0.30, 0.55, 0.22];
pub const WHEAT: Rgb = [0.90, 0.72, 0.28];
pub const CLOTH: Rgb = [0.22, 0.42, 0.78];
