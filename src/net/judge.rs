//! The host's check of a remote player's request before the turn acts on
//! it: it must come from the seat whose turn it is, while the game goes on,
//! and a step that needs a placed tile must have one. The request is the
//! engine's own `Move`, as the host sends its steps back; whether the move
//! is legal the turn asks the engine, as for a person at the host's screen.

use super::protocol::Rejection;
use crate::rules::{Deploy, Move, Refusal, SetDeploy, Table};

/// The move `seat` asks for, or why it is refused.
pub fn check_ask(table: &Table, seat: usize, ask: &Move) -> Result<Move, Rejection> {
    if table.in_hand().is_none() {
        return Err(Rejection::Move(Refusal::GameOver));
    }
    // A choice of a phase after the deploy is its choosing seat's (a
    // figure's move on its owner's).
    let to_play = (table.seat_to_make(ask)).unwrap_or(table.game().current_player());
    if seat != to_play {
        let name = table
            .record()
            .players
            .get(to_play)
            .map_or("another seat", |n| n.as_str());
        return Err(Rejection::NotYourTurn(name.to_string()));
    }
    match ask {
        // An action number its set does not have: refused before the
        // engine reads it.
        Move::Act(a) | Move::Choose(Deploy::Set(SetDeploy { action: a, .. })) if !a.is_known() => {
            Err(Rejection::Move(Refusal::NotOffered(*a)))
        }
        Move::Place(p) if p.rot > 3 => Err(Rejection::Move(Refusal::NoSuchRotation(p.rot))),
        Move::Place(_) => Ok(*ask),
        Move::Decide(_) if table.chooser_in_flight().is_none() => {
            Err(Rejection::Move(Refusal::NoChoiceNow))
        }
        Move::Decide(_) => Ok(*ask),
        // A set's act (a payment, taking one's own tile, letting it go)
        // needs no tile placed.
        Move::Act(_) => Ok(*ask),
        _ if table.placed().is_none() => Err(Rejection::Move(Refusal::NothingPlaced)),
        _ => Ok(*ask),
    }
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
    use crate::rules::record::Turn;
    use crate::rules::{Deploy, Placement};
    use crate::rules::{Figure, Happened, Rules};

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

    fn place_at(x: i32, y: i32, rot: u8) -> Move {
        Move::Place(Placement {
            pos: crate::rules::Pos::new(x, y),
            rot,
        })
    }

    /// The asks that play a computer's choice on a screen's table.
    fn asks_for(table: &Table, rng: &mut SmallRng) -> Vec<Vec<u8>> {
        let tile = table.in_hand().unwrap();
        let c = AiKind::Greedy.choose(table.game(), tile, rng);
        c.steps(table)
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
        let m = check_ask(host, seat, &ask).map_err(|e| e.to_string())?;
        let happened = host.make(m)?;
        Ok(happened
            .iter()
            .filter_map(|h| steps.heard(h))
            .map(|step| encode(&ToPlayer::Step(step)))
            .collect())
    }

    /// An action number its set does not have, as a hostile screen might
    /// send it, as an act or as a set's deploy: the host refuses it before
    /// the engine reads it, and the engine itself refuses it too (a
    /// player's screen following a bad step), for every set; nothing
    /// changes and nothing panics.
    #[test]
    fn an_action_number_no_set_has_is_refused() {
        let rules = Rules::with_set(crate::rules::SetId::River, true);
        let mut host = Table::new(vec!["A".into(), "B".into()], rules, 4);
        let p = host.legal_placements()[0];
        host.place(p).unwrap();
        let record = host.record().clone();
        for set in crate::rules::SetId::ALL {
            let known = set.expansion().actions().len() as u8;
            for kind in [known, known + 1, u8::MAX] {
                let action = crate::rules::SetAction { set, kind, arg: 0 };
                assert!(!action.is_known());
                let deploy = Deploy::Set(crate::rules::SetDeploy {
                    action,
                    tile: 0,
                    segment: 0,
                });
                for ask in [Move::Act(action), Move::Choose(deploy)] {
                    let refused = Rejection::Move(Refusal::NotOffered(action));
                    assert_eq!(check_ask(&host, 0, &ask), Err(refused), "{ask:?}");
                    assert!(host.make(ask).is_err(), "{ask:?}");
                    assert!(!Refusal::NotOffered(action).to_string().is_empty());
                }
            }
        }
        assert_eq!(host.record(), &record);
        assert_eq!(host.placed(), Some(p));
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
                let place = encode(&ToHost::Ask(place_at(0, 1, 0)));
                let refused = host_hears(&mut host, &mut steps, other, &place).unwrap_err();
                let why = if host.in_hand().is_some() {
                    "turn"
                } else {
                    "over"
                };
                assert!(refused.contains(why), "{refused}");
                if host.in_hand().is_some() {
                    let far = encode(&ToHost::Ask(place_at(40, 40, 0)));
                    let to_play = host.game().current_player();
                    assert!(host_hears(&mut host, &mut steps, to_play, &far).is_err());
                    let bad_rot = encode(&ToHost::Ask(place_at(1, 0, 9)));
                    assert!(host_hears(&mut host, &mut steps, to_play, &bad_rot).is_err());
                    let no_tile = encode(&ToHost::Ask(Move::Choose(Deploy::Figure(
                        Figure::Follower,
                        0,
                    ))));
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
        view.record.turns.push(Turn::Discard {
            tile: "A".into(),
            acts: Vec::new(),
        });
        assert!(view.table().is_err());
    }
}
