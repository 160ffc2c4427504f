#!/usr/bin/env bash
# Network play on the loopback address, three processes in windows under
# Xvfb: a host (its seat played by its computer) and two players who join
# (each seat played by that screen's computer) play a whole game. Every
# process prints the `replay --json` summary at the end: they must be the
# same, and each one's record must replay to it (a player's record has no
# seed: the pile's order stays with the host). One player's screen is
# killed mid-game and started again: it gets its seat back and finishes.
# Then the host is killed and started again from its record: the players
# get back in and the game ends as one. The host waits in its lobby until
# both have joined (--autoplay starts it then).
set -euo pipefail
bin="$1"
# A small screen, so small windows: the software renderer's work goes with
# the pixels, and three windows playing at 1280 x 800 took 167 s of CPU
# (99 s) where at 1024 x 600 they take 117 s (74 s). What this test checks
# is the network's, not the look's.
export SCREEN="${SCREEN:-1024x600}"
source "$(dirname "$0")/window.sh"
for who in host red green; do mkdir -p "$work/$who"; done
CARCASSONNE_HOME="$work/host" "$bin" --host 0 --players 3 --seed 3 --autoplay --exit-on-end \
  --record "$work/host/game.ron" >"$work/host/out" 2>"$work/log-host" &
game=$!
for _ in $(seq 100); do grep -q "hosting on port" "$work/host/out" 2>/dev/null && break; sleep 0.2; done
port=$(sed -n 's/hosting on port //p' "$work/host/out")
[ -n "$port" ] || { echo "the host did not start" >&2; tail -5 "$work/log-host" >&2; exit 1; }
players=()
for who in red green; do
  # Red's screen also leaves a picture of the end (--screenshot).
  shot=(); [ $who = red ] && shot=(--screenshot "$work/red/end.png")
  CARCASSONNE_HOME="$work/$who" "$bin" --join "127.0.0.1:$port" --autoplay --exit-on-end "${shot[@]}" \
    --record "$work/$who/game.ron" >"$work/$who/out" 2>"$work/log-$who" &
  players+=($!)
done
# Tiles placed so far, by the host's record.
placed() { local n; n=$(grep -c Place "$work/host/game.ron" 2>/dev/null) || true; echo "${n:-0}"; }
# Green's screen dies mid-game and comes back: it rejoins its seat and
# sees the game as it is.
for _ in $(seq 300); do [ "$(placed)" -ge 12 ] && break; sleep 0.2; done
kill -9 "${players[1]}"
wait "${players[1]}" 2>/dev/null || true
CARCASSONNE_HOME="$work/green" "$bin" --join "127.0.0.1:$port" --autoplay --exit-on-end \
  --record "$work/green/game.ron" >"$work/green/out" 2>"$work/log-green" &
players[1]=$!
# The host crashes later on and is started again on the same port with
# its record: both players' screens get their seats back (they notice the
# silence after netcode's 15 s time-out) and the game goes on from where
# the host's record stood.
for _ in $(seq 300); do [ "$(placed)" -ge 30 ] && break; sleep 0.2; done
kill -9 "$game"
wait "$game" 2>/dev/null || true
cp "$work/host/game.ron" "$work/host/crashed.ron"
CARCASSONNE_HOME="$work/host" "$bin" --host "$port" --continue "$work/host/crashed.ron" --autoplay --exit-on-end \
  --record "$work/host/game.ron" >"$work/host/out" 2>"$work/log-host" &
game=$!
# The game takes about half a minute and the host's return 15 s more; give
# it three minutes.
for pid in "$game" "${players[@]}"; do
  for _ in $(seq 900); do kill -0 "$pid" 2>/dev/null || break; sleep 0.2; done
  if kill -0 "$pid" 2>/dev/null; then
    echo "a process did not finish" >&2
    for log in "$work"/log-*; do echo "== $log" >&2; grep -v ALSA "$log" | tail -5 >&2; done
    exit 1
  fi
done
summary() { grep '^{' "$work/$1/out" | tail -1; }
for who in host red green; do
  [ -n "$(summary $who)" ] || { echo "$who printed no summary" >&2; grep -v ALSA "$work/log-$who" | tail -8 >&2; exit 1; }
  [ "$(summary $who)" = "$(summary host)" ] || { echo "$who ended differently from the host" >&2; exit 1; }
  [ "$("$bin" replay --json "$work/$who/game.ron")" = "$(summary host)" ] || { echo "$who's record does not replay to the summary" >&2; exit 1; }
done
# Every update built on the table a screen had (none asked for the whole
# table again).
if grep -l "asking for the whole table" "$work"/log-red "$work"/log-green; then
  echo "a screen could not follow the host's updates" >&2; exit 1
fi
[ -s "$work/red/end.png" ] || { echo "the joined screen wrote no screenshot" >&2; exit 1; }
for who in red green; do
  grep -q "the host is back" "$work/log-$who" || { echo "$who did not get back in after the host's crash" >&2; exit 1; }
done
grep -q "seed: Some" "$work/red/game.ron" && { echo "a player's record carries the seed" >&2; exit 1; }
python3 -c "import json,sys; d=json.loads(sys.argv[1]); assert d['finished']; print('network game: host and two joined players (a player killed and rejoined, the host killed and continued) end with scores', d['scores'])" "$(summary host)"
kill -9 $game 2>/dev/null || true

# A hostile screen (examples/hostile_player.rs): garbage datagrams, bad,
# oversized and premature messages, another version, asks out of turn and
# illegal moves, each refused with the game unchanged; then it plays its
# seat properly and must end where the host does.
hostile="$(dirname "$bin")/examples/hostile_player"
mkdir -p "$work/host2"
CARCASSONNE_HOME="$work/host2" "$bin" --host 0 --players 3 --network-seats 1 --seed 4 --autoplay --exit-on-end \
  >"$work/host2/out" 2>"$work/log-host2" &
game=$!
for _ in $(seq 100); do grep -q "hosting on port" "$work/host2/out" 2>/dev/null && break; sleep 0.2; done
port=$(sed -n 's/hosting on port //p' "$work/host2/out")
timeout 180 "$hostile" "127.0.0.1:$port" >"$work/hostile.out" 2>"$work/hostile.err" || {
  echo "the hostile player failed" >&2; grep -v "^   |^  [0-9]" "$work/hostile.err" | tail -8 >&2; grep -v ALSA "$work/log-host2" | tail -5 >&2; exit 1; }
for _ in $(seq 300); do kill -0 "$game" 2>/dev/null || break; sleep 0.2; done
[ "$(grep '^{' "$work/hostile.out")" = "$(grep '^{' "$work/host2/out")" ] || { echo "the hostile player ended differently from the host" >&2; exit 1; }
echo "network game: $(grep -c 'refused as it should be' "$work/hostile.err") hostile messages refused, the host went on, both ended alike"
echo "network game: $(grep '^delay' "$work/hostile.err")"
