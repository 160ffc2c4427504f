//! A move at the table after which a set's figure moves step by step:
//! the seat that chooses each step, the squares it may
//! go to, and the move recorded with its steps after the last. And a
//! whole move played at once, its steps chosen for each seat.

use super::geometry::Pos;
use super::moving_on::MovingOn;
use super::phase::{self, Chooser};
use super::record::Turn;
use super::refusal::Refusal;
use super::steps::Move;
use super::table::{Stepping, Table};
use super::types::{Deploy, Meeple, Pick, Placement, ScoreEvent};

impl Table {
    /// The seat that chooses the next step while a set's figure moves
    /// after the turn's deploy (`None` otherwise).
    pub fn step_chooser(&self) -> Option<usize> {
        self.stepping.as_ref()?;
        self.game.step_chooser()
    }

    /// The seat that chooses next while a move is in flight: a step of a
    /// set's figure, or where a figure the move scored moves on; `None`
    /// while chance makes the next pick (a die's roll), which no seat
    /// makes.
    pub fn chooser_in_flight(&self) -> Option<usize> {
        self.stepping.as_ref()?;
        (!self.chance_in_flight()).then(|| self.game.chooser_in_flight())?
    }

    /// Whether a move is in flight, its next pick a seat's or chance's.
    pub(super) fn in_flight(&self) -> bool {
        self.stepping.is_some() && self.game.chooser_in_flight().is_some()
    }

    /// The seat whose move `m` is: a step's choosing seat, a move on's
    /// figure's owner (`None` when none waits), else the player whose
    /// turn it is.
    pub fn seat_to_make(&self, m: &Move) -> Option<usize> {
        match m {
            Move::Decide(_) => self.chooser_in_flight(),
            _ => Some(self.game.current_player()),
        }
    }

    /// The move whose steps go on, as the record will write it, with the
    /// steps made so far (a whole table sent mid-flight carries it).
    pub fn turn_in_flight(&self) -> Option<&Turn> {
        self.stepping.as_ref().map(|s| &s.turn)
    }

    /// How many choices the move in flight has had made (steps and moves
    /// on): with the record's length, which choice is asked now.
    pub fn choices_in_flight(&self) -> usize {
        match self.turn_in_flight() {
            Some(turn) => turn.picks().left(),
            None => 0,
        }
    }

    /// Where the tile of the move in flight lies: on the board, its turn
    /// not yet over (`placed` is the tile lying before its turn ends).
    pub fn in_flight_placement(&self) -> Option<Placement> {
        match self.turn_in_flight()? {
            Turn::Place { x, y, rot, .. } => Some(Placement {
                pos: Pos::new(*x, *y),
                rot: *rot,
            }),
            Turn::Discard { .. } => None,
        }
    }

    /// Who made the move whose steps go on, and its deploy.
    pub fn stepping_move(&self) -> Option<(usize, Deploy)> {
        self.stepping.as_ref().map(|s| (s.seat, s.deploy))
    }

    /// How many of the game's scorings came before the move in flight:
    /// the rest are its own, told with its end (`Happened::TurnEnded`).
    pub fn scorings_before_flight(&self) -> Option<usize> {
        self.stepping.as_ref().map(|s| s.scored)
    }

    /// The squares the next step may go to.
    pub fn step_options(&self) -> Vec<Pos> {
        let mut out = Vec::new();
        if self.stepping.is_some() {
            self.game.step_options(&mut out);
        }
        out
    }

    /// The picks the phase choosing now allows (empty when no move is in
    /// flight).
    pub fn options(&self) -> Vec<Pick> {
        let mut out = Vec::new();
        if self.stepping.is_some() {
            self.game.phase_options(&mut out);
        }
        out
    }

    /// The key of the phase choosing now (`steps`, `moved_on`), while a
    /// move is in flight.
    pub fn phase_key(&self) -> Option<&'static str> {
        self.stepping.as_ref()?;
        self.game.phase().map(|p| p.key())
    }

    /// Makes a choice of the move in flight; after its last the move is
    /// recorded with its choices and the next tile drawn. Returns the
    /// scoring events of the whole move once it is over (none before).
    pub fn decide(&mut self, pick: Pick) -> Result<Vec<ScoreEvent>, Refusal> {
        self.decide_sending_home(pick).map(|(scored, _)| scored)
    }

    /// `decide`, with the figures the choice sent home.
    pub(super) fn decide_sending_home(
        &mut self,
        pick: Pick,
    ) -> Result<(Vec<ScoreEvent>, Vec<Meeple>), Refusal> {
        self.rolled.clear();
        let (scored, sent_home) = self.pick_in_flight(pick)?;
        match self.stepping {
            Some(_) => Ok((self.roll_chances(), sent_home)),
            None => Ok((scored, sent_home)),
        }
    }

    /// Makes a pick of the move in flight (a seat's or chance's) and
    /// notes it in the move's record: what the whole move scored if that
    /// was its last pick, and the figures it sent home.
    pub(super) fn pick_in_flight(
        &mut self,
        pick: Pick,
    ) -> Result<(Vec<ScoreEvent>, Vec<Meeple>), Refusal> {
        let Some(Stepping { turn, .. }) = &mut self.stepping else {
            return Err(Refusal::NoChoiceNow);
        };
        let key = self.game.phase().ok_or(Refusal::NoChoiceNow)?.key();
        let sent_home = self.game.decide(pick)?;
        // No choice changes a tile: a place is named as it was chosen.
        turn.note_pick(&self.game, key, pick);
        Ok((self.recorded_when_over(), sent_home))
    }

    /// The figure whose owner chooses where it moves on now, after the
    /// move in flight scored its feature.
    pub fn moving_on(&self) -> Option<MovingOn> {
        self.stepping.as_ref()?;
        self.game.moving_on()
    }

    /// The places on the board the figure waiting may move on to (going
    /// home is allowed besides).
    pub fn move_on_options(&self) -> Vec<(Pos, u8)> {
        let mut out = Vec::new();
        if self.stepping.is_some() {
            self.game.move_on_options(&mut out);
        }
        out
    }

    /// After a step or a move on: when nothing more waits, the move joins
    /// the record, the next tile is drawn, and what it scored is told.
    fn recorded_when_over(&mut self) -> Vec<ScoreEvent> {
        if self.game.chooser_in_flight().is_some() {
            return Vec::new();
        }
        let stepped = self.stepping.take().expect("a turn under way");
        self.record_and_draw(stepped.turn);
        self.game.events()[stepped.scored..].to_vec()
    }

    /// Plays a whole move of the tile in hand at once (computer players,
    /// self-play): checked, applied, recorded, the next tile drawn. On
    /// error nothing changes.
    pub fn play(&mut self, p: Placement, deploy: Deploy) -> Result<(), Refusal> {
        self.play_with(p, deploy, phase::FIRST)
    }

    /// `play`, with the steps of a set's figure that moves after the
    /// deploy and the figures' moves on chosen by `choose` for each seat
    /// (a choice refused leaves the move at that choice).
    pub fn play_with(
        &mut self,
        p: Placement,
        deploy: Deploy,
        choose: Chooser,
    ) -> Result<(), Refusal> {
        self.place(p)?;
        if let Err(e) = self.choose(deploy) {
            self.pick_up();
            return Err(e);
        }
        self.end_turn()?;
        self.make_steps(choose).map(|_| ())
    }
}

#[cfg(test)]
mod tests {
    use crate::rules::Rules;
    use crate::rules::random_play::random_game;

    /// Random games with every set: what the moves and their steps say
    /// they scored, put together, is every scoring of the game (an abbot
    /// taken back on a dragon tile included, and final scoring after an
    /// abbey let go in the last round); no tile goes down while a
    /// flight goes on (`random_game` checks it); every record replays to
    /// the same game.
    #[test]
    fn every_scoring_is_told_by_its_move_and_no_tile_goes_down_mid_flight() {
        let rules = Rules {
            abbot: true,
            inns_cathedrals: true,
            traders_builders: true,
            princess_dragon: true,
            abbey_mayor: true,
            ..Rules::default()
        };
        let mut flights = 0;
        for seed in 0..30 {
            let mut told = Vec::new();
            let table = random_game(
                rules,
                3,
                seed,
                |_| {},
                |table, scored| {
                    told.extend_from_slice(scored);
                    let last = table.record().turns.last();
                    flights += matches!(
                        last,
                        Some(crate::rules::record::Turn::Place { steps, .. }) if !steps.is_empty()
                    ) as usize;
                },
            );
            assert_eq!(told, table.game().events(), "seed {seed}");
            let replayed = table.record().replay().unwrap();
            assert_eq!(replayed.scores(), table.game().scores(), "seed {seed}");
        }
        assert!(flights > 30, "{flights} flights");
    }

    /// Before anything of a turn is scored, the dragon flies
    /// (docs/rules/princess-and-dragon.md): whatever the deploy on a
    /// dragon tile, nothing has scored while the flight goes on, not an
    /// abbot taken back nor a barn's farmers; and an abbot taken back that
    /// the dragon then eats scores nothing, as if it had not been taken
    /// back (the flight's squares depend on the fairy, whom a recall does
    /// not move, not on the figures).
    #[test]
    fn nothing_of_a_dragon_turn_scores_before_the_flight() {
        use crate::rules::Deploy;
        let rules = Rules {
            abbot: true,
            princess_dragon: true,
            abbey_mayor: true,
            ..Rules::default()
        };
        let (mut flights, mut recalls, mut barns, mut eaten) = (0, 0, 0, 0);
        // Every step onto the first square offered: the same path
        // whatever was deployed. The squares the dragon entered.
        let fly = |g: &mut crate::rules::Game| {
            let (mut path, mut options) = (Vec::new(), Vec::new());
            while g.step_chooser().is_some() {
                g.step_options(&mut options);
                path.push(options[0]);
                g.decide(crate::rules::phase::Pick::Square(options[0]))
                    .expect("a square allowed");
            }
            path
        };
        for seed in 0..40 {
            random_game(
                rules,
                3,
                seed,
                |table| {
                    let game = table.game();
                    let before = game.scores();
                    let mut not_recalled = game.clone();
                    not_recalled.deploy_unchecked(Deploy::None);
                    if not_recalled.step_chooser().is_none() {
                        return;
                    }
                    flights += 1;
                    fly(&mut not_recalled);
                    for d in table.deploy_options() {
                        let mut g = game.clone();
                        g.deploy_unchecked(d);
                        // The fairy moved beside the dragon may leave it
                        // nowhere to go: no flight.
                        if g.step_chooser().is_none() {
                            continue;
                        }
                        assert_eq!(
                            g.scores(),
                            before,
                            "seed {seed}: {d:?} scored before the flight"
                        );
                        barns +=
                            matches!(d, Deploy::Set(s) if s.action.corner().is_some()) as usize;
                        let Deploy::Recall(figure) = d else {
                            continue;
                        };
                        recalls += 1;
                        let p = game.current_player();
                        let at = game.figure_position(p, figure).expect("on the board");
                        if fly(&mut g).contains(&at) {
                            eaten += 1;
                            assert_eq!(g.scores(), not_recalled.scores(), "seed {seed}");
                        }
                    }
                },
                |_, _| {},
            );
        }
        assert!(flights > 40, "{flights} flights");
        assert!(recalls > 5 && barns > 5, "{recalls} recalls, {barns} barns");
        assert!(eaten > 0, "no abbot taken back was eaten");
    }

    /// Each step tells the figures it sent home: those on the tile the
    /// dragon entered, and a builder or pig whose owner's last follower
    /// there went; the rest stay.
    #[test]
    fn each_step_tells_the_figures_the_dragon_ate() {
        use crate::rules::{Happened, Move};
        let rules = Rules {
            traders_builders: true,
            princess_dragon: true,
            ..Rules::default()
        };
        let mut eaten = 0;
        for seed in 0..20 {
            let names = vec!["A".to_string(), "B".to_string()];
            let mut table = crate::rules::Table::new(names, rules, seed);
            while let Some(kind) = table.in_hand() {
                let c = crate::ai::AiKind::Random.choose(table.game(), kind, &mut {
                    use rand::SeedableRng;
                    rand::rngs::SmallRng::seed_from_u64(seed)
                });
                for m in Move::steps_of(c.placement, c.deploy) {
                    table.make(m).unwrap();
                }
                while table.step_chooser().is_some() {
                    let before = table.game().meeples().to_vec();
                    let to = table.step_options()[0];
                    let at = table.game().board().index_at(to).unwrap() as u8;
                    let happened = table
                        .make(Move::Decide(crate::rules::phase::Pick::Square(to)))
                        .unwrap();
                    let Happened::Decided { sent_home, .. } = &happened[0] else {
                        panic!("{happened:?}");
                    };
                    for m in &before {
                        let on_tile = m.tile == at;
                        let gone = sent_home.contains(m);
                        assert!(!on_tile || gone, "seed {seed}: {m:?} on the tile stayed");
                        assert!(on_tile || !gone || m.figure.weight() == 0, "{m:?}");
                    }
                    eaten += sent_home.len();
                }
            }
        }
        assert!(eaten > 20, "{eaten} figures eaten");
    }

    /// Mid-flight, a step that is not the last deals nothing, nor a turn's
    /// end that begins a flight: tiles told with them (a host's broken
    /// message) are refused and the table stays as it was. And a game scored as it stands mid-flight forgets the
    /// steps not taken.
    #[test]
    fn a_step_before_the_last_deals_nothing_and_scoring_now_ends_the_flight() {
        use crate::rules::{Happened, Move, Refusal};
        let rules = Rules {
            princess_dragon: true,
            ..Rules::default()
        };
        let (mut checked, mut begun) = (0, 0);
        for seed in 0..20 {
            let names = vec!["A".to_string(), "B".to_string()];
            let mut table = crate::rules::Table::new(names, rules, seed);
            let mut rng = <rand::rngs::SmallRng as rand::SeedableRng>::seed_from_u64(seed);
            while let Some(kind) = table.in_hand() {
                let c = crate::ai::AiKind::Random.choose(table.game(), kind, &mut rng);
                for m in Move::steps_of(c.placement, c.deploy) {
                    let left = table.game().remaining().iter().position(|&n| n > 0);
                    // The move's end that begins a flight deals nothing
                    // either.
                    let mut tried = table.clone();
                    let happened = tried.make(m).unwrap();
                    let flies = matches!(happened[..], [Happened::StepsBegin { .. }]);
                    if let (Move::EndTurn, true, Some(left)) = (m, flies, left) {
                        let mut follower = table.clone();
                        let refused = follower.follow(m, &[left as crate::rules::TileKind]);
                        assert_eq!(refused, Err(Refusal::DealtMidTurn), "seed {seed}");
                        assert_eq!(follower.game().meeples(), table.game().meeples());
                        assert_eq!(follower.follow(m, &[]), Ok(happened.clone()));
                        begun += 1;
                    }
                    table.make(m).unwrap();
                }
                while table.step_chooser().is_some() {
                    let to = table.step_options()[0];
                    let mut scored_now = table.game().clone();
                    scored_now.score_now();
                    assert!(scored_now.is_over() && scored_now.dragon_flight().is_none());
                    let mut tried = table.clone();
                    let happened = tried
                        .make(Move::Decide(crate::rules::phase::Pick::Square(to)))
                        .unwrap();
                    // A tile still in the pile, that a last step could deal.
                    let left = table.game().remaining().iter().position(|&n| n > 0);
                    let more = matches!(happened[0], Happened::Decided { next: Some(_), .. });
                    if let (true, Some(left)) = (more, left) {
                        let mut follower = table.clone();
                        let dealt = [left as crate::rules::TileKind];
                        let refused = follower
                            .follow(Move::Decide(crate::rules::phase::Pick::Square(to)), &dealt);
                        assert_eq!(refused, Err(Refusal::DealtMidTurn), "seed {seed}");
                        assert_eq!(follower.step_options(), table.step_options());
                        assert_eq!(follower.game().dragon(), table.game().dragon());
                        assert_eq!(follower.game().meeples(), table.game().meeples());
                        assert_eq!(
                            follower
                                .follow(Move::Decide(crate::rules::phase::Pick::Square(to)), &[]),
                            Ok(happened)
                        );
                        checked += 1;
                    }
                    table
                        .make(Move::Decide(crate::rules::phase::Pick::Square(to)))
                        .unwrap();
                }
            }
        }
        assert!(checked > 20, "{checked} steps before the last");
        assert!(begun > 20, "{begun} flights begun");
    }
}
