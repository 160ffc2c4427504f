//! The new-game dialog: continue the last game or load a saved one; seats
//! (names, colours, person, computer level or a player who joins over the
//! network) and the rules; or join a game hosted elsewhere.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::ai::AiKind;
use crate::gui::look::{fixed_window, swatch};
use crate::gui::network::lan::LanGames;
use crate::gui::network::setup::{JoinGame, NetSetup};
use crate::gui::play::session::{NewGame, ResumeFrom, SavedGame};
use crate::gui::prefs::Prefs;
use crate::gui::screens::save_dialog::SaveDialog;
use crate::gui::screens::statistics::Stats;
use crate::gui::states::AppState;
use crate::net::protocol::game_version;
use crate::rules::record::COLOUR_NAMES;
use crate::seats::Seat;

fn new_game_dialog(
    mut commands: Commands,
    mut contexts: EguiContexts,
    mut setup: ResMut<NewGame>,
    saved: Res<SavedGame>,
    mut next: ResMut<NextState<AppState>>,
    (mut prefs, mut dialog, mut stats): (ResMut<Prefs>, ResMut<SaveDialog>, ResMut<Stats>),
    (mut net, lan, mut join): (ResMut<NetSetup>, Res<LanGames>, MessageWriter<JoinGame>),
) -> Result {
    let ctx = contexts.ctx_mut()?;
    fixed_window("New game", egui::Align2::CENTER_CENTER, [0.0, 0.0]).show(ctx, |ui| {
        if let Some(replayed) = &saved.record {
            let record = replayed.record();
            // With seats for players who join, it is hosted again.
            let hosted =
                setup.seats.iter().any(|s| s.remote) && setup.seats.len() == record.players.len();
            let label = format!(
                "Continue the last game{} ({}; {} moves played)",
                if hosted { " and host it again" } else { "" },
                record.players.join(", "),
                record.turns.len()
            );
            if ui.button(label).clicked() {
                commands.insert_resource(ResumeFrom(replayed.clone()));
                next.set(AppState::InGame);
            }
            ui.separator();
        }
        if ui.button("Load a saved game…").clicked() {
            dialog.open_load();
        }
        ui.separator();
        if let Some(problem) = &saved.problem {
            ui.colored_label(egui::Color32::LIGHT_RED, problem)
                .on_hover_text("the file was left as it is");
            ui.separator();
        }
        // The sixth seat and its colour (pink) come with Inns & Cathedrals.
        let max = setup.rules.max_players();
        let mut players = setup.seats.len().min(max);
        ui.horizontal(|ui| {
            ui.label("Players");
            for n in 2..=max {
                ui.selectable_value(&mut players, n, n.to_string());
            }
        });
        // The first colour of the game's no seat has yet.
        let free_colour = |seats: &[Seat]| {
            (0..max)
                .find(|c| seats.iter().all(|s| s.colour != *c))
                .unwrap_or(0)
        };
        setup.seats.truncate(players);
        for i in 0..setup.seats.len() {
            if setup.seats[i].colour >= max {
                setup.seats[i].colour = free_colour(&setup.seats);
            }
        }
        while setup.seats.len() < players {
            let i = setup.seats.len();
            let colour = free_colour(&setup.seats);
            setup.seats.push(Seat {
                name: COLOUR_NAMES[colour].into(),
                colour,
                computer: (i > 0).then_some(AiKind::Greedy),
                remote: false,
            });
        }
        setup.seats.truncate(players);
        ui.separator();
        egui::Grid::new("seats").striped(true).show(ui, |ui| {
            for (i, seat) in setup.seats.iter_mut().enumerate() {
                swatch(ui, seat.colour);
                // Sized, not just a desired width: in the grid the box
                // shrank to its text and cut longer names short.
                ui.add_sized(
                    [120.0, 20.0],
                    egui::TextEdit::singleline(&mut seat.name).char_limit(24),
                );
                egui::ComboBox::from_id_salt(("colour", i))
                    .selected_text(COLOUR_NAMES[seat.colour])
                    .show_ui(ui, |ui| {
                        for (c, name) in COLOUR_NAMES.iter().enumerate().take(max) {
                            ui.selectable_value(&mut seat.colour, c, *name);
                        }
                    });
                let person_here = seat.computer.is_none() && !seat.remote;
                if ui.selectable_label(person_here, "Human").clicked() {
                    (seat.computer, seat.remote) = (None, false);
                }
                for level in AiKind::LEVELS {
                    let this = seat.computer == Some(level);
                    if ui
                        .selectable_label(this, format!("AI {}", level.level()))
                        .clicked()
                    {
                        (seat.computer, seat.remote) = (Some(level), false);
                    }
                }
                if ui
                    .selectable_label(seat.remote, "Network")
                    .on_hover_text("a player who joins from another computer")
                    .clicked()
                {
                    (seat.computer, seat.remote) = (None, true);
                }
                ui.end_row();
            }
        });
        ui.separator();
        ui.checkbox(
            &mut setup.rules.farmers,
            "Farmers (fields scored at the end)",
        );
        ui.checkbox(&mut setup.rules.river, "The River");
        ui.checkbox(&mut setup.rules.abbot, "The Abbot (gardens and abbots)");
        ui.checkbox(
            &mut setup.rules.inns_cathedrals,
            "Inns & Cathedrals (18 tiles, a large meeple each, up to 6 players)",
        )
        .on_hover_text(
            "A road with an inn scores 2 a tile when completed, a city with a cathedral \
             3 a tile and a pennant; either scores nothing if still open at the end. \
             Each player's large meeple counts as two meeples. A sixth player plays pink.",
        );
        ui.checkbox(
            &mut setup.rules.traders_builders,
            "Traders & Builders (24 tiles with goods, a builder and a pig each)",
        )
        .on_hover_text(
            "Whoever completes a city takes its goods (wine, grain, cloth); the most of each \
             scores 10 at the end. A builder beside your follower gives a second tile when you \
             extend its road or city. A pig beside your farmer makes each city of its field \
             worth 4 to you.",
        );
        ui.add_enabled(
            false,
            egui::Checkbox::new(&mut false, "20th anniversary mini-expansion (coming later)"),
        );
        ui.separator();
        let colours_clash = (0..setup.seats.len()).any(|i| {
            setup.seats[..i]
                .iter()
                .any(|s| s.colour == setup.seats[i].colour)
        });
        if colours_clash {
            ui.colored_label(
                egui::Color32::LIGHT_RED,
                "Two players have the same colour.",
            );
        }
        let hosting = setup.seats.iter().any(|s| s.remote);
        if hosting {
            ui.horizontal(|ui| {
                ui.label("Host on port");
                ui.add(egui::DragValue::new(&mut net.port).range(1024..=65535));
            });
        }
        ui.horizontal(|ui| {
            let (start, then) = if hosting {
                ("Open the lobby", AppState::Lobby)
            } else {
                ("Start game", AppState::InGame)
            };
            if ui
                .add_enabled(!colours_clash, egui::Button::new(start))
                .clicked()
            {
                next.set(then);
            }
            if ui.button("Settings…").clicked() {
                prefs.open = !prefs.open;
            }
            if ui.button("Statistics…").clicked() {
                stats.open = !stats.open;
            }
            // On the buttons' row: the dialog keeps its height (and its
            // Continue button its place).
            let mut no_aids = !setup.aids;
            ui.checkbox(&mut no_aids, "No aids")
                .on_hover_text("no hint, no undo, no dead squares, no odds: the table's rules");
            if setup.aids == no_aids {
                setup.aids = !no_aids;
            }
        });
        ui.separator();
        join_section(ui, &mut net, &lan, &mut join);
    });
    Ok(())
}

/// Joining a game hosted elsewhere: those found on the local network, each
/// with its Join button, or an address typed in.
fn join_section(
    ui: &mut egui::Ui,
    net: &mut NetSetup,
    lan: &LanGames,
    join: &mut MessageWriter<JoinGame>,
) {
    let version = game_version();
    let title = match lan.found.len() {
        0 => "Join a network game".to_string(),
        n => format!("Join a network game ({n} found on this network)"),
    };
    egui::CollapsingHeader::new(title)
        .id_salt("join")
        .show(ui, |ui| {
            ui.horizontal(|ui| {
                ui.label("Your name");
                ui.add(egui::TextEdit::singleline(&mut net.name).char_limit(24));
                ui.label("Password");
                ui.add(
                    egui::TextEdit::singleline(&mut net.password)
                        .password(true)
                        .hint_text("if the game has one")
                        .char_limit(64)
                        .desired_width(120.0),
                );
            });
            if let Some(problem) = &lan.problem {
                ui.label(problem);
            } else if lan.found.is_empty() {
                ui.weak("No game is hosted on this network just now.");
            }
            for found in &lan.found {
                let game = &found.game;
                ui.horizontal(|ui| {
                    let same = game.version == version;
                    let joinable = same && game.free > 0;
                    if ui
                        .add_enabled(joinable, egui::Button::new("Join"))
                        .clicked()
                    {
                        join.write(JoinGame(found.join_address()));
                    }
                    let what = match (game.started, game.private) {
                        (true, _) => "under way, a seat free",
                        (false, false) => "in its lobby",
                        (false, true) => "in its lobby, private (needs its password)",
                    };
                    ui.label(format!(
                        "{}'s game at {}: {what}, {} of {} seats free",
                        game.host,
                        found.join_address(),
                        game.free,
                        game.seats
                    ));
                    if !same {
                        ui.colored_label(
                            egui::Color32::LIGHT_RED,
                            format!("(Carcassonne {}; this is {version})", game.version),
                        );
                    }
                });
            }
            ui.horizontal(|ui| {
                ui.label("Address");
                ui.add(
                    egui::TextEdit::singleline(&mut net.address)
                        .hint_text("host:port")
                        .desired_width(160.0),
                );
                if ui
                    .add_enabled(!net.address.trim().is_empty(), egui::Button::new("Join"))
                    .clicked()
                {
                    join.write(JoinGame(net.address.clone()));
                }
            });
        });
    if let Some(problem) = &net.problem {
        ui.colored_label(egui::Color32::LIGHT_RED, problem);
    }
}

pub fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        new_game_dialog.run_if(in_state(AppState::Menu)),
    );
}
