//! Traders & Builders' builder: one per player, put beside one of its
//! owner's followers on a road or city of the tile just placed. When its
//! owner's first tile of a turn extends that road or city, the owner places
//! a second tile at once (never a third). It counts for nothing in a
//! majority and goes home with the followers when its feature is completed.

use super::features::SegmentId;
use super::game::{Game, SECOND_TILE};
use super::tileset::{SegmentKind, catalog};
use super::types::{Bonus, Deploy, MeepleKind, Stage};

impl Game {
    /// Whether the player's builder stands on the board.
    pub fn builder_out(&self, player: usize) -> bool {
        self.builder_out[player]
    }

    /// Whether the tile awaited (or lying unconfirmed) is a builder's second
    /// tile of the turn: the window says why the same player goes again.
    /// Never once the game is over (the second tile may have been the last).
    pub fn is_second_tile(&self) -> bool {
        self.bonus == Bonus::Second && self.stage != Stage::Over
    }

    /// Whether the tile at this index on the board was a builder's second
    /// tile: undo takes a whole turn back, both tiles.
    pub fn was_second_tile(&self, tile: usize) -> bool {
        self.placers
            .get(tile)
            .is_some_and(|&p| p != super::game::NOBODY && p & SECOND_TILE != 0)
    }

    /// The root of the feature the player's builder stands on.
    fn builder_feature(&self, player: usize) -> Option<SegmentId> {
        let m = self
            .meeples
            .iter()
            .find(|m| m.player as usize == player && m.kind == MeepleKind::Builder)?;
        Some(
            self.features
                .root(self.segment_id(m.tile as usize, m.segment)),
        )
    }

    /// Called as a tile goes down: whether it is the turn's first tile and
    /// extends the feature of the current player's builder, which earns the
    /// second tile.
    pub(super) fn note_builder_extended(&mut self, index: usize) {
        let p = self.current as usize;
        if self.bonus != Bonus::None || !self.builder_out[p] {
            return;
        }
        let Some(builder) = self.builder_feature(p) else {
            return;
        };
        let placed = self.board.tiles()[index];
        let extends = catalog()
            .get(placed.kind)
            .segments
            .iter()
            .enumerate()
            .any(|(i, s)| {
                matches!(s.kind, SegmentKind::Road | SegmentKind::City)
                    && self.features.root(placed.first_segment + i as SegmentId) == builder
            });
        if extends {
            self.bonus = Bonus::Earned;
        }
    }

    /// After a tile's deploy: whether the same player places again.
    pub(super) fn next_bonus(&mut self) -> bool {
        let again = self.bonus == Bonus::Earned;
        self.bonus = if again { Bonus::Second } else { Bonus::None };
        again
    }

    /// The builder may go on a road or city of the tile just placed that
    /// holds one of the player's followers, while it is in their supply.
    pub(super) fn builder_options(&self, out: &mut Vec<Deploy>) {
        let p = self.current as usize;
        if !self.rules.traders_builders || self.builder_out[p] {
            return;
        }
        self.own_segments(
            p,
            |k| matches!(k, SegmentKind::Road | SegmentKind::City),
            |s| out.push(Deploy::Builder(s)),
        );
    }

    /// Calls `found` with each segment of the tile being deployed whose
    /// kind passes `kind` and whose feature holds a meeple of `player`.
    pub(super) fn own_segments(
        &self,
        player: usize,
        kind: impl Fn(SegmentKind) -> bool,
        mut found: impl FnMut(u8),
    ) {
        let Stage::Deploy(index) = self.stage else {
            return;
        };
        let placed = self.board.tiles()[index as usize];
        for (i, s) in catalog().get(placed.kind).segments.iter().enumerate() {
            let node = self.features.feature(placed.first_segment + i as SegmentId);
            if kind(s.kind) && node.meeples[player] > 0 {
                found(i as u8);
            }
        }
    }

    /// Why the builder may not go on a segment of that kind of the tile
    /// just placed.
    pub(super) fn builder_refused(&self, kind: SegmentKind) -> String {
        if !self.rules.traders_builders {
            "the builder comes with Traders & Builders, which is not in play".into()
        } else if self.builder_out[self.current as usize] {
            "the player's builder is already on the board".into()
        } else if !matches!(kind, SegmentKind::Road | SegmentKind::City) {
            "the builder stands only on a road or a city".into()
        } else {
            "the builder goes only where the player already has a follower".into()
        }
    }
}
