//! The moves a computer player weighs for the tiles it may play, each
//! with the position it leaves and that position's value: every
//! placement with every figure on the tile (or none), and a set's actions
//! on tiles already on the board where they are few.

use super::choice::Choice;
use crate::rules::{Deploy, Game, Placement, TileKind};

/// A set's actions on the board (`Deploy::Set`) at one placement up to
/// which they are weighed at every placement: each knight of one city a
/// set's action may send home, a neutral figure beside each of a player's
/// followers, a figure on each corner. Another offers a figure on nearly every
/// unfinished feature of the board instead, and offers it again at every
/// placement: late in a game with every set, 50,000 moves for one tile,
/// a second to judge them all by the outlook. Where its spot goes hardly
/// depends on where the tile goes.
const FEW_ACTIONS: usize = 16;

/// Where a placement offers more, its actions are weighed only at this
/// many placements: those whose moves on the tile itself judged best.
const PLACEMENTS_FOR_MANY: usize = 3;

/// Calls `each` with every move weighed for one of `tiles` (the tile in
/// hand, and the player's own tile when they may play it instead), its
/// value by `value` and the position it leaves; placement by placement in
/// the engine's order, each placement's deploys in the order the engine
/// offers them, the actions of placements that offer many last.
pub fn weigh(
    game: &Game,
    tiles: &[TileKind],
    mut value: impl FnMut(&Game) -> f32,
    mut each: impl FnMut(f32, Choice, Game),
) {
    let mut placements: Vec<Placement> = Vec::new();
    let mut options: Vec<Deploy> = Vec::new();
    let mut many: Vec<(f32, TileKind, Placement)> = Vec::new();
    let is_action = |d: &Deploy| matches!(d, Deploy::Set(_));
    for &tile in tiles {
        game.legal_placements(tile, &mut placements);
        for &placement in &placements {
            let mut placed = game.clone();
            placed.place_unchecked(tile, placement);
            placed.deploy_options(&mut options);
            let later = options.iter().filter(|d| is_action(d)).count() > FEW_ACTIONS;
            let mut best = f32::MIN;
            for &deploy in options.iter().filter(|d| !(later && is_action(d))) {
                let (v, after) = weighed(&placed, deploy, &mut value);
                best = best.max(v);
                let choice = Choice {
                    act: None,
                    tile,
                    placement,
                    deploy,
                };
                each(v, choice, after);
            }
            if later {
                many.push((best, tile, placement));
            }
        }
    }
    many.sort_by(|a, b| b.0.total_cmp(&a.0));
    for &(_, tile, placement) in many.iter().take(PLACEMENTS_FOR_MANY) {
        let mut placed = game.clone();
        placed.place_unchecked(tile, placement);
        placed.deploy_options(&mut options);
        for &deploy in options.iter().filter(|d| is_action(d)) {
            let after = deployed(&placed, deploy);
            let choice = Choice {
                act: None,
                tile,
                placement,
                deploy,
            };
            each(value(&after), choice, after);
        }
    }
}

/// The position after the move `m` is made in `game`.
pub fn made(game: &Game, m: Choice) -> Game {
    let mut placed = game.clone();
    placed.place_unchecked(m.tile, m.placement);
    deployed(&placed, m.deploy)
}

/// The position after `deploy` on the tile just placed in `placed`, the
/// turn finished.
fn deployed(placed: &Game, deploy: Deploy) -> Game {
    let mut g = placed.clone();
    g.deploy_unchecked(deploy);
    g.finish_move(super::moving_on::CHOOSER);
    g
}

/// The position after `deploy` on the tile just placed in `placed`, the
/// turn finished, and its value by `value`. Where chance makes a pick of
/// the move (a die), every outcome is played out and the value is their
/// mean, each as likely; the position left is the outcome's whose value
/// is nearest that mean.
fn weighed(placed: &Game, deploy: Deploy, value: &mut impl FnMut(&Game) -> f32) -> (f32, Game) {
    let mut g = placed.clone();
    g.deploy_unchecked(deploy);
    finished(g, value)
}

fn finished(mut g: Game, value: &mut impl FnMut(&Game) -> f32) -> (f32, Game) {
    let mut options = Vec::new();
    while let Some(phase) = g.phase() {
        g.phase_options(&mut options);
        if phase.chance(&g) {
            let outcomes: Vec<(f32, Game)> = (options.iter())
                .map(|&pick| {
                    let mut outcome = g.clone();
                    outcome.decide(pick).expect("an outcome offered");
                    finished(outcome, value)
                })
                .collect();
            let mean = outcomes.iter().map(|(v, _)| v).sum::<f32>() / outcomes.len() as f32;
            // The search goes on from the outcome most like the average (the
            // first of equals), not from whichever the phase offers first
            // (the lowest roll, always).
            let typical = (outcomes.into_iter())
                .min_by(|a, b| (a.0 - mean).abs().total_cmp(&(b.0 - mean).abs()))
                .expect("a chance pick has outcomes");
            return (mean, typical.1);
        }
        let seat = phase.chooser(&g).expect("a choosing phase names its seat");
        let pick = super::moving_on::CHOOSER(&g, phase, seat, &options);
        g.decide(pick).expect("a pick among those offered");
    }
    (value(&g), g)
}

/// Calls `with` with the tiles the player to move may play having drawn
/// `drawn`: that one, and their own held tile when they may play it
/// instead.
pub fn with_turn_tiles<R>(game: &Game, drawn: TileKind, with: impl FnOnce(&[TileKind]) -> R) -> R {
    match game.playable_held_tile().filter(|&h| h != drawn) {
        Some(held) => with(&[drawn, held]),
        None => with(&[drawn]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Rules, Table};

    /// Every move for `tiles`, as the engine offers them.
    fn every_move(game: &Game, tiles: &[TileKind]) -> Vec<Choice> {
        let mut placements = Vec::new();
        let mut options = Vec::new();
        let mut moves = Vec::new();
        for &tile in tiles {
            game.legal_placements(tile, &mut placements);
            for &placement in &placements {
                let mut g = game.clone();
                g.place_unchecked(tile, placement);
                g.deploy_options(&mut options);
                moves.extend(options.iter().map(|&deploy| Choice {
                    act: None,
                    tile,
                    placement,
                    deploy,
                }));
            }
        }
        moves
    }

    fn weighed(game: &Game, tiles: &[TileKind]) -> Vec<Choice> {
        let mut moves = Vec::new();
        weigh(game, tiles, |_| 0.0, |_, m, _| moves.push(m));
        moves
    }

    #[test]
    fn without_many_actions_every_move_is_weighed_in_the_engines_order() {
        let game = Table::new(vec!["A".into(), "B".into()], Rules::default(), 1)
            .game()
            .clone();
        let e = crate::rules::catalog().by_id("E").unwrap();
        assert_eq!(weighed(&game, &[e]), every_move(&game, &[e]));
    }

    /// A deploy whose move leaves a pick to chance (a roll) is worth the
    /// mean of its outcomes, and the search goes on from the outcome
    /// whose worth is nearest that mean. Found in random games with every
    /// set, where some deploy rolls; the worth here tells the outcomes
    /// apart by where the figures stand.
    #[test]
    fn a_roll_is_weighed_by_its_mean_and_the_search_goes_on_from_a_typical_outcome() {
        let mut rules = Rules::default();
        for set in crate::rules::SetId::ALL {
            set.set_in_play(&mut rules, true);
        }
        let mut worth = |g: &Game| {
            let tiles = g.board().tiles();
            let at = |m: &crate::rules::game::Meeple| tiles[m.tile as usize].pos;
            (g.meeples().iter())
                .map(|m| (at(m).x * 7 + at(m).y * 3) as f32)
                .sum::<f32>()
        };
        let mut rolls = 0;
        let mut rng = <rand::rngs::SmallRng as rand::SeedableRng>::seed_from_u64(3);
        for seed in 0..30 {
            let mut table = Table::new(vec!["A".into(), "B".into()], rules, seed);
            while let Some(tile) = table.in_hand() {
                let game = table.game().clone();
                for m in every_move(&game, &[tile]) {
                    let mut placed = game.clone();
                    placed.place_unchecked(m.tile, m.placement);
                    let mut g = placed.clone();
                    g.deploy_unchecked(m.deploy);
                    if !g.phase().is_some_and(|p| p.chance(&g)) {
                        continue;
                    }
                    let mut picks = Vec::new();
                    g.phase_options(&mut picks);
                    let outcomes: Vec<Game> = (picks.iter())
                        .map(|&pick| {
                            let mut outcome = g.clone();
                            outcome.decide(pick).unwrap();
                            outcome
                        })
                        .collect();
                    // An outcome that rolls again is an average itself.
                    if outcomes
                        .iter()
                        .any(|o| o.phase().is_some_and(|p| p.chance(o)))
                    {
                        continue;
                    }
                    let outcomes: Vec<f32> = (outcomes.into_iter())
                        .map(|o| finished(o, &mut worth).0)
                        .collect();
                    let mean = outcomes.iter().sum::<f32>() / outcomes.len() as f32;
                    let (value, after) = super::weighed(&placed, m.deploy, &mut worth);
                    assert!((value - mean).abs() < 1e-3, "{value} against {mean}");
                    let nearest = (outcomes.iter())
                        .map(|v| (v - mean).abs())
                        .fold(f32::MAX, f32::min);
                    assert!(((worth(&after) - mean).abs() - nearest).abs() < 1e-3);
                    rolls += 1;
                }
                let c = crate::ai::random::choose(table.game(), tile, &mut rng);
                c.play(&mut table, crate::ai::moving_on::CHOOSER).unwrap();
                if rolls >= 20 {
                    return;
                }
            }
        }
        panic!("only {rolls} deploys that roll in 30 random games");
    }
}
