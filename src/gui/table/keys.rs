//! A person's turn by keys alone. With the tile in hand (or lying placed,
//! its turn not ended), Tab and Shift+Tab put it on the next or the
//! previous square where it fits, in reading order (north to south, west
//! to east), and the view follows; R and Shift+R turn it among the
//! rotations that fit there. Its spots are numbered: a digit chooses one
//! (again, the next figure that shares the spot, as a click does), Enter
//! or Space ends the turn, Escape takes the tile back into the hand. In a
//! phase of the turn a person chooses in (a set's figure's steps, a figure
//! moving on), the squares or places offered are numbered too, and a
//! digit chooses (Space or Enter: home, where it is offered, as the
//! set's window says). Each of these is a `TurnRequest`, as the mouse's
//! are.
//!
//! egui moves the focus among the panel's buttons with Tab, and Enter or
//! Space presses the one focused (a button keeps the focus once clicked):
//! while a game is on the table and no dialog shows, Tab, Enter and Space
//! are taken out of egui's input, so that ending the turn cannot also
//! press a button (nor keys pressed during another seat's turn hide the
//! panel). While a dialog shows (the settings, saving), the keys are its
//! own: Tab moves among its widgets, Escape closes it.

use bevy::prelude::*;
use bevy_egui::input::egui_wants_any_keyboard_input;
use bevy_egui::{
    EguiContext, EguiContexts, EguiInput, EguiPreUpdateSet, EguiPrimaryContextPass, egui,
};

use crate::gui::look::dialogs;
use crate::gui::messages::{Requests, TurnRequest};
use crate::gui::play::session::Session;
use crate::gui::states::{FrameSet, TurnStage};
use crate::gui::table::camera::FollowPlacement;
use crate::gui::table::geometry::{BoardCamera, PanelRect, PromptRect, pick_point};
use crate::gui::table::hand::{DeployMarker, is_human, shift_held};
use crate::gui::table::meeple_choice;
use crate::rules::set_names::InHand;
use crate::rules::{Deploy, Move, Pick, Placement, Pos, Table};

/// The digit keys, 1 to 9, for the numbered spots.
const DIGITS: [KeyCode; 9] = [
    KeyCode::Digit1,
    KeyCode::Digit2,
    KeyCode::Digit3,
    KeyCode::Digit4,
    KeyCode::Digit5,
    KeyCode::Digit6,
    KeyCode::Digit7,
    KeyCode::Digit8,
    KeyCode::Digit9,
];

/// The choices a digit makes, in the order of their numbers: the placed
/// tile's markers, then a set's actions elsewhere (one per place, as
/// their markers), then taking a figure back.
pub fn numbered(options: &[Deploy]) -> Vec<Deploy> {
    let mut out = meeple_choice::markers(options);
    out.extend(options.iter().copied().filter(|&d| match d {
        Deploy::Set(_) => meeple_choice::first_at_its_place(d, options),
        Deploy::Recall(_) => true,
        Deploy::None | Deploy::Figure(..) => false,
    }));
    out.truncate(DIGITS.len());
    out
}

/// The picks a digit makes in a phase, in the order of their numbers: the
/// squares and places offered (home has its own key).
pub fn numbered_picks(options: &[Pick]) -> Vec<Pick> {
    (options.iter().copied())
        .filter(|&p| p != Pick::Home)
        .take(DIGITS.len())
        .collect()
}

/// The squares where the tile in hand fits, in reading order.
pub fn fitting_squares(table: &Table) -> Vec<Pos> {
    let mut squares: Vec<Pos> = table.legal_placements().iter().map(|p| p.pos).collect();
    squares.sort_by_key(|p| (-p.y, p.x));
    squares.dedup();
    squares
}

/// The square after (or before) `from` among `squares`, round the end;
/// the first (or the last) when the tile lies on none of them.
pub fn next_square(squares: &[Pos], from: Option<Pos>, back: bool) -> Option<Pos> {
    let n = squares.len();
    if n == 0 {
        return None;
    }
    let at = from.and_then(|f| squares.iter().position(|&s| s == f));
    let i = match (at, back) {
        (None, false) => 0,
        (None, true) => n - 1,
        (Some(i), false) => (i + 1) % n,
        (Some(i), true) => (i + n - 1) % n,
    };
    Some(squares[i])
}

/// The rotation before `rot` (counting back, anticlockwise) among those
/// in the mask `fitting`; `rot` itself when no other fits.
pub fn previous_rotation(fitting: u8, rot: u8) -> u8 {
    (1..4)
        .map(|k| (rot + 4 - k) % 4)
        .find(|r| fitting & (1 << r) != 0)
        .unwrap_or(rot)
}

/// Whether the board has the keys this frame: a game on the table and no
/// dialog showing (`keep_board_keys_from_egui` decides it, before egui's
/// pass).
#[derive(Resource, Default)]
struct BoardKeys(bool);

fn board_has_keys(keys: Res<BoardKeys>) -> bool {
    keys.0
}

/// Whether a person at this screen makes the choice a phase asks for now.
fn person_picks(session: &Session) -> bool {
    (session.table.chooser_in_flight()).is_some_and(|seat| session.person_at(seat))
}

/// Place and deploy stages, a person's turn: B, Tab, Shift+Tab, Shift+R,
/// the digits, Escape, Enter and Space (R and L are the hand's, as the
/// mouse's wheel and buttons turn and switch too).
fn keyboard_turn(
    session: Res<Session>,
    keys: Res<ButtonInput<KeyCode>>,
    stage: Res<State<TurnStage>>,
    mut follow: ResMut<FollowPlacement>,
    mut requests: Requests,
) {
    let table = &session.table;
    let placed = table.placed();
    // A set's act the side panel offers (its button says B): the first
    // that keeps the tile in hand (A takes one's own tile instead).
    if keys.just_pressed(KeyCode::KeyB) {
        if let Some(act) = table.hand_act(InHand::Kept) {
            requests.send(TurnRequest::Move(Move::Act(act)));
        }
        return;
    }
    if keys.just_pressed(KeyCode::Tab) {
        let squares = fitting_squares(table);
        if let Some(pos) = next_square(&squares, placed.map(|p| p.pos), shift_held(&keys)) {
            let from = placed.map_or(0, |p| p.rot);
            if let Some(rot) = table.next_fitting_rotation(pos, from) {
                follow.0 = true;
                requests.send(TurnRequest::Move(Move::Place(Placement { pos, rot })));
            }
        }
        return;
    }
    if *stage.get() != TurnStage::Deploy {
        return;
    }
    let Some(placed) = placed else {
        return;
    };
    if keys.just_pressed(KeyCode::KeyR) && shift_held(&keys) {
        let rot = previous_rotation(table.fitting_rotations(placed.pos), placed.rot);
        if rot != placed.rot {
            requests.send(TurnRequest::Move(Move::Place(Placement {
                pos: placed.pos,
                rot,
            })));
        }
        return;
    }
    if keys.just_pressed(KeyCode::Escape) {
        requests.send(TurnRequest::Move(Move::PickUp));
        return;
    }
    if keys.any_just_pressed([KeyCode::Enter, KeyCode::Space]) {
        requests.send(TurnRequest::Move(Move::EndTurn));
        return;
    }
    let options = table.deploy_options();
    let numbered = numbered(&options);
    if let Some(n) = DIGITS.iter().position(|&k| keys.just_pressed(k))
        && let Some(&spot) = numbered.get(n)
    {
        let choice = meeple_choice::clicked(spot, table.chosen(), &options);
        requests.send(TurnRequest::Move(Move::Choose(choice)));
    }
}

/// Steps stage, a person's choice in a phase of the turn: a digit picks
/// the numbered square or place.
fn keyboard_pick(session: Res<Session>, keys: Res<ButtonInput<KeyCode>>, mut requests: Requests) {
    if !person_picks(&session) {
        return;
    }
    let table = &session.table;
    if let Some(n) = DIGITS.iter().position(|&k| keys.just_pressed(k))
        && let Some(&pick) = numbered_picks(&table.options()).get(n)
    {
        requests.send(TurnRequest::Move(Move::Decide(pick)));
    }
}

/// A small dark disc with a digit, beside a point of the screen (up and
/// to the right, clear of a figure drawn there).
fn number(painter: &egui::Painter, screen: Vec2, n: usize) {
    let pos = egui::pos2(screen.x + 11.0, screen.y - 11.0);
    painter.circle_filled(pos, 8.0, egui::Color32::from_black_alpha(200));
    painter.text(
        pos,
        egui::Align2::CENTER_CENTER,
        (n + 1).to_string(),
        egui::FontId::proportional(12.0),
        egui::Color32::WHITE,
    );
}

/// The digit of each numbered spot, beside its marker, or of each square
/// or place a phase offers a person.
fn draw_numbers(
    mut contexts: EguiContexts,
    session: Option<Res<Session>>,
    stage: Option<Res<State<TurnStage>>>,
    markers: Query<(&DeployMarker, &GlobalTransform)>,
    camera: Single<(&Camera, &GlobalTransform), With<BoardCamera>>,
) -> Result {
    let Some(session) = session else {
        return Ok(());
    };
    let stage = stage.as_deref().map(State::get);
    let table = &session.table;
    let deploying = stage == Some(&TurnStage::Deploy) && session.person_to_play();
    let picking = stage == Some(&TurnStage::Steps) && person_picks(&session);
    if !deploying && !picking {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let (camera, global) = *camera;
    // Under egui's windows (the guide's page, the panel), as the board
    // they belong to is.
    let painter = ctx.layer_painter(egui::LayerId::new(
        egui::Order::Background,
        egui::Id::new("spot numbers"),
    ));
    let on_screen = |world: Vec3| camera.world_to_viewport(global, world).ok();
    if deploying {
        let numbered = numbered(&table.deploy_options());
        for (marker, at) in &markers {
            if let Some(n) = numbered.iter().position(|&d| d == marker.0)
                && let Some(screen) = on_screen(at.translation())
            {
                number(&painter, screen, n);
            }
        }
    } else {
        for (n, pick) in numbered_picks(&table.options()).into_iter().enumerate() {
            if let Some(screen) =
                pick_point(table.game(), pick).and_then(|p| on_screen(p.extend(0.0)))
            {
                number(&painter, screen, n);
            }
        }
    }
    Ok(())
}

/// Whether the board has the keys (a game on the table, no dialog
/// shown); while it has, egui does not see Tab, Enter or Space.
fn keep_board_keys_from_egui(
    session: Option<Res<Session>>,
    (panel, prompt): (Option<Res<PanelRect>>, Option<Res<PromptRect>>),
    mut contexts: Query<(&mut EguiInput, &mut EguiContext)>,
    mut board: ResMut<BoardKeys>,
) {
    let (panel, prompt) = (panel.and_then(|p| p.0), prompt.and_then(|p| p.0));
    let dialog =
        (contexts.iter_mut()).any(|(_, mut c)| !dialogs(c.get_mut(), panel, prompt).is_empty());
    board.0 = session.is_some() && !dialog;
    if !board.0 {
        return;
    }
    for (mut input, _) in &mut contexts {
        input.events.retain(|e| {
            !matches!(
                e,
                egui::Event::Key {
                    key: egui::Key::Tab | egui::Key::Enter | egui::Key::Space,
                    ..
                }
            )
        });
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<BoardKeys>()
        .add_systems(
            PreUpdate,
            keep_board_keys_from_egui
                .after(EguiPreUpdateSet::ProcessInput)
                .before(EguiPreUpdateSet::BeginPass),
        )
        .add_systems(EguiPrimaryContextPass, draw_numbers)
        .add_systems(
            Update,
            keyboard_turn
                .run_if(
                    in_state(TurnStage::Place)
                        .or_else(in_state(TurnStage::Deploy))
                        .and_then(is_human)
                        .and_then(board_has_keys)
                        .and_then(not(egui_wants_any_keyboard_input)),
                )
                .in_set(FrameSet::Input),
        )
        .add_systems(
            Update,
            keyboard_pick
                .run_if(
                    in_state(TurnStage::Steps)
                        .and_then(|s: Option<Res<Session>>| s.is_some())
                        .and_then(board_has_keys)
                        .and_then(not(egui_wants_any_keyboard_input)),
                )
                .in_set(FrameSet::Input),
        );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tab_goes_round_the_squares_both_ways() {
        let squares = [Pos::new(0, 1), Pos::new(-1, 0), Pos::new(1, 0)];
        assert_eq!(next_square(&squares, None, false), Some(squares[0]));
        assert_eq!(next_square(&squares, None, true), Some(squares[2]));
        assert_eq!(
            next_square(&squares, Some(squares[2]), false),
            Some(squares[0])
        );
        assert_eq!(
            next_square(&squares, Some(squares[0]), true),
            Some(squares[2])
        );
        // A square the tile fits no more (it lies elsewhere): the first.
        assert_eq!(
            next_square(&squares, Some(Pos::new(5, 5)), false),
            Some(squares[0])
        );
        assert_eq!(next_square(&[], None, false), None);
    }

    #[test]
    fn a_phases_squares_and_places_are_numbered_but_home_is_not() {
        let (a, b) = (Pick::Square(Pos::new(1, 0)), Pick::Spot(Pos::new(0, 1), 2));
        assert_eq!(numbered_picks(&[Pick::Home, a, b]), vec![a, b]);
        let many: Vec<Pick> = (0..12).map(|x| Pick::Square(Pos::new(x, 0))).collect();
        assert_eq!(numbered_picks(&many), many[..9].to_vec(), "nine digits");
    }

    #[test]
    fn shift_r_turns_back_among_the_rotations_that_fit() {
        // Rotations 0, 1 and 3 fit.
        let fitting = 0b1011;
        assert_eq!(previous_rotation(fitting, 0), 3);
        assert_eq!(previous_rotation(fitting, 3), 1);
        assert_eq!(previous_rotation(fitting, 1), 0);
        assert_eq!(previous_rotation(0b0100, 2), 2, "only one fits");
    }
}
