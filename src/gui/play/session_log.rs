//! The session's scoring log: each turn's sentence, what it scored and
//! the lines its phases told, in the order a player reads a turn (the
//! tile, its scoring, what came after the scoring), told as the turns end
//! and told again from a record.

use crate::rules::{Deploy, Pos, ScoreEvent, TileKind};

use super::session::{LogEntry, Session};

impl Session {
    /// The log told again: each turn's sentence (`played`, a turn of the
    /// record each) followed by what that turn scored and a figure taken
    /// back, then final scoring. Lines only the turn in play tells (a
    /// figure sent home or moving on, a held tile let go, turns taken
    /// back) are not told again.
    pub(super) fn told_log(
        &self,
        played: Vec<Option<(usize, TileKind, Pos, Deploy)>>,
    ) -> Vec<LogEntry> {
        // The game's scorings come in the order of the turns that made
        // them, final scoring last: one walk along them. A move in flight
        // tells its own when it ends.
        let events = self.table.game().events();
        let told = (self.table.scorings_before_flight()).unwrap_or(events.len());
        let mut events = events[..told].iter().copied().peekable();
        let mut log = Vec::new();
        for (k, turn) in played.into_iter().enumerate() {
            if let Some((seat, kind, pos, deploy)) = turn {
                log.push(LogEntry::Played {
                    seat,
                    kind,
                    pos,
                    deploy,
                });
            }
            while let Some(e) = events.next_if(|e| e.turn.is_some_and(|t| t as usize <= k)) {
                log.push(LogEntry::Scored(e));
            }
            if let Some((seat, _, _, Deploy::Recall(figure))) = turn {
                log.push(LogEntry::Recalled(seat, figure));
            }
        }
        // Final scoring, and anything scored after the turns told.
        log.extend(events.map(LogEntry::Scored));
        log
    }

    /// Notes a finished turn in the log and the score history.
    pub fn note_turn(&mut self, seat: usize, deploy: Deploy, scored: &[ScoreEvent]) {
        // The move's scoring in play with the lines held back while it was
        // in flight among it, each after the scorings that came before it
        // (a figure moved on after its feature scored), then final scoring.
        let in_play = scored.iter().take_while(|e| e.turn.is_some()).count();
        let (in_play, last) = scored.split_at(in_play);
        let first = self
            .table
            .game()
            .events()
            .len()
            .saturating_sub(scored.len());
        let mut held = std::mem::take(&mut self.held_lines).into_iter().peekable();
        for (k, e) in in_play.iter().enumerate() {
            while let Some((_, line)) = held.next_if(|h| h.0 <= first + k) {
                self.log.push(line);
            }
            self.log.push(LogEntry::Scored(*e));
        }
        self.log.extend(held.map(|h| h.1));
        self.log.extend(last.iter().copied().map(LogEntry::Scored));
        if let Deploy::Recall(figure) = deploy
            && !self.eaten.contains(&(seat, figure))
        {
            self.log.push(LogEntry::Recalled(seat, figure));
        }
        self.eaten.clear();
        self.history.push(self.table.game().scores());
        self.turn_from = self.log.len();
    }

    /// The sentence of the turn that just ended with a tile put down
    /// (`words::played`), at the head of the turn's lines: the tile put
    /// down, and the figure or action chosen with it.
    pub fn note_played(&mut self, seat: usize, deploy: Deploy) {
        // The turn's tile is the board's last: a discard adds none.
        let Some(&placed) = self.table.game().board().tiles().last() else {
            return;
        };
        let (kind, pos) = (placed.kind, placed.pos);
        let at = self.turn_from.min(self.log.len());
        (self.log).insert(
            at,
            LogEntry::Played {
                seat,
                kind,
                pos,
                deploy,
            },
        );
    }

    /// Lines of a move in flight to go in the log after the first
    /// `scorings` of the game's (a figure moved on after its feature scored).
    pub fn hold_lines(&mut self, scorings: usize, lines: impl IntoIterator<Item = LogEntry>) {
        (self.held_lines).extend(lines.into_iter().map(|l| (scorings, l)));
    }

    /// Figures a set's figure sent home on a step (a neutral figure took them):
    /// a line each for the log.
    pub fn note_sent_home(
        &mut self,
        phase: &'static str,
        sent_home: &[crate::rules::types::Meeple],
    ) -> Vec<LogEntry> {
        (self.eaten).extend(sent_home.iter().map(|m| (m.player as usize, m.figure)));
        (sent_home.iter())
            .map(|m| LogEntry::SentHome {
                seat: m.player as usize,
                phase,
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Happened, Rules, Table};

    /// Puts the tile in hand on the first square it fits, with a follower
    /// on its first spot that takes one, if any.
    fn place_with_a_follower(table: &mut Table) {
        table.place(table.legal_placements()[0]).unwrap();
        let options = table.deploy_options();
        let follower = options.iter().find(|d| d.meeple().is_some());
        table.choose(*follower.unwrap_or(&Deploy::None)).unwrap();
    }

    /// Lines held back while a move was in flight go among its scoring
    /// lines, each after the scorings that came before it: a messenger's
    /// message after the tile's own scoring, not before it.
    #[test]
    fn held_lines_follow_the_scorings_made_before_them() {
        let mut session = Session::of_two_people(Rules::default(), 5);
        while session.table.game().events().len() < 2 {
            place_with_a_follower(&mut session.table);
            session.table.end_turn().unwrap();
        }
        let events = session.table.game().events().to_vec();
        let n = events.len();
        let scored = &events[n - 2..];
        assert!(scored.iter().all(|e| e.turn.is_some()));
        session.hold_lines(n - 1, [LogEntry::LetGo(1)]);
        session.hold_lines(n, [LogEntry::LetGo(0)]);
        let before = session.log.len();
        session.note_turn(0, Deploy::None, scored);
        assert_eq!(
            session.log[before..],
            [
                LogEntry::Scored(scored[0]),
                LogEntry::LetGo(1),
                LogEntry::Scored(scored[1]),
                LogEntry::LetGo(0),
            ]
        );
        assert!(session.held_lines.is_empty());
    }

    /// A screen told the table again while a move's phases are in flight
    /// (a player's screen given the host's whole table) tells that
    /// move's scorings once: when the move ends, not also before.
    #[test]
    fn a_move_in_flight_told_again_tells_its_scorings_once() {
        let rules = Rules {
            messengers: true,
            ..Rules::default()
        };
        let mut session = Session::of_two_people(rules, 7);
        let mut seen = 0;
        while session.table.in_hand().is_some() && seen < 2 {
            let before = session.table.game().events().len();
            let table = &mut session.table;
            place_with_a_follower(table);
            let happened = table.make(crate::rules::Move::EndTurn).unwrap();
            let in_flight = table.chooser_in_flight().is_some();
            if !(in_flight && table.game().events().len() > before) {
                table.make_steps(crate::rules::phase::FIRST).unwrap();
                continue;
            }
            seen += 1;
            assert!(
                happened
                    .iter()
                    .all(|h| !matches!(h, Happened::TurnEnded { .. }))
            );
            session.retell().unwrap();
            let ended = session
                .table
                .make_steps(crate::rules::phase::FIRST)
                .unwrap();
            for h in &ended {
                if let Happened::TurnEnded {
                    seat,
                    deploy,
                    scored,
                } = h
                {
                    session.note_turn(*seat, *deploy, scored);
                }
            }
            let told = (session.log.iter()).filter(|l| matches!(l, LogEntry::Scored(_)));
            assert_eq!(told.count(), session.table.game().events().len());
        }
        assert_eq!(seen, 2, "two turns that scored and went on to a phase");
    }
}
