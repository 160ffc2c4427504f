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
use crate::gui::set_registry as sets;
use crate::gui::set_window::SetWindow;
use crate::gui::states::AppState;
use crate::gui::words;
use crate::i18n;
use crate::net::protocol::game_version;
use crate::rules::Rules;
use crate::seats::Seat;
use crate::tr;

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
    // Enter starts the game, unless it ends the typing of a name (a text
    // field had the keys as the frame began).
    let typing = ctx.egui_wants_keyboard_input();
    fixed_window(
        "new game",
        tr!("new-game-title"),
        egui::Align2::CENTER_CENTER,
        [0.0, 0.0],
    )
    .show(ctx, |ui| {
        if let Some(replayed) = &saved.record {
            let record = replayed.record();
            // With seats for players who join, it is hosted again.
            let hosted =
                setup.seats.iter().any(|s| s.remote) && setup.seats.len() == record.players.len();
            let players = record.players.join(", ");
            let moves = record.turns.len();
            let label = if hosted {
                tr!("new-game-continue-hosted", players = players, moves = moves)
            } else {
                tr!("new-game-continue", players = players, moves = moves)
            };
            if ui.button(label).clicked() {
                commands.insert_resource(ResumeFrom(replayed.clone()));
                next.set(AppState::InGame);
            }
            ui.separator();
        }
        if ui.button(tr!("new-game-load")).clicked() {
            dialog.open_load();
        }
        ui.separator();
        if let Some(problem) = &saved.problem {
            ui.colored_label(egui::Color32::LIGHT_RED, problem)
                .on_hover_text(tr!("new-game-file-kept"));
            ui.separator();
        }
        // The sixth seat and its colour (pink) come with a set that seats
        // six (`Expansion::max_players`).
        let max = setup.rules.max_players();
        let mut players = setup.seats.len().min(max);
        ui.horizontal(|ui| {
            ui.label(tr!("new-game-players"));
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
                name: words::colour(colour),
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
                    .selected_text(words::colour(seat.colour))
                    .show_ui(ui, |ui| {
                        for c in 0..max {
                            ui.selectable_value(&mut seat.colour, c, words::colour(c));
                        }
                    });
                let person_here = seat.computer.is_none() && !seat.remote;
                if ui
                    .selectable_label(person_here, tr!("new-game-human"))
                    .clicked()
                {
                    (seat.computer, seat.remote) = (None, false);
                }
                for level in AiKind::LEVELS {
                    let this = seat.computer == Some(level);
                    if ui.selectable_label(this, words::computer(level)).clicked() {
                        (seat.computer, seat.remote) = (Some(level), false);
                    }
                }
                if ui
                    .selectable_label(seat.remote, tr!("new-game-network"))
                    .on_hover_text(tr!("new-game-network-hover"))
                    .clicked()
                {
                    (seat.computer, seat.remote) = (None, true);
                }
                ui.end_row();
            }
        });
        ui.separator();
        ui.checkbox(&mut setup.rules.farmers, tr!("rules-farmers"));
        // Each set's toggle, as the set's window part words it; the sets
        // sold together in a box under its heading, after the others.
        // A set the window cannot play yet is not offered.
        let ready = || sets::all().iter().filter(|set| set.ready);
        for set in ready().filter(|set| set.group.is_none()) {
            set_toggle(ui, set, &mut setup.rules);
        }
        let mut groups: Vec<&str> = Vec::new();
        for group in ready().filter_map(|set| set.group) {
            if !groups.contains(&group) {
                groups.push(group);
            }
        }
        for group in groups {
            ui.label(egui::RichText::new(i18n::text(group, None)).strong());
            ui.indent(group, |ui| {
                for set in ready().filter(|set| set.group == Some(group)) {
                    set_toggle(ui, set, &mut setup.rules);
                }
            });
        }
        ui.add_enabled(
            false,
            egui::Checkbox::new(&mut false, tr!("rules-anniversary")),
        );
        ui.separator();
        let colours_clash = (0..setup.seats.len()).any(|i| {
            setup.seats[..i]
                .iter()
                .any(|s| s.colour == setup.seats[i].colour)
        });
        if colours_clash {
            ui.colored_label(egui::Color32::LIGHT_RED, tr!("new-game-colours-clash"));
        }
        let hosting = setup.seats.iter().any(|s| s.remote);
        if hosting {
            ui.horizontal(|ui| {
                ui.label(tr!("new-game-host-port"));
                ui.add(egui::DragValue::new(&mut net.port).range(1024..=65535));
            });
            ui.horizontal(|ui| {
                ui.checkbox(&mut net.internet, tr!("new-game-internet"))
                    .on_hover_text(tr!("new-game-internet-hover"));
                if net.internet {
                    ui.label(tr!("new-game-relay"));
                    ui.add(
                        egui::TextEdit::singleline(&mut net.relay)
                            .hint_text(tr!("new-game-relay-hint"))
                            .desired_width(160.0),
                    );
                }
            });
        }
        ui.horizontal(|ui| {
            let (start, then) = if hosting {
                (tr!("new-game-open-lobby"), AppState::Lobby)
            } else {
                (tr!("new-game-start"), AppState::InGame)
            };
            // Enter starts the game, unless a button has the focus (Tab,
            // arrows): then Enter presses that one.
            let focused = crate::gui::look::focus_by_keys(ui.ctx());
            let enter = !typing && !focused && ui.input(|i| i.key_pressed(egui::Key::Enter));
            let button = ui
                .add_enabled(!colours_clash, egui::Button::new(start))
                .on_hover_text(tr!("new-game-start-hover"));
            if button.clicked() || (enter && !colours_clash) {
                next.set(then);
            }
            if ui.button(tr!("button-settings")).clicked() {
                prefs.open = !prefs.open;
            }
            if ui.button(tr!("button-statistics")).clicked() {
                stats.open = !stats.open;
            }
            // On the buttons' row: the dialog keeps its height (and its
            // Continue button its place).
            let mut no_aids = !setup.aids;
            ui.checkbox(&mut no_aids, tr!("new-game-no-aids"))
                .on_hover_text(tr!("new-game-no-aids-hover"));
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
        0 => tr!("join-title"),
        n => tr!("join-title-found", count = n),
    };
    egui::CollapsingHeader::new(title)
        .id_salt("join")
        .show(ui, |ui| {
            ui.horizontal(|ui| {
                ui.label(tr!("join-your-name"));
                ui.add(egui::TextEdit::singleline(&mut net.name).char_limit(24));
                ui.label(tr!("join-password"));
                ui.add(
                    egui::TextEdit::singleline(&mut net.password)
                        .password(true)
                        .hint_text(tr!("join-password-hint"))
                        .char_limit(64)
                        .desired_width(120.0),
                );
            });
            if let Some(problem) = &lan.problem {
                ui.label(problem);
            } else if lan.found.is_empty() {
                ui.weak(tr!("join-none-found"));
            }
            for found in &lan.found {
                let game = &found.game;
                ui.horizontal(|ui| {
                    let same = game.version == version;
                    let joinable = same && game.free > 0;
                    if ui
                        .add_enabled(joinable, egui::Button::new(tr!("join-button")))
                        .clicked()
                    {
                        join.write(JoinGame {
                            address: found.join_place(),
                            watch: false,
                        });
                    }
                    if ui
                        .add_enabled(same, egui::Button::new(tr!("join-watch")))
                        .on_hover_text(tr!("join-watch-hover"))
                        .clicked()
                    {
                        join.write(JoinGame {
                            address: found.join_place(),
                            watch: true,
                        });
                    }
                    let what = match (game.started, game.private) {
                        (true, _) => tr!("join-under-way"),
                        (false, false) => tr!("join-in-lobby"),
                        (false, true) => tr!("join-in-lobby-private"),
                    };
                    ui.label(tr!(
                        "join-found-game",
                        host = game.host.as_str(),
                        address = found.join_address(),
                        what = what,
                        free = game.free,
                        seats = game.seats
                    ));
                    if !same {
                        ui.colored_label(
                            egui::Color32::LIGHT_RED,
                            tr!(
                                "join-other-version",
                                theirs = game.version.as_str(),
                                ours = version.as_str()
                            ),
                        );
                    }
                });
            }
            ui.horizontal(|ui| {
                ui.label(tr!("join-address"));
                ui.add(
                    egui::TextEdit::singleline(&mut net.address)
                        .hint_text(tr!("join-address-hint"))
                        .desired_width(420.0),
                );
                let typed = !net.address.trim().is_empty();
                if ui
                    .add_enabled(typed, egui::Button::new(tr!("join-button")))
                    .clicked()
                {
                    join.write(JoinGame {
                        address: net.address.clone(),
                        watch: false,
                    });
                }
                if ui
                    .add_enabled(typed, egui::Button::new(tr!("join-watch")))
                    .on_hover_text(tr!("join-watch-hover"))
                    .clicked()
                {
                    join.write(JoinGame {
                        address: net.address.clone(),
                        watch: true,
                    });
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

/// A set's toggle, as its window part words it, and its own rule toggles
/// under it while it is on.
fn set_toggle(ui: &mut egui::Ui, set: &SetWindow, rules: &mut Rules) {
    let mut on = set.id.in_play(rules);
    let toggle = ui.checkbox(&mut on, i18n::text(set.toggle, None));
    if let Some(hover) = set.toggle_hover {
        toggle.on_hover_text(i18n::text(hover, None));
    }
    set.id.set_in_play(rules, on);
    if let (true, Some(toggles)) = (on, set.toggles) {
        ui.indent(set.key, |ui| toggles(ui, rules));
    }
}
