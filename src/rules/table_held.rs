//! A player's own tile at the table (a set's): taken into the hand
//! instead of the tile drawn by a set's act, the drawn tile going back
//! into the pile when the turn ends (`Table::record_and_draw`), or let go
//! in the last round by another.

use super::record::Turn;
use super::refusal::Refusal;
use super::set_names::{InHand, SetAction};
use super::table::Table;
use super::tileset::{TileKind, catalog};
use super::types::ScoreEvent;

impl Table {
    /// The tile drawn, while the player holds their own tile in hand
    /// instead.
    pub fn shown(&self) -> Option<TileKind> {
        self.shown
    }

    /// The acts offered now that do this to the tile in hand (`Kept`: a
    /// payment; a player's own tile taken instead of the one drawn, or let
    /// go), in set order.
    pub fn acts_of(&self, hand: InHand) -> Vec<SetAction> {
        let mut acts = self.act_options();
        acts.retain(|a| a.hand() == hand);
        acts
    }

    /// The first act offered now that does this to the tile in hand.
    pub fn hand_act(&self, hand: InHand) -> Option<SetAction> {
        self.acts_of(hand).first().copied()
    }

    /// A set's act that swaps the tile in hand, before it is placed: the
    /// hand then holds the tile the game says (`Game::tile_instead`), or
    /// the tile drawn again. Not among the turn's acts a record writes.
    pub(super) fn swap_tile(&mut self, action: SetAction) -> Result<Vec<ScoreEvent>, Refusal> {
        if self.pending.is_some() {
            return Err(Refusal::NotOffered(action));
        }
        self.game.act(action)?;
        match (self.game.tile_instead(), self.shown) {
            (Some(instead), None) => self.shown = self.in_hand.replace(instead),
            (Some(instead), Some(_)) => self.in_hand = Some(instead),
            (None, Some(drawn)) => {
                self.in_hand = Some(drawn);
                self.shown = None;
            }
            (None, None) => {}
        }
        Ok(Vec::new())
    }

    /// A set's act that lets the player's own tile go in the last round
    /// instead of playing it: recorded as its discard; the next seat that
    /// holds one plays, or the game ends. What final scoring gave then.
    pub(super) fn let_tile_go(&mut self, action: SetAction) -> Result<Vec<ScoreEvent>, Refusal> {
        let kind = self.in_hand.ok_or(Refusal::GameOver)?;
        if self.pending.is_some() {
            return Err(Refusal::NotDiscardingNow);
        }
        // The record writes the tile in hand: it must be the one let go.
        if self.game.held_tile(self.game.current_player()) != Some(kind) {
            return Err(Refusal::NotHeld(kind));
        }
        let scored = self.game.events().len();
        self.game.act(action)?;
        self.record_and_draw(Turn::Discard {
            tile: catalog().get(kind).id.clone(),
            acts: Vec::new(),
        });
        Ok(self.game.events()[scored..].to_vec())
    }
}

#[cfg(test)]
mod tests {
    use rand::rngs::SmallRng;
    use rand::{Rng, SeedableRng};

    use crate::rules::set_names::InHand;
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
                let take = t.hand_act(InHand::Swapped).unwrap();
                t.act(take).unwrap();
                let abbey = t.in_hand().unwrap();
                assert_eq!(
                    (abbey, t.shown()),
                    (crate::rules::sets::abbey_mayor::abbey(), Some(drawn))
                );
                t.act(take).unwrap();
                assert_eq!((t.in_hand(), t.shown()), (Some(drawn), None), "and back");
                t.act(take).unwrap();
                assert_eq!(t.acted(), [], "a record does not write it");
                let hole = t.legal_placements()[0];
                t.place(hole).unwrap();
                assert_eq!(t.hand_act(InHand::Swapped), None);
                assert_eq!(t.act(take), Err(Refusal::NotOffered(take)));
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
