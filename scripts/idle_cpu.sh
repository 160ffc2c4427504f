#!/usr/bin/env bash
# Idle CPU, measured: the game's own CPU time (user + system, in clock
# ticks of 1/100 s) over 10 s while nothing moves: in the new-game dialog,
# in a person's turn waiting for the mouse, and in the host's lobby. A
# benchmark, not a timed
# test: it counts what the process spent, whatever else the machine does.
#   scripts/idle_cpu.sh BINARY [LIMIT]   fails above LIMIT ticks (default 20,
#                                        2% of a core; 0 is the aim)
set -euo pipefail
bin="$1"
limit="${2:-20}"
source "$(dirname "$0")/window.sh"

ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }

# Counts the ticks of the running game ($game) over 10 s, after the window
# has settled (the first frames, fonts and the tiles' pictures).
measure() {
  local name="$1"
  wait_for_window
  # The pointer rests outside the window's controls.
  xdotool mousemove 5 5
  sleep 4
  local before after
  before=$(ticks "$game")
  sleep 10
  after=$(ticks "$game")
  local spent=$((after - before))
  echo "idle CPU, $name: $spent ticks in 10 s"
  kill "$game"; wait "$game" 2>/dev/null || true
  if [ "$spent" -gt "$limit" ]; then
    echo "idle CPU: $name spent $spent ticks in 10 s (more than $limit)" >&2
    exit 1
  fi
}

"$bin" >/dev/null 2>"$work/log" &
game=$!
measure "the new-game dialog"

# Seat 1 is a person and plays first: the game waits for the mouse.
"$bin" --players 2 --seed 3 >/dev/null 2>"$work/log" &
game=$!
measure "a person's turn"

# Hosting: the lobby waits for a player to join (the network's own thread
# keeps the connection alive and wakes the window only for news).
"$bin" --host 0 --players 2 >/dev/null 2>"$work/log" &
game=$!
measure "the host's lobby"
