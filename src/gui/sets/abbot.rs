//! The Abbot in the window: its toggle.

use super::window::{FigureIcons, FigureWindow, RecallWindow, SetWindow};
use crate::art::meeple::Shape;
use bevy_egui::egui;

use crate::rules::{Figure, Game, SetId};
use crate::tr;

pub const ABBOT: SetWindow = SetWindow {
    seat_cells: Some(abbot_cell),
    figures: &[FigureWindow {
        recall: Some(RecallWindow {
            button: "button-recall-abbot",
            hover: "button-recall-abbot-hover",
            logged: "log-recalled-abbot",
        }),
        // Beside the follower's marker on a monastery.
        marker_nudge: (0.0, -0.22),
        ..FigureWindow::painted(Figure::Abbot, Shape::Hooded, "hint-shown-abbot")
    }],
    ..SetWindow::named(SetId::Abbot, "abbot", "set-abbot", "rules-abbot")
};

/// Whether the seat's abbot is ready or on the board.
fn abbot_cell(ui: &mut egui::Ui, game: &Game, seat: usize, icons: &FigureIcons) {
    let out = game.abbot_out(seat);
    let said = if out {
        tr!("panel-abbot-out")
    } else {
        tr!("panel-abbot-ready")
    };
    icons.figure(ui, seat, Figure::Abbot, !out, 1.0, said);
}

#[cfg(test)]
mod tests {
    use crate::gui::play::session::Session;
    use crate::rules::{Deploy, Figure, Rules};

    /// Plays a game of two people until the first may take the abbot back
    /// (putting it out as soon as it may go), and takes it back: the log
    /// says so in the set's words.
    #[test]
    fn taking_the_abbot_back_is_logged_in_the_sets_words() {
        let rules = Rules {
            abbot: true,
            ..Rules::default()
        };
        crate::gui::sets::install();
        let mut session = Session::of_two_people(rules, 3);
        for _ in 0..60 {
            let player = session.table.game().current_player();
            let mut chosen = Deploy::None;
            for p in session.table.legal_placements() {
                session.table.place(p).unwrap();
                let options = session.table.deploy_options();
                let want = |d: &&Deploy| match player {
                    0 => matches!(d, Deploy::Recall(Figure::Abbot)),
                    _ => false,
                } || matches!(d, Deploy::Figure(Figure::Abbot, _));
                if let Some(&d) = options.iter().find(want) {
                    chosen = d;
                    break;
                }
            }
            if chosen == Deploy::None {
                let p = session.table.legal_placements()[0];
                session.table.place(p).unwrap();
            }
            session.table.choose(chosen).unwrap();
            let scored = session.table.end_turn().unwrap();
            session.note_turn(player, chosen, &scored);
            if chosen == Deploy::Recall(Figure::Abbot) {
                let lines: Vec<String> = crate::gui::words::log_lines(&session).collect();
                assert!(
                    lines.iter().any(|l| l == "P0 recalled the abbot"),
                    "{lines:?}"
                );
                return;
            }
        }
        panic!("the first player never took the abbot back");
    }
}
