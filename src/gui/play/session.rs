//! The game being played: the engine's `Table` (with the move in progress)
//! plus what the table does not know: seat names, colours, who is a
//! computer, the scores over the turns and the log. Only the turn plugin
//! changes it; everything else reads it.

use bevy::prelude::*;

use crate::ai::AiKind;
use crate::gui::look::COLOURS;
use crate::gui::options::GuiOptions;
use crate::gui::prefs::Prefs;
use crate::gui::states::{AppState, OfGame};
use crate::rules::deck::fresh_seed;
use crate::rules::record::{RecordError, apply_turn, played};
use crate::rules::{Deploy, Figure, Pos, Replayed, Rules, ScoreEvent, Table, TileKind};
use crate::saves;
use crate::seats::Seat;
use crate::settings::Settings;
use crate::tr;

use super::watching::Watching;

/// The set-up chosen in the new-game dialog (or on the command line).
#[derive(Resource, Debug, Clone, PartialEq)]
pub struct NewGame {
    pub seats: Vec<Seat>,
    pub rules: Rules,
    pub seed: Option<u64>,
    /// The help at the table: hint, undo, dead squares, the odds of the
    /// tiles to come. Off, the game keeps to what a table offers.
    pub aids: bool,
}

impl NewGame {
    pub fn from_options(o: &GuiOptions) -> NewGame {
        // A game continued has its own players.
        let continued = o.resume.as_ref().map(|r| r.record().players.len());
        let players = continued.or(o.players).unwrap_or(2);
        // Hosting, the seats after the first are for players who join (or
        // as many as `--network-seats` says).
        let network = |i: usize| o.host.is_some() && i > 0 && i <= o.network_seats.unwrap_or(5);
        let seats = (0..players)
            .map(|i| Seat {
                name: crate::gui::look::colour(i),
                colour: i,
                computer: (!network(i) && (o.autoplay || i > 0)).then_some(AiKind::Greedy),
                remote: network(i),
            })
            .collect();
        NewGame {
            seats,
            rules: o.rules,
            seed: o.seed,
            aids: true,
        }
    }
}

#[derive(Resource)]
pub struct Session {
    pub table: Table,
    pub seats: Vec<Seat>,
    /// Scores of every seat after each turn, for the end-game chart.
    pub history: Vec<Vec<u32>>,
    /// What happened, for the scoring log (put in words as it is shown,
    /// so it follows a change of language).
    pub log: Vec<LogEntry>,
    /// The log's lines of a move in flight told before its scoring is
    /// (a figure that moved on after its feature scored, a choice of a
    /// phase after the scoring), each with how many of the game's scorings
    /// came before it: they go among the move's scoring lines there.
    pub held_lines: Vec<(usize, LogEntry)>,
    /// The figures a set's figure sent home this turn, by seat: one taken
    /// back before the flight then scored nothing, and the log does not say
    /// it was taken back.
    pub eaten: Vec<(usize, Figure)>,
    /// Where the lines of the turn in play begin in the log: its sentence
    /// goes there when it ends, before the lines its flight told.
    pub turn_from: usize,
    /// Whether the aids are on (see `NewGame::aids`).
    pub aids: bool,
    /// A network game (hosted here or elsewhere): turns others have seen
    /// end are never taken back, so there is no undo.
    pub networked: bool,
}

impl Session {
    pub fn new(setup: &NewGame) -> Session {
        let names = setup.seats.iter().map(|s| s.name.clone()).collect();
        let table = Table::new(names, setup.rules, setup.seed.unwrap_or_else(fresh_seed));
        Session {
            aids: setup.aids,
            ..Self::at(table, setup.seats.clone())
        }
    }

    /// A game of two people at this screen, P0 and P1 (for tests).
    #[cfg(test)]
    pub fn of_two_people(rules: crate::rules::Rules, seed: u64) -> Session {
        let (seats, seed, aids) = (vec![Seat::person(0), Seat::person(1)], Some(seed), false);
        Session::new(&NewGame {
            seats,
            rules,
            seed,
            aids,
        })
    }

    /// A session for a game already under way (a save).
    pub fn at(table: Table, seats: Vec<Seat>) -> Session {
        let scores = table.game().scores();
        Session {
            table,
            seats,
            history: vec![scores],
            log: Vec::new(),
            held_lines: Vec::new(),
            eaten: Vec::new(),
            turn_from: 0,
            aids: true,
            networked: false,
        }
    }

    /// Nobody is at the mouse: play runs without pauses for people.
    pub fn all_computers(&self) -> bool {
        self.seats.iter().all(|s| s.computer.is_some())
    }

    pub fn current_seat(&self) -> &Seat {
        &self.seats[self.table.game().current_player()]
    }

    /// Nobody at this screen's mouse plays the seat whose turn it is: a
    /// computer, or a player on another screen.
    pub fn computer_seat(&self) -> bool {
        let seat = self.current_seat();
        seat.computer.is_some() || seat.remote
    }

    /// A computer of this screen holds the tile and is to play it.
    pub fn computer_to_play(&self) -> bool {
        let seat = self.current_seat();
        self.in_hand().is_some() && seat.computer.is_some() && !seat.remote
    }

    /// A person at this screen holds the tile and is to play it.
    pub fn person_to_play(&self) -> bool {
        self.in_hand().is_some() && !self.computer_seat()
    }

    /// A person holds the tile, at this screen or (at the host) on another.
    /// A person at this screen plays the seat (not a computer, not a
    /// player at another screen).
    pub fn person_at(&self, seat: usize) -> bool {
        self.seats
            .get(seat)
            .is_some_and(|s| s.computer.is_none() && !s.remote)
    }

    pub fn any_person_to_play(&self) -> bool {
        self.in_hand().is_some() && self.current_seat().computer.is_none()
    }

    pub fn colour(&self, seat: usize) -> Color {
        COLOURS[self.seats[seat].colour]
    }

    pub fn in_hand(&self) -> Option<TileKind> {
        self.table.in_hand()
    }

    /// How many turns an undo takes back: back to the last turn a person
    /// played, so a person playing against computers gets their own turn
    /// again. `None` when no person has played yet.
    pub fn undo_depth(&self) -> Option<usize> {
        self.table
            .undo_depth(|seat| self.seats[seat].computer.is_none())
    }

    /// A recorded game as it stood after `turns` turns, to watch it again:
    /// its log is what had scored by then, its chart the scores so far.
    /// Nothing is replayed: the record was, once, when it was opened.
    pub fn watching(watched: &Watching, turns: usize) -> Session {
        let table = Table::viewed(&watched.replayed, turns);
        let turns = table.record().turns.len();
        Session {
            aids: watched.aids,
            ..Session::told(table, watched.seats.clone(), &watched.replayed, turns)
        }
    }

    /// A session on `table`, which stands after the first `turns` turns of
    /// `replayed`: the chart and the log as they stood then, read from
    /// what the replay kept.
    fn told(table: Table, seats: Vec<Seat>, replayed: &Replayed, turns: usize) -> Session {
        let mut session = Session::at(table, seats);
        session.history = (0..=turns).map(|k| replayed.after(k).scores()).collect();
        let record = replayed.record();
        let played = (record.turns.iter().take(turns).enumerate())
            .map(|(k, turn)| played(replayed.after(k), turn))
            .collect();
        session.log = session.told_log(played);
        session.turn_from = session.log.len();
        session
    }

    /// The chart and the log told again from the table's record, in one
    /// pass: for a game watched again, and for a player's screen that
    /// redraws from the host's table (it may have missed turns or seen
    /// some the host lost in a crash).
    pub fn retell(&mut self) -> Result<(), RecordError> {
        let record = self.table.record();
        let mut game = record.initial_game()?;
        let mut history = vec![game.scores()];
        let mut told = Vec::new();
        for turn in &record.turns {
            told.push(played(&game, turn));
            apply_turn(&mut game, turn).map_err(|message| RecordError {
                turn: None,
                message,
            })?;
            history.push(game.scores());
        }
        self.history = history;
        self.log = self.told_log(told);
        self.turn_from = self.log.len();
        self.held_lines.clear();
        self.eaten.clear();
        Ok(())
    }

    /// Takes back `depth` whole turns. The same tiles come up again: the
    /// pile is rebuilt from the game's seed, so an undo reveals nothing.
    pub fn undo(&mut self, depth: usize) -> Result<(), String> {
        let table = self.table.undo(depth).map_err(|e| e.to_string())?;
        let mover = table.game().current_player();
        self.table = table;
        self.history
            .truncate(self.history.len().saturating_sub(depth).max(1));
        self.log.push(LogEntry::TookBack {
            turns: depth,
            mover,
        });
        // Lines a move in flight held back go with it.
        self.held_lines.clear();
        self.eaten.clear();
        self.turn_from = self.log.len();
        Ok(())
    }
}

/// One line of the scoring log.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum LogEntry {
    /// A turn's tile put down at a square, with what was chosen with it.
    Played {
        seat: usize,
        kind: TileKind,
        pos: Pos,
        deploy: Deploy,
    },
    Scored(ScoreEvent),
    /// A seat took its figure back (the abbot).
    Recalled(usize, Figure),
    /// A figure of this seat sent home by a choice in a phase (its key).
    SentHome {
        seat: usize,
        phase: &'static str,
    },
    /// In the last round this seat let its own tile (the abbey) go.
    LetGo(usize),
    /// A seat's pick in a phase whose set tells it (a die rolled), and
    /// whether it was the move's last.
    Decided(usize, &'static str, crate::rules::Pick, bool),
    /// This seat's figure moved on after its feature scored, or went home.
    MovedOn {
        seat: usize,
        figure: crate::rules::Figure,
        home: bool,
    },
    /// An undo: how many turns, and whose turn it is again.
    TookBack {
        turns: usize,
        mover: usize,
    },
}

/// How this screen takes part in a network game.
#[derive(Resource, Debug, Clone, PartialEq)]
pub enum Online {
    /// It hosts the game: its engine judges every move.
    Host,
    /// It plays `seat` in a game hosted elsewhere (`None`: it watches);
    /// the table follows the host's steps and tables
    /// (`messages::FromHost`), the aids the host's set-up.
    Player {
        seat: Option<usize>,
        seats: Vec<Seat>,
        aids: bool,
    },
}

/// A saved game to continue, chosen in the new-game dialog.
#[derive(Resource)]
pub struct ResumeFrom(pub Replayed);

/// The unfinished game found in the autosave at start, or why it could not be read.
#[derive(Resource, Default)]
pub struct SavedGame {
    pub record: Option<Replayed>,
    pub problem: Option<String>,
}

/// The session for the current `NewGame`, or for a saved game to continue.
pub fn session_for(setup: &NewGame, resume: Option<Replayed>) -> Session {
    let Some(replayed) = resume else {
        return Session::new(setup);
    };
    let table = Table::continued(&replayed);
    let players = table.record().players.clone();
    let seats = if setup.seats.len() == players.len() {
        setup
            .seats
            .iter()
            .zip(players)
            .map(|(s, name)| Seat { name, ..s.clone() })
            .collect()
    } else {
        players
            .into_iter()
            .enumerate()
            .map(|(i, name)| Seat {
                name,
                colour: i,
                computer: (i > 0).then_some(AiKind::Greedy),
                remote: false,
            })
            .collect()
    };
    let turns = replayed.turns();
    Session {
        aids: setup.aids,
        ..Session::told(table, seats, &replayed, turns)
    }
}

/// Keeps the set-up in the settings, for the next new-game dialog.
pub fn remember_setup(settings: &mut Settings, setup: &NewGame) {
    settings.seats = setup.seats.clone();
    settings.rules = setup.rules;
    settings.no_aids = !setup.aids;
    // Someone has played: the first-game guide is not offered again.
    settings.guide_offered = true;
}

/// The set-up the settings remember, if any.
fn setup_from_settings(settings: &Settings) -> Option<NewGame> {
    if settings.rules.check_players(settings.seats.len()).is_err() {
        return None;
    }
    let seats = settings.seats.iter().cloned().map(Seat::checked).collect();
    Some(NewGame {
        seats,
        rules: settings.rules,
        seed: None,
        aids: !settings.no_aids,
    })
}

/// The set-up the new-game dialog starts from: the one remembered in the
/// settings (unless the command line starts a game directly), and the
/// autosaved game the dialog may offer to continue, read from its file.
fn remembered_setup(
    options: Res<GuiOptions>,
    prefs: Res<Prefs>,
    mut setup: ResMut<NewGame>,
    mut saved: ResMut<SavedGame>,
) {
    if options.starts_directly() {
        return;
    }
    if let Some(remembered) = setup_from_settings(&prefs.settings) {
        *setup = remembered;
    }
    // A sentence in the player's words; the details (file, parser) as the
    // system gives them.
    saved.problem = (prefs.problem.as_ref()).map(|e| format!("{}\n{e}", tr!("problem-settings")));
    if let Some(path) = saves::autosave_path() {
        match saves::read_replayed(&path) {
            // Only a game still under way can be continued.
            Ok(found) => saved.record = found.filter(|r| !r.last().is_over()),
            Err(e) => saved.problem = Some(format!("{}\n{e}", tr!("problem-autosave"))),
        }
    }
}

/// Back in the menu, the game is over here: its session goes, and every
/// entity of its table with it.
fn end_session(mut commands: Commands, table: Query<Entity, With<OfGame>>) {
    commands.remove_resource::<Session>();
    for e in &table {
        commands.entity(e).despawn();
    }
}

pub fn plugin(app: &mut App) {
    let options = app.world().resource::<GuiOptions>().clone();
    let direct = options.starts_directly();
    app.insert_resource(NewGame::from_options(&options))
        .init_resource::<SavedGame>()
        .add_systems(Startup, remembered_setup)
        .add_systems(OnEnter(AppState::Menu), end_session);
    if let Some(record) = options.resume {
        app.insert_resource(ResumeFrom(record));
    }
    if let Some(replayed) = options.view {
        app.insert_resource(Watching::of(replayed));
        app.insert_state(AppState::Watching);
    } else if direct {
        app.insert_state(AppState::InGame);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::record::Turn;

    fn seat(i: usize, computer: bool) -> Seat {
        Seat {
            name: format!("P{i}"),
            colour: i,
            computer: computer.then_some(AiKind::Greedy),
            remote: false,
        }
    }

    /// Plays the current seat's first legal placement with a follower on
    /// its first spot, if it has one, noting the turn as the turn plugin
    /// does.
    fn play_one(session: &mut Session) {
        let seat = session.table.game().current_player();
        let p = session.table.legal_placements()[0];
        session.table.place(p).unwrap();
        let spot = (session.table.deploy_options().into_iter()).find(|d| d.meeple().is_some());
        let deploy = spot.unwrap_or(Deploy::None);
        session.table.choose(deploy).unwrap();
        let scored = session.table.end_turn().unwrap();
        session.note_played(seat, deploy);
        session.note_turn(seat, deploy, &scored);
    }

    /// A player's screen that redraws from a host that lost two turns in
    /// a crash: its chart and log are those of the host's table.
    #[test]
    fn the_chart_and_log_are_told_again_from_the_table() {
        let setup = NewGame {
            seats: vec![seat(0, false), seat(1, true)],
            rules: Rules::default(),
            seed: Some(5),
            aids: true,
        };
        let mut host = Session::new(&setup);
        for _ in 0..12 {
            play_one(&mut host);
        }
        let mut screen = Session::at(host.table.clone(), setup.seats.clone());
        let behind = host.table.undo(2).unwrap();
        for _ in 0..2 {
            play_one(&mut host);
        }
        screen.history = host.history.clone();
        screen.log = host.log.clone();
        screen.table = behind;
        screen.retell().unwrap();
        let turns = screen.table.record().turns.len();
        assert_eq!(screen.history.len(), turns + 1);
        assert_eq!(screen.history.last(), Some(&screen.table.game().scores()));
        // The log told again: every scoring, and a sentence before each
        // turn's scorings for each tile put down.
        let scorings = (screen.log.iter()).filter(|l| matches!(l, LogEntry::Scored(_)));
        assert_eq!(scorings.count(), screen.table.game().events().len());
        let placed = (screen.table.record().turns.iter())
            .filter(|t| matches!(t, Turn::Place { .. }))
            .count();
        let sentences = (screen.log.iter()).filter(|l| matches!(l, LogEntry::Played { .. }));
        assert_eq!(sentences.count(), placed);
        assert!(matches!(screen.log[0], LogEntry::Played { seat: 0, .. }));
        assert!(screen.table.game().events().len() > 2);
        // Told as the host told them while it played (its sentences and
        // scorings; the screen's own lines of turns taken back aside).
        let told = |log: &[LogEntry]| -> Vec<LogEntry> {
            (log.iter())
                .filter(|l| matches!(l, LogEntry::Played { .. } | LogEntry::Scored(_)))
                .copied()
                .collect()
        };
        let mut host_told = told(&host.log);
        host_told.truncate(told(&screen.log).len());
        assert_eq!(told(&screen.log), host_told);
    }

    #[test]
    fn the_aids_switch_is_remembered_with_the_set_up_and_reaches_the_session() {
        let setup = NewGame {
            seats: vec![seat(0, false), seat(1, true)],
            rules: Rules::default(),
            seed: Some(3),
            aids: false,
        };
        let mut settings = Settings::default();
        remember_setup(&mut settings, &setup);
        assert!(settings.no_aids);
        let back = setup_from_settings(&settings).expect("a remembered set-up");
        assert!(!back.aids);
        assert!(!Session::new(&back).aids);
        assert!(Session::new(&NewGame { aids: true, ..back }).aids);
    }

    #[test]
    fn undo_goes_back_to_the_last_persons_turn_and_the_same_tile_comes_up() {
        let setup = NewGame {
            seats: vec![seat(0, false), seat(1, true), seat(2, true)],
            rules: Rules::default(),
            seed: Some(21),
            aids: true,
        };
        let mut session = Session::new(&setup);
        assert_eq!(session.undo_depth(), None, "nothing to take back");
        let first = session.in_hand();
        for _ in 0..4 {
            play_one(&mut session);
        }
        // Black played turns 1 and 4, the computers 2 and 3: Red is to play.
        assert_eq!(session.table.game().current_player(), 1);
        assert_eq!(session.undo_depth(), Some(1));
        let before_black = session.history[3].clone();
        let tile = {
            let mut s = Session::new(&setup);
            for _ in 0..3 {
                play_one(&mut s);
            }
            s.in_hand()
        };
        session.undo(1).unwrap();
        assert_eq!(session.table.game().current_player(), 0);
        assert_eq!(session.in_hand(), tile, "the same tile is drawn again");
        assert_eq!(session.table.game().scores(), before_black);
        assert_eq!(session.history.len(), 4);
        // From Black's turn, the undo reaches back over both computers.
        assert_eq!(session.undo_depth(), Some(3));
        session.undo(3).unwrap();
        assert_eq!(session.in_hand(), first);
        assert_eq!(session.table.record().turns.len(), 0);
        assert_eq!(session.undo_depth(), None, "not past the start");
    }
}
