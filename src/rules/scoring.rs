//! Scoring as the rulebook states it, in pure functions over a position:
//! each returns the awards due and changes nothing. `Game` applies them
//! (points, the feature marked scored, meeples home); the computer players
//! and the window read them to judge or show a position.
//!
//! - A completed road: 1 point a tile; a completed city: 2 a tile and 2 a
//!   pennant; a surrounded monastery or garden: 9.
//! - At the end: an open road 1 a tile, an open city 1 a tile and 1 a
//!   pennant, a monastery or garden 1 plus 1 a neighbouring tile, a field 3
//!   for each completed city it borders (a figure taken back scores the same).
//! - A set in play may change what a road or city is worth
//!   (`Expansion::feature_points`), what a field's cities are worth to some
//!   of its owners (`field_city_points`), and add awards at the end
//!   (`final_awards`).
//! - Points go to every player with the most meeples on the feature.

use super::features::{MAX_PLAYERS, SegmentId};
use super::game::Game;
use super::geometry::opposite;
use super::set_names::Figure;
use super::tileset::{NONE, SegmentKind, catalog};
use super::types::{Award, ScoreKind, Scored, Stage};

/// A road: 1 a tile, complete or not.
pub fn road_points(tiles: u32) -> u32 {
    tiles
}

/// A city: 2 a tile and a pennant complete, 1 open at the end.
pub fn city_points(tiles: u32, pennants: u32, complete: bool) -> u32 {
    let per = if complete { 2 } else { 1 };
    per * (tiles + pennants)
}

/// What a road or city (its root) is worth, complete or open at the end:
/// as a set in play says (by marks it gives a segment), else as the base
/// game says; then as each set's pieces on it change it (`feature_worth`).
pub fn points(game: &Game, root: SegmentId, complete: bool) -> u32 {
    let sets = game.sets();
    let node = game.features().node(root);
    let points = match sets.iter().find_map(|s| s.feature_points(node, complete)) {
        Some(points) => points,
        None => match node.kind {
            SegmentKind::Road => road_points(node.tiles as u32),
            _ => city_points(node.tiles as u32, node.pennants as u32, complete),
        },
    };
    sets.iter()
        .fold(points, |points, set| set.feature_worth(game, root, points))
}

/// A monastery or garden with `neighbours` of its eight squares filled
/// (8 neighbours: complete, 9 points).
pub fn centre_points(neighbours: u32) -> u32 {
    1 + neighbours
}

/// A field's farmers: 3 for each completed city.
pub fn field_points(completed_cities: u32) -> u32 {
    3 * completed_cities
}

/// No tile completes more features than this: four roads, four cities and
/// nine monasteries or gardens around it.
const MOST_COMPLETED: usize = 17;

/// The awards of one tile, kept on the stack: scoring runs after every
/// move of every game the computer players imagine.
#[derive(Debug, Clone, Copy)]
pub struct Completions {
    awards: [Award; MOST_COMPLETED],
    len: usize,
}

impl Completions {
    fn new() -> Completions {
        let empty = Award {
            kind: ScoreKind::Road,
            points: 0,
            players: 0,
            what: Scored::Feature(0),
        };
        Completions {
            awards: [empty; MOST_COMPLETED],
            len: 0,
        }
    }

    fn push(&mut self, award: Award) {
        self.awards[self.len] = award;
        self.len += 1;
    }

    fn has(&self, feature: SegmentId) -> bool {
        self.iter().any(|a| a.what == Scored::Feature(feature))
    }

    pub fn iter(&self) -> impl Iterator<Item = &Award> {
        self.awards[..self.len].iter()
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

/// The roads and cities the tile at `tile` (index on the board) completed,
/// then the monasteries and gardens with a meeple that it surrounded, in
/// that order. A completed feature with no meeple is listed too, with no
/// players, so that it is marked scored and never scored again.
pub fn completed_by(game: &Game, tile: usize) -> Completions {
    let mut done = Completions::new();
    let placed = game.board().tiles()[tile];
    let features = game.features();
    let kind = catalog().get(placed.kind);
    // A tile's own roads and cities, read straight from its segments (this
    // runs at every placement of every game the computer players try);
    // a walled tile's are those of its neighbours that meet it.
    let own = (!kind.walls).then_some(kind.segments.iter().enumerate());
    let own = (own.into_iter().flatten())
        .filter(|(_, s)| matches!(s.kind, SegmentKind::Road | SegmentKind::City))
        .map(|(i, _)| placed.first_segment + i as SegmentId);
    let met = kind.walls.then(|| walled_ends(game, tile));
    for id in own.chain(met.into_iter().flatten()) {
        let root = features.root(id);
        if done.has(root) {
            continue;
        }
        if let Some(award) = closed_award(game, root) {
            done.push(award);
        }
    }
    if game.meeples_on_centres() == 0 {
        return done;
    }
    let centre = placed.pos;
    for pos in std::iter::once(centre).chain(centre.ring()) {
        let Some(t) = game.board().tile_at(pos) else {
            continue;
        };
        let Some(c) = catalog().get(t.kind).centre else {
            continue;
        };
        let id = t.first_segment + c as SegmentId;
        let node = features.node(id);
        if node.completed || node.meeple_count() == 0 || game.board().neighbours_around(pos) < 8 {
            continue;
        }
        done.push(Award {
            kind: ScoreKind::of(node.kind),
            points: centre_points(8),
            players: node.majority(),
            what: Scored::Feature(id),
        });
    }
    done
}

/// The roads and cities away from the turn's tile that its phases
/// completed (`Expansion::closed_elsewhere`: a link of a set's moved), not yet
/// scored: scored with the tile's own (`completed_by`), after them.
pub fn completed_elsewhere(game: &Game) -> Vec<Award> {
    let mut segments = Vec::new();
    for set in game.sets().iter() {
        set.closed_elsewhere(game, &mut segments);
    }
    let mut done: Vec<Award> = Vec::new();
    for id in segments {
        let root = game.features().root(id);
        if done.iter().all(|a| a.root() != root) {
            done.extend(closed_award(game, root));
        }
    }
    done
}

/// The award of the road or city with this root if it is closed and not
/// yet scored (one with no figure too, so that it is marked scored).
#[inline]
fn closed_award(game: &Game, root: SegmentId) -> Option<Award> {
    let node = game.features().node(root);
    (node.open == 0 && !node.completed).then(|| Award {
        kind: ScoreKind::of(node.kind),
        points: points(game, root, true),
        players: node.majority(),
        what: Scored::Feature(root),
    })
}

/// The roads and cities of a walled tile's neighbours that meet it: it
/// may complete them.
fn walled_ends(game: &Game, tile: usize) -> impl Iterator<Item = SegmentId> + '_ {
    let cat = catalog();
    let placed = game.board().tiles()[tile];
    (0..4u8).filter_map(move |e| {
        let n = game.board().tile_at(placed.pos.step(e))?;
        let seg = cat.get(n.kind).rotations[n.rot as usize].edge_segment[opposite(e) as usize];
        (seg != NONE).then(|| n.first_segment + seg as SegmentId)
    })
}

/// A figure taken back (`Deploy::Recall`): its owner scores its feature
/// as the end of the game would. `None` when no such figure is out.
pub fn recall(game: &Game, player: usize, figure: Figure) -> Option<Award> {
    let m = game
        .meeples()
        .iter()
        .find(|m| m.player as usize == player && m.figure == figure)?;
    let root = game
        .features()
        .root(game.segment_id(m.tile as usize, m.segment));
    Some(Award {
        kind: ScoreKind::of(game.features().node(root).kind),
        points: end_points(game, root, m.tile as usize),
        players: 1 << player,
        what: Scored::Feature(root),
    })
}

/// What an open road, city, monastery or garden (its root; a figure on it
/// stands on the tile at `tile`) scores at the end of the game; fields are
/// scored together (`final_awards`).
fn end_points(game: &Game, root: SegmentId, tile: usize) -> u32 {
    let node = game.features().node(root);
    match node.kind {
        SegmentKind::Road | SegmentKind::City => points(game, root, false),
        SegmentKind::Monastery | SegmentKind::Garden => centre_points(
            game.board()
                .neighbours_around(game.board().tiles()[tile].pos),
        ),
        SegmentKind::Field => 0,
    }
}

/// What final scoring would award now, in the order it awards it: the
/// open features with meeples in the order the meeples were put down,
/// then the fields, then the tokens sets count.
pub fn final_awards(game: &Game) -> Vec<Award> {
    let features = game.features();
    let mut awards: Vec<Award> = Vec::new();
    let mut fields: Vec<SegmentId> = Vec::new();
    for m in game.meeples() {
        let root = features.root(game.segment_id(m.tile as usize, m.segment));
        if awards.iter().any(|a| a.what == Scored::Feature(root)) || fields.contains(&root) {
            continue;
        }
        let node = features.node(root);
        if node.kind == SegmentKind::Field {
            fields.push(root);
            continue;
        }
        awards.push(Award {
            kind: ScoreKind::of(node.kind),
            points: end_points(game, root, m.tile as usize),
            players: node.majority(),
            what: Scored::Feature(root),
        });
    }
    if game.rules().farmers && !fields.is_empty() {
        let cities = cities_bordering(game, &fields);
        for &field in &fields {
            let completed = cities
                .iter()
                .filter(|&&(f, c)| f == field && features.node(c).open == 0)
                .count() as u32;
            awards.extend(field_awards(game, field, completed, field_points(1)));
        }
    }
    for set in game.sets().iter() {
        set.final_awards(game, &mut awards);
    }
    awards
}

/// What the farmers with the most weight in a field score for its
/// `completed` cities at `per_city` each (3 at the end): one award for
/// them, and one for the owners a set makes score more (its figure's owner,
/// `Expansion::field_city_points`, at what it adds to 3). None when
/// nobody owns the field.
pub fn field_awards(game: &Game, field: SegmentId, completed: u32, per_city: u32) -> Vec<Award> {
    let award = |players, per_city: u32| Award {
        kind: ScoreKind::Field,
        points: per_city * completed,
        players,
        what: Scored::Feature(field),
    };
    let mut awards = Vec::new();
    let mut owners = game.features().node(field).majority();
    for set in game.sets().iter() {
        if let Some((some, more)) = set.field_city_points(game, field, owners) {
            let more = more.saturating_sub(field_points(1));
            awards.push(award(some, per_city + more));
            owners &= !some;
        }
    }
    if owners != 0 {
        awards.push(award(owners, per_city));
    }
    awards
}

/// Final scoring's awards, each feature's followed by the sets' points
/// beside it (a neutral figure's), feature by feature as first scored.
pub fn end_awards(game: &Game) -> Vec<Award> {
    let mut awards = final_awards(game);
    if game.sets().is_empty() {
        return awards;
    }
    let mut scored: Vec<SegmentId> = Vec::new();
    for root in awards.iter().filter_map(|a| a.what.feature()) {
        if !scored.contains(&root) {
            scored.push(root);
        }
    }
    for root in scored {
        for set in game.sets().iter() {
            set.feature_scored(game, root, &mut awards);
        }
    }
    awards
}

/// Each player's score if the game ended now (or as it ended).
pub fn final_scores(game: &Game) -> [u32; MAX_PLAYERS] {
    debug_assert!(
        !matches!(game.stage(), Stage::Deploy(_)),
        "a placed tile's completed features are scored in its deploy step"
    );
    let mut scores = [0; MAX_PLAYERS];
    for (p, score) in scores.iter_mut().enumerate().take(game.players()) {
        *score = game.score(p);
    }
    if game.is_over() {
        return scores;
    }
    // A set gives points as others score (a robbery): played out on a copy.
    if game.sets().iter().any(|s| s.follows_points(game)) {
        let mut ended = game.clone();
        ended.score_now();
        for (p, score) in scores.iter_mut().enumerate().take(game.players()) {
            *score = ended.score(p);
        }
        return scores;
    }
    for award in end_awards(game) {
        for (p, score) in scores.iter_mut().enumerate() {
            if award.players & (1 << p) != 0 {
                *score += award.points;
            }
        }
    }
    scores
}

/// Distinct (field, city) pairs for the given field roots, completed
/// cities and open ones (their roots). One city counts for every field it
/// touches.
pub fn cities_bordering(game: &Game, fields: &[SegmentId]) -> Vec<(SegmentId, SegmentId)> {
    let features = game.features();
    // Borders are kept in the order of their field segments: each
    // member's are found by a search. Final scoring asks this of every
    // move the computer players weigh, and a walk of every border on the
    // board was a quarter of the hard player's time with every set.
    let borders = game.field_borders();
    let mut pairs: Vec<(SegmentId, SegmentId)> = Vec::new();
    for &field in fields {
        // A field touches a few cities along many borders: each city is
        // kept once as it comes, so that only the few are sorted.
        let first = pairs.len();
        for segment in features.members(field) {
            let from = borders.partition_point(|&(s, _)| s < segment);
            for &(_, city) in borders[from..].iter().take_while(|&&(s, _)| s == segment) {
                let city = features.root(city);
                if !pairs[first..].iter().any(|&(_, c)| c == city) {
                    pairs.push((field, city));
                }
            }
        }
    }
    pairs.sort_unstable();
    // Only a field given twice leaves a pair twice.
    pairs.dedup();
    pairs
}

/// A field as the farm view shows it: who owns it, the completed cities
/// it would score at the end and what that gives, and where on the board
/// it touches each of those cities.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Farm {
    /// The field's root segment.
    pub field: SegmentId,
    /// Bit mask of the seats with the most farmers on it (0: nobody's).
    pub owners: u8,
    /// The completed cities it borders (their roots), once each.
    pub cities: Vec<SegmentId>,
    /// What its owners would score at the end, as the cities stand.
    pub points: u32,
    /// What an owner whom a set makes score it differently (one with their
    /// set's figure in it) would score, if one is.
    pub pig_points: Option<u32>,
    /// The seats a set's piece in it makes score it at the end beside its
    /// farmers, and what they would score, if any.
    pub held: Option<(u8, u32)>,
    /// Where it touches those cities: the placed tile's index, the field's
    /// segment and the city's segment on that tile.
    pub borders: Vec<(usize, u8, u8)>,
}

/// Every field on the board, with what final scoring would give it now.
pub fn farms(game: &Game) -> Vec<Farm> {
    let cat = catalog();
    let features = game.features();
    let mut farms: Vec<Farm> = game
        .feature_roots()
        .into_iter()
        .filter(|&r| features.node(r).kind == SegmentKind::Field)
        .map(|field| Farm {
            field,
            owners: features.node(field).majority(),
            cities: Vec::new(),
            points: 0,
            pig_points: None,
            held: None,
            borders: Vec::new(),
        })
        .collect();
    for (index, placed) in game.board().tiles().iter().enumerate() {
        for (i, s) in cat.get(placed.kind).segments.iter().enumerate() {
            if s.cities == 0 {
                continue;
            }
            let field = features.root(placed.first_segment + i as SegmentId);
            let Ok(farm) = farms.binary_search_by_key(&field, |f| f.field) else {
                continue;
            };
            let farm = &mut farms[farm];
            for c in (0..16u8).filter(|c| s.cities & (1 << c) != 0) {
                let city = features.root(placed.first_segment + c as SegmentId);
                if features.node(city).open != 0 {
                    continue;
                }
                farm.borders.push((index, i as u8, c));
                if !farm.cities.contains(&city) {
                    farm.cities.push(city);
                }
            }
        }
    }
    for farm in &mut farms {
        let cities = farm.cities.len() as u32;
        farm.points = field_points(cities);
        farm.pig_points = game
            .sets()
            .iter()
            .find_map(|s| s.field_city_points(game, farm.field, farm.owners))
            .map(|(_, per_city)| per_city * cities);
        farm.held = (game.sets().iter())
            .find_map(|s| s.field_holders(game, farm.field))
            .map(|(seats, per_city)| (seats, per_city * cities));
    }
    farms
}

/// What a feature is worth, for the inspector: `now`, scored as it stands
/// (what the end of the game would give it: an open road or city, a
/// monastery or garden with its neighbours so far, farmers with the cities
/// completed so far; a completed feature's score); `complete`, once
/// completed (`None` for a field, which never is).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FeatureValue {
    pub now: u32,
    pub complete: Option<u32>,
}

pub fn feature_value(game: &Game, segment: SegmentId) -> FeatureValue {
    let features = game.features();
    let root = features.root(segment);
    let node = features.node(root);
    let done = node.open == 0;
    match node.kind {
        SegmentKind::Road | SegmentKind::City => FeatureValue {
            now: points(game, root, done),
            complete: Some(points(game, root, true)),
        },
        SegmentKind::Monastery | SegmentKind::Garden => {
            let pos = game.board().tiles()[game.tile_of_segment(root)].pos;
            FeatureValue {
                now: centre_points(game.board().neighbours_around(pos)),
                complete: Some(centre_points(8)),
            }
        }
        SegmentKind::Field => {
            let completed = cities_bordering(game, &[root])
                .iter()
                .filter(|&&(_, c)| features.node(c).open == 0)
                .count() as u32;
            FeatureValue {
                now: field_points(completed),
                complete: None,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand::rngs::SmallRng;

    use super::*;
    use crate::ai::AiKind;
    use crate::rules::{Rules, Table};

    /// Random games with the abbot: what the inspector would show agrees
    /// with the points scoring gives, for features completed during play
    /// (after the move) and for everything the end would score (before it).
    #[test]
    fn feature_values_agree_with_what_scoring_gives() {
        let rules = Rules {
            abbot: true,
            ..Rules::default()
        };
        let (mut completed, mut at_end) = (0, 0);
        for seed in 0..20 {
            let mut rng = SmallRng::seed_from_u64(seed);
            let mut t = Table::new(vec!["A".into(), "B".into(), "C".into()], rules, seed);
            while let Some(tile) = t.in_hand() {
                let before = t.game().events().len();
                let c = AiKind::Random.choose(t.game(), tile, &mut rng);
                t.play(c.placement, c.deploy).unwrap();
                let game = t.game();
                for e in &game.events()[before..] {
                    // Completed during play (the end's scoring is checked below).
                    let whole = e.turn.is_some()
                        && (matches!(e.kind, ScoreKind::Road | ScoreKind::City) || e.points == 9);
                    if whole {
                        let v = feature_value(game, e.what.feature().unwrap());
                        assert_eq!(v.now, e.points, "seed {seed}: {e:?}");
                        assert_eq!(v.complete, Some(e.points), "seed {seed}: {e:?}");
                        completed += 1;
                    }
                }
                for award in final_awards(t.game()) {
                    if let Some(feature) = award.what.feature() {
                        assert_eq!(feature_value(t.game(), feature).now, award.points);
                    }
                    at_end += 1;
                }
            }
        }
        assert!(completed > 20 && at_end > 1000, "{completed} {at_end}");
    }

    /// Random games: every field's farm says what the inspector and final
    /// scoring say: its owners, its points, and cities that are complete
    /// and touch it where it says; at the end, the owned farms are exactly
    /// the field awards.
    #[test]
    fn farms_agree_with_the_inspector_and_final_scoring() {
        let mut scored_fields = 0;
        for seed in 0..12 {
            let rules = Rules {
                river: seed % 2 == 1,
                ..Rules::default()
            };
            let mut rng = SmallRng::seed_from_u64(seed);
            let mut t = Table::new(vec!["A".into(), "B".into()], rules, seed);
            while let Some(tile) = t.in_hand() {
                let game = t.game();
                let all = farms(game);
                for farm in &all {
                    assert_eq!(farm.owners, game.feature_state(farm.field).owners);
                    assert_eq!(farm.points, feature_value(game, farm.field).now);
                    assert!(!farm.borders.is_empty() || farm.cities.is_empty());
                    // The farm view walks the tiles, final scoring the
                    // borders kept as tiles are placed: the same completed
                    // cities.
                    let mut bordering: Vec<SegmentId> = cities_bordering(game, &[farm.field])
                        .into_iter()
                        .filter(|&(_, city)| game.features().node(city).open == 0)
                        .map(|(_, city)| city)
                        .collect();
                    let mut cities = farm.cities.clone();
                    bordering.sort_unstable();
                    cities.sort_unstable();
                    assert_eq!(bordering, cities, "seed {seed}");
                    for &(tile, field, city) in &farm.borders {
                        let root = |s| game.features().root(game.segment_id(tile, s));
                        assert_eq!(root(field), farm.field);
                        assert!(farm.cities.contains(&root(city)));
                        assert!(game.feature_state(root(city)).complete);
                    }
                }
                let fields: Vec<Award> = final_awards(game)
                    .into_iter()
                    .filter(|a| a.kind == ScoreKind::Field)
                    .collect();
                let owned: Vec<&Farm> = all.iter().filter(|f| f.owners != 0).collect();
                assert_eq!(fields.len(), owned.len(), "seed {seed}");
                for a in &fields {
                    let farm = owned
                        .iter()
                        .find(|f| Scored::Feature(f.field) == a.what)
                        .unwrap();
                    assert_eq!((farm.points, farm.owners), (a.points, a.players));
                    scored_fields += (a.points > 0) as u32;
                }
                let c = AiKind::Random.choose(game, tile, &mut rng);
                t.play(c.placement, c.deploy).unwrap();
            }
        }
        assert!(scored_fields > 100, "{scored_fields}");
    }

    #[test]
    fn the_rulebooks_point_values() {
        assert_eq!(road_points(4), 4, "complete or open at the end");
        assert_eq!(
            city_points(3, 1, true),
            8,
            "a completed city of 3 tiles and a pennant"
        );
        assert_eq!(city_points(3, 1, false), 4, "the same city open at the end");
        assert_eq!(centre_points(8), 9);
        assert_eq!(centre_points(5), 6);
        assert_eq!(field_points(2), 6);
    }
}
