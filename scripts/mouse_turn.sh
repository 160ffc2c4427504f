#!/usr/bin/env bash
# A person's turn with the real mouse: in a window under Xvfb, drag the tile
# from the hand slot onto the square east of the start tile, turn it with R,
# drop it, click the meeple marker on its road and end the turn with Enter.
# The game writes its record
# after every turn; replaying that record proves the tile and the meeple landed.
set -euo pipefail
bin="$1"
source "$(dirname "$0")/window.sh"
"$bin" --players 2 --seed 5 --record "$work/game.ron" >/dev/null 2>"$work/log" &
game=$!
wait_for_window
drop_tile_o_east
# The road's marker: halfway round the bend of tile O, turned once.
xdotool mousemove 725 415 click 1
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
