//! The steps of the turn as the host sends them: what its table made
//! (`Move`) and, at a turn's end, the tiles that came off its pile, by id.
//! Each is what the host's turn announced (`Happened`) and what a
//! player's screen makes on its own table (`Table::follow`), hearing the
//! same happen. Numbered, so a screen that missed one asks for the whole
//! table instead of drifting.

use serde::{Deserialize, Serialize};

use crate::rules::set_names::InHand;
use crate::rules::tileset::catalog;
use crate::rules::{Happened, Move, Table};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Step {
    /// Steps are numbered from 0 at the game's first turn on this host.
    pub number: u64,
    pub made: Move,
    /// The tiles the end of a turn dealt (fitted nowhere, then the next
    /// player's), by id; empty for any other step.
    pub dealt: Vec<String>,
}

/// Turns what the host's table says happened into steps to send.
#[derive(Debug, Clone, Default)]
pub struct Steps {
    /// The number of the next step.
    pub next: u64,
    /// A turn's end, waiting for the tiles it dealt.
    ending: Option<Step>,
}

impl Steps {
    /// The step `happened` completes, if any: every step but a turn's end
    /// is one `Happened`; a turn's end is complete with the next tile.
    pub fn heard(&mut self, happened: &Happened) -> Option<Step> {
        let made = match happened {
            Happened::Placed(p) => Move::Place(*p),
            Happened::Turned(_) => Move::TurnPlaced,
            Happened::PickedUp => Move::PickUp,
            Happened::Chosen(d) => Move::Choose(*d),
            // The end of a turn that a phase's choices follow deals nothing.
            Happened::StepsBegin { .. } => Move::EndTurn,
            Happened::Decided {
                pick,
                next: Some(_),
                ..
            } => Move::Decide(*pick),
            // The last choice ends the turn: it waits for the tiles dealt.
            Happened::Decided {
                pick, next: None, ..
            } => {
                self.ending = Some(self.numbered(Move::Decide(*pick)));
                return None;
            }
            Happened::TurnEnded { .. } => {
                if self.ending.is_none() {
                    self.ending = Some(self.numbered(Move::EndTurn));
                }
                return None;
            }
            // Letting one's own tile go ends the turn: it waits for the
            // tiles dealt.
            Happened::Acted { action, .. } if action.hand() == InHand::LetGo => {
                self.ending = Some(self.numbered(Move::Act(*action)));
                return None;
            }
            Happened::Acted { action, .. } => Move::Act(*action),
            Happened::Discarded(k) => {
                if let Some(step) = &mut self.ending {
                    step.dealt.push(catalog().get(*k).id.clone());
                }
                return None;
            }
            Happened::Drawn(k) => {
                let mut step = self.ending.take()?;
                // A player's own tile comes from their hand, not the pile.
                if let Some(k) = k.filter(|&k| !catalog().get(k).is_held()) {
                    step.dealt.push(catalog().get(k).id.clone());
                }
                return Some(step);
            }
        };
        Some(self.numbered(made))
    }

    fn numbered(&mut self, made: Move) -> Step {
        let step = Step {
            number: self.next,
            made,
            dealt: Vec::new(),
        };
        self.next += 1;
        step
    }
}

/// Makes the host's step on a player's table: what happened, or why it
/// cannot be followed (then the table is as it was).
pub fn follow(table: &mut Table, step: &Step) -> Result<Vec<Happened>, String> {
    let dealt = step
        .dealt
        .iter()
        .map(|id| {
            catalog()
                .by_id(id)
                .ok_or_else(|| format!("the host dealt an unknown tile {id:?}"))
        })
        .collect::<Result<Vec<_>, _>>()?;
    Ok(table.follow(step.made, &dealt)?)
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use rand::rngs::SmallRng;
    use rand::{Rng, SeedableRng};

    use super::*;
    use crate::ai::AiKind;
    use crate::net::protocol::{ToPlayer, decode, encode};
    use crate::rules::{Deploy, GameRecord, Rules};

    /// A whole game of computer moves (abbot recalls among them) sent as
    /// steps, through the wire's bytes: the player's table hears what the
    /// host's table said at every step and ends with the same record;
    /// the steps are small.
    #[test]
    fn a_game_sent_as_steps_is_the_same_game_on_the_players_table() {
        let rules = Rules {
            abbot: true,
            river: true,
            abbey_mayor: true,
            ..Rules::default()
        };
        let mut host = Table::new(vec!["A".into(), "B".into()], rules, 11);
        let record = GameRecord {
            seed: None,
            ..host.record().clone()
        };
        let mut player = Table::mirrored(record, host.in_hand()).unwrap();
        let mut steps = Steps::default();
        let mut rng = SmallRng::seed_from_u64(3);
        let (mut sent, mut bytes, mut recalls, mut abbeys, mut moved_on) = (0, 0, 0, 0, 0);
        while let Some(tile) = host.in_hand() {
            // Now and then a random move: a player's abbey among them,
            // taken instead of the tile drawn, or let go at the end.
            let ai = match rng.random_bool(0.3) {
                true => AiKind::Random,
                false => AiKind::Greedy,
            };
            let c = ai.choose_turn(host.game(), tile, &mut rng, Duration::ZERO);
            let moves = match host.hand_act(InHand::LetGo) {
                Some(let_go) if rng.random_bool(0.5) => vec![Move::Act(let_go)],
                _ => c.steps(&host),
            };
            abbeys += matches!(moves[0], Move::Act(a) if a.hand() == InHand::Swapped) as usize;
            recalls += matches!(c.deploy, Deploy::Recall(_)) as usize;
            let mut said = Vec::new();
            let mut heard = Vec::new();
            let mut moves = moves.into_iter();
            // Then each wagon the move scored moves on, as the computer
            // players choose.
            let then = |host: &Table| {
                let w = host.moving_on()?;
                let options = host.move_on_options();
                let to = crate::ai::moving_on::choose_move_on(host.game(), w, &options);
                Some(Move::Decide(crate::rules::moving_on::onward_pick(to)))
            };
            while let Some(m) = moves.next().or_else(|| then(&host)) {
                moved_on += matches!(m, Move::Decide(crate::rules::phase::Pick::Spot(..))) as usize;
                for h in host.make(m).unwrap() {
                    said.push(h.clone());
                    if let Some(step) = steps.heard(&h) {
                        let wire = encode(&ToPlayer::Step(step));
                        bytes += wire.len();
                        sent += 1;
                        let ToPlayer::Step(step) = decode(&wire).unwrap() else {
                            unreachable!()
                        };
                        assert_eq!(step.number + 1, steps.next);
                        heard.extend(follow(&mut player, &step).unwrap());
                    }
                }
            }
            assert_eq!(heard, said);
        }
        assert_eq!(player.record().turns, host.record().turns);
        assert_eq!(player.game().scores(), host.game().scores());
        assert!(sent > 150, "{sent} steps");
        assert!(bytes / sent < 120, "{} bytes a step", bytes / sent);
        assert!(abbeys > 0, "no abbey played instead of a tile");
        assert!(moved_on > 0, "no wagon moved on");
        let _ = recalls;
    }

    #[test]
    fn a_step_with_an_unknown_tile_is_refused() {
        let host = Table::new(vec!["A".into(), "B".into()], Rules::default(), 2);
        let mut player = Table::mirrored(host.record().clone(), host.in_hand()).unwrap();
        let step = Step {
            number: 0,
            made: Move::EndTurn,
            dealt: vec!["no such tile".into()],
        };
        let e = follow(&mut player, &step).unwrap_err();
        assert!(e.contains("unknown tile"), "{e}");
    }
}
