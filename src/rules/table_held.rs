//! A player's own tile at the table (a set's): taken into the hand
//! instead of the tile drawn, which goes back into the pile when the turn
//! ends (`Table::record_and_draw`), or let go in the last round.

use super::record::Turn;
use super::refusal::Refusal;
use super::table::Table;
use super::tileset::{TileKind, catalog};
use super::types::ScoreEvent;

impl Table {
    /// The tile drawn, while the player holds their own tile in hand
    /// instead.
    pub fn shown(&self) -> Option<TileKind> {
        self.shown
    }

    /// Takes the player's own tile into the hand instead of the tile
    /// drawn, or the tile drawn back again: before either is placed. The
    /// tile now in hand.
    pub fn switch_tile(&mut self) -> Result<TileKind, Refusal> {
        if self.pending.is_some() || self.stepping.is_some() {
            return Err(Refusal::NothingToSwitch);
        }
        if let Some(drawn) = self.shown.take() {
            self.in_hand = Some(drawn);
            return Ok(drawn);
        }
        let held = (self.game.playable_held_tile())
            .filter(|&k| self.in_hand.is_some_and(|h| h != k))
            .ok_or(Refusal::NothingToSwitch)?;
        self.shown = self.in_hand.replace(held);
        Ok(held)
    }

    /// In the last round, the player lets their own tile go instead of
    /// playing it (recorded as its discard); the next seat that holds one
    /// plays, or the game ends.
    /// The tile let go, and what final scoring gave when that ended the
    /// game.
    pub fn let_go(&mut self) -> Result<(TileKind, Vec<ScoreEvent>), Refusal> {
        let kind = self.in_hand.ok_or(Refusal::GameOver)?;
        if self.pending.is_some() || self.stepping.is_some() {
            return Err(Refusal::NotDiscardingNow);
        }
        let scored = self.game.events().len();
        self.game.discard(kind)?;
        self.record_and_draw(Turn::Discard {
            tile: catalog().get(kind).id.clone(),
            acts: Vec::new(),
        });
        Ok((kind, self.game.events()[scored..].to_vec()))
    }
}

#[cfg(test)]
mod tests {
    use rand::rngs::SmallRng;
    use rand::{Rng, SeedableRng};

    use crate::rules::{Deploy, Refusal, Rules, Table};

    /// A turn with the abbey: taken instead of the tile drawn (and back
    /// again, and once more), placed in a hole; the tile drawn goes back
    /// into the pile and comes up later. A resumed game deals the same
    /// tiles as the table that played on; an undo gives the same tile in
    /// hand again.
    #[test]
    fn the_abbey_is_played_instead_of_the_tile_drawn_which_comes_again() {
        let rules = Rules {
            abbey_mayor: true,
            ..Rules::default()
        };
        let mut played = 0;
        for seed in 0..30 {
            let mut t = Table::new(vec!["A".into(), "B".into()], rules, seed);
            let mut rng = SmallRng::seed_from_u64(seed);
            while let Some(drawn) = t.in_hand() {
                if t.game().playable_held_tile().is_none() || t.game().in_last_round() {
                    let places = t.legal_placements();
                    t.play(places[rng.random_range(0..places.len())], Deploy::None)
                        .unwrap();
                    continue;
                }
                let abbey = t.switch_tile().unwrap();
                assert_eq!((t.in_hand(), t.shown()), (Some(abbey), Some(drawn)));
                assert_eq!(t.switch_tile(), Ok(drawn), "and back");
                assert_eq!((t.in_hand(), t.shown()), (Some(drawn), None));
                t.switch_tile().unwrap();
                let hole = t.legal_placements()[0];
                t.place(hole).unwrap();
                assert_eq!(t.switch_tile(), Err(Refusal::NothingToSwitch));
                let left = t.game().tiles_left();
                t.end_turn().unwrap();
                played += 1;
                assert_eq!(t.game().tiles_left(), left, "no tile of the pile used");
                assert_eq!(t.shown(), None);
                let resumed = Table::resume(t.record().clone()).unwrap();
                assert_eq!(resumed.in_hand(), t.in_hand(), "seed {seed}");
                let mut on = t.clone();
                let mut on_resumed = resumed;
                for _ in 0..8 {
                    let Some(p) = on.legal_placements().first().copied() else {
                        break;
                    };
                    on.play(p, Deploy::None).unwrap();
                    on_resumed.play(p, Deploy::None).unwrap();
                    assert_eq!(on.in_hand(), on_resumed.in_hand(), "seed {seed}");
                }
                let back = t.undo(1).unwrap();
                assert_eq!(back.in_hand(), Some(drawn), "seed {seed}");
                let seat = back.game().current_player();
                assert!(
                    back.game().held_tile(seat).is_some(),
                    "the abbey back in hand"
                );
                break;
            }
        }
        assert!(played > 20, "{played}");
    }
}
