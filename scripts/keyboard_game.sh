#!/usr/bin/env bash
# A whole game by keys alone in a real window: a person (Black) against a
# computer, with The River, every one of the person's turns made with
# xdotool keys only (Tab to the next square where the tile fits, now and
# then 1 for the first spot, Enter to end the turn). The keys reach the
# game as a person's would; the game exits at its end, and its record
# replays as a finished game.
set -euo pipefail
bin="$1"
SCREEN=1024x600
source "$(dirname "$0")/window.sh"
"$bin" --players 2 --seed 3 --river --exit-on-end --record "$work/game.ron" \
  >/dev/null 2>"$work/log" &
game=$!
wait_for_window
# The keys go to the game's window whoever's turn it is; out of the
# person's turn they do nothing.
# A game takes about a minute and a half here; one that stalls fails
# within five.
i=0
SECONDS=0
while kill -0 "$game" 2>/dev/null && [ "$SECONDS" -lt 300 ]; do
  i=$((i + 1))
  xdotool key Tab
  sleep 0.15
  [ $((i % 3)) -eq 0 ] && xdotool key 1 && sleep 0.1
  xdotool key Return
  sleep 0.25
done
if kill -0 "$game" 2>/dev/null; then
  echo "keyboard game: the game did not end after $i rounds of keys ($SECONDS s)" >&2
  exit 1
fi
"$bin" replay "$work/game.ron" --json > "$work/summary.json"
python3 - "$work/summary.json" "$work/game.ron" <<'PY'
import json, re, sys
summary = json.load(open(sys.argv[1]))
record = open(sys.argv[2]).read()
assert summary["finished"] is True, summary
# Seat 0's turns are every other placed tile (the river's turns too).
placed = re.findall(r"Place\(tile: \"\w+\", x: -?\d+, y: -?\d+, rot: \d, meeple: (\w+)", record)
mine = placed[0::2]
assert len(mine) > 30, len(mine)
assert mine.count("Some") >= 3, mine
print(f"keyboard game: {len(mine)} turns by keys, {mine.count('Some')} with a meeple, "
      f"final scores {summary['scores']}")
PY
