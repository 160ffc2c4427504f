#!/usr/bin/env bash
# Pictures of the game in German and Polish for docs/: the new-game
# dialog on a first start, a person's turn with the inspector's label over
# the board, and the end of a computer game with its final scores. Run by
# scripts/screenshots.sh, or alone:
#   scripts/screenshots_languages.sh [GAME_BINARY]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
bin="${1:-${CARGO_TARGET_DIR:-$HOME/.cache/carcassonne-target}/debug/carcassonne}"
out="$root/docs"
source "$root/scripts/window.sh"
export CARCASSONNE_TABLE=planks

for lang in de pl; do
  # The first start, on a fresh data folder: the guide is offered above
  # the new-game dialog.
  CARCASSONNE_HOME="$work/first-$lang" "$bin" --language $lang >/dev/null 2>"$work/log" &
  game=$!
  wait_for_window
  import -window root "$out/language_${lang}_new_game.png"
  kill -9 $game; wait $game 2>/dev/null || true

  # A game part-way (computers played 30 turns, written as they went),
  # continued with a person in the first seat: it is their turn, and the
  # pointer rests on a city, whose label says whose it is and its worth.
  "$bin" --autoplay --players 3 --seed 11 --abbot --language $lang --record "$work/part-$lang.ron" >/dev/null 2>"$work/log" &
  game=$!
  for _ in $(seq 240); do
    [ -s "$work/part-$lang.ron" ] && [ "$(grep -c 'Place(' "$work/part-$lang.ron")" -ge 30 ] && break
    sleep 0.5
  done
  kill -9 $game; wait $game 2>/dev/null || true
  "$bin" --continue "$work/part-$lang.ron" --language $lang >/dev/null 2>"$work/log" &
  game=$!
  wait_for_window
  xdotool key f
  sleep 1
  # The middle of the board: the start tile's city.
  xdotool mousemove 420 380; sleep 0.4; xdotool mousemove 421 381; sleep 1.5
  import -window root "$out/language_${lang}_turn.png"
  kill -9 $game; wait $game 2>/dev/null || true

  # The end of a computer game: the final scores by kind, and the chart.
  "$bin" --autoplay --players 3 --seed 7 --traders-builders --language $lang \
    --exit-on-end --screenshot "$out/language_${lang}_end.png" >/dev/null 2>"$work/log"
done
echo "pictures in German and Polish in docs/"
