//! Why the rules refuse a move, as a value: the window words it in the
//! player's language, a network host sends it to the player who asked,
//! tests match it by kind, and `Display` gives the English sentence that a
//! record's error and the command line print.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::geometry::{EDGE_NAMES, Pos};
use super::set_names::{Figure, SetAction, SetId, SetRefusal};
use super::tileset::{EdgeKind, SegmentKind, TileKind, catalog};
use super::types::Pick;

/// A move the rules do not allow, and why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Refusal {
    // ----- the turn ---------------------------------------------------
    /// The game is over: no tile is in hand.
    GameOver,
    /// A meeple or the turn's end came before the tile was placed.
    NothingPlaced,
    /// A tile came while the turn waits for a meeple.
    NotPlacingNow,
    /// A tile was discarded while the turn waits for a meeple.
    NotDiscardingNow,
    /// None of this tile is left in the pile.
    NoneLeft(TileKind),
    /// Tiles of an earlier draw phase must come first (`first` is the set
    /// whose tiles do, when a set's).
    NotYet {
        tile: TileKind,
        first: Option<SetId>,
    },
    /// The tile is set aside by a set's rules until they let it come (after
    /// a tile it waits for).
    SetAside { tile: TileKind, by: SetId },
    /// A tile that fits somewhere may not be discarded.
    FitsSomewhere(TileKind),
    /// The player does not hold this tile (a set's own).
    NotHeld(TileKind),
    /// A held tile may be let go only in the last round.
    HeldTillTheLastRound(TileKind),
    /// Turning the placed tile: it fits its square no other way.
    FitsNoOtherWay,
    /// A host dealt a tile none of which is left here.
    DealtNoneLeft(TileKind),
    /// A host dealt tiles with a step that is not a turn's end.
    DealtMidTurn,
    /// A pick came while no phase of the turn waits for one.
    NoChoiceNow,
    /// The phase choosing now does not offer that pick.
    NotAnOption(Pick),
    // ----- the square -------------------------------------------------
    /// Rotations are 0 to 3.
    NoSuchRotation(u8),
    /// The tile does not fit there.
    Misfit {
        tile: TileKind,
        pos: Pos,
        rot: u8,
        why: Misfit,
    },
    /// A set's own rule (the water course, ...), worded by the set.
    Set(SetRefusal),
    // ----- the meeple -------------------------------------------------
    /// No tile waits for a meeple.
    NoTileWaiting,
    /// The placed tile has no such segment.
    NoSuchSegment { tile: TileKind, segment: u8 },
    /// The figure's set is not in play.
    NotInPlay(Figure),
    /// The figure may not be taken back.
    NotTakenBack(Figure),
    /// A set's action is not offered there now.
    NotOffered(SetAction),
    /// The figure to take back is not on the board.
    NotOnBoard(Figure),
    /// The player has none of the figure left in supply.
    NoneInSupply(Figure),
    /// The player's one figure of the kind is already on the board.
    AlreadyOut(Figure),
    /// The figure may not stand on that kind of segment.
    WrongSpot(Figure, SegmentKind),
    /// Fields are not scored and no farmer may stand in one.
    NoFarmers,
    /// The figure goes only beside its owner's follower (farmer in a field).
    NotBesideOwn(Figure, SegmentKind),
    /// The feature already has a meeple.
    Occupied(SegmentKind),
}

/// Why a tile does not fit on a square.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Misfit {
    /// The square holds a tile.
    Taken,
    /// The square touches no tile along an edge.
    Apart,
    /// A walled tile needs tiles on all four sides.
    Open,
    /// One of the tile's edges (north, east, south, west: 0 to 3) meets an
    /// edge that shows something else.
    Edge {
        edge: u8,
        mine: EdgeKind,
        theirs: EdgeKind,
    },
}

fn id(tile: TileKind) -> &'static str {
    catalog()
        .types
        .get(tile as usize)
        .map_or("?", |t| t.id.as_str())
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::GameOver => write!(f, "the game is over"),
            Refusal::NothingPlaced => write!(f, "no tile has been placed"),
            Refusal::NotPlacingNow => write!(f, "no tile may be placed now"),
            Refusal::SetAside { tile, by } => write!(
                f,
                "tile {} is set aside until {}'s rules let it come",
                id(*tile),
                by.expansion().name()
            ),
            Refusal::NoChoiceNow => write!(f, "no choice of the turn waits now"),
            Refusal::NotAnOption(pick) => write!(f, "{pick:?} is not among the choices now"),
            Refusal::NotDiscardingNow => write!(f, "no tile may be discarded now"),
            Refusal::NoneLeft(t) => write!(f, "no tile {} is left to draw", id(*t)),
            Refusal::NotYet { tile, first } => {
                let order = first.map_or("tiles of an earlier phase come first", |s| {
                    s.expansion().draw_order()
                });
                write!(f, "tile {} cannot be drawn yet: {order}", id(*tile))
            }
            Refusal::FitsSomewhere(t) => {
                write!(
                    f,
                    "tile {} can be placed, so it may not be discarded",
                    id(*t)
                )
            }
            Refusal::NotHeld(t) => write!(f, "the player does not hold tile {}", id(*t)),
            Refusal::HeldTillTheLastRound(t) => {
                write!(f, "tile {} may be given up only in the last round", id(*t))
            }
            Refusal::FitsNoOtherWay => write!(f, "the tile fits its square no other way"),
            Refusal::DealtNoneLeft(t) => write!(f, "tile {} is dealt but none is left", id(*t)),
            Refusal::DealtMidTurn => write!(f, "only the end of a turn deals tiles"),
            Refusal::NoSuchRotation(r) => write!(f, "rotation {r} is not 0..=3"),
            Refusal::Misfit {
                tile,
                pos,
                rot,
                why,
            } => {
                write!(f, "tile {} does not fit at {pos} rot {rot}: ", id(*tile))?;
                match why {
                    Misfit::Taken => write!(f, "{pos} already holds a tile"),
                    Misfit::Apart => write!(f, "{pos} does not touch the board along an edge"),
                    Misfit::Open => write!(f, "{pos} does not have a tile on every side"),
                    Misfit::Edge { edge, mine, theirs } => write!(
                        f,
                        "its {} edge ({}) meets a {}",
                        EDGE_NAMES[*edge as usize],
                        mine.name(),
                        theirs.name()
                    ),
                }
            }
            Refusal::Set(why) => write!(f, "{why}"),
            Refusal::NoTileWaiting => write!(f, "no tile is waiting for a meeple"),
            Refusal::NotOffered(action) => {
                write!(f, "{} is not offered there now", action.name())
            }
            Refusal::NoSuchSegment { tile, segment } => {
                write!(f, "tile {} has no segment {segment}", id(*tile))
            }
            Refusal::NotInPlay(figure) => {
                let set = figure.set().map_or("a set", |s| s.expansion().name());
                write!(
                    f,
                    "the {} comes with {set}, which is not in play",
                    noun(*figure)
                )
            }
            Refusal::NotTakenBack(figure) => {
                write!(f, "the {} cannot be taken back", noun(*figure))
            }
            Refusal::NotOnBoard(figure) => {
                write!(f, "the player's {} is not on the board", noun(*figure))
            }
            Refusal::NoneInSupply(figure) => {
                write!(f, "the player has no {} left in supply", noun(*figure))
            }
            Refusal::AlreadyOut(figure) => {
                write!(f, "the player's {} is already on the board", noun(*figure))
            }
            Refusal::WrongSpot(figure, _) => write!(
                f,
                "the {} may only stand on {}",
                noun(*figure),
                figure.spec().spots
            ),
            Refusal::NoFarmers => write!(f, "farmers are not in play (no-farmers rules)"),
            Refusal::NotBesideOwn(figure, kind) => {
                let own = if *kind == SegmentKind::Field {
                    "farmer"
                } else {
                    "follower"
                };
                write!(
                    f,
                    "the {} goes only where the player already has a {own}",
                    noun(*figure)
                )
            }
            Refusal::Occupied(kind) => {
                write!(f, "that {} already has a meeple on it", kind.name())
            }
        }
    }
}

fn noun(figure: Figure) -> &'static str {
    figure.spec().noun
}

impl std::error::Error for Refusal {}

/// Record readers and the command line speak in sentences.
impl From<Refusal> for String {
    fn from(refusal: Refusal) -> String {
        refusal.to_string()
    }
}
