#!/usr/bin/env bash
# What a screen reader hears: the game in a window on a D-Bus session with
# the accessibility bus on (as Orca turns it on), read through AT-SPI by
# pyatspi, the library screen readers on Linux use. After a turn placed by
# keys it checks that the scoreboard's rows, the turn line, the tile in
# words and the square it lies on are there to be spoken.
# Needs at-spi2-core and python3-pyatspi (Debian's packages); without them
# it says so and fails, since then nothing here is checked. The system's
# Python is asked, where pyatspi is installed.
set -euo pipefail
bin="$1"
/usr/bin/python3 -c 'import pyatspi' 2>/dev/null || {
  echo "screen reader check: python3-pyatspi is not installed (apt-get install python3-pyatspi at-spi2-core)" >&2
  exit 1
}
launcher=$(ls /usr/libexec/at-spi-bus-launcher /usr/lib/at-spi2-core/at-spi-bus-launcher 2>/dev/null | head -1 || true)
[ -n "$launcher" ] || { echo "screen reader check: at-spi2-core is not installed" >&2; exit 1; }
if [ -z "${IN_BUS:-}" ]; then
  # A session bus of the check's own, gone with it.
  exec env IN_BUS=1 dbus-run-session -- "$0" "$@"
fi
source "$(dirname "$0")/window.sh"
"$launcher" --launch-immediately >"$work/bus.log" 2>&1 &
bus=$!
# The launcher may have gone already (its bus closed first): a kill that
# finds nothing must not fail the check under set -e, as it did in CI after
# every text had been heard.
trap 'kill $bus 2>/dev/null || true; stop_display; rm -rf "$work"' EXIT
# The switches a screen reader turns on: applications then serve AT-SPI
# (AccessKit waits for ScreenReaderEnabled).
for switch in IsEnabled ScreenReaderEnabled; do
  for _ in $(seq 50); do
    busctl --user call org.a11y.Bus /org/a11y/bus org.freedesktop.DBus.Properties Set \
      ssv org.a11y.Status "$switch" b true >/dev/null 2>&1 && break
    sleep 0.1
  done
done
"$bin" --players 2 --seed 5 >/dev/null 2>"$work/log" &
game=$!
wait_for_window
xdotool key Tab
sleep 1.5
/usr/bin/python3 - <<'PY'
import sys, time
import pyatspi

def texts(node, depth=0, out=None):
    out = [] if out is None else out
    if depth > 40:
        return out
    for t in (node.name, node.description):
        if t:
            out.append(t)
    for i in range(node.childCount):
        child = node.getChildAtIndex(i)
        if child is not None:
            texts(child, depth + 1, out)
    return out

heard = []
for _ in range(40):
    desktop = pyatspi.Registry.getDesktop(0)
    apps = [desktop.getChildAtIndex(i) for i in range(desktop.childCount)]
    heard = [t for app in apps if app is not None for t in texts(app)]
    if any("followers in supply" in t for t in heard):
        break
    time.sleep(0.5)
said = "\n".join(heard)
wanted = {
    "a scoreboard row": "Black, to play: 0 points; followers in supply: 7",
    "the other seat's row": "Red (AI normal): 0 points; followers in supply: 7",
    "the turn line": "Black holds a tile",
    "the tile in words, on its square": "At 1 north: city with a shield east, south; road north, west.",
        "a tile left, by its picture": "to come; the next tile:",
}
missing = [what for what, text in wanted.items() if text not in said]
if missing:
    print("screen reader check: not heard:", ", ".join(missing), file=sys.stderr)
    print("heard:", said[:3000], file=sys.stderr)
    sys.exit(1)
print(f"screen reader check: {len(heard)} texts heard, among them every one looked for")
PY
