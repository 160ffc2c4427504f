//! Game records in the RON format of docs/records.md, and replay:
//! every move is checked against the rules; an illegal or malformed move is
//! an error naming the turn and the reason, and nothing is half-applied.

use serde::{Deserialize, Serialize};

use super::game::{Deploy, Game, Placement, Rules};
use super::geometry::{CORNER_NAMES, Pos};
use super::moving_on;
use super::phase;
use super::places::{corner_field, parse_place, place_name};
use super::record_picks::decide_picks;
pub use super::record_picks::{Chosen, MovedOn, Picks};
use super::set_names::{ActionArg, Figure, SetAction, SetDeploy};
use super::tileset::{TileKind, catalog};
use super::types::Pick;

pub const RECORD_VERSION: u32 = 1;
pub const COLOUR_NAMES: [&str; 6] = ["Black", "Red", "Green", "Blue", "Yellow", "Pink"];

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameRecord {
    pub version: u32,
    /// Seating order, 2 to 5 players (more where a set brings pieces for
    /// them, `Rules::max_players`).
    pub players: Vec<String>,
    /// Required: the rules change every final score, so a record says which
    /// it was played by (inside, an omitted toggle takes its documented
    /// default: farmers on, every set off).
    pub rules: Rules,
    #[serde(default)]
    pub seed: Option<u64>,
    pub start: Start,
    #[serde(default)]
    pub turns: Vec<Turn>,
    /// The acts the player whose turn it is has made in a turn not yet
    /// ended (points paid to free a figure, then saved): a table continuing
    /// the record makes them again. Left out when none.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub acts_in_turn: Vec<Act>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Start {
    pub tile: String,
    pub rot: u8,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum Turn {
    Place {
        tile: String,
        x: i32,
        y: i32,
        rot: u8,
        meeple: Option<MeepleAction>,
        /// The squares a set's figure then stepped onto, in order, each
        /// chosen by its seat; left out when none.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        steps: Vec<Pos>,
        /// Where each figure whose feature the move scored moved on, in
        /// the order their owners chose (`None`: home); left out when none.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        moved_on: Vec<Option<MovedOn>>,
        /// The choices made in the other phases of the move, in order,
        /// each with its phase's key; left out when none.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        chose: Vec<Chosen>,
        /// The player's acts in the turn (`rules::acts`), made
        /// before its tile, in order; left out when none.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        acts: Vec<Act>,
    },
    /// Drawn, fits nowhere, out of the game; the same player draws again.
    /// Or a held tile let go in the last round, after the player's acts
    /// of the turn, if any (left out when none).
    Discard {
        tile: String,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        acts: Vec<Act>,
    },
}

/// An act of a set's as a record writes it: its name and the number the
/// set reads (`(act: "Ransom", arg: 9)`, docs/records.md).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Act {
    pub act: String,
    pub arg: u8,
}

impl Act {
    pub fn of(action: SetAction) -> Act {
        Act {
            act: action.name().to_string(),
            arg: action.arg,
        }
    }

    /// The set's act the record names.
    pub fn action(&self) -> Result<SetAction, String> {
        let named = SetAction::named(&self.act, None)
            .filter(|a| a.set.expansion().actions()[a.kind as usize].arg == ActionArg::Number);
        let act = named.ok_or_else(|| format!("no set has an act named {:?}", self.act))?;
        Ok(SetAction {
            arg: self.arg,
            ..act
        })
    }
}

/// Makes a recorded turn's acts on the game before its tile.
fn make_acts(game: &mut Game, turn: &Turn) -> Result<(), String> {
    let (Turn::Place { acts, .. } | Turn::Discard { acts, .. }) = turn;
    for act in acts {
        game.act(act.action()?)?;
    }
    Ok(())
}

impl Turn {
    /// Notes an act of the turn's player, made before its tile.
    pub fn note_act(&mut self, action: SetAction) {
        let (Turn::Place { acts, .. } | Turn::Discard { acts, .. }) = self;
        acts.push(Act::of(action));
    }

    /// Notes a choice of a phase of the move (by the phase's key) in the
    /// field of the turn that writes it: the squares a figure steps onto
    /// under `steps`, where figures move on under `moved_on`, named on
    /// `game`'s board.
    pub(crate) fn note_pick(&mut self, game: &Game, key: &str, pick: Pick) {
        let Turn::Place {
            steps,
            moved_on,
            chose,
            ..
        } = self
        else {
            return;
        };
        match (key, pick) {
            (phase::STEPS, Pick::Square(pos)) => steps.push(pos),
            (moving_on::KEY, Pick::Spot(pos, segment)) => {
                moved_on.push(MovedOn::of(game, Some((pos, segment))))
            }
            (moving_on::KEY, Pick::Home) => moved_on.push(None),
            _ => chose.push(Chosen::of(game, key, pick)),
        }
    }

    /// The choices of the move's phases, read in the order the game asks
    /// for them (`Picks::next`).
    pub fn picks(&self) -> Picks<'_> {
        match self {
            Turn::Place {
                steps,
                moved_on,
                chose,
                ..
            } => Picks::new(steps, moved_on, chose),
            Turn::Discard { .. } => Picks::new(&[], &[], &[]),
        }
    }
}

/// What a player did in the deploy step: this figure at this place, or
/// this figure taken back from the tile at (x, y). A record writes each
/// figure by its name (`FigureSpec::name`): `Follower("N")`, `Large("C")`,
/// `RecallAbbot(x: 0, y: -1)` (`record_form.rs`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MeepleAction {
    Put {
        figure: Figure,
        place: String,
    },
    Recall {
        figure: Figure,
        x: i32,
        y: i32,
    },
    /// A set's action on the tile at (x, y), at the place:
    /// `Princess(x: 1, y: 0, place: "C")`.
    Set {
        action: SetAction,
        x: i32,
        y: i32,
        place: String,
    },
}

impl MeepleAction {
    /// A follower at this place.
    pub fn follower(place: &str) -> MeepleAction {
        MeepleAction::Put {
            figure: Figure::Follower,
            place: place.into(),
        }
    }
}

/// What went wrong reading or replaying a record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecordError {
    /// 0-based index in `turns`, when a move is at fault.
    pub turn: Option<usize>,
    pub message: String,
}

impl std::fmt::Display for RecordError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.turn {
            Some(t) => write!(f, "turn {t}: {}", self.message),
            None => write!(f, "{}", self.message),
        }
    }
}

impl std::error::Error for RecordError {}

fn err(turn: Option<usize>, message: impl Into<String>) -> RecordError {
    RecordError {
        turn,
        message: message.into(),
    }
}

/// The tile kind of a tile id, or an error naming it.
pub fn tile_kind(id: &str) -> Result<TileKind, String> {
    catalog()
        .by_id(id)
        .ok_or_else(|| format!("unknown tile \"{id}\""))
}

impl GameRecord {
    /// A record of a game about to start.
    pub fn new(players: Vec<String>, rules: Rules, seed: Option<u64>) -> GameRecord {
        let start = Game::start_tile(&rules);
        GameRecord {
            version: RECORD_VERSION,
            players,
            rules,
            seed,
            start: Start {
                tile: catalog().get(start).id.clone(),
                rot: 0,
            },
            turns: Vec::new(),
            acts_in_turn: Vec::new(),
        }
    }

    /// The acts of the unfinished turn (`acts_in_turn`), checked by making
    /// them on `game`, the game after the record's turns.
    pub fn unfinished_acts(&self, game: &Game) -> Result<Vec<SetAction>, RecordError> {
        let mut game = game.clone();
        let acts = self.acts_in_turn.iter().map(|act| {
            let action = act.action()?;
            game.act(action)?;
            Ok(action)
        });
        acts.collect::<Result<_, String>>()
            .map_err(|m| err(None, format!("the acts of the turn not yet ended: {m}")))
    }

    pub fn from_ron(text: &str) -> Result<GameRecord, RecordError> {
        let record: GameRecord =
            ron::from_str(text).map_err(|e| err(None, format!("not a valid game record: {e}")))?;
        if record.version != RECORD_VERSION {
            return Err(err(
                None,
                format!(
                    "record version {} is not supported (this program reads version {RECORD_VERSION})",
                    record.version
                ),
            ));
        }
        Ok(record)
    }

    pub fn to_ron(&self) -> String {
        let config = ron::ser::PrettyConfig::new()
            .struct_names(true)
            .depth_limit(2);
        ron::ser::to_string_pretty(self, config).expect("records always serialise")
    }

    /// The set-up position: players, rules and start tile checked.
    pub fn initial_game(&self) -> Result<Game, RecordError> {
        let n = self.players.len();
        self.rules.check_players(n).map_err(|e| err(None, e))?;
        let cat = catalog();
        let expected = Game::start_tile(&self.rules);
        let start = tile_kind(&self.start.tile).map_err(|e| err(None, format!("start: {e}")))?;
        if start != expected {
            return Err(err(
                None,
                format!(
                    "start tile is {}, but these rules start with {}",
                    self.start.tile,
                    cat.get(expected).id
                ),
            ));
        }
        // The start tile lies at (0, 0) as printed (docs/records.md): another
        // rotation would be a different game from the same record.
        if self.start.rot != 0 {
            return Err(err(
                None,
                format!(
                    "start rotation {} is not allowed: the start tile lies with rotation 0",
                    self.start.rot
                ),
            ));
        }
        Ok(Game::new(n, self.rules))
    }

    /// Replays every turn and returns the resulting game (finished and
    /// finally scored if the deck ran out).
    pub fn replay(&self) -> Result<Game, RecordError> {
        let mut game = self.initial_game()?;
        for (i, turn) in self.turns.iter().enumerate() {
            if game.is_over() {
                return Err(err(Some(i), "the game is already over: no tiles are left"));
            }
            apply_turn(&mut game, turn).map_err(|m| err(Some(i), m))?;
        }
        Ok(game)
    }
}

/// Checks one recorded turn against the rules and applies it; on error the
/// game is unchanged.
pub fn apply_turn(game: &mut Game, turn: &Turn) -> Result<(), String> {
    match turn {
        Turn::Discard { tile, acts } => {
            let kind = tile_kind(tile)?;
            // Only a held tile let go comes after the player's acts: a tile
            // drawn that fits nowhere goes before anyone may act.
            if !acts.is_empty() && !super::held::is_held(kind) {
                return Err(format!(
                    "acts before discarding {tile}: only a held tile let go has them"
                ));
            }
            let mut next = game.clone();
            make_acts(&mut next, turn)?;
            next.discard(kind)?;
            *game = next;
            Ok(())
        }
        Turn::Place {
            tile,
            x,
            y,
            rot,
            meeple,
            ..
        } => {
            let kind = tile_kind(tile)?;
            let mut next = game.clone();
            make_acts(&mut next, turn)?;
            next.place(
                kind,
                Placement {
                    pos: Pos::new(*x, *y),
                    rot: *rot,
                },
            )?;
            let deploy = resolve_meeple(&next, meeple.as_ref())?;
            next.deploy(deploy)?;
            decide_picks(&mut next, turn.picks())?;
            *game = next;
            Ok(())
        }
    }
}

/// What a recorded turn played, read on the game before it: who played,
/// the tile, its square and what was chosen with it (`None`: a discard,
/// or a turn this game does not take).
pub fn played(game: &Game, turn: &Turn) -> Option<(usize, TileKind, Pos, Deploy)> {
    let Turn::Place {
        tile,
        x,
        y,
        rot,
        meeple,
        ..
    } = turn
    else {
        return None;
    };
    let kind = tile_kind(tile).ok()?;
    let pos = Pos::new(*x, *y);
    let mut placed = game.clone();
    make_acts(&mut placed, turn).ok()?;
    placed.place(kind, Placement { pos, rot: *rot }).ok()?;
    let deploy = resolve_meeple(&placed, meeple.as_ref()).ok()?;
    Some((game.current_player(), kind, pos, deploy))
}

/// The engine's deploy choice for a recorded meeple action, on the game
/// whose just-placed tile waits for it.
pub fn resolve_meeple(game: &Game, action: Option<&MeepleAction>) -> Result<Deploy, String> {
    let Some(action) = action else {
        return Ok(Deploy::None);
    };
    let index = game
        .tile_being_deployed()
        .ok_or("no tile is waiting for a meeple")?;
    let placed = game.board().tiles()[index];
    let tile = catalog().get(placed.kind);
    Ok(match action {
        MeepleAction::Put { figure, place } => {
            Deploy::Figure(*figure, parse_place(tile, placed.rot, place)?)
        }
        MeepleAction::Recall { figure, x, y } => {
            let p = game.current_player();
            let at = game.figure_position(p, *figure);
            let noun = figure.spec().noun;
            if at != Some(Pos::new(*x, *y)) {
                return Err(match at {
                    Some(a) => format!("the {noun} of seat {p} stands at {a}, not ({x}, {y})"),
                    None => format!("the {noun} of seat {p} is not on the board"),
                });
            }
            Deploy::Recall(*figure)
        }
        MeepleAction::Set {
            action,
            x,
            y,
            place,
        } => {
            let at = Pos::new(*x, *y);
            let tile = (game.board().index_at(at))
                .ok_or_else(|| format!("{} names ({x}, {y}), where no tile lies", action.name()))?;
            let placed = game.board().tiles()[tile];
            let kind = catalog().get(placed.kind);
            // An action on a corner stands in the field there.
            // (Reading the record named the corner: `record_form.rs`.)
            let segment = match action.corner() {
                // An action on a square stands on no place of its tile.
                None if action.on_square() => 0,
                Some(corner) => corner_field(kind, placed.rot, corner).ok_or_else(|| {
                    format!("tile {} shows no field at its corner {place}", kind.id)
                })?,
                None => parse_place(kind, placed.rot, place)?,
            };
            Deploy::Set(SetDeploy {
                action: *action,
                tile: tile as u8,
                segment,
            })
        }
    })
}

/// The recorded form of a move, written before it is applied to `game`.
pub fn turn_for(game: &Game, kind: TileKind, p: Placement, deploy: Deploy) -> Turn {
    let tile = catalog().get(kind);
    let meeple = match deploy {
        Deploy::None => None,
        Deploy::Figure(figure, s) => Some(MeepleAction::Put {
            figure,
            place: place_name(tile, p.rot, s),
        }),
        Deploy::Recall(figure) => {
            let at = game
                .figure_position(game.current_player(), figure)
                .expect("the figure taken back is on the board");
            Some(MeepleAction::Recall {
                figure,
                x: at.x,
                y: at.y,
            })
        }
        Deploy::Set(d) => {
            let there = game.board().tiles()[d.tile as usize];
            Some(MeepleAction::Set {
                action: d.action,
                x: there.pos.x,
                y: there.pos.y,
                place: match d.action.corner() {
                    None if d.action.on_square() => String::new(),
                    Some(corner) => CORNER_NAMES[corner as usize].to_string(),
                    None => place_name(catalog().get(there.kind), there.rot, d.segment),
                },
            })
        }
    };
    Turn::Place {
        tile: tile.id.clone(),
        x: p.pos.x,
        y: p.pos.y,
        rot: p.rot,
        meeple,
        steps: Vec::new(),
        moved_on: Vec::new(),
        chose: Vec::new(),
        acts: Vec::new(),
    }
}

/// The JSON summary that `replay --json` prints (docs/records.md).
/// `finished` says whether the game really ended: a record scored with
/// `--score-now` is scored as if it had, but it had not.
pub fn summary_json(game: &Game, finished: bool) -> serde_json::Value {
    let events: Vec<serde_json::Value> = game
        .events()
        .iter()
        .map(|e| {
            serde_json::json!({
                "turn": e.turn,
                "kind": e.kind.name(),
                "points": e.points,
                "players": e.seats().collect::<Vec<_>>(),
            })
        })
        .collect();
    serde_json::json!({
        "finished": finished,
        "scores": game.scores(),
        "events": events,
    })
}
