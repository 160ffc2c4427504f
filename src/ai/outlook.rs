//! What a position promises each player by the end of the game: points
//! already scored, what final scoring would pay now, and what the open
//! features, farms and followers in hand are likely to add while tiles
//! remain. The hard player judges the positions its search reaches with it.
//!
//! The weights are fitted, not guessed: `examples/fit_outlook.rs` plays
//! thousands of games, measures these features after every move and solves
//! for the weights that best predict each player's final margin.

use crate::rules::Figure;
use crate::rules::features::{MAX_PLAYERS, SegmentId};
use crate::rules::tileset::SegmentKind;
use crate::rules::{Game, ScoreKind, scoring};

/// What is measured of each player's position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Feature {
    /// Points scored so far.
    Scored,
    /// What final scoring would pay now for open roads,
    Road,
    /// open cities,
    City,
    /// monasteries and gardens,
    Cloister,
    /// and fields.
    Field,
    /// Followers in supply.
    Followers,
    /// Open cities' tiles and pennants, each city divided by 1 + half its
    /// open edges: what closing them would add, likelier for small gaps.
    CityPromise,
    /// Empty squares around the player's monasteries and gardens.
    CloisterGaps,
    /// Open cities bordering the player's fields, 3 points each if they close.
    FieldPromise,
    /// Farmers on the board (they never come back).
    Farmers,
    /// Followers in supply, at most as many as the player has turns left:
    /// the last followers can still claim something, the surplus cannot.
    UsableFollowers,
    /// Followers on open roads, cities and monasteries, each divided by 1 +
    /// half the feature's open edges or empty squares around: the likelier
    /// to come back for another use.
    Returning,
    /// The abbot still in supply (with The Abbot).
    Abbot,
    /// The large meeple still in supply (with Inns & Cathedrals), less
    /// in the player's last six turns.
    LargeMeeple,
    /// Open roads with an inn and cities with a cathedral: what closing
    /// them would pay (final scoring pays nothing for them), divided by
    /// 1 + half their open edges.
    InnOrCathedral,
    /// What the goods tokens held would score at the end now (with Traders
    /// & Builders).
    Goods,
    /// The builder on an open road or city: second tiles still to earn.
    Builder,
    /// The pig still in supply.
    Pig,
}

impl Feature {
    pub const ALL: [Feature; 18] = [
        Feature::Scored,
        Feature::Road,
        Feature::City,
        Feature::Cloister,
        Feature::Field,
        Feature::Followers,
        Feature::CityPromise,
        Feature::CloisterGaps,
        Feature::FieldPromise,
        Feature::Farmers,
        Feature::UsableFollowers,
        Feature::Returning,
        Feature::Abbot,
        Feature::LargeMeeple,
        Feature::InnOrCathedral,
        Feature::Goods,
        Feature::Builder,
        Feature::Pig,
    ];
}

/// Each feature once as measured and once multiplied by the share of tiles
/// still to come: an open city or a follower in hand is worth more early.
pub const MEASURES: usize = 2 * Feature::ALL.len();

/// The measures of one player's position.
pub type Measures = [f32; MEASURES];

/// What the share of tiles to come is counted out of: the base game's 71
/// tiles after the start, and Traders & Builders' 24 more, so that its
/// longer games span the same 0 to 1 their weights were fitted on. (The
/// River's and Inns & Cathedrals' weights were fitted out of 71, a little
/// over 1 at their start, and are kept so.)
pub fn tile_scale(game: &Game) -> f32 {
    if game.rules().traders_builders {
        95.0
    } else {
        71.0
    }
}

/// How much use a large meeple in hand still has: whole until the
/// player's last six turns, then less each turn, as kept to the end it is
/// wasted. (The normal player values it by this too.)
pub fn large_meeple_use_left(game: &Game) -> f32 {
    let turns_left = game.tiles_left() as f32 / game.players() as f32;
    (turns_left / 6.0).min(1.0)
}

/// Measures every player's position (players beyond the game's are zero).
pub fn measure(game: &Game) -> [Measures; MAX_PLAYERS] {
    let mut m = [[0.0f32; MEASURES]; MAX_PLAYERS];
    let players = game.players();
    let add = |m: &mut [Measures; MAX_PLAYERS], owners: u8, feature: Feature, value: f32| {
        for (p, row) in m.iter_mut().enumerate().take(players) {
            if owners & (1 << p) != 0 {
                row[feature as usize] += value;
            }
        }
    };
    for (p, row) in m.iter_mut().enumerate().take(players) {
        row[Feature::Scored as usize] = game.score(p) as f32;
        row[Feature::Followers as usize] = game.supply(p) as f32;
        // The sets' figures in supply (none when their set is not in play).
        row[Feature::Abbot as usize] = game.in_supply(p, Figure::Abbot) as f32;
        if game.large_meeple_home(p) {
            row[Feature::LargeMeeple as usize] = large_meeple_use_left(game);
        }
        row[Feature::Pig as usize] = game.in_supply(p, Figure::Pig) as f32;
        row[Feature::UsableFollowers as usize] =
            (game.supply(p) as f32).min(game.tiles_left() as f32 / players as f32);
    }
    if !game.is_over() {
        for award in scoring::final_awards(game) {
            let feature = match award.kind {
                ScoreKind::Road => Feature::Road,
                ScoreKind::City => Feature::City,
                ScoreKind::Monastery | ScoreKind::Garden => Feature::Cloister,
                ScoreKind::Field => Feature::Field,
                ScoreKind::Goods => Feature::Goods,
            };
            add(&mut m, award.players, feature, award.points as f32);
        }
    }
    let features = game.features();
    let mut seen: Vec<SegmentId> = Vec::new();
    let mut fields: Vec<SegmentId> = Vec::new();
    for meeple in game.meeples() {
        let placed = game.board().tiles()[meeple.tile as usize];
        let root = features.root(placed.first_segment + meeple.segment as SegmentId);
        let node = features.node(root);
        // The builder and the pig own nothing: the follower or farmer
        // beside them does.
        match meeple.figure {
            // It goes home when its feature is completed: it stands on an
            // open one.
            Figure::Builder => {
                add(&mut m, 1 << meeple.player, Feature::Builder, 1.0);
                continue;
            }
            Figure::Pig => continue,
            _ => {}
        }
        // What the feature promises its owners counts once, however many
        // meeples stand on it; what a meeple may earn back counts for each.
        let first_on_feature = !seen.contains(&root);
        if first_on_feature {
            seen.push(root);
        }
        let mine = 1 << meeple.player;
        match node.kind {
            SegmentKind::Field => {
                add(&mut m, mine, Feature::Farmers, 1.0);
                if first_on_feature {
                    fields.push(root);
                }
            }
            SegmentKind::Road | SegmentKind::City if node.open > 0 => {
                let closing = 1.0 + 0.5 * node.open as f32;
                add(&mut m, mine, Feature::Returning, 1.0 / closing);
                if first_on_feature && node.inn_or_cathedral() {
                    let paid = scoring::points(game.sets(), node, true);
                    add(
                        &mut m,
                        node.majority(),
                        Feature::InnOrCathedral,
                        paid as f32 / closing,
                    );
                } else if first_on_feature && node.kind == SegmentKind::City {
                    let gain = (node.tiles as f32 + node.pennants as f32) / closing;
                    add(&mut m, node.majority(), Feature::CityPromise, gain);
                }
            }
            SegmentKind::Monastery | SegmentKind::Garden if !node.completed => {
                let gaps = 8 - game.board().neighbours_around(placed.pos);
                add(
                    &mut m,
                    mine,
                    Feature::Returning,
                    1.0 / (1.0 + 0.5 * gaps as f32),
                );
                if first_on_feature {
                    add(&mut m, node.majority(), Feature::CloisterGaps, gaps as f32);
                }
            }
            _ => {}
        }
    }
    if game.rules().farmers && !fields.is_empty() {
        for (field, city) in scoring::cities_bordering(game, &fields) {
            if features.node(city).open > 0 {
                add(
                    &mut m,
                    features.node(field).majority(),
                    Feature::FieldPromise,
                    3.0,
                );
            }
        }
    }
    let to_come = game.tiles_left() as f32 / tile_scale(game);
    for row in m.iter_mut().take(players) {
        for f in 0..Feature::ALL.len() {
            row[Feature::ALL.len() + f] = row[f] * to_come;
        }
    }
    m
}

/// How the measures add up to points at the end of the game, fitted by
/// `examples/fit_outlook.rs` on 6000 greedy games with farmers, half of
/// them with The River, half with The Abbot (458,259 positions). On 1500
/// other games they explain 43.4% of the variance of the final margin, the
/// score as if the game ended with 2 points a follower 39.9%; the rest is
/// the tiles still to come. Choosing moves by them alone (the `outlook` AI,
/// one move ahead) beats the greedy player in 879 of 1000 base games and
/// 268 of 400 with The Abbot (fitted on base games only: 836 and 230).
///
/// What they say: early on an open city's promise is worth two and a half
/// times its tiles, a follower in hand or one likely to come back about
/// two points, the abbot in hand as much, and a farmer costs almost three
/// more (a greedy rival joins any field worth having); near the end a
/// follower that can still be placed is worth almost five, one that
/// cannot next to nothing.
///
/// The measures of Inns & Cathedrals and Traders & Builders are zero in
/// these games: games with those sets have weights of their own.
pub const WEIGHTS: Measures = [
    1.032,  // Scored now
    1.043,  // Road now
    0.991,  // City now
    0.978,  // Cloister now
    0.997,  // Field now
    0.191,  // Followers now
    0.095,  // CityPromise now
    0.064,  // CloisterGaps now
    0.046,  // FieldPromise now
    0.056,  // Farmers now
    4.561,  // UsableFollowers now
    0.293,  // Returning now
    0.886,  // Abbot now
    0.0,    // LargeMeeple now
    0.0,    // InnOrCathedral now
    0.0,    // Goods now
    0.0,    // Builder now
    0.0,    // Pig now
    0.013,  // Scored × tiles to come
    -0.274, // Road × tiles to come
    -0.971, // City × tiles to come
    -0.193, // Cloister × tiles to come
    -0.582, // Field × tiles to come
    -1.461, // Followers × tiles to come
    2.559,  // CityPromise × tiles to come
    0.241,  // CloisterGaps × tiles to come
    0.404,  // FieldPromise × tiles to come
    -2.741, // Farmers × tiles to come
    -1.337, // UsableFollowers × tiles to come
    1.759,  // Returning × tiles to come
    1.049,  // Abbot × tiles to come
    0.0,    // LargeMeeple × tiles to come
    0.0,    // InnOrCathedral × tiles to come
    0.0,    // Goods × tiles to come
    0.0,    // Builder × tiles to come
    0.0,    // Pig × tiles to come
];

/// Weights for games with Inns & Cathedrals, every one fitted on 3000
/// greedy games with the set (`fit_outlook 3000 --set inns-cathedrals`;
/// 43.2% of the final margin's variance explained on 750 others, the
/// greedy evaluation 40.0%). With them the hard player won 88 of 100
/// games against the normal one (100 ms a move); with the base weights
/// and only the set's two measures fitted, 79. A large meeple in hand is
/// worth thirteen to fourteen points until the player's last six turns;
/// an open inn road or cathedral city little beyond the nothing final
/// scoring gives it.
pub const WEIGHTS_INNS_CATHEDRALS: Measures = [
    1.006,  // Scored now
    0.799,  // Road now
    1.158,  // City now
    0.717,  // Cloister now
    0.960,  // Field now
    3.727,  // Followers now
    -0.184, // CityPromise now
    0.749,  // CloisterGaps now
    0.059,  // FieldPromise now
    3.439,  // Farmers now
    6.301,  // UsableFollowers now
    6.771,  // Returning now
    5.135,  // Abbot now
    14.546, // LargeMeeple now
    0.115,  // InnOrCathedral now
    0.0,    // Goods now
    0.0,    // Builder now
    0.0,    // Pig now
    0.180,  // Scored × tiles to come
    0.446,  // Road × tiles to come
    0.132,  // City × tiles to come
    0.051,  // Cloister × tiles to come
    -0.223, // Field × tiles to come
    1.370,  // Followers × tiles to come
    0.441,  // CityPromise × tiles to come
    0.752,  // CloisterGaps × tiles to come
    0.266,  // FieldPromise × tiles to come
    4.090,  // Farmers × tiles to come
    1.438,  // UsableFollowers × tiles to come
    12.293, // Returning × tiles to come
    6.547,  // Abbot × tiles to come
    -1.801, // LargeMeeple × tiles to come
    0.343,  // InnOrCathedral × tiles to come
    0.0,    // Goods × tiles to come
    0.0,    // Builder × tiles to come
    0.0,    // Pig × tiles to come
];

/// Weights for games with Traders & Builders, fitted on 3000 greedy games
/// with the set (`fit_outlook 3000 --set traders-builders`; 40.9% of the
/// final margin's variance explained on 750 others, the greedy evaluation
/// 35.1%), the tiles to come counted out of 95 (`tile_scale`). With them
/// the hard player won 92 of 100 games against the normal one (100 ms a
/// move). Goods held count about as the 10 points the most of a kind
/// brings at the end, less while many tiles are to come.
pub const WEIGHTS_TRADERS_BUILDERS: Measures = [
    1.066,  // Scored now
    0.881,  // Road now
    0.898,  // City now
    0.999,  // Cloister now
    1.061,  // Field now
    0.850,  // Followers now
    0.336,  // CityPromise now
    -0.014, // CloisterGaps now
    -0.014, // FieldPromise now
    0.668,  // Farmers now
    5.954,  // UsableFollowers now
    1.461,  // Returning now
    0.311,  // Abbot now
    0.000,  // LargeMeeple now
    0.000,  // InnOrCathedral now
    0.970,  // Goods now
    2.170,  // Builder now
    0.347,  // Pig now
    -0.139, // Scored × tiles to come
    -0.043, // Road × tiles to come
    0.834,  // City × tiles to come
    -0.362, // Cloister × tiles to come
    -0.492, // Field × tiles to come
    -2.820, // Followers × tiles to come
    -0.096, // CityPromise × tiles to come
    0.194,  // CloisterGaps × tiles to come
    0.533,  // FieldPromise × tiles to come
    -7.846, // Farmers × tiles to come
    -2.741, // UsableFollowers × tiles to come
    -0.472, // Returning × tiles to come
    1.344,  // Abbot × tiles to come
    0.000,  // LargeMeeple × tiles to come
    0.000,  // InnOrCathedral × tiles to come
    -0.756, // Goods × tiles to come
    -2.042, // Builder × tiles to come
    -0.657, // Pig × tiles to come
];

/// Weights for games with both Inns & Cathedrals and Traders & Builders,
/// fitted on 3000 greedy games with both (`fit_outlook 3000 --set
/// inns-cathedrals --set traders-builders`; 38.3% of the final margin's
/// variance explained on 750 others, the greedy evaluation 35.0%), the
/// tiles to come counted out of 95. Fitted out of 71 (the share of tiles
/// to come reaching 1.6 at the start), the hard player won 72 of 100 games
/// against normal; the Inns & Cathedrals weights with the three measures
/// of Traders & Builders, 77; out of 95, 85. (Large in-hand weights, such
/// as the pig's, stand for what keeping a figure says of the game more
/// than for its worth.)
pub const WEIGHTS_BOTH_SETS: Measures = [
    1.036,   // Scored now
    1.127,   // Road now
    0.884,   // City now
    0.673,   // Cloister now
    1.011,   // Field now
    4.290,   // Followers now
    0.237,   // CityPromise now
    0.539,   // CloisterGaps now
    0.016,   // FieldPromise now
    4.250,   // Farmers now
    8.944,   // UsableFollowers now
    8.018,   // Returning now
    4.939,   // Abbot now
    15.185,  // LargeMeeple now
    0.068,   // InnOrCathedral now
    0.945,   // Goods now
    1.238,   // Builder now
    10.184,  // Pig now
    0.183,   // Scored × tiles to come
    -0.220,  // Road × tiles to come
    0.905,   // City × tiles to come
    0.448,   // Cloister × tiles to come
    -0.192,  // Field × tiles to come
    -3.061,  // Followers × tiles to come
    0.385,   // CityPromise × tiles to come
    0.489,   // CloisterGaps × tiles to come
    0.626,   // FieldPromise × tiles to come
    -6.321,  // Farmers × tiles to come
    -2.974,  // UsableFollowers × tiles to come
    1.854,   // Returning × tiles to come
    3.828,   // Abbot × tiles to come
    -6.735,  // LargeMeeple × tiles to come
    1.556,   // InnOrCathedral × tiles to come
    -0.603,  // Goods × tiles to come
    -0.668,  // Builder × tiles to come
    -11.814, // Pig × tiles to come
];

/// The weights for the rules the game is played with.
pub fn weights(game: &Game) -> &'static Measures {
    let rules = game.rules();
    match (rules.inns_cathedrals, rules.traders_builders) {
        (true, true) => &WEIGHTS_BOTH_SETS,
        (false, true) => &WEIGHTS_TRADERS_BUILDERS,
        (true, false) => &WEIGHTS_INNS_CATHEDRALS,
        (false, false) => &WEIGHTS,
    }
}

/// What each player's position is worth, in expected final points.
pub fn worth(game: &Game, weights: &Measures) -> [f32; MAX_PLAYERS] {
    let measures = measure(game);
    let mut worth = [0.0f32; MAX_PLAYERS];
    for (w, row) in worth.iter_mut().zip(&measures).take(game.players()) {
        *w = row.iter().zip(weights).map(|(m, k)| m * k).sum();
    }
    worth
}

/// The expected final margin of `me` over the best rival.
pub fn margin(game: &Game, me: usize, weights: &Measures) -> f32 {
    let worth = worth(game, weights);
    let rival = (0..game.players())
        .filter(|&p| p != me)
        .map(|p| worth[p])
        .fold(f32::MIN, f32::max);
    worth[me] - rival
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::mcts::candidate_moves;
    use crate::rules::{Rules, Table};

    fn start() -> Game {
        Table::new(vec!["A".into(), "B".into()], Rules::default(), 1)
            .game()
            .clone()
    }

    /// The position after the first move of tile D (city, road) next to
    /// the start tile whose measures for the first player pass `wanted`.
    fn after_d_where(wanted: impl Fn(&Measures) -> bool) -> Option<Game> {
        let game = start();
        let d = crate::rules::catalog().by_id("D").unwrap();
        candidate_moves(&game, d).into_iter().find_map(|m| {
            let mut g = game.clone();
            g.place_unchecked(d, m.placement);
            g.deploy_unchecked(m.deploy);
            wanted(&measure(&g)[0]).then_some(g)
        })
    }

    #[test]
    fn at_the_start_only_followers_are_measured() {
        let game = start();
        let m = measure(&game);
        for row in &m[..2] {
            for f in Feature::ALL {
                let expected = match f {
                    Feature::Followers | Feature::UsableFollowers => 7.0,
                    _ => 0.0,
                };
                assert_eq!(row[f as usize], expected, "{f:?}");
            }
        }
        assert_eq!(m[2], [0.0; MEASURES], "no third player");
        assert_eq!(margin(&game, 0, &WEIGHTS), 0.0);
    }

    #[test]
    fn an_open_city_with_a_follower_promises_points_to_its_owner_only() {
        let on_city = after_d_where(|m| m[Feature::City as usize] > 0.0)
            .expect("some move puts a follower in an open city");
        let m = measure(&on_city);
        let promise = m[0][Feature::CityPromise as usize];
        assert!(promise > 0.0 && promise <= 1.0, "{promise}");
        assert_eq!(m[0][Feature::Followers as usize], 6.0);
        let returning = m[0][Feature::Returning as usize];
        assert!(returning > 0.0 && returning < 1.0, "{returning}");
        assert_eq!(m[1][Feature::CityPromise as usize], 0.0);
        assert_eq!(m[1][Feature::City as usize], 0.0);
        // The time-scaled copy is the measure times the share of tiles left.
        let share = on_city.tiles_left() as f32 / 71.0;
        let scaled = m[0][Feature::ALL.len() + Feature::CityPromise as usize];
        assert!((scaled - promise * share).abs() < 1e-6);
        // Two players: one's margin is the other's loss.
        let a = margin(&on_city, 0, &WEIGHTS);
        assert!(a > 0.0, "the follower's city is worth having: {a}");
        assert!((a + margin(&on_city, 1, &WEIGHTS)).abs() < 1e-4);
    }

    #[test]
    fn a_farmer_is_counted_and_its_field_promises_the_open_cities_it_borders() {
        let farmer = after_d_where(|m| {
            m[Feature::Farmers as usize] == 1.0 && m[Feature::FieldPromise as usize] > 0.0
        })
        .expect("some move puts a farmer in a field by an open city");
        let m = measure(&farmer)[0];
        assert_eq!(m[Feature::FieldPromise as usize] % 3.0, 0.0);
        assert_eq!(m[Feature::Field as usize], 0.0, "no city is complete yet");
        assert_eq!(m[Feature::Followers as usize], 6.0);
    }
}
