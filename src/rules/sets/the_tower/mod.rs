//! The Tower (docs/rules/the-tower.md, the 2016 edition): 18 tiles with a
//! tower foundation each, and tower floors in every player's stock.
//! Instead of a figure on the tile just placed a player may put a floor on
//! any open tower or bare foundation and then capture one follower in
//! reach (`floors`, `capture`), or put a follower on top of an open tower,
//! which closes it (`floors`). A follower captured from another player is
//! that player's prisoner until an exchange or a ransom frees it
//! (`prisoners`, `ransom`). Towers, floors and prisoners score nothing.

mod capture;
mod exchange;
pub mod floors;
pub mod prisoners;
pub mod ransom;
mod state;

use crate::rules::game::Game;
use crate::rules::phase::Phase;
use crate::rules::refusal::Refusal;
use crate::rules::set_hooks::Expansion;
use crate::rules::set_names::{ActionForm, SetAction, SetDeploy};
use crate::rules::set_states::{OwnState, Slot};
use crate::rules::types::{Deploy, Meeple};
pub use capture::CAPTURE;
pub use exchange::EXCHANGE;
pub use floors::{Action, Tower};
pub use prisoners::Prisoner;
use state::Towers;

pub const TILES: (&str, &str) = (
    "assets/tiles/the_tower.ron",
    include_str!("../../../../assets/tiles/the_tower.ron"),
);

pub struct TheTower;

impl Expansion for TheTower {
    fn name(&self) -> &'static str {
        "The Tower"
    }

    fn state(&self) -> Option<Slot> {
        Some(Towers::fresh())
    }

    fn tiles(&self) -> Option<(&'static str, &'static str)> {
        Some(TILES)
    }

    fn game_started(&self, game: &mut Game) {
        floors::deal(game);
    }

    fn tile_placed(&self, game: &mut Game, index: usize) {
        floors::foundation_placed(game, index);
    }

    fn actions(&self) -> &'static [ActionForm] {
        &floors::ACTIONS
    }

    fn deploy_options(&self, game: &Game, out: &mut Vec<Deploy>) {
        floors::options(game, out);
    }

    fn check_deploy(&self, game: &Game, d: Deploy) -> Result<(), Refusal> {
        floors::check(game, d)
    }

    fn make_deploy(&self, game: &mut Game, d: SetDeploy) -> bool {
        floors::make(game, d)
    }

    fn phases(&self) -> &'static [&'static dyn Phase] {
        const PHASES: &[&dyn Phase] = &[&capture::Capture, &exchange::Exchange];
        PHASES
    }

    fn acts(&self, game: &Game, out: &mut Vec<SetAction>) {
        ransom::options(game, out);
    }

    fn check_act(&self, game: &Game, act: SetAction) -> Result<(), Refusal> {
        ransom::check(game, act)
    }

    fn act(&self, game: &mut Game, act: SetAction) {
        ransom::pay(game, act);
    }

    /// A follower on top of a tower on that square goes home, and the
    /// tower is open again; its floors stay (the dragon's meal).
    fn figures_home_from(&self, game: &mut Game, tile: usize) -> usize {
        floors::top_home(game, tile)
    }

    /// The followers on top of towers.
    fn figures_on_squares(&self, game: &Game, out: &mut Vec<Meeple>) {
        out.extend(game.towers().iter().filter_map(|t| {
            let (player, figure) = t.top?;
            Some(Meeple {
                player,
                figure,
                tile: t.tile,
                segment: 0,
            })
        }));
    }
}

impl Game {
    /// The towers on the board (bare foundations among them).
    pub fn towers(&self) -> &[Tower] {
        &self.sets_state.get::<Towers>().towers
    }

    /// The floors left in a player's stock.
    pub fn floors_left(&self, player: usize) -> u8 {
        self.sets_state.get::<Towers>().floors[player]
    }

    /// The tower a floor was just put on, while its capture is chosen.
    pub fn capturing_tower(&self) -> Option<Tower> {
        let i = self.sets_state.get::<Towers>().capturing?;
        self.towers().get(i as usize).copied()
    }

    /// Every prisoner, in the order captured.
    pub fn prisoners(&self) -> &[Prisoner] {
        &self.sets_state.get::<Towers>().prisoners
    }
}

impl std::fmt::Display for crate::rules::set_names::TowerRefusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        use crate::rules::set_names::TowerRefusal as Why;
        match self {
            Why::RansomPaid => write!(f, "a ransom was already paid this turn"),
            Why::NoSuchPrisoner => write!(f, "no such prisoner is held"),
            Why::TooFewPoints { score } => write!(
                f,
                "a ransom costs {} points and the score is {score}",
                ransom::PRICE
            ),
            Why::TowerClosed => write!(f, "a follower closes that tower: no floor goes on it"),
            Why::NoFloorLeft => write!(f, "no tower floor is left"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::game::Rules;
    use crate::rules::phase::Pick;
    use crate::rules::random_play::random_game;
    use crate::rules::record::{GameRecord, MeepleAction, Turn};
    use crate::rules::set_names::Figure;
    use crate::rules::set_names::InHand;
    use crate::rules::set_names::{SetId, TowerRefusal};
    use crate::rules::table::Table;

    fn tower_rules(every_set: bool) -> Rules {
        Rules::with_set(SetId::TheTower, every_set)
    }

    /// The printed set (the 2016 edition, `docs/rules/the-tower-tiles.md`):
    /// 18 tiles of 17 kinds, gardens on two and a monastery on one, one
    /// pennant, and four whose roads end at the foundation.
    #[test]
    fn the_tiles_are_the_printed_set() {
        use crate::rules::tile_data::{CentreData, load_tile_set};
        let set = load_tile_set(TILES.0, TILES.1).unwrap();
        assert_eq!(set.tiles.iter().map(|t| t.count).sum::<u32>(), 18);
        assert_eq!(set.tiles.len(), 17);
        let centre = |c: CentreData| set.tiles.iter().filter(|t| t.centre == c).count();
        assert_eq!(
            (centre(CentreData::Garden), centre(CentreData::Monastery)),
            (2, 1)
        );
        let pennants = set.tiles.iter().flat_map(|t| &t.cities);
        assert_eq!(pennants.map(|c| c.pennant_count() as u32).sum::<u32>(), 1);
        let ends = |t: &&crate::rules::tile_data::TileTypeData| {
            t.roads.len() >= 2 && t.roads.iter().all(|r| r.len() == 1)
        };
        let ids: Vec<&str> = set
            .tiles
            .iter()
            .filter(ends)
            .map(|t| t.id.as_str())
            .collect();
        assert_eq!(ids, ["OD", "OE", "OG"]);
        // The game deals them all with the set (each shows a foundation
        // as the set's), and none without it.
        let in_pile = |rules| {
            let game = Game::new(2, rules);
            let kinds = crate::rules::tileset::catalog().types.iter().enumerate();
            (kinds.filter(|(_, t)| t.set == Some(SetId::TheTower)))
                .map(|(k, _)| game.remaining()[k] as u32)
                .sum::<u32>()
        };
        assert_eq!(
            (in_pile(tower_rules(false)), in_pile(Rules::default())),
            (18, 0)
        );
    }

    /// Every figure of every player is in one place: their supply, on the
    /// board, on top of a tower or held by another player.
    fn figures_all_counted(game: &Game) {
        for p in 0..game.players() {
            for f in Figure::ALL.into_iter().filter(|f| f.in_play(game.sets())) {
                let on_board = (game.meeples().iter())
                    .filter(|m| m.player as usize == p && m.figure == f)
                    .count();
                let on_top = (game.towers().iter())
                    .filter(|t| t.top == Some((p as u8, f)))
                    .count();
                let held = (game.prisoners().iter())
                    .filter(|x| x.owner as usize == p && x.figure == f)
                    .count();
                let counted = game.in_supply(p, f) as usize + on_board + on_top + held;
                assert_eq!(counted, f.spec().per_player as usize, "player {p}'s {f:?}");
            }
        }
        // An exchange leaves no two players holding each other's.
        for x in game.prisoners() {
            assert!(x.owner != x.jailer, "{x:?}");
            let back = |y: &&Prisoner| y.owner == x.jailer && y.jailer == x.owner;
            assert!(
                !game.prisoners().iter().any(|y| back(&y)),
                "{x:?} both ways"
            );
        }
    }

    /// Black (seat 0) captures Red's follower while Red holds Black's large
    /// meeple and a follower of Black's: the exchange waits for Black to
    /// choose, offering the large meeple first; the one chosen and Red's
    /// come home, the other stays held. With one kind held, no choice.
    #[test]
    fn the_captor_chooses_which_kind_comes_back_in_an_exchange() {
        use crate::rules::phase::Phase;
        let mut rules = tower_rules(false);
        rules.inns_cathedrals = true;
        let held_by_red = |game: &mut Game, figure| {
            game.hold_figure(0, figure);
            let prisoners = &mut game.sets_state.get_mut::<Towers>().prisoners;
            prisoners.push(Prisoner {
                owner: 0,
                figure,
                jailer: 1,
            });
        };
        let mut game = Game::new(2, rules);
        held_by_red(&mut game, Figure::Follower);
        held_by_red(&mut game, Figure::Large);
        // Red's follower, taken off a feature: in Red's supply, then held.
        prisoners::taken(&mut game, 0, 1, Figure::Follower, true);
        let exchange = exchange::Exchange;
        assert!(exchange.begin(&mut game, 0));
        assert_eq!(exchange.chooser(&game), Some(0));
        let mut options = Vec::new();
        exchange.options(&game, &mut options);
        assert_eq!(
            options,
            [Pick::Figure(Figure::Large), Pick::Figure(Figure::Follower)]
        );
        assert_eq!(game.held(1, Figure::Follower), 1, "Red's, until chosen");
        assert!(!exchange.take(&mut game, Pick::Figure(Figure::Follower)));
        assert!(!exchange.begin(&mut game, 0));
        assert_eq!(game.held(1, Figure::Follower), 0);
        assert_eq!(game.held(0, Figure::Follower), 0);
        assert_eq!(game.held(0, Figure::Large), 1);
        let still = Prisoner {
            owner: 0,
            figure: Figure::Large,
            jailer: 1,
        };
        assert_eq!(game.prisoners(), [still]);
        // One kind held: exchanged at once.
        prisoners::taken(&mut game, 0, 1, Figure::Follower, true);
        assert!(!exchange.begin(&mut game, 0));
        assert!(game.prisoners().is_empty());
        assert_eq!((game.supply(0), game.supply(1)), (7, 7));
        assert_eq!(game.in_supply(0, Figure::Large), 1);
    }

    /// A ransom: 3 points from the prisoner's owner to its jailer, the
    /// figure back in the supply; refused, with the set's reason and
    /// nothing changed, for a prisoner not held, a second time in the
    /// turn, or by a seat with fewer than 3 points.
    #[test]
    fn a_ransom_moves_three_points_once_a_turn_and_is_refused_with_a_reason() {
        let refused = |why| {
            Err(Refusal::Set(crate::rules::set_names::SetRefusal::TheTower(
                why,
            )))
        };
        let mut paid = 0;
        let mut too_poor = 0;
        for seed in 0..60 {
            let mut table = Table::new(vec!["A".into(), "B".into()], tower_rules(false), seed);
            let mut rng = <rand::rngs::SmallRng as rand::SeedableRng>::seed_from_u64(seed);
            while table.in_hand().is_some() {
                let game = table.game().clone();
                let p = game.current_player();
                let mine: Vec<Prisoner> = (game.prisoners().iter())
                    .filter(|x| x.owner as usize == p)
                    .copied()
                    .collect();
                if let Some(x) = mine.first() {
                    let act = SetAction::from(Action::Ransom {
                        jailer: x.jailer,
                        figure: x.figure,
                    });
                    let stranger = SetAction::from(Action::Ransom {
                        jailer: x.jailer,
                        figure: Figure::Abbot,
                    });
                    assert_eq!(table.act(stranger), refused(TowerRefusal::NoSuchPrisoner));
                    if game.score(p) < ransom::PRICE {
                        let score = game.score(p);
                        assert_eq!(
                            table.act(act),
                            refused(TowerRefusal::TooFewPoints { score })
                        );
                        too_poor += 1;
                    } else {
                        let told = table.act(act).unwrap();
                        assert_eq!(told.len(), 1);
                        let after = table.game();
                        assert_eq!(after.score(p) + 3, game.score(p));
                        assert_eq!(
                            after.score(x.jailer as usize),
                            game.score(x.jailer as usize) + 3
                        );
                        assert_eq!(
                            after.in_supply(p, x.figure),
                            game.in_supply(p, x.figure) + 1
                        );
                        if mine.len() > 1 {
                            let again = SetAction::from(Action::Ransom {
                                jailer: mine[1].jailer,
                                figure: mine[1].figure,
                            });
                            assert_eq!(table.act(again), refused(TowerRefusal::RansomPaid));
                        }
                        paid += 1;
                    }
                    assert_eq!(table.game().scores(), table.before_placing().scores());
                }
                let places = table.legal_placements();
                use rand::Rng;
                table
                    .place(places[rng.random_range(0..places.len())])
                    .unwrap();
                let options = table.deploy_options();
                // Floors and captures as often as they come.
                let floor = options.iter().copied().find(
                    |d| matches!(d, Deploy::Set(s) if Action::of(s.action) == Some(Action::Floor)),
                );
                let pick = options[rng.random_range(0..options.len())];
                table
                    .choose(floor.filter(|_| rng.random_bool(0.5)).unwrap_or(pick))
                    .unwrap();
                table.end_turn().unwrap();
                while table.chooser_in_flight().is_some() {
                    let options = table.options();
                    table.decide(*options.last().unwrap()).unwrap();
                }
            }
            let replayed = table.record().replay().unwrap();
            assert_eq!(replayed.scores(), table.game().scores(), "seed {seed}");
        }
        assert!(
            paid > 10 && too_poor > 0,
            "{paid} paid, {too_poor} too poor to pay"
        );
    }

    /// What a record's turns did with the set: floors, followers on top,
    /// captures (not nobody) and ransoms.
    fn counted(record: &GameRecord) -> [usize; 5] {
        let mut n = [0; 5];
        for turn in &record.turns {
            let Turn::Place {
                meeple,
                chose,
                acts,
                ..
            } = turn
            else {
                continue;
            };
            if let Some(MeepleAction::Set { action, .. }) = meeple {
                n[0] += (action.name() == "Floor") as usize;
                n[1] += (action.name() == "TowerTop") as usize;
            }
            n[2] += (chose.iter())
                .filter(|c| {
                    c.phase() == CAPTURE && !matches!(c, crate::rules::record::Chosen::Home { .. })
                })
                .count();
            n[3] += acts.len();
            n[4] += chose.iter().filter(|c| c.phase() == EXCHANGE).count();
        }
        n
    }

    /// A ransom paid in the last round, then the player's abbey let go: the
    /// record keeps the ransom with the tile let go, and replays to the
    /// same scores. Looked for in random games with Abbey & Mayor, the
    /// greedy player placing and capturing, until it happens.
    #[test]
    fn a_ransom_before_a_tile_let_go_is_kept_by_the_record() {
        let mut rules = tower_rules(false);
        SetId::AbbeyMayor.set_in_play(&mut rules, true);
        let mut found = 0;
        for seed in 0..40 {
            let mut table = Table::new(vec!["A".into(), "B".into()], rules, seed);
            let mut rng = <rand::rngs::SmallRng as rand::SeedableRng>::seed_from_u64(seed);
            while let Some(kind) = table.in_hand() {
                // The ransom, not the abbey's own act (let go below).
                if table.game().in_last_round()
                    && let Some(ransom) = table.hand_act(InHand::Kept)
                {
                    assert!(Action::of(ransom).is_some(), "{ransom:?}");
                    table.act(ransom).unwrap();
                    table.act(table.hand_act(InHand::LetGo).unwrap()).unwrap();
                    found += 1;
                    continue;
                }
                let choice = crate::ai::AiKind::Greedy.choose(table.game(), kind, &mut rng);
                choice
                    .play(&mut table, crate::ai::moving_on::CHOOSER)
                    .unwrap();
            }
            let replayed = table.record().replay().expect("the record replays");
            assert_eq!(replayed.scores(), table.game().scores(), "seed {seed}");
            if found > 0 {
                return;
            }
        }
        panic!("no ransom in the last round in 40 games");
    }

    /// Random games with the set alone and with every set: every figure is
    /// always counted once, no capture reaches further than its tower is
    /// high or off its four lines, nobody pays a ransom they cannot afford
    /// or twice in a turn, and the record replays to the same scores.
    #[test]
    fn random_games_keep_every_figure_and_replay() {
        let mut seen = [0; 5];
        for (seed, every_set) in (0..24).map(|s| (s, s % 3 == 2)) {
            let players = 2 + seed as usize % 4;
            let mut before = None;
            let table = random_game(
                tower_rules(every_set),
                players,
                seed,
                |table| {
                    figures_all_counted(table.game());
                    before = Some(table.before_placing().clone());
                },
                |table, _| figures_all_counted(table.game()),
            );
            let _ = before;
            let record = table.record().clone();
            let game = table.game();
            let floors_put: u32 = game.towers().iter().map(|t| t.height as u32).sum();
            let floors_left: u32 = (0..players).map(|p| game.floors_left(p) as u32).sum();
            let dealt = [0, 0, 10, 9, 7, 6, 5][players];
            assert_eq!(
                floors_put + floors_left,
                dealt * players as u32,
                "seed {seed}"
            );
            let replayed = record.replay().expect("the record replays");
            assert_eq!(replayed.scores(), game.scores(), "seed {seed}");
            let n = counted(&record);
            assert_eq!(n[0] as u32, floors_put, "seed {seed}: floors in the record");
            for (s, k) in seen.iter_mut().zip(n) {
                *s += k;
            }
            // The record reads back as written.
            let text = ron::to_string(&record).unwrap();
            assert_eq!(ron::from_str::<GameRecord>(&text).unwrap(), record);
        }
        assert!(
            seen[..4].iter().all(|&k| k > 5),
            "floors, tops, captures, ransoms: {seen:?}"
        );
    }

    /// With Inns & Cathedrals' large meeple a player may hold another's
    /// figures of two kinds: random games where a capture then asks the
    /// captor which comes back keep every figure counted, and their records
    /// (`Figure(phase: "exchange", ...)`) read back and replay.
    #[test]
    fn exchanges_that_ask_the_captor_replay() {
        let mut rules = tower_rules(false);
        rules.inns_cathedrals = true;
        let mut asked = 0;
        for seed in 0..80 {
            let check = |table: &Table| figures_all_counted(table.game());
            let table = random_game(rules, 2, seed, check, |table, _| check(table));
            let record = table.record();
            if counted(record)[4] == 0 {
                continue;
            }
            asked += 1;
            let text = ron::to_string(record).unwrap();
            assert!(text.contains("Figure(phase:\"exchange\""), "{text}");
            let read: GameRecord = ron::from_str(&text).unwrap();
            let replayed = read.replay().expect("the record replays");
            assert_eq!(replayed.scores(), table.game().scores(), "seed {seed}");
            assert_eq!(
                replayed.prisoners(),
                table.game().prisoners(),
                "seed {seed}"
            );
        }
        assert!(asked >= 3, "{asked} games asked");
    }

    /// A capture reaches the tower's own square and as many squares north,
    /// east, south and west as the tower is high, past empty squares, and
    /// never a diagonal one.
    #[test]
    fn a_capture_reaches_along_four_lines_as_far_as_the_tower_is_high() {
        let mut checked = 0;
        for seed in 0..40 {
            let mut table = Table::new(vec!["A".into(), "B".into()], tower_rules(false), seed);
            while table.in_hand().is_some() {
                let c = crate::ai::AiKind::Random.choose(
                    table.game(),
                    table.in_hand().unwrap(),
                    &mut {
                        use rand::SeedableRng;
                        rand::rngs::SmallRng::seed_from_u64(
                            seed * 1000 + table.record().turns.len() as u64,
                        )
                    },
                );
                table.place(c.placement).unwrap();
                // A floor wherever one may go, to build high towers.
                let options = table.deploy_options();
                let floor = options.iter().copied().find(
                    |d| matches!(d, Deploy::Set(s) if Action::of(s.action) == Some(Action::Floor)),
                );
                table.choose(floor.unwrap_or(c.deploy)).unwrap();
                table.end_turn().unwrap();
                while table.chooser_in_flight().is_some() {
                    let options = table.options();
                    if table.phase_key() == Some(CAPTURE) {
                        let game = table.game();
                        let i = game.sets_state.get::<Towers>().capturing.unwrap() as usize;
                        let tower = game.towers()[i];
                        let at = tower.square(game);
                        for pick in &options {
                            let (Pick::Spot(pos, _) | Pick::Square(pos)) = *pick else {
                                continue;
                            };
                            let (dx, dy) = ((pos.x - at.x).abs(), (pos.y - at.y).abs());
                            assert!(
                                dx == 0 || dy == 0,
                                "seed {seed}: {pos} off the lines of {at}"
                            );
                            assert!(
                                dx.max(dy) <= tower.height as i32,
                                "seed {seed}: {pos} too far"
                            );
                            checked += 1;
                        }
                        // Everyone in reach is offered.
                        let reach: Vec<_> = tower.reach(game).collect();
                        for m in game.meeples().iter().filter(|m| m.figure.weight() > 0) {
                            let pos = game.board().tiles()[m.tile as usize].pos;
                            if reach.contains(&pos) {
                                assert!(
                                    options.contains(&Pick::Spot(pos, m.segment)),
                                    "seed {seed}"
                                );
                            }
                        }
                    }
                    let pick = *options.last().unwrap();
                    table.decide(pick).unwrap();
                }
            }
        }
        assert!(checked > 20, "{checked} captures offered");
    }
}
