//! When no graphics driver can draw the window. Bevy looks for its
//! adapter while its render plugin is added, before the window is open,
//! and where no Vulkan driver answers it panics with a backtrace. A person
//! who double-clicked the game wants one sentence in their language: what
//! is missing and the package that brings it, then the program ends with
//! status 1.
//!
//! OpenGL as a fallback was tried and left out: wgpu 29's `gles` backend
//! finds Mesa's llvmpipe through EGL, but Bevy 0.19 creates wgpu's instance
//! with no display handle, so EGL takes its surfaceless platform and the
//! window's surface offers no way to present (Bevy then panics with
//! "Fallback system failed to choose present mode"). Mesa's Vulkan drivers,
//! which `scripts/deps` installs, include a software one (lavapipe) for a
//! machine with no Vulkan-capable graphics.

/// The start of the message Bevy 0.19's renderer panics with when no
/// adapter answers (`bevy_render::renderer`, private there). The window
/// test without a driver (`scripts/no_driver.sh`) fails if it changes.
const BEVY_NO_ADAPTER: &str = "Unable to find a GPU!"; // not shown

/// From now on, Bevy's panic for a missing adapter prints our sentence and
/// ends the program with status 1; every other panic is reported as before.
pub fn explain_missing_driver() {
    let before = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let message = info
            .payload()
            .downcast_ref::<&str>()
            .copied()
            .or_else(|| info.payload().downcast_ref::<String>().map(String::as_str));
        if message.is_some_and(|m| m.starts_with(BEVY_NO_ADAPTER)) {
            let os_release = std::fs::read_to_string("/etc/os-release").unwrap_or_default();
            eprintln!(
                "carcassonne: {}",
                crate::tr!("no-graphics-driver", install = install_command(&os_release))
            );
            std::process::exit(1);
        }
        before(info);
    }));
}

/// The command that installs Mesa's Vulkan drivers (Intel, AMD and a
/// software one) on this system, from `/etc/os-release`'s `ID` and
/// `ID_LIKE`; the package's name alone where the family is not known.
fn install_command(os_release: &str) -> String {
    let families: Vec<&str> = os_release
        .lines()
        .filter_map(|line| {
            line.strip_prefix("ID=")
                .or_else(|| line.strip_prefix("ID_LIKE="))
        })
        .flat_map(|value| value.trim_matches('"').split_whitespace())
        .collect();
    let is = |family: &str| families.contains(&family);
    let command = if is("debian") || is("ubuntu") {
        "sudo apt install mesa-vulkan-drivers" // a command
    } else if is("fedora") || is("rhel") {
        "sudo dnf install mesa-vulkan-drivers" // a command
    } else if is("arch") {
        "sudo pacman -S vulkan-intel vulkan-radeon vulkan-swrast" // a command
    } else if is("suse") || is("opensuse") {
        "sudo zypper install libvulkan_intel libvulkan_radeon libvulkan_lvp" // a command
    } else {
        // Debian's name for them, which a reader of another system can
        // look up: the same in every language.
        "mesa-vulkan-drivers"
    };
    command.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_install_command_follows_the_systems_family() {
        let ubuntu = "NAME=\"Ubuntu\"\nID=ubuntu\nID_LIKE=debian\n";
        assert_eq!(
            install_command(ubuntu),
            "sudo apt install mesa-vulkan-drivers"
        );
        let mint = "ID=linuxmint\nID_LIKE=\"ubuntu debian\"\n";
        assert_eq!(
            install_command(mint),
            "sudo apt install mesa-vulkan-drivers"
        );
        let rocky = "ID=\"rocky\"\nID_LIKE=\"rhel centos fedora\"\n";
        assert_eq!(
            install_command(rocky),
            "sudo dnf install mesa-vulkan-drivers"
        );
        assert!(install_command("ID=manjaro\nID_LIKE=arch\n").starts_with("sudo pacman"));
        assert!(
            install_command("ID=\"opensuse-tumbleweed\"\nID_LIKE=\"opensuse suse\"\n")
                .starts_with("sudo zypper")
        );
        assert_eq!(install_command("ID=gentoo\n"), "mesa-vulkan-drivers");
    }
}
