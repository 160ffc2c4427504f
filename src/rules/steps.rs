//! The steps of a turn at the table and what each did: one vocabulary for
//! the window's turn, the network host and a player's screen.

use super::phase::Chooser;
use super::record::Turn;
use super::refusal::Refusal;
use super::table::Table;
use crate::rules::set_names::{Figure, InHand, SetAction};
use crate::rules::tileset::{TileKind, catalog};
use crate::rules::types::{Deploy, Meeple, Pick, Placement, ScoreEvent};

/// One step of a turn at the table, as a person takes it (by hand at the
/// window, or asked for from another screen in network play).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Move {
    /// Put the tile in hand on a square (a placed tile is moved there).
    Place(Placement),
    /// Turn the placed tile to its next rotation that fits.
    TurnPlaced,
    /// Take the placed tile back into the hand.
    PickUp,
    /// Choose a meeple for the placed tile (`Deploy::None` takes it back).
    Choose(Deploy),
    /// End the turn as the tile and meeple lie.
    EndTurn,
    /// Take a figure back, which ends the turn.
    Recall(Figure),
    /// A choice of the phase of the turn that waits for one (`phase.rs`:
    /// a neutral figure's next square, where a figure moves on), asked by the
    /// seat that makes it.
    Decide(Pick),
    /// A set's act at any moment of one's own turn before it ends (a
    /// payment: `rules::acts`; a player's own tile taken instead of the
    /// one drawn, or let go in the last round, which ends the turn).
    Act(SetAction),
}

/// What one step of the turn did, as the table tells it. The turn plugin
/// announces these, the host of a network game sends the step they make
/// up (`net::steps`), and a player's screen makes the same step on its own
/// table (`Table::follow`) and hears the same list back.
#[derive(Debug, Clone, PartialEq)]
pub enum Happened {
    /// The tile in hand went down on a square (or was moved there).
    Placed(Placement),
    /// The placed tile was turned on its square.
    Turned(Placement),
    /// The placed tile went back into the hand (the meeple chosen with it).
    PickedUp,
    /// A meeple was chosen for the placed tile (`Deploy::None`: taken back).
    Chosen(Deploy),
    /// The move is final: who played, the figure (`Deploy::Recall` for a
    /// figure taken back), and what it scored (final scoring after the last tile).
    TurnEnded {
        seat: usize,
        deploy: Deploy,
        scored: Vec<ScoreEvent>,
    },
    /// The deploy is made and a phase of the turn (a set's figure moving
    /// step by step, figures moving on) waits for choices, the seat
    /// `chooser` making the first; the turn ends after the last.
    StepsBegin { chooser: usize },
    /// `seat` made a choice of the phase `phase` (its key: `steps`,
    /// `moved_on`); `next` makes the next choice (`None`: that was the
    /// last, the turn ends).
    Decided {
        seat: usize,
        phase: &'static str,
        pick: Pick,
        next: Option<usize>,
        /// The player's figure the choice was about (a figure moving on).
        figure: Option<Figure>,
        /// The figures the choice sent home.
        sent_home: Vec<Meeple>,
        /// How many of the game's scorings came before the choice: a
        /// window tells the choice after those (a message carried out
        /// after the turn's scoring, before the points it gives).
        scorings: usize,
    },
    /// `seat` made a set's act, and what it scored (points paid; final
    /// scoring, when letting its own tile go ended the game). An act that
    /// ends the turn is followed by the tiles dealt (`Discarded`, `Drawn`).
    Acted {
        seat: usize,
        action: SetAction,
        scored: Vec<ScoreEvent>,
    },
    /// A tile drawn that fits nowhere, discarded as the rules say.
    Discarded(TileKind),
    /// The next player's tile (`None`: no tile left, the game is over).
    Drawn(Option<TileKind>),
}

impl Move {
    /// The steps that play a whole move (a computer's choice): place the
    /// tile, then the figure and the end of the turn, or take a figure
    /// back (which ends it).
    pub fn steps_of(placement: Placement, deploy: Deploy) -> Vec<Move> {
        let mut steps = vec![Move::Place(placement)];
        match deploy {
            Deploy::Recall(figure) => steps.push(Move::Recall(figure)),
            Deploy::None => steps.push(Move::EndTurn),
            d => steps.extend([Move::Choose(d), Move::EndTurn]),
        }
        steps
    }
}

impl Happened {
    /// The tiles a turn's end dealt, in the order they came off the pile:
    /// what another table needs to follow it (`Table::follow`).
    pub fn dealt(happened: &[Happened]) -> Vec<TileKind> {
        happened
            .iter()
            .filter_map(|h| match *h {
                Happened::Discarded(k) => Some(k),
                // A player's own tile comes from their hand, not the pile.
                Happened::Drawn(Some(k)) => (!catalog().get(k).is_held()).then_some(k),
                _ => None,
            })
            .collect()
    }
}

impl Table {
    /// Makes one step of the turn and tells what happened, or why it is
    /// refused (then nothing changed). Every step of a game at the window,
    /// at a network host or on a player's screen goes through here.
    pub fn make(&mut self, m: Move) -> Result<Vec<Happened>, Refusal> {
        match m {
            Move::Place(p) => self.place(p).map(|_| vec![Happened::Placed(p)]),
            Move::TurnPlaced => self
                .turn_placed()
                .map(|p| vec![Happened::Turned(p)])
                .ok_or(Refusal::FitsNoOtherWay),
            Move::PickUp if self.pick_up() => Ok(vec![Happened::PickedUp]),
            Move::PickUp => Err(Refusal::NothingPlaced),
            Move::Choose(d) => self.choose(d).map(|_| vec![Happened::Chosen(d)]),
            Move::EndTurn => self.end_turn_telling(),
            Move::Recall(figure) => {
                self.choose(Deploy::Recall(figure))?;
                let mut happened = vec![Happened::Chosen(Deploy::Recall(figure))];
                happened.extend(self.end_turn_telling()?);
                Ok(happened)
            }
            Move::Decide(pick) => self.decide_telling(pick),
            Move::Act(action) => {
                let seat = self.game.current_player();
                let recorded = self.record.turns.len() + 1;
                let scored = self.act(action)?;
                let mut happened = vec![Happened::Acted {
                    seat,
                    action,
                    scored,
                }];
                // Letting one's own tile go ended the turn.
                if self.record.turns.len() >= recorded {
                    self.tell_dealt(recorded, &mut happened);
                }
                Ok(happened)
            }
        }
    }

    /// Makes every choice left of the move in flight, each chosen by
    /// `choose` for its seat (a neutral figure's steps, figures moving on),
    /// telling what happened (nothing when no move is in flight).
    pub fn make_steps(&mut self, choose: Chooser) -> Result<Vec<Happened>, Refusal> {
        let mut happened = Vec::new();
        while let (Some(seat), Some(phase)) = (self.chooser_in_flight(), self.game.phase()) {
            let pick = choose(self.game(), phase, seat, &self.options());
            happened.extend(self.make(Move::Decide(pick))?);
        }
        Ok(happened)
    }

    /// `decide`, telling what happened: the choice, and after the last
    /// the turn's end as `end_turn` tells it.
    fn decide_telling(&mut self, pick: Pick) -> Result<Vec<Happened>, Refusal> {
        // Chance's pick too, on a table that follows another's steps.
        let seat = (self.in_flight().then(|| self.game.chooser_in_flight()))
            .flatten()
            .ok_or(Refusal::NoChoiceNow)?;
        let made = self.stepping_move().ok_or(Refusal::NoChoiceNow)?;
        let phase = self.game.phase().ok_or(Refusal::NoChoiceNow)?;
        let figure = phase.figure(&self.game);
        let recorded = self.record.turns.len() + 1;
        let scorings = self.game.events().len();
        let (scored, sent_home) = self.decide_sending_home(pick)?;
        let rolled = self.told_rolls();
        let next = self.next_chooser(&rolled);
        let mut happened = vec![Happened::Decided {
            seat,
            phase: phase.key(),
            pick,
            next,
            figure,
            sent_home,
            scorings,
        }];
        happened.extend(rolled);
        self.tell_end_in_flight(made, scored, recorded, &mut happened);
        Ok(happened)
    }

    /// The seat that chooses next after a step: the first of the chance
    /// picks the table made after it (`rolled`), else the seat the move in
    /// flight asks (`None`: it is over).
    fn next_chooser(&self, rolled: &[Happened]) -> Option<usize> {
        match rolled.first() {
            Some(Happened::Decided { seat, .. }) => Some(*seat),
            _ => (self.in_flight().then(|| self.game.chooser_in_flight())).flatten(),
        }
    }

    /// The chance picks the table made in the last step, told as picks
    /// (a player's screen makes them as the host's steps).
    fn told_rolls(&mut self) -> Vec<Happened> {
        (self.rolled.drain(..))
            .map(|r| Happened::Decided {
                seat: r.seat,
                phase: r.phase,
                pick: r.pick,
                next: r.next,
                figure: None,
                sent_home: r.sent_home,
                scorings: r.scorings,
            })
            .collect()
    }

    /// After a step or a move on: when the move in flight is over, its end
    /// as `end_turn` tells it (who made it, its deploy, what it scored)
    /// and the tiles dealt.
    fn tell_end_in_flight(
        &self,
        (seat, deploy): (usize, Deploy),
        scored: Vec<ScoreEvent>,
        recorded: usize,
        happened: &mut Vec<Happened>,
    ) {
        if !self.in_flight() {
            happened.push(Happened::TurnEnded {
                seat,
                deploy,
                scored,
            });
            self.tell_dealt(recorded, happened);
        }
    }

    /// Makes a step another table made (the host's, in network play) on
    /// this one, whose pile is not known here: the tiles that step dealt
    /// come first off this table's pile, so the same are discarded and
    /// drawn. What happened is told as `make` tells it.
    pub fn follow(&mut self, m: Move, dealt: &[TileKind]) -> Result<Vec<Happened>, Refusal> {
        // A step may be the last of a move: it ends the turn then.
        let ends_turn = match m {
            Move::EndTurn | Move::Recall(_) | Move::Decide(_) => true,
            Move::Act(action) => action.hand() == InHand::LetGo,
            _ => false,
        };
        if !ends_turn && !dealt.is_empty() {
            return Err(Refusal::DealtMidTurn);
        }
        if ends_turn {
            for &k in dealt {
                if self
                    .game
                    .remaining()
                    .get(k as usize)
                    .is_none_or(|&n| n == 0)
                {
                    return Err(Refusal::DealtNoneLeft(k));
                }
            }
            match m {
                Move::Decide(_) if self.stepping_move().is_none() => {
                    return Err(Refusal::NoChoiceNow);
                }
                Move::Decide(_) | Move::Act(_) => {}
                _ if self.pending.is_none() => return Err(Refusal::NothingPlaced),
                _ => {}
            }
            // Only the move's very end deals: tiles told with a move after
            // which a flight begins or goes on are refused, and the table
            // stays as it was.
            let before = (!dealt.is_empty()).then(|| self.clone());
            let pile = self.pile.clone();
            self.pile.deal_next(dealt);
            self.following = true;
            let made = self.make(m);
            self.following = false;
            if made.is_err() {
                self.pile = pile;
            }
            let turn_ended =
                (made.iter().flatten()).any(|h| matches!(h, Happened::TurnEnded { .. }));
            if let (Ok(_), false, Some(before)) = (&made, turn_ended, before) {
                *self = before;
                return Err(Refusal::DealtMidTurn);
            }
            return made;
        }
        self.following = true;
        let made = self.make(m);
        self.following = false;
        made
    }

    /// `end_turn`, telling what happened: the turn's end, the tiles that
    /// fitted nowhere and the next tile.
    fn end_turn_telling(&mut self) -> Result<Vec<Happened>, Refusal> {
        let seat = self.game.current_player();
        let deploy = self.chosen();
        let recorded = self.record.turns.len() + 1;
        let scored = self.end_turn()?;
        let rolled = self.told_rolls();
        let mut happened = Vec::new();
        let chooser = self.next_chooser(&rolled);
        if let Some(chooser) = chooser {
            happened.push(Happened::StepsBegin { chooser });
            happened.extend(rolled);
            if self.in_flight() {
                return Ok(happened);
            }
        }
        happened.push(Happened::TurnEnded {
            seat,
            deploy,
            scored,
        });
        self.tell_dealt(recorded, &mut happened);
        Ok(happened)
    }

    /// The tiles discarded since the record had `recorded` turns, and the
    /// next tile drawn.
    fn tell_dealt(&self, recorded: usize, happened: &mut Vec<Happened>) {
        for turn in &self.record.turns[recorded..] {
            if let Turn::Discard { tile, .. } = turn {
                let k = catalog()
                    .by_id(tile)
                    .expect("the table records known tiles");
                happened.push(Happened::Discarded(k));
            }
        }
        happened.push(Happened::Drawn(self.in_hand));
    }
}

#[cfg(test)]
mod tests {
    use rand::rngs::SmallRng;
    use rand::{Rng, SeedableRng};

    use super::*;
    use crate::rules::Rules;

    /// The steps a person might take in a turn: a tile put down, moved,
    /// turned, picked up, a meeple chosen and taken back, the turn ended.
    fn a_turn(table: &Table, rng: &mut SmallRng) -> Vec<Move> {
        // A player's own tile (the abbey): let go in the last round now
        // and then, else taken instead of the tile drawn (and placed where
        // the tile drawn would fit: refused when it does not).
        if let Some(let_go) = table.hand_act(InHand::LetGo)
            && rng.random_bool(0.3)
        {
            return vec![Move::Act(let_go)];
        }
        let mut steps = Vec::new();
        if let Some(take) = table.hand_act(InHand::Swapped)
            && rng.random_bool(0.04)
        {
            steps.push(Move::Act(take));
        }
        let legal = table.legal_placements();
        steps.push(Move::Place(legal[rng.random_range(0..legal.len())]));
        if rng.random_bool(0.3) {
            steps.push(Move::PickUp);
            steps.push(Move::Place(legal[rng.random_range(0..legal.len())]));
        }
        if rng.random_bool(0.3) {
            steps.push(Move::TurnPlaced);
        }
        steps.push(Move::Choose(Deploy::None));
        steps.push(Move::EndTurn);
        steps
    }

    /// A table following another's steps, with only the tiles each turn's
    /// end dealt, hears the same happen at every step and ends the game
    /// with the same record and scores; the pile's order never reaches it.
    #[test]
    fn a_table_following_anothers_steps_hears_the_same_and_ends_the_same() {
        let (mut switched, mut let_go, mut moved_on) = (0, 0, 0);
        for seed in 0..12u64 {
            let rules = Rules {
                river: seed % 2 == 0,
                abbot: seed % 3 == 0,
                abbey_mayor: seed % 2 == 1,
                ..Rules::default()
            };
            let players = vec!["A".into(), "B".into(), "C".into()];
            let mut host = Table::new(players, rules, seed);
            let record = crate::rules::GameRecord {
                seed: None,
                ..host.record().clone()
            };
            let mut mirror = Table::mirrored(record, host.in_hand()).unwrap();
            let mut rng = SmallRng::seed_from_u64(seed);
            let mut ended = 0;
            while host.in_hand().is_some() {
                let mut turn = a_turn(&host, &mut rng).into_iter();
                // After the turn's end, where a wagon moves on, or home.
                let then = |host: &Table, rng: &mut SmallRng| {
                    let options = host.move_on_options();
                    let to = options.first().copied().filter(|_| rng.random_bool(0.7));
                    host.moving_on()
                        .map(|_| Move::Decide(crate::rules::moving_on::onward_pick(to)))
                };
                while let Some(mut step) = turn.next().or_else(|| then(&host, &mut rng)) {
                    moved_on +=
                        matches!(step, Move::Decide(crate::rules::phase::Pick::Spot(..))) as usize;
                    if step == Move::Choose(Deploy::None) {
                        // A meeple where the rules allow one, now and then.
                        let options = host.deploy_options();
                        if !options.is_empty() && rng.random_bool(0.5) {
                            step = Move::Choose(options[rng.random_range(0..options.len())]);
                        }
                    }
                    let Ok(happened) = host.make(step) else {
                        continue;
                    };
                    let dealt = Happened::dealt(&happened);
                    assert_eq!(mirror.follow(step, &dealt), Ok(happened.clone()));
                    assert_eq!(mirror.in_hand(), host.in_hand());
                    assert_eq!(mirror.placed(), host.placed());
                    ended += matches!(happened[0], Happened::TurnEnded { .. }) as usize;
                    if let Happened::Acted { action, .. } = happened[0] {
                        switched += (action.hand() == InHand::Swapped) as usize;
                        let_go += (action.hand() == InHand::LetGo) as usize;
                    }
                }
            }
            assert!(ended > 50, "{ended} turns");
            assert_eq!(mirror.game().scores(), host.game().scores());
            assert_eq!(mirror.record().turns, host.record().turns);
        }
        assert!(switched > 10 && let_go > 0, "{switched} {let_go}");
        assert!(moved_on > 2, "{moved_on} wagons moved on");
    }

    /// A step that cannot be followed is refused and leaves the table as
    /// it was: a tile dealt that is not left, tiles dealt with a step that
    /// deals none, an end of turn before a tile is placed.
    #[test]
    fn a_step_that_cannot_be_followed_changes_nothing() {
        let mut host = Table::new(vec!["A".into(), "B".into()], Rules::default(), 5);
        let mut mirror = Table::mirrored(host.record().clone(), host.in_hand()).unwrap();
        let p = host.legal_placements()[0];
        let next = host.in_hand().unwrap();
        assert!(mirror.follow(Move::Place(p), &[next]).is_err());
        assert!(
            mirror.follow(Move::EndTurn, &[next]).is_err(),
            "nothing placed"
        );
        mirror.follow(Move::Place(p), &[]).unwrap();
        host.make(Move::Place(p)).unwrap();
        let gone = (0..catalog().len() as TileKind)
            .find(|&k| host.game().remaining()[k as usize] == 0)
            .unwrap();
        assert!(mirror.follow(Move::EndTurn, &[gone]).is_err());
        assert_eq!(mirror.placed(), Some(p), "the tile still lies there");
        let happened = host.make(Move::EndTurn).unwrap();
        let followed = mirror.follow(Move::EndTurn, &Happened::dealt(&happened));
        assert_eq!(followed, Ok(happened));
        assert_eq!(mirror.in_hand(), host.in_hand());
    }
}
