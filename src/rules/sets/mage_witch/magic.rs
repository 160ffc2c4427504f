//! The magic step (the phase `magic`): a tile of the set (each shows the
//! magic symbol), or any tile that joins the mage's road or city to the
//! witch's, makes its player place or move one of the two magic figures
//! onto an open road or city: never the one it stands on, never the
//! other's. Neither can go anywhere: one on the board leaves it (the
//! player's choice when both are on it).
//!
//! The rules put the step before the turn's figure; it runs here right
//! after the deploy, before anything scores. Neither choice limits the
//! other (a magic figure occupies nothing, and no deploy depends on where
//! one stands), so the order allows every turn the rules allow.

use super::state::{Caster, Spell, Standing, Step};
use crate::rules::features::SegmentId;
use crate::rules::game::Game;
use crate::rules::phase::{Phase, Pick, Slot};
use crate::rules::set_names::SetId;
use crate::rules::tileset::{SegmentKind, catalog};

/// The phase's name, as a record's `chose` field gives it.
pub const MAGIC: &str = "magic";

/// The phase's numbered choices (`Pick::Choice`), as a record names them:
/// which figure moves, or which leaves the board.
pub const CHOICES: [&str; 2] = ["Mage", "Witch"];

/// The road or city (its root) a magic figure stands on.
pub fn feature_of(game: &Game, caster: Caster) -> Option<SegmentId> {
    let at = game.sets_state.get::<Spell>().at[caster as usize]?;
    Some(
        game.features()
            .root(game.segment_id(at.tile as usize, at.segment)),
    )
}

/// Every road or city segment on the board, in board order, whose
/// feature is open and holds neither magic figure: where either may go
/// (off its own feature, and never onto the other's, bars the same two).
fn places(game: &Game, out: &mut Vec<Pick>) {
    let barred = [
        feature_of(game, Caster::Mage),
        feature_of(game, Caster::Witch),
    ];
    let features = game.features();
    for (index, tile) in game.board().tiles().iter().enumerate() {
        let segments = &catalog().get(tile.kind).segments;
        for (s, segment) in segments.iter().enumerate() {
            if !matches!(segment.kind, SegmentKind::Road | SegmentKind::City) {
                continue;
            }
            let root = features.root(game.segment_id(index, s as u8));
            let node = features.node(root);
            if node.open > 0 && !node.completed && !barred.contains(&Some(root)) {
                out.push(Pick::Spot(tile.pos, s as u8));
            }
        }
    }
}

fn step(game: &mut Game, step: Step) {
    game.sets_state.get_mut::<Spell>().step = step;
}

pub(super) struct MagicStep;

impl Phase for MagicStep {
    fn key(&self) -> &'static str {
        MAGIC
    }

    fn slot(&self) -> Slot {
        Slot::AfterDeploy
    }

    /// Where the figures may go, the player chooses which, then where;
    /// where nothing is left to go to, which leaves the board (asking
    /// nothing where only one stands on it).
    fn begin(&self, game: &mut Game, tile: usize) -> bool {
        let kind = game.board().tiles()[tile].kind;
        let magic_tile = catalog().get(kind).set == Some(SetId::MageWitch);
        let mage = feature_of(game, Caster::Mage);
        let met = mage.is_some() && mage == feature_of(game, Caster::Witch);
        if !magic_tile && !met {
            return false;
        }
        let mut out = Vec::new();
        places(game, &mut out);
        let next = match out.is_empty() {
            false => Step::Which,
            true => {
                let at = game.sets_state.get::<Spell>().at;
                let on_board: Vec<Caster> = (Caster::BOTH.into_iter())
                    .filter(|&c| at[c as usize].is_some())
                    .collect();
                match on_board.as_slice() {
                    [] => return false,
                    [one] => {
                        game.sets_state.get_mut::<Spell>().at[*one as usize] = None;
                        return false;
                    }
                    _ => Step::Remove,
                }
            }
        };
        step(game, next);
        true
    }

    fn chooser(&self, game: &Game) -> Option<usize> {
        (game.sets_state.get::<Spell>().step != Step::Idle).then(|| game.current_player())
    }

    fn options(&self, game: &Game, out: &mut Vec<Pick>) {
        match game.sets_state.get::<Spell>().step {
            Step::Which | Step::Remove => out.extend([Pick::Choice(0), Pick::Choice(1)]),
            Step::Where(_) => places(game, out),
            Step::Idle => {}
        }
    }

    fn take(&self, game: &mut Game, pick: Pick) -> bool {
        let now = game.sets_state.get::<Spell>().step;
        match (now, pick) {
            (Step::Which, Pick::Choice(n)) => {
                step(game, Step::Where(Caster::BOTH[n as usize]));
                true
            }
            (Step::Where(caster), Pick::Spot(pos, segment)) => {
                let tile = game.board().index_at(pos).expect("a place on a tile") as u8;
                let state = game.sets_state.get_mut::<Spell>();
                state.at[caster as usize] = Some(Standing { tile, segment });
                state.step = Step::Idle;
                false
            }
            (Step::Remove, Pick::Choice(n)) => {
                let state = game.sets_state.get_mut::<Spell>();
                state.at[n as usize] = None;
                state.step = Step::Idle;
                false
            }
            _ => panic!("a pick the magic step did not offer: {pick:?}"),
        }
    }

    /// The game ends first: the figures stay where they stand, but for
    /// the witch where the two were just joined (never both on one).
    fn cut(&self, game: &mut Game) {
        let mage = feature_of(game, Caster::Mage);
        if mage.is_some() && mage == feature_of(game, Caster::Witch) {
            game.sets_state.get_mut::<Spell>().at[Caster::Witch as usize] = None;
        }
        step(game, Step::Idle);
    }

    fn choices(&self) -> &'static [&'static str] {
        &CHOICES
    }
}

/// A road or city was completed: a magic figure on it leaves the board
/// (after its scoring, which counts it), whether anyone scored or not.
pub(super) fn completed(game: &mut Game, root: SegmentId) {
    for caster in Caster::BOTH {
        if feature_of(game, caster) == Some(root) {
            game.sets_state.get_mut::<Spell>().at[caster as usize] = None;
        }
    }
}
