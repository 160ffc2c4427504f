//! Finding games hosted on the local network. A screen looking for games
//! asks "who hosts?" once a second by UDP broadcast to a well-known port
//! (and to this machine, which a broadcast may not reach without a
//! network); each host that still has seats to fill answers with its game
//! port and its seats. The answer's sender gives the host's address. Plain
//! UDP, no Bevy: nothing here is trusted, an answer that does not decode
//! is ignored.

use std::net::{Ipv4Addr, SocketAddr, UdpSocket};

use serde::{Deserialize, Serialize};

use super::join_code::{CodeRelay, JoinCode};
use super::protocol::{PROTOCOL, decode, encode, game_version};

/// The port hosts listen on for questions (the game itself runs on the
/// port the host chose).
pub const DISCOVERY_PORT: u16 = 47_374;

/// The game port offered in the new-game dialog.
pub const DEFAULT_GAME_PORT: u16 = 47_375;

/// What a looking screen asks.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct WhoHosts {
    carcassonne: u32,
}

/// What a host answers.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Hosted {
    /// Different for every hosted game: the same host heard twice (by
    /// broadcast and on this machine) is listed once.
    pub id: u64,
    /// The host's name for the game (its player's name).
    pub host: String,
    pub version: String,
    /// The port the game runs on.
    pub port: u16,
    /// Seats for players who join that nobody holds yet, and all seats.
    pub free: usize,
    pub seats: usize,
    /// The game has begun (a player may still rejoin a seat).
    pub started: bool,
    /// The game has a password: only friends who were told it may join.
    #[serde(default)]
    pub private: bool,
    /// The host's join code and the UDP port of its secure end: a screen
    /// that found it here joins encrypted, as over the internet.
    #[serde(default)]
    pub code: Option<String>,
    #[serde(default)]
    pub code_port: u16,
}

/// A game found on the network: where to join it, and what its host said.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Found {
    pub address: SocketAddr,
    pub game: Hosted,
}

impl Found {
    /// What the player types to join it by hand: `HOST:PORT`.
    pub fn join_address(&self) -> String {
        SocketAddr::new(self.address.ip(), self.game.port).to_string()
    }

    /// Where a screen joins it: the host's code with its address on this
    /// network (encrypted), or its `HOST:PORT` if it has no secure end.
    pub fn join_place(&self) -> String {
        let code = (self.game.code.as_deref()).and_then(|c| c.parse::<JoinCode>().ok());
        match code {
            Some(code) if self.game.code_port != 0 => JoinCode {
                relay: CodeRelay::Direct(SocketAddr::new(self.address.ip(), self.game.code_port)),
                ..code
            }
            .to_string(),
            _ => self.join_address(),
        }
    }
}

/// This machine's address on the local network, as players elsewhere
/// would type it; `None` without a network. (Connecting a UDP socket
/// sends nothing: it only picks the way out.)
pub fn local_address() -> Option<std::net::IpAddr> {
    let socket = UdpSocket::bind((Ipv4Addr::UNSPECIFIED, 0)).ok()?;
    socket.connect((Ipv4Addr::new(192, 0, 2, 1), 9)).ok()?;
    let ip = socket.local_addr().ok()?.ip();
    (!ip.is_unspecified()).then_some(ip)
}

/// The host's side: answers questions on the discovery port.
#[derive(Debug)]
pub struct Announcer {
    socket: UdpSocket,
}

impl Announcer {
    /// Listens on `port` of every address. Only one program on a machine
    /// can: a second host there is not listed (it can still be joined by
    /// address), which the error says.
    pub fn open(port: u16) -> Result<Announcer, String> {
        let socket = UdpSocket::bind((Ipv4Addr::UNSPECIFIED, port)).map_err(|e| {
            format!("this game is not listed on the local network (port {port}: {e})")
        })?;
        socket.set_nonblocking(true).map_err(|e| e.to_string())?;
        Ok(Announcer { socket })
    }

    /// Reads every question waiting and answers it with `game`; with none
    /// (no seat is free) the questions are dropped, so an old one is not
    /// answered when a seat frees up later. How many were answered.
    pub fn answer(&self, game: Option<&Hosted>) -> usize {
        let mut buf = [0u8; 512];
        let mut answered = 0;
        while let Ok((n, from)) = self.socket.recv_from(&mut buf) {
            let asked = decode::<WhoHosts>(&buf[..n]).is_ok_and(|q| q.carcassonne == PROTOCOL);
            if let (true, Some(game)) = (asked, game)
                && self.socket.send_to(&encode(game), from).is_ok()
            {
                answered += 1;
            }
        }
        answered
    }
}

/// The host's announcer on a thread of its own: it answers questions as
/// they come with the game as last set, while the window sleeps.
pub struct Announcing {
    pump: super::pump::Pump<(Announcer, Option<Hosted>)>,
}

impl Announcing {
    pub fn start(announcer: Announcer) -> Result<Announcing, String> {
        let tick = |(announcer, game): &mut (Announcer, Option<Hosted>)| {
            announcer.answer(game.as_ref());
            false
        };
        Ok(Announcing {
            pump: super::pump::Pump::start((announcer, None), tick, super::pump::nobody())?,
        })
    }

    /// What questions are answered with from now on (`None`: no seat is
    /// free, the game is not listed).
    pub fn set(&self, game: Option<Hosted>) {
        let mut pumped = self.pump.lock();
        if pumped.1 != game {
            pumped.1 = game;
        }
    }
}

/// The looking screen's side: asks, and collects the answers.
pub struct Lister {
    socket: UdpSocket,
    port: u16,
    found: Vec<Found>,
}

impl Lister {
    /// Asks hosts listening on `port` (`DISCOVERY_PORT` but in tests).
    pub fn open(port: u16) -> Result<Lister, String> {
        let socket = UdpSocket::bind((Ipv4Addr::UNSPECIFIED, 0)).map_err(|e| e.to_string())?;
        socket.set_nonblocking(true).map_err(|e| e.to_string())?;
        socket.set_broadcast(true).map_err(|e| e.to_string())?;
        Ok(Lister {
            socket,
            port,
            found: Vec::new(),
        })
    }

    /// Asks again; what was found before is forgotten (a host that has
    /// gone, or filled its seats, drops off the list).
    pub fn ask(&mut self) {
        self.found.clear();
        let question = encode(&WhoHosts {
            carcassonne: PROTOCOL,
        });
        // Without a network the broadcast fails; this machine is still asked.
        for to in [Ipv4Addr::BROADCAST, Ipv4Addr::LOCALHOST] {
            let _ = self.socket.send_to(&question, (to, self.port));
        }
    }

    /// Reads the answers that came; the games found since the last `ask`,
    /// each once, of this game's version first.
    pub fn poll(&mut self) -> &[Found] {
        let mut buf = [0u8; 2048];
        while let Ok((n, address)) = self.socket.recv_from(&mut buf) {
            let Ok(game) = decode::<Hosted>(&buf[..n]) else {
                continue;
            };
            // The same host heard by broadcast and on this machine.
            if !self.found.iter().any(|f| f.game.id == game.id) {
                self.found.push(Found { address, game });
            }
        }
        let version = game_version();
        self.found.sort_by_key(|f| f.game.version != version);
        &self.found
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::{Duration, Instant};

    fn hosted(port: u16, free: usize) -> Hosted {
        Hosted {
            id: 7,
            host: "Ann".into(),
            version: game_version(),
            port,
            free,
            seats: 3,
            private: false,
            code: None,
            code_port: 0,
            started: false,
        }
    }

    /// A host on a free port of its own answers a looking screen on this
    /// machine; garbage sent to the host is ignored, and the list is
    /// forgotten when asked again.
    #[test]
    fn a_looking_screen_finds_a_host_on_this_machine() {
        let port = {
            let probe = UdpSocket::bind("127.0.0.1:0").unwrap();
            probe.local_addr().unwrap().port()
        };
        let announcer = Announcer::open(port).unwrap();
        assert!(
            Announcer::open(port).unwrap_err().contains("not listed"),
            "a second host on the same machine is told why it is not listed"
        );
        let junk = UdpSocket::bind("127.0.0.1:0").unwrap();
        junk.send_to(b"\xffgarbage", ("127.0.0.1", port)).unwrap();
        let mut lister = Lister::open(port).unwrap();
        lister.ask();
        let start = Instant::now();
        let mut answered = 0;
        while lister.poll().is_empty() {
            answered += announcer.answer(Some(&hosted(5000, 2)));
            assert!(start.elapsed() < Duration::from_secs(2), "no answer");
            std::thread::sleep(Duration::from_millis(5));
        }
        assert!(answered >= 1);
        let found = lister.poll().to_vec();
        assert_eq!(found.len(), 1, "one host, listed once: {found:?}");
        assert_eq!(found[0].game, hosted(5000, 2));
        assert!(found[0].join_address().ends_with(":5000"));
        lister.ask();
        assert!(lister.poll().is_empty(), "asking again starts a new list");
    }
}
