//! Settings that persist between runs (the last set-up, volumes, the window
//! size), kept in the platform's config folder, and the settings window.
//! Automated runs (`--players`, `--seed`, `--autoplay`) neither read nor
//! write them, so they behave the same on every machine.

use std::path::PathBuf;

use bevy::ecs::system::NonSendMarker;
use bevy::prelude::*;
use bevy::window::{
    Monitor, MonitorSelection, PrimaryMonitor, PrimaryWindow, RequestRedraw, WindowPosition,
    WindowResized,
};
use bevy::winit::WINIT_WINDOWS;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::look::{PanelRect, board_area, board_window};

use super::options::GuiOptions;
use crate::i18n::{self, Language, system_language};
use crate::saves;
use crate::settings::{self, PanelSettings, Settings};
use crate::tr;

#[derive(Resource, Default)]
pub struct Prefs {
    pub settings: Settings,
    /// Where they are kept; `None` when they are not to be kept.
    path: Option<PathBuf>,
    /// Why the file could not be read, for the new-game dialog.
    pub problem: Option<String>,
    /// Whether the settings window is open.
    pub open: bool,
}

impl Prefs {
    pub fn load(options: &GuiOptions) -> Prefs {
        let path = (!options.starts_directly())
            .then(saves::settings_path)
            .flatten();
        let (settings, problem) = match &path {
            Some(p) => Settings::load(p),
            None => (Settings::default(), None),
        };
        Prefs {
            settings,
            path,
            problem,
            open: false,
        }
    }

    /// The language to speak: the command line's, else the one chosen in
    /// the settings, else the system's.
    pub fn language(&self, options: &GuiOptions) -> Language {
        options
            .language
            .or_else(|| {
                let code = self.settings.language.as_deref()?;
                Language::from_code(code)
            })
            .unwrap_or_else(system_language)
    }

    /// The window size to open with: the last one, if it is sensible.
    pub fn window_size(&self) -> (u32, u32) {
        match self.settings.window {
            Some((w, h)) if (640..=8192).contains(&w) && (480..=8192).contains(&h) => (w, h),
            _ => DEFAULT_SIZE,
        }
    }

    /// Where the window opens: where it was last, if that is on a screen
    /// of any usual size, else in the middle of the main screen.
    pub fn window_position(&self) -> WindowPosition {
        match self.settings.window_at {
            Some((x, y)) if (-200..8000).contains(&x) && (-50..8000).contains(&y) => {
                WindowPosition::At(IVec2::new(x, y))
            }
            _ => WindowPosition::Centered(MonitorSelection::Primary),
        }
    }

    pub fn save(&self) {
        let Some(path) = &self.path else { return };
        // A file that could not be read is kept before it is written over.
        if self.problem.is_some()
            && let Err(e) = settings::keep_broken(path)
        {
            warn!("could not keep the unreadable settings, so they are not replaced: {e}");
            return;
        }
        if let Err(e) = self.settings.save(path) {
            warn!("could not save the settings: {e}");
        }
    }
}

fn percent(ui: &mut egui::Ui, label: String, value: &mut f32) -> egui::Response {
    ui.label(label);
    let r = ui.add(
        egui::Slider::new(value, 0.0..=1.0)
            .show_value(false)
            .step_by(0.05),
    );
    ui.label(format!("{:.0}%", *value * 100.0));
    ui.end_row();
    r
}

/// The language picker: each language named in itself. A choice applies
/// at once (every text is asked for as it is drawn) and is kept.
fn language_picker(ui: &mut egui::Ui, prefs: &mut Prefs) {
    let now = i18n::language();
    let mut chosen = now;
    ui.horizontal(|ui| {
        ui.label(tr!("settings-language"));
        egui::ComboBox::from_id_salt("language")
            .selected_text(now.native_name())
            .show_ui(ui, |ui| {
                for language in Language::ALL {
                    ui.selectable_value(&mut chosen, language, language.native_name());
                }
            });
    });
    if chosen != now {
        i18n::set_language(chosen);
        prefs.settings.language = Some(chosen.code().to_string());
        prefs.save();
    }
}

fn settings_window(
    mut contexts: EguiContexts,
    panel: Res<PanelRect>,
    mut prefs: ResMut<Prefs>,
) -> Result {
    if !prefs.open {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    let mut sound = prefs.settings.sound;
    let mut save = false;
    let mut offer_guide = false;
    let guide_offered = prefs.settings.guide_offered;
    board_window(
        "settings",
        tr!("settings-title"),
        (egui::Align2::CENTER_TOP, [0.0, 40.0]),
        board_area(ctx, panel.0),
    )
    .open(&mut open)
    .show(ctx, |ui| {
        language_picker(ui, &mut prefs);
        ui.separator();
        egui::Grid::new("volumes").show(ui, |ui| {
            for (label, value) in [
                (tr!("settings-master-volume"), &mut sound.master),
                (tr!("settings-effects"), &mut sound.effects),
                (tr!("settings-music"), &mut sound.music),
            ] {
                let r = percent(ui, label, value);
                // Write the file once the slider is let go, not on every step.
                save |= r.drag_stopped() || (r.changed() && !r.dragged());
            }
        });
        save |= ui
            .checkbox(&mut sound.muted, tr!("settings-mute"))
            .changed();
        ui.separator();
        save |= ui
            .checkbox(
                &mut prefs.settings.reduce_motion,
                tr!("settings-reduce-motion"),
            )
            .on_hover_text(tr!("settings-reduce-motion-hover"))
            .changed();
        ui.separator();
        save |= text_size_picker(ui, &mut prefs.settings.panels);
        ui.separator();
        if ui
            .add_enabled(
                guide_offered,
                egui::Button::new(tr!("settings-offer-guide")),
            )
            .on_hover_text(tr!("settings-offer-guide-hover"))
            .clicked()
        {
            offer_guide = true;
        }
    });
    // Escape closes it, as its cross does.
    if ctx.input(|i| i.key_pressed(egui::Key::Escape)) {
        open = false;
    }
    if offer_guide {
        prefs.settings.guide_offered = false;
        save = true;
    }
    prefs.settings.sound = sound;
    if save {
        prefs.save();
    }
    prefs.open = open;
    Ok(())
}

/// Whether movements on the board jump to their end (the player's
/// setting, `Settings::reduce_motion`).
pub fn still(prefs: Option<&Prefs>) -> bool {
    prefs.is_some_and(|p| p.settings.reduce_motion)
}

/// The sizes the text size picker offers, as a share of the usual.
const TEXT_SIZE_CHOICES: [f32; 6] = [0.8, 1.0, 1.25, 1.5, 1.75, 2.0];

/// The panels' text size: a row of choices (a slider would zoom the very
/// window it is dragged in). Returns whether one was picked.
fn text_size_picker(ui: &mut egui::Ui, panels: &mut PanelSettings) -> bool {
    let now = panels.text_size();
    let mut picked = false;
    ui.horizontal_wrapped(|ui| {
        ui.label(tr!("settings-text-size"));
        for size in TEXT_SIZE_CHOICES {
            let label = format!("{:.0}%", size * 100.0);
            if ui
                .selectable_label((now - size).abs() < 0.01, label)
                .clicked()
            {
                panels.text_size = size;
                picked = true;
            }
        }
    });
    picked
}

/// The panels' text drawn at the chosen size, on top of the system's scale
/// factor (which egui follows by itself): egui's zoom. Its own keys for
/// zooming are off, so the setting is the one place the size is chosen.
fn apply_text_size(mut contexts: EguiContexts, prefs: Res<Prefs>) -> Result {
    let ctx = contexts.ctx_mut()?;
    let size = prefs.settings.panels.text_size();
    if (ctx.zoom_factor() - size).abs() > 0.001 {
        ctx.options_mut(|o| o.zoom_with_keyboard = false);
        ctx.set_zoom_factor(size);
    }
    Ok(())
}

/// M mutes and unmutes, anywhere but in a text field.
fn toggle_mute(
    keys: Res<ButtonInput<KeyCode>>,
    mut prefs: ResMut<Prefs>,
    mut contexts: EguiContexts,
) -> Result {
    let typing = contexts.ctx_mut()?.egui_wants_keyboard_input();
    if keys.just_pressed(KeyCode::KeyM) && !typing {
        prefs.settings.sound.muted = !prefs.settings.sound.muted;
        prefs.save();
    }
    Ok(())
}

/// The size a window opens with the first time, on a screen where it fits.
const DEFAULT_SIZE: (u32, u32) = (1280, 800);

/// The first time (no size kept), the window suits the screen: on a small
/// one (a 1366 × 768 laptop) it shrinks to fit with room for the desktop's
/// bars; on a large one it grows to three quarters of it. It is then
/// centred. The screen is known a few frames after the window opens.
pub fn fit_first_window(
    monitors: Query<&Monitor, With<PrimaryMonitor>>,
    mut window: Query<&mut Window, With<PrimaryWindow>>,
    prefs: Res<Prefs>,
    mut done: Local<bool>,
) {
    if *done || prefs.settings.window.is_some() {
        return;
    }
    let (Ok(monitor), Ok(mut window)) = (monitors.single(), window.single_mut()) else {
        return;
    };
    *done = true;
    let scale = monitor.scale_factor.max(0.5) as f32;
    let screen = Vec2::new(
        monitor.physical_width as f32,
        monitor.physical_height as f32,
    ) / scale;
    let default = Vec2::new(DEFAULT_SIZE.0 as f32, DEFAULT_SIZE.1 as f32);
    let size = if screen.x < default.x || screen.y < default.y {
        (screen * 0.9).max(Vec2::new(640.0, 480.0))
    } else if screen.x >= default.x * 1.6 && screen.y >= default.y * 1.6 {
        screen * 0.75
    } else {
        return;
    };
    window.resolution.set(size.x.round(), size.y.round());
    window.position = WindowPosition::Centered(MonitorSelection::Primary);
}

/// Remembers the window's size and place once a resize or a move has
/// settled for half a second (a drag sends many; the file is written
/// once). Added with the window. The place is read from the system window
/// at most once a second while the game is awake: winit reports a move
/// only when a window manager sends one, and a bare X server does not.
#[allow(clippy::too_many_arguments)]
pub fn remember_window_place(
    _main_thread: NonSendMarker,
    mut resized: MessageReader<WindowResized>,
    window: Query<&Window, With<PrimaryWindow>>,
    mut prefs: ResMut<Prefs>,
    time: Res<Time<Real>>,
    mut settled_at: Local<Option<f32>>,
    mut looked: Local<(f32, Option<IVec2>)>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let now = time.elapsed_secs();
    if now - looked.0 >= 1.0 {
        looked.0 = now;
        let place = WINIT_WINDOWS.with_borrow(|windows| {
            let w = windows.windows.values().next()?;
            w.outer_position().ok().map(|p| IVec2::new(p.x, p.y))
        });
        if place.is_some() && place != looked.1 {
            *settled_at = Some(now + 0.5);
            looked.1 = place;
        }
    }
    if resized.read().count() > 0 {
        *settled_at = Some(now + 0.5);
    }
    let Some(at) = *settled_at else { return };
    if now < at {
        // The window sleeps when idle: keep it awake until the size is kept.
        redraw.write(RequestRedraw);
        return;
    }
    *settled_at = None;
    if let Ok(w) = window.single() {
        let size = (w.width() as u32, w.height() as u32);
        let place = looked.1.map(|p| (p.x, p.y)).or(prefs.settings.window_at);
        if prefs.settings.window != Some(size) || prefs.settings.window_at != place {
            prefs.settings.window = Some(size);
            prefs.settings.window_at = place;
            prefs.save();
        }
    }
}

/// The settings are read before the app is built (`gui::add_game`): the
/// window's size and the set-up the game starts from come from them.
pub fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        (apply_text_size, settings_window, toggle_mute),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_window_opens_at_its_last_size_unless_that_is_absurd() {
        let mut prefs = Prefs::default();
        assert_eq!(prefs.window_size(), (1280, 800), "first run");
        prefs.settings.window = Some((1600, 1000));
        assert_eq!(prefs.window_size(), (1600, 1000));
        prefs.settings.window = Some((10, 10_000));
        assert_eq!(prefs.window_size(), (1280, 800), "a hand-edited size");
    }

    #[test]
    fn automated_runs_keep_no_settings() {
        let options = GuiOptions {
            autoplay: true,
            ..Default::default()
        };
        let prefs = Prefs::load(&options);
        assert!(prefs.path.is_none());
        assert_eq!(prefs.settings, Settings::default());
    }
}
