//! A game at the table: the rules state, the hidden draw pile, the tile in
//! hand, the move in progress and the record of everything played. The
//! window, self-play and saves all drive games through this.
//!
//! A turn at the table goes: the tile in hand is placed (it lies on the
//! board, the game waits for the deploy choice), may be picked up again or
//! placed elsewhere, a meeple spot may be chosen and taken back, and only
//! `end_turn` makes the move final: it is scored, recorded and the next
//! tile drawn. So the game's stage is the stage the window shows.

use super::deck::DrawPile;
use super::game::Game;
use super::record::{GameRecord, Turn, turn_for};
use super::refusal::Refusal;
use super::set_names::SetAction;
use super::tileset::{TileKind, catalog};
use super::types::{Deploy, Placement, ScoreEvent};

/// The seed of what the pile does after `turns` recorded turns (a tile
/// put back, set-aside tiles shuffled in, the rest shuffled again): a
/// continued game does it again with the same.
pub(super) fn turn_seed(seed: u64, turns: usize) -> u64 {
    seed ^ turns as u64
}

#[derive(Clone)]
pub struct Table {
    // Seen by `steps`, which makes the steps of a turn on the table.
    pub(super) game: Game,
    pub(super) pile: DrawPile,
    pub(super) record: GameRecord,
    pub(super) in_hand: Option<TileKind>,
    /// The tile placed but not yet confirmed.
    pub(super) pending: Option<Pending>,
    /// The move made while a set's figure moves step by step after it
    /// (`step`), or figures it scored move on (`move_on`); it joins the
    /// record with its last step or move on.
    pub(super) stepping: Option<Stepping>,
    /// Tiles drawn that a set's rules set aside (`Expansion::holds_back`),
    /// shuffled back into the pile once they may come.
    pub(super) aside: Vec<TileKind>,
    /// The tile drawn, while the player holds their own tile in hand
    /// instead (a set's act, `swap_tile`); it goes back into the pile.
    pub(super) shown: Option<TileKind>,
    /// The pile holds only the tiles a host dealt (a mirrored table): a
    /// tile put back goes into the host's pile, not this one.
    pub(super) pile_dealt: bool,
    /// The acts the player made this turn before its tile, for its record
    /// (`table_acts.rs`).
    pub(super) acted: Vec<SetAction>,
    /// Chance's picks (a die) this table made since a step was last told
    /// (`table_chance.rs`).
    pub(super) rolled: Vec<Rolled>,
    /// It is making another table's step (`follow`): that step's chance
    /// picks come after it, as the other table made them.
    pub(super) following: bool,
    /// The seed the pile, the tiles put back into it and chance's picks
    /// follow: the record's, or a fresh one for a record that has none
    /// (else every unseeded game continued would roll the same).
    pub(super) seed: u64,
}

/// A chance pick the table made: for whom, in which phase, what came up,
/// the seat choosing next (`None`: the move is over) and the figures it
/// sent home.
#[derive(Clone)]
pub(super) struct Rolled {
    pub(super) seat: usize,
    pub(super) phase: &'static str,
    pub(super) pick: super::types::Pick,
    pub(super) next: Option<usize>,
    pub(super) sent_home: Vec<super::types::Meeple>,
    pub(super) scorings: usize,
}

/// The move in progress: where the tile lies and the meeple chosen for it.
#[derive(Clone)]
pub(super) struct Pending {
    pub(super) placement: Placement,
    pub(super) chosen: Deploy,
    /// The game as it was before the tile went down, to pick it up again.
    pub(super) before: Box<Game>,
}

/// A move whose steps go on: its record so far, who made it and its deploy.
#[derive(Clone)]
pub(super) struct Stepping {
    pub(super) turn: Turn,
    pub(super) seat: usize,
    pub(super) deploy: Deploy,
    /// The game's scoring events before the move: what it scored (a
    /// figure taken back, then what the turn completed) follows.
    pub(super) scored: usize,
}

impl Table {
    /// A new game with a shuffled pile; draws the first player's tile.
    pub fn new(players: Vec<String>, rules: super::types::Rules, seed: u64) -> Table {
        let record = GameRecord::new(players, rules, Some(seed));
        let game = record.initial_game().expect("a fresh record is valid");
        let pile = DrawPile::shuffled(&game, seed);
        let mut table = Table::at_rest(game, Some(pile), record, None, seed);
        table.draw();
        table
    }

    /// A table between moves: nothing placed, no move in flight, no act
    /// made, nothing rolled. Without a pile (a game viewed again, another
    /// table's mirror) it deals nothing.
    pub(super) fn at_rest(
        game: Game,
        pile: Option<DrawPile>,
        record: GameRecord,
        in_hand: Option<TileKind>,
        seed: u64,
    ) -> Table {
        Table {
            game,
            pile_dealt: pile.is_none(),
            pile: pile.unwrap_or_default(),
            record,
            in_hand,
            pending: None,
            stepping: None,
            aside: Vec::new(),
            shown: None,
            acted: Vec::new(),
            rolled: Vec::new(),
            following: false,
            seed,
        }
    }

    /// The game, with the placed tile on the board while a move is in progress.
    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn record(&self) -> &GameRecord {
        &self.record
    }

    /// The tile the current player holds, also while it lies placed but
    /// unconfirmed (`None` once the game is over).
    pub fn in_hand(&self) -> Option<TileKind> {
        self.in_hand
    }

    /// Where the tile in hand lies, once placed and until the turn ends.
    pub fn placed(&self) -> Option<Placement> {
        self.pending.as_ref().map(|p| p.placement)
    }

    /// The meeple chosen for the placed tile (`Deploy::None` when none is).
    pub fn chosen(&self) -> Deploy {
        self.pending.as_ref().map_or(Deploy::None, |p| p.chosen)
    }

    /// Tiles on the board whose turn has ended (the placed tile not counted).
    pub fn confirmed_tiles(&self) -> usize {
        self.game.board().len() - self.pending.is_some() as usize
    }

    /// The rotations (bit r for rotation r) at which the tile in hand fits
    /// on a square, on the board as it was before the tile went down.
    pub fn fitting_rotations(&self, pos: super::geometry::Pos) -> u8 {
        let Some(kind) = self.in_hand else { return 0 };
        self.before_placing().fitting_rotations(kind, pos)
    }

    /// The first rotation of the tile in hand that fits on the square,
    /// counting on clockwise from `from` (itself included).
    pub fn next_fitting_rotation(&self, pos: super::geometry::Pos, from: u8) -> Option<u8> {
        let kind = self.in_hand?;
        self.before_placing().next_fitting_rotation(kind, pos, from)
    }

    /// Turns the placed tile to the next rotation that fits on its square,
    /// clockwise from the one it has (the meeple chosen for it goes back).
    /// Where it lies now; `None` when no tile is placed or it fits no other
    /// way.
    pub fn turn_placed(&mut self) -> Option<Placement> {
        let p = self.placed()?;
        let rot = self
            .next_fitting_rotation(p.pos, (p.rot + 1) % 4)
            .filter(|&r| r != p.rot)?;
        let turned = Placement { rot, ..p };
        self.place(turned).ok()?;
        Some(turned)
    }

    /// Every legal placement of the tile in hand.
    pub fn legal_placements(&self) -> Vec<Placement> {
        let mut out = Vec::new();
        if let Some(kind) = self.in_hand.filter(|_| self.stepping.is_none()) {
            self.before_placing().legal_placements(kind, &mut out);
        }
        out
    }

    /// The meeple choices the placed tile offers (empty before it is placed).
    pub fn deploy_options(&self) -> Vec<Deploy> {
        let mut out = Vec::new();
        if self.pending.is_some() {
            self.game.deploy_options(&mut out);
        }
        out
    }

    /// The game as it stood when the turn began, before the tile in hand
    /// went down: the tiles left, the scores and supplies of this turn.
    pub fn before_placing(&self) -> &Game {
        self.pending.as_ref().map_or(&self.game, |p| &p.before)
    }

    /// Puts the tile in hand on a square; it stays there, unconfirmed, until
    /// the turn ends. A tile already placed is picked up first. On error
    /// nothing changes.
    pub fn place(&mut self, p: Placement) -> Result<(), Refusal> {
        let kind = self.in_hand.ok_or(Refusal::GameOver)?;
        // The tile is down while a set's figure moves after its deploy.
        if self.stepping.is_some() {
            return Err(Refusal::NotPlacingNow);
        }
        let before = self.before_placing();
        // Checked once, before the copy; the tile in hand is drawable and
        // the game waits for a tile, by how the table deals.
        before.check_placement(kind, p)?;
        let mut placed = before.clone();
        placed.place_unchecked(kind, p);
        let before = std::mem::replace(&mut self.game, placed);
        let before = match self.pending.take() {
            Some(old) => old.before,
            None => Box::new(before),
        };
        self.pending = Some(Pending {
            placement: p,
            chosen: Deploy::None,
            before,
        });
        Ok(())
    }

    /// Takes the placed tile back into the hand (and the chosen meeple with
    /// it). Returns whether there was one.
    pub fn pick_up(&mut self) -> bool {
        match self.pending.take() {
            Some(p) => {
                self.game = *p.before;
                true
            }
            None => false,
        }
    }

    /// Chooses a meeple for the placed tile, or takes it back with
    /// `Deploy::None`. Checked now, applied when the turn ends.
    pub fn choose(&mut self, d: Deploy) -> Result<(), Refusal> {
        if self.pending.is_none() {
            return Err(Refusal::NothingPlaced);
        }
        if d != Deploy::None {
            self.check_deploy_names_a_segment(d)?;
            self.game.check_deploy(d)?;
        }
        if let Some(p) = &mut self.pending {
            p.chosen = d;
        }
        Ok(())
    }

    /// Ends the turn: the placed tile and the chosen meeple are final, what
    /// they completed is scored, the move recorded and the next tile drawn.
    /// Returns the scoring events of the move (final scoring included when
    /// it was the last tile).
    pub fn end_turn(&mut self) -> Result<Vec<ScoreEvent>, Refusal> {
        let kind = self.in_hand.ok_or(Refusal::GameOver)?;
        let pending = self.pending.take().ok_or(Refusal::NothingPlaced)?;
        let scored = self.game.events().len();
        // The record names the move before it is applied: a figure taken
        // back is named by the square it stands on.
        let turn = turn_for(&self.game, kind, pending.placement, pending.chosen);
        // `choose` checked the meeple against this very position.
        let seat = self.game.current_player();
        self.rolled.clear();
        self.game.deploy_unchecked(pending.chosen);
        if self.game.chooser_in_flight().is_some() {
            let deploy = pending.chosen;
            self.stepping = Some(Stepping {
                turn,
                seat,
                deploy,
                scored,
            });
            return Ok(self.roll_chances());
        }
        self.record_and_draw(turn);
        Ok(self.game.events()[scored..].to_vec())
    }

    /// The move is over: it joins the record, a tile drawn but not played
    /// (a held tile went down instead) goes back into the pile, and the
    /// next tile is drawn.
    pub(super) fn record_and_draw(&mut self, mut turn: Turn) {
        for act in self.acted.drain(..) {
            turn.note_act(act);
        }
        self.record.turns.push(turn);
        if let Some(shown) = self.shown.take()
            && !self.pile_dealt
        {
            let seed = turn_seed(self.seed, self.record.turns.len());
            self.pile.put_back(shown, seed);
        }
        self.draw();
    }

    /// Draws until a tile that fits comes up; those that fit nowhere are
    /// discarded (and recorded) as the rules say.
    pub(super) fn draw(&mut self) {
        self.in_hand = None;
        let seed = turn_seed(self.seed, self.record.turns.len());
        (self.pile).take_back(&mut self.aside, &self.game, seed);
        while !self.game.is_over() {
            if self.game.in_last_round() {
                // The pile is empty (its last tile placed, or discarded
                // just now): the seat whose turn it is plays the tile it
                // holds.
                self.in_hand = self.game.held_tile(self.game.current_player());
                return;
            }
            // When only tiles set aside are left the game itself has gone
            // on as if the pile were empty (`Game::pile_spent`): to its
            // last round, caught above, or its end.
            let Some(kind) = self.pile.draw() else {
                break;
            };
            if !self.game.drawable(kind) && self.game.remaining()[kind as usize] > 0 {
                self.aside.push(kind);
                continue;
            }
            if self.game.can_place(kind) {
                self.in_hand = Some(kind);
                return;
            }
            self.game
                .discard(kind)
                .expect("a tile that fits nowhere is discarded");
            self.record.turns.push(Turn::Discard {
                tile: catalog().get(kind).id.clone(),
                acts: Vec::new(),
            });
        }
    }

    /// A figure's choice must name a segment of the placed tile, and a
    /// recall needs the figure on the board, before the rules can judge it.
    fn check_deploy_names_a_segment(&self, d: Deploy) -> Result<(), Refusal> {
        let kind = self.in_hand.ok_or(Refusal::GameOver)?;
        if let Deploy::Recall(figure) = d
            && self
                .game
                .figure_position(self.game.current_player(), figure)
                .is_none()
        {
            return Err(Refusal::NotOnBoard(figure));
        }
        if let Some((s, _)) = d.meeple()
            && s as usize >= catalog().get(kind).segments.len()
        {
            return Err(Refusal::NoSuchSegment {
                tile: kind,
                segment: s,
            });
        }
        Ok(())
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::rules::Figure;
    use crate::rules::replayed::Replayed;
    use crate::rules::types::{Rules, Stage};

    /// A new three-seat game of the base rules.
    pub(in crate::rules) fn table(seed: u64) -> Table {
        Table::new(
            vec!["A".into(), "B".into(), "C".into()],
            Rules::default(),
            seed,
        )
    }

    /// A placement of the tile in hand with a follower spot, if any.
    fn placement_with_a_spot(t: &mut Table) -> (Placement, Deploy) {
        for p in t.legal_placements() {
            t.place(p).unwrap();
            let spot = t
                .deploy_options()
                .into_iter()
                .find(|d| matches!(d, Deploy::Figure(Figure::Follower, _)));
            t.pick_up();
            if let Some(d) = spot {
                return (p, d);
            }
        }
        panic!("no placement offers a follower spot");
    }

    /// Watching a finished game: after k turns the board, scores and the
    /// tile about to be played are those of the game at that moment; a
    /// broken record is refused whatever turn is asked for.
    #[test]
    fn a_viewed_game_stands_as_it_did_after_each_turn() {
        let mut t = table(8);
        // After each turn: the turns recorded so far (a tile that fits
        // nowhere is recorded as a discard), scores, tiles, the next tile.
        let state = |t: &Table| {
            let g = t.game();
            (
                t.record().turns.len(),
                g.scores(),
                g.board().len(),
                t.in_hand(),
            )
        };
        let mut states = vec![state(&t)];
        while t.in_hand().is_some() {
            let p = t.legal_placements()[0];
            t.place(p).unwrap();
            t.end_turn().unwrap();
            states.push(state(&t));
        }
        let record = t.record().clone();
        let replayed = Replayed::new(record.clone()).unwrap();
        assert!(states.len() > 60);
        for (k, scores, tiles, next) in states.into_iter().rev() {
            let v = Table::viewed(&replayed, k);
            assert_eq!(v.game().scores(), scores, "after {k} turns");
            assert_eq!(v.game().board().len(), tiles);
            assert_eq!(v.in_hand(), next, "after {k} turns");
            assert_eq!(v.record().turns.len(), k);
        }
        assert!(
            Table::viewed(&replayed, record.turns.len())
                .game()
                .is_over()
        );
        let mut broken = record.clone();
        let placed = (30..)
            .find(|&i| matches!(broken.turns[i], Turn::Place { .. }))
            .unwrap();
        if let Turn::Place { x, .. } = &mut broken.turns[placed] {
            *x += 40;
        }
        let e = Replayed::new(broken).expect_err("a broken record is refused");
        assert_eq!(e.turn, Some(placed));
    }

    #[test]
    fn a_turn_at_the_table_places_picks_up_chooses_and_ends() {
        let mut t = table(3);
        let start = t.game().board().len();
        let (p, spot) = placement_with_a_spot(&mut t);
        assert_eq!(t.placed(), None);
        assert_eq!(t.game().stage(), Stage::Place);
        assert!(t.choose(spot).is_err(), "no meeple before a tile");

        t.place(p).unwrap();
        assert_eq!(t.placed(), Some(p));
        assert_eq!(
            t.game().board().len(),
            start + 1,
            "the tile lies on the board"
        );
        assert!(matches!(t.game().stage(), Stage::Deploy(_)));
        assert_eq!(t.confirmed_tiles(), start);
        assert!(t.deploy_options().contains(&spot));

        assert!(t.pick_up());
        assert_eq!(t.game().board().len(), start, "picked up again");
        assert_eq!(t.game().stage(), Stage::Place);
        assert!(!t.pick_up(), "nothing left to pick up");

        t.place(p).unwrap();
        t.choose(spot).unwrap();
        assert_eq!(t.chosen(), spot);
        t.choose(Deploy::None).unwrap();
        assert_eq!(t.chosen(), Deploy::None, "the meeple taken back");
        t.choose(spot).unwrap();
        let supply = t.game().supply(0);
        t.end_turn().unwrap();
        assert_eq!(
            t.game().supply(0),
            supply - 1,
            "the follower stands on the board"
        );
        assert_eq!(t.game().current_player(), 1);
        assert_eq!(t.game().placed_by(start), Some(0));
        assert_eq!(t.placed(), None);
        // The record replays to the same position.
        let replayed = t.record().replay().unwrap();
        assert_eq!(replayed.meeples(), t.game().meeples());
        assert_eq!(replayed.scores(), t.game().scores());
    }

    #[test]
    fn placing_elsewhere_picks_the_tile_up_first_and_refusals_change_nothing() {
        let mut t = table(4);
        let moves = t.legal_placements();
        t.place(moves[0]).unwrap();
        let last = *moves.last().unwrap();
        t.place(last).unwrap();
        assert_eq!(t.placed(), Some(last));
        assert_eq!(t.game().board().len(), 2, "one tile placed, not two");
        // A square that is not next to the board is refused.
        let far = Placement {
            pos: crate::rules::Pos::new(40, 40),
            rot: 0,
        };
        assert!(t.place(far).is_err());
        assert_eq!(
            t.placed(),
            Some(last),
            "the refusal left the tile where it was"
        );
        assert!(t.choose(Deploy::Figure(Figure::Follower, 40)).is_err());
        assert!(
            t.choose(Deploy::Recall(crate::rules::Figure::Abbot))
                .is_err()
        );
        assert_eq!(t.chosen(), Deploy::None);
    }

    #[test]
    fn the_rotations_that_fit_are_those_the_rules_allow() {
        let t = table(5);
        let kind = t.in_hand().unwrap();
        for p in t.legal_placements() {
            let mask = t.fitting_rotations(p.pos);
            for rot in 0..4 {
                let legal = t
                    .game()
                    .check_placement(kind, Placement { pos: p.pos, rot })
                    .is_ok();
                assert_eq!(mask & (1 << rot) != 0, legal, "{p:?} rot {rot}");
            }
            let next = t.next_fitting_rotation(p.pos, (p.rot + 1) % 4).unwrap();
            assert!(mask & (1 << next) != 0);
        }
    }
}
