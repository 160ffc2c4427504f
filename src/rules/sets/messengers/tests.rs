//! The Messengers played as docs/rules/messengers.md states it: every
//! seat that scores puts its points on one figure, the two figures make
//! the score, a message comes only to the player whose figure ends on a
//! multiple of 5, each message carried out gives what it says, and random
//! games with the set alone and with every set replay.

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use super::courier::{MESSENGER, figures};
use super::messages::{Message, worth};
use super::state::Step;
use crate::rules::phase::Pick;
use crate::rules::random_play::{normal_tile_move, random_game};
use crate::rules::set_names::{Rules, SetId};
use crate::rules::table::Table;

fn rules(every: bool) -> Rules {
    Rules::with_set(SetId::Messengers, every)
}

/// Plays games with the set alone, checking each pick of the
/// messenger step: what it asks and what it gives.
#[test]
fn each_pick_of_the_messenger_step_does_what_the_rules_say() {
    let (mut drawn, mut carried) = (0, 0);
    for seed in 0..12 {
        let players = 2 + seed as usize % 3;
        let names = (0..players).map(|i| format!("P{i}")).collect();
        let mut table = Table::new(names, rules(false), seed);
        let mut rng = SmallRng::seed_from_u64(seed);
        while let Some(kind) = table.in_hand() {
            // The normal player's moves, so that players score; random
            // picks in the step.
            normal_tile_move(&mut table, kind, &mut rng);
            while table.phase_key().is_some() {
                let game = table.game().clone();
                let me = game.current_player();
                let options = table.options();
                let pick = options[rng.random_range(0..options.len())];
                if table.phase_key() != Some(MESSENGER) {
                    table.decide(pick).unwrap();
                    continue;
                }
                match game.messenger_step() {
                    Step::Figure => assert_eq!(options, [Pick::Choice(0), Pick::Choice(1)]),
                    Step::Message(m) => {
                        // Only the player, their moved figure on a multiple of 5.
                        assert_eq!(table.chooser_in_flight(), Some(me));
                        let on = figures(&game, me);
                        assert!(
                            on.iter().any(|&p| p > 0 && p.is_multiple_of(5)),
                            "seed {seed}: {on:?}"
                        );
                        drawn += 1;
                        let message = Message::of(m);
                        let expected = worth(&game, me, message);
                        if pick == Pick::Choice(2)
                            && !matches!(message, Message::AnotherTile | Message::ScoreAndReturn)
                        {
                            carried += 1;
                            table.decide(pick).unwrap();
                            let gained = table.game().score(me) - game.score(me);
                            assert_eq!(Some(gained), expected, "seed {seed}: {message:?}");
                            continue;
                        }
                    }
                    _ => {}
                }
                table.decide(pick).unwrap();
                if table.game().messenger_step() == Step::Draw {
                    drawn += 1;
                    // The moved figure stands on a multiple of 5.
                    let on = figures(table.game(), me);
                    assert!(
                        on.iter().any(|&p| p > 0 && p.is_multiple_of(5)),
                        "seed {seed}: {on:?}"
                    );
                }
            }
            for p in 0..players {
                let [meeple, messenger] = figures(table.game(), p);
                assert_eq!(meeple + messenger, table.game().score(p));
            }
        }
        let replayed = table.record().replay().expect("the record replays");
        assert_eq!(replayed.scores(), table.game().scores(), "seed {seed}");
    }
    assert!(
        drawn > 20 && carried > 5,
        "{drawn} messages drawn, {carried} carried out"
    );
}

/// A turn has one more tile at most, whatever gives it: while a builder's
/// second tile is coming, "another tile" would give nothing, so it is
/// not a message that can be carried out (its 2 points come instead).
/// Checked at every messenger step of games with Traders & Builders,
/// played by the normal player, who uses builders.
#[test]
fn another_tile_is_no_message_while_a_builders_tile_is_coming() {
    let mut rules = rules(false);
    SetId::TradersBuilders.set_in_play(&mut rules, true);
    let mut coming = 0;
    for seed in 0..12 {
        let mut table = Table::new(vec!["A".into(), "B".into()], rules, seed);
        let mut rng = SmallRng::seed_from_u64(seed);
        while let Some(kind) = table.in_hand() {
            normal_tile_move(&mut table, kind, &mut rng);
            while table.phase_key().is_some() {
                let game = table.game();
                if table.phase_key() == Some(MESSENGER) && game.another_tile_coming() {
                    coming += 1;
                    let me = game.current_player();
                    assert_eq!(worth(game, me, Message::AnotherTile), None, "seed {seed}");
                }
                let options = table.options();
                table
                    .decide(options[rng.random_range(0..options.len())])
                    .unwrap();
            }
        }
    }
    assert!(
        coming > 3,
        "a builder's tile was coming at {coming} messenger steps"
    );
}

/// The first round's order is chance's, one unseen message at a time;
/// after eight it comes round again as it was.
#[test]
fn the_messages_come_round_again_in_the_order_first_drawn() {
    use crate::ai::AiKind;
    let mut seen_round = false;
    for seed in 0..20 {
        let names = (0..4).map(|i| format!("P{i}")).collect();
        let mut table = Table::new(names, rules(false), seed);
        let mut rng = SmallRng::seed_from_u64(seed);
        while let Some(kind) = table.in_hand() {
            let choice = AiKind::Greedy.choose(table.game(), kind, &mut rng);
            choice
                .play(&mut table, crate::ai::moving_on::CHOOSER)
                .unwrap();
        }
        let record = format!("{:?}", table.record());
        let draws: Vec<&str> = (record.match_indices("choice: \"N"))
            .map(|(i, _)| &record[i + 9..i + 11])
            .collect();
        let mut first: Vec<&str> = draws[..draws.len().min(8)].to_vec();
        if draws.len() > 8 {
            seen_round = true;
            assert_eq!(draws[8..], first[..draws.len() - 8], "seed {seed}");
        }
        first.sort_unstable();
        first.dedup();
        assert_eq!(first.len(), draws.len().min(8), "each message once a round");
    }
    assert!(seen_round, "no game drew more than 8 messages");
}

#[test]
fn random_games_with_every_set_replay() {
    for seed in 0..20 {
        let table = random_game(rules(true), 3, seed, |_| {}, |_, _| {});
        let replayed = table.record().replay().expect("the record replays");
        assert_eq!(replayed.scores(), table.game().scores(), "seed {seed}");
    }
}
