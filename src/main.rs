//! Carcassonne: with no arguments the game window opens; the subcommands
//! `replay`, `selfplay` and `bench` work without a window.

use carcassonne::cli::{self, usage};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match cli::run_subcommand(&args) {
        Some(result) => result,
        None if args.first().is_some_and(|a| a == "serve") => serve(args[1..].to_vec()),
        None if args.first().is_some_and(|a| a == "relay") => relay(args[1..].to_vec()),
        None => open_window(args),
    };
    if let Err(e) = result {
        eprintln!("carcassonne: {}", e.message);
        if e.usage {
            eprintln!("{}", usage());
            std::process::exit(2);
        }
        std::process::exit(1);
    }
}

/// `serve`: a network game hosted with no window (`carcassonne::serve`).
#[cfg(feature = "net")]
fn serve(args: Vec<String>) -> Result<(), cli::CliError> {
    carcassonne::serve::run(cli::Args::new(args))
}

/// `relay`: a group's own relay for internet play (`carcassonne::net::relay`).
#[cfg(feature = "net")]
fn relay(args: Vec<String>) -> Result<(), cli::CliError> {
    let mut args = cli::Args::new(args);
    let port = args.number::<u16>("--port")?.unwrap_or(3340);
    args.finish()?;
    carcassonne::net::relay::run(port).map_err(cli::CliError::plain)
}

#[cfg(not(feature = "net"))]
fn relay(args: Vec<String>) -> Result<(), cli::CliError> {
    serve(args)
}

#[cfg(not(feature = "net"))]
fn serve(_args: Vec<String>) -> Result<(), cli::CliError> {
    Err(cli::CliError::plain(
        "this build has no network play (built without the `net` feature)",
    ))
}

#[cfg(feature = "gui")]
fn open_window(args: Vec<String>) -> Result<(), cli::CliError> {
    let options = carcassonne::gui::options::GuiOptions::parse(args)?;
    carcassonne::desktop::check().map_err(cli::CliError::plain)?;
    carcassonne::gui::run(options);
    Ok(())
}

#[cfg(not(feature = "gui"))]
fn open_window(_args: Vec<String>) -> Result<(), cli::CliError> {
    Err(cli::CliError {
        message: "this build has no window (built without the `gui` feature); use replay, selfplay or bench".into(),
        usage: true,
    })
}
