#!/usr/bin/env bash
# The hand and the side panel at every window size from 1024 x 600 up: a
# person's turn in a window resized to 1024 x 600, 1366 x 768 and
# 1920 x 1080; the game says where the hand slot and the panel are
# (--layout) and they must not overlap, nor leave the window.
#   scripts/window_sizes.sh BINARY [DIR]   DIR: keep a screenshot of each size
set -euo pipefail
bin="$1"
shots="${2:-}"
export SCREEN=1920x1080
source "$(dirname "$0")/window.sh"

"$bin" --players 2 --seed 5 --layout >"$work/out" 2>"$work/log" &
game=$!
wait_for_window
id=$(xdotool search --pid "$game" --name Carcassonne | head -1)
for size in 1024x600 1366x768 1920x1080; do
  w=${size%x*}; h=${size#*x}
  xdotool windowmove "$id" 0 0 windowsize "$id" "$w" "$h"
  # The game lays itself out again when it next draws: a pointer passing.
  sleep 1; xdotool mousemove 20 20; sleep 0.5; xdotool mousemove 30 30; sleep 2
  line=$(grep '^layout ' "$work/out" | tail -1 | cut -d' ' -f2-)
  python3 - "$size" "$line" <<'PY'
import json, sys
size, layout = sys.argv[1], json.loads(sys.argv[2])
w, h = map(float, size.split("x"))
assert layout["window"] == [w, h], f"the window is {layout['window']}, not {size}"
hand, panel = layout["hand"], layout["panel"]
apart = hand[2] <= panel[0] or panel[2] <= hand[0] or hand[3] <= panel[1] or panel[3] <= hand[1]
assert apart, f"{size}: the hand {hand} is under the panel {panel}"
for name, r in (("hand", hand), ("panel", panel)):
    assert 0 <= r[0] and 0 <= r[1] and r[2] <= w and r[3] <= h, f"{size}: the {name} {r} leaves the window"
print(f"window sizes: {size}: hand {hand}, panel {panel}: apart, both inside")
PY
  if [ -n "$shots" ]; then import -window "$id" "$shots/window_$size.png"; fi
done
