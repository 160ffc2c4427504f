#!/usr/bin/env bash
# Install, start from the menu entry, uninstall, and the release package,
# on a fresh temporary HOME with a virtual display:
# - scripts/install puts the binary, the menu entry and the icon in place;
# - the entry's Exec line, run from /, opens the window titled Carcassonne
#   with our icon (checked with xprop) and a picture that is not blank;
# - scripts/uninstall removes exactly those files, keeping saves and settings;
# - the tarball of scripts/package installs and runs with no Rust on PATH.
#   scripts/install_test.sh GAME_BINARY
set -euo pipefail
bin="$(realpath "$1")"
here="$(cd "$(dirname "$0")" && pwd)"
source "$here/window.sh"
# A HOME of its own, with nothing in it (window.sh's folder holds the display's files).
fresh="$(mktemp -d)"
trap 'stop_display; rm -rf "$work" "$fresh"' EXIT
home="$fresh/home"
mkdir -p "$home"
# Where a desktop keeps the user's files: all under the fresh HOME.
as_user() { env -u CARCASSONNE_HOME -u XDG_DATA_HOME -u XDG_CONFIG_HOME HOME="$home" MESA_SHADER_CACHE_DISABLE=true "$@"; }

# Whether standard input has a line matching $1. It reads all its input:
# `grep -q` stops at the first match, and under pipefail the writer's
# SIGPIPE (xprop's icon is a long dump) would turn a match into a failure.
has() { [ "$(grep -c -- "$1")" -gt 0 ]; }

# Starts the game as the desktop does, with the command of the menu entry
# installed under HOME $1, from /, with no arguments (and PATH $3 if given);
# checks the window's title, class and icon and takes picture $2.
start_from_entry() {
  local user_home="$1" shot="$2" path="${3:-$PATH}"
  local exec_line
  exec_line=$(sed -n 's/^Exec=//p' "$user_home/.local/share/applications/carcassonne.desktop")
  [ "$exec_line" = "$user_home/.local/bin/carcassonne" ] || { echo "install test: Exec=$exec_line" >&2; exit 1; }
  # exec: $game is the game itself, so that kill stops it.
  (cd / && exec env -u CARCASSONNE_HOME -u XDG_DATA_HOME -u XDG_CONFIG_HOME PATH="$path" HOME="$user_home" \
    MESA_SHADER_CACHE_DISABLE=true "$exec_line" >/dev/null 2>"$fresh/game.log") &
  game=$!
  wait_for_window
  local id
  id=$(xdotool search --pid "$game" --name Carcassonne | head -1)
  xprop -id "$id" _NET_WM_NAME | has '"Carcassonne"' || { echo "install test: window title" >&2; exit 1; }
  xprop -id "$id" WM_CLASS | has '"carcassonne"' || { echo "install test: window class" >&2; exit 1; }
  # The icon is set in the first frame, which under load can come a while
  # after the window exists.
  for _ in $(seq 40); do xprop -id "$id" _NET_WM_ICON | has "Icon (64 x 64)" && break; sleep 0.5; done
  if ! xprop -id "$id" _NET_WM_ICON | has "Icon (64 x 64)"; then
    echo "install test: no window icon; windows named Carcassonne: $(xdotool search --name Carcassonne | tr '\n' ' ')" >&2
    grep -v "ALSA" "$fresh/game.log" | tail -15 >&2
    exit 1
  fi
  # The window can exist, with its icon, before its first picture reaches
  # the screen: on a busy machine (a CI run with other window tests beside)
  # the screen was still black when taken at once. Take it again, for up to
  # a minute, until it shows something. PNG24: an all-black screen is
  # otherwise written as a one-bit grey PNG the checker does not read.
  for _ in $(seq 30); do
    import -window root "PNG24:$shot"
    python3 "$here/check_screenshot.py" "$shot" >/dev/null 2>&1 && break
    sleep 2
  done
  python3 "$here/check_screenshot.py" "$shot" || { grep -v "ALSA" "$fresh/game.log" | tail -15 >&2; exit 1; }
  kill $game
  wait $game 2>/dev/null || true
}

as_user "$here/install" --binary "$bin" > "$fresh/install.log"
entry="$home/.local/share/applications/carcassonne.desktop"
for f in "$home/.local/bin/carcassonne" "$entry" "$home/.local/share/icons/hicolor/scalable/apps/carcassonne.svg"; do
  [ -f "$f" ] || { echo "install test: $f was not installed" >&2; cat "$fresh/install.log" >&2; exit 1; }
done
grep -qx "Icon=carcassonne" "$entry"

start_from_entry "$home" "${CARGO_TARGET_DIR:-/tmp}/installed.png"

# The player's own files, which must survive an uninstall.
mkdir -p "$home/.local/share/carcassonne/saves" "$home/.config/carcassonne"
echo "a save" > "$home/.local/share/carcassonne/saves/evening.ron"
[ -f "$home/.config/carcassonne/settings.ron" ] || echo "settings" > "$home/.config/carcassonne/settings.ron"
as_user "$here/uninstall" > "$fresh/uninstall.log"
left=$(cd "$home" && find . -type f | sort)
expected=$(printf '%s\n' ./.config/carcassonne/settings.ron ./.local/share/carcassonne/saves/evening.ron)
if [ "$left" != "$expected" ]; then
  echo "install test: after uninstall these files are left:" >&2
  echo "$left" >&2
  exit 1
fi
echo "install: binary, menu entry and icon installed; started from / with title and icon; uninstall kept only saves and settings"

# The release package, installed and run without Rust.
tarball=$("$here/package" --binary "$bin" --out "$fresh/dist" | tail -1)
mkdir -p "$fresh/unpacked" "$fresh/home2"
tar -C "$fresh/unpacked" -xzf "$tarball"
package_dir=$(find "$fresh/unpacked" -mindepth 1 -maxdepth 1 -type d)
no_rust=/usr/local/sbin:/usr/sbin:/usr/bin:/sbin:/bin
if env PATH="$no_rust" bash -c 'command -v cargo || command -v rustc' >/dev/null; then
  echo "install test: cargo is on the plain PATH; cannot show the package needs no Rust" >&2
  exit 1
fi
env -u CARCASSONNE_HOME -u XDG_DATA_HOME PATH="$no_rust" HOME="$fresh/home2" "$package_dir/scripts/install" > "$fresh/install2.log"
record="$fresh/record.ron"
cat > "$record" <<'EOF'
GameRecord(version: 1, players: ["A", "B"], rules: Rules(), start: Start(tile: "D", rot: 0),
  turns: [Place(tile: "U", x: 1, y: 0, rot: 1, meeple: None)])
EOF
(cd / && env PATH="$no_rust" HOME="$fresh/home2" "$fresh/home2/.local/bin/carcassonne" replay "$record" --json) | has '"finished":false'
start_from_entry "$fresh/home2" "$fresh/package.png" "$no_rust"
echo "package: $(basename "$tarball") installs, replays a record and opens its window with no Rust on PATH"
