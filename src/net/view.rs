//! The table as every screen may see it: the record of the turns played,
//! the tile in hand, where it lies placed and the meeple chosen for it, in
//! the record's own terms. The host sends it when a screen takes its seat
//! or falls behind (otherwise only steps, `net::steps`); the screen
//! rebuilds its table from it (`Table::mirrored`). The pile's order is not
//! in it.

use serde::{Deserialize, Serialize};

use crate::rules::record::{
    Act, GameRecord, MeepleAction, Turn, resolve_meeple, tile_kind, turn_for,
};
use crate::rules::set_names::InHand;
use crate::rules::{Deploy, Placement, Pos, Table, catalog};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TableView {
    pub record: GameRecord,
    /// The tile in hand, by id (`None` once the game is over).
    pub in_hand: Option<String>,
    /// The tile drawn, while the player holds their own tile in hand
    /// instead.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub drawn: Option<String>,
    /// Where it lies, placed but not confirmed: x, y, rotation.
    pub placed: Option<(i32, i32, u8)>,
    /// The meeple chosen for it.
    pub chosen: Option<MeepleAction>,
    /// A move whose set's figure still moves (a set's phase): the
    /// turn as the record will write it, with the steps made so far.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub flight: Option<Box<Turn>>,
    /// The acts the player made this turn before its tile (a payment), as
    /// the record will write them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub acts: Vec<Act>,
}

impl TableView {
    pub fn of(table: &Table) -> TableView {
        let placed = table.placed();
        let chosen = meeple_action(table, table.chosen());
        // The seed would tell the pile's order: it stays with the host.
        // The turn's acts travel apart (`acts`), made after the tile in
        // hand is known.
        let record = GameRecord {
            seed: None,
            ..table.record().clone()
        };
        TableView {
            record,
            in_hand: table.in_hand().map(|k| catalog().get(k).id.clone()),
            drawn: table.shown().map(|k| catalog().get(k).id.clone()),
            placed: placed.map(|p| (p.pos.x, p.pos.y, p.rot)),
            chosen,
            flight: table.turn_in_flight().cloned().map(Box::new),
            acts: table.acted().iter().map(|&a| Act::of(a)).collect(),
        }
    }

    /// The table this view shows, checked as the host's moves are: a view
    /// that does not make sense is refused with the reason.
    pub fn table(&self) -> Result<Table, String> {
        let in_hand = self.in_hand.as_deref().map(tile_kind).transpose()?;
        let drawn = self.drawn.as_deref().map(tile_kind).transpose()?;
        let mut table =
            Table::mirrored(self.record.clone(), drawn.or(in_hand)).map_err(|e| e.to_string())?;
        if drawn.is_some() {
            let swap = table.hand_act(InHand::Swapped);
            table.act(swap.ok_or("the player holds no tile of their own to play")?)?;
            if table.in_hand() != in_hand {
                return Err("the tile in hand is not the player's own".into());
            }
        }
        for act in &self.acts {
            table.act(act.action()?)?;
        }
        if let Some((x, y, rot)) = self.placed {
            table.place(Placement {
                pos: Pos::new(x, y),
                rot,
            })?;
        }
        if self.chosen.is_some() {
            let deploy = resolve_meeple(table.game(), self.chosen.as_ref())?;
            table.choose(deploy)?;
        }
        if let Some(flight) = &self.flight {
            fly_again(&mut table, flight)?;
        }
        Ok(table)
    }
}

/// Makes again, on a table rebuilt from a view, the move whose flight goes
/// on at the host: its tile, its meeple, its end and the steps so far.
fn fly_again(table: &mut Table, flight: &Turn) -> Result<(), String> {
    let Turn::Place {
        tile,
        x,
        y,
        rot,
        meeple,
        ..
    } = flight
    else {
        return Err("a flight is a tile's move".into());
    };
    if table.in_hand() != Some(tile_kind(tile)?) || table.placed().is_some() {
        return Err(format!("the flight's tile {tile} is not the tile in hand"));
    }
    table.place(Placement {
        pos: Pos::new(*x, *y),
        rot: *rot,
    })?;
    let deploy = resolve_meeple(table.game(), meeple.as_ref())?;
    table.choose(deploy)?;
    table.end_turn()?;
    let mut picks = flight.picks();
    while let Some(key) = table.phase_key() {
        let Some(pick) = picks.next(table.game(), key) else {
            break;
        };
        table.decide(pick?)?;
    }
    if picks.left() > 0 {
        return Err(format!(
            "{} of the flight's choices were not asked for",
            picks.left()
        ));
    }
    if table.chooser_in_flight().is_none() {
        return Err("the flight the view shows is over".into());
    }
    Ok(())
}

/// The meeple choice `d` for the tile lying placed on `table`, by place
/// name as the record writes it (`None` for no meeple).
pub fn meeple_action(table: &Table, d: Deploy) -> Option<MeepleAction> {
    let (Some(kind), Some(p)) = (table.in_hand(), table.placed()) else {
        return None;
    };
    if d == Deploy::None {
        return None;
    }
    match turn_for(table.game(), kind, p, d) {
        Turn::Place { meeple, .. } => meeple,
        Turn::Discard { .. } => None,
    }
}

#[cfg(test)]
mod tests {
    use rand::rngs::SmallRng;
    use rand::{Rng, SeedableRng};

    use super::*;
    use crate::rules::moving_on::onward_pick;
    use crate::rules::{Pick, Rules};

    /// A whole table sent while the dragon flies or wagons move on (a
    /// screen joining or coming back then) rebuilds the move in flight:
    /// the same seat chooses among the same squares or places, on the same
    /// board and scores, and its view is the host's, also through the
    /// wire's JSON.
    #[test]
    fn a_view_sent_mid_flight_rebuilds_the_flight() {
        let rules = Rules {
            princess_dragon: true,
            abbey_mayor: true,
            ..Rules::default()
        };
        let (mut mid_flight, mut moving_on) = (0, 0);
        for seed in 0..6 {
            let mut rng = SmallRng::seed_from_u64(seed);
            let names = vec!["Ann".to_string(), "Bo".to_string(), "Cy".to_string()];
            let mut host = Table::new(names, rules, seed);
            while host.in_hand().is_some() {
                let places = host.legal_placements();
                host.place(places[rng.random_range(0..places.len())])
                    .unwrap();
                let options = host.deploy_options();
                host.choose(options[rng.random_range(0..options.len())])
                    .unwrap();
                host.end_turn().unwrap();
                while host.chooser_in_flight().is_some() {
                    let view = TableView::of(&host);
                    let json = serde_json::to_string(&view).unwrap();
                    let sent: TableView = serde_json::from_str(&json).unwrap();
                    let screen = sent.table().unwrap();
                    assert_eq!(screen.chooser_in_flight(), host.chooser_in_flight());
                    assert_eq!(screen.step_options(), host.step_options());
                    assert_eq!(screen.moving_on(), host.moving_on());
                    assert_eq!(screen.move_on_options(), host.move_on_options());
                    assert_eq!(screen.game().scores(), host.game().scores());
                    assert_eq!(screen.game().meeples(), host.game().meeples());
                    assert_eq!(screen.game().dragon_flight(), host.game().dragon_flight());
                    assert_eq!(TableView::of(&screen), view);
                    mid_flight += 1;
                    if host.moving_on().is_some() {
                        moving_on += 1;
                        let options = host.move_on_options();
                        let to = (!options.is_empty())
                            .then(|| options[rng.random_range(0..options.len())]);
                        host.decide(onward_pick(to)).unwrap();
                        continue;
                    }
                    let options = host.step_options();
                    host.decide(Pick::Square(options[rng.random_range(0..options.len())]))
                        .unwrap();
                }
            }
        }
        assert!(mid_flight > 50, "{mid_flight} views mid-flight");
        assert!(moving_on > 5, "{moving_on} views with a wagon waiting");
    }

    /// A whole table sent while a player holds their abbey instead of the
    /// tile drawn, and while it lies placed, is the host's table on the
    /// screen: the abbey in hand, the drawn tile to switch back to; in the
    /// last round, the abbey alone.
    #[test]
    fn a_view_sent_with_the_abbey_in_hand_keeps_the_tile_drawn() {
        let rules = Rules {
            abbey_mayor: true,
            ..Rules::default()
        };
        let (mut switched, mut last_round) = (0, 0);
        for seed in 0..4 {
            let mut rng = SmallRng::seed_from_u64(seed);
            let mut host = Table::new(vec!["Ann".into(), "Bo".into()], rules, seed);
            while host.in_hand().is_some() {
                last_round += host.game().in_last_round() as usize;
                if !host.game().in_last_round()
                    && host.game().playable_held_tile().is_some()
                    && rng.random_bool(0.05)
                {
                    host.act(host.hand_act(InHand::Swapped).unwrap()).unwrap();
                    switched += 1;
                }
                let places = host.legal_placements();
                for placed in [false, true] {
                    if placed {
                        host.place(places[rng.random_range(0..places.len())])
                            .unwrap();
                    }
                    let view = TableView::of(&host);
                    let json = serde_json::to_string(&view).unwrap();
                    let sent: TableView = serde_json::from_str(&json).unwrap();
                    let screen = sent.table().unwrap();
                    assert_eq!(screen.in_hand(), host.in_hand());
                    assert_eq!(screen.shown(), host.shown());
                    assert_eq!(screen.placed(), host.placed());
                    assert_eq!(TableView::of(&screen), view);
                }
                host.end_turn().unwrap();
            }
        }
        assert!(switched > 3 && last_round > 0, "{switched} {last_round}");
    }
}
