//! Games played out to the end by the normal player's rule for every
//! seat: how the hard player's candidate moves turn out, compared on the
//! same tile orders. `examples/fit_by_play_out/` fits the outlook's
//! weights on them.

use rand::SeedableRng;
use rand::rngs::SmallRng;

use super::choice::Choice;
use super::lookahead;
use crate::rules::deck::DrawPile;
use crate::rules::{Game, TileKind, scoring};

/// The moves the hard player weighs in depth for `tiles`, best first by
/// the outlook one move ahead, each with the position it leaves.
pub fn candidates(game: &Game, tiles: &[TileKind], me: usize) -> Vec<(Choice, Game)> {
    (lookahead::candidates(game, tiles, me).into_iter())
        .map(|(_, m, g)| (m, g))
        .collect()
}

/// `me`'s final margin over the best rival once `game` is played out,
/// the tiles in the order `seed` shuffles them: the same seed gives the
/// same draws, so candidates of one position meet the same luck.
pub fn margin_at_end(game: &Game, seed: u64, me: usize) -> f32 {
    // The answers' tie-breaks draw other numbers than the shuffle's.
    let mut rng = SmallRng::seed_from_u64(seed ^ 0x9e37_79b9_7f4a_7c15);
    let mut pile = DrawPile::shuffled(game, seed);
    let mut g = game.clone();
    while !g.is_over() {
        let Some(tile) = pile.draw_for(&g) else { break };
        g = lookahead::answer(&g, tile, &mut rng);
    }
    // A pile with no tile the game may take ends the play-out with final
    // scoring on the board as it stands. Tiles a set holds back (which the
    // table takes back later) and a last round of held tiles are not
    // played out: neither comes up in the one set fitted this way yet.
    let ended = scoring::final_scores(&g);
    let rival = (0..g.players())
        .filter(|&p| p != me)
        .map(|p| ended[p])
        .max();
    ended[me] as f32 - rival.unwrap_or(0) as f32
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Rules, Table};

    #[test]
    fn a_play_out_is_one_game_for_a_seed_and_each_seats_margin_is_the_others_loss() {
        let table = Table::new(vec!["A".into(), "B".into()], Rules::default(), 3);
        let game = table.game();
        let a = margin_at_end(game, 11, 0);
        assert_eq!(a, margin_at_end(game, 11, 0));
        assert_eq!(a, -margin_at_end(game, 11, 1));
        // Other draws, another game.
        let others: Vec<f32> = (12..17).map(|s| margin_at_end(game, s, 0)).collect();
        assert!(others.iter().any(|&m| m != a), "{a} {others:?}");
    }
}
