//! Mage & Witch: the figures change what roads and cities score, which
//! the core's measures read through the engine's values; the seat's
//! magic step puts the mage where it gains most against the others (the
//! player's own likely roads and cities) and the witch where it costs the
//! others most, and sends off the figure that serves the others.

use super::part::SetOutlook;
use crate::rules::features::SegmentId;
use crate::rules::phase::Pick;
use crate::rules::scoring::feature_value;
use crate::rules::sets::mage_witch::magic::{MAGIC, feature_of};
use crate::rules::sets::mage_witch::worth::changed;
use crate::rules::sets::mage_witch::{Caster, Step};
use crate::rules::{Game, SetId};

pub const OUTLOOK: SetOutlook = SetOutlook {
    tiles_counted: 8.0,
    choices: &[(MAGIC, magic_step)],
    ..SetOutlook::of(SetId::MageWitch)
};

/// How a feature's points count for the seat: +1 where it holds the
/// feature alone, 0 where it shares it or nobody holds it, -1 where only
/// others hold it.
fn side(game: &Game, seat: usize, root: SegmentId) -> f32 {
    let holders = game.features().node(root).majority();
    let mine = holders & (1 << seat) != 0;
    let others = holders & !(1 << seat) != 0;
    match (mine, others) {
        (true, false) => 1.0,
        (false, true) => -1.0,
        _ => 0.0,
    }
}

/// What a figure on the feature `root` gains the seat: its feature's
/// value as if complete, changed by the figure, less as it is.
fn gain(game: &Game, seat: usize, caster: Caster, root: SegmentId) -> f32 {
    let value = feature_value(game, root);
    let points = value.complete.unwrap_or(value.now);
    let tiles = game.features().node(root).tiles as u32;
    let with = changed(
        points,
        tiles,
        caster == Caster::Mage,
        caster == Caster::Witch,
    );
    side(game, seat, root) * (with as f32 - points as f32)
}

/// What the figure standing now gains the seat where it stands: the
/// engine's value counts it already (the mage's tiles; the witch took
/// about as much as is left).
fn standing_gain(game: &Game, seat: usize, caster: Caster) -> f32 {
    let Some(root) = feature_of(game, caster) else {
        return 0.0;
    };
    let value = feature_value(game, root);
    let with = value.complete.unwrap_or(value.now) as f32;
    let effect = match caster {
        Caster::Mage => game.features().node(root).tiles as f32,
        Caster::Witch => -with,
    };
    side(game, seat, root) * effect
}

/// The best place for a figure among `options` (spots), and what moving
/// it there gains.
fn best_place(game: &Game, seat: usize, caster: Caster, options: &[Pick]) -> (Pick, f32) {
    let here = standing_gain(game, seat, caster);
    let mut best = (options[0], f32::MIN);
    // Every segment of a feature is a place of its own, and its gain is the
    // feature's: worked out once a feature (the search asks this at every
    // placement of a magic tile it weighs).
    let mut gains: Vec<(SegmentId, f32)> = Vec::new();
    for &pick in options {
        let Pick::Spot(pos, segment) = pick else {
            continue;
        };
        let Some(tile) = game.board().index_at(pos) else {
            continue;
        };
        let root = game.features().root(game.segment_id(tile, segment));
        let g = match gains.iter().find(|(r, _)| *r == root) {
            Some(&(_, g)) => g,
            None => {
                let g = gain(game, seat, caster, root) - here;
                gains.push((root, g));
                g
            }
        };
        if g > best.1 {
            best = (pick, g);
        }
    }
    best
}

fn magic_step(game: &Game, seat: usize, options: &[Pick]) -> Pick {
    match game.magic_step() {
        Step::Where(caster) => best_place(game, seat, caster, options).0,
        Step::Which => {
            // Each figure's best place, as the step will offer it.
            let mut by: Vec<(Pick, f32)> = Vec::new();
            for (n, caster) in Caster::BOTH.into_iter().enumerate() {
                let mut g = game.clone();
                let mut places = Vec::new();
                if g.decide(Pick::Choice(n as u8)).is_ok() {
                    g.phase_options(&mut places);
                }
                let gain = if places.is_empty() {
                    f32::MIN
                } else {
                    best_place(&g, seat, caster, &places).1
                };
                by.push((Pick::Choice(n as u8), gain));
            }
            let first = by[0];
            by.into_iter()
                .fold(first, |best, o| if o.1 > best.1 { o } else { best })
                .0
        }
        // The one that serves the seat least leaves.
        Step::Remove => {
            let mage = standing_gain(game, seat, Caster::Mage);
            let witch = standing_gain(game, seat, Caster::Witch);
            if witch < mage {
                Pick::Choice(1)
            } else {
                Pick::Choice(0)
            }
        }
        Step::Idle => options[0],
    }
}
