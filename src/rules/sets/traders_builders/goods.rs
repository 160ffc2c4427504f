//! Traders & Builders' goods: whoever places the tile that completes a city
//! takes a token for each goods symbol in it (with or without a meeple
//! there); at the end the most tokens of a kind score 10, to every player
//! who ties for most.

use super::state::Trade;
use crate::rules::features::SegmentId;
use crate::rules::game::Game;
use crate::rules::queries::FeatureState;
pub use crate::rules::tile_data::Good;
use crate::rules::tile_data::TileTypeData;
use crate::rules::tileset::{SegmentDef, SegmentKind, catalog};
use crate::rules::types::{Award, ScoreKind, Scored};

/// What the most tokens of one kind score at the end.
pub const MOST_OF_A_GOOD: u32 = 10;

/// A city's goods symbol, counted as a token of its kind on the segment.
pub(super) fn mark(tile: &TileTypeData, index: usize, segment: &mut SegmentDef) {
    if segment.kind == SegmentKind::City
        && let Some(good) = tile.cities[index].goods
    {
        segment.tokens[good as usize] += 1;
    }
}

/// The current player completed a city: they take its goods.
pub(super) fn take(game: &mut Game, root: SegmentId) {
    let tokens = game.features().node(root).tokens;
    let p = game.current_player();
    let held = &mut game.sets_state.get_mut::<Trade>().goods[p];
    for (held, taken) in held.iter_mut().zip(tokens) {
        *held += taken;
    }
}

impl Game {
    /// The goods tokens a player holds, by kind (`Good::ALL`'s order).
    pub fn goods(&self, player: usize) -> [u8; 3] {
        self.sets_state.get::<Trade>().goods[player]
    }

    /// The goods symbols on the board in cities not yet completed, by kind:
    /// what closing cities can still bring.
    pub fn goods_in_open_cities(&self) -> [u8; 3] {
        let mut open = [0; 3];
        for placed in self.board().tiles() {
            for (i, s) in catalog().get(placed.kind).segments.iter().enumerate() {
                let Some(good) = s.good() else { continue };
                let city = self
                    .features()
                    .feature(placed.first_segment + i as SegmentId);
                if !city.completed {
                    open[good as usize] += 1;
                }
            }
        }
        open
    }
}

impl SegmentDef {
    /// City: the goods symbol in it.
    pub fn good(&self) -> Option<Good> {
        Good::ALL.into_iter().find(|&g| self.tokens[g as usize] > 0)
    }
}

impl FeatureState {
    /// The goods symbols in a city, by kind (`Good as usize`).
    pub fn goods(&self) -> [u8; 3] {
        self.tokens
    }
}

/// The end's awards for goods: for each kind somebody holds, 10 to all who
/// hold the most, for the tokens of that good.
pub fn awards(game: &Game) -> impl Iterator<Item = Award> + '_ {
    Good::ALL.into_iter().filter_map(move |good| {
        let held = |p: usize| game.goods(p)[good as usize];
        let most = (0..game.players()).map(held).max().unwrap_or(0);
        (most > 0).then(|| Award {
            kind: ScoreKind::Set(crate::rules::set_names::SetId::TradersBuilders),
            points: MOST_OF_A_GOOD,
            players: (0..game.players())
                .filter(|&p| held(p) == most)
                .fold(0, |mask, p| mask | 1 << p),
            what: Scored::Tokens(good as u8),
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Rules;

    fn holding(goods: [[u8; 3]; 3]) -> Game {
        let rules = Rules {
            traders_builders: true,
            ..Rules::default()
        };
        let mut game = Game::new(3, rules);
        game.sets_state.get_mut::<Trade>().goods[..3].copy_from_slice(&goods);
        game
    }

    #[test]
    fn players_tied_for_most_of_a_good_each_score_ten_and_a_good_nobody_holds_scores_nothing() {
        // Wine: 2, 2, 1 (the first two tie); grain: 0, 0, 3; cloth: none.
        let game = holding([[2, 0, 0], [2, 0, 0], [1, 3, 0]]);
        let awards: Vec<(u32, u8, Scored)> = awards(&game)
            .map(|a| (a.points, a.players, a.what))
            .collect();
        assert_eq!(
            awards,
            vec![
                (10, 0b011, Scored::Tokens(Good::Wine as u8)),
                (10, 0b100, Scored::Tokens(Good::Grain as u8))
            ]
        );
    }
}
