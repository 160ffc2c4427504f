//! The words of a game shared by every rules module: the rule toggles, a
//! move (placement and deploy choice), meeples, and what scoring gives.

use serde::{Deserialize, Serialize};

use super::features::{MAX_PLAYERS, SegmentId};
use super::geometry::Pos;
use super::tileset::SegmentKind;

/// Followers each player starts with.
pub const FOLLOWERS: u8 = 7;

/// Rule toggles chosen when a game is set up (also a record's `rules`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Rules {
    /// Fields and farmers are scored.
    pub farmers: bool,
    /// The River mini-expansion.
    pub river: bool,
    /// The Abbot mini-expansion: gardens and one abbot per player.
    pub abbot: bool,
    /// The Inns & Cathedrals expansion's tiles (inns, cathedrals). Left
    /// out of a record when off, so records of other games read as before.
    #[serde(skip_serializing_if = "is_false")]
    pub inns_cathedrals: bool,
    /// The Traders & Builders expansion's tiles (goods), builders and
    /// pigs. Left out of a record when off, as above.
    #[serde(skip_serializing_if = "is_false")]
    pub traders_builders: bool,
}

impl Rules {
    /// Seats a game may have: 2 to 5, or 6 with Inns & Cathedrals (its
    /// pieces for a sixth player).
    pub fn max_players(&self) -> usize {
        if self.inns_cathedrals { 6 } else { 5 }
    }

    /// Whether a game of `n` players may be played with these rules.
    pub fn check_players(&self, n: usize) -> Result<(), String> {
        let max = self.max_players();
        if (2..=max).contains(&n) {
            Ok(())
        } else if n == 6 {
            Err("6 players need Inns & Cathedrals (its pieces for a sixth player)".into())
        } else {
            Err(format!("{n} players: a game has 2 to {max}"))
        }
    }
}

fn is_false(b: &bool) -> bool {
    !b
}

impl Default for Rules {
    fn default() -> Self {
        Rules {
            farmers: true,
            river: false,
            abbot: false,
            inns_cathedrals: false,
            traders_builders: false,
        }
    }
}

/// What a score is for; also the `kind` of a scoring event.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ScoreKind {
    Road = 0,
    City = 1,
    Monastery = 2,
    Garden = 3,
    Field = 4,
    /// Traders & Builders: 10 at the end for the most tokens of a good.
    Goods = 5,
}

/// Kinds of score (`ScoreKind`), the length of a player's points by kind.
pub const SCORE_KINDS: usize = 6;

impl ScoreKind {
    pub const ALL: [ScoreKind; SCORE_KINDS] = [
        ScoreKind::Road,
        ScoreKind::City,
        ScoreKind::Monastery,
        ScoreKind::Garden,
        ScoreKind::Field,
        ScoreKind::Goods,
    ];

    pub fn name(self) -> &'static str {
        ["road", "city", "monastery", "garden", "field", "goods"][self as usize]
    }

    pub fn of(kind: SegmentKind) -> ScoreKind {
        match kind {
            SegmentKind::Road => ScoreKind::Road,
            SegmentKind::City => ScoreKind::City,
            SegmentKind::Field => ScoreKind::Field,
            SegmentKind::Monastery => ScoreKind::Monastery,
            SegmentKind::Garden => ScoreKind::Garden,
        }
    }
}

/// One scoring: every player in `players` gains `points`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ScoreEvent {
    /// Index in the record's `turns` of the move that scored; `None` at the end.
    pub turn: Option<u32>,
    pub kind: ScoreKind,
    pub points: u32,
    /// Bit mask of seat indices.
    pub players: u8,
    /// The scored feature (its root segment), for showing it on the board;
    /// for goods, which good (`Good as SegmentId`).
    pub feature: SegmentId,
}

/// What scoring gives: points of a kind to the players with the most
/// meeples on a feature (a completed one during play, any at the end).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Award {
    pub kind: ScoreKind,
    pub points: u32,
    /// Bit mask of the players awarded.
    pub players: u8,
    pub feature: SegmentId,
}

impl ScoreEvent {
    pub fn seats(&self) -> impl Iterator<Item = usize> + '_ {
        seats_in(self.players)
    }
}

/// The seats of a bit mask of seats (bit `p` for seat `p`), in order: who
/// scored, who owns a feature, whose builders or pigs stand on it.
pub fn seats_in(mask: u8) -> impl Iterator<Item = usize> {
    (0..MAX_PLAYERS).filter(move |p| mask & (1 << p) != 0)
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MeepleKind {
    Follower,
    Abbot,
    /// Inns & Cathedrals: one per player, counts as two meeples.
    Large,
    /// Traders & Builders: one per player, beside its owner's follower on
    /// a road or city; counts for nothing in a majority.
    Builder,
    /// Traders & Builders: one per player, beside its owner's farmer in a
    /// field; counts for nothing in a majority.
    Pig,
}

impl MeepleKind {
    /// What the meeple counts for in a majority (and on the feature's
    /// `Node::meeples`): the large meeple two, the builder and the pig
    /// nothing, every other one.
    pub fn weight(self) -> u8 {
        match self {
            MeepleKind::Large => 2,
            MeepleKind::Follower | MeepleKind::Abbot => 1,
            MeepleKind::Builder | MeepleKind::Pig => 0,
        }
    }
}

/// A meeple standing on the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Meeple {
    pub player: u8,
    pub kind: MeepleKind,
    /// Index of the tile in `Board::tiles`.
    pub tile: u8,
    /// The segment of that tile it stands on.
    pub segment: u8,
}

/// The player's choice in the deploy step.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Deploy {
    None,
    /// A follower on a segment of the tile just placed.
    Follower(u8),
    /// The abbot on the monastery or garden of the tile just placed.
    Abbot(u8),
    /// Take the abbot back and score it as at the end of the game.
    RecallAbbot,
    /// Inns & Cathedrals: the large meeple on a segment of the tile just
    /// placed, wherever a follower may stand.
    Large(u8),
    /// Traders & Builders: the builder on a road or city of the tile just
    /// placed that holds one of the player's followers.
    Builder(u8),
    /// Traders & Builders: the pig in a field of the tile just placed that
    /// holds one of the player's farmers.
    Pig(u8),
}

impl Deploy {
    /// The segment a meeple goes on, and which meeple.
    pub fn meeple(self) -> Option<(u8, MeepleKind)> {
        match self {
            Deploy::Follower(s) => Some((s, MeepleKind::Follower)),
            Deploy::Abbot(s) => Some((s, MeepleKind::Abbot)),
            Deploy::Large(s) => Some((s, MeepleKind::Large)),
            Deploy::Builder(s) => Some((s, MeepleKind::Builder)),
            Deploy::Pig(s) => Some((s, MeepleKind::Pig)),
            Deploy::None | Deploy::RecallAbbot => None,
        }
    }
}

/// Where the turn stands with the builder's second tile.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Bonus {
    /// The turn's first tile; it has earned no second one (yet).
    #[default]
    None,
    /// The turn's first tile extended its player's builder's feature: the
    /// same player places a second tile when this one's deploy is done.
    Earned,
    /// The tile awaited, or just placed, is the turn's second.
    Second,
}

/// Where the turn stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stage {
    /// Waiting for the current player's tile.
    Place,
    /// The tile (index in `Board::tiles`) is down; waiting for the deploy choice.
    Deploy(u8),
    /// Final scoring is done.
    Over,
}

/// A tile placement: square and rotation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Placement {
    pub pos: Pos,
    pub rot: u8,
}
