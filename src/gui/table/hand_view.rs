//! What the hand shows: the tile in the hand slot, under the cursor or
//! lying placed (green where it fits, red where it does not; a computer's
//! glides from the slot to its square), the squares where it fits, the
//! meeple markers of the placed tile and the meeple chosen on one.

use bevy::prelude::*;

use crate::i18n;
use crate::tr;
use bevy::window::{PrimaryWindow, RequestRedraw};
use bevy_egui::EguiContexts;

use crate::gui::look::{Plain, dialogs, translucent};
use crate::gui::messages::{LANDING, TurnEvent};
use crate::gui::options::GuiOptions;
use crate::gui::play::session::Session;
use crate::gui::prefs::{Prefs, still};
use crate::gui::set_registry::figure_window;
use crate::gui::states::{AppState, FrameSet, OfGame, TurnStage};
use crate::gui::table::geometry::{
    BoardCamera, Buttons, PanelRect, PromptRect, cursor_world, hand_slot, hand_slot_on_screen,
    hand_tile_size, meeple_pose, square_at, square_centre,
};
use crate::gui::table::hand::{DeployMarker, Hold};
use crate::gui::table::meeple_choice;
use crate::gui::table::motion::Ease;
use crate::gui::table::tile_art::{Art, Artist, Sketch, TILE, TileLook};
use crate::rules::Deploy;
use crate::rules::Happened;
use crate::rules::set_names::InHand;

/// The tile in hand (or lying unconfirmed on the board).
#[derive(Component)]
#[require(OfGame)]
pub struct HeldTile;

/// A square where the tile in hand fits at some rotation.
#[derive(Component)]
#[require(OfGame)]
pub struct LegalSpot;

/// A meeple chosen but not yet confirmed, standing on its marker.
#[derive(Component)]
#[require(OfGame)]
struct ChosenMeeple;

/// When a computer's tile left the hand slot for its square.
#[derive(Resource, Default)]
struct Landing(Option<f32>);

/// The hand's marks on the board: the squares a tile fits, and the
/// markers of places a figure may go (a white ring round a dot), which
/// other markers of places share.
#[derive(Resource)]
pub struct HandArt {
    spot: Handle<ColorMaterial>,
    marker: Handle<Mesh>,
    pub marker_ring: Handle<Mesh>,
    pub ring: Handle<ColorMaterial>,
    /// The hint's gold ring round a step's suggested pick (`hint.rs`),
    /// wider than a marker.
    pub hint_ring: Handle<Mesh>,
    pub hint_gold: Handle<ColorMaterial>,
}

/// Whether a person at this screen chooses what goes on the placed tile
/// and this frame's news changed what it offers: every marker is then
/// laid anew (the tile's own first, clearing the others).
pub fn person_deploys_anew(news: &mut MessageReader<TurnEvent>, session: &Session) -> bool {
    deploy_choices_changed(news) && session.table.placed().is_some() && !session.computer_seat()
}

/// Whether this frame's news changes what a person's placed tile offers
/// (placed, turned, a figure chosen): every marker is then laid anew.
pub fn deploy_choices_changed(news: &mut MessageReader<TurnEvent>) -> bool {
    news.read().any(|e| {
        matches!(
            e,
            TurnEvent::Step {
                happened: Happened::Placed(_)
                    | Happened::Turned(_)
                    | Happened::Chosen(_)
                    | Happened::Acted { .. },
                ..
            }
        )
    })
}

/// A marker of a deploy choice at `at` (height `z`): a white ring round a
/// dot of `dot`; a click on it chooses `d` (`hand.rs`).
pub fn spawn_marker<'a>(
    commands: &'a mut Commands,
    hand: &HandArt,
    d: Deploy,
    at: Vec3,
    dot: Handle<ColorMaterial>,
) -> EntityCommands<'a> {
    let mut marker = commands.spawn((
        DeployMarker(d),
        Mesh2d(hand.marker_ring.clone()),
        MeshMaterial2d(hand.ring.clone()),
        Transform::from_translation(at),
    ));
    marker.with_child((
        Mesh2d(hand.marker.clone()),
        MeshMaterial2d(dot),
        Transform::from_xyz(0.0, 0.0, 0.1),
    ));
    marker
}

fn setup(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    (plain, mut materials): (Res<Plain>, ResMut<Assets<ColorMaterial>>),
) {
    let mut ring = Sketch::default();
    ring.disc(Vec2::ZERO, 0.5, Color::WHITE);
    let mut dot = Sketch::default();
    dot.disc(Vec2::ZERO, 0.38, Color::WHITE);
    commands.insert_resource(HandArt {
        // Calm: a faint wash, so many squares do not make a wall of green.
        spot: translucent(&mut materials, Color::srgba(0.75, 1.0, 0.7, 0.14)),
        marker: meshes.add(dot.into_mesh(TILE * 0.2, 0)),
        marker_ring: meshes.add(ring.into_mesh(TILE * 0.2, 0)),
        ring: plain.0.clone(),
        hint_ring: meshes.add(Annulus::new(TILE * 0.13, TILE * 0.175)),
        hint_gold: materials.add(ColorMaterial::from(Color::srgb(1.0, 0.78, 0.15))),
    });
}

fn clear<T: Component>(mut commands: Commands, q: Query<Entity, With<T>>) {
    for e in &q {
        commands.entity(e).despawn();
    }
}

/// Place stage, a person's turn: every square where the tile fits.
/// The player took their own tile instead of the one drawn,
/// or back: it goes to other squares.
fn spots_after_switching(
    mut news: MessageReader<TurnEvent>,
    commands: Commands,
    session: Res<Session>,
    (art, hand): (Res<Art>, Res<HandArt>),
    old: Query<Entity, With<LegalSpot>>,
) {
    let switched = news.read().any(|n| {
        matches!(
            n,
            TurnEvent::Step {
                happened: Happened::Acted { action, .. },
                ..
            } if action.hand() == InHand::Swapped
        )
    });
    if switched {
        show_legal_spots(commands, session, art, hand, old);
    }
}

fn show_legal_spots(
    mut commands: Commands,
    session: Res<Session>,
    art: Res<Art>,
    hand: Res<HandArt>,
    old: Query<Entity, With<LegalSpot>>,
) {
    for e in &old {
        commands.entity(e).despawn();
    }
    if !session.person_to_play() {
        return;
    }
    let mut squares: Vec<_> = session
        .table
        .legal_placements()
        .iter()
        .map(|p| (p.pos.x, p.pos.y))
        .collect();
    squares.sort();
    squares.dedup();
    for (x, y) in squares {
        commands.spawn((
            LegalSpot,
            Mesh2d(art.square.clone()),
            MeshMaterial2d(hand.spot.clone()),
            Transform::from_translation(square_centre(crate::rules::Pos::new(x, y)).extend(1.0))
                .with_scale(Vec3::splat(0.92)),
        ));
    }
}

/// The placed tile's markers are shown (a set's own markers come after:
/// these clear every marker first).
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct TileMarkers;

type MarkerOrMeeple = Or<(With<DeployMarker>, With<ChosenMeeple>)>;

/// The markers and the chosen meeple follow the placed tile: placed,
/// turned, a spot chosen or taken back.
#[allow(clippy::too_many_arguments)]
fn show_markers(
    mut commands: Commands,
    mut news: MessageReader<TurnEvent>,
    session: Res<Session>,
    hand: Res<HandArt>,
    mut artist: Artist,
    old: Query<Entity, MarkerOrMeeple>,
) {
    if !deploy_choices_changed(&mut news) {
        return;
    }
    for e in &old {
        commands.entity(e).despawn();
    }
    let (Some(p), Some(kind)) = (session.table.placed(), session.in_hand()) else {
        return;
    };
    if session.computer_seat() {
        return;
    }
    let seat_colour = session.current_seat().colour;
    let colour = artist.seat_colour(seat_colour);
    let chosen = session.table.chosen();
    for d in meeple_choice::markers(&session.table.deploy_options()) {
        let Some((s, _)) = d.meeple() else {
            continue;
        };
        // A figure's marker may sit beside the follower's on its spot.
        let nudge = match d {
            Deploy::Figure(figure, _) => Vec2::from(figure_window(figure).marker_nudge),
            _ => Vec2::ZERO,
        };
        let (spot, turn) = meeple_pose(kind, p, s);
        let at = spot + nudge * TILE;
        // A figure that stands beside its owner's meeple, not instead of
        // it, shows on white in its marker.
        let figure = match d {
            Deploy::Figure(figure, _) if figure.spec().beside_own => Some(figure),
            _ => None,
        };
        let dot = if figure.is_some() {
            &hand.ring
        } else {
            &colour
        };
        let mut marker = spawn_marker(&mut commands, &hand, d, at.extend(6.0), dot.clone());
        if let Some(figure) = figure {
            marker.with_child((
                artist.meeple(seat_colour, figure, false),
                Transform::from_xyz(0.0, 0.0, 0.2).with_scale(Vec3::splat(0.62)),
            ));
        }
        if let Some((_, meeple)) = chosen.meeple()
            && meeple_choice::stands_on(d, chosen)
        {
            commands.spawn((
                ChosenMeeple,
                artist.meeple(seat_colour, meeple, false),
                Transform::from_translation(at.extend(7.0)).with_rotation(turn),
            ));
        }
    }
}

/// A computer's tile glides from the hand slot.
fn follow_turns(
    mut news: MessageReader<TurnEvent>,
    mut landing: ResMut<Landing>,
    time: Res<Time>,
    prefs: Option<Res<Prefs>>,
) {
    for event in news.read() {
        if let TurnEvent::Step {
            happened: Happened::Placed(_),
            by_computer,
        } = event
        {
            let glides = *by_computer && !still(prefs.as_deref());
            landing.0 = glides.then(|| time.elapsed_secs());
        }
    }
}

/// Keeps the held tile where it belongs: on its square, under the cursor,
/// or in the hand slot; green where it fits, red where it does not. One
/// entity, moved, not spawned anew every frame.
#[allow(clippy::too_many_arguments)]
fn show_held_tile(
    mut commands: Commands,
    session: Option<Res<Session>>,
    hold: Res<Hold>,
    landing: Res<Landing>,
    options: Res<crate::gui::options::GuiOptions>,
    mut artist: Artist,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&Camera, &GlobalTransform, &Projection), With<BoardCamera>>,
    mut held: Query<
        (
            Entity,
            &mut Mesh2d,
            &mut MeshMaterial2d<ColorMaterial>,
            &mut Transform,
        ),
        With<HeldTile>,
    >,
    (time, panel): (Res<Time>, Res<PanelRect>),
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let Some(kind) = session.as_ref().and_then(|s| s.in_hand()) else {
        for (e, ..) in &held {
            commands.entity(e).despawn();
        }
        return;
    };
    let session = session.expect("a tile in hand");
    let (camera, global, projection) = *camera;
    let scale = match projection {
        Projection::Orthographic(o) => o.scale,
        _ => 1.0,
    };
    let slot = hand_slot(&window, (camera, global), scale, &panel);
    let quick = crate::gui::play::turn::unwatched(&options, &session);
    // A tile whose move is in flight (a set's figure's steps, a figure
    // moving on) lies on its square until its turn ends.
    let lying = (session.table.placed()).or(session.table.in_flight_placement());
    let (pos, rot, look, size) = if let Some(p) = lying {
        // A computer's tile glides from the hand slot to its square.
        let k = landing
            .0
            .filter(|_| session.computer_seat() && !quick)
            .map_or(1.0, |t0| Ease::Out.at((time.elapsed_secs() - t0) / LANDING));
        if k < 1.0 {
            redraw.write(RequestRedraw);
        }
        (
            slot.lerp(square_centre(p.pos), k),
            p.rot,
            TileLook::Plain,
            1.0,
        )
    } else if hold.dragging && !session.computer_seat() {
        let Some(cursor) = cursor_world(&window, camera, global) else {
            return;
        };
        let square = square_at(cursor);
        if session.table.game().board().frontier_at(square).is_some() {
            let fits = session.table.fitting_rotations(square) & (1 << hold.rotation) != 0;
            let look = if fits {
                TileLook::Fits
            } else {
                TileLook::Misfit
            };
            (square_centre(square), hold.rotation, look, 1.0)
        } else {
            (cursor, hold.rotation, TileLook::Plain, 1.0)
        }
    } else {
        // In the hand slot the tile keeps a steady size on screen.
        (slot, hold.rotation, TileLook::Plain, hand_tile_size(scale))
    };
    let (Mesh2d(mesh), MeshMaterial2d(material)) = artist.tile(kind, rot, look);
    let transform = Transform::from_translation(pos.extend(5.0)).with_scale(Vec3::splat(size));
    match held.single_mut() {
        Ok((_, mut m, mut mat, mut t)) => {
            if m.0 != mesh {
                m.0 = mesh;
            }
            if mat.0 != material {
                mat.0 = material;
            }
            if *t != transform {
                *t = transform;
            }
        }
        Err(_) => {
            // The tile in hand is lifted off the table: its shadow falls further.
            commands
                .spawn((HeldTile, Mesh2d(mesh), MeshMaterial2d(material), transform))
                .with_child(artist.shadow(2.5));
        }
    }
}

/// `--layout`: where the hand slot, the side panel, the guide's prompt
/// and the other windows over the board are on screen, where the panel's
/// buttons the tests press are, and the panel's language, as one JSON
/// line on stdout whenever any changes (the window tests check they never
/// overlap).
#[allow(clippy::too_many_arguments)]
fn report_layout(
    session: Option<Res<Session>>,
    window: Single<&Window, With<PrimaryWindow>>,
    projection: Single<&Projection, With<BoardCamera>>,
    (panel, prompt, buttons): (Res<PanelRect>, Res<PromptRect>, Res<Buttons>),
    mut contexts: EguiContexts,
    mut last: Local<Option<String>>,
) -> Result {
    let (Some(_), Some(panel_rect)) = (session.and_then(|s| s.in_hand()), panel.0) else {
        return Ok(());
    };
    let scale = match *projection {
        Projection::Orthographic(o) => o.scale,
        _ => 1.0,
    };
    let ctx = contexts.ctx_mut()?;
    // The panel, the prompt and the buttons are where egui's last pass
    // drew them, for the window as that pass saw it. In the frame after a
    // resize this system sees the new size before egui has laid out for
    // it: a line then would pair the new window with the old panel (a
    // test read a button's place from one and clicked beside it). Such a
    // frame is skipped; the next pass tells the line whole.
    let drawn_for = ctx.content_rect().size() * ctx.zoom_factor();
    if (drawn_for.x - window.width()).abs() > 1.0 || (drawn_for.y - window.height()).abs() > 1.0 {
        return Ok(());
    }
    let hand = hand_slot_on_screen(&window, scale, &panel);
    let corners = |r: Rect| [r.min.x, r.min.y, r.max.x, r.max.y].map(|v| v.round());
    // egui's windows drawn in the last frame, in the window's pixels: all
    // but the panel and the prompt, which are reported by name.
    let windows = dialogs(ctx, Some(panel_rect), prompt.0);
    let line = serde_json::json!({
        "window": [window.width(), window.height()],
        "hand": corners(hand),
        "panel": corners(panel_rect),
        // The guide's prompt, while one shows (null otherwise).
        "prompt": prompt.0.map(corners),
        "windows": windows,
        "buttons": buttons.0.iter().map(|(k, r)| (*k, corners(*r))).collect::<std::collections::BTreeMap<_, _>>(),
        // The language the panel speaks, and its first heading as drawn
        // (the language test sees it change).
        "language": i18n::language().code(),
        "scoreboard": tr!("panel-scoreboard"),
    })
    .to_string();
    if last.as_ref() != Some(&line) {
        println!("layout {line}");
        *last = Some(line);
    }
    Ok(())
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Landing>()
        .add_systems(Startup, setup)
        .add_systems(OnEnter(TurnStage::Place), show_legal_spots)
        .add_systems(OnExit(TurnStage::Place), clear::<LegalSpot>)
        .add_systems(
            OnExit(TurnStage::Deploy),
            (clear::<DeployMarker>, clear::<ChosenMeeple>),
        )
        .add_systems(OnExit(AppState::InGame), clear::<HeldTile>)
        .add_systems(
            Update,
            (
                follow_turns,
                show_markers
                    .run_if(resource_exists::<Session>)
                    .in_set(TileMarkers),
                show_held_tile.run_if(in_state(AppState::InGame)),
                spots_after_switching.run_if(in_state(TurnStage::Place)),
            )
                .in_set(FrameSet::View),
        );
    if app.world().resource::<GuiOptions>().layout {
        app.add_systems(
            Update,
            report_layout
                .run_if(in_state(AppState::InGame))
                .after(FrameSet::View),
        );
    }
}
