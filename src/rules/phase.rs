//! The choices a turn waits for after its tile's deploy, each a `Phase`:
//! a set's figure moving square by square before the turn is scored (the
//! neutral figure's flight), figures moving on after it. The set that
//! brings a phase owns its state and its rules (`Expansion::phases`); the
//! core runs the phases of a slot in their order, asks the seat each one
//! names, checks each pick against the options it gives, and goes on with
//! the turn when the last phase has no more choices. So a new flow is a
//! phase in its set's folder, not a stage, a hook chain and a loop in the
//! core.

use super::game::Game;
use super::geometry::Pos;
use super::refusal::Refusal;
use super::set_names::Figure;
pub use super::types::Pick;
use super::types::{Meeple, Stage};

/// When in the turn a phase runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Slot {
    /// Right after the deploy, as its own consequence (a capture from the
    /// structure the deploy built, a flying figure's landing): before the
    /// phases of `AfterDeploy`, whichever set brings them.
    Deploy,
    /// The deploy and its consequences are made and nothing of the turn scored yet: figures a
    /// phase sends home go before they could score.
    AfterDeploy,
    /// The turn's scoring is done, and the turn not yet passed (figures
    /// the scoring sent home move on).
    AfterScoring,
}

/// How a seat's choices in the turn's phases are made where no person
/// makes them (self-play, the computer players, tests): the pick for the
/// seat among the options of the phase choosing now.
pub type Chooser = fn(game: &Game, phase: &dyn Phase, seat: usize, options: &[Pick]) -> Pick;

/// Home where it is offered (a figure moving on stays in the supply),
/// else the first pick offered (the first square of a step).
pub const FIRST: Chooser = |_, _, _, options| {
    if options.contains(&Pick::Home) {
        Pick::Home
    } else {
        options[0]
    }
};

/// A flow of choices in a turn, brought by a set (or the core's figure
/// model: figures that move on). Its state lives with its set, in
/// `SetStates`; the core keeps only which phase is choosing.
pub trait Phase: Sync {
    /// The phase's name: the field of a record's turn that lists its
    /// picks (`steps`, `moved_on`).
    fn key(&self) -> &'static str;

    fn slot(&self) -> Slot;

    /// The turn has reached the phase's slot; `tile` is the tile placed
    /// (its index on the board). Whether the phase has choices to make
    /// now (it sets its state up for them).
    fn begin(&self, game: &mut Game, tile: usize) -> bool;

    /// The seat that makes the next choice (while the phase is choosing).
    fn chooser(&self, game: &Game) -> Option<usize>;

    /// The picks allowed now, in a stable order (never none).
    fn options(&self, game: &Game, out: &mut Vec<Pick>);

    /// Makes one pick, one of `options`; whether more choices follow.
    fn take(&self, game: &mut Game, pick: Pick) -> bool;

    /// The game ends while the phase is choosing (scored as it stands):
    /// the choices not made are forgotten.
    fn cut(&self, game: &mut Game);

    /// Whether chance makes the next pick, each option as likely (a die
    /// rolled: `table_chance.rs`); `chooser` is the seat it is made for.
    fn chance(&self, _game: &Game) -> bool {
        false
    }

    /// The player's figure the next choice is about, if it is one (a
    /// figure moving on): the window words the choice by it.
    fn figure(&self, _game: &Game) -> Option<Figure> {
        None
    }

    /// The names of its numbered choices (`Pick::Choice(n)` is the `n`th),
    /// as a record writes them; the set's window part words them.
    fn choices(&self) -> &'static [&'static str] {
        &[]
    }
}

impl Game {
    /// The phase of this game named `key` (as records and the window name
    /// it), if a set in play brings it.
    pub fn phase_named(&self, key: &str) -> Option<&'static dyn Phase> {
        self.phases().find(|p| p.key() == key)
    }

    /// The phase choosing now, if any.
    pub fn phase(&self) -> Option<&'static dyn Phase> {
        match self.stage {
            Stage::Choosing { phase, .. } => self.phases().nth(phase as usize),
            _ => None,
        }
    }

    /// The seat that makes the next choice of the turn's phases.
    pub fn chooser_in_flight(&self) -> Option<usize> {
        self.phase()?.chooser(self)
    }

    /// The picks allowed now (empty when no phase is choosing).
    pub fn phase_options(&self, out: &mut Vec<Pick>) {
        out.clear();
        if let Some(phase) = self.phase() {
            phase.options(self, out);
        }
    }

    /// Makes a pick of the phase choosing now, if it is one of
    /// `phase_options`: the figures it sent home.
    pub fn decide(&mut self, pick: Pick) -> Result<Vec<Meeple>, Refusal> {
        let mut options = Vec::new();
        self.phase_options(&mut options);
        if options.is_empty() {
            return Err(Refusal::NoChoiceNow);
        }
        if !options.contains(&pick) {
            return Err(Refusal::NotAnOption(pick));
        }
        Ok(self.decide_unchecked(pick))
    }

    /// Makes a pick of the phase choosing now, one of `phase_options`;
    /// after a phase's last choice the next phase of its slot begins, or
    /// the turn goes on (scored after the deploy's phases, passed after
    /// the scoring's). The figures the pick took off the board: sent home,
    /// or held by another seat.
    pub(super) fn decide_unchecked(&mut self, pick: Pick) -> Vec<Meeple> {
        let (Stage::Choosing { tile, phase }, Some(p)) = (self.stage, self.phase()) else {
            panic!("no phase is choosing");
        };
        // The figures on the board: on features, and those sets keep on
        // squares outside them (on top of a piece of a set's).
        let before = [self.meeples.clone(), self.figures_on_squares()].concat();
        let more = p.take(self, pick);
        // As many of each as left: a seat may have two alike on one place.
        let mut after = [self.meeples.clone(), self.figures_on_squares()].concat();
        let sent_home = (before.into_iter())
            .filter(|m| match after.iter().position(|a| a == m) {
                Some(i) => {
                    after.swap_remove(i);
                    false
                }
                None => true,
            })
            .collect();
        if !more {
            self.after_phase(p.slot(), tile, phase + 1);
        }
        sent_home
    }

    /// Begins the first phase of `slot` from the `from`th on that has
    /// choices to make now; else the turn goes on past the slot.
    pub(super) fn after_phase(&mut self, slot: Slot, tile: u8, from: u8) {
        // Most turns of most games have no phase to ask: no set's, and no
        // figure waiting to move on (the only phase of the figure model).
        let quiet = self.sets.is_empty() && self.moving_on.is_empty();
        let next = (!quiet).then(|| {
            (self.phases().enumerate().skip(from as usize))
                .filter(|(_, p)| p.slot() == slot)
                .find_map(|(i, p)| p.begin(self, tile as usize).then_some(i))
        });
        if let Some(i) = next.flatten() {
            self.stage = Stage::Choosing {
                tile,
                phase: i as u8,
            };
            return;
        }
        match slot {
            Slot::Deploy => self.after_phase(Slot::AfterDeploy, tile, 0),
            Slot::AfterDeploy => self.finish_turn(tile),
            Slot::AfterScoring => self.pass_turn(),
        }
    }

    /// Makes every choice left in the turn's phases, each by `choose` for
    /// its seat among the picks allowed: self-play and the computer
    /// players' look-ahead.
    pub fn finish_phases(
        &mut self,
        mut choose: impl FnMut(&Game, &dyn Phase, usize, &[Pick]) -> Pick,
    ) {
        let mut options = Vec::new();
        while let Some(phase) = self.phase() {
            let seat = phase
                .chooser(self)
                .expect("a choosing phase names its seat");
            // A phase adds its picks to the list: each choice its own.
            options.clear();
            phase.options(self, &mut options);
            let pick = choose(self, phase, seat, &options);
            assert!(options.contains(&pick), "a pick among those allowed");
            self.decide_unchecked(pick);
        }
    }

    /// The game ends while phases choose (scored as it stands): each
    /// phase still to choose is cut, and the turn is scored and passed.
    pub(super) fn cut_phases(&mut self) {
        while let (Stage::Choosing { tile, phase }, Some(p)) = (self.stage, self.phase()) {
            p.cut(self);
            self.after_phase(p.slot(), tile, phase + 1);
        }
    }
}

/// The name of the phase whose picks are squares (a figure's steps),
/// and of the field of a record's turn that lists them (`Turn::note_pick`):
/// the table, the records and the wire still ask for its picks as squares,
/// those of figures moving on as places (`moving_on.rs`).
pub const STEPS: &str = "steps";

impl Game {
    /// The seat that chooses the next step while a figure flies square by
    /// square after the deploy.
    pub fn step_chooser(&self) -> Option<usize> {
        self.phase().filter(|p| p.key() == STEPS)?.chooser(self)
    }

    /// The squares the next step may go to (empty when no steps go on).
    pub fn step_options(&self, out: &mut Vec<Pos>) {
        out.clear();
        if self.step_chooser().is_none() {
            return;
        }
        let mut picks = Vec::new();
        self.phase_options(&mut picks);
        out.extend(picks.into_iter().filter_map(|pick| match pick {
            Pick::Square(pos) => Some(pos),
            _ => None,
        }));
    }
}
