//! Figures that move on (`FigureSpec::moves_on`, a set's): when the
//! feature one stands on is scored in play, it leaves the board with the
//! others, but its owner may then put it on an open feature with no
//! figure on it, on the tile it stood on or one of the eight around,
//! instead of keeping it in their supply. Each waits in turn order from
//! the player whose turn it is, after all the turn's scoring and before
//! the turn passes: the figure model's phase (`MOVING_ON`, in the slot
//! after the scoring); each owner chooses, also when it is not their
//! turn. At the end of the game figures only score.

use super::features::SegmentId;
use super::game::Game;
use super::geometry::Pos;
use super::phase::{Chooser, Phase, Pick, Slot};
use super::set_names::Figure;
use super::tileset::catalog;
pub use super::types::MovingOn;

/// Where a figure moving on goes: a segment of the tile on a square, or
/// `None` for home.
pub type Onward = Option<(Pos, u8)>;

/// The pick that moves a figure on so.
pub fn onward_pick(to: Onward) -> Pick {
    match to {
        Some((pos, segment)) => Pick::Spot(pos, segment),
        None => Pick::Home,
    }
}

/// The phase of figures moving on; its picks are `Spot`s and `Home`.
pub(super) const MOVING_ON: &dyn Phase = &FiguresMovingOn;

/// Its name in records: the field of a turn listing where each went.
pub const KEY: &str = "moved_on";

struct FiguresMovingOn;

impl Phase for FiguresMovingOn {
    fn key(&self) -> &'static str {
        KEY
    }

    fn slot(&self) -> Slot {
        Slot::AfterScoring
    }

    /// The turn's scoring sent figures that move on home: they wait, in
    /// turn order from the current player, for their owners' choices.
    fn begin(&self, game: &mut Game, _tile: usize) -> bool {
        if game.moving_on.is_empty() {
            return false;
        }
        let (current, players) = (game.current, game.players);
        game.moving_on
            .sort_by_key(|w| (w.player + players - current) % players);
        true
    }

    fn chooser(&self, game: &Game) -> Option<usize> {
        game.moving_on.first().map(|w| w.player as usize)
    }

    /// The places on the board, then home.
    fn options(&self, game: &Game, out: &mut Vec<Pick>) {
        let mut spots = Vec::new();
        game.move_on_options(&mut spots);
        out.extend(spots.into_iter().map(|(pos, s)| Pick::Spot(pos, s)));
        out.push(Pick::Home);
    }

    fn take(&self, game: &mut Game, pick: Pick) -> bool {
        let w = game.moving_on.remove(0);
        if let Pick::Spot(pos, segment) = pick {
            let tile = game.board.index_at(pos).expect("an option's tile") as u8;
            game.put_figure_of(w.player, w.figure, tile, segment);
        }
        !game.moving_on.is_empty()
    }

    /// They stay home.
    fn cut(&self, game: &mut Game) {
        game.moving_on.clear();
    }

    fn figure(&self, game: &Game) -> Option<Figure> {
        game.moving_on.first().map(|w| w.figure)
    }
}

impl Game {
    /// Makes every choice left of the move (a set's figure's steps, then
    /// figures moving on), each by `choose` for its seat.
    pub fn finish_move(&mut self, choose: Chooser) {
        self.finish_phases(choose);
    }

    /// The figure whose owner chooses where it moves on now, if any.
    pub fn moving_on(&self) -> Option<MovingOn> {
        self.phase().filter(|p| p.key() == KEY)?;
        self.moving_on.first().copied()
    }

    /// Every place the waiting figure may move on to, tile by tile from
    /// the one it stood on, then around it from the north-west clockwise;
    /// going home (`None`) is always allowed besides.
    pub fn move_on_options(&self, out: &mut Vec<(Pos, u8)>) {
        out.clear();
        let Some(w) = self.moving_on() else {
            return;
        };
        let from = self.board.tiles()[w.from as usize].pos;
        let cat = catalog();
        for pos in std::iter::once(from).chain(from.ring()) {
            let Some(t) = self.board.index_at(pos) else {
                continue;
            };
            if !self.sets.iter().all(|s| s.may_move_onto(self, t)) {
                continue;
            }
            let placed = self.board.tiles()[t];
            for (s, seg) in cat.get(placed.kind).segments.iter().enumerate() {
                let id = placed.first_segment + s as SegmentId;
                let on = &self.features.feature(id).meeples;
                if !self.is_complete(id)
                    && self.may_stand(w.figure, seg.kind, on, w.player as usize)
                {
                    out.push((pos, s as u8));
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use rand::rngs::SmallRng;
    use rand::{Rng, SeedableRng};

    use crate::ai::AiKind;
    use crate::rules::{Move, Rules, Table};

    /// Random games with the wagon, the dragon and builders: each figure
    /// waiting to move on is offered exactly the open, free features it
    /// may stand on, on its tile and the eight around (never the dragon's
    /// tile); owners choose in turn order from the player whose turn it
    /// is; every record replays to the same game.
    #[test]
    fn figures_move_on_to_what_the_rules_allow_in_turn_order() {
        let rules = Rules {
            traders_builders: true,
            princess_dragon: true,
            abbey_mayor: true,
            ..Rules::default()
        };
        let (mut moved, mut together) = (0, 0);
        for seed in 0..150 {
            let names = (0..3).map(|i| format!("P{i}")).collect();
            let mut table = Table::new(names, rules, seed);
            let mut rng = SmallRng::seed_from_u64(seed);
            while let Some(kind) = table.in_hand() {
                let c = AiKind::Random.choose(table.game(), kind, &mut rng);
                for m in Move::steps_of(c.placement, c.deploy) {
                    table.make(m).unwrap();
                }
                let current = table.game().current_player();
                let mut order = Vec::new();
                while table.chooser_in_flight().is_some() {
                    let Some(w) = table.moving_on() else {
                        table
                            .make(Move::Decide(crate::rules::phase::Pick::Square(
                                table.step_options()[0],
                            )))
                            .unwrap();
                        continue;
                    };
                    let game = table.game();
                    let from = game.board().tiles()[w.from as usize].pos;
                    let options = table.move_on_options();
                    for (pos, t) in game.board().tiles().iter().map(|t| t.pos).zip(0..) {
                        let near = (pos.x - from.x).abs() <= 1 && (pos.y - from.y).abs() <= 1;
                        let placed = game.board().tiles()[t];
                        let segments = crate::rules::catalog().get(placed.kind).segments.len();
                        for s in 0..segments as u8 {
                            let id = game.segment_id(t, s);
                            let state = game.feature_state(id);
                            let allowed = near
                                && Some(pos) != game.dragon()
                                && w.figure.spec().may_stand_on(state.kind)
                                && !state.complete
                                && state.meeples.iter().all(|&m| m == 0);
                            assert_eq!(options.contains(&(pos, s)), allowed, "seed {seed}");
                        }
                    }
                    order.push((w.player as usize + 3 - current) % 3);
                    let to =
                        (!options.is_empty()).then(|| options[rng.random_range(0..options.len())]);
                    moved += to.is_some() as usize;
                    table
                        .make(Move::Decide(crate::rules::moving_on::onward_pick(to)))
                        .unwrap();
                }
                assert!(order.is_sorted(), "seed {seed}: {order:?}");
                together += (order.len() > 1) as usize;
            }
            let replayed = table.record().replay().unwrap();
            assert_eq!(replayed.scores(), table.game().scores(), "seed {seed}");
            assert_eq!(replayed.meeples(), table.game().meeples(), "seed {seed}");
        }
        assert!(moved > 100, "{moved} figures moved on, {together} together");
        assert!(
            together >= 2,
            "{together} scorings with two figures to move on"
        );
    }
}
