#!/usr/bin/env bash
# The table at every window size from 1024 x 600 up, in its widest case:
# six seats, every set, in the language whose side panel is widest. That
# language is measured, not guessed: the game is started in each of the
# eight at 1024 x 600 and the widest panel's language is kept. Then, in a
# window resized to 1024 x 600, 1366 x 768 and 1920 x 1080, the game says
# where the hand slot, the panel, the set's page and any other window are
# (--layout): they must not overlap, nor leave the window, and the board
# keeps at least 45% of the window's width at 1024 x 600 and 55% at
# 1366 x 768. The settings window, opened from the panel, must keep to the
# board's part too. Then the same for two seats in English.
#   scripts/window_sizes.sh BINARY [DIR]   DIR: keep a screenshot of each size
set -euo pipefail
bin="$1"
shots="${2:-}"
export SCREEN=1920x1080
source "$(dirname "$0")/window.sh"
# Every set the registry has (`--every-set`), so a new set is measured too.
widest=(--players 6 --every-set)

# The last layout line the game told, waiting for one if none came yet.
layout() {
  for _ in $(seq 20); do
    grep -q '^layout ' "$work/out" && break
    sleep 0.5
  done
  grep '^layout ' "$work/out" | tail -1 | cut -d' ' -f2- || true
}

start() {
  "$bin" --seed 5 --layout "$@" >"$work/out" 2>"$work/log" &
  game=$!
  # No fixed wait for the first frames: resize waits for the game's word.
  wait_for_window 0
  id=$(xdotool search --pid "$game" --name Carcassonne | head -1)
}

# Resizes the window to $1 x $2 and waits until the game has told a layout
# for that size and nothing new for a second, at most 30 s. The game lays
# itself out again when it next draws: a pointer passing, again and again
# (a window just opened may take its first frames meanwhile).
resize() {
  xdotool windowmove "$id" 0 0 windowsize "$id" "$1" "$2"
  local want="\"window\":[$1.0,$2.0]" line last="" same=0
  for i in $(seq 100); do
    xdotool mousemove $((20 + i % 2 * 10)) 20
    sleep 0.3
    line=$(grep '^layout ' "$work/out" | tail -1 || true)
    if [[ "$line" == *"$want"* && "$line" == "$last" ]]; then
      same=$((same + 1))
      [ "$same" -ge 3 ] && return 0
    else
      same=0
    fi
    last=$line
  done
  echo "window sizes: no settled layout at $1 x $2 after 30 s" >&2
  return 1
}

stop() { kill $game; wait $game 2>/dev/null || true; }

# Which language's panel is widest at 1024 x 600, every set and six seats.
best=; best_width=0
for language in cs de en es fr it nl pl; do
  start "${widest[@]}" --language "$language"
  resize 1024 600
  line=$(layout)
  stop
  [ -n "$line" ] || { echo "window sizes: $language: the game told no layout" >&2; exit 1; }
  width=$(python3 -c 'import json,sys; p=json.loads(sys.argv[1])["panel"]; print(int(p[2]-p[0]))' "$line")
  echo "window sizes: the panel in $language, six seats, every set, 1024x600: $width px wide"
  if [ "$width" -gt "$best_width" ]; then best=$language; best_width=$width; fi
done
echo "window sizes: the widest panel is $best's ($best_width px)"

# Checks the last layout: $1 names the case, $2 the size, $3 whether a
# window besides the panel and the page must show.
check() {
  local line
  line=$(layout)
  [ -n "$line" ] || { echo "window sizes: $1, $2: the game told no layout" >&2; exit 1; }
  python3 - "$1" "$2" "$line" "$3" <<'PY'
import json, sys
name, size, layout, popup = sys.argv[1], sys.argv[2], json.loads(sys.argv[3]), sys.argv[4] == "yes"
w, h = map(float, size.split("x"))
assert layout["window"] == [w, h], f"the window is {layout['window']}, not {size}"
parts = {k: layout[k] for k in ("hand", "panel", "prompt") if layout.get(k)}
if not name.startswith("two seats"):
    assert "prompt" in parts, f"{name}, {size}: no set page shown ({layout})"
def apart(r, s):
    return r[2] <= s[0] or s[2] <= r[0] or r[3] <= s[1] or s[3] <= r[1]
for a in parts:
    for b in parts:
        if a < b:
            assert apart(parts[a], parts[b]), f"{name}, {size}: the {a} {parts[a]} is under the {b} {parts[b]}"
# Other windows (the settings) may lie over the board's things, a dialog
# does, but never over the panel.
windows = layout.get("windows", [])
if popup:
    assert windows, f"{name}, {size}: the settings window did not open ({layout})"
for i, r in enumerate(windows):
    parts[f"window {i + 1}"] = r
    assert apart(r, parts["panel"]), f"{name}, {size}: a window {r} is over the panel {parts['panel']}"
for part, r in parts.items():
    assert 0 <= r[0] and 0 <= r[1] and r[2] <= w and r[3] <= h, f"{name}, {size}: the {part} {r} leaves the window"
# The board's part of the window: left of the panel.
share = parts["panel"][0] / w
least = {1024: 0.45, 1366: 0.55}.get(int(w), 0.0)
assert share >= least, f"{name}, {size}: the board has {share:.0%} of the window's width, less than {least:.0%}"
print(f"window sizes: {name}, {size}: board {share:.0%} of the width; "
      + ", ".join(f"{k} {v}" for k, v in parts.items()) + ": apart, all inside")
PY
}

# The settings button's middle, from the layout.
settings_button() {
  python3 -c 'import json,sys; r=json.loads(sys.argv[1])["buttons"]["settings"]; print(int((r[0]+r[2])/2), int((r[1]+r[3])/2))' "$(layout)"
}

# Waits, at most 10 s, until the last layout shows a window besides the
# panel and the page ($1 = yes) or none ($1 = no): a click is taken in the
# game's next frame, and frames come slowly with four lanes on one CPU.
# The check that follows says what is wrong if it never comes.
wait_windows() {
  for i in $(seq 40); do
    python3 -c 'import json,sys; w=json.loads(sys.argv[1]).get("windows") or []; sys.exit(0 if bool(w) == (sys.argv[2] == "yes") else 1)' \
      "$(layout)" "$1" && return 0
    xdotool mousemove $((30 + i % 2 * 10)) 30
    sleep 0.25
  done
}

# One game at each size: $1 names it, the rest are its options.
sizes() {
  local name="$1"; shift
  start "$@"
  for size in 1024x600 1366x768 1920x1080; do
    resize "${size%x*}" "${size#*x}"
    check "$name" "$size" no
    if [ -n "$shots" ]; then import -window "$id" "$shots/window_$size.png"; fi
    # The settings window, opened from the panel, and closed again.
    read -r x y < <(settings_button)
    # A hand moves between two clicks (egui took a second press at the very
    # same spot, with no motion between, for no click).
    xdotool mousemove 30 30; sleep 0.3
    click "$x" "$y"; wait_windows yes
    check "$name, settings open" "$size" yes
    if [ -n "$shots" ] && [ "$size" = 1024x600 ]; then import -window "$id" "$shots/window_settings_$size.png"; fi
    # A hand moves between two clicks (egui took a second press at the very
    # same spot, with no motion between, for no click).
    xdotool mousemove 30 30; sleep 0.3
    click "$x" "$y"; wait_windows no
  done
  stop
}

sizes "six seats, every set, $best" "${widest[@]}" --language "$best"
# The screenshots are of the widest case only.
shots= sizes "two seats" --players 2
