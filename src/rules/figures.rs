//! The one figure model: what every figure on the board (a follower, and
//! whatever figures the sets in play bring, `set_names::Figure`) is to the
//! rules. Its weight in a majority, where it may stand, whether it needs
//! its owner's follower beside it, how many each player has, and how it
//! comes home. Where a figure may go on the tile just placed, and figures
//! going home, are worked out from this alone (`followers.rs`).

use super::tileset::SegmentKind;

/// What a kind of figure is to the rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FigureSpec {
    /// The name a record gives it: `Follower("N")` is a follower on the
    /// road or city at the north edge.
    pub name: &'static str,
    /// What the engine's English calls it in a sentence.
    pub noun: &'static str,
    /// Where it may stand, in the engine's English.
    pub spots: &'static str,
    /// What it counts for in a majority (a follower 1).
    pub weight: u8,
    /// In a majority it counts as many as its feature's pennants instead
    /// of its weight (none without pennants); it still occupies the
    /// feature and comes home as a figure of its weight.
    pub pennant_strength: bool,
    /// The kinds of segment it may stand on (bit `SegmentKind as u8`).
    /// Fields only when farmers are in play.
    pub stands_on: u8,
    /// It goes only onto a feature that holds one of its owner's
    /// followers; otherwise only onto a feature with no figure on it.
    pub beside_own: bool,
    /// How many each player has.
    pub per_player: u8,
    /// The record's name for taking it back instead of deploying, which
    /// scores its feature as the end of the game would; `None` for a
    /// figure that only comes home when its feature is scored.
    pub recall: Option<&'static str>,
    /// When its feature is scored in play, its owner may move it on to
    /// an open, free feature near by instead of taking it home
    /// (`moving_on.rs`); at the end it only scores.
    pub moves_on: bool,
}

impl FigureSpec {
    pub fn may_stand_on(&self, kind: SegmentKind) -> bool {
        self.stands_on & on(kind) != 0
    }
}

/// The bit of a segment kind in `FigureSpec::stands_on`.
pub const fn on(kind: SegmentKind) -> u8 {
    1 << kind as u8
}

/// Where a follower may stand: a road, city, monastery or field.
pub const FOLLOWER_SPOTS: u8 = on(SegmentKind::Road)
    | on(SegmentKind::City)
    | on(SegmentKind::Monastery)
    | on(SegmentKind::Field);

/// The base game's follower: seven each, one in a majority, anywhere but a
/// garden, home when its feature is scored.
pub const FOLLOWER: FigureSpec = FigureSpec {
    name: "Follower",
    noun: "follower",
    spots: "a road, city, monastery or field",
    weight: 1,
    pennant_strength: false,
    stands_on: FOLLOWER_SPOTS,
    beside_own: false,
    per_player: 7,
    recall: None,
    moves_on: false,
};
