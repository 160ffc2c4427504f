//! Traders & Builders' builder: one per player, put beside one of its
//! owner's followers on a road or city of the tile just placed. When its
//! owner's first tile of a turn extends that road or city, the owner places
//! a second tile at once (never a third). It counts for nothing in a
//! majority and goes home with the followers when its feature is completed.

pub(super) use super::state::Bonus;
use super::state::Trade;
use crate::rules::features::SegmentId;
use crate::rules::figures::{FigureSpec, on};
use crate::rules::game::Game;
use crate::rules::set_names::Figure;
use crate::rules::tileset::{SegmentKind, catalog};

pub const BUILDER: FigureSpec = FigureSpec {
    name: "Builder",
    noun: "builder",
    spots: "a road or a city",
    weight: 0,
    pennant_strength: false,
    stands_on: on(SegmentKind::Road) | on(SegmentKind::City),
    beside_own: true,
    per_player: 1,
    recall: None,
    moves_on: false,
};

impl Game {
    /// Whether the player's builder stands on the board.
    pub fn builder_out(&self, player: usize) -> bool {
        self.figure_out(player, Figure::Builder)
    }

    /// The root of the feature the player's builder stands on.
    fn builder_feature(&self, player: usize) -> Option<SegmentId> {
        let m = self
            .meeples()
            .iter()
            .find(|m| m.player as usize == player && m.figure == Figure::Builder)?;
        Some(
            self.features()
                .root(self.segment_id(m.tile as usize, m.segment)),
        )
    }
}

/// A tile went down: a first tile that extends the feature of the current player's builder earns the second.
/// A tile that is already the turn's second, whatever gave it (another
/// set's rule), earns nothing: a turn has one tile more at most.
pub(super) fn note_tile(game: &mut Game, index: usize) {
    let trade = game.sets_state.get::<Trade>();
    if trade.bonus != Bonus::None || game.is_extra_tile() {
        return;
    }
    let Some(builder) = game.builder_feature(game.current_player()) else {
        return;
    };
    let placed = game.board().tiles()[index];
    let extends = catalog()
        .get(placed.kind)
        .segments
        .iter()
        .enumerate()
        .any(|(i, s)| {
            matches!(s.kind, SegmentKind::Road | SegmentKind::City)
                && game.features().root(placed.first_segment + i as SegmentId) == builder
        });
    if extends {
        game.sets_state.get_mut::<Trade>().bonus = Bonus::Earned;
    }
}

/// After a tile's deploy: whether the same player places again (not
/// when the pile is spent: no tile is left that may be drawn, and a last
/// round of tiles players hold, as the abbey, is one turn each).
pub(super) fn next_bonus(game: &mut Game) -> bool {
    // Whether the pile is spent is asked only of an earned bonus: the
    // question walks the tiles left, and every turn passes through here.
    let earned = game.sets_state.get::<Trade>().bonus == Bonus::Earned;
    let again = earned && !game.pile_spent();
    game.sets_state.get_mut::<Trade>().bonus = if again { Bonus::Second } else { Bonus::None };
    again
}
