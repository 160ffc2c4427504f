#!/usr/bin/env bash
# The hand, the side panel and the guide's page at every window size from
# 1024 x 600 up: a person's turn in a window resized to 1024 x 600,
# 1366 x 768 and 1920 x 1080; the game says where the hand slot, the panel
# and the prompt are (--layout) and they must not overlap, nor leave the
# window. Twice: two seats in English, and the widest panel there is (six
# seats, both big sets, German) with the set's page over the board.
#   scripts/window_sizes.sh BINARY [DIR]   DIR: keep a screenshot of each size
set -euo pipefail
bin="$1"
shots="${2:-}"
export SCREEN=1920x1080
source "$(dirname "$0")/window.sh"

# One game at each size: $1 names it, the rest are its options.
sizes() {
  local name="$1"; shift
  "$bin" --seed 5 --layout "$@" >"$work/out" 2>"$work/log" &
  game=$!
  wait_for_window
  id=$(xdotool search --pid "$game" --name Carcassonne | head -1)
  for size in 1024x600 1366x768 1920x1080; do
    w=${size%x*}; h=${size#*x}
    xdotool windowmove "$id" 0 0 windowsize "$id" "$w" "$h"
    # The game lays itself out again when it next draws: a pointer passing.
    sleep 1; xdotool mousemove 20 20; sleep 0.5; xdotool mousemove 30 30; sleep 2
    # The first layout can be a few frames late on a loaded machine.
    for _ in $(seq 20); do
      grep -q '^layout ' "$work/out" && break
      sleep 0.5
    done
    line=$(grep '^layout ' "$work/out" | tail -1 | cut -d' ' -f2- || true)
    [ -n "$line" ] || { echo "window sizes: $name, $size: the game told no layout" >&2; exit 1; }
    python3 - "$name" "$size" "$line" <<'PY'
import json, sys
name, size, layout = sys.argv[1], sys.argv[2], json.loads(sys.argv[3])
w, h = map(float, size.split("x"))
assert layout["window"] == [w, h], f"the window is {layout['window']}, not {size}"
parts = {k: layout[k] for k in ("hand", "panel", "prompt") if layout.get(k)}
if name != "two seats":
    assert "prompt" in parts, f"{name}, {size}: no set page shown ({layout})"
for a in parts:
    for b in parts:
        if a < b:
            r, s = parts[a], parts[b]
            apart = r[2] <= s[0] or s[2] <= r[0] or r[3] <= s[1] or s[3] <= r[1]
            assert apart, f"{name}, {size}: the {a} {r} is under the {b} {s}"
for part, r in parts.items():
    assert 0 <= r[0] and 0 <= r[1] and r[2] <= w and r[3] <= h, f"{name}, {size}: the {part} {r} leaves the window"
print(f"window sizes: {name}, {size}: " + ", ".join(f"{k} {v}" for k, v in parts.items()) + ": apart, all inside")
PY
    if [ -n "$shots" ]; then import -window "$id" "$shots/window_$size.png"; fi
  done
  kill $game; wait $game 2>/dev/null || true
}

sizes "two seats" --players 2
# The screenshots are of the first game only.
shots= sizes "six seats, both sets, German" --players 6 --inns-cathedrals --traders-builders --language de
