//! The art on the board: tile pictures painted by our own code
//! (`crate::art`) from the same data the rules use, turned into
//! textures with their mip levels; meeples per seat colour; soft shadows;
//! the wooden table. `Sketch` draws the flat shapes of markers and frames.

use std::collections::HashMap;
use std::sync::mpsc::{Receiver, channel};
use std::sync::{Mutex, OnceLock};

use bevy::asset::RenderAssetUsages;
use bevy::ecs::system::SystemParam;
use bevy::image::{ImageAddressMode, ImageSampler, ImageSamplerDescriptor};
use bevy::mesh::{Indices, Mesh, PrimitiveTopology};
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};
use bevy::render::renderer::RenderAdapterInfo;
use bevy::sprite_render::AlphaMode2d;
use bevy::window::RequestRedraw;

use crate::art::canvas::{self, Canvas};
use crate::art::meeple::{MARKS, Shape, paint_meeple};
use crate::art::table::paint_table;
use crate::art::tile::{TILE_PIXELS, paint_tile};
use crate::gui::look::{COLOURS, translucent};
use crate::gui::set_registry::{figure_window, tile_marks};
use crate::rules::{Figure, TileKind, catalog};

/// Side of a tile in world units.
pub const TILE: f32 = 100.0;

/// Triangles with a colour each, in tile-local units (-0.5..0.5).
#[derive(Default)]
pub struct Sketch {
    positions: Vec<[f32; 3]>,
    colors: Vec<[f32; 4]>,
}

impl Sketch {
    /// A white square as large as a tile (a square lit under a tile).
    pub fn whole_tile() -> Sketch {
        let mut square = Sketch::default();
        square.rect(Vec2::splat(-0.5), Vec2::splat(0.5), Color::WHITE);
        square
    }

    pub fn tri(&mut self, a: Vec2, b: Vec2, c: Vec2, color: Color) {
        let lin = color.to_linear().to_f32_array();
        for p in [a, b, c] {
            self.positions.push([p.x, p.y, 0.0]);
            self.colors.push(lin);
        }
    }

    /// A convex polygon as a fan.
    pub fn poly(&mut self, points: &[Vec2], color: Color) {
        for i in 1..points.len().saturating_sub(1) {
            self.tri(points[0], points[i], points[i + 1], color);
        }
    }

    pub fn rect(&mut self, min: Vec2, max: Vec2, color: Color) {
        self.poly(
            &[min, Vec2::new(max.x, min.y), max, Vec2::new(min.x, max.y)],
            color,
        );
    }

    /// A thick segment from `a` to `b`.
    pub fn band(&mut self, a: Vec2, b: Vec2, width: f32, color: Color) {
        let n = (b - a).normalize_or_zero().perp() * width / 2.0;
        self.poly(&[a + n, b + n, b - n, a - n], color);
    }

    pub fn disc(&mut self, centre: Vec2, radius: f32, color: Color) {
        let pts: Vec<Vec2> = (0..16)
            .map(|i| centre + Vec2::from_angle(i as f32 * std::f32::consts::TAU / 16.0) * radius)
            .collect();
        self.poly(&pts, color);
    }

    /// The mesh, scaled to world units and turned `rot` quarter turns clockwise.
    pub fn into_mesh(self, scale: f32, rot: u8) -> Mesh {
        let positions: Vec<[f32; 3]> = self
            .positions
            .into_iter()
            .map(|[x, y, z]| {
                let p = rotate(Vec2::new(x, y), rot) * scale;
                [p.x, p.y, z]
            })
            .collect();
        let mut mesh = Mesh::new(
            PrimitiveTopology::TriangleList,
            RenderAssetUsages::default(),
        );
        mesh.insert_attribute(Mesh::ATTRIBUTE_POSITION, positions);
        mesh.insert_attribute(Mesh::ATTRIBUTE_COLOR, self.colors);
        mesh
    }
}

/// Turns a tile-local point `rot` quarter turns clockwise.
pub fn rotate(p: Vec2, rot: u8) -> Vec2 {
    (0..rot % 4).fold(p, |p, _| Vec2::new(p.y, -p.x))
}

/// Where a meeple stands on a segment, in tile-local units, board
/// orientation (worked out from the tile's picture once per tile type).
pub fn meeple_spot(kind: TileKind, segment: u8, rot: u8) -> Vec2 {
    static SPOTS: OnceLock<Vec<OnceLock<Vec<Vec2>>>> = OnceLock::new();
    let kinds = SPOTS.get_or_init(|| catalog().types.iter().map(|_| OnceLock::new()).collect());
    let spots = kinds[kind as usize].get_or_init(|| {
        crate::art::tile::meeple_spots(catalog().get(kind))
            .into_iter()
            .map(|p| Vec2::new(p.x, p.y))
            .collect()
    });
    rotate(spots[segment as usize], rot)
}

/// The point of a tile farthest from every place a figure may stand on it,
/// in tile units from its centre (turned as the tile is): where a set's
/// piece drawn on the tile (a tower's foundation, a mine) and its figures
/// hide nothing of each other.
pub fn clear_spot(kind: TileKind, rot: u8) -> Vec2 {
    // Found as the tile is printed, then turned: the point the tile's
    // picture puts a set's mark on (`art::tile::spots::farthest_from`),
    // whichever of equally clear points the grid's order finds first.
    let spots: Vec<Vec2> = (0..catalog().get(kind).segments.len() as u8)
        .map(|s| meeple_spot(kind, s, 0))
        .collect();
    let room = |p: Vec2| spots.iter().map(|s| s.distance(p)).fold(f32::MAX, f32::min);
    let grid = (-3..=3).flat_map(|i| (-3..=3).map(move |j| Vec2::new(i as f32, j as f32) * 0.1));
    let printed = grid
        .max_by(|a, b| room(*a).total_cmp(&room(*b)))
        .unwrap_or(Vec2::ZERO);
    rotate(printed, rot)
}

/// Side of the maps that say which segment lies under a point of a tile.
pub const SEGMENT_MAP: usize = 64;

/// Which segment covers each pixel of a tile type's picture, as it is
/// printed (`SEGMENT_MAP` a side, row by row from the top); made once.
pub fn segment_map(kind: TileKind) -> &'static [Option<u8>] {
    static MAPS: OnceLock<Vec<OnceLock<Vec<Option<u8>>>>> = OnceLock::new();
    let maps = MAPS.get_or_init(|| catalog().types.iter().map(|_| OnceLock::new()).collect());
    maps[kind as usize]
        .get_or_init(|| crate::art::tile::segment_map(catalog().get(kind), SEGMENT_MAP))
}

/// The segment of a tile lying turned `rot` under `local` (tile-local
/// units, board orientation), if any (made once per tile type).
pub fn segment_at(kind: TileKind, rot: u8, local: Vec2) -> Option<u8> {
    let map = segment_map(kind);
    // Back to the tile's own orientation, then to a pixel.
    let own = rotate(local, (4 - rot % 4) % 4);
    let (col, row) = canvas::pixel_at(SEGMENT_MAP, canvas::v2(own.x, own.y));
    map[row * SEGMENT_MAP + col]
}

/// How a tile is shown: as it lies, tinted while held over a square (fits
/// or not), or as the hint's see-through ghost.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TileLook {
    Plain,
    Fits,
    Misfit,
    Ghost,
}

impl TileLook {
    fn colour(self) -> Color {
        match self {
            TileLook::Plain => Color::WHITE,
            TileLook::Fits => Color::srgb(0.82, 1.0, 0.82),
            TileLook::Misfit => Color::srgb(1.0, 0.55, 0.55),
            TileLook::Ghost => Color::srgba(1.0, 1.0, 1.0, 0.55),
        }
    }
}

/// A texture of a picture, with its mip levels so a zoomed-out board stays
/// calm, clamped at the edges or repeating (the table).
fn texture(canvas: &Canvas, repeat: bool) -> Image {
    let (data, levels) = canvas.rgba_with_mips();
    let size = Extent3d {
        width: canvas.size as u32,
        height: canvas.size as u32,
        depth_or_array_layers: 1,
    };
    let mut image = Image::new_uninit(
        size,
        TextureDimension::D2,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::RENDER_WORLD,
    );
    image.data = Some(data);
    image.texture_descriptor.mip_level_count = levels;
    let address = if repeat {
        ImageAddressMode::Repeat
    } else {
        ImageAddressMode::ClampToEdge
    };
    image.sampler = ImageSampler::Descriptor(ImageSamplerDescriptor {
        address_mode_u: address,
        address_mode_v: address,
        ..ImageSamplerDescriptor::linear()
    });
    image
}

/// A see-through picture laid over a tile, as a tile's picture is made.
pub fn overlay_picture(canvas: &Canvas) -> Image {
    let mut image = Image::new(
        Extent3d {
            width: canvas.size as u32,
            height: canvas.size as u32,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        canvas.rgba(),
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::RENDER_WORLD,
    );
    image.sampler = ImageSampler::Descriptor(ImageSamplerDescriptor::linear());
    image
}

/// A square of side `side` world units, turned `rot` quarter turns, its
/// picture spanning it `repeats` times.
fn quad(side: f32, rot: u8, repeats: f32) -> Mesh {
    let corners = [
        (Vec2::new(-0.5, 0.5), [0.0, 0.0]),
        (Vec2::new(0.5, 0.5), [repeats, 0.0]),
        (Vec2::new(0.5, -0.5), [repeats, repeats]),
        (Vec2::new(-0.5, -0.5), [0.0, repeats]),
    ];
    let positions: Vec<[f32; 3]> = corners
        .iter()
        .map(|(p, _)| {
            let p = rotate(*p, rot) * side;
            [p.x, p.y, 0.0]
        })
        .collect();
    let uvs: Vec<[f32; 2]> = corners.iter().map(|(_, uv)| *uv).collect();
    Mesh::new(
        PrimitiveTopology::TriangleList,
        RenderAssetUsages::default(),
    )
    .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, positions)
    .with_inserted_attribute(Mesh::ATTRIBUTE_UV_0, uvs)
    .with_inserted_indices(Indices::U32(vec![0, 1, 2, 0, 2, 3]))
}

/// A soft shadow: opaque over the middle `1 / spread` of the picture,
/// fading to nothing at its rim.
fn shadow_picture(size: usize, spread: f32) -> Canvas {
    let mut c = Canvas::new(size);
    let inner = 0.5 / spread;
    for i in 0..size * size {
        let p = c.point(i % size, i / size);
        let out = (p.x.abs().max(p.y.abs()) - inner).max(0.0) / (0.5 - inner);
        let a = (1.0 - out).clamp(0.0, 1.0).powi(2);
        c.pixels[i] = [0.0, 0.0, 0.0, a];
    }
    c
}

/// How much larger than a tile its shadow's picture is.
const SHADOW_SPREAD: f32 = 1.25;

/// Pictures and materials made once and shared. Tile pictures are painted
/// on a thread at start-up, and at once if one is wanted before it is done.
#[derive(Resource)]
pub struct Art {
    quads: [Handle<Mesh>; 4],
    meeple_quad: Handle<Mesh>,
    /// A figure drawn larger (`FigureWindow::large`): the follower's
    /// picture, half as large again.
    large_meeple_quad: Handle<Mesh>,
    shadow_quad: Handle<Mesh>,
    shadow: Handle<ColorMaterial>,
    painted: Mutex<Receiver<(TileKind, Canvas)>>,
    textures: HashMap<TileKind, Handle<Image>>,
    tiles: HashMap<(TileKind, TileLook), Handle<ColorMaterial>>,
    meeples: HashMap<(usize, Shape, bool), Handle<ColorMaterial>>,
    /// Small pictures of each figure in a seat's colour, for the panel.
    figure_pictures: HashMap<(usize, Shape), Handle<Image>>,
    seat_colours: HashMap<usize, Handle<ColorMaterial>>,
    pub glow: Handle<ColorMaterial>,
    pub square: Handle<Mesh>,
}

/// The large meeple's size against a tile (a follower is 0.3).
const LARGE_MEEPLE: f32 = 0.42;

/// The art with the asset stores it adds to: `tile` and `meeple` give the
/// mesh and material to spawn.
#[derive(SystemParam)]
pub struct Artist<'w> {
    art: ResMut<'w, Art>,
    images: ResMut<'w, Assets<Image>>,
    materials: ResMut<'w, Assets<ColorMaterial>>,
}

impl Artist<'_> {
    pub fn tile(
        &mut self,
        kind: TileKind,
        rot: u8,
        look: TileLook,
    ) -> (Mesh2d, MeshMaterial2d<ColorMaterial>) {
        let mesh = Mesh2d(self.art.quads[rot as usize & 3].clone());
        if let Some(m) = self.art.tiles.get(&(kind, look)) {
            return (mesh, MeshMaterial2d(m.clone()));
        }
        let texture = self.tile_picture(kind);
        let material = self.materials.add(ColorMaterial {
            color: look.colour(),
            texture: Some(texture),
            alpha_mode: if look == TileLook::Ghost {
                AlphaMode2d::Blend
            } else {
                AlphaMode2d::Opaque
            },
            ..default()
        });
        self.art.tiles.insert((kind, look), material.clone());
        (mesh, MeshMaterial2d(material))
    }

    /// Takes the pictures the painting thread has finished; true while
    /// some are still to come.
    fn collect_painted(&mut self) -> bool {
        if self.art.textures.len() == catalog().types.len() {
            return false;
        }
        let ready: Vec<(TileKind, Canvas)> = self
            .art
            .painted
            .lock()
            .map(|r| r.try_iter().collect())
            .unwrap_or_default();
        for (k, canvas) in ready {
            let handle = self.images.add(texture(&canvas, false));
            self.art.textures.entry(k).or_insert(handle);
        }
        self.art.textures.len() < catalog().types.len()
    }

    /// The picture of a tile type if it is painted already (the panel's
    /// list of tiles left waits for the painting thread rather than paint
    /// two dozen pictures in the first frame; `collect_painted` picks them
    /// up every frame).
    pub fn ready_picture(&self, kind: TileKind) -> Option<Handle<Image>> {
        self.art.textures.get(&kind).cloned()
    }

    /// The picture of a tile type, painted now if the thread has not yet.
    pub fn tile_picture(&mut self, kind: TileKind) -> Handle<Image> {
        self.collect_painted();
        if let Some(t) = self.ready_picture(kind) {
            return t;
        }
        let canvas = paint_tile(catalog().get(kind), TILE_PIXELS, &tile_marks()).canvas;
        let handle = self.images.add(texture(&canvas, false));
        self.art.textures.insert(kind, handle.clone());
        handle
    }

    /// A meeple of a seat colour, standing (turn it to lay a farmer down):
    /// a follower, the large meeple (a follower half as large again), or
    /// another shape a set's figure takes (`Shape`).
    pub fn meeple(
        &mut self,
        colour: usize,
        kind: Figure,
        ghost: bool,
    ) -> (Mesh2d, MeshMaterial2d<ColorMaterial>) {
        self.shape(
            colour,
            figure_window(kind).shape,
            figure_window(kind).large,
            ghost,
        )
    }

    /// A figure's shape in a seat's colour (a set's piece that is no
    /// figure of the rules, too); `large` half as large again.
    pub fn shape(
        &mut self,
        colour: usize,
        figure: Shape,
        large: bool,
        ghost: bool,
    ) -> (Mesh2d, MeshMaterial2d<ColorMaterial>) {
        let mesh = Mesh2d(match large {
            true => self.art.large_meeple_quad.clone(),
            false => self.art.meeple_quad.clone(),
        });
        let material = match self.art.meeples.get(&(colour, figure, ghost)) {
            Some(m) => m.clone(),
            None => {
                let c = COLOURS[colour].to_srgba();
                let picture = paint_meeple([c.red, c.green, c.blue], MARKS[colour], figure, 128);
                let image = self.images.add(texture(&picture, false));
                let m = self.materials.add(ColorMaterial {
                    color: Color::srgba(1.0, 1.0, 1.0, if ghost { 0.6 } else { 1.0 }),
                    texture: Some(image),
                    alpha_mode: AlphaMode2d::Blend,
                    ..default()
                });
                self.art.meeples.insert((colour, figure, ghost), m.clone());
                m
            }
        };
        (mesh, MeshMaterial2d(material))
    }

    /// A small picture of a figure in a seat's colour (the scoreboard's),
    /// painted the first time it is wanted.
    pub fn figure_picture(&mut self, colour: usize, figure: Figure) -> Handle<Image> {
        self.shape_picture(colour, figure_window(figure).shape)
    }

    /// `figure_picture` of a shape (a set's piece that is no figure).
    pub fn shape_picture(&mut self, colour: usize, shape: Shape) -> Handle<Image> {
        if let Some(image) = self.art.figure_pictures.get(&(colour, shape)) {
            return image.clone();
        }
        let c = COLOURS[colour].to_srgba();
        let picture = paint_meeple([c.red, c.green, c.blue], MARKS[colour], shape, 48);
        let image = self.images.add(texture(&picture, false));
        self.art
            .figure_pictures
            .insert((colour, shape), image.clone());
        image
    }

    /// A flat material of a seat's colour (markers).
    pub fn seat_colour(&mut self, colour: usize) -> Handle<ColorMaterial> {
        let materials = &mut self.materials;
        self.art
            .seat_colours
            .entry(colour)
            .or_insert_with(|| materials.add(ColorMaterial::from(COLOURS[colour])))
            .clone()
    }

    /// A picture laid over a placed tile turned `rot` (the farm view's
    /// tint), on the tile's own quad so it turns with it, at `alpha`.
    pub fn overlay(
        &mut self,
        rot: u8,
        picture: Image,
        alpha: f32,
    ) -> (Mesh2d, MeshMaterial2d<ColorMaterial>) {
        let texture = self.images.add(picture);
        let material = self.materials.add(ColorMaterial {
            color: Color::WHITE.with_alpha(alpha),
            texture: Some(texture),
            alpha_mode: AlphaMode2d::Blend,
            ..default()
        });
        (
            Mesh2d(self.art.quads[rot as usize & 3].clone()),
            MeshMaterial2d(material),
        )
    }

    pub fn art(&self) -> &Art {
        &self.art
    }

    /// A tile's soft shadow on the table, to spawn as the tile's child;
    /// `lift` moves it further off, as for a tile carried in the hand.
    pub fn shadow(&self, lift: f32) -> impl Bundle {
        (
            Mesh2d(self.art.shadow_quad.clone()),
            MeshMaterial2d(self.art.shadow.clone()),
            Transform::from_xyz(4.0 * lift, -6.0 * lift, -0.5),
        )
    }
}

fn setup_art(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    mut images: ResMut<Assets<Image>>,
) {
    // Every tile type painted once, off the main thread, so the first frame
    // does not wait for pictures of tiles not yet drawn.
    let (send, painted) = channel();
    let marks = tile_marks();
    std::thread::spawn(move || {
        let started = std::time::Instant::now();
        for kind in 0..catalog().types.len() as TileKind {
            let canvas = paint_tile(catalog().get(kind), TILE_PIXELS, &marks).canvas;
            if send.send((kind, canvas)).is_err() {
                return;
            }
        }
        info!(
            "painted {} tile pictures in {} ms",
            catalog().types.len(),
            started.elapsed().as_millis()
        );
    });
    let shadow = images.add(texture(&shadow_picture(64, SHADOW_SPREAD), false));
    commands.insert_resource(Art {
        quads: [0, 1, 2, 3].map(|rot| meshes.add(quad(TILE, rot, 1.0))),
        // The meeple's picture is a little taller than the meeple.
        meeple_quad: meshes.add(quad(TILE * 0.3, 0, 1.0)),
        large_meeple_quad: meshes.add(quad(TILE * LARGE_MEEPLE, 0, 1.0)),
        shadow_quad: meshes.add(quad(TILE * SHADOW_SPREAD, 0, 1.0)),
        shadow: materials.add(ColorMaterial {
            color: Color::srgba(1.0, 1.0, 1.0, 0.45),
            texture: Some(shadow),
            alpha_mode: AlphaMode2d::Blend,
            ..default()
        }),
        painted: Mutex::new(painted),
        textures: HashMap::new(),
        tiles: HashMap::new(),
        meeples: HashMap::new(),
        figure_pictures: HashMap::new(),
        seat_colours: HashMap::new(),
        glow: translucent(&mut materials, Color::srgba(1.0, 0.95, 0.4, 0.45)),
        square: meshes.add(Rectangle::new(TILE, TILE)),
    });
}

/// The colour under everything: the table's wood, plain.
pub const TABLE: Color = Color::srgb(0.33, 0.22, 0.13);

/// Whether the planks are drawn. A picture over the whole window costs a
/// software renderer (mesa's lavapipe, with no graphics card) a third of
/// its frame rate, so there the table is the plain colour of its wood;
/// `CARCASSONNE_TABLE=planks` (or `plain`) decides instead.
fn planks_wanted(adapter: Option<&RenderAdapterInfo>) -> bool {
    match std::env::var("CARCASSONNE_TABLE").as_deref() {
        Ok("planks") => true,
        Ok("plain") => false,
        // wgpu's DeviceType is not re-exported by Bevy; its name will do.
        _ => adapter.is_none_or(|a| format!("{:?}", a.device_type) != "Cpu"),
    }
}

/// The wooden table under the board: one large square, its planks repeating.
fn spawn_table(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    mut images: ResMut<Assets<Image>>,
    adapter: Option<Res<RenderAdapterInfo>>,
) {
    const SIDE: f32 = TILE * 2000.0;
    if !planks_wanted(adapter.as_deref()) {
        return;
    }
    // One picture of planks spans four tiles.
    let wood = images.add(texture(&paint_table(256), true));
    commands.spawn((
        Mesh2d(meshes.add(quad(SIDE, 0, SIDE / (TILE * 4.0)))),
        MeshMaterial2d(materials.add(ColorMaterial {
            texture: Some(wood),
            ..default()
        })),
        Transform::from_xyz(0.0, 0.0, -10.0),
    ));
}

/// Picks up the pictures the painting thread finishes, and keeps the window
/// drawing until all are in (it would otherwise sleep with the panel's
/// list of tiles left half empty).
fn collect_painted(mut artist: Artist, mut redraw: MessageWriter<RequestRedraw>) {
    if artist.collect_painted() {
        redraw.write(RequestRedraw);
    }
}

pub fn plugin(app: &mut App) {
    app.add_systems(Startup, (setup_art, spawn_table))
        .add_systems(Update, collect_painted);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_meeple_spot_lies_on_the_tile_in_every_rotation() {
        for (kind, t) in catalog().types.iter().enumerate() {
            let kind = kind as TileKind;
            for rot in 0..4 {
                for s in 0..t.segments.len() as u8 {
                    let p = meeple_spot(kind, s, rot);
                    assert!(p.x.abs() < 0.5 && p.y.abs() < 0.5, "{} seg {s}: {p}", t.id);
                    let turned_back = rotate(p, 4 - rot);
                    assert!((turned_back - meeple_spot(kind, s, 0)).length() < 1e-5);
                }
            }
        }
    }

    #[test]
    fn the_segment_under_a_meeple_spot_is_its_own_in_every_rotation() {
        for (kind, t) in catalog().types.iter().enumerate() {
            let kind = kind as TileKind;
            for rot in 0..4 {
                for s in 0..t.segments.len() as u8 {
                    let spot = meeple_spot(kind, s, rot);
                    assert_eq!(segment_at(kind, rot, spot), Some(s), "{} rot {rot}", t.id);
                }
            }
        }
    }

    #[test]
    fn rotation_turns_clockwise() {
        assert!((rotate(Vec2::new(0.0, 0.5), 1) - Vec2::new(0.5, 0.0)).length() < 1e-6);
    }

    #[test]
    fn a_turned_tile_quad_shows_its_north_edge_on_the_east() {
        // UV (0.5, 0) is the middle of the picture's top (north) edge.
        let mesh = quad(TILE, 1, 1.0);
        let Some(bevy::mesh::VertexAttributeValues::Float32x3(pos)) =
            mesh.attribute(Mesh::ATTRIBUTE_POSITION)
        else {
            panic!("positions")
        };
        // The picture's top-left corner goes to the top-right of the square.
        assert_eq!(pos[0], [TILE / 2.0, TILE / 2.0, 0.0]);
    }
}
