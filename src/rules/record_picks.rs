//! The choices a record's turn gives for the phases of its move
//! (`rules::phase`): a neutral figure's steps and the moves on have fields of
//! their own (`steps`, `moved_on`), every other phase's choices are
//! listed in `chose` with their phase's key, so a set's new phase needs
//! no new field. Replay reads them in the order the game asks.

use super::game::Game;
use super::geometry::Pos;
use super::moving_on::{self, onward_pick};
use super::phase;
use super::places::{parse_place, place_name};
use super::tileset::catalog;
use super::types::{Figure, Pick};
use serde::{Deserialize, Serialize};

/// A figure moved on after its feature scored: onto the place on the
/// tile at (x, y), `Some((x: 1, y: 0, place: "N"))`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MovedOn {
    pub x: i32,
    pub y: i32,
    pub place: String,
}

/// A record's name for a place (segment) of the tile on a square.
fn place_at(game: &Game, pos: Pos, segment: u8) -> String {
    let there = game.board().tile_at(pos).expect("a place names a tile");
    place_name(catalog().get(there.kind), there.rot, segment)
}

/// The place (segment) a record names on the tile at (x, y).
fn spot_named(game: &Game, x: i32, y: i32, place: &str) -> Result<(Pos, u8), String> {
    let pos = Pos::new(x, y);
    let there = (game.board().tile_at(pos)).ok_or(format!("no tile lies at {pos}"))?;
    Ok((
        pos,
        parse_place(catalog().get(there.kind), there.rot, place)?,
    ))
}

impl MovedOn {
    /// The record's words for a move on (`None`: home) in this game.
    pub fn of(game: &Game, to: crate::rules::moving_on::Onward) -> Option<MovedOn> {
        let (pos, segment) = to?;
        Some(MovedOn {
            x: pos.x,
            y: pos.y,
            place: place_at(game, pos, segment),
        })
    }

    /// The engine's move on for the record's words, in this game.
    pub fn resolve(
        game: &Game,
        moved: Option<&MovedOn>,
    ) -> Result<crate::rules::moving_on::Onward, String> {
        moved
            .map(|m| spot_named(game, m.x, m.y, &m.place))
            .transpose()
    }
}

/// A choice made in a phase whose picks have no field of their own in a
/// record (`Turn::Place::chose`): the phase's key (`Phase::key`) and the
/// pick in the record's words, `Spot(phase: "capture", x: 1, y: 0,
/// place: "N")`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum Chosen {
    Square {
        phase: String,
        x: i32,
        y: i32,
    },
    Spot {
        phase: String,
        x: i32,
        y: i32,
        place: String,
    },
    Home {
        phase: String,
    },
    /// A kind of figure by its record's name (`Figure(phase: "exchange",
    /// figure: "Large")`).
    Figure {
        phase: String,
        figure: String,
    },
    /// One of the phase's numbered choices by its name
    /// (`Choice(phase: "magic", choice: "Mage")`).
    Choice {
        phase: String,
        choice: String,
    },
    /// A seat by its number in `players` (`Seat(phase: "robber", seat: 1)`).
    Seat {
        phase: String,
        seat: u8,
    },
}

impl Chosen {
    /// The record's words for a pick of the phase `key` in this game.
    pub fn of(game: &Game, key: &str, pick: Pick) -> Chosen {
        let phase = key.to_string();
        match pick {
            Pick::Square(pos) => Chosen::Square {
                phase,
                x: pos.x,
                y: pos.y,
            },
            Pick::Spot(pos, segment) => Chosen::Spot {
                phase,
                x: pos.x,
                y: pos.y,
                place: place_at(game, pos, segment),
            },
            Pick::Home => Chosen::Home { phase },
            Pick::Figure(figure) => Chosen::Figure {
                phase,
                figure: figure.spec().name.to_string(),
            },
            Pick::Choice(n) => {
                let names = game.phase_named(key).map_or(&[][..], |p| p.choices());
                let choice = names
                    .get(n as usize)
                    .map_or(n.to_string(), |s| s.to_string());
                Chosen::Choice { phase, choice }
            }
            Pick::Seat(seat) => Chosen::Seat { phase, seat },
        }
    }

    /// The key of the phase it was made in.
    pub fn phase(&self) -> &str {
        match self {
            Chosen::Square { phase, .. }
            | Chosen::Spot { phase, .. }
            | Chosen::Home { phase }
            | Chosen::Figure { phase, .. }
            | Chosen::Choice { phase, .. }
            | Chosen::Seat { phase, .. } => phase,
        }
    }

    /// The engine's pick for the record's words, in this game.
    pub fn pick(&self, game: &Game) -> Result<Pick, String> {
        Ok(match self {
            Chosen::Square { x, y, .. } => Pick::Square(Pos::new(*x, *y)),
            Chosen::Spot { x, y, place, .. } => {
                let (pos, segment) = spot_named(game, *x, *y, place)?;
                Pick::Spot(pos, segment)
            }
            Chosen::Home { .. } => Pick::Home,
            Chosen::Figure { figure, .. } => {
                Pick::Figure(Figure::named(figure).ok_or(format!("no figure is named {figure:?}"))?)
            }
            Chosen::Choice { phase, choice } => {
                let names = game.phase_named(phase).map_or(&[][..], |p| p.choices());
                let n = (names.iter().position(|c| c == choice)).ok_or(format!(
                    "the phase {phase:?} has no choice named {choice:?}"
                ))?;
                Pick::Choice(n as u8)
            }
            Chosen::Seat { seat, .. } => Pick::Seat(*seat),
        })
    }
}

/// A record's turn's phase choices, each field read in its order as the
/// game asks: the steps for the phase `steps`, the moves on for
/// `moved_on`, the others' from `chose`, whose next must name the phase
/// asking.
pub struct Picks<'a> {
    steps: &'a [Pos],
    moved_on: &'a [Option<MovedOn>],
    chose: &'a [Chosen],
}

impl<'a> Picks<'a> {
    pub fn new(steps: &'a [Pos], moved_on: &'a [Option<MovedOn>], chose: &'a [Chosen]) -> Self {
        Picks {
            steps,
            moved_on,
            chose,
        }
    }

    /// The next pick the record gives for the phase `key` now asking, in
    /// `game`'s words; `None` when it gives no more (or names another
    /// phase next).
    pub fn next(&mut self, game: &Game, key: &str) -> Option<Result<Pick, String>> {
        fn take<'s, T>(list: &mut &'s [T]) -> Option<&'s T> {
            let (first, rest) = list.split_first()?;
            *list = rest;
            Some(first)
        }
        Some(match key {
            phase::STEPS => Ok(Pick::Square(*take(&mut self.steps)?)),
            moving_on::KEY => {
                MovedOn::resolve(game, take(&mut self.moved_on)?.as_ref()).map(onward_pick)
            }
            _ => {
                if self.chose.first()?.phase() != key {
                    return None;
                }
                take(&mut self.chose)?.pick(game)
            }
        })
    }

    /// How many choices are left unread.
    pub fn left(&self) -> usize {
        self.steps.len() + self.moved_on.len() + self.chose.len()
    }
}

/// Makes the choices of the turn's phases as the record gives them, each
/// checked against the rules, until no phase asks; every choice given is
/// one asked for.
pub(super) fn decide_picks(game: &mut Game, mut picks: Picks) -> Result<(), String> {
    let mut made: Vec<&str> = Vec::new();
    while let Some(phase) = game.phase() {
        let key = phase.key();
        let seat = phase
            .chooser(game)
            .expect("a choosing phase names its seat");
        let nth = made.iter().filter(|k| **k == key).count() + 1;
        let what = match key {
            phase::STEPS => format!("step {nth}"),
            moving_on::KEY => format!("moving on {nth}"),
            _ => format!("{key} {nth}"),
        };
        let Some(pick) = picks.next(game, key) else {
            return Err(match (key, game.moving_on()) {
                (phase::STEPS, _) => {
                    format!("the steps end before their last: seat {seat} chooses the next")
                }
                (_, Some(w)) => format!(
                    "seat {}'s {} waits to move on: the record does not say where",
                    w.player,
                    w.figure.spec().noun
                ),
                _ => format!(
                    "seat {seat} chooses in the phase {key}: the record does not say what ({what})"
                ),
            });
        };
        (pick.and_then(|pick| game.decide(pick).map_err(|e| e.to_string())))
            .map_err(|e| format!("{what}: {e}"))?;
        made.push(key);
    }
    match picks.left() {
        0 => Ok(()),
        n => Err(format!("{n} choice(s) more than the turn asks for")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::GameRecord;
    use crate::rules::record::Turn;

    fn replayed(turns: &str) -> Result<Game, String> {
        let text = format!(
            "GameRecord(version: 1, players: [\"Black\", \"Red\"], rules: Rules(), seed: None,
             start: Start(tile: \"D\", rot: 0), turns: [{turns}])"
        );
        let record = GameRecord::from_ron(&text).map_err(|e| e.to_string())?;
        record.replay().map_err(|e| e.to_string())
    }

    #[test]
    fn a_phases_choice_reads_and_writes_with_its_phase() {
        for text in [
            r#"Spot(phase:"capture",x:1,y:0,place:"N")"#,
            r#"Square(phase:"flight",x:-2,y:3)"#,
            r#"Home(phase:"capture")"#,
        ] {
            let chosen: Chosen = ron::from_str(text).unwrap();
            assert_eq!(ron::to_string(&chosen).unwrap(), text);
        }
        assert_eq!(
            ron::from_str::<Chosen>(r#"Home(phase: "capture")"#)
                .unwrap()
                .phase(),
            "capture"
        );
        assert!(ron::from_str::<Chosen>(r#"Home(phase: "capture", x: 1)"#).is_err());
        // The field is left out of a turn without such choices, so every
        // record written before it reads and writes as it did.
        let turn = r#"Place(tile:"U",x:1,y:0,rot:1,meeple:None)"#;
        let read: Turn = ron::from_str(turn).unwrap();
        assert_eq!(ron::to_string(&read).unwrap(), turn);
        assert_eq!(read.picks().left(), 0);
    }

    #[test]
    fn a_choice_no_phase_asks_for_is_refused() {
        let plain = r#"Place(tile: "U", x: 1, y: 0, rot: 1, meeple: None)"#;
        assert!(replayed(plain).is_ok());
        let extra = r#"Place(tile: "U", x: 1, y: 0, rot: 1, meeple: None,
                             chose: [Home(phase: "capture")])"#;
        let e = replayed(extra).unwrap_err();
        assert!(
            e.contains("turn 0") && e.contains("1 choice(s) more"),
            "{e}"
        );
    }

    #[test]
    fn the_next_choice_is_the_asking_phases_only() {
        let turn: Turn = ron::from_str(
            r#"Place(tile: "U", x: 1, y: 0, rot: 1, meeple: None, steps: [(x: 2, y: 0)],
                     chose: [Home(phase: "capture"), Square(phase: "capture", x: 1, y: 1)])"#,
        )
        .unwrap();
        let game = Game::new(2, crate::rules::Rules::default());
        let mut picks = turn.picks();
        assert_eq!(picks.left(), 3);
        // Another phase's choice is not taken for this one's.
        assert!(picks.next(&game, "flight").is_none());
        assert_eq!(picks.next(&game, "capture"), Some(Ok(Pick::Home)));
        assert_eq!(
            picks.next(&game, phase::STEPS),
            Some(Ok(Pick::Square(Pos::new(2, 0))))
        );
        assert!(picks.next(&game, phase::STEPS).is_none());
        assert_eq!(
            picks.next(&game, "capture"),
            Some(Ok(Pick::Square(Pos::new(1, 1))))
        );
        assert_eq!(picks.left(), 0);
        assert!(picks.next(&game, moving_on::KEY).is_none());
    }
}
