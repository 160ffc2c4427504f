//! The host's connections on both networks as one: players on the local
//! network (`link`, found without typing anything) and players who dial
//! its join code over the internet (`iroh_link`). Each connection gets a
//! number of the host's own, so that one network cannot name (and speak
//! for) a connection of the other. A player's screen takes either: an
//! address (`HOST:PORT`) or a join code.

use std::collections::HashMap;
use std::time::Duration;

use renet::Bytes;

use super::iroh_link::{IrohHost, IrohJoin};
use super::join_code::{JoinCode, JoinTrouble, Reach, RelayTrouble};
use super::link::{HostEnd, HostNews, JoinLink, LinkId, PumpedHost, PumpedJoin};
use super::pump::Wake;

/// A connection's number on its own network.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Inner {
    Local(LinkId),
    Internet(LinkId),
}

/// Every way players reach this host.
pub struct HostLinks {
    local: PumpedHost,
    internet: Option<IrohHost>,
    /// Each connection's number at the host, and back.
    inner: HashMap<LinkId, Inner>,
    outer: HashMap<Inner, LinkId>,
    next: LinkId,
}

impl HostLinks {
    pub fn new(local: PumpedHost, internet: Option<IrohHost>) -> HostLinks {
        HostLinks {
            local,
            internet,
            inner: HashMap::new(),
            outer: HashMap::new(),
            next: 1,
        }
    }

    pub fn port(&self) -> u16 {
        self.local.port()
    }

    /// The internet's join code, once known (none: local network only).
    pub fn code(&self) -> Option<JoinCode> {
        self.internet
            .as_ref()
            .filter(|i| i.on_the_internet())
            .and_then(IrohHost::code)
    }

    /// Whether players on the internet may join (by a code); else the
    /// secure end is for the local network only.
    pub fn on_the_internet(&self) -> bool {
        self.internet
            .as_ref()
            .is_some_and(IrohHost::on_the_internet)
    }

    /// What screens on the local network are told to dial securely: the
    /// code (its key) and the UDP port.
    pub fn secure_listing(&self) -> Option<(JoinCode, u16)> {
        let internet = self.internet.as_ref()?;
        Some((internet.code()?, internet.port()?))
    }

    /// Why players on the internet may not reach this host, if so.
    pub fn trouble(&self) -> Option<RelayTrouble> {
        self.internet.as_ref().and_then(IrohHost::trouble)
    }

    fn number(&mut self, inner: Inner) -> LinkId {
        if let Some(&id) = self.outer.get(&inner) {
            return id;
        }
        let id = self.next;
        self.next += 1;
        self.inner.insert(id, inner);
        self.outer.insert(inner, id);
        id
    }

    fn renumbered(&mut self, news: Vec<HostNews>, side: fn(LinkId) -> Inner) -> Vec<HostNews> {
        news.into_iter()
            .map(|n| match n {
                HostNews::Joined(id) => HostNews::Joined(self.number(side(id))),
                HostNews::Message { from, bytes } => HostNews::Message {
                    from: self.number(side(from)),
                    bytes,
                },
                HostNews::Left { id, reason } => {
                    let id = self.number(side(id));
                    if let Some(inner) = self.inner.remove(&id) {
                        self.outer.remove(&inner);
                    }
                    HostNews::Left { id, reason }
                }
            })
            .collect()
    }

    pub fn poll(&mut self) -> Vec<HostNews> {
        let local = self.local.poll();
        let mut news = self.renumbered(local, Inner::Local);
        if let Some(internet) = &mut self.internet {
            let heard = internet.poll();
            news.extend(self.renumbered(heard, Inner::Internet));
        }
        news
    }

    pub fn send(&mut self, to: LinkId, bytes: Vec<u8>) {
        match (self.inner.get(&to), &mut self.internet) {
            (Some(Inner::Local(id)), _) => self.local.send(*id, bytes),
            (Some(Inner::Internet(id)), Some(internet)) => internet.send(*id, bytes),
            _ => {}
        }
    }

    /// Sends what is queued on the local network now (the internet's
    /// thread sends at once).
    pub fn flush(&mut self) {
        self.local.flush();
    }

    pub fn close(&mut self, to: LinkId) {
        match (self.inner.get(&to), &mut self.internet) {
            (Some(Inner::Local(id)), _) => self.local.close(*id),
            (Some(Inner::Internet(id)), Some(internet)) => internet.close(*id),
            _ => {}
        }
    }

    pub fn silent_for(&self, to: LinkId) -> Option<Duration> {
        match (self.inner.get(&to), &self.internet) {
            (Some(Inner::Local(id)), _) => self.local.silent_for(*id),
            (Some(Inner::Internet(id)), Some(internet)) => internet.silent_for(*id),
            _ => None,
        }
    }
}

impl HostEnd for HostLinks {
    fn send(&mut self, to: LinkId, bytes: Vec<u8>) {
        HostLinks::send(self, to, bytes);
    }

    fn close(&mut self, id: LinkId) {
        HostLinks::close(self, id);
    }
}

/// A player's connection: to an address on the local network, or to the
/// host of a join code.
pub enum JoinTransport {
    Local(PumpedJoin),
    Internet(IrohJoin),
}

impl JoinTransport {
    /// Starts connecting to `place`: a join code or `HOST:PORT`. A code
    /// with a letter wrong is refused here, in words for the player.
    pub fn connect(
        place: &str,
        relay_only: bool,
        wake: Wake,
    ) -> Result<JoinTransport, JoinTrouble> {
        if JoinCode::looks_like_one(place) {
            let code: JoinCode = place.parse().map_err(JoinTrouble::BadCode)?;
            return Ok(JoinTransport::Internet(IrohJoin::start(
                &code, relay_only, wake,
            )?));
        }
        let link = JoinLink::connect(place).map_err(JoinTrouble::Lost)?;
        Ok(JoinTransport::Local(
            PumpedJoin::start(link, wake).map_err(JoinTrouble::Lost)?,
        ))
    }

    /// What was heard since the last time; an error once the connection
    /// is gone, with the reason (what came before it is read first).
    pub fn poll(&mut self) -> Result<Vec<Bytes>, JoinTrouble> {
        match self {
            JoinTransport::Local(link) => link.poll().map_err(JoinTrouble::Lost),
            JoinTransport::Internet(link) => link.poll(),
        }
    }

    pub fn is_connected(&self) -> bool {
        match self {
            JoinTransport::Local(link) => link.is_connected(),
            JoinTransport::Internet(link) => link.is_connected(),
        }
    }

    pub fn send(&mut self, bytes: Vec<u8>) {
        match self {
            JoinTransport::Local(link) => link.send(bytes),
            JoinTransport::Internet(link) => link.send(bytes),
        }
    }

    /// Sends what is queued now (the internet's thread sends at once).
    pub fn flush(&mut self) {
        if let JoinTransport::Local(link) = self {
            link.flush();
        }
    }

    pub fn disconnect(&mut self) {
        match self {
            JoinTransport::Local(link) => link.disconnect(),
            JoinTransport::Internet(link) => link.disconnect(),
        }
    }
}

/// Opens a host's secure end with this machine's key, for the internet
/// (`reach`) or the local network only (none), listening on UDP `port`
/// if it is free; or says why not (the game is then hosted over UDP only).
pub fn open_secure(reach: Option<Reach>, port: u16, wake: Wake) -> Result<IrohHost, String> {
    let reach = Reach {
        port,
        ..reach.unwrap_or_else(Reach::local)
    };
    IrohHost::start(super::host_key::host_secret(), reach, wake)
}
