#!/usr/bin/env bash
# Makes the pictures in docs/ from the real game in a virtual window (the
# README shows them): a person holding a tile over the board and choosing
# a meeple; a computer game with points floating up; its end; the
# finished board at three zooms, the inspector, the farm view and the game
# watched again; the first start with the guide, the tiles left and the
# rotations that fit a square; a network game's lobbies and one turn on
# two screens; Inns & Cathedrals' six seats and its inn, cathedral and
# large meeples on a board; Traders & Builders' page, and its builder, pig
# and goods on a board with a second tile in hand. Needs what
# `scripts/test` installs.
#   scripts/screenshots.sh [GAME_BINARY]   (default: the debug build)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
bin="${1:-${CARGO_TARGET_DIR:-$HOME/.cache/carcassonne-target}/debug/carcassonne}"
out="$root/docs"
source "$root/scripts/window.sh"
# The planks of the table, as a graphics card shows them (on the software
# renderer the game keeps the table plain for its frame rate).
export CARCASSONNE_TABLE=planks
shot() { import -window root "$1"; }

# A person's turn (seed 5): Black drags tile O over the square east of the
# start tile, drops it, and the meeple markers show.
"$bin" --players 2 --seed 5 >/dev/null 2>"$work/log" &
game=$!
wait_for_window
xdotool mousemove 900 690 mousedown 1
sleep 0.3
for i in $(seq 10); do xdotool mousemove $((900 - i * 16)) $((690 - i * 29)); sleep 0.05; done
xdotool key r
sleep 0.8
shot "$out/holding_tile.png"
xdotool mouseup 1
sleep 1.5
shot "$out/meeple_choice.png"
# A meeple on the road, the turn ended: Red answers and completes a city,
# and its points float up (watched, so the computer's move has its pauses).
xdotool mousemove 725 415 click 1
sleep 0.5
xdotool key Return
mkdir -p "$root/target/screenshots"
for k in $(seq 12); do sleep 0.4; shot "$root/target/screenshots/scoring-$k.png"; done
cp "$root/target/screenshots/scoring-${SCORING_SHOT:-2}.png" "$out/score_popups.png"
kill -9 $game
wait $game 2>/dev/null || true
sleep 1

# Four computer players with The River and The Abbot (nobody watching, so
# they play without pauses), a picture every second and a half.
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
# Mid-game (halfway to the first picture of the final scores), squares no
# tile can fill are crossed out.
last="$work/play-$(printf %03d $((n - 1))).png"
end=0
while [ $end -lt $((n - 1)) ] && ! cmp -s "$work/play-$(printf %03d $end).png" "$last"; do end=$((end + 1)); done
cp "$work/play-$(printf %03d $((end / 2))).png" "$out/dead_squares.png"
# Fold the final scores away (the arrow on their title bar), fit the board.
click "${FOLD_X:-25}" "${FOLD_Y:-470}"
sleep 0.5
xdotool mousemove 400 400 key f
sleep 1
shot "$out/board_whole.png"
for _ in $(seq 6); do xdotool click 4; sleep 0.1; done
sleep 1
shot "$out/board_normal.png"
# Pointing at a city, then a field: the feature lights up with its owners and worth.
xdotool mousemove 330 540; sleep 0.4; xdotool mousemove 331 541; sleep 1
shot "$out/inspector_city.png"
xdotool mousemove 560 120; sleep 0.4; xdotool mousemove 561 121; sleep 1
shot "$out/inspector_field.png"
xdotool mousemove 400 400; sleep 0.4
for _ in $(seq 4); do xdotool click 4; sleep 0.1; done
sleep 1
shot "$out/board_close.png"
# The farm view of the finished board: fields in their owners' colours,
# each owned field's worth and lines to the cities it scores.
xdotool key f
sleep 1
xdotool mousemove 1000 760 key v
sleep 1.5
shot "$out/farm_view.png"
xdotool key v
# Watching the game again from the end screen (unfolded), at turn 35.
click 25 774
sleep 1
click "${WATCH_X:-160}" "${WATCH_Y:-776}"
sleep 2
for _ in $(seq 35); do xdotool key Right; sleep 0.05; done
xdotool mousemove 1000 790
sleep 1.5
shot "$out/replay_viewer.png"
kill -9 $game
wait $game 2>/dev/null || true
sleep 1

# The first start, on a fresh data folder: the guide is offered; its first
# prompt over the real board; the tiles left with their odds; and the
# rotations at which the tiles to come fit a square (Shift held).
export CARCASSONNE_HOME="$work/first-start"
"$bin" >/dev/null 2>"$work/log" &
game=$!
wait_for_window
click 537 110
sleep 3
xdotool mousemove 200 700
sleep 1
shot "$out/guide_first_prompt.png"
convert "$out/guide_first_prompt.png" -crop 380x300+895+200 +repage "$out/tiles_left.png"
xdotool mousemove 607 400
sleep 0.3
xdotool keydown shift mousemove 608 401
sleep 1
shot "$out/fitting_rotations.png"
xdotool keyup shift
# Closed, so the network's windows below are the only ones of the game.
kill -9 $game
wait $game 2>/dev/null || true
sleep 1

# The pictures of play stay in a folder of their own to pick from.
cp "$work"/play-*.png "$root/target/screenshots/"
# Network play on this machine: the host's lobby (a password set) with
# Anna joined and a seat still open, Anna's lobby (she has said hello in
# the chat), Eve refused for want of the password, then (a computer in the
# empty seat) the same turn on the host's screen and on Anna's.
# The game's window that is not one of those given (winit does not name
# its process on the window, so a search by process finds every one).
new_window() {
  local w
  for _ in $(seq 60); do
    w=$(xdotool search --name Carcassonne 2>/dev/null | grep -vxF -e "${1:-none}" | head -1) && [ -n "$w" ] && break
    sleep 0.5
  done
  echo "$w"
}
show() { xdotool windowraise "$1"; xdotool windowfocus "$1"; xdotool mousemove 1275 795; sleep 1.5; }
mkdir -p "$work/host" "$work/anna"
CARCASSONNE_HOME="$work/host" "$bin" --host 47376 --players 3 --seed 5 --password moat >"$work/host/out" 2>"$work/log" &
host=$!
host_window=$(new_window)
USER=Anna CARCASSONNE_HOME="$work/anna" "$bin" --join 127.0.0.1:47376 --password moat >/dev/null 2>"$work/log-anna" &
anna=$!
anna_window=$(new_window "$host_window")
sleep 3
show "$anna_window"
# Anna says hello in the chat.
click 150 771
xdotool type --delay 40 "Hello! Good luck, everyone."
xdotool key Return
xdotool mousemove 1275 795
sleep 1
shot "$out/network_lobby_player.png"
show "$host_window"
shot "$out/network_lobby.png"
mkdir -p "$work/eve"
USER=Eve CARCASSONNE_HOME="$work/eve" "$bin" --join 127.0.0.1:47376 >/dev/null 2>"$work/log-eve" &
eve=$!
eve_window=$(new_window "$(printf '%s\n%s' "$host_window" "$anna_window")")
sleep 4
show "$eve_window"
shot "$out/network_password_refused.png"
kill -9 $eve 2>/dev/null || true
show "$host_window"
# Start, a computer in the empty seat; Black puts the tile east of the
# start tile and ends the turn; it is Anna's turn on both screens.
click 658 494
sleep 3
click 740 400
sleep 1
xdotool key Return
sleep 3
show "$host_window"
shot "$work/host.png"
show "$anna_window"
shot "$work/anna.png"
# Side by side, each at half size: the host's screen on the left.
convert "$work/host.png" "$work/anna.png" -resize 50% +append "$out/network_same_turn.png"
kill -9 $host $anna 2>/dev/null || true

# Inns & Cathedrals, on a fresh data folder: the new-game dialog with the
# set on and six seats (the guide turned down); then a short game watched
# at its end: Ann's large meeple in the cathedral's city, Bo's follower on
# the inn's road (scored, 8 points) and his large meeple in a field.
export CARCASSONNE_HOME="$work/inns-cathedrals"
"$bin" >/dev/null 2>"$work/log" &
game=$!
wait_for_window
click 638 110
click 356 466
click 498 318
sleep 1
shot "$out/new_game_six_players.png"
kill -9 $game
wait $game 2>/dev/null || true
cat > "$work/showcase.ron" <<'RECORD'
GameRecord(version: 1, players: ["Ann", "Bo"], rules: Rules(farmers: true, inns_cathedrals: true), seed: None,
 start: Start(tile: "D", rot: 0), turns: [
  Place(tile: "IA", x: 0, y: 1, rot: 0, meeple: Some(Large("N"))),
  Place(tile: "IK", x: -1, y: 0, rot: 3, meeple: Some(Follower("E"))),
  Place(tile: "E", x: 1, y: 1, rot: 3, meeple: None),
  Place(tile: "U", x: 1, y: 0, rot: 1, meeple: Some(Large("SSE"))),
  Place(tile: "A", x: 2, y: 0, rot: 1, meeple: None),
 ])
RECORD
"$bin" view "$work/showcase.ron" >/dev/null 2>"$work/log" &
game=$!
wait_for_window
xdotool key End
sleep 1
# Zoomed in two steps, pointing at the inn's road (the inspector names it).
xdotool mousemove 420 420
sleep 0.3
for _ in $(seq 2); do xdotool click 4; sleep 0.3; done
sleep 1
xdotool mousemove 430 500
sleep 0.5
xdotool mousemove 431 501
sleep 1
shot "$out/inns_cathedrals_board.png"
kill -9 $game
wait $game 2>/dev/null || true

# Traders & Builders: Ann's builder beside her follower on the road, Bo's
# pig beside his farmer, the wine Bo took closing a city nobody held; Ann
# has just extended her builder's road and holds her second tile (the
# turn line says why).
cat > "$work/traders.ron" <<'RECORD'
GameRecord(version: 1, players: ["Ann", "Bo"], rules: Rules(farmers: true, traders_builders: true), seed: Some(3),
 start: Start(tile: "D", rot: 0), turns: [
  Place(tile: "U", x: 1, y: 0, rot: 1, meeple: Some(Follower("E"))),
  Place(tile: "E", x: 0, y: 1, rot: 2, meeple: Some(Follower("NNW"))),
  Place(tile: "U", x: 2, y: 0, rot: 1, meeple: Some(Builder("E"))),
  Place(tile: "E", x: 1, y: 1, rot: 0, meeple: Some(Pig("ENE"))),
  Place(tile: "TB", x: 1, y: 2, rot: 2, meeple: None),
  Place(tile: "E", x: 2, y: 2, rot: 3, meeple: None),
  Place(tile: "U", x: 3, y: 0, rot: 1, meeple: None),
 ])
RECORD
"$bin" --continue "$work/traders.ron" --layout >"$work/out" 2>"$work/log" &
game=$!
wait_for_window
# The set's page first: it is read and put away (its button at the page's
# bottom left, where --layout says the page is).
shot "$out/traders_builders_page.png"
button=$(grep '^layout ' "$work/out" | tail -1 | cut -d' ' -f2- |
  python3 -c 'import json,sys; r = json.load(sys.stdin)["prompt"]; print(round(r[0] + 40), round(r[3] - 16))')
click $button
sleep 0.5
xdotool key f
sleep 1
xdotool key f
sleep 1
# One step closer, on the builder's road, so the figures read.
xdotool mousemove 400 440
sleep 0.3
xdotool click 4
sleep 0.5
# The pointer off the board, so no label covers the figures.
xdotool mousemove 1000 740
sleep 1
shot "$out/traders_builders_board.png"
kill -9 $game
wait $game 2>/dev/null || true

# The game in German and Polish: the new-game dialog, a turn with the
# inspector, the end of a game.
"$root/scripts/screenshots_languages.sh" "$bin"

# Every picture shows something of its own: no two are the same file.
same=$(md5sum "$out"/*.png | sort | uniq -w32 -D)
if [ -n "$same" ]; then
  echo "these pictures in docs/ are the same picture:" >&2
  echo "$same" >&2
  exit 1
fi
echo "screenshots in docs/; pictures of play in target/screenshots/"
