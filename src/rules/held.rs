//! Tiles a player holds rather than draws (a set's): played
//! instead of the tile drawn, at most once, and in one last round once
//! the pile is empty. Which tile a seat holds, and when it is gone, is
//! the set's (`Expansion::held_tile`, `held_tile_used`); the order of the
//! last round is the core's.

use super::game::Game;
use super::refusal::Refusal;
use super::tileset::{TileKind, catalog};
use super::types::Stage;

impl Game {
    /// The tile this seat holds to play instead of the one drawn, while
    /// it does.
    pub fn held_tile(&self, seat: usize) -> Option<TileKind> {
        if self.sets.is_empty() {
            return None;
        }
        self.sets.iter().find_map(|s| s.held_tile(self, seat))
    }

    /// The held tile the current player may put down now, if any square
    /// takes it.
    pub fn playable_held_tile(&self) -> Option<TileKind> {
        self.held_tile(self.current as usize)
            .filter(|&k| self.stage == Stage::Place && self.can_place(k))
    }

    /// The tile the current player holds in the hand instead of the one
    /// drawn, after a set's act swapped them (`InHand::Swapped`), while
    /// they do: the table's hand follows it (`Table::act`).
    pub fn tile_instead(&self) -> Option<TileKind> {
        self.sets.iter().find_map(|s| s.tile_instead(self))
    }

    /// Whether the game is in its last round: the pile is spent
    /// (`pile_spent`), and players who still hold a tile that fits get
    /// one more turn each.
    pub fn in_last_round(&self) -> bool {
        self.pile_spent() && self.stage == Stage::Place
    }

    /// Whether no tile may be drawn any more: none is left, or every tile
    /// left is one a set holds back (until a tile it waits for is placed),
    /// and the game goes on as if the pile were empty. Derived from the
    /// board, so that a replayed record and the table agree.
    pub(super) fn pile_spent(&self) -> bool {
        self.remaining_total == 0 || (!self.sets.is_empty() && !self.any_drawable())
    }

    /// The current player's held tile has gone down: it is theirs no more.
    pub(super) fn held_tile_played(&mut self) {
        let seat = self.current as usize;
        for set in self.sets.iter() {
            set.held_tile_used(self, seat);
        }
    }

    /// In the last round the current player lets their held tile go
    /// instead of playing it (a record writes it as a discard): the
    /// chance passes on.
    pub(super) fn let_held_tile_go(&mut self, kind: TileKind) -> Result<(), Refusal> {
        if self.held_tile(self.current as usize) != Some(kind) {
            return Err(Refusal::NotHeld(kind));
        }
        if !self.in_last_round() {
            return Err(Refusal::HeldTillTheLastRound(kind));
        }
        self.held_tile_played();
        let turn = Some(self.moves);
        self.moves += 1;
        let next = (self.current + 1) % self.players;
        if self.offer_held_tiles(next) {
            self.turn_begins(turn);
        } else {
            self.finish();
        }
        Ok(())
    }

    /// The pile is empty: the last round begins with the seat after the
    /// one who placed the last tile. Whether anyone plays in it (else the
    /// game ends).
    pub(super) fn start_last_round(&mut self) -> bool {
        let first = match self.placers.last() {
            Some(&seat) if seat != super::game::NOBODY => (seat + 1) % self.players,
            _ => self.current,
        };
        self.offer_held_tiles(first)
    }

    /// Once the pile is empty: the first seat, in turn order from
    /// `first`, that holds a tile it can still put down plays next.
    /// Whether there is one (else the game ends). Every seat is asked at
    /// most once: a held tile only fills a square, it opens none, so a
    /// seat that could not play its tile never can later, and one that
    /// played or let it go holds none.
    fn offer_held_tiles(&mut self, first: u8) -> bool {
        if self.sets.is_empty() {
            return false;
        }
        self.stage = Stage::Place;
        for k in 0..self.players {
            let seat = (first + k) % self.players;
            if self
                .held_tile(seat as usize)
                .is_some_and(|t| self.can_place(t))
            {
                self.current = seat;
                return true;
            }
        }
        false
    }
}

/// Whether a tile kind is one the players hold rather than draw.
pub(super) fn is_held(kind: TileKind) -> bool {
    catalog().get(kind).is_held()
}

#[cfg(test)]
mod tests {
    use rand::rngs::SmallRng;
    use rand::{Rng, SeedableRng};

    use crate::rules::geometry::Pos;
    use crate::rules::set_names::InHand;
    use crate::rules::{GameRecord, Placement, Rules, Table};

    /// Nobody plays their abbey until the pile is empty: then each seat
    /// that still can, in turn order from the one after the last tile's
    /// player, gets one chance (played or let go), and the game ends. A
    /// seat passed over had no hole left to fill, and there is none at the
    /// end. The record replays, and continues, to the same.
    #[test]
    fn the_last_round_offers_each_held_tile_once_in_turn_order() {
        let (mut offered_in_all, mut let_go) = (0, 0);
        for seed in 0..200 {
            // With Traders & Builders half the time: a builder's second
            // tile never reaches into the last round.
            let rules = Rules {
                abbey_mayor: true,
                traders_builders: seed % 2 == 0,
                ..Rules::default()
            };
            let names = vec!["A".into(), "B".into(), "C".into()];
            let mut t = Table::new(names, rules, seed);
            let mut rng = SmallRng::seed_from_u64(seed);
            let (mut last_placer, mut offered) = (None, Vec::new());
            while let Some(tile) = t.in_hand() {
                let seat = t.game().current_player();
                if t.game().in_last_round() {
                    assert_eq!(t.game().held_tile(seat), Some(tile));
                    assert!(!t.game().is_extra_tile(), "seed {seed}");
                    let resumed = Table::resume(t.record().clone()).unwrap();
                    assert_eq!(resumed.in_hand(), Some(tile), "seed {seed}");
                    offered.push(seat);
                    if rng.random_bool(0.4) {
                        t.act(t.hand_act(InHand::LetGo).unwrap()).unwrap();
                        let_go += 1;
                        continue;
                    }
                } else {
                    last_placer = Some(seat);
                }
                // Random figures too (builders among them, whose second
                // tile may come with the pile's last).
                let places = t.legal_placements();
                t.place(places[rng.random_range(0..places.len())]).unwrap();
                let options = t.deploy_options();
                t.choose(options[rng.random_range(0..options.len())])
                    .unwrap();
                t.end_turn().unwrap();
                t.make_steps(crate::rules::phase::FIRST).unwrap();
            }
            assert!(t.game().is_over());
            let last = last_placer.unwrap();
            let in_order: Vec<usize> = (1..=3)
                .map(|k| (last + k) % 3)
                .filter(|s| offered.contains(s))
                .collect();
            assert_eq!(offered, in_order, "seed {seed}");
            let abbey = crate::rules::sets::abbey_mayor::abbey();
            if offered.len() < 3 {
                assert!(!t.game().can_place(abbey), "seed {seed}: a hole left");
            }
            offered_in_all += offered.len();
            let replayed = t.record().replay().unwrap();
            assert_eq!(replayed.scores(), t.game().scores());
        }
        assert!(
            offered_in_all > 40 && let_go > 10,
            "{offered_in_all} {let_go}"
        );
    }

    /// With Princess & Dragon, dragon tiles drawn before any volcano is on
    /// the board are set aside. When only they are left, the pile is as
    /// good as empty: the last round of held tiles is played before the
    /// game ends. Here a hole at (1, 0) gets its fourth neighbour from the
    /// last tile that may come (the board of `tests/integration/abbey_mayor.rs`' abbey
    /// tests); Black places it, so Red is offered her abbey first.
    #[test]
    fn the_last_round_comes_when_only_tiles_set_aside_are_left() {
        let turns = [
            (("A", -1, 0, 3), Some("Follower(\"E\")")),
            (("E", 0, 1, 2), None),
            (("E", 1, 1, 2), Some("Follower(\"S\")")),
            (("B", 2, 1, 0), None),
            (("B", 2, 0, 0), None),
            (("B", 0, -1, 0), None),
        ]
        .map(|((tile, x, y, rot), figure)| {
            let meeple = figure.map_or("None".to_string(), |f| format!("Some({f})"));
            format!(r#"Place(tile: "{tile}", x: {x}, y: {y}, rot: {rot}, meeple: {meeple})"#)
        });
        let text = format!(
            r#"GameRecord(version: 1, players: ["Black", "Red"], seed: Some(3),
               rules: Rules(abbey_mayor: true, princess_dragon: true),
               start: Start(tile: "D", rot: 0), turns: [{}])"#,
            turns.join(", ")
        );
        let mut t = Table::resume(GameRecord::from_ron(&text).unwrap()).unwrap();
        // Of the tiles left, only the dragon tiles stay (which no volcano
        // lets come), and one A on top of the pile.
        let cat = crate::rules::catalog();
        let dragons: Vec<u8> = (0..t.game.remaining.len())
            .filter(|&k| t.game.remaining[k] > 0 && !t.game.drawable(k as u8))
            .flat_map(|k| std::iter::repeat_n(k as u8, t.game.remaining[k] as usize))
            .collect();
        assert!(dragons.len() > 5, "{dragons:?}");
        let a = cat.by_id("A").unwrap();
        t.game.remaining.fill(0);
        for &k in dragons.iter().chain([&a]) {
            t.game.remaining[k as usize] += 1;
        }
        t.game.remaining_total = dragons.len() as u16 + 1;
        t.pile = crate::rules::deck::DrawPile::default();
        t.pile.deal_next(&[&[a][..], &dragons].concat());
        t.draw();
        assert_eq!(t.in_hand(), Some(a));
        assert!(!t.game().in_last_round());
        let place = |t: &mut Table, x, y, rot| {
            t.place(Placement {
                pos: Pos::new(x, y),
                rot,
            })
            .unwrap();
            t.end_turn().unwrap();
        };
        place(&mut t, 1, -1, 2);
        let abbey = crate::rules::sets::abbey_mayor::abbey();
        assert!(t.game().in_last_round() && !t.game().is_over());
        assert_eq!(t.game().current_player(), 1);
        assert_eq!(t.in_hand(), Some(abbey));
        place(&mut t, 1, 0, 0);
        // The abbey completed Black's city and road (2 each); Black's own
        // abbey has no hole left, and the game is over with the dragon
        // tiles never drawn.
        assert!(t.game().is_over());
        assert_eq!(t.in_hand(), None);
        assert_eq!(t.game().held_tile(1), None);
        assert!(t.game().held_tile(0).is_some());
        assert_eq!(t.game().tiles_left(), dragons.len());
        assert_eq!(t.game().score(0), 4);
    }
}
