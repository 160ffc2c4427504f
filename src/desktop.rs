//! Whether there is a desktop to open the window on. Without one the
//! windowing library panics deep inside with a backtrace; a person who
//! started the game over SSH or from a service wants one sentence saying
//! why and what to do instead.

use std::path::Path;

/// Why no window can open here, or `Ok` when a desktop is there (or may
/// be: a remote X display or another system is left to the windowing
/// library).
pub fn check() -> Result<(), String> {
    if cfg!(not(all(unix, not(target_os = "macos")))) {
        return Ok(());
    }
    let set = |name: &str| std::env::var_os(name).is_some_and(|v| !v.is_empty());
    if set("WAYLAND_DISPLAY") {
        return Ok(());
    }
    let Some(display) = std::env::var("DISPLAY").ok().filter(|d| !d.is_empty()) else {
        return Err(no_desktop("neither DISPLAY nor WAYLAND_DISPLAY is set"));
    };
    // A local X display (":0", ":1.0") listens on a socket of its own.
    if let Some(number) = local_display_number(&display)
        && !Path::new(&format!("/tmp/.X11-unix/X{number}")).exists()
    {
        return Err(no_desktop(&format!(
            "DISPLAY is {display}, but no X server runs there"
        )));
    }
    Ok(())
}

/// The number of a local X display (":1" or ":1.0" gives 1).
fn local_display_number(display: &str) -> Option<u32> {
    let rest = display.strip_prefix(':')?;
    rest.split('.').next()?.parse().ok()
}

fn no_desktop(why: &str) -> String {
    format!(
        "there is no desktop to open the game's window on ({why}). \
         Start it from a desktop session, or without a window: \
         `carcassonne serve` hosts a network game, and replay, selfplay, arena \
         and bench need none"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_local_display_is_named_by_its_number() {
        assert_eq!(local_display_number(":0"), Some(0));
        assert_eq!(local_display_number(":12.0"), Some(12));
        assert_eq!(local_display_number("host:0"), None);
        assert_eq!(local_display_number(""), None);
    }
}
