//! A group's own relay (`carcassonne relay`): players whose computers
//! cannot reach each other directly meet here, over plain HTTP on one TCP
//! port. The relay passes the players' encrypted packets on and cannot
//! read them; it sees only which keys talk. The tests run one on the
//! loopback address so that no byte of theirs leaves the machine.

use std::net::SocketAddr;

use iroh_relay::server::{RelayConfig, Server, ServerConfig};

/// A relay running on this process's tokio runtime; dropped, it stops.
pub struct OwnRelay {
    server: Server,
}

impl OwnRelay {
    /// Starts a relay listening on `at` (port 0: any free port). Must be
    /// called inside a tokio runtime.
    pub async fn start(at: SocketAddr) -> Result<OwnRelay, String> {
        let mut config = ServerConfig::default();
        config.relay = Some(RelayConfig::new(at));
        let server = Server::spawn(config)
            .await
            .map_err(|e| format!("cannot start the relay on {at}: {e}"))?;
        Ok(OwnRelay { server })
    }

    /// Where it listens.
    pub fn address(&self) -> Option<SocketAddr> {
        self.server.http_addr()
    }
}

/// `carcassonne relay --port P`: runs until stopped (Ctrl+C).
pub fn run(port: u16) -> Result<(), String> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start the relay's runtime: {e}"))?;
    runtime.block_on(async {
        let relay = OwnRelay::start(SocketAddr::from(([0, 0, 0, 0], port))).await?;
        let port = relay.address().map_or(port, |a| a.port());
        let here = super::discovery::local_address()
            .map_or("THIS-MACHINE".to_string(), |ip| ip.to_string());
        println!("relay listening on TCP port {port}");
        println!("hosts use it with --relay http://{here}:{port} (or this machine's public name or address)");
        let _ = tokio::signal::ctrl_c().await;
        println!("relay stopped");
        Ok(())
    })
}

/// A relay on a thread of its own, for a process with no runtime of its
/// own (the tests' relay on the loopback address); dropped, it stops.
pub struct RelayThread {
    pub address: SocketAddr,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
}

impl RelayThread {
    pub fn start(at: SocketAddr) -> Result<RelayThread, String> {
        let (started, is_started) = std::sync::mpsc::channel();
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        std::thread::Builder::new()
            .name("relay".into())
            .spawn(move || {
                let runtime = match tokio::runtime::Builder::new_current_thread()
                    .enable_all()
                    .build()
                {
                    Ok(runtime) => runtime,
                    Err(e) => {
                        let _ = started.send(Err(e.to_string()));
                        return;
                    }
                };
                runtime.block_on(async move {
                    match OwnRelay::start(at).await {
                        Ok(relay) => {
                            let address = relay.address().ok_or("the relay has no address");
                            let _ = started.send(address.map_err(str::to_string));
                            let _ = stopped.await;
                        }
                        Err(e) => {
                            let _ = started.send(Err(e));
                        }
                    }
                });
            })
            .map_err(|e| format!("cannot start the relay's thread: {e}"))?;
        let address = is_started
            .recv()
            .map_err(|_| "the relay's thread ended".to_string())??;
        Ok(RelayThread {
            address,
            stop: Some(stop),
        })
    }
}

impl Drop for RelayThread {
    fn drop(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
    }
}
