//! Internet play's connection: iroh's QUIC, dialed by the host's key, with
//! a relay when no direct path can be made (both players behind home
//! routers) and encryption on every path (TLS 1.3 with the endpoints' own
//! keys: a connection to the key in a join code reaches that host or
//! fails). The same messages as on the local network travel as frames of
//! one stream a screen opens: a four-byte length, then the bytes; a frame
//! of length zero is the heartbeat, twice a second, so the host knows
//! within two seconds that a screen fell silent, as it does on the LAN.
//!
//! iroh needs tokio: each end runs a single-threaded runtime on a thread
//! of its own and the window talks to it through channels; what arrives
//! waits under a lock for the window's next frame, which it wakes, as the
//! LAN link's thread does (`pump`).

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use iroh::endpoint::{
    Builder, Connection, QuicTransportConfig, RecvStream, SendStream, VarInt, presets,
};
use iroh::{Endpoint, EndpointAddr, EndpointId, RelayMode, RelayUrl, SecretKey};
use renet::Bytes;
use tokio::sync::mpsc::{UnboundedReceiver, UnboundedSender, unbounded_channel};

use super::join_code::{CodeRelay, JoinCode, JoinTrouble, Reach, RelayTrouble};
use super::link::{HostNews, LinkId};
use super::pump::Wake;

/// The game's protocol name in the handshake. It never changes: a screen
/// of another version is told why by the host's refusal, which names both
/// versions, rather than failing the handshake in silence.
const ALPN: &[u8] = b"carcassonne/1";
const HEARTBEAT: Duration = Duration::from_millis(500);
/// A connection with no path for this long is gone (netcode's time-out).
const IDLE: Duration = Duration::from_secs(15);
/// How long a closed connection's last frames have to arrive.
const LINGER: Duration = Duration::from_secs(1);
/// How long to wait for a relay, and then for the host, before saying why not.
const RELAY_TIME: Duration = Duration::from_secs(10);
const CONNECT_TIME: Duration = Duration::from_secs(20);
/// How long an endpoint's goodbye (its connections and relay closed
/// cleanly) may take before its thread ends regardless.
const GOODBYE_TIME: Duration = Duration::from_secs(3);
/// Larger frames are not the game's (a message is at most this): the
/// connection is closed.
const MOST_BYTES: usize = super::protocol::MAX_MESSAGE;
/// A screen that takes no frame for this long is closed, so that one that
/// stops reading cannot make the host keep its replies without end.
const WRITE_TIME: Duration = Duration::from_secs(5);
/// Connections a host keeps at once: every seat, watchers, and screens
/// coming back while their old connections time out.
const MOST_SCREENS: usize = 32;
/// What a connection may have in flight towards its reader: one stream,
/// a few messages' worth.
const WINDOW: u32 = 4 * MOST_BYTES as u32;

/// The public relays in the order a join code numbers them (1…).
fn public_relays() -> Vec<RelayUrl> {
    use iroh::defaults::prod;
    [
        prod::NA_EAST_RELAY_HOSTNAME,
        prod::NA_WEST_RELAY_HOSTNAME,
        prod::EU_RELAY_HOSTNAME,
        prod::AP_RELAY_HOSTNAME,
    ]
    .iter()
    .filter_map(|host| format!("https://{host}").parse().ok())
    .collect()
}

pub fn relay_url(text: &str) -> Result<RelayUrl, String> {
    let url: RelayUrl = text
        .parse()
        .map_err(|e| format!("the relay {text} is not a web address: {e}"))?;
    match url.scheme() {
        "http" | "https" => Ok(url),
        other => Err(format!(
            "the relay {text} has to start with http:// or https://, not {other}:"
        )),
    }
}

async fn bind(
    reach: &Reach,
    secret: Option<SecretKey>,
    alpns: Vec<Vec<u8>>,
) -> Result<Endpoint, String> {
    if !reach.relay_only && reach.port != 0 {
        // The host's own port, if it is free; else any.
        // (This replaces the IPv4 socket only; IPv6 stays as iroh binds it.)
        let fixed = builder(reach, secret.clone(), alpns.clone())?
            .bind_addr((std::net::Ipv4Addr::UNSPECIFIED, reach.port));
        if let Ok(fixed) = fixed
            && let Ok(endpoint) = fixed.bind().await
        {
            return Ok(endpoint);
        }
    }
    (builder(reach, secret, alpns)?.bind().await)
        .map_err(|e| format!("cannot open the secure connection: {e}"))
}

fn builder(
    reach: &Reach,
    secret: Option<SecretKey>,
    alpns: Vec<Vec<u8>>,
) -> Result<Builder, String> {
    let idle = IDLE.try_into().map_err(|e| format!("{e}"))?;
    let quic = QuicTransportConfig::builder()
        .max_idle_timeout(Some(idle))
        // One stream a screen, and little buffered: a peer cannot make
        // the other end hold more than a few messages.
        .max_concurrent_bidi_streams(VarInt::from_u32(1))
        .max_concurrent_uni_streams(VarInt::from_u32(0))
        .stream_receive_window(VarInt::from_u32(WINDOW))
        .receive_window(VarInt::from_u32(2 * WINDOW))
        .build();
    let builder = match &reach.relay {
        // No relay, nobody asked: screens dial this host's address.
        _ if reach.local_only => Endpoint::builder(presets::Minimal),
        // The public relays, and the address book that finds a host by its key.
        None => Endpoint::builder(presets::N0),
        // A group's own relay: nothing asks n0's services; the code
        // carries the relay, which is where the host is found.
        // (Its probes ask that relay only, and are how a home relay is chosen.)
        Some(url) => {
            Endpoint::builder(presets::Minimal).relay_mode(RelayMode::custom([relay_url(url)?]))
        }
    };
    let mut builder = builder.alpns(alpns).transport_config(quic);
    if let Some(secret) = secret {
        builder = builder.secret_key(secret);
    }
    if reach.relay_only {
        builder = builder.clear_ip_transports();
    }
    Ok(builder)
}

/// One thread with a single-threaded tokio runtime, running `actor`.
fn on_its_thread<F>(name: &str, actor: F) -> Result<(), String>
where
    F: std::future::Future<Output = ()> + Send + 'static,
{
    std::thread::Builder::new()
        .name(name.into())
        .spawn(move || {
            match tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
            {
                Ok(runtime) => runtime.block_on(actor),
                Err(e) => eprintln!("carcassonne: cannot start the internet's thread: {e}"),
            }
        })
        .map(|_| ())
        .map_err(|e| format!("cannot start the internet's thread: {e}"))
}

fn lock<T>(shared: &Mutex<T>) -> MutexGuard<'_, T> {
    shared.lock().unwrap_or_else(|e| e.into_inner())
}

/// Writes one frame: its length, then its bytes (none: a heartbeat).
async fn write_frame(send: &mut SendStream, bytes: &[u8]) -> Result<(), String> {
    let length = (bytes.len() as u32).to_be_bytes();
    send.write_all(&length).await.map_err(|e| e.to_string())?;
    send.write_all(bytes).await.map_err(|e| e.to_string())
}

/// Reads one frame; `None` for a heartbeat.
async fn read_frame(recv: &mut RecvStream) -> Result<Option<Bytes>, String> {
    let mut length = [0; 4];
    recv.read_exact(&mut length)
        .await
        .map_err(|e| e.to_string())?;
    let length = u32::from_be_bytes(length) as usize;
    if length > MOST_BYTES {
        return Err(format!("a message of {length} bytes is too large"));
    }
    if length == 0 {
        return Ok(None);
    }
    let mut bytes = vec![0; length];
    recv.read_exact(&mut bytes)
        .await
        .map_err(|e| e.to_string())?;
    Ok(Some(Bytes::from(bytes)))
}

/// What the window asks a connection's writer to do.
enum Say {
    Frame(Vec<u8>),
    /// Send what is queued, then close (a refusal, a screen sent away).
    Close,
}

/// Writes what the window says and the heartbeat until told to close or
/// the connection goes; the reason it ended.
async fn write_frames(
    conn: &Connection,
    mut send: SendStream,
    mut says: UnboundedReceiver<Say>,
) -> String {
    let mut beat = tokio::time::interval(HEARTBEAT);
    loop {
        let wrote = tokio::select! {
            say = says.recv() => match say {
                Some(Say::Frame(bytes)) => written(write_frame(&mut send, &bytes)).await,
                Some(Say::Close) | None => {
                    let _ = send.finish();
                    let _ = tokio::time::timeout(LINGER, send.stopped()).await;
                    conn.close(VarInt::from_u32(0), b"closed");
                    return "closed".into();
                }
            },
            _ = beat.tick() => written(write_frame(&mut send, &[])).await,
            gone = conn.closed() => return gone.to_string(),
        };
        if let Err(e) = wrote {
            return e;
        }
    }
}

/// A write that the peer takes within `WRITE_TIME`, or why not.
async fn written(
    write: impl std::future::Future<Output = Result<(), String>>,
) -> Result<(), String> {
    tokio::time::timeout(WRITE_TIME, write)
        .await
        .unwrap_or_else(|_| Err("the screen takes nothing more".into()))
}

/// Carries a connection's stream both ways: what the window says and the
/// heartbeat out, each frame read to `heard` (`None`: a heartbeat), until
/// either way ends; why it ended.
async fn carry(
    conn: &Connection,
    (send, mut recv): (SendStream, RecvStream),
    says: UnboundedReceiver<Say>,
    mut heard: impl FnMut(Option<Bytes>) + Send + 'static,
) -> String {
    let mut reader = tokio::spawn(async move {
        loop {
            match read_frame(&mut recv).await {
                Ok(frame) => heard(frame),
                Err(e) => return e,
            }
        }
    });
    let reason = tokio::select! {
        reason = write_frames(conn, send, says) => reason,
        read = &mut reader => read.unwrap_or_else(|e| e.to_string()),
    };
    // Nothing read after this is heard: the connection has ended (what
    // its stream still held would come from nobody).
    reader.abort();
    reason
}

/// What the host's thread shares with the window.
#[derive(Default)]
struct HostShared {
    news: Vec<HostNews>,
    /// When each live connection was last heard (heartbeats count).
    heard: HashMap<LinkId, Instant>,
    /// Each live connection's writer.
    writers: HashMap<LinkId, UnboundedSender<Say>>,
    code: Option<JoinCode>,
    trouble: Option<RelayTrouble>,
    /// The UDP port screens on the local network dial.
    port: Option<u16>,
}

/// The host's end over the internet: screens dial its key.
pub struct IrohHost {
    shared: Arc<Mutex<HostShared>>,
    reach: Reach,
    /// Dropped, the thread closes the endpoint and ends.
    _stop: UnboundedSender<()>,
}

impl IrohHost {
    /// Opens the host's endpoint with its key (kept, so that a continued
    /// game keeps its code) and starts accepting screens.
    pub fn start(secret: [u8; 32], reach: Reach, wake: Wake) -> Result<IrohHost, String> {
        let shared = Arc::new(Mutex::new(HostShared::default()));
        let (stop, stopped) = unbounded_channel();
        let (bound, is_bound) = std::sync::mpsc::channel();
        let (on_thread, kept) = (shared.clone(), reach.clone());
        on_its_thread("internet host", async move {
            let secret = SecretKey::from_bytes(&secret);
            match bind(&reach, Some(secret), vec![ALPN.to_vec()]).await {
                Ok(endpoint) => {
                    let _ = bound.send(Ok(()));
                    host(endpoint, reach, on_thread, wake, stopped).await;
                }
                Err(e) => {
                    let _ = bound.send(Err(e));
                }
            }
        })?;
        is_bound
            .recv()
            .map_err(|_| "the internet's thread ended".to_string())??;
        Ok(IrohHost {
            shared,
            reach: kept,
            _stop: stop,
        })
    }

    /// The code players join with, once the host reached its relay (or
    /// gave up waiting, and the code names no relay).
    pub fn code(&self) -> Option<JoinCode> {
        lock(&self.shared).code.clone()
    }

    /// The UDP port players on the local network dial (with the code's key).
    pub fn port(&self) -> Option<u16> {
        lock(&self.shared).port
    }

    /// Whether players on the internet may reach it (else the local
    /// network only).
    pub fn on_the_internet(&self) -> bool {
        !self.reach.local_only
    }

    /// Why players on the internet may not reach this host, if so.
    pub fn trouble(&self) -> Option<RelayTrouble> {
        lock(&self.shared).trouble.clone()
    }

    pub fn poll(&mut self) -> Vec<HostNews> {
        std::mem::take(&mut lock(&self.shared).news)
    }

    pub fn send(&mut self, to: LinkId, bytes: Vec<u8>) {
        if let Some(writer) = lock(&self.shared).writers.get(&to) {
            let _ = writer.send(Say::Frame(bytes));
        }
    }

    pub fn close(&mut self, id: LinkId) {
        if let Some(writer) = lock(&self.shared).writers.get(&id) {
            let _ = writer.send(Say::Close);
        }
    }

    pub fn silent_for(&self, id: LinkId) -> Option<Duration> {
        lock(&self.shared).heard.get(&id).map(|at| at.elapsed())
    }
}

/// The host's thread: says its code, accepts screens until stopped.
async fn host(
    endpoint: Endpoint,
    reach: Reach,
    shared: Arc<Mutex<HostShared>>,
    wake: Wake,
    mut stop: UnboundedReceiver<()>,
) {
    // No relay on the local network only: nothing to wait for.
    let online = reach.local_only
        || tokio::time::timeout(RELAY_TIME, endpoint.online())
            .await
            .is_ok();
    let relay = match &reach.relay {
        Some(url) => CodeRelay::Own(url.clone()),
        None if reach.local_only => CodeRelay::Public(0),
        None => {
            let home = endpoint.addr().relay_urls().next().cloned();
            let n = public_relays()
                .iter()
                .position(|r| Some(r) == home.as_ref());
            CodeRelay::Public(n.map_or(0, |n| n as u8 + 1))
        }
    };
    {
        let mut shared = lock(&shared);
        shared.port = (endpoint.bound_sockets().iter())
            .find(|a| a.is_ipv4())
            .map(|a| a.port());
        shared.code = Some(JoinCode {
            host: *endpoint.id().as_bytes(),
            relay,
        });
        if !online {
            shared.trouble = Some(match &reach.relay {
                Some(url) => RelayTrouble::Own(url.clone()),
                None => RelayTrouble::Public,
            });
        }
    }
    wake();
    let mut next: LinkId = 1;
    loop {
        tokio::select! {
            incoming = endpoint.accept() => {
                let Some(incoming) = incoming else { break };
                if lock(&shared).writers.len() >= MOST_SCREENS {
                    incoming.refuse();
                    continue;
                }
                let (id, shared, wake) = (next, shared.clone(), wake.clone());
                next += 1;
                tokio::spawn(async move {
                    if let Ok(conn) = incoming.await {
                        serve_screen(id, conn, shared, wake).await;
                    }
                });
            }
            _ = stop.recv() => break,
        }
    }
    let _ = tokio::time::timeout(GOODBYE_TIME, endpoint.close()).await;
}

/// One screen's connection at the host, from its first frame to its end.
async fn serve_screen(id: LinkId, conn: Connection, shared: Arc<Mutex<HostShared>>, wake: Wake) {
    // The screen opens the stream and writes first (its hello).
    let Ok((send, recv)) = tokio::time::timeout(CONNECT_TIME, conn.accept_bi())
        .await
        .map_err(|_| ())
        .and_then(|s| s.map_err(|_| ()))
    else {
        conn.close(VarInt::from_u32(1), b"no stream");
        return;
    };
    let (writer, says) = unbounded_channel();
    {
        let mut s = lock(&shared);
        s.writers.insert(id, writer);
        s.heard.insert(id, Instant::now());
        s.news.push(HostNews::Joined(id));
    }
    wake();
    let (reading, heard_wake) = (shared.clone(), wake.clone());
    let reason = carry(&conn, (send, recv), says, move |frame| {
        let mut s = lock(&reading);
        s.heard.insert(id, Instant::now());
        if let Some(bytes) = frame {
            s.news.push(HostNews::Message { from: id, bytes });
            drop(s);
            heard_wake();
        }
    })
    .await;
    conn.close(VarInt::from_u32(0), b"closed");
    {
        let mut s = lock(&shared);
        s.writers.remove(&id);
        s.heard.remove(&id);
        s.news.push(HostNews::Left { id, reason });
    }
    wake();
}

/// What a player's thread shares with the window.
#[derive(Default)]
struct JoinShared {
    heard: Vec<Bytes>,
    gone: Option<JoinTrouble>,
    connected: bool,
}

/// Says the connection is gone when the player's thread ends, however it
/// ends (a runtime that could not start, a panic): the window then tries
/// again, as for any lost connection, rather than wait for ever.
struct GoneWhenEnded(Arc<Mutex<JoinShared>>, Wake);

impl Drop for GoneWhenEnded {
    fn drop(&mut self) {
        let mut s = lock(&self.0);
        s.connected = false;
        if s.gone.is_none() {
            s.gone = Some(JoinTrouble::Lost("the connection's thread stopped".into()));
        }
        drop(s);
        (self.1)();
    }
}

/// A player's screen's end: dials the host's key.
pub struct IrohJoin {
    shared: Arc<Mutex<JoinShared>>,
    says: UnboundedSender<Say>,
}

impl IrohJoin {
    /// Starts dialing the host of `code`; what is sent meanwhile waits.
    pub fn start(code: &JoinCode, relay_only: bool, wake: Wake) -> Result<IrohJoin, JoinTrouble> {
        let host = EndpointId::from_bytes(&code.host)
            .map_err(|_| JoinTrouble::BadCode(super::join_code::BadCode::Check))?;
        let reach = Reach::of_code(code, relay_only);
        let mut address = EndpointAddr::new(host);
        match &code.relay {
            CodeRelay::Own(url) => {
                let url = relay_url(url).map_err(JoinTrouble::Lost)?;
                address = address.with_relay_url(url);
            }
            CodeRelay::Public(n) if *n > 0 => {
                if let Some(url) = public_relays().get(*n as usize - 1) {
                    address = address.with_relay_url(url.clone());
                }
            }
            CodeRelay::Public(_) => {}
            CodeRelay::Direct(at) => address = address.with_ip_addr(*at),
        }
        let shared = Arc::new(Mutex::new(JoinShared::default()));
        let (says, said) = unbounded_channel();
        let on_thread = shared.clone();
        let guard = GoneWhenEnded(on_thread.clone(), wake.clone());
        on_its_thread("internet player", async move {
            let _guard = guard;
            join(address, &reach, &on_thread, &wake, said).await;
        })
        .map_err(JoinTrouble::Lost)?;
        Ok(IrohJoin { shared, says })
    }

    /// What was heard since the last time; an error once the connection
    /// is gone, with the reason (what came before it is read first).
    pub fn poll(&mut self) -> Result<Vec<Bytes>, JoinTrouble> {
        let mut s = lock(&self.shared);
        let heard = std::mem::take(&mut s.heard);
        match (&s.gone, heard.is_empty()) {
            (Some(gone), true) => Err(gone.clone()),
            _ => Ok(heard),
        }
    }

    pub fn is_connected(&self) -> bool {
        lock(&self.shared).connected
    }

    pub fn send(&mut self, bytes: Vec<u8>) {
        let _ = self.says.send(Say::Frame(bytes));
    }

    pub fn disconnect(&mut self) {
        let _ = self.says.send(Say::Close);
    }
}

impl Drop for IrohJoin {
    /// A screen that leaves says so, so the host frees its seat at once.
    fn drop(&mut self) {
        self.disconnect();
    }
}

/// A player's thread: reaches a relay, dials the host, then carries
/// frames until the connection ends; then says why it could not connect,
/// in the player's words, or why it ended, before the endpoint's goodbye
/// (which waits on the relay: a window must not wait on it to try again).
async fn join(
    address: EndpointAddr,
    reach: &Reach,
    shared: &Arc<Mutex<JoinShared>>,
    wake: &Wake,
    says: UnboundedReceiver<Say>,
) {
    let bound = tokio::time::timeout(RELAY_TIME, bind(reach, None, Vec::new())).await;
    let (endpoint, gone) = match bound.unwrap_or_else(|_| Err("the network did not open".into())) {
        Ok(endpoint) => {
            let gone = connected(&endpoint, address, reach, shared, wake, says).await;
            (Some(endpoint), gone)
        }
        Err(e) => (None, JoinTrouble::Lost(e)),
    };
    {
        let mut s = lock(shared);
        s.connected = false;
        s.gone = Some(gone);
    }
    wake();
    if let Some(endpoint) = endpoint {
        let _ = tokio::time::timeout(GOODBYE_TIME, endpoint.close()).await;
    }
}

/// Why the connection could not be made, or why it ended.
async fn connected(
    endpoint: &Endpoint,
    address: EndpointAddr,
    reach: &Reach,
    shared: &Arc<Mutex<JoinShared>>,
    wake: &Wake,
    says: UnboundedReceiver<Say>,
) -> JoinTrouble {
    let online = reach.local_only
        || tokio::time::timeout(RELAY_TIME, endpoint.online())
            .await
            .is_ok();
    let conn = match tokio::time::timeout(CONNECT_TIME, endpoint.connect(address, ALPN)).await {
        Ok(Ok(conn)) => conn,
        _ if !online => return JoinTrouble::NoRelay(reach.relay.clone()),
        Ok(Err(e)) => {
            eprintln!("carcassonne: network: {e}");
            return JoinTrouble::HostSilent;
        }
        Err(_) => return JoinTrouble::HostSilent,
    };
    let (send, recv) = match tokio::time::timeout(CONNECT_TIME, conn.open_bi()).await {
        Ok(Ok(stream)) => stream,
        Ok(Err(e)) => {
            return JoinTrouble::Lost(format!("the host closed the connection: {e}"));
        }
        Err(_) => return JoinTrouble::HostSilent,
    };
    lock(shared).connected = true;
    let (reading, wake_on_news) = (shared.clone(), wake.clone());
    let reason = carry(&conn, (send, recv), says, move |frame| {
        if let Some(bytes) = frame {
            lock(&reading).heard.push(bytes);
            wake_on_news();
        }
    })
    .await;
    conn.close(VarInt::from_u32(0), b"left");
    JoinTrouble::Lost(format!("the connection to the host is gone: {reason}"))
}
