//! What network play shows: the host's lobby (who has joined, Start), a
//! joined player's lobby (the seats, waiting for the host), and during the
//! game what is wrong with a connection: at the host, a seat whose player
//! has gone, with the offer to let a computer play it until they are back;
//! on a player's screen, a host that cannot be heard.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::ai::AiKind;
use crate::gui::look::{board_area, board_window, fixed_window, swatch};
use crate::gui::messages::{Requests, TurnRequest};
use crate::gui::network::host::OpenSeat;
use crate::gui::network::{Hosting, Joining};
use crate::gui::play::session::{NewGame, Online, Session};
use crate::gui::states::AppState;
use crate::gui::table::geometry::PanelRect;
use crate::gui::words;
use crate::net::protocol::SeatInfo;
use crate::tr;

/// The seats, one row each: colour, name, how it is played.
fn seat_rows(ui: &mut egui::Ui, rows: impl Iterator<Item = (usize, String, String)>) {
    egui::Grid::new("lobby seats")
        .striped(true)
        .min_col_width(20.0)
        .show(ui, |ui| {
            for (colour, name, state) in rows {
                swatch(ui, colour);
                ui.label(egui::RichText::new(name).strong());
                ui.label(state);
                ui.end_row();
            }
        });
}

/// The host's lobby: the address to join by, the seats as they fill, and
/// Start (with computers in seats nobody took, if the host wants).
fn host_lobby(
    mut contexts: EguiContexts,
    mut hosting: ResMut<Hosting>,
    mut setup: ResMut<NewGame>,
    mut next: ResMut<NextState<AppState>>,
    mut copied: Local<Option<f64>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let address = (hosting.address).map_or(tr!("lobby-this-address"), |ip| ip.to_string());
    fixed_window(
        "lobby",
        tr!("lobby-title"),
        egui::Align2::CENTER_CENTER,
        [0.0, 0.0],
    )
    .show(ctx, |ui| {
        ui.label(tr!(
            "lobby-hosting",
            port = hosting.port(),
            address = address
        ));
        if let Some(why) = &hosting.unlisted {
            ui.colored_label(
                egui::Color32::LIGHT_RED,
                tr!("lobby-unlisted", problem = why.as_str()),
            );
        }
        join_code(ui, &hosting, &mut copied);
        ui.separator();
        seat_rows(
            ui,
            setup.seats.iter().enumerate().map(|(i, s)| {
                // The host's own seats are "here", not "at the host's screen".
                let open = hosting.is_open(i).then(|| hosting.open_seat(i));
                let state = match (open, s.computer) {
                    (None, None) => tr!("seat-here-screen"),
                    _ => {
                        let joined = open == Some(OpenSeat::Joined);
                        let gone = matches!(open, Some(OpenSeat::Gone(_)));
                        words::standing(&SeatInfo::of(s, open.is_some(), joined).kind, false, gone)
                    }
                };
                (s.colour, s.name.clone(), state)
            }),
        );
        release_buttons(
            ui,
            &mut hosting,
            setup.seats.iter().map(|s| s.name.as_str()),
        );
        watchers(ui, &mut hosting);
        ui.horizontal(|ui| {
            ui.label(tr!("join-password"));
            ui.add(
                egui::TextEdit::singleline(&mut hosting.password)
                    .hint_text(tr!("lobby-password-hint"))
                    .char_limit(64)
                    .desired_width(220.0),
            )
            .on_hover_text(tr!("lobby-password-hover"));
        });
        ui.separator();
        let full = hosting.all_joined();
        ui.horizontal(|ui| {
            if ui
                .add_enabled(full, egui::Button::new(tr!("new-game-start")))
                .on_disabled_hover_text(tr!("lobby-not-full"))
                .clicked()
            {
                next.set(AppState::InGame);
            }
            if !full && ui.button(tr!("lobby-start-with-computers")).clicked() {
                for (i, seat) in setup.seats.iter_mut().enumerate() {
                    if hosting.is_open(i) && hosting.open_seat(i) != OpenSeat::Joined {
                        // It stays open: a player who joins later takes it.
                        seat.computer = Some(AiKind::Greedy);
                        seat.remote = false;
                    }
                }
                next.set(AppState::InGame);
            }
            if ui.button(tr!("lobby-back")).clicked() {
                next.set(AppState::Menu);
            }
        });
    });
    Ok(())
}

/// The code friends on the internet join with, with a button that copies
/// it; or why the game cannot be reached from the internet.
fn join_code(ui: &mut egui::Ui, hosting: &Hosting, copied: &mut Option<f64>) {
    if let Some(problem) = &hosting.no_internet {
        let problem = problem.as_str();
        ui.colored_label(
            egui::Color32::LIGHT_RED,
            tr!("lobby-no-internet", problem = problem),
        );
        return;
    }
    if !hosting.on_the_internet() {
        return;
    }
    let Some(code) = hosting.code() else {
        ui.weak(tr!("lobby-code-waiting"));
        return;
    };
    let code = code.to_string();
    ui.label(tr!("lobby-code"));
    ui.horizontal(|ui| {
        ui.add(egui::Label::new(egui::RichText::new(&code).monospace().strong()).selectable(true));
        let now = ui.input(|i| i.time);
        // "Copied" for two seconds after a press.
        let just = copied.is_some_and(|at| now - at < 2.0);
        let label = if just {
            tr!("lobby-code-copied")
        } else {
            tr!("lobby-code-copy")
        };
        if ui.button(label).clicked() {
            ui.ctx().copy_text(code.clone());
            *copied = Some(now);
        }
        if just {
            ui.ctx()
                .request_repaint_after(std::time::Duration::from_millis(500));
        }
    });
    if let Some(trouble) = hosting.relay_trouble() {
        ui.colored_label(egui::Color32::LIGHT_RED, words::relay_trouble(&trouble));
    }
}

/// During the game, at the host: a button that copies the join code, for a
/// friend who comes to watch or a player who lost it.
pub fn copy_code_button(ui: &mut egui::Ui, hosting: &Hosting) {
    if !hosting.on_the_internet() {
        return;
    }
    if let Some(code) = hosting.code() {
        let code = code.to_string();
        let button = ui.small_button(tr!("side-copy-code")).on_hover_text(&code);
        if button.clicked() {
            ui.ctx().copy_text(code);
        }
    }
}

/// Who watches the game, each with a button that sends them away (the
/// host's lobby and side panel).
pub fn watchers(ui: &mut egui::Ui, hosting: &mut Hosting) {
    let watching = hosting.watchers();
    if watching.is_empty() {
        return;
    }
    ui.horizontal_wrapped(|ui| {
        ui.label(tr!("lobby-watching"));
        for (id, name) in watching {
            ui.label(egui::RichText::new(&name).strong());
            let away = tr!("lobby-send-away", name = name.as_str());
            if ui.small_button("×").on_hover_text(away).clicked() {
                hosting.send_away(id);
            }
        }
    });
}

/// For each open seat that has had a player: the host may give it to
/// someone else (only its own player gets it back otherwise).
fn release_buttons<'a>(
    ui: &mut egui::Ui,
    hosting: &mut Hosting,
    names: impl Iterator<Item = &'a str>,
) {
    for (seat, name) in names.enumerate() {
        let taken = hosting.is_open(seat) && hosting.open_seat(seat) != OpenSeat::Empty;
        if taken
            && ui
                .small_button(tr!("lobby-release-seat", name = name))
                .on_hover_text(tr!("lobby-release-seat-hover"))
                .clicked()
        {
            hosting.release(seat);
        }
    }
}

/// A joined player's screen before the game: connecting, then the seats
/// as the host tells them, or why it cannot go on.
fn player_lobby(
    mut contexts: EguiContexts,
    joining: Res<Joining>,
    online: Option<Res<Online>>,
    mut next: ResMut<NextState<AppState>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    fixed_window(
        "network game",
        tr!("network-title"),
        egui::Align2::CENTER_CENTER,
        [0.0, 0.0],
    )
    .show(ctx, |ui| {
        match (&joining.problem, online.as_deref()) {
            (Some(problem), _) => {
                ui.colored_label(egui::Color32::LIGHT_RED, problem);
            }
            (None, Some(Online::Player { seat, .. })) => {
                ui.label(tr!("network-in-game-at", address = joining.place_shown()));
                ui.separator();
                seat_rows(
                    ui,
                    joining.seats.iter().enumerate().map(|(i, s)| {
                        let state = words::standing(&s.kind, Some(i) == *seat, false);
                        (s.colour, s.name.clone(), state)
                    }),
                );
                ui.separator();
                ui.label(tr!("network-waiting-for-start"));
            }
            (None, _) => {
                ui.label(tr!("network-connecting", address = joining.place_shown()));
            }
        }
        if ui.button(tr!("network-back-to-menu")).clicked() {
            next.set(AppState::Menu);
        }
    });
    Ok(())
}

/// At the host, during the game: seats whose player has gone, each with
/// the offer to let a computer play it until they come back.
fn players_away(
    mut contexts: EguiContexts,
    panel: Res<PanelRect>,
    mut hosting: ResMut<Hosting>,
    session: Res<Session>,
    mut requests: Requests,
) -> Result {
    let away: Vec<(usize, OpenSeat)> = (0..session.seats.len())
        .filter(|&i| hosting.is_open(i))
        .map(|i| (i, hosting.open_seat(i)))
        .filter(|(_, open)| *open != OpenSeat::Joined)
        .collect();
    if away.is_empty() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    board_window(
        "players away",
        tr!("away-title"),
        (egui::Align2::LEFT_TOP, [12.0, 12.0]),
        board_area(ctx, panel.0),
    )
    .show(ctx, |ui| {
        for (seat, open) in away {
            let s = &session.seats[seat];
            ui.horizontal(|ui| {
                swatch(ui, s.colour);
                let name = s.name.as_str();
                match (open, s.computer) {
                    (OpenSeat::Empty, Some(_)) => {
                        ui.label(tr!("away-computer-until-joined", name = name));
                    }
                    (_, Some(_)) => {
                        ui.label(tr!("away-computer-until-back", name = name));
                    }
                    (_, None) => {
                        ui.label(match open {
                            OpenSeat::Gone(t) => {
                                tr!("away-not-connected-for", name = name, seconds = t.as_secs())
                            }
                            _ => tr!("away-not-connected", name = name),
                        });
                        if ui.button(tr!("away-let-computer-play")).clicked() {
                            requests.send(TurnRequest::StandIn {
                                seat,
                                computer: Some(AiKind::Greedy),
                            });
                        }
                    }
                }
                if matches!(open, OpenSeat::Gone(_))
                    && ui
                        .small_button(tr!("away-release"))
                        .on_hover_text(tr!("away-release-hover"))
                        .clicked()
                {
                    hosting.release(seat);
                }
            });
        }
    });
    Ok(())
}

/// On a player's screen, during the game: the host cannot be heard (the
/// screen is trying again), or the game cannot go on.
fn host_away(
    mut contexts: EguiContexts,
    panel: Res<PanelRect>,
    joining: Res<Joining>,
    mut next: ResMut<NextState<AppState>>,
) -> Result {
    let text = match (&joining.problem, joining.lost) {
        (Some(problem), _) => problem.clone(),
        (None, Some(since)) => tr!("network-host-lost", seconds = since.elapsed().as_secs()),
        (None, None) => return Ok(()),
    };
    let ctx = contexts.ctx_mut()?;
    board_window(
        "network trouble",
        tr!("network-title"),
        (egui::Align2::CENTER_TOP, [0.0, 40.0]),
        board_area(ctx, panel.0),
    )
    .show(ctx, |ui| {
        ui.label(text);
        if ui.button(tr!("network-back-to-menu")).clicked() {
            next.set(AppState::Menu);
        }
    });
    Ok(())
}

pub fn plugin(app: &mut App) {
    let in_game = in_state(AppState::InGame).or_else(in_state(AppState::GameOver));
    app.add_systems(
        EguiPrimaryContextPass,
        (
            host_lobby.run_if(in_state(AppState::Lobby).and_then(resource_exists::<Hosting>)),
            player_lobby.run_if(in_state(AppState::Joining).and_then(resource_exists::<Joining>)),
            players_away.run_if(
                in_state(AppState::InGame)
                    .and_then(resource_exists::<Hosting>)
                    .and_then(resource_exists::<Session>),
            ),
            host_away.run_if(in_game.and_then(resource_exists::<Joining>)),
        ),
    );
}
