#!/usr/bin/env bash
# The window on a small screen (1366 x 768, a common laptop): the first
# time it opens smaller than its usual 1280 x 800 so it fits; moved, it
# opens at the same place next time, with the same size.
set -euo pipefail
bin="$1"
export SCREEN=1366x768
source "$(dirname "$0")/window.sh"
geometry() { xdotool getwindowgeometry "$1" | tr -d ' ' | grep -E "^(Position|Geometry)" | sed 's/(screen.*//' | tr '\n' ' '; }
window_id() { xdotool search --pid "$game" --name Carcassonne | head -1; }

"$bin" >/dev/null 2>"$work/log" &
game=$!
wait_for_window
first=$(geometry "$(window_id)")
case "$first" in
  *Geometry:1229x691*) ;;
  *) echo "window place: on a 1366x768 screen the first window is $first, not 1229x691" >&2; exit 1 ;;
esac
xdotool windowmove "$(window_id)" 30 20
sleep 1.2
# The game looks where its window is when it next wakes: a pointer passing over.
xdotool mousemove 300 300; sleep 0.3; xdotool mousemove 320 310; sleep 2
kill $game; wait $game 2>/dev/null || true
"$bin" >/dev/null 2>"$work/log" &
game=$!
wait_for_window
again=$(geometry "$(window_id)")
[ "$again" = "Position:30,20 Geometry:1229x691 " ] || {
  echo "window place: moved to 30,20 it came back as $again" >&2
  cat "$work/config/settings.ron" >&2 || true
  exit 1
}
echo "window place: fits a small screen ($first), and comes back where it was moved"
