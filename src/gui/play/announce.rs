//! What the turn plugin tells of each step the table made: each step as a
//! `TurnEvent` for the views, motion and sound, the turn's lines in the
//! log and its scores in the chart, and the stage a player's screen goes
//! to after a step of the host's.

use bevy::prelude::*;

use crate::gui::messages::TurnEvent;
use crate::gui::play::session::{LogEntry, Session};
use crate::gui::states::TurnStage;
use crate::rules::phase::Slot;
use crate::rules::set_names::InHand;
use crate::rules::{Deploy, Happened, Pick};

/// The stage a player's screen goes to after a step of the host's: the
/// tile down, deploying; picked up, placing; a set's phase begun, its steps;
/// the turn over, drawing (the next tile, or the end).
pub(super) fn next_stage_after(happened: &[Happened]) -> Option<TurnStage> {
    happened.iter().rev().find_map(|h| match h {
        Happened::Placed(_) => Some(TurnStage::Deploy),
        Happened::PickedUp => Some(TurnStage::Place),
        // A set's phase or figures moving on: their choices are
        // asked, not the turn's.
        Happened::StepsBegin { .. } | Happened::Decided { next: Some(_), .. } => {
            Some(TurnStage::Steps)
        }
        Happened::TurnEnded { .. } => Some(TurnStage::Draw),
        // One's own tile let go in the last round.
        Happened::Acted { action, .. } if action.hand() == InHand::LetGo => Some(TurnStage::Draw),
        _ => None,
    })
}

/// Announces what the table says happened (here, or at the host for a
/// player's screen) and notes each ended turn in the log and the chart.
pub(super) fn announce(
    session: &mut Session,
    events: &mut MessageWriter<TurnEvent>,
    happened: &[Happened],
    by_computer: bool,
) {
    for h in happened {
        if let Happened::TurnEnded {
            seat,
            deploy,
            scored,
        } = h
        {
            session.note_played(*seat, *deploy);
            session.note_turn(*seat, *deploy, scored);
        }
        if let Happened::Decided {
            seat,
            phase,
            pick,
            next,
            figure,
            sent_home,
            scorings,
        } = h
        {
            // Worded when the log is shown, where the phase's set tells it.
            let mut lines = vec![LogEntry::Decided(*seat, phase, *pick, next.is_none())];
            lines.extend(session.note_sent_home(phase, sent_home));
            // A kind of the chooser's own figures picked comes home (an
            // exchange): told by the phase's line, as a figure sent home.
            if let Pick::Figure(_) = pick {
                lines.push(LogEntry::SentHome { seat: *seat, phase });
            }
            if let Some(figure) = figure {
                lines.push(LogEntry::MovedOn {
                    seat: *seat,
                    figure: *figure,
                    home: *pick == Pick::Home,
                });
            }
            // A choice after the turn's scoring (a message carried out, a
            // figure moving on) is told after that scoring, which the
            // turn's end tells.
            let game = session.table.game();
            if game
                .phase_named(phase)
                .is_some_and(|p| p.slot() == Slot::AfterScoring)
            {
                session.hold_lines(*scorings, lines);
            } else {
                session.log.extend(lines);
            }
        }
        // What a set's act scored (points paid) is told at once; one's own
        // tile let go ends the turn (what final scoring gave, if the game).
        if let Happened::Acted {
            seat,
            action,
            scored,
        } = h
        {
            if action.hand() == InHand::LetGo {
                session.log.push(LogEntry::LetGo(*seat));
                session.note_turn(*seat, Deploy::None, scored);
            } else {
                (session.log).extend(scored.iter().copied().map(LogEntry::Scored));
            }
        }
        events.write(TurnEvent::Step {
            happened: h.clone(),
            by_computer,
        });
    }
}
