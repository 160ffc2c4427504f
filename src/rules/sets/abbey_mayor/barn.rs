//! Abbey & Mayor's barn (docs/rules/abbey-and-mayor.md, "The barn"):
//! one per player, put instead of a figure on a corner of the tile just
//! placed where four tiles meet and every one shows field, in a field with
//! no barn. It counts in no majority and never leaves the board, so it is
//! the set's piece, kept here, not a figure of the core's figure model.
//!
//! - The farmers already in its field score at once, 3 a completed city,
//!   and go home (`scored_at_deploy`, at the turn's scoring: after the
//!   barn is put down and the dragon has flown).
//! - No farmer goes into a field with a barn (`check_deploy`); farmers
//!   whose field a tile later joins to a barn's score 1 a city and go home.
//! - At the end each barn scores its owner 4 a completed city of its field.

use super::state::Holdings;
pub use super::state::{Barn, Barns};
use crate::rules::features::SegmentId;
use crate::rules::game::Game;
use crate::rules::geometry::{Pos, around_corner};
use crate::rules::places::corner_field;
use crate::rules::refusal::Refusal;
use crate::rules::scoring::{self, cities_bordering};
use crate::rules::set_names::{
    AbbeyMayorRefusal, ActionArg, ActionForm, InHand, SetAction, SetDeploy, SetId, SetRefusal,
};
use crate::rules::tileset::catalog;
use crate::rules::types::{Award, Deploy, ScoreKind, Scored};

/// What the farmers in a field score a completed city when a barn is put
/// into it.
pub const AT_ONCE: u32 = 3;
/// What farmers whose field a tile joins to a barn's score a city.
pub const JOINED: u32 = 1;
/// What a barn scores its owner a completed city at the end.
pub const AT_THE_END: u32 = 4;

impl Game {
    /// The barns on the board, in seat order.
    pub fn barns(&self) -> impl Iterator<Item = Barn> + '_ {
        self.sets_state
            .get::<Holdings>()
            .barns
            .0
            .iter()
            .flatten()
            .copied()
    }

    /// Whether the seat still has its barn to put down (in a game with
    /// barns).
    pub fn barn_in_hand(&self, seat: usize) -> bool {
        barns_in_play(self) && self.sets_state.get::<Holdings>().barns.0[seat].is_none()
    }

    /// The field a barn stands in (its root).
    pub fn barn_field(&self, barn: Barn) -> SegmentId {
        self.features()
            .root(self.segment_id(barn.tile as usize, barn.segment))
    }

    /// Whether a barn stands in the field (its root).
    pub fn has_barn(&self, field: SegmentId) -> bool {
        self.barns().any(|b| self.barn_field(b) == field)
    }
}

fn barns_in_play(game: &Game) -> bool {
    let rules = game.rules();
    rules.barns && rules.farmers
}

/// The field on the corner of the square at `pos` where a barn may stand:
/// four tiles meet there and each shows field at it.
pub fn corner_site(game: &Game, pos: Pos, corner: u8) -> Option<u8> {
    let cat = catalog();
    let mut site = None;
    for (at, c) in around_corner(pos, corner) {
        let placed = game.board().tile_at(at)?;
        let field = corner_field(cat.get(placed.kind), placed.rot, c)?;
        site.get_or_insert(field);
    }
    site
}

/// The barn's action: on a corner of the tile just placed, in the field
/// there (the set's first, `SetAction::kind` 0).
pub const ACTION: ActionForm = ActionForm {
    name: "Barn",
    arg: ActionArg::Corner,
    hand: InHand::Kept,
};

/// The corner of the barn an action puts down (0 NE, 1 SE, 2 SW, 3 NW),
/// if it is one.
pub fn barn_corner(action: SetAction) -> Option<u8> {
    (action.set == SetId::AbbeyMayor && action.kind == 0).then_some(action.arg)
}

fn barn_on(corner: u8) -> SetAction {
    SetAction {
        set: SetId::AbbeyMayor,
        kind: 0,
        arg: corner,
    }
}

/// A barn on each corner of the tile just placed where one may go.
pub(super) fn options(game: &Game, out: &mut Vec<Deploy>) {
    let Some(tile) = game.tile_being_deployed() else {
        return;
    };
    if !game.barn_in_hand(game.current_player()) {
        return;
    }
    let pos = game.board().tiles()[tile].pos;
    for corner in 0..4 {
        let Some(segment) = corner_site(game, pos, corner) else {
            continue;
        };
        if !game.has_barn(game.features().root(game.segment_id(tile, segment))) {
            out.push(Deploy::Set(SetDeploy {
                action: barn_on(corner),
                tile: tile as u8,
                segment,
            }));
        }
    }
}

/// Puts the current player's barn down; whether the action was a barn.
pub(super) fn make(game: &mut Game, d: SetDeploy) -> bool {
    let Some(corner) = barn_corner(d.action) else {
        return false;
    };
    let player = game.current_player();
    game.sets_state.get_mut::<Holdings>().barns.0[player] = Some(Barn {
        player: player as u8,
        tile: d.tile,
        segment: d.segment,
        corner,
    });
    true
}

/// No figure that counts goes into a field with a barn, on the tile just
/// placed or through a portal.
pub(super) fn check_deploy(game: &Game, d: Deploy) -> Result<(), Refusal> {
    if game.barns().next().is_none() {
        return Ok(());
    }
    let (figure, tile, segment) = match d {
        Deploy::Figure(figure, segment) => match game.tile_being_deployed() {
            Some(tile) => (figure, tile, segment),
            None => return Ok(()),
        },
        Deploy::Set(sd) => match sd.action.figure() {
            Some(figure) => (figure, sd.tile as usize, sd.segment),
            None => return Ok(()),
        },
        Deploy::None | Deploy::Recall(_) => return Ok(()),
    };
    // Only a field's root is a barn's field.
    let root = game.features().root(game.segment_id(tile, segment));
    if figure.weight() > 0 && game.has_barn(root) {
        return Err(Refusal::Set(SetRefusal::AbbeyMayor(
            AbbeyMayorRefusal::BarnsField,
        )));
    }
    Ok(())
}

/// The farmers in each barn's field now the deploy on the tile at `tile`
/// is made: those of a barn put down on it score 3 a completed city,
/// those a tile joined to a barn's field 1. The core then sends them home.
pub(super) fn scored_at_deploy(game: &Game, tile: usize, out: &mut Vec<Award>) {
    let mut fields: Vec<(SegmentId, u32)> = Vec::new();
    for barn in game.barns() {
        let field = game.barn_field(barn);
        if game.features().node(field).meeple_count() == 0 {
            continue;
        }
        let per_city = if barn.tile as usize == tile {
            AT_ONCE
        } else {
            JOINED
        };
        match fields.iter_mut().find(|(f, _)| *f == field) {
            Some(seen) => seen.1 = seen.1.max(per_city),
            None => fields.push((field, per_city)),
        }
    }
    for (field, per_city) in fields {
        let completed = completed_cities(game, field);
        out.extend(scoring::field_awards(game, field, completed, per_city));
    }
}

/// How many completed cities the field (its root) borders.
fn completed_cities(game: &Game, field: SegmentId) -> u32 {
    completed_of(game, &cities_bordering(game, &[field]), field)
}

/// How many completed cities of these (field, city) pairs the field
/// borders.
fn completed_of(game: &Game, pairs: &[(SegmentId, SegmentId)], field: SegmentId) -> u32 {
    (pairs.iter())
        .filter(|&&(f, city)| f == field && game.features().node(city).open == 0)
        .count() as u32
}

/// Each barn's 4 a completed city of its field, at the end. Final
/// scoring is a hot path of the computer players: the barns' fields'
/// cities are found together, once.
pub(super) fn final_awards(game: &Game, out: &mut Vec<Award>) {
    let fields: Vec<SegmentId> = game.barns().map(|b| game.barn_field(b)).collect();
    if fields.is_empty() {
        return;
    }
    let pairs = cities_bordering(game, &fields);
    for (barn, &field) in game.barns().zip(&fields) {
        out.push(Award {
            kind: ScoreKind::Field,
            points: AT_THE_END * completed_of(game, &pairs, field),
            players: 1 << barn.player,
            what: Scored::Feature(field),
        });
    }
}

/// The seats whose barn stands in the field (its root), and what a
/// completed city is worth to them at the end.
pub(super) fn holders(game: &Game, field: SegmentId) -> Option<(u8, u32)> {
    let seats = (game.barns())
        .filter(|&b| game.barn_field(b) == field)
        .fold(0, |mask, b| mask | 1 << b.player);
    (seats != 0).then_some((seats, AT_THE_END))
}

impl std::fmt::Display for AbbeyMayorRefusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            AbbeyMayorRefusal::BarnsField => {
                write!(f, "no farmer may be placed in a field with a barn")
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
    use crate::rules::{Move, Rules, Table};

    /// Whether a figure that counts stands in the field (its root).
    fn farmer_in(game: &Game, field: SegmentId) -> bool {
        game.meeples().iter().any(|m| {
            m.figure.weight() > 0
                && game
                    .features()
                    .root(game.segment_id(m.tile as usize, m.segment))
                    == field
        })
    }

    /// Random games with barns, the pig, the dragon and the portal: a barn
    /// is offered exactly on the placed tile's corners where four tiles
    /// show field and no barn stands in the field; after every move no
    /// farmer stands in a barn's field; every record replays to the same
    /// game.
    #[test]
    fn barns_go_where_four_fields_meet_and_no_farmer_stays_in_their_fields() {
        let rules = Rules {
            traders_builders: true,
            princess_dragon: true,
            abbey_mayor: true,
            ..Rules::default()
        };
        let (mut barns, mut scored_at_once) = (0, 0);
        for seed in 0..200 {
            let names = (0..3).map(|i| format!("P{i}")).collect();
            let mut table = Table::new(names, rules, seed);
            let mut rng = SmallRng::seed_from_u64(seed);
            while let Some(kind) = table.in_hand() {
                let c = AiKind::Random.choose(table.game(), kind, &mut rng);
                table.make(Move::Place(c.placement)).unwrap();
                let game = table.game();
                let tile = game.tile_being_deployed().unwrap();
                let pos = game.board().tiles()[tile].pos;
                let offered: Vec<u8> = (table.deploy_options().into_iter())
                    .filter_map(|d| match d {
                        Deploy::Set(sd) => sd.action.corner(),
                        _ => None,
                    })
                    .collect();
                let seat = game.current_player();
                for corner in 0..4 {
                    let free = corner_site(game, pos, corner).is_some_and(|s| {
                        !game.has_barn(game.features().root(game.segment_id(tile, s)))
                    });
                    let allowed = free && game.barn_in_hand(seat);
                    assert_eq!(offered.contains(&corner), allowed, "seed {seed}");
                }
                let before = game.events().len();
                for m in Move::steps_of(c.placement, c.deploy).into_iter().skip(1) {
                    table.make(m).unwrap();
                }
                while table.chooser_in_flight().is_some() {
                    match table.moving_on() {
                        Some(_) => table
                            .make(Move::Decide(crate::rules::moving_on::onward_pick(None)))
                            .unwrap(),
                        None => table
                            .make(Move::Decide(crate::rules::phase::Pick::Square(
                                table.step_options()[0],
                            )))
                            .unwrap(),
                    };
                }
                if matches!(c.deploy, Deploy::Set(sd) if sd.action.corner().is_some()) {
                    barns += 1;
                    let game = table.game();
                    scored_at_once += (game.events()[before..].iter())
                        .any(|e| e.kind == ScoreKind::Field)
                        as usize;
                }
                let game = table.game();
                for barn in game.barns() {
                    assert!(!farmer_in(game, game.barn_field(barn)), "seed {seed}");
                }
            }
            let replayed = table.record().replay().unwrap();
            assert_eq!(replayed.scores(), table.game().scores(), "seed {seed}");
            assert_eq!(replayed.meeples(), table.game().meeples(), "seed {seed}");
        }
        assert!(barns > 60, "{barns} barns put down");
        assert!(scored_at_once > 5, "{scored_at_once} barns scored farmers");
    }
}
