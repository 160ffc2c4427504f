//! What a position promises each player by the end of the game: points
//! already scored, what final scoring would pay now, and what the open
//! features, farms and followers in hand are likely to add while tiles
//! remain. The hard player judges the positions its search reaches with it.
//!
//! The weights are fitted, not guessed: `examples/fit_outlook.rs` plays
//! thousands of games, measures these features after every move and solves
//! for the weights that best predict each player's final margin.

use std::sync::OnceLock;

use super::sets::{self, CORE};
use crate::rules::features::{MAX_PLAYERS, SegmentId};
use crate::rules::set_names::SetsInPlay;
use crate::rules::tileset::SegmentKind;
use crate::rules::{Game, ScoreKind, scoring};

pub use super::sets::{MEASURES, Measures};

/// What the core measures of each player's position; each set in play
/// adds its own (`sets::OUTLOOKS`).
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
}

impl Feature {
    pub const ALL: [Feature; CORE] = [
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
    ];
}

/// Every measure's name in a row's order, the core's then the sets'
/// (without the second half, the same times the tiles to come).
pub fn measure_names() -> Vec<String> {
    Feature::ALL
        .iter()
        .map(|f| format!("{f:?}"))
        .chain(
            sets::OUTLOOKS
                .iter()
                .flat_map(|o| o.measures.iter().map(|m| m.to_string())),
        )
        .collect()
}

/// What the share of tiles to come is counted out of: the base game's 71
/// tiles after the start, and the tiles some sets add (so that longer
/// games span the same 0 to 1 their weights were fitted on).
pub fn tile_scale(game: &Game) -> f32 {
    71.0 + sets::tiles_counted(game.sets())
}

/// Measures every player's position (players beyond the game's are zero).
pub fn measure(game: &Game) -> [Measures; MAX_PLAYERS] {
    let mut m = [[0.0f32; MEASURES]; MAX_PLAYERS];
    let players = game.players();
    let add = |m: &mut [Measures; MAX_PLAYERS], owners: u8, feature: Feature, value: f32| {
        sets::add(m, players, owners, feature as usize, value)
    };
    for (p, row) in m.iter_mut().enumerate().take(players) {
        row[Feature::Scored as usize] = game.score(p) as f32;
        row[Feature::Followers as usize] = game.supply(p) as f32;
        row[Feature::UsableFollowers as usize] =
            (game.supply(p) as f32).min(game.tiles_left() as f32 / players as f32);
    }
    let awards = if game.is_over() {
        Vec::new()
    } else {
        scoring::final_awards(game)
    };
    for award in &awards {
        let feature = match award.kind {
            ScoreKind::Road => Feature::Road,
            ScoreKind::City => Feature::City,
            ScoreKind::Monastery | ScoreKind::Garden => Feature::Cloister,
            ScoreKind::Field => Feature::Field,
            // What a set scores at the end is the set's to measure.
            _ => continue,
        };
        add(&mut m, award.players, feature, award.points as f32);
    }
    let sets_in_play = game.sets();
    let features = game.features();
    let mut seen: Vec<SegmentId> = Vec::new();
    let mut fields: Vec<SegmentId> = Vec::new();
    for meeple in game.meeples() {
        // A figure that counts for nothing in a majority owns nothing:
        // the follower or farmer beside it does.
        if meeple.figure.weight() == 0 {
            continue;
        }
        let placed = game.board().tiles()[meeple.tile as usize];
        let root = features.root(game.segment_id(meeple.tile as usize, meeple.segment));
        let node = features.node(root);
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
                if first_on_feature
                    && node.kind == SegmentKind::City
                    && !sets::claimed(sets_in_play, node)
                {
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
    for (set, first) in sets::in_play(sets_in_play) {
        (set.measure)(game, &awards, &mut sets::Rows::of(&mut m), first);
    }
    let to_come = game.tiles_left() as f32 / tile_scale(game);
    let half = MEASURES / 2;
    for row in m.iter_mut().take(players) {
        for f in 0..half {
            row[half + f] = row[f] * to_come;
        }
    }
    m
}

/// How the measures add up to points at the end of the game, fitted by
/// `examples/fit_outlook.rs` on 6000 greedy games with farmers, half of
/// them with one set, half with a second (458,259 positions). On 1500
/// other games they explain 43.4% of the variance of the final margin, the
/// score as if the game ended with 2 points a follower 39.9%; the rest is
/// the tiles still to come. Choosing moves by them alone (the `outlook` AI,
/// one move ahead) beats the greedy player in 879 of 1000 base games and
/// 268 of 400 with the second set (fitted on base games only: 836 and 230).
///
/// What they say: early on an open city's promise is worth two and a half
/// times its tiles, a follower in hand or one likely to come back about
/// two points, and a farmer costs almost three more (a greedy rival joins
/// any field worth having); near the end a follower that can still be
/// placed is worth almost five, one that cannot next to nothing.
///
/// The second set's weights were fitted with these and are kept with it
/// (`sets/abbot.rs`); other sets shift these for their games
/// (`SetOutlook::weights`, composed by `sets::compose`).
pub const WEIGHTS: [f32; 2 * CORE] = [
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
];

/// The core's weights for games without farmers, fitted as `WEIGHTS`
/// (`fit_outlook --no-farmers`, 6000 greedy games, 458,196 positions; on
/// 1500 others they explain 46.0% of the final margin's variance, the
/// weights with farmers 42.0%). The fields' measures are zero there, and
/// so are their weights. Without fields a follower has fewer uses: one in
/// hand early is worth about half a point, not two, and a follower likely
/// to come back no more than one already scored (`Returning` near zero).
pub const WEIGHTS_WITHOUT_FARMERS: [f32; 2 * CORE] = [
    1.009,  // Scored now
    1.022,  // Road now
    1.027,  // City now
    0.979,  // Cloister now
    0.0,    // Field now
    -0.382, // Followers now
    -0.013, // CityPromise now
    0.063,  // CloisterGaps now
    0.0,    // FieldPromise now
    0.0,    // Farmers now
    1.593,  // UsableFollowers now
    -0.376, // Returning now
    0.020,  // Scored × tiles to come
    -0.160, // Road × tiles to come
    -1.157, // City × tiles to come
    -0.084, // Cloister × tiles to come
    0.0,    // Field × tiles to come
    -1.117, // Followers × tiles to come
    3.115,  // CityPromise × tiles to come
    0.229,  // CloisterGaps × tiles to come
    0.0,    // FieldPromise × tiles to come
    0.0,    // Farmers × tiles to come
    0.458,  // UsableFollowers × tiles to come
    -0.026, // Returning × tiles to come
];

/// The core's weights for games with farmers or without.
pub fn core_weights(farmers: bool) -> &'static [f32; 2 * CORE] {
    if farmers {
        &WEIGHTS
    } else {
        &WEIGHTS_WITHOUT_FARMERS
    }
}

/// The weights for the rules a game is played with: the core's (with
/// farmers or without), shifted by each set in play, and each set's own
/// (worked out once for each combination of sets and the farmers rule).
pub fn weights(game: &Game) -> &'static Measures {
    static COMPOSED: OnceLock<[Vec<Measures>; 2]> = OnceLock::new();
    let composed = COMPOSED.get_or_init(|| {
        let names = measure_names();
        [false, true].map(|farmers| {
            SetsInPlay::every_combination()
                .map(|sets| sets::compose(sets, core_weights(farmers), farmers, &names))
                .collect()
        })
    });
    &composed[game.rules().farmers as usize][game.sets().index()]
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
    use crate::ai::moves::weigh;
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
        let mut found = None;
        weigh(
            &game,
            &[d],
            |_| 0.0,
            |_, _, g| {
                if found.is_none() && wanted(&measure(&g)[0]) {
                    found = Some(g);
                }
            },
        );
        found
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
        assert_eq!(margin(&game, 0, weights(&game)), 0.0);
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
        let scaled = m[0][MEASURES / 2 + Feature::CityPromise as usize];
        assert!((scaled - promise * share).abs() < 1e-6);
        // Two players: one's margin is the other's loss.
        let a = margin(&on_city, 0, weights(&on_city));
        assert!(a > 0.0, "the follower's city is worth having: {a}");
        assert!((a + margin(&on_city, 1, weights(&on_city))).abs() < 1e-4);
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
