#!/usr/bin/env bash
# Makes the pictures in docs/ from the real game in a virtual window (the
# README shows them): a person holding a tile over the board and choosing
# a meeple; a computer game with points floating up; its end; and the
# finished board at three zooms. Needs what `scripts/test` installs.
#   scripts/screenshots.sh [GAME_BINARY]   (default: the debug build)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
bin="${1:-${CARGO_TARGET_DIR:-$HOME/.cache/carcassonne-target}/debug/carcassonne}"
out="$root/docs"
source "$root/scripts/window.sh"
shot() { import -window root "$1"; }

# A person's turn (seed 5): Black drags tile O over the square east of the
# start tile, drops it, and the meeple markers show.
"$bin" --players 2 --seed 5 >/dev/null 2>"$work/log" &
game=$!
wait_for_window
xdotool mousemove 900 690 mousedown 1
for i in $(seq 10); do xdotool mousemove $((900 - i * 16)) $((690 - i * 29)); sleep 0.05; done
xdotool key r
sleep 0.8
shot "$out/holding_tile.png"
xdotool mouseup 1
sleep 1.5
shot "$out/meeple_choice.png"
kill -9 $game

# Four computer players with The River and The Abbot, a picture every
# second and a half while they play (points float up after scoring).
"$bin" --players 4 --seed 11 --river --abbot --autoplay >/dev/null 2>"$work/log" &
game=$!
wait_for_window
n=0
while kill -0 $game 2>/dev/null && [ $n -lt 200 ]; do
  sleep 1.5
  shot "$work/play-$(printf %03d $n).png"
  n=$((n + 1))
  # The game is over when the final scores show; they stay.
  [ $n -gt 20 ] && cmp -s "$work/play-$(printf %03d $((n - 1))).png" "$work/play-$(printf %03d $((n - 2))).png" && break
done
shot "$out/end_game.png"
# Fold the final scores away (the arrow on their title bar), fit the board.
xdotool mousemove "${FOLD_X:-20}" "${FOLD_Y:-0}" click 1
sleep 0.5
xdotool mousemove 400 400 key f
sleep 1
shot "$out/board_whole.png"
for _ in $(seq 6); do xdotool click 4; sleep 0.1; done
sleep 1
shot "$out/board_normal.png"
for _ in $(seq 6); do xdotool click 4; sleep 0.1; done
sleep 1
shot "$out/board_close.png"
# The pictures of play stay in a folder of their own to pick from.
mkdir -p "$root/target/screenshots"
cp "$work"/play-*.png "$root/target/screenshots/"
echo "screenshots in docs/; pictures of play in target/screenshots/"
