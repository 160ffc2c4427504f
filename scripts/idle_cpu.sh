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

# The three games wait side by side on one display, each counted by its
# own ticks: what one spends is not another's, and the 10 s are shared.
names=("the new-game dialog" "a person's turn" "the host's lobby")
"$bin" >/dev/null 2>"$work/log1" &
pids=($!)
# Seat 1 is a person and plays first: the game waits for the mouse.
"$bin" --players 2 --seed 3 >/dev/null 2>"$work/log2" &
pids+=($!)
# Hosting: the lobby waits for a player to join (the network's own thread
# keeps the connection alive and wakes the window only for news).
"$bin" --host 0 --players 2 >/dev/null 2>"$work/log3" &
pids+=($!)
# All three are stopped on the way out (window.sh's trap kills $game).
game="${pids[*]}"
# Each window is waited for until it has drawn its first frames (fonts,
# the tiles' pictures).
for pid in "${pids[@]}"; do game=$pid wait_for_window; done
# The pointer rests outside the windows' controls; the windows settle as
# long as one did alone.
xdotool mousemove 5 5
sleep 4
# Ten seconds are measured; on a busy machine (the test command runs
# other window tests beside this one) a game may still be settling, so up
# to eight windows of 10 s are tried, and one in which all three games
# stay under the limit passes. A game that keeps waking never does. (A
# debug build spent about 11 s of CPU in its first 6 s alone, at
# `3a00c4e`; three at once beside the other window tests, on a new
# machine, were still at it after three windows.)
attempts=8
failed=1
for attempt in $(seq 1 $attempts); do
  before=(); for pid in "${pids[@]}"; do before+=("$(ticks "$pid")"); done
  sleep 10
  over=0
  for i in 0 1 2; do
    spent=$(( $(ticks "${pids[$i]}") - before[i] ))
    echo "idle CPU, ${names[$i]}: $spent ticks in 10 s"
    [ "$spent" -le "$limit" ] || over=1
  done
  if [ "$over" = 0 ]; then failed=0; break; fi
  echo "idle CPU: over $limit ticks in 10 s (attempt $attempt of $attempts)" >&2
done
kill "${pids[@]}" 2>/dev/null || true
wait "${pids[@]}" 2>/dev/null || true
game=
exit $failed
