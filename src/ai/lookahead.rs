//! The hard computer player: looks three moves ahead, its own, the next
//! seat's and its own again, with the tiles to come as chances. Its own
//! moves it judges by the outlook (`outlook`, what a position promises by
//! the end); the next seat's answer it takes to be the normal player's
//! move, whose rule is known and close to what anyone would play.
//!
//! 1. The `CANDIDATES` best moves for the tile in hand, one move ahead.
//! 2. For each tile the next seat may draw, likeliest first, for at most
//!    `ANSWERS_SHARE` of the time (the likeliest however long it takes):
//!    its answer to every candidate (`answer`), and the outlook after it.
//!    A candidate's worth is the sum over the tiles answered, each
//!    weighted by how many of it remain: every candidate is judged on the
//!    same tiles.
//! 3. For the `FOLLOW_UPS` best candidates by that: after each answer,
//!    the player's best move one move ahead with a tile it may draw next,
//!    chosen at random but the same for every candidate, in rounds over
//!    the answers, likeliest first (at most `ROUNDS`), as long as time
//!    allows.
//!
//! The best candidate by the next moves is played once they count (their
//! first round covers `FIRST_ROUND_COVERS` of the answered tiles'
//! weight), else the best by the answers.
//!
//! Why it is built so, with the games that decided each step (against
//! the normal player, the arena's figures), is in docs/notes/lookahead.md.

use std::time::{Duration, Instant};

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use super::choice::Choice;
use super::{greedy, moves, outlook, sets};
use crate::rules::deck::DrawPile;
use crate::rules::{Game, TileKind};

/// Moves kept for looking further ahead, best first by the outlook one
/// move ahead: sixteen instead of ten won no more when the search was
/// Monte Carlo.
const CANDIDATES: usize = 10;

/// Candidates the player's own next move is looked at for, the best by
/// the next seat's answers.
const FOLLOW_UPS: usize = 3;

/// Rounds of the player's next tile over the answers, when time allows:
/// enough that one unlucky draw does not decide.
const ROUNDS: usize = 4;

/// The share of the time the next seat's answers may take (the likeliest
/// tile is answered however long it takes), so that the player's own next
/// moves have the rest. With every set in play, answering every tile took
/// the whole of the window's 1.2 s from mid-game on, and the next moves,
/// started but never a whole round, were not counted.
const ANSWERS_SHARE: f64 = 2.0 / 3.0;

/// How much of the answered tiles' weight the first round of next moves
/// must cover to count: the likeliest tiles come first, so half the
/// weight is the likeliest few, the same for every candidate.
const FIRST_ROUND_COVERS: f64 = 0.5;

/// How far a search may go when time allows: the tiles the next seat
/// answers, and the rounds of the player's own next tile.
#[derive(Debug, Clone, Copy)]
pub struct Depth {
    pub answered: usize,
    pub rounds: usize,
}

impl Depth {
    /// As far as time allows.
    pub const FULL: Depth = Depth {
        answered: usize::MAX,
        rounds: ROUNDS,
    };
}

/// What one search did (for the benchmark and the curious).
#[derive(Debug, Clone, Copy, Default)]
pub struct SearchStats {
    /// Candidate moves.
    pub moves: usize,
    /// Tile kinds the next seat answered every candidate with.
    pub answered: usize,
    /// Answers the player's next move was looked at after, for each of
    /// the best candidates (over every round).
    pub followed: usize,
}

impl SearchStats {
    /// Positions judged after the candidates: answers and next moves.
    pub fn positions(&self) -> usize {
        self.moves * self.answered + FOLLOW_UPS.min(self.moves) * self.followed
    }
}

/// Looks ahead until `budget` runs out or as far as `depth` goes, and
/// returns the best move by the next moves once they count, else by the
/// answers.
pub fn search(
    game: &Game,
    tiles: &[TileKind],
    rng: &mut impl Rng,
    budget: Duration,
    depth: Depth,
) -> (Choice, SearchStats) {
    let started = Instant::now();
    let out_of_time = || started.elapsed() >= budget;
    let me = game.current_player();
    let ranked = candidates(game, tiles, me);
    assert!(!ranked.is_empty(), "the tile in hand has a legal placement");
    let (moves, after): (Vec<Choice>, Vec<Game>) =
        ranked.into_iter().map(|(_, m, g)| (m, g)).unzip();
    let mut stats = SearchStats {
        moves: moves.len(),
        ..SearchStats::default()
    };
    if moves.len() == 1 {
        return (moves[0], stats);
    }
    // The next seat's answers (or the player's own second tile).
    let mut worth = vec![0.0f64; moves.len()];
    let mut answered: Vec<(TileKind, f64)> = Vec::new();
    let mut reached: Vec<Vec<Game>> = vec![Vec::new(); moves.len()];
    let next = next_tiles(&after);
    // The likeliest tile is answered however long judging took: one
    // move ahead alone played worse with every set in play, where judging
    // the moves late in a game can take most of 200 ms.
    for &(tile, weight) in next.iter().take(depth.answered) {
        if answering_stops(started.elapsed(), budget, answered.len()) {
            break;
        }
        for (i, position) in after.iter().enumerate() {
            let g = next_turn(position, tile, me, rng);
            worth[i] += weight * judge(me)(&g) as f64;
            reached[i].push(g);
        }
        answered.push((tile, weight));
    }
    stats.answered = answered.len();
    // Best first; among equals the better one move ahead.
    let mut leading: Vec<usize> = (0..moves.len()).collect();
    leading.sort_by(|&a, &b| worth[b].total_cmp(&worth[a]));
    leading.truncate(FOLLOW_UPS);
    // The player's own next move after each answer, over the tiles
    // answered, likeliest first.
    let mut deeper = vec![0.0f64; moves.len()];
    'rounds: for round in 0..depth.rounds {
        for (j, &(tile, weight)) in answered.iter().enumerate() {
            if out_of_time() {
                break 'rounds;
            }
            for &i in &leading {
                deeper[i] += weight * follow_up(&reached[i][j], me, round, tile) as f64;
            }
            stats.followed += 1;
        }
    }
    let counted = next_moves_count(&answered, stats.followed);
    (moves[chosen(&leading, &deeper, counted)], stats)
}

/// Whether the next seat's answers stop, `elapsed` into the search with
/// `answered` tiles answered: the likeliest is answered however long
/// judging took, the rest within `ANSWERS_SHARE` of the time.
fn answering_stops(elapsed: Duration, budget: Duration, answered: usize) -> bool {
    answered > 0 && elapsed >= budget.mul_f64(ANSWERS_SHARE)
}

/// Whether `followed` next moves, the first round's likeliest tiles first,
/// cover enough of the answered tiles' weight to count.
fn next_moves_count(answered: &[(TileKind, f64)], followed: usize) -> bool {
    let weight: f64 = answered.iter().map(|a| a.1).sum();
    let covered: f64 = answered.iter().take(followed).map(|a| a.1).sum();
    !answered.is_empty() && covered >= FIRST_ROUND_COVERS * weight
}

/// The candidate played: the best of the `leading` by their next moves
/// when those count (the first among equals), else the best by the
/// answers.
fn chosen(leading: &[usize], deeper: &[f64], counted: bool) -> usize {
    if !counted {
        return leading[0];
    }
    (leading.iter().copied())
        .reduce(|b, i| if deeper[i] > deeper[b] { i } else { b })
        .expect("candidates")
}

pub fn choose(game: &Game, tiles: &[TileKind], rng: &mut impl Rng, budget: Duration) -> Choice {
    search(game, tiles, rng, budget, Depth::FULL).0
}

/// The tiles the next seat may draw after the candidates (the same for
/// each: they place the same tile), likeliest first, each with how many
/// of it remain.
fn next_tiles(after: &[Game]) -> Vec<(TileKind, f64)> {
    let Some(game) = after.iter().find(|g| !g.is_over()) else {
        return Vec::new();
    };
    let mut tiles: Vec<(TileKind, f64)> = (0..game.remaining().len())
        .map(|k| k as TileKind)
        .filter(|&k| game.drawable(k))
        .map(|k| (k, game.remaining()[k as usize] as f64))
        .collect();
    tiles.sort_by(|a, b| b.1.total_cmp(&a.1));
    tiles
}

/// The position after the turn that follows a candidate when `tile` is
/// drawn: the player's own second tile when the candidate earned one,
/// else the next seat's answer.
fn next_turn(position: &Game, tile: TileKind, me: usize, rng: &mut impl Rng) -> Game {
    if position.is_over() || !position.drawable(tile) {
        position.clone()
    } else if position.is_extra_tile() {
        best_second_tile(position, tile, me)
    } else if position.current_player() != me {
        answer(position, tile, rng)
    } else {
        position.clone()
    }
}

/// The outlook after the player's best move one move ahead in `answered`
/// (a position after the next seat's answer), with the tile
/// `follow_up_tile` draws; the outlook of `answered` itself when it is
/// not the player's turn there or the tile fits nowhere.
fn follow_up(answered: &Game, me: usize, round: usize, answer_tile: TileKind) -> f32 {
    let tile = (!answered.is_over() && answered.current_player() == me)
        .then(|| follow_up_tile(answered, round, answer_tile))
        .flatten()
        .filter(|&t| answered.can_place(t));
    let Some(tile) = tile else {
        return judge(me)(answered);
    };
    let mut best = f32::MIN;
    moves::with_turn_tiles(answered, tile, |tiles| {
        moves::weigh(answered, tiles, judge(me), |v, _, _| best = best.max(v))
    });
    best
}

/// The tile the player draws next after an answer with `answer_tile`, in
/// `round`: at random, but the same for every candidate (their tiles left
/// are the same), so that the candidates are compared on the same luck.
fn follow_up_tile(answered: &Game, round: usize, answer_tile: TileKind) -> Option<TileKind> {
    let seed = (round as u64) << 32 | answer_tile as u64;
    let mut same = SmallRng::seed_from_u64(seed);
    DrawPile::shuffled_with(answered, &mut same).draw_for(answered)
}

/// The position after `me` places the second tile `tile` as well as one
/// move ahead by the outlook sees (or discards it if it fits nowhere).
fn best_second_tile(game: &Game, tile: TileKind, me: usize) -> Game {
    let mut best: Option<(f32, Game)> = None;
    moves::weigh(game, &[tile], judge(me), |v, _, g| {
        if best.as_ref().is_none_or(|b| v > b.0) {
            best = Some((v, g));
        }
    });
    best.map(|(_, g)| g).unwrap_or_else(|| {
        let mut g = game.clone();
        g.discard(tile)
            .expect("a tile that fits nowhere is discarded");
        g
    })
}

/// The position after the player to move in `game` answers, holding
/// `tile`, as the normal player would: a set's act first where it makes
/// one, then with the tile or with their own held tile (the greedy
/// player's whole turn), figures and all; or by discarding a tile that
/// fits nowhere. (A drawn tile passed over for the held one is not put
/// back: the look ahead ends a move later.)
///
/// Why the normal player's rule: it is what the normal player does, and a
/// move that leaves the rival a farmer's field or a city to join must
/// look worse than one that does not. Answering with the best move by the
/// outlook instead won less, and cost twice the time, as the outlook is
/// slower to compute than the final score (when the search was Monte
/// Carlo: the normal player's answer as the first rollout turn won 78 of
/// 100 with every set, a random first turn 73).
pub(super) fn answer(game: &Game, tile: TileKind, rng: &mut impl Rng) -> Game {
    // A tile that fits nowhere is let go before the turn (`Table::draw`):
    // the player's act, if any, comes in the turn after.
    if !game.can_place(tile) {
        let mut g = game.clone();
        g.discard(tile)
            .expect("a tile that fits nowhere is discarded");
        return g;
    }
    // A set's act first where the normal player makes one (points paid
    // to free a figure), as its whole turn does (`AiKind::choose_turn`).
    let acted = sets::acted(game).map(|(_, after)| after);
    let game = acted.as_ref().unwrap_or(game);
    let choice = moves::with_turn_tiles(game, tile, |tiles| greedy::choose(game, tiles, rng));
    moves::made(game, choice)
}

/// The margin the outlook expects for `me` in a position.
fn judge(me: usize) -> impl Fn(&Game) -> f32 {
    move |g| outlook::margin(g, me, outlook::weights(g))
}

/// The `CANDIDATES` best moves for `tiles` by `judge`, best first (the
/// first weighed first among equals), each with the position it leaves.
/// Only the best are kept as they come: a tile with a set's action on any
/// feature, late in a game with every set, is thousands of positions.
pub(super) fn candidates(game: &Game, tiles: &[TileKind], me: usize) -> Vec<(f32, Choice, Game)> {
    let mut kept: Vec<(f32, Choice, Game)> = Vec::new();
    let keep = |kept: &mut Vec<(f32, Choice, Game)>| {
        kept.sort_by(|a, b| b.0.total_cmp(&a.0));
        kept.truncate(CANDIDATES);
    };
    moves::weigh(game, tiles, judge(me), |v, m, g| {
        kept.push((v, m, g));
        if kept.len() >= 4 * CANDIDATES {
            keep(&mut kept);
        }
    });
    keep(&mut kept);
    kept
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::{AiKind, moving_on};
    use crate::rules::{Deploy, Figure, Placement, Rules, Table};

    /// Traders & Builders: a builder's road, Red's turn between, and
    /// Black's U extending the road (a second tile earned) or lying apart.
    fn with_builder(earned: bool) -> Game {
        let far = if earned {
            "x: 3, y: 0, rot: 1"
        } else {
            "x: 0, y: -1, rot: 3"
        };
        let text = format!(
            r#"GameRecord(version: 1, players: ["A", "B"], rules: Rules(traders_builders: true),
               start: Start(tile: "D", rot: 0), turns: [
               Place(tile: "U", x: 1, y: 0, rot: 1, meeple: Some(Follower("E"))),
               Place(tile: "E", x: 0, y: 1, rot: 2, meeple: None),
               Place(tile: "U", x: 2, y: 0, rot: 1, meeple: Some(Builder("E"))),
               Place(tile: "E", x: 1, y: 1, rot: 0, meeple: None),
               Place(tile: "K", {far}, meeple: None)])"#
        );
        let record = crate::rules::GameRecord::from_ron(&text).unwrap();
        record.replay().unwrap()
    }

    fn tile(id: &str) -> TileKind {
        crate::rules::catalog().by_id(id).unwrap()
    }

    /// Twenty moves of a base game between normal players, and the tile
    /// the next player holds.
    fn mid_game(seed: u64) -> (Game, TileKind) {
        let mut table = Table::new(vec!["A".into(), "B".into()], Rules::default(), seed);
        let mut rng = SmallRng::seed_from_u64(seed);
        for _ in 0..20 {
            let tile = table.in_hand().unwrap();
            let c = greedy::choose(table.game(), &[tile], &mut rng);
            table.play(c.placement, c.deploy).unwrap();
        }
        (table.game().clone(), table.in_hand().unwrap())
    }

    #[test]
    fn a_second_tile_is_played_by_the_same_player_one_move_ahead() {
        let game = with_builder(true);
        assert!(game.is_extra_tile() && game.current_player() == 0);
        // The other road's end: a cap (E) completing the city above costs
        // nothing; whatever the best move is, it is A's, and then B's turn.
        let after = best_second_tile(&game, tile("E"), 0);
        assert_eq!(after.board().len(), game.board().len() + 1);
        assert_eq!(after.placed_by(after.board().len() - 1), Some(0));
        assert!(after.was_extra_tile(after.board().len() - 1));
        assert_eq!(after.current_player(), 1);
        // The search, given a second tile to come, still returns a legal move.
        let mut rng = SmallRng::seed_from_u64(5);
        let depth = Depth {
            answered: 4,
            rounds: 1,
        };
        let (choice, stats) = search(
            &game,
            &[tile("E")],
            &mut rng,
            Duration::from_secs(60),
            depth,
        );
        assert!(game.check_placement(tile("E"), choice.placement).is_ok());
        assert_eq!((stats.answered, stats.followed), (4, 4));
        assert!(!with_builder(false).is_extra_tile());
    }

    #[test]
    fn the_rivals_answer_takes_the_points_on_offer() {
        // Start tile D: whoever holds E next can close the two-tile city
        // for 4 points with a follower that comes straight home; the
        // answer is that move, made, and the turn passes on.
        let table = Table::new(vec!["A".into(), "B".into()], Rules::default(), 1);
        let game = table.game().clone();
        let mut rng = SmallRng::seed_from_u64(4);
        let after = answer(&game, tile("E"), &mut rng);
        assert_eq!(after.board().len(), 2);
        assert_eq!(after.scores(), vec![4, 0]);
        assert_eq!(after.supply(0), game.supply(0));
        assert_eq!(after.current_player(), 1);
    }

    #[test]
    fn the_next_seat_answers_the_likeliest_tiles_first_each_counted_as_often_as_it_remains() {
        let (game, held) = mid_game(3);
        let after: Vec<Game> = (candidates(&game, &[held], 0).into_iter())
            .map(|(_, _, g)| g)
            .collect();
        let tiles = next_tiles(&after);
        let kinds = (after[0].remaining().iter()).filter(|&&c| c > 0).count();
        assert_eq!(tiles.len(), kinds);
        for &(k, weight) in &tiles {
            assert_eq!(weight, after[0].remaining()[k as usize] as f64);
        }
        assert!(tiles.is_sorted_by(|a, b| a.1 >= b.1), "{tiles:?}");
        // As many as the depth allows, the likeliest.
        let mut rng = SmallRng::seed_from_u64(3);
        let depth = Depth {
            answered: 3,
            rounds: 2,
        };
        let (_, stats) = search(&game, &[held], &mut rng, Duration::from_secs(60), depth);
        assert_eq!(stats.moves, CANDIDATES);
        assert_eq!((stats.answered, stats.followed), (3, 6));
        // A position where the game has ended has nothing to answer.
        assert!(next_tiles(&[]).is_empty());
    }

    #[test]
    fn the_players_next_tile_is_the_same_after_every_candidates_answer() {
        let (game, held) = mid_game(4);
        let mut rng = SmallRng::seed_from_u64(4);
        let answered: Vec<Game> = (candidates(&game, &[held], 0).into_iter())
            .map(|(_, _, g)| answer(&g, tile("E"), &mut rng))
            .collect();
        assert!(answered.iter().all(|g| g.current_player() == 0));
        for round in 0..ROUNDS {
            let drawn = follow_up_tile(&answered[0], round, tile("E"));
            assert!(drawn.is_some());
            for g in &answered[1..] {
                assert_eq!(follow_up_tile(g, round, tile("E")), drawn, "round {round}");
            }
        }
        // The rounds draw differently: over them, more than one tile.
        let rounds: Vec<_> = (0..ROUNDS)
            .map(|r| follow_up_tile(&answered[0], r, tile("E")))
            .collect();
        assert!(rounds.iter().any(|t| *t != rounds[0]), "{rounds:?}");
        // The follow-up is the best the player can do with that tile: at
        // least what any of its moves leaves.
        let g = &answered[0];
        let next = follow_up_tile(g, 0, tile("E")).unwrap();
        let mut each = Vec::new();
        moves::weigh(g, &[next], judge(0), |v, _, _| each.push(v));
        let best = each.iter().copied().fold(f32::MIN, f32::max);
        assert_eq!(follow_up(g, 0, 0, tile("E")), best);
        // After its own move it is the rival's turn: nothing to follow up.
        let mine = moves::made(g, greedy::choose(g, &[next], &mut rng));
        assert_eq!(follow_up(&mine, 0, 0, tile("E")), judge(0)(&mine));
    }

    #[test]
    fn next_moves_count_once_they_cover_half_the_answered_weight() {
        // Half the weight (5 of 10) is covered after the first two.
        let answered = [(0, 3.0), (1, 2.0), (2, 3.0), (3, 2.0)];
        let counts: Vec<bool> = (0..=9).map(|n| next_moves_count(&answered, n)).collect();
        assert_eq!(counts[..4], [false, false, true, true]);
        assert!(counts[4..].iter().all(|&c| c), "later rounds");
        assert!(!next_moves_count(&[], 3), "nothing answered");
    }

    #[test]
    fn answers_leave_a_third_of_the_time_to_the_next_moves() {
        let ms = Duration::from_millis;
        let budget = ms(1200);
        assert!(!answering_stops(ms(0), budget, 1));
        assert!(!answering_stops(ms(799), budget, 40));
        assert!(answering_stops(ms(800), budget, 40));
        // The likeliest tile is answered however late.
        assert!(!answering_stops(ms(5000), budget, 0));
        assert!(answering_stops(ms(0), Duration::ZERO, 1));
    }

    #[test]
    fn next_moves_decide_only_once_they_count() {
        // Candidates 4, 1 and 7 lead by the answers; by the next moves 7
        // is best, and 1 and 4 tie after it.
        let leading = [4, 1, 7];
        let mut deeper = vec![0.0; 8];
        deeper[4] = 2.0;
        deeper[1] = 2.0;
        deeper[7] = 5.0;
        assert_eq!(chosen(&leading, &deeper, true), 7);
        assert_eq!(chosen(&leading, &deeper, false), 4);
        deeper[7] = 1.0;
        assert_eq!(chosen(&leading, &deeper, true), 4, "the first among equals");
    }

    #[test]
    fn without_time_only_the_likeliest_tile_is_answered() {
        let (game, held) = mid_game(5);
        let mut rng = SmallRng::seed_from_u64(5);
        let (choice, stats) = search(&game, &[held], &mut rng, Duration::ZERO, Depth::FULL);
        assert_eq!((stats.answered, stats.followed), (1, 0));
        // One of the candidates, judged by the answers to that tile.
        let ranked = candidates(&game, &[held], 0);
        assert!(ranked.iter().any(|(_, m, _)| *m == choice), "{choice:?}");
    }

    #[test]
    fn the_candidates_kept_as_the_moves_come_are_the_best_of_them_all() {
        let (game, held) = mid_game(3);
        let mut all: Vec<(f32, Choice)> = Vec::new();
        moves::weigh(&game, &[held], judge(0), |v, m, _| all.push((v, m)));
        assert!(all.len() > 4 * CANDIDATES, "{} moves", all.len());
        all.sort_by(|a, b| b.0.total_cmp(&a.0));
        all.truncate(CANDIDATES);
        let kept: Vec<(f32, Choice)> = (candidates(&game, &[held], 0).into_iter())
            .map(|(v, m, _)| (v, m))
            .collect();
        assert_eq!(kept, all);
    }

    #[test]
    fn the_search_finds_an_obvious_completion() {
        // Start tile D: E turned south completes a 2-tile city for 4 points.
        let table = Table::new(vec!["A".into(), "B".into()], Rules::default(), 1);
        let game = table.game().clone();
        let mut rng = SmallRng::seed_from_u64(3);
        let (choice, _) = search(
            &game,
            &[tile("E")],
            &mut rng,
            Duration::from_secs(60),
            Depth::FULL,
        );
        assert_eq!(
            choice.placement,
            Placement {
                pos: crate::rules::Pos::new(0, 1),
                rot: 2
            },
            "{choice:?}"
        );
        assert!(
            matches!(choice.deploy, Deploy::Figure(Figure::Follower, _)),
            "takes the points: {choice:?}"
        );
    }

    #[test]
    fn the_search_beats_the_normal_player_in_most_games() {
        // A fixed depth keeps the test independent of the machine's speed:
        // four tiles answered and one round, far less than the window's 1.2 s.
        let depth = Depth {
            answered: 4,
            rounds: 1,
        };
        let games = 16;
        let mut wins = 0;
        for seed in 0..games {
            let hard_seat = (seed % 2) as usize;
            let mut table = Table::new(vec!["A".into(), "B".into()], Rules::default(), seed);
            let mut rng = SmallRng::seed_from_u64(seed);
            while let Some(tile) = table.in_hand() {
                let game = table.game().clone();
                let choice = if game.current_player() == hard_seat {
                    search(&game, &[tile], &mut rng, Duration::from_secs(60), depth).0
                } else {
                    greedy::choose(&game, &[tile], &mut rng)
                };
                table.play(choice.placement, choice.deploy).unwrap();
            }
            let scores = table.game().scores();
            if scores[hard_seat] > scores[1 - hard_seat] {
                wins += 1;
            }
        }
        // An even match wins 11 or more of 16 one time in ten.
        assert!(wins >= 11, "hard won {wins} of {games}");
    }

    /// The next seat's answer is the normal player's whole turn, a ransom
    /// paid first where it pays one: The Tower between normal players,
    /// every position answered as the turn is then played.
    #[test]
    fn the_answer_is_the_normal_players_whole_turn_ransom_and_all() {
        let rules = Rules {
            the_tower: true,
            ..Rules::default()
        };
        let mut ransoms = 0;
        for seed in 0..4 {
            let mut table = Table::new(vec!["A".into(), "B".into()], rules, seed);
            let mut turn = 0;
            while let Some(tile) = table.in_hand() {
                let game = table.game().clone();
                let answered = answer(&game, tile, &mut SmallRng::seed_from_u64(turn));
                let mut rng = SmallRng::seed_from_u64(turn);
                let choice = AiKind::Greedy.choose_turn(&game, tile, &mut rng, Duration::ZERO);
                ransoms += choice.act.is_some() as usize;
                choice.play(&mut table, moving_on::CHOOSER).unwrap();
                let played = table.game();
                let at = format!("seed {seed} turn {turn}");
                assert_eq!(answered.scores(), played.scores(), "{at}");
                assert_eq!(answered.prisoners(), played.prisoners(), "{at}");
                for p in 0..2 {
                    assert_eq!(answered.supply(p), played.supply(p), "{at}");
                }
                turn += 1;
            }
        }
        assert!(ransoms > 0, "no ransom was paid: the test shows nothing");
    }
}
