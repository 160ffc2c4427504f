//! Statistics at the table: every finished game is counted for each
//! person by name and each computer by level (`stats.rs` keeps the file),
//! and a small window shows them. A statistics file that cannot be read is
//! reported in that window and left alone; this session's games are then
//! not counted.

use crate::gui::words;
use crate::seats::computer_of;
use crate::tr;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::gui::messages::TurnEvent;
use crate::gui::options::GuiOptions;
use crate::gui::play::session::Session;
use crate::stats::{SeatResult, Statistics, Tally, stats_path};

#[derive(Resource, Default)]
pub struct Stats {
    pub data: Statistics,
    /// Why the file could not be read (it is then never written).
    pub problem: Option<String>,
    /// Whether the window shows.
    pub open: bool,
}

fn load_stats(mut commands: Commands) {
    let mut stats = Stats::default();
    if let Some(path) = stats_path() {
        match Statistics::load(&path) {
            Ok(data) => stats.data = data,
            Err(e) => {
                warn!("{e}");
                stats.problem = Some(format!("{}\n{e}", tr!("problem-statistics")));
            }
        }
    }
    commands.insert_resource(stats);
}

/// How each seat of a finished game did.
pub fn results(session: &Session) -> Vec<SeatResult> {
    let game = session.table.game();
    let winners = game.winners();
    session
        .seats
        .iter()
        .enumerate()
        .map(|(p, seat)| SeatResult {
            name: seat.name.clone(),
            computer: seat.computer.map(|k| k.level().to_string()),
            score: game.score(p),
            won: winners.contains(&p),
        })
        .collect()
}

/// A game that has just ended is counted (not an automated run's).
fn count_finished_game(
    mut news: MessageReader<TurnEvent>,
    session: Option<Res<Session>>,
    options: Res<GuiOptions>,
    mut stats: ResMut<Stats>,
) {
    let ended = news.read().any(|e| matches!(e, TurnEvent::GameOver));
    let Some(session) = session.filter(|_| ended && !options.autoplay) else {
        return;
    };
    if stats.problem.is_some() {
        return;
    }
    stats.data.add_game(&results(&session));
    if let Some(path) = stats_path()
        && let Err(e) = stats.data.save(&path)
    {
        warn!("the statistics could not be saved: {e}");
    }
}

fn tally_rows(ui: &mut egui::Ui, rows: &std::collections::BTreeMap<String, Tally>) {
    for (name, t) in rows {
        ui.label(name);
        ui.label(t.played.to_string());
        ui.label(t.won.to_string());
        ui.label(t.best.to_string());
        ui.label(format!("{:.1}", t.average()));
        ui.end_row();
    }
}

fn statistics_window(mut contexts: EguiContexts, mut stats: ResMut<Stats>) -> Result {
    if !stats.open {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    egui::Window::new(tr!("stats-title"))
        .id(egui::Id::new("statistics"))
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_TOP, [0.0, 40.0])
        .show(ctx, |ui| {
            if let Some(problem) = &stats.problem {
                ui.colored_label(egui::Color32::LIGHT_RED, problem);
                ui.label(tr!("stats-broken"));
                return;
            }
            if stats.data.players.is_empty() && stats.data.computers.is_empty() {
                ui.label(tr!("stats-none"));
                return;
            }
            egui::Grid::new("statistics").striped(true).show(ui, |ui| {
                ui.label("");
                for heading in [
                    tr!("stats-played"),
                    tr!("stats-won"),
                    tr!("stats-best"),
                    tr!("stats-average"),
                ] {
                    ui.label(egui::RichText::new(heading).strong());
                }
                ui.end_row();
                tally_rows(ui, &stats.data.players);
                if !stats.data.computers.is_empty() {
                    ui.label(egui::RichText::new(tr!("stats-computers")).strong());
                    ui.end_row();
                    let levels = stats
                        .data
                        .computers
                        .iter()
                        .map(|(level, t)| (words::computer(computer_of(level)), *t))
                        .collect();
                    tally_rows(ui, &levels);
                }
            });
        });
    stats.open = open;
    Ok(())
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Stats>()
        .add_systems(Startup, load_stats)
        .add_systems(
            Update,
            count_finished_game.in_set(crate::gui::states::FrameSet::View),
        )
        .add_systems(EguiPrimaryContextPass, statistics_window);
}
