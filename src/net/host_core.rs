//! The host's side of the conversation, without Bevy and without a
//! transport: what a screen's message means (a hello seated or refused, a
//! chat line, an ask from a seat, a request for the whole table), the
//! refusals every host gives the same way, and what goes out to whom. The
//! window's host (`gui/network/host.rs`) and the headless one
//! (`crate::serve`) are thin adapters round it: they feed it what their
//! link heard, act on what it makes of it (the turn, names, saving), and
//! deliver its outbox through their link.

use crate::net::discovery::Hosted;
use crate::net::protocol::{
    Hello, Rejection, SeatInfo, ToHost, ToPlayer, chat_line, decode, game_version,
};
use crate::net::seat_book::{Connection, SeatBook};
use crate::net::steps::Steps;
use crate::net::view::TableView;
use crate::rules::{Happened, Move, Table};

/// What the host's link is to do: a message to these screens, or a
/// connection to close (after what was sent to it has gone).
#[derive(Debug, Clone, PartialEq)]
pub enum Out {
    /// Boxed: a whole table is large, a close small.
    Tell(Vec<Connection>, Box<ToPlayer>),
    Close(Connection),
}

/// What a screen's message means for the host, once the refusals every
/// host gives alike have been given.
#[derive(Debug, Clone, PartialEq)]
pub enum Heard {
    /// A hello took a seat: the name it asked for, and whether its player
    /// is back in a seat they had.
    Seated {
        from: Connection,
        seat: usize,
        name: String,
        returning: bool,
    },
    /// A hello was refused (told why, its connection closing): for the
    /// host's log.
    Refused { name: String, why: String },
    /// A seated screen's connection went.
    Left { seat: usize, reason: String },
    /// A seated screen asks for the whole table.
    WantsTable(Connection),
    /// A seat says a line in the chat (already trimmed to a chat line).
    Said { seat: usize, line: String },
    /// A screen came to watch, by this name.
    Watches { from: Connection, name: String },
    /// A watcher's connection went, or the host sent it away.
    StoppedWatching { name: String },
    /// A seat asks for a move, in a game under way; the host checks it
    /// against its table (`judge::check_ask`).
    Ask {
        from: Connection,
        seat: usize,
        ask: Move,
    },
}

/// Who sits where, who watches, the steps told so far, and what is to go
/// out.
pub struct HostCore {
    pub book: SeatBook,
    pub steps: Steps,
    /// Screens watching the game, with the names they gave.
    watchers: Vec<(Connection, String)>,
    out: Vec<Out>,
}

/// The most screens that may watch one game: a host's link has room for
/// its seats and this many more.
pub const MOST_WATCHERS: usize = 8;

/// What a watcher is told when the game has as many as it takes.
pub const NO_ROOM_TO_WATCH: &str = "this game has as many watchers as it takes";

/// What a watcher sent away by the host is told.
pub const SENT_AWAY: &str = "the host asked you to stop watching";

impl HostCore {
    pub fn new(book: SeatBook) -> HostCore {
        HostCore {
            book,
            steps: Steps::default(),
            watchers: Vec::new(),
            out: Vec::new(),
        }
    }

    /// A message from a screen (`begun`: a game is under way). Unreadable
    /// bytes, asks and chat before a hello, and asks before the game are
    /// answered here; a refused hello is answered and its connection
    /// closed.
    pub fn heard(&mut self, from: Connection, bytes: &[u8], begun: bool) -> Option<Heard> {
        let message = match decode::<ToHost>(bytes) {
            Ok(m) => m,
            Err(e) => {
                self.send(from, ToPlayer::Rejected(Rejection::Unreadable(e)));
                return None;
            }
        };
        if self.watches(from) {
            return self.heard_from_watcher(from, message, begun);
        }
        let seat = self.book.seat_of(from);
        match (message, seat) {
            (ToHost::Hello(hello), _) if hello.watch => self.watch(from, hello),
            (ToHost::Hello(hello), _) => self.hello(from, hello),
            (ToHost::WholeTable, Some(_)) if begun => Some(Heard::WantsTable(from)),
            // Nothing to send yet, or to a screen with no seat.
            (ToHost::WholeTable, _) => None,
            (ToHost::Say(text), Some(seat)) => {
                chat_line(&text).map(|line| Heard::Said { seat, line })
            }
            (ToHost::Say(_) | ToHost::Ask(_), None) => {
                self.send(from, ToPlayer::Rejected(Rejection::SayHelloFirst));
                None
            }
            (ToHost::Ask(_), Some(_)) if !begun => {
                self.send(from, ToPlayer::Rejected(Rejection::NotBegun));
                None
            }
            (ToHost::Ask(ask), Some(seat)) => Some(Heard::Ask { from, seat, ask }),
        }
    }

    /// A connection went: the seat it held, or the watcher it was.
    pub fn left(&mut self, id: Connection, reason: String) -> Option<Heard> {
        if let Some(name) = self.forget_watcher(id) {
            return Some(Heard::StoppedWatching { name });
        }
        let seat = self.book.left(id)?;
        Some(Heard::Left { seat, reason })
    }

    fn watches(&self, id: Connection) -> bool {
        self.watchers.iter().any(|(w, _)| *w == id)
    }

    fn forget_watcher(&mut self, id: Connection) -> Option<String> {
        let at = self.watchers.iter().position(|(w, _)| *w == id)?;
        Some(self.watchers.remove(at).1)
    }

    /// The screens watching, with their names, in the order they came.
    pub fn watchers(&self) -> &[(Connection, String)] {
        &self.watchers
    }

    /// A hello to watch: admitted (the version, the password), or refused.
    fn watch(&mut self, from: Connection, hello: Hello) -> Option<Heard> {
        let room = match self.watchers.len() < MOST_WATCHERS {
            true => Ok(()),
            false => Err(NO_ROOM_TO_WATCH.to_string()),
        };
        match room.and_then(|()| self.book.admits_watcher(&hello)) {
            Ok(()) => {
                let name = chat_line(&hello.name).unwrap_or_else(|| "?".into());
                self.watchers.push((from, name.clone()));
                Some(Heard::Watches { from, name })
            }
            Err(why) => {
                self.refuse(from, why.clone());
                Some(Heard::Refused {
                    name: hello.name,
                    why,
                })
            }
        }
    }

    /// A watcher may ask for the whole table, and nothing else.
    fn heard_from_watcher(
        &mut self,
        from: Connection,
        message: ToHost,
        begun: bool,
    ) -> Option<Heard> {
        let why = match message {
            ToHost::WholeTable if begun => return Some(Heard::WantsTable(from)),
            ToHost::WholeTable => return None,
            ToHost::Hello(_) => Rejection::AlreadySaidHello,
            ToHost::Ask(_) | ToHost::Say(_) => Rejection::Watching,
        };
        self.send(from, ToPlayer::Rejected(why));
        None
    }

    /// The host sends a watcher away.
    pub fn send_away(&mut self, id: Connection) -> Option<Heard> {
        let name = self.forget_watcher(id)?;
        self.refuse(id, SENT_AWAY.into());
        Some(Heard::StoppedWatching { name })
    }

    /// A hello: a seat for it (the book decides; a connection it replaces
    /// is closed), or the refusal, said before its connection closes.
    fn hello(&mut self, from: Connection, hello: Hello) -> Option<Heard> {
        match self.book.seat_hello(from, &hello) {
            Ok(seated) => {
                if let Some(old) = seated.replaced {
                    self.out.push(Out::Close(old));
                }
                Some(Heard::Seated {
                    from,
                    seat: seated.seat,
                    name: hello.name,
                    returning: seated.returning,
                })
            }
            Err(why) => {
                self.refuse(from, why.clone());
                Some(Heard::Refused {
                    name: hello.name,
                    why,
                })
            }
        }
    }

    /// Tells a screen why it may not stay, and closes its connection.
    pub fn refuse(&mut self, to: Connection, why: String) {
        self.send(to, ToPlayer::Refused(why));
        self.out.push(Out::Close(to));
    }

    /// The host gives a seat away: its player's secret no longer counts,
    /// and their connection, if any, is told and closed.
    pub fn release(&mut self, seat: usize) {
        if let Some(id) = self.book.release(seat) {
            self.refuse(id, crate::net::seat_book::SEAT_GIVEN_AWAY.into());
        }
    }

    pub fn send(&mut self, to: Connection, message: ToPlayer) {
        self.out.push(Out::Tell(vec![to], Box::new(message)));
    }

    /// The same message to every seated screen and every watcher.
    pub fn tell_everyone(&mut self, message: ToPlayer) {
        let mut to = self.book.links();
        to.extend(self.watchers.iter().map(|(w, _)| *w));
        self.out.push(Out::Tell(to, Box::new(message)));
    }

    /// Tells every seated screen its seat and who plays the others.
    pub fn welcome_everyone(&mut self, seats: &[SeatInfo], aids: bool, started: bool) {
        for (id, welcome) in self.book.welcomes(seats, aids, started) {
            self.send(id, welcome);
        }
        // Every watcher: who plays, with no seat of its own.
        let watchers: Vec<Connection> = self.watchers.iter().map(|(w, _)| *w).collect();
        if !watchers.is_empty() {
            let watching = ToPlayer::Watching {
                seats: seats.to_vec(),
                aids,
                started,
            };
            self.out.push(Out::Tell(watchers, Box::new(watching)));
        }
    }

    /// The whole table as a screen that joins or falls behind gets it; the
    /// steps then build on it.
    pub fn whole_table(&self, table: &Table) -> ToPlayer {
        ToPlayer::Table {
            view: TableView::of(table),
            next_step: self.steps.next,
        }
    }

    /// Sends the whole table to a seated screen or a watcher.
    pub fn send_table(&mut self, to: Connection, table: &Table) {
        if self.book.seat_of(to).is_some() || self.watches(to) {
            let view = self.whole_table(table);
            self.send(to, view);
        }
    }

    /// What the engine's table said happened goes to every screen as a
    /// numbered step (the steps only the host knows of stay here).
    pub fn step(&mut self, happened: &Happened) {
        if let Some(step) = self.steps.heard(happened) {
            self.tell_everyone(ToPlayer::Step(step));
        }
    }

    /// The game as screens looking for games on the local network see it.
    pub fn hosted(&self, id: u64, host: String, port: u16, started: bool) -> Hosted {
        Hosted {
            id,
            host,
            version: game_version(),
            port,
            free: self.book.free_seats(),
            seats: self.book.len(),
            started,
            private: self.book.has_password(),
            code: None,
            code_port: 0,
        }
    }

    /// What is to go out, in order, for the link to deliver.
    pub fn outbox(&mut self) -> Vec<Out> {
        std::mem::take(&mut self.out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::net::protocol::encode;

    fn hello(name: &str) -> Vec<u8> {
        encode(&ToHost::Hello(Hello::new(name, None, None)))
    }

    fn rejected(out: &[Out]) -> Vec<Rejection> {
        out.iter()
            .filter_map(|o| match o {
                Out::Tell(_, m) => match m.as_ref() {
                    ToPlayer::Rejected(r) => Some(r.clone()),
                    _ => None,
                },
                _ => None,
            })
            .collect()
    }

    #[test]
    fn every_host_refuses_alike_and_a_hello_takes_a_seat() {
        let mut core = HostCore::new(SeatBook::new(&[false, true], None));
        // Before a hello: chat and asks are refused, a table not sent.
        let ask = encode(&ToHost::Ask(Move::EndTurn));
        assert_eq!(core.heard(7, &ask, true), None);
        assert_eq!(
            core.heard(7, &encode(&ToHost::Say("hi".into())), true),
            None
        );
        assert_eq!(core.heard(7, &encode(&ToHost::WholeTable), true), None);
        assert_eq!(core.heard(7, b"\xff\x00 not a message", true), None);
        let out = core.outbox();
        assert_eq!(
            rejected(&out)[..2],
            [Rejection::SayHelloFirst, Rejection::SayHelloFirst]
        );
        assert!(matches!(rejected(&out)[2], Rejection::Unreadable(_)));
        // A hello takes the open seat.
        let seated = core.heard(7, &hello("Zoë"), false);
        assert_eq!(
            seated,
            Some(Heard::Seated {
                from: 7,
                seat: 1,
                name: "Zoë".into(),
                returning: false
            })
        );
        // In the lobby an ask is refused; in the game it goes to the host.
        assert_eq!(core.heard(7, &ask, false), None);
        assert_eq!(rejected(&core.outbox()), [Rejection::NotBegun]);
        assert_eq!(
            core.heard(7, &ask, true),
            Some(Heard::Ask {
                from: 7,
                seat: 1,
                ask: Move::EndTurn
            })
        );
        assert_eq!(
            core.heard(7, &encode(&ToHost::Say("  hello  ".into())), true),
            Some(Heard::Said {
                seat: 1,
                line: "hello".into()
            })
        );
        // No seat is left: a second screen is refused and closed.
        let refused = core.heard(8, &hello("Kim"), false);
        assert!(matches!(refused, Some(Heard::Refused { name, .. }) if name == "Kim"));
        let out = core.outbox();
        assert!(
            matches!(&out[0], Out::Tell(to, m) if to == &vec![8] && matches!(**m, ToPlayer::Refused(_)))
        );
        assert_eq!(out[1], Out::Close(8));
        // The seat's connection goes: the seat is said to be left.
        assert_eq!(
            core.left(7, "timed out".into()),
            Some(Heard::Left {
                seat: 1,
                reason: "timed out".into()
            })
        );
        assert_eq!(core.left(8, "gone".into()), None);
    }

    #[test]
    fn a_watcher_takes_no_seat_hears_everything_and_may_not_act() {
        let mut core = HostCore::new(SeatBook::new(&[true], Some("owl".into())));
        let watch = |password| encode(&ToHost::Hello(Hello::to_watch("Ida", password)));
        // The password is needed to watch a private game, too.
        let refused = core.heard(5, &watch(None), true);
        assert!(matches!(refused, Some(Heard::Refused { .. })));
        assert!(core.outbox().contains(&Out::Close(5)));
        assert_eq!(
            core.heard(6, &watch(Some("owl")), true),
            Some(Heard::Watches {
                from: 6,
                name: "Ida".into()
            })
        );
        // No seat was taken: a player still finds the seat free.
        assert_eq!(core.book.free_seats(), 1);
        // It may ask for the table; asks and chat are refused.
        assert_eq!(
            core.heard(6, &encode(&ToHost::WholeTable), true),
            Some(Heard::WantsTable(6))
        );
        let ask = encode(&ToHost::Ask(Move::EndTurn));
        assert_eq!(core.heard(6, &ask, true), None);
        assert_eq!(
            core.heard(6, &encode(&ToHost::Say("hi".into())), true),
            None
        );
        assert_eq!(
            rejected(&core.outbox()),
            [Rejection::Watching, Rejection::Watching]
        );
        // What everyone is told reaches it; its welcome says who plays.
        core.tell_everyone(ToPlayer::Said {
            name: "Ann".into(),
            colour: 0,
            text: "hello".into(),
        });
        core.welcome_everyone(&[], true, true);
        let out = core.outbox();
        assert!(matches!(&out[0], Out::Tell(to, _) if to.contains(&6)));
        let welcome = |o: &Out| match o {
            Out::Tell(to, m) => to == &vec![6] && matches!(**m, ToPlayer::Watching { .. }),
            _ => false,
        };
        assert!(welcome(&out[1]));
        // The host sends it away: told why, closed.
        assert_eq!(
            core.send_away(6),
            Some(Heard::StoppedWatching { name: "Ida".into() })
        );
        assert!(core.outbox().contains(&Out::Close(6)));
        assert!(core.watchers().is_empty());
    }
}
