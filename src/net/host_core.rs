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
    /// A seated screen's connection went.
    Left { seat: usize, reason: String },
    /// A seated screen asks for the whole table.
    WantsTable(Connection),
    /// A seat says a line in the chat (already trimmed to a chat line).
    Said { seat: usize, line: String },
    /// A seat asks for a move, in a game under way; the host checks it
    /// against its table (`judge::check_ask`).
    Ask {
        from: Connection,
        seat: usize,
        ask: Move,
    },
}

/// Who sits where, the steps told so far, and what is to go out.
pub struct HostCore {
    pub book: SeatBook,
    pub steps: Steps,
    out: Vec<Out>,
}

impl HostCore {
    pub fn new(book: SeatBook) -> HostCore {
        HostCore {
            book,
            steps: Steps::default(),
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
        let seat = self.book.seat_of(from);
        match (message, seat) {
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

    /// A connection went: the seat it held, if any.
    pub fn left(&mut self, id: Connection, reason: String) -> Option<Heard> {
        let seat = self.book.left(id)?;
        Some(Heard::Left { seat, reason })
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
                self.refuse(from, why);
                None
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

    /// The same message to every seated screen.
    pub fn tell_everyone(&mut self, message: ToPlayer) {
        self.out
            .push(Out::Tell(self.book.links(), Box::new(message)));
    }

    /// Tells every seated screen its seat and who plays the others.
    pub fn welcome_everyone(&mut self, seats: &[SeatInfo], aids: bool, started: bool) {
        for (id, welcome) in self.book.welcomes(seats, aids, started) {
            self.send(id, welcome);
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

    /// Sends the whole table to a seated screen.
    pub fn send_table(&mut self, to: Connection, table: &Table) {
        if self.book.seat_of(to).is_some() {
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
        assert_eq!(core.heard(8, &hello("Kim"), false), None);
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
}
