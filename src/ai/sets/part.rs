//! What a set's part of the judgement is (`SetOutlook`), and the rows of
//! measures every part writes into: shared by the sets' files and the
//! list of them (`sets/mod.rs`).

use crate::rules::features::Node;
use crate::rules::phase::Pick;
use crate::rules::set_names::SetAction;
use crate::rules::{Award, Game, SetId};

/// What a follower still in supply is worth to the normal player: it can
/// score later, so spending one on a feature must gain more than this
/// (`greedy::evaluate`, and a set's part judging as it does).
pub const FOLLOWER_IN_HAND: f32 = 2.0;

/// How many of the core's measures there are (`outlook::Feature`).
pub const CORE: usize = 12;

/// Every player's row of measures as a set's part writes them: the rows
/// laid end to end, each as long as the list's (`sets::MEASURES`, which
/// follows from the parts' measures, so a part cannot name it).
pub struct Rows<'a> {
    cells: &'a mut [f32],
    width: usize,
}

impl<'a> Rows<'a> {
    pub fn of<const N: usize>(rows: &'a mut [[f32; N]]) -> Rows<'a> {
        Rows {
            cells: rows.as_flattened_mut(),
            width: N,
        }
    }

    /// Adds `value` to one measure of a player's row.
    pub fn add(&mut self, player: usize, slot: usize, value: f32) {
        self.cells[player * self.width + slot] += value;
    }

    /// Sets one measure of a player's row.
    pub fn set(&mut self, player: usize, slot: usize, value: f32) {
        self.cells[player * self.width + slot] = value;
    }

    /// Adds `value` to a measure of every owner's row (`owners` a bit per
    /// player, of the first `players`).
    pub fn add_owners(&mut self, players: usize, owners: u8, slot: usize, value: f32) {
        for p in (0..players).filter(|p| owners & (1 << p) != 0) {
            self.add(p, slot, value);
        }
    }
}

/// One set's part of the computer players' judgement.
pub struct SetOutlook {
    pub set: SetId,
    /// Its measures' names, in the order of its slots.
    pub measures: &'static [&'static str],
    /// Writes the set's measures into every player's row, from slot
    /// `first` on (the core's awards of final scoring at hand).
    pub measure: fn(game: &Game, awards: &[Award], rows: &mut Rows, first: usize),
    /// Whether an open feature's promise is the set's to measure (the core
    /// then leaves it out of its own).
    pub claims: fn(node: &Node) -> bool,
    /// What the set adds to the weights when in play, measure by measure
    /// (the others it leaves as they are): its own measures' weights, and
    /// how it changes what the core's measures and the abbot's are worth
    /// (followers in hand are worth more where two of them decide a
    /// majority).
    pub weights: &'static [Weight],
    /// What the set adds instead of `weights` in games without farmers,
    /// where fitted (`fit_outlook --set NAME --no-farmers`): beside the
    /// core's weights without farmers, a part fitted with them misprices
    /// followers, which have no fields to go to.
    pub without_farmers: Option<&'static [Weight]>,
    /// Shifts of weights for games where this is the only set's part in
    /// play, where the fit on greedy games misled the search with the set
    /// alone: set by play against the normal player, or fitted on how the
    /// hard player's own moves turn out (`examples/fit_by_play_out/`).
    /// Beside other sets their parts move the same weights, and these are
    /// left out.
    pub alone: &'static [Weight],
    /// `alone` for games without farmers, where it differs: shifts fitted
    /// or played with farmers were never measured without them.
    pub alone_without_farmers: Option<&'static [Weight]>,
    /// Tiles the set adds to what the share of tiles to come counts out of
    /// (the weights were fitted so).
    pub tiles_counted: f32,
    /// What the normal player adds to a player's standing for the set's
    /// figures and turns (added to `worth` in place).
    pub greedy_worth: fn(game: &Game, player: usize, worth: &mut f32),
    /// The seat's choices in the phases the set brings, by the phase's
    /// key (one of `options`, never empty).
    pub choices: &'static [(&'static str, PickChoice)],
    /// The set's act the seat makes now, among those offered (a ransom),
    /// if it pays.
    pub act: fn(game: &Game, seat: usize, offered: &[SetAction]) -> Option<SetAction>,
}

impl SetOutlook {
    /// A set's part that measures, weighs and claims nothing and moves no
    /// figure: each set's file says what it adds to it
    /// (`SetOutlook { weights: …, ..SetOutlook::of(…) }`).
    pub const fn of(set: SetId) -> SetOutlook {
        SetOutlook {
            set,
            measures: &[],
            measure: measures_nothing,
            claims: claims_nothing,
            weights: &[],
            without_farmers: None,
            alone: &[],
            alone_without_farmers: None,
            tiles_counted: 0.0,
            greedy_worth: adds_nothing,
            choices: &[],
            act: acts_never,
        }
    }

    /// What the set adds to the weights in games with farmers or
    /// without: `without_farmers` where it has one for games without.
    pub fn weights_for(&self, farmers: bool) -> &'static [Weight] {
        match self.without_farmers {
            Some(weights) if !farmers => weights,
            _ => self.weights,
        }
    }

    /// The shifts with the set alone in games with farmers or without:
    /// `alone_without_farmers` where it has one for games without.
    pub fn alone_for(&self, farmers: bool) -> &'static [Weight] {
        match self.alone_without_farmers {
            Some(weights) if !farmers => weights,
            _ => self.alone,
        }
    }
}

fn measures_nothing(_: &Game, _: &[Award], _: &mut Rows, _: usize) {}

/// What a set's part adds to the weight of one measure, named as
/// `outlook::measure_names` names it (the core's `outlook::Feature`s, then
/// each set's `measures`): as measured, and times the share of tiles to
/// come. A new measure so edits only the parts that weigh it.
#[derive(Debug, Clone, Copy)]
pub struct Weight {
    pub measure: &'static str,
    pub now: f32,
    pub later: f32,
}

pub const fn weight(measure: &'static str, now: f32, later: f32) -> Weight {
    Weight {
        measure,
        now,
        later,
    }
}

/// A seat's choice in a phase among the picks allowed.
pub type PickChoice = fn(game: &Game, seat: usize, options: &[Pick]) -> Pick;

pub fn claims_nothing(_: &Node) -> bool {
    false
}

pub fn adds_nothing(_: &Game, _: usize, _: &mut f32) {}

pub fn acts_never(_: &Game, _: usize, _: &[SetAction]) -> Option<SetAction> {
    None
}
