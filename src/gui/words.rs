//! The engine's things in the player's words: colours, computer levels,
//! tokens a set counts, scoring categories and tile names, each from the
//! translation files (`crate::i18n`). The engine names them in English
//! for the command line; the window asks here.

use crate::ai::AiKind;
use crate::gui::look;
use crate::gui::play::session::{LogEntry, Session};
use crate::gui::set_registry as sets;
use crate::i18n::{self, Language};
use crate::net::join_code::{BadCode, JoinTrouble, RelayTrouble};
use crate::net::protocol::SeatKind;
use crate::rules::geometry::Pos;
use crate::rules::sets::categories::{self, Category};
use crate::rules::tile_parts::TilePart;
use crate::rules::tileset::{SegmentKind, TileKind, TileType};
use crate::rules::{
    Deploy, Game, Misfit, Pick, Refusal, Replayed, Rules, ScoreEvent, Scored, catalog,
};
use crate::seats::computer_of;
use crate::tr;

pub use crate::gui::look::colour;

/// Whether a seat's name is a colour's, in any language the window speaks
/// (a seat named as it was set up, not by its player).
pub fn is_colour_name(name: &str) -> bool {
    Language::ALL.iter().any(|&l| {
        look::COLOUR_KEYS
            .iter()
            .any(|k| i18n::text_in(l, k, None) == name)
    })
}

/// A computer player's level: easy, normal, hard.
pub fn level(level: AiKind) -> String {
    match level {
        AiKind::Random => tr!("level-random"),
        AiKind::Easy => tr!("level-easy"),
        AiKind::Greedy => tr!("level-normal"),
        AiKind::Lookahead => tr!("level-hard"),
        AiKind::Outlook => tr!("level-outlook"),
    }
}

/// "AI hard": a computer seat's level as the dialog and scoreboard show it.
pub fn computer(kind: AiKind) -> String {
    tr!("seat-computer-level", level = level(kind))
}

/// The log's line for a figure of `name`'s a choice of a set's phase sent
/// home, as that set words it.
pub fn sent_home(name: &str, phase: &str) -> String {
    sets::phase_window(phase).map_or_else(|| name.to_string(), |w| (w.sent_home_line)(name))
}

/// The log's line for a seat that let its own tile go in the last round.
pub fn let_go(name: &str) -> String {
    sets::held_tile_window().map_or_else(|| name.to_string(), |held| (held.let_go_line)(name))
}

/// The log's line for a seat's figure that moved on (or went home), as
/// the set that brings it words it.
pub fn moved_on(name: &str, figure: crate::rules::Figure, home: bool) -> String {
    sets::moving_on_window(figure).map_or_else(|| name.to_string(), |w| (w.moved_line)(name, home))
}

/// The log's line for a seat that took its figure back, as the set that
/// brings it words it.
pub fn recalled(name: &str, figure: crate::rules::Figure) -> String {
    let Some(words) = sets::figure_window(figure).recall.as_ref() else {
        return name.to_string();
    };
    tr!(words.logged, name = name)
}

/// The log's lines in the player's words.
pub fn log_lines(session: &Session) -> impl Iterator<Item = String> + '_ {
    (session.log.iter()).filter_map(|entry| log_line(session, entry))
}

/// An entry's line (`None` for a pick whose set does not tell it).
fn log_line(session: &Session, entry: &LogEntry) -> Option<String> {
    let name = |seat: usize| session.seats[seat].name.as_str();
    Some(match *entry {
        LogEntry::Played {
            seat,
            kind,
            pos,
            deploy,
        } => played(name(seat), kind, pos, deploy),
        LogEntry::Scored(e) => {
            let names: Vec<&str> = e.seats().map(name).collect();
            let names = names.join(" & ");
            let mut what = scored_for(session.table.game(), &e);
            // Points paid: who paid them.
            if let Scored::PaidBy(payer) = e.what {
                what = tr!("log-paid-by", what = what, name = name(payer as usize));
            }
            if e.turn.is_some() {
                tr!("log-scored", names = names, points = e.points, what = what)
            } else {
                tr!(
                    "log-scored-final",
                    names = names,
                    points = e.points,
                    what = what
                )
            }
        }
        LogEntry::Recalled(seat, figure) => recalled(name(seat), figure),
        LogEntry::SentHome { seat, phase } => sent_home(name(seat), phase),
        LogEntry::LetGo(seat) => let_go(name(seat)),
        LogEntry::Decided(seat, phase, pick, last) => {
            // What the pick names, in words: its square, or a seat.
            let named = match pick {
                Pick::Square(at) | Pick::Spot(at, _) => square(at),
                Pick::Seat(other) => name(other as usize).to_string(),
                _ => String::new(),
            };
            return sets::decided_line(phase)?(name(seat), pick, last, &named);
        }
        LogEntry::MovedOn { seat, figure, home } => moved_on(name(seat), figure, home),
        LogEntry::TookBack { turns, mover } => {
            tr!("log-took-back", turns = turns, name = name(mover))
        }
    })
}

/// A square counted from the start tile's: "3 east, 2 north".
pub fn square(pos: Pos) -> String {
    let across = match pos.x {
        0 => None,
        x if x > 0 => Some(tr!("voice-n-east", n = x)),
        x => Some(tr!("voice-n-west", n = -x)),
    };
    let up = match pos.y {
        0 => None,
        y if y > 0 => Some(tr!("voice-n-north", n = y)),
        y => Some(tr!("voice-n-south", n = -y)),
    };
    match (across, up) {
        (None, None) => tr!("voice-start-square"),
        (Some(a), None) | (None, Some(a)) => a,
        (Some(a), Some(b)) => format!("{a}, {b}"),
    }
}

/// The log's sentence for a turn played: who put which tile where, and
/// the figure they put on it (on which kind of place) or the set's action
/// they took instead.
pub fn played(name: &str, kind: TileKind, pos: Pos, deploy: Deploy) -> String {
    let tile_type = catalog().get(kind);
    let tile = tile_in_sentence(tile_type);
    let square = square(pos);
    match deploy {
        Deploy::Figure(figure, segment) => {
            let feature = category(match tile_type.segments[segment as usize].kind {
                SegmentKind::Road => Category::Road,
                SegmentKind::City => Category::City,
                SegmentKind::Field => Category::Field,
                SegmentKind::Monastery => Category::Monastery,
                SegmentKind::Garden => Category::Garden,
            });
            let figure = look::figure_noun(figure);
            tr!(
                "log-played-figure",
                name = name,
                tile = tile,
                square = square,
                figure = figure,
                feature = feature
            )
        }
        Deploy::Set(d) => {
            let action = tr!(&action_key(d.action.form().name));
            tr!(
                "log-played-action",
                name = name,
                tile = tile,
                square = square,
                action = action
            )
        }
        Deploy::None | Deploy::Recall(_) => {
            tr!("log-played", name = name, tile = tile, square = square)
        }
    }
}

/// The key of a set's action in the log's sentence (`action-portal`, …).
fn action_key(name: &str) -> String {
    format!("action-{}", name.to_lowercase())
}

/// A scoring category, as the end screen's columns head it.
pub fn category(category: Category) -> String {
    match category {
        Category::Road => tr!("category-road"),
        Category::Inn => tr!("category-inn"),
        Category::City => tr!("category-city"),
        Category::Cathedral => tr!("category-cathedral"),
        Category::Monastery => tr!("category-monastery"),
        Category::Garden => tr!("category-garden"),
        Category::Field => tr!("category-field"),
        Category::Paid => tr!("category-paid"),
        Category::Set(set) => {
            (sets::set_window(set).own_points).map_or(String::new(), |(heading, _)| tr!(heading))
        }
    }
}

/// What a scoring was for: "city", "road", "most wine".
pub fn scored_for(game: &Game, e: &ScoreEvent) -> String {
    match categories::category(game, e) {
        Category::Set(set) => (sets::set_window(set).own_points)
            .map_or(String::new(), |(_, scored_for)| scored_for(e)),
        c => category(c),
    }
}

/// A tile type's name: "City on two sides with a shield, road bend".
pub fn tile(tile: &TileType) -> String {
    capitalised(&tile_in_sentence(tile))
}

/// The same name begun in lower case, for inside a sentence ("Ann holds a
/// tile (city on one side)").
pub fn tile_in_sentence(tile: &TileType) -> String {
    let own = tile.set.and_then(|set| sets::set_window(set).tile_part);
    let words = |part| {
        own.and_then(|own| own(part))
            .unwrap_or_else(|| tile_part(part))
    };
    let parts: Vec<String> = tile.parts().into_iter().map(words).collect();
    parts.join(&tr!("tile-parts-separator"))
}

fn tile_part(part: TilePart) -> String {
    match part {
        TilePart::Lake => tr!("tile-lake"),
        TilePart::RiverSpring => tr!("tile-river-spring"),
        TilePart::River => tr!("tile-river"),
        TilePart::RiverBend => tr!("tile-river-bend"),
        TilePart::City {
            sides,
            shield: false,
        } => tr!("tile-city", sides = sides),
        TilePart::City {
            sides,
            shield: true,
        } => tr!("tile-city-shield", sides = sides),
        TilePart::CityCaps(n) => tr!("tile-city-caps", count = n),
        TilePart::Cities(n) => tr!("tile-cities", count = n),
        TilePart::Road => tr!("tile-road"),
        TilePart::StraightRoad => tr!("tile-straight-road"),
        TilePart::RoadBend => tr!("tile-road-bend"),
        TilePart::Crossroads(n) => tr!("tile-crossroads", count = n),
        TilePart::RoadRound => tr!("tile-road-round"),
        TilePart::RoadsToGates(n) => tr!("tile-roads-to-gates", count = n),
        TilePart::Monastery => tr!("tile-monastery"),
        TilePart::Abbey => tr!("tile-abbey"),
        TilePart::Garden => tr!("tile-garden"),
        TilePart::Field => tr!("tile-field"),
    }
}

/// The text with its first letter in capitals (any alphabet's).
pub fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// The sets a game plays besides the base game, by name.
pub fn sets(rules: Rules) -> Vec<String> {
    sets::in_play(rules)
        .map(|set| i18n::text(set.name, None))
        .collect()
}

/// A saved game in a line: "Ann 34, Bob 27 (12 tiles left)" or
/// "… (finished; <the sets played>)".
pub fn save_summary(saved: &Replayed) -> String {
    let game = saved.last();
    let scores: Vec<String> = (saved.record().players.iter().enumerate())
        .map(|(i, p)| format!("{p} {}", game.score(i)))
        .collect();
    let state = if game.is_over() {
        tr!("save-finished")
    } else {
        tr!("save-tiles-left", count = game.tiles_left())
    };
    let sets = sets(saved.record().rules);
    let state = if sets.is_empty() {
        state
    } else {
        format!("{state}; {}", sets.join(", "))
    };
    format!("{} ({state})", scores.join(", "))
}

/// A host's reason for refusing this screen, in the player's words when
/// it is one of ours (a host of another version may say anything).
pub fn refusal(reason: &str) -> String {
    use crate::net::seat_book::{NO_FREE_SEAT, PASSWORD_NEEDED, SEAT_GIVEN_AWAY, WRONG_PASSWORD};
    match reason {
        PASSWORD_NEEDED => tr!("refused-password-needed"),
        WRONG_PASSWORD => tr!("refused-wrong-password"),
        NO_FREE_SEAT => tr!("refused-no-free-seat"),
        SEAT_GIVEN_AWAY => tr!("refused-seat-given-away"),
        other => other.to_string(),
    }
}

/// Why the rules refused a move, in the player's words: said where the
/// tile was put. The window offers only moves the engine lists, so a
/// person meets the square's refusals; the rest get a general word (the
/// log has the engine's sentence).
pub fn refused(why: &Refusal) -> String {
    match why {
        Refusal::Misfit { why, .. } => match why {
            Misfit::Taken => tr!("refusal-taken"),
            Misfit::Apart => tr!("refusal-apart"),
            Misfit::Open => tr!("refusal-open"),
            Misfit::Edge { .. } => tr!("refusal-edges"),
        },
        Refusal::NoSuchRotation(_) => tr!("refusal-no-such-rotation"),
        Refusal::GameOver => tr!("refusal-game-over"),
        Refusal::NothingPlaced => tr!("refusal-nothing-placed"),
        Refusal::Set(set_rule) => sets::all()
            .iter()
            .filter_map(|set| set.refusal)
            .find_map(|word| word(set_rule))
            .unwrap_or_else(|| tr!("refusal-not-allowed")),
        _ => tr!("refusal-not-allowed"),
    }
}

/// How a seat stands, in the lobbies' words (the host's and a joined
/// player's say it alike): `you` for this screen's own seat, `gone` for a
/// seat whose player has left.
pub fn standing(kind: &SeatKind, you: bool, gone: bool) -> String {
    match (you, kind) {
        (true, _) => tr!("seat-you"),
        (false, SeatKind::Computer(name)) => {
            tr!("seat-computer-standing", level = level(computer_of(name)))
        }
        (false, SeatKind::AtHost) => tr!("seat-at-host"),
        (false, SeatKind::Remote { connected: true }) => tr!("seat-joined"),
        (false, SeatKind::Remote { connected: false }) if gone => tr!("seat-connection-lost"),
        (false, SeatKind::Remote { connected: false }) => tr!("seat-waiting"),
    }
}

/// Why a join code did not lead to its game, in the player's language.
pub fn join_trouble(trouble: &JoinTrouble) -> String {
    match trouble {
        JoinTrouble::BadCode(BadCode::Length(n)) => tr!("code-bad-length", count = *n),
        JoinTrouble::BadCode(BadCode::Version(_)) => tr!("code-other-version"),
        JoinTrouble::BadCode(BadCode::Relay(relay)) => {
            tr!("code-bad-relay", relay = relay.as_str())
        }
        JoinTrouble::BadCode(BadCode::Letters | BadCode::Check) => tr!("code-wrong-letter"),
        JoinTrouble::NoRelay(Some(relay)) => tr!("code-no-own-relay", relay = relay.as_str()),
        JoinTrouble::NoRelay(None) => tr!("code-no-relay"),
        JoinTrouble::HostSilent => tr!("code-host-silent"),
        JoinTrouble::Lost(why) => why.clone(),
    }
}

/// Why players on the internet may not reach this host.
pub fn relay_trouble(trouble: &RelayTrouble) -> String {
    match trouble {
        RelayTrouble::Own(relay) => tr!("code-host-own-relay-silent", relay = relay.as_str()),
        RelayTrouble::Public => tr!("code-host-no-relay"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Figure;

    #[test]
    fn every_figure_and_set_action_has_its_name_in_every_language() {
        let mut keys: Vec<String> = crate::rules::Figure::ALL
            .iter()
            .map(|f| look::figure_key(f.spec().name))
            .collect();
        for set in crate::rules::SetId::ALL {
            keys.extend(set.expansion().actions().iter().map(|a| action_key(a.name)));
        }
        for language in Language::ALL {
            for key in &keys {
                assert!(i18n::has(language, key), "{language:?} lacks {key}");
            }
        }
    }

    #[test]
    fn the_engines_things_have_names() {
        assert_eq!(standing(&SeatKind::AtHost, true, false), "you");
        assert_eq!(
            standing(&SeatKind::Remote { connected: false }, false, true),
            "connection lost"
        );
        assert_eq!(capitalised("łąka"), "Łąka");
        assert!(is_colour_name("Czarny") && is_colour_name("Black") && !is_colour_name("Zoë"));
    }

    #[test]
    fn tiles_are_named_as_a_player_would() {
        let tile_of = |id: &str| {
            (crate::rules::catalog().types.iter())
                .find(|t| t.id == id)
                .unwrap()
        };
        let name = |id: &str| tile(tile_of(id));
        assert_eq!(name("A"), "Monastery, road");
        assert_eq!(name("D"), "City on one side, straight road");
        assert_eq!(name("H"), "2 city caps");
        assert_eq!(name("Q"), "City on three sides with a shield");
        assert_eq!(name("X"), "Crossroads of 4");
        assert_eq!(name("Vg"), "Road bend, garden");
        assert_eq!(name("RL"), "Lake");
        assert_eq!(name("RK"), "River, straight road");
        assert_eq!(name("AK"), "One road out to three sides round a well");
        assert_eq!(name("AD"), "2 city caps, 2 roads to city gates");
        assert_eq!(name("AB"), "2 separate cities");
        assert_eq!(
            tile_in_sentence(tile_of("Q")),
            "city on three sides with a shield"
        );
    }

    #[test]
    fn a_saved_game_is_summed_up_with_its_sets() {
        let rules = Rules {
            abbot: true,
            traders_builders: true,
            ..Rules::default()
        };
        let mut table = crate::rules::Table::new(vec!["Ann".into(), "Bo".into()], rules, 3);
        while table.in_hand().is_some() {
            let p = table.legal_placements()[0];
            table.place(p).unwrap();
            table.end_turn().unwrap();
        }
        let saved = Replayed::new(table.record().clone()).unwrap();
        let game = table.game();
        assert_eq!(
            save_summary(&saved),
            format!(
                "Ann {}, Bo {} (finished; The Abbot, Traders & Builders)",
                game.score(0),
                game.score(1)
            )
        );
    }

    /// Plays a game of two people until the first may take the abbot back
    /// (putting it out as soon as it may go), and takes it back: the log
    /// says so in the set's words.
    #[test]
    fn taking_the_abbot_back_is_logged_in_the_sets_words() {
        let rules = Rules {
            abbot: true,
            ..Rules::default()
        };
        crate::gui::sets::install();
        let mut session = Session::of_two_people(rules, 3);
        for _ in 0..60 {
            let player = session.table.game().current_player();
            let mut chosen = Deploy::None;
            for p in session.table.legal_placements() {
                session.table.place(p).unwrap();
                let options = session.table.deploy_options();
                let want = |d: &&Deploy| match player {
                    0 => matches!(d, Deploy::Recall(Figure::Abbot)),
                    _ => false,
                } || matches!(d, Deploy::Figure(Figure::Abbot, _));
                if let Some(&d) = options.iter().find(want) {
                    chosen = d;
                    break;
                }
            }
            if chosen == Deploy::None {
                let p = session.table.legal_placements()[0];
                session.table.place(p).unwrap();
            }
            session.table.choose(chosen).unwrap();
            let scored = session.table.end_turn().unwrap();
            session.note_turn(player, chosen, &scored);
            if chosen == Deploy::Recall(Figure::Abbot) {
                let lines: Vec<String> = log_lines(&session).collect();
                assert!(
                    lines.iter().any(|l| l == "P0 recalled the abbot"),
                    "{lines:?}"
                );
                return;
            }
        }
        panic!("the first player never took the abbot back");
    }
}
