//! The host's check of a remote player's request before the turn acts on
//! it: it must come from the seat whose turn it is and name a move in
//! terms the table understands. Whether the move is legal the turn asks
//! the engine, as for a person at the host's screen.

use crate::rules::record::resolve_meeple;
use crate::rules::{Deploy, Move, Placement, Pos, Table};

use super::protocol::Ask;
use super::view::meeple_action;

/// The move `seat` asks for, or why it is refused.
pub fn check_ask(table: &Table, seat: usize, ask: &Ask) -> Result<Move, String> {
    if table.in_hand().is_none() {
        return Err("the game is over".into());
    }
    let game = table.game();
    let to_play = game.current_player();
    if seat != to_play {
        let name = table
            .record()
            .players
            .get(to_play)
            .map_or("another seat", |n| n.as_str());
        return Err(format!("it is {name}'s turn, not yours"));
    }
    Ok(match ask {
        Ask::Place { x, y, rot } => {
            if *rot > 3 {
                return Err(format!("rotation {rot} does not exist (0 to 3)"));
            }
            Move::Place(Placement {
                pos: Pos::new(*x, *y),
                rot: *rot,
            })
        }
        _ if table.placed().is_none() => return Err("no tile has been placed".into()),
        Ask::TurnPlaced => Move::TurnPlaced,
        Ask::PickUp => Move::PickUp,
        Ask::Choose(action) => Move::Choose(resolve_meeple(game, action.as_ref())?),
        Ask::EndTurn => Move::EndTurn,
        Ask::Recall(figure) => Move::Recall(*figure),
    })
}

/// The ask for a step of the turn on `table`, in the record's terms
/// (what `check_ask` turns back into the step).
pub fn ask_for(table: &Table, m: Move) -> Ask {
    match m {
        Move::Place(p) => Ask::Place {
            x: p.pos.x,
            y: p.pos.y,
            rot: p.rot,
        },
        Move::TurnPlaced => Ask::TurnPlaced,
        Move::PickUp => Ask::PickUp,
        Move::Choose(d) => Ask::Choose(meeple_action(table, d)),
        Move::EndTurn => Ask::EndTurn,
        Move::Recall(figure) => Ask::Recall(figure),
    }
}

/// The asks that play a whole move (a computer's choice) of the tile in
/// hand on `table`: place, the meeple, end the turn; or place and recall
/// the abbot.
pub fn asks_for_move(table: &Table, placement: Placement, deploy: Deploy) -> Vec<Ask> {
    let mut asks = vec![ask_for(table, Move::Place(placement))];
    if let Deploy::Recall(figure) = deploy {
        asks.push(Ask::Recall(figure));
        return asks;
    }
    let mut placed = table.clone();
    if placed.place(placement).is_ok() && deploy != Deploy::None {
        asks.push(ask_for(&placed, Move::Choose(deploy)));
    }
    asks.push(Ask::EndTurn);
    asks
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand::rngs::SmallRng;

    use super::*;
    use crate::ai::AiKind;
    use crate::net::protocol::{ToHost, ToPlayer, decode, encode};
    use crate::net::steps::{Steps, follow};
    use crate::net::view::TableView;
    use crate::rules::record::{MeepleAction, Turn};
    use crate::rules::{Happened, Rules};

    /// A player's screen: its seat and its table, from the host's first
    /// table and then the steps it sends.
    struct Screen {
        seat: usize,
        table: Table,
        /// What the screen's table said happened, step by step.
        seen: Vec<Happened>,
    }

    impl Screen {
        fn hear(&mut self, bytes: &[u8]) {
            match decode::<ToPlayer>(bytes).unwrap() {
                ToPlayer::Table { view, .. } => self.table = view.table().unwrap(),
                ToPlayer::Step(step) => self.seen.extend(follow(&mut self.table, &step).unwrap()),
                other => panic!("unexpected {other:?}"),
            }
        }
    }

    /// The asks that play a computer's choice on a screen's table.
    fn asks_for(table: &Table, rng: &mut SmallRng) -> Vec<Vec<u8>> {
        let tile = table.in_hand().unwrap();
        let c = AiKind::Greedy.choose(table.game(), tile, rng);
        asks_for_move(table, c.placement, c.deploy)
            .into_iter()
            .map(|a| encode(&ToHost::Ask(a)))
            .collect()
    }

    /// The host's side of one message from `seat`: checked, made, and the
    /// steps it completed sent to every screen; or refused, and nothing
    /// changes.
    fn host_hears(
        host: &mut Table,
        steps: &mut Steps,
        seat: usize,
        bytes: &[u8],
    ) -> Result<Vec<Vec<u8>>, String> {
        let ToHost::Ask(ask) = decode::<ToHost>(bytes)? else {
            return Err("already said hello".into());
        };
        let m = check_ask(host, seat, &ask)?;
        let happened = host.make(m)?;
        Ok(happened
            .iter()
            .filter_map(|h| steps.heard(h))
            .map(|step| encode(&ToPlayer::Step(step)))
            .collect())
    }

    /// Whole games with the abbot (and Inns & Cathedrals, Traders &
    /// Builders), three seats on three "screens" (the
    /// host's and two others), all moves as encoded messages: every screen
    /// ends with the host's record and scores. Then hostile messages from a
    /// screen leave the host's table as it was.
    #[test]
    fn screens_that_follow_the_host_end_with_its_record_and_refusals_change_nothing() {
        let (mut bytes_sent, mut turns) = (0usize, 0usize);
        for seed in 0..4 {
            let rules = Rules {
                abbot: true,
                river: seed % 2 == 1,
                // Large meeples among the moves; builders' second
                // tiles, pigs and goods.
                inns_cathedrals: seed >= 2,
                traders_builders: seed % 2 == 0,
                ..Rules::default()
            };
            let names = vec!["Host".to_string(), "Ann".to_string(), "Bo".to_string()];
            let mut host = Table::new(names, rules, seed);
            let first = encode(&ToPlayer::Table {
                view: TableView::of(&host),
                next_step: 0,
            });
            let mut steps = Steps::default();
            let mut screens: Vec<Screen> = (0..3)
                .map(|seat| Screen {
                    seat,
                    table: host.clone(),
                    seen: Vec::new(),
                })
                .collect();
            for s in &mut screens {
                s.hear(&first);
            }
            let mut rng = SmallRng::seed_from_u64(seed);
            while host.in_hand().is_some() {
                let seat = host.game().current_player();
                let asks = asks_for(&screens[seat].table, &mut rng);
                for ask in asks {
                    for step in host_hears(&mut host, &mut steps, seat, &ask).unwrap() {
                        bytes_sent += step.len() * screens.len();
                        for s in &mut screens {
                            s.hear(&step);
                        }
                    }
                    bytes_sent += ask.len();
                }
                turns += 1;
                // Out of turn, an illegal square, garbage, a huge message:
                // each refused, the host's table as it was.
                let before = TableView::of(&host);
                let other = (host.game().current_player() + 1) % 3;
                let place = encode(&ToHost::Ask(Ask::Place { x: 0, y: 1, rot: 0 }));
                let refused = host_hears(&mut host, &mut steps, other, &place).unwrap_err();
                let why = if host.in_hand().is_some() {
                    "turn"
                } else {
                    "over"
                };
                assert!(refused.contains(why), "{refused}");
                if host.in_hand().is_some() {
                    let far = encode(&ToHost::Ask(Ask::Place {
                        x: 40,
                        y: 40,
                        rot: 0,
                    }));
                    let to_play = host.game().current_player();
                    assert!(host_hears(&mut host, &mut steps, to_play, &far).is_err());
                    let bad_rot = encode(&ToHost::Ask(Ask::Place { x: 1, y: 0, rot: 9 }));
                    assert!(host_hears(&mut host, &mut steps, to_play, &bad_rot).is_err());
                    let no_tile =
                        encode(&ToHost::Ask(Ask::Choose(Some(MeepleAction::follower("N")))));
                    assert!(host_hears(&mut host, &mut steps, to_play, &no_tile).is_err());
                }
                assert!(host_hears(&mut host, &mut steps, 1, b"\x00\x01garbage").is_err());
                assert!(host_hears(&mut host, &mut steps, 1, &vec![b'{'; 70_000]).is_err());
                assert_eq!(TableView::of(&host), before, "a refusal changes nothing");
            }
            for s in &screens {
                // The same record, but for the seed (the pile's order).
                let without_seed = crate::rules::GameRecord {
                    seed: None,
                    ..host.record().clone()
                };
                assert_eq!(
                    s.table.record(),
                    &without_seed,
                    "seed {seed}, seat {}",
                    s.seat
                );
                assert_eq!(s.table.game().scores(), host.game().scores());
                assert!(s.table.game().is_over());
                // Every placed tile's turn was seen ending once, with the
                // points the host's game gave it; the end last.
                let placed = host
                    .record()
                    .turns
                    .iter()
                    .filter(|t| matches!(t, Turn::Place { .. }))
                    .count();
                let ended: Vec<&Happened> = s
                    .seen
                    .iter()
                    .filter(|h| matches!(h, Happened::TurnEnded { .. }))
                    .collect();
                assert_eq!(ended.len(), placed);
                let worth = |e: &crate::rules::ScoreEvent| e.points * e.seats().count() as u32;
                let points: u32 = ended
                    .iter()
                    .map(|h| match h {
                        Happened::TurnEnded { scored, .. } => scored.iter().map(worth).sum::<u32>(),
                        _ => 0,
                    })
                    .sum();
                let total: u32 = host.game().events().iter().map(worth).sum();
                assert_eq!(points, total, "seed {seed}");
                assert_eq!(s.seen.last(), Some(&Happened::Drawn(None)));
            }
        }
        // What a turn costs on the wire, for the closing note.
        println!(
            "{} bytes a turn on average, to three screens",
            bytes_sent / turns
        );
        assert!(
            bytes_sent / turns < 3000,
            "steps, not whole records: {} bytes a turn",
            bytes_sent / turns
        );
    }

    #[test]
    fn a_view_that_makes_no_sense_is_refused() {
        let host = Table::new(vec!["A".into(), "B".into()], Rules::default(), 3);
        assert!(host.record().seed.is_some());
        assert_eq!(
            TableView::of(&host).record.seed,
            None,
            "the pile's order stays home"
        );
        let mut view = TableView::of(&host);
        view.in_hand = Some("no such tile".into());
        let e = view.table().err().expect("refused");
        assert!(e.contains("unknown tile"), "{e}");
        let mut view = TableView::of(&host);
        view.placed = Some((7, 7, 0));
        assert!(view.table().is_err());
        let mut view = TableView::of(&host);
        view.record.turns.push(Turn::Discard { tile: "A".into() });
        assert!(view.table().is_err());
    }
}
