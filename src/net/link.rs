//! The connection itself: renet's reliable, ordered channel over UDP with
//! netcode's connection handling (who is connected, time-outs, a
//! disconnect said out loud), no Bevy in it. The host listens on a port;
//! a player's screen connects to an address. Both are polled once a frame:
//! `poll` reads what arrived, `send` queues, and what is queued goes out
//! at the next poll.

use std::net::{SocketAddr, UdpSocket};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use renet::{Bytes, ConnectionConfig, DefaultChannel, RenetClient, RenetServer, ServerEvent};

use super::host_core::Out;
use super::protocol::{ToPlayer, encode};
use super::pump::{Pump, Wake};
use renet_netcode::{
    ClientAuthentication, NetcodeClientTransport, NetcodeServerTransport, ServerAuthentication,
    ServerConfig,
};

/// The same for every version of the game, so that a screen of another
/// version still gets the host's refusal (which names both versions)
/// rather than silence.
const NETCODE_PROTOCOL: u64 = 0xCA2C_A550_77E0_0001;

/// A connection's number at the host.
pub type LinkId = u64;

/// What the host heard in one poll.
#[derive(Debug, Clone, PartialEq)]
pub enum HostNews {
    Joined(LinkId),
    Left { id: LinkId, reason: String },
    Message { from: LinkId, bytes: Bytes },
}

fn since_epoch() -> Duration {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap_or_default()
}

/// What a host sends through: its link, on the window's thread or its own.
pub trait HostEnd {
    fn send(&mut self, to: LinkId, bytes: Vec<u8>);

    /// Closes a connection once what was queued for it has gone.
    fn close(&mut self, id: LinkId);

    /// What the host's core put out, in order (`host_core::Out`).
    fn deliver(&mut self, out: Vec<Out>) {
        for o in out {
            match o {
                Out::Tell(to, message) => self.tell(&to, &message),
                Out::Close(id) => self.close(id),
            }
        }
    }

    /// The same message to each of these screens.
    fn tell(&mut self, to: &[LinkId], message: &ToPlayer) {
        let bytes = encode(message);
        for &id in to {
            self.send(id, bytes.clone());
        }
    }
}

impl HostEnd for HostLink {
    fn send(&mut self, to: LinkId, bytes: Vec<u8>) {
        HostLink::send(self, to, bytes);
    }

    fn close(&mut self, id: LinkId) {
        HostLink::close(self, id);
    }
}

impl HostEnd for PumpedHost {
    fn send(&mut self, to: LinkId, bytes: Vec<u8>) {
        PumpedHost::send(self, to, bytes);
    }

    fn close(&mut self, id: LinkId) {
        PumpedHost::close(self, id);
    }
}

/// The host's end: every player's screen connects to it.
pub struct HostLink {
    server: RenetServer,
    transport: NetcodeServerTransport,
    port: u16,
    last: Instant,
    /// Connections to close once their last messages had time to arrive
    /// (and be sent again, if lost).
    closing: Vec<(LinkId, Instant)>,
}

/// How long a connection being closed keeps going: its last message (a
/// refusal, say) reaches the screen before the close does.
const LINGER: Duration = Duration::from_secs(1);

impl HostLink {
    /// Listens on `port` of every address of this machine (0: any free
    /// port) for up to `screens` connections.
    pub fn open(port: u16, screens: usize) -> Result<HostLink, String> {
        let socket = UdpSocket::bind(("0.0.0.0", port))
            .map_err(|e| format!("cannot listen on port {port}: {e}"))?;
        let port = socket.local_addr().map_err(|e| e.to_string())?.port();
        let config = ServerConfig {
            current_time: since_epoch(),
            max_clients: screens.max(1),
            protocol_id: NETCODE_PROTOCOL,
            public_addresses: vec![SocketAddr::from(([127, 0, 0, 1], port))],
            authentication: ServerAuthentication::Unsecure,
        };
        let transport =
            NetcodeServerTransport::new(config, socket).map_err(|e| format!("port {port}: {e}"))?;
        Ok(HostLink {
            server: RenetServer::new(ConnectionConfig::default()),
            transport,
            port,
            last: Instant::now(),
            closing: Vec::new(),
        })
    }

    pub fn port(&self) -> u16 {
        self.port
    }

    /// Sends what is queued and reads what arrived.
    pub fn poll(&mut self) -> Vec<HostNews> {
        let now = Instant::now();
        let elapsed = now - self.last;
        self.last = now;
        self.server.update(elapsed);
        if let Err(e) = self.transport.update(elapsed, &mut self.server) {
            eprintln!("carcassonne: network: {e}");
        }
        let server = &mut self.server;
        self.closing.retain(|&(id, at)| {
            let due = at <= now;
            if due {
                server.disconnect(id);
            }
            !due
        });
        let mut news = Vec::new();
        while let Some(event) = self.server.get_event() {
            news.push(match event {
                ServerEvent::ClientConnected { client_id } => HostNews::Joined(client_id),
                ServerEvent::ClientDisconnected { client_id, reason } => HostNews::Left {
                    id: client_id,
                    reason: reason.to_string(),
                },
            });
        }
        for id in self.server.clients_id() {
            while let Some(bytes) = self
                .server
                .receive_message(id, DefaultChannel::ReliableOrdered)
            {
                news.push(HostNews::Message { from: id, bytes });
            }
        }
        self.transport.send_packets(&mut self.server);
        news
    }

    pub fn send(&mut self, to: LinkId, bytes: Vec<u8>) {
        if self.server.is_connected(to) {
            self.server
                .send_message(to, DefaultChannel::ReliableOrdered, bytes);
        }
    }

    /// Sends what is queued now, not at the next poll: a move reaches the
    /// other screens a frame sooner.
    pub fn flush(&mut self) {
        self.transport.send_packets(&mut self.server);
    }

    /// Closes one connection, a moment from now: what was queued for it
    /// (a refusal, say) arrives first.
    pub fn close(&mut self, id: LinkId) {
        self.transport.send_packets(&mut self.server);
        if !self.closing.iter().any(|&(c, _)| c == id) {
            self.closing.push((id, Instant::now() + LINGER));
        }
    }

    /// How long since anything came from a connection (a live screen
    /// sends several times a second); `None` if it is gone.
    pub fn silent_for(&self, id: LinkId) -> Option<Duration> {
        self.transport.time_since_last_received_packet(id)
    }

    pub fn connected(&self) -> Vec<LinkId> {
        self.server.clients_id()
    }
}

impl Drop for HostLink {
    fn drop(&mut self) {
        self.transport.disconnect_all(&mut self.server);
    }
}

/// A player's screen's end: connected to the host.
pub struct JoinLink {
    client: RenetClient,
    transport: NetcodeClientTransport,
    last: Instant,
    /// Why the connection went, once it has (what came with the news of
    /// it, such as the host's refusal, is read first).
    gone: Option<String>,
}

impl JoinLink {
    /// Starts connecting to the host at `address` (`HOST:PORT`).
    pub fn connect(address: &str) -> Result<JoinLink, String> {
        let server_addr: SocketAddr = std::net::ToSocketAddrs::to_socket_addrs(address)
            .map_err(|e| format!("{address}: {e}"))?
            .next()
            .ok_or_else(|| format!("{address}: no such address"))?;
        let socket = UdpSocket::bind(("0.0.0.0", 0)).map_err(|e| e.to_string())?;
        let now = since_epoch();
        // A number for this connection, different on every start.
        let client_id = now.as_nanos() as u64 ^ ((std::process::id() as u64) << 32);
        let authentication = ClientAuthentication::Unsecure {
            protocol_id: NETCODE_PROTOCOL,
            client_id,
            server_addr,
            user_data: None,
        };
        let transport = NetcodeClientTransport::new(now, authentication, socket)
            .map_err(|e| format!("{address}: {e}"))?;
        Ok(JoinLink {
            client: RenetClient::new(ConnectionConfig::default()),
            transport,
            last: Instant::now(),
            gone: None,
        })
    }

    /// Sends what is queued and reads what arrived; an error once the
    /// connection is gone, with the reason.
    pub fn poll(&mut self) -> Result<Vec<Bytes>, String> {
        if let Some(gone) = &self.gone {
            return Err(gone.clone());
        }
        let now = Instant::now();
        let elapsed = now - self.last;
        self.last = now;
        self.client.update(elapsed);
        let updated = self.transport.update(elapsed, &mut self.client);
        let mut messages = Vec::new();
        while let Some(bytes) = self.client.receive_message(DefaultChannel::ReliableOrdered) {
            messages.push(bytes);
        }
        if let Err(e) = updated {
            // A host that refuses a hello says why and closes at once: the
            // reason may come in the same poll as the close.
            let gone = format!("the connection to the host is gone: {e}");
            self.gone = Some(gone.clone());
            return if messages.is_empty() {
                Err(gone)
            } else {
                Ok(messages)
            };
        }
        // Messages queued while connecting wait for the connection.
        if self.client.is_connected() {
            self.transport
                .send_packets(&mut self.client)
                .map_err(|e| format!("the connection to the host is gone: {e}"))?;
        }
        Ok(messages)
    }

    pub fn is_connected(&self) -> bool {
        self.client.is_connected()
    }

    /// Sends what is queued now (once connected), not at the next poll.
    pub fn flush(&mut self) {
        if self.client.is_connected() {
            // A connection that has gone is found at the next poll.
            let _ = self.transport.send_packets(&mut self.client);
        }
    }

    /// Queues a message (sent once connected, at a poll).
    pub fn send(&mut self, bytes: Vec<u8>) {
        self.client
            .send_message(DefaultChannel::ReliableOrdered, bytes);
    }

    pub fn disconnect(&mut self) {
        self.transport.disconnect();
    }
}

impl Drop for JoinLink {
    /// A screen that leaves says so, so the host frees its seat at once
    /// rather than after the time-out.
    fn drop(&mut self) {
        if self.client.is_connected() {
            self.transport.disconnect();
        }
    }
}

/// The host's link on a thread of its own: what it heard waits for the
/// window's next frame, which it wakes.
pub struct PumpedHost {
    pump: Pump<(HostLink, Vec<HostNews>)>,
    port: u16,
}

impl PumpedHost {
    pub fn start(link: HostLink, wake: Wake) -> Result<PumpedHost, String> {
        let port = link.port();
        let tick = |(link, heard): &mut (HostLink, Vec<HostNews>)| {
            let news = link.poll();
            let any = !news.is_empty();
            heard.extend(news);
            any
        };
        Ok(PumpedHost {
            pump: Pump::start((link, Vec::new()), tick, wake)?,
            port,
        })
    }

    pub fn port(&self) -> u16 {
        self.port
    }

    /// What was heard since the last time.
    pub fn poll(&mut self) -> Vec<HostNews> {
        std::mem::take(&mut self.pump.lock().1)
    }

    pub fn send(&mut self, to: LinkId, bytes: Vec<u8>) {
        self.pump.lock().0.send(to, bytes);
    }

    pub fn flush(&mut self) {
        self.pump.lock().0.flush();
    }

    pub fn close(&mut self, id: LinkId) {
        self.pump.lock().0.close(id);
    }

    pub fn silent_for(&self, id: LinkId) -> Option<Duration> {
        self.pump.lock().0.silent_for(id)
    }
}

/// What a player's link heard, and why it went, if it did.
type Heard = (JoinLink, Vec<Bytes>, Option<String>);

/// A player's link on a thread of its own: what it heard waits for the
/// window's next frame, which it wakes (a lost connection wakes it too).
pub struct PumpedJoin {
    pump: Pump<Heard>,
}

impl PumpedJoin {
    pub fn start(link: JoinLink, wake: Wake) -> Result<PumpedJoin, String> {
        let tick = |(link, heard, gone): &mut Heard| {
            if gone.is_some() {
                return false;
            }
            match link.poll() {
                Ok(messages) => {
                    let any = !messages.is_empty();
                    heard.extend(messages);
                    any
                }
                Err(e) => {
                    *gone = Some(e);
                    true
                }
            }
        };
        Ok(PumpedJoin {
            pump: Pump::start((link, Vec::new(), None), tick, wake)?,
        })
    }

    /// What was heard since the last time; an error once the connection
    /// is gone, with the reason (what came before it is read first).
    pub fn poll(&mut self) -> Result<Vec<Bytes>, String> {
        let mut pumped = self.pump.lock();
        let heard = std::mem::take(&mut pumped.1);
        match (&pumped.2, heard.is_empty()) {
            (Some(gone), true) => Err(gone.clone()),
            _ => Ok(heard),
        }
    }

    pub fn is_connected(&self) -> bool {
        self.pump.lock().0.is_connected()
    }

    pub fn flush(&mut self) {
        self.pump.lock().0.flush();
    }

    pub fn send(&mut self, bytes: Vec<u8>) {
        self.pump.lock().0.send(bytes);
    }

    pub fn disconnect(&mut self) {
        self.pump.lock().0.disconnect();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Polls both ends until `done` or two seconds pass.
    fn pump(
        host: &mut HostLink,
        joins: &mut [JoinLink],
        mut done: impl FnMut(&[HostNews], &[Vec<Bytes>]) -> bool,
    ) {
        let start = Instant::now();
        let (mut heard, mut got) = (Vec::new(), vec![Vec::new(); joins.len()]);
        while start.elapsed() < Duration::from_secs(2) {
            heard.extend(host.poll());
            for (j, g) in joins.iter_mut().zip(&mut got) {
                g.extend(j.poll().unwrap());
            }
            if done(&heard, &got) {
                return;
            }
            std::thread::sleep(Duration::from_millis(2));
        }
        panic!("not done in 2 s: host heard {heard:?}, screens got {got:?}");
    }

    /// Two screens join a host on the loopback address; a large message
    /// (a finished game's view is about 10 KB) arrives whole both ways.
    #[test]
    fn screens_join_and_messages_arrive_whole_both_ways() {
        let mut host = HostLink::open(0, 4).unwrap();
        let address = format!("127.0.0.1:{}", host.port());
        let mut joins = vec![
            JoinLink::connect(&address).unwrap(),
            JoinLink::connect(&address).unwrap(),
        ];
        // Said before the connection is made: it waits, and arrives.
        joins[1].send(b"early".to_vec());
        pump(&mut host, &mut joins, |heard, _| {
            let joined = heard.iter().filter(|n| matches!(n, HostNews::Joined(_)));
            let early = heard
                .iter()
                .any(|n| matches!(n, HostNews::Message { bytes, .. } if &bytes[..] == b"early"));
            joined.count() == 2 && early
        });
        let big: Vec<u8> = (0..40_000u32).map(|i| (i % 251) as u8).collect();
        joins[0].send(big.clone());
        let ids = host.connected();
        for &id in &ids {
            host.send(id, b"hello".to_vec());
        }
        pump(&mut host, &mut joins, |heard, got| {
            heard
                .iter()
                .any(|n| matches!(n, HostNews::Message { bytes, .. } if bytes[..] == big[..]))
                && got.iter().all(|g| g.iter().any(|b| &b[..] == b"hello"))
        });
        joins[1].disconnect();
        pump(&mut host, &mut joins[..1], |heard, _| {
            heard.iter().any(|n| matches!(n, HostNews::Left { .. }))
        });
        assert_eq!(host.connected().len(), 1);
    }

    #[test]
    fn a_bad_address_says_so() {
        assert!(JoinLink::connect("no-such-host.invalid:5000").is_err());
        assert!(JoinLink::connect("127.0.0.1").is_err(), "a port is needed");
    }
}
