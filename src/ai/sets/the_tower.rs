//! The Tower: floors in hand, prisoners held and followers a rival's next
//! floor could capture count in a position's worth; a capture takes the
//! follower whose loss leaves the position best for the captor (or
//! nobody, when none helps); a ransom is paid when the player has no
//! follower at home, or one, and the game has long to run.

use super::part::{FOLLOWER_IN_HAND, Rows, SetOutlook, Weight, weight};
use crate::rules::features::MAX_PLAYERS;
use crate::rules::phase::Pick;
use crate::rules::set_names::SetAction;
use crate::rules::sets::the_tower::{Action, CAPTURE, Tower};
use crate::rules::{Award, Figure, Game, Pos, SetId, scoring};

/// A floor still in hand: a capture it may make later, a little less
/// than half a follower at home.
const FLOOR_IN_HAND: f32 = 0.5;
/// A prisoner held: 3 points when its owner buys it back, and the owner
/// one follower short meanwhile.
const PRISONER_HELD: f32 = 1.5;
/// With the set alone and no farmers, a floor in hand is worth more to
/// the hard player, whose look-ahead sees the captures it may make: a
/// floor kept waits for a better one (1.0 now and 1.5 times the tiles to
/// come in all). It was measured with farmers, where it played better
/// until `FITTED_BY_PLAY_OUTS` took its place; without farmers it is kept
/// untried rather than those weights, fitted with farmers. Beside other
/// sets it is left out: no gain there (docs/notes/ai-set-parts.md).
const FLOOR_IN_HAND_ALONE_NOW: f32 = 0.5;
const FLOOR_IN_HAND_ALONE_LATER: f32 = 1.0;
/// A follower a rival's next floor could capture (on the square of an open
/// tower, or in line with it, at most its height plus one away): a ransom
/// of 3 points or a follower lost, as likely as the rival builds there,
/// early on more than late, when fewer turns are left to build.
const IN_REACH_NOW: f32 = -0.5;
const IN_REACH_LATER: f32 = -1.5;

/// With the set alone and farmers, shifts of the core's weights and the
/// set's own fitted on how the hard player's candidate moves turn out
/// when played to the end (`examples/fit_by_play_out/`): between the
/// candidates of one position its luck and the players' styles cancel
/// out, which a fit on whole games read as value. An early farmer no
/// longer costs 2.7 points times the tiles to come; floors in hand,
/// prisoners and followers likely to come back are worth more. The games
/// it won against normal are in docs/notes/ai-set-parts.md.
const FITTED_BY_PLAY_OUTS: &[Weight] = &[
    weight("Scored", -0.104, -0.148),
    weight("Road", -0.196, -0.032),
    weight("City", -0.149, -0.290),
    weight("Cloister", -0.223, -0.211),
    weight("Field", -0.233, -0.051),
    weight("Followers", -0.158, -0.357),
    weight("CityPromise", -0.105, -0.375),
    weight("CloisterGaps", -0.015, -0.134),
    weight("FieldPromise", -0.044, -0.038),
    weight("Farmers", 0.712, 2.947),
    weight("UsableFollowers", -0.217, -0.363),
    weight("Returning", 0.594, 0.976),
    weight("Floors in hand", 2.035, 2.567),
    weight("Prisoners held", 0.744, 2.338),
    weight("Followers in reach", -1.353, 0.472),
];

pub const OUTLOOK: SetOutlook = SetOutlook {
    measures: &["Floors in hand", "Prisoners held", "Followers in reach"],
    measure,
    // Set by judgement, not fitted yet: as the normal player counts them.
    weights: &[
        weight("Floors in hand", FLOOR_IN_HAND, FLOOR_IN_HAND),
        weight("Prisoners held", PRISONER_HELD, PRISONER_HELD),
        weight("Followers in reach", IN_REACH_NOW, IN_REACH_LATER),
    ],
    alone: FITTED_BY_PLAY_OUTS,
    alone_without_farmers: Some(&[weight(
        "Floors in hand",
        FLOOR_IN_HAND_ALONE_NOW,
        FLOOR_IN_HAND_ALONE_LATER,
    )]),
    greedy_worth,
    choices: &[(CAPTURE, capture)],
    act: ransom,
    // Its 18 tiles, so the share of tiles to come spans 0 to 1 as the
    // base game's weights were fitted on (out of 71 it began at 1.25).
    tiles_counted: 18.0,
    ..SetOutlook::of(SetId::TheTower)
};

fn held_by(game: &Game, jailer: usize) -> usize {
    (game.prisoners().iter())
        .filter(|x| x.jailer as usize == jailer)
        .count()
}

fn measure(game: &Game, _: &[Award], rows: &mut Rows, first: usize) {
    let in_reach = in_reach_of_a_floor(game);
    for (p, &reached) in in_reach.iter().enumerate().take(game.players()) {
        rows.set(p, first, game.floors_left(p) as f32);
        rows.set(p, first + 1, held_by(game, p) as f32);
        rows.set(p, first + 2, reached as f32);
    }
}

/// Each player's followers that a rival's next floor could capture: on
/// the squares an open tower one floor higher would reach (`Tower::reach`),
/// while a rival has a floor left.
fn in_reach_of_a_floor(game: &Game) -> [u8; MAX_PLAYERS] {
    let mut count = [0; MAX_PLAYERS];
    let reached: Vec<Pos> = (game.towers().iter())
        .filter(|t| t.open())
        .flat_map(|&t| {
            let higher = Tower {
                height: t.height + 1,
                ..t
            };
            higher.reach(game)
        })
        .collect();
    if reached.is_empty() {
        return count;
    }
    let players = game.players();
    let rival_builds = |p: usize| (0..players).any(|q| q != p && game.floors_left(q) > 0);
    let tiles = game.board().tiles();
    for m in game.meeples().iter().filter(|m| m.figure.weight() > 0) {
        let p = m.player as usize;
        if reached.contains(&tiles[m.tile as usize].pos) && rival_builds(p) {
            count[p] += 1;
        }
    }
    count
}

fn greedy_worth(game: &Game, player: usize, worth: &mut f32) {
    *worth += FLOOR_IN_HAND * game.floors_left(player) as f32
        + PRISONER_HELD * held_by(game, player) as f32;
}

/// The seat's standing less the best rival's, as the normal player counts
/// a standing (final score now, followers in hand, and this set's worth):
/// with the set alone the normal player's own judgement (`greedy::evaluate`,
/// which this part may not call: the normal player calls the parts).
fn margin(game: &Game, seat: usize) -> f32 {
    let ended = scoring::final_scores(game);
    let standing = |p: usize| {
        let mut worth = ended[p] as f32 + FOLLOWER_IN_HAND * game.supply(p) as f32;
        greedy_worth(game, p, &mut worth);
        worth
    };
    let rivals = (0..game.players()).filter(|&p| p != seat);
    standing(seat) - rivals.map(standing).fold(f32::MIN, f32::max)
}

/// The capture that leaves the captor's position best as the normal player
/// judges it; nobody (offered first) unless one is better.
fn capture(game: &Game, seat: usize, options: &[Pick]) -> Pick {
    let mut best = (f32::MIN, options[0]);
    for &pick in options {
        let mut after = game.clone();
        if after.decide(pick).is_err() {
            continue;
        }
        let worth = margin(&after, seat);
        if worth > best.0 {
            best = (worth, pick);
        }
    }
    best.1
}

/// Tiles left below which a follower bought back has little to score.
const LATE: usize = 12;

/// A ransom when the player has no follower at home (or one, early on),
/// the large meeple first.
fn ransom(game: &Game, seat: usize, offered: &[SetAction]) -> Option<SetAction> {
    let at_home = game.in_supply(seat, Figure::Follower) + game.in_supply(seat, Figure::Large);
    let left = game.tiles_left();
    let wanted = at_home == 0 && left >= LATE || at_home == 1 && left >= 3 * LATE;
    if !wanted {
        return None;
    }
    let ransoms =
        || (offered.iter()).filter(|&&a| matches!(Action::of(a), Some(Action::Ransom { .. })));
    let large = ransoms().find(|&&a| {
        matches!(
            Action::of(a),
            Some(Action::Ransom {
                figure: Figure::Large,
                ..
            })
        )
    });
    large.or(ransoms().next()).copied()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::GameRecord;

    /// The board of `tests/integration/the_tower.rs`: Red's thief on the
    /// road at (2, 0), Black's knight on the foundation's tile at (2, -1),
    /// and `more` turns after.
    fn board(more: &str) -> Game {
        let text = format!(
            r#"GameRecord(version: 1, players: ["Black", "Red"], seed: None,
               rules: Rules(farmers: true, the_tower: true),
               start: Start(tile: "D", rot: 0), turns: [
               Place(tile: "U", x: 1, y: 0, rot: 1, meeple: None),
               Place(tile: "U", x: 2, y: 0, rot: 1, meeple: Some(Follower("E"))),
               Place(tile: "OA", x: 2, y: -1, rot: 2, meeple: Some(Follower("S"))),
               {more}])"#
        );
        GameRecord::from_ron(&text).unwrap().replay().unwrap()
    }

    /// A bare foundation's first floor reaches its own square and one
    /// each way: the knight on it and the thief a square north. Once it
    /// is one high (Red's floor took the knight), the next floor reaches
    /// two squares: the thief still, and no follower of Black's is left.
    #[test]
    fn followers_a_rivals_next_floor_could_capture_are_counted() {
        let game = board(r#"Place(tile: "U", x: 3, y: 0, rot: 1, meeple: None)"#);
        assert_eq!(in_reach_of_a_floor(&game)[..2], [1, 1]);
        let game = board(
            r#"Place(tile: "U", x: 3, y: 0, rot: 1, meeple: Some(Floor(x: 2, y: -1)),
               chose: [Spot(phase: "capture", x: 2, y: -1, place: "S")])"#,
        );
        assert_eq!(game.towers()[0].height, 1);
        assert_eq!(in_reach_of_a_floor(&game)[..2], [0, 1]);
    }

    /// A floor in hand is worth 2.535 now and 3.067 times the tiles to
    /// come to the hard player with the set alone and farmers (the
    /// play-outs' fit, which moves the core's weights too), 1.0 and 1.5
    /// without farmers (where the core's weights stay as they are), and
    /// beside another set 0.5 and 0.5, as the normal player counts it.
    #[test]
    fn a_floor_in_hand_is_worth_more_only_with_the_set_alone() {
        use crate::ai::outlook::{MEASURES, WEIGHTS, WEIGHTS_WITHOUT_FARMERS, weights};
        use crate::ai::sets::composed_weight;
        let composed = |other| composed_weight(SetId::TheTower, other, "Floors in hand");
        let played = |farmers| {
            let mut rules = crate::rules::Rules {
                farmers,
                ..Default::default()
            };
            SetId::TheTower.set_in_play(&mut rules, true);
            let table = crate::rules::Table::new(vec!["A".into(), "B".into()], rules, 1);
            *weights(table.game())
        };
        let names = crate::ai::outlook::measure_names();
        let floors = names.iter().position(|n| n == "Floors in hand").unwrap();
        let later = MEASURES / 2;
        let (with, without) = (played(true), played(false));
        let near = |a: f32, b: f32| (a - b).abs() < 1e-5;
        assert!(near(with[floors], 2.535), "{}", with[floors]);
        assert!(
            near(with[later + floors], 3.067),
            "{}",
            with[later + floors]
        );
        assert!(
            near(with[0], WEIGHTS[0] - 0.104),
            "points scored: {}",
            with[0]
        );
        assert_eq!((without[floors], without[later + floors]), (1.0, 1.5));
        assert_eq!(without[0], WEIGHTS_WITHOUT_FARMERS[0], "no fitted shift");
        assert_eq!(composed(None), (with[floors], with[later + floors]));
        assert_eq!(composed(Some(SetId::Abbot)), (FLOOR_IN_HAND, FLOOR_IN_HAND));
    }
}
