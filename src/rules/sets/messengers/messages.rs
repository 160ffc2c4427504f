//! The eight messages (docs/rules/messengers.md, the second edition's list
//! and numbering): what each gives the player who carries it out, worked
//! out from the board as it stands. "As at the end" is what final scoring
//! would give the feature now, unfinished.

use crate::rules::features::SegmentId;
use crate::rules::game::Game;
use crate::rules::scoring::feature_value;
use crate::rules::tileset::SegmentKind;
use crate::rules::types::Meeple;

/// A message, by its index (`NA` … `NH`: the order of `ALL`, and of the
/// variants, so `as u8` is the index).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Message {
    /// Score one's road worth least, as at the end; the follower stays.
    SmallestRoad,
    /// The same for a city.
    SmallestCity,
    /// The same for a monastery.
    SmallestMonastery,
    /// Place another tile this turn.
    AnotherTile,
    /// 2 points a pennant in each city with one's knight.
    Pennants,
    /// 2 points a knight.
    Knights,
    /// 2 points a farmer.
    Farmers,
    /// Score one follower's feature as at the end and take it back.
    ScoreAndReturn,
}

impl Message {
    pub const ALL: [Message; 8] = [
        Message::SmallestRoad,
        Message::SmallestCity,
        Message::SmallestMonastery,
        Message::AnotherTile,
        Message::Pennants,
        Message::Knights,
        Message::Farmers,
        Message::ScoreAndReturn,
    ];

    pub fn of(index: u8) -> Message {
        Message::ALL[index as usize % Message::ALL.len()]
    }
}

/// Points the message's "2" gives instead.
pub const INSTEAD: u32 = 2;

/// The seat's followers on the board (figures that count in a majority).
pub fn followers(game: &Game, seat: usize) -> impl Iterator<Item = &Meeple> {
    (game.meeples().iter()).filter(move |m| m.player as usize == seat && m.figure.weight() > 0)
}

/// The kind and feature (root) a meeple stands on.
fn standing(game: &Game, m: &Meeple) -> (SegmentKind, SegmentId) {
    let id = game.segment_id(m.tile as usize, m.segment);
    let root = game.features().root(id);
    (game.features().node(root).kind, root)
}

/// What a feature would score now, as at the end.
pub fn as_at_the_end(game: &Game, root: SegmentId) -> u32 {
    feature_value(game, root).now
}

/// The least a feature of `kind` with the seat's follower is worth, as
/// at the end (`None`: the seat has none).
fn smallest(game: &Game, seat: usize, kind: SegmentKind) -> Option<u32> {
    (followers(game, seat).map(|m| standing(game, m)))
        .filter(|&(k, _)| k == kind)
        .map(|(_, root)| as_at_the_end(game, root))
        .min()
}

/// What carrying the message out gives the seat now (`None`: it cannot be
/// carried out; for the follower it scores, the best choice; for another
/// tile, nothing counted).
pub fn worth(game: &Game, seat: usize, message: Message) -> Option<u32> {
    let count = |kind: SegmentKind| {
        (followers(game, seat).filter(|m| standing(game, m).0 == kind)).count() as u32
    };
    match message {
        Message::SmallestRoad => smallest(game, seat, SegmentKind::Road),
        Message::SmallestCity => smallest(game, seat, SegmentKind::City),
        Message::SmallestMonastery => smallest(game, seat, SegmentKind::Monastery),
        // One tile more a turn, whatever gives it (a builder's too): not
        // on a tile that is already the turn's second, nor when another
        // rule gives one already (it would give nothing), nor when no tile
        // may come.
        Message::AnotherTile => {
            let more = !game.is_extra_tile() && !game.another_tile_coming();
            (more && !game.pile_spent()).then_some(0)
        }
        Message::Pennants => {
            let mut cities: Vec<SegmentId> = (followers(game, seat).map(|m| standing(game, m)))
                .filter(|&(k, _)| k == SegmentKind::City)
                .map(|(_, root)| root)
                .collect();
            cities.sort_unstable();
            cities.dedup();
            let pennants: u32 = (cities.iter())
                .map(|&c| game.features().node(c).pennants as u32)
                .sum();
            (!cities.is_empty()).then_some(2 * pennants)
        }
        Message::Knights => Some(2 * count(SegmentKind::City)).filter(|&p| p > 0),
        Message::Farmers => Some(2 * count(SegmentKind::Field)).filter(|&p| p > 0),
        Message::ScoreAndReturn => (followers(game, seat))
            .map(|m| as_at_the_end(game, standing(game, m).1))
            .max(),
    }
}

/// The features the smallest-feature messages score for the seat: the
/// first of its followers' features of the kind worth least.
pub fn smallest_feature(game: &Game, seat: usize, message: Message) -> Option<SegmentId> {
    let kind = match message {
        Message::SmallestRoad => SegmentKind::Road,
        Message::SmallestCity => SegmentKind::City,
        Message::SmallestMonastery => SegmentKind::Monastery,
        _ => return None,
    };
    (followers(game, seat).map(|m| standing(game, m)))
        .filter(|&(k, _)| k == kind)
        .min_by_key(|&(_, root)| as_at_the_end(game, root))
        .map(|(_, root)| root)
}
