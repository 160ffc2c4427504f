#!/usr/bin/env bash
# A person's turn with the real mouse: in a window under Xvfb, drag the tile
# from the hand slot onto the square east of the start tile, turn it with R,
# drop it, click the meeple marker on its road and end the turn with Enter. The game writes its record
# after every turn; replaying that record proves the tile and the meeple landed.
set -euo pipefail
bin="$1"
work="$(mktemp -d)"
export DISPLAY=":$((90 + RANDOM % 100))"
# Saves and settings go to the temporary folder, not the real ones.
export CARCASSONNE_HOME="$work"
Xvfb "$DISPLAY" -screen 0 1280x800x24 >/dev/null 2>&1 &
xvfb=$!
trap 'kill $game $xvfb 2>/dev/null || true; rm -rf "$work"' EXIT
sleep 1
# Seed 5: Black (human) holds tile O; east of the start tile it fits turned once.
"$bin" --players 2 --seed 5 --record "$work/game.ron" >/dev/null 2>"$work/log" &
game=$!
for _ in $(seq 60); do xdotool search --name Carcassonne >/dev/null 2>&1 && break; sleep 0.5; done
sleep 4
xdotool windowfocus "$(xdotool search --name Carcassonne | head -1)"
xdotool mousemove 900 690 mousedown 1
for i in $(seq 10); do xdotool mousemove $((900 - i * 16)) $((690 - i * 29)); sleep 0.05; done
xdotool key r
sleep 0.3
xdotool mouseup 1
sleep 1
xdotool mousemove 740 415 click 1
sleep 0.5
# The meeple stands on its spot until the turn is ended.
xdotool key Return
for _ in $(seq 40); do [ -s "$work/game.ron" ] && grep -q Follower "$work/game.ron" && break; sleep 0.5; done
"$bin" replay "$work/game.ron" --json > "$work/summary.json"
grep -q 'Place(tile: "O", x: 1, y: 0, rot: 1, meeple: Some(Follower("S")))' "$work/game.ron" || {
  echo "mouse turn: the record does not show tile O with a meeple at (1, 0):" >&2
  cat "$work/game.ron" >&2
  exit 1
}
echo "mouse turn: tile O dropped at (1, 0) rot 1 with a follower on its road; record replays"
