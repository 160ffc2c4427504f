#!/usr/bin/env bash
# The language picker: a person starts a game in English, opens
# Settings…, picks Polski, and the side panel speaks Polish at once (the
# panel's heading as drawn, reported by --layout, and its pixels); the
# choice is kept, so the next start is in Polish from the first frame.
set -euo pipefail
bin="$1"
source "$(dirname "$0")/window.sh"
layout() { grep '^layout ' "$work/out" | tail -1 | cut -d' ' -f2-; }
field() { python3 -c 'import json,sys; print(json.loads(sys.argv[1])[sys.argv[2]])' "$(layout)" "$1"; }
fail() {
  echo "language: $*" >&2
  cat "$work/config/settings.ron" >&2 2>/dev/null || true
  grep -v ALSA "$work/log" | tail -15 >&2 || true
  exit 1
}
# Waits up to $1 seconds for the layout's field $2 to read $3.
wait_field() {
  for _ in $(seq $(($1 * 2))); do
    [ -n "$(layout)" ] && [ "$(field "$2")" = "$3" ] && return 0
    sleep 0.5
  done
  return 1
}
# Starts the new-game dialog's game with Enter until a game is on the table
# (its first layout line): a busy machine's first frames with the dialog
# can come long after the window shows (a fresh clone's CI run saw no game
# 3 s after one press), and a press before the dialog is drawn is lost.
# (Enter, not a click: the dialog grows as sets are added.)
start_game() {
  for _ in 1 2 3 4; do
    xdotool key Return
    for _ in $(seq 20); do [ -n "$(layout)" ] && return 0; sleep 0.5; done
  done
  fail "no game after pressing Start game four times"
}

"$bin" --layout >"$work/out" 2>"$work/log" &
game=$!
wait_for_window
start_game
wait_field 10 scoreboard Scoreboard && [ "$(field language)" = en ] || fail "started in $(layout)"
import -window root -crop 376x120+896+8 "$work/panel-en.png"
# Settings…, where the panel says its button is.
read -r x y < <(python3 -c 'import json,sys; r=json.loads(sys.argv[1])["buttons"]["settings"]; print(int((r[0]+r[2])/2), int((r[1]+r[3])/2))' "$(layout)")
click "$x" "$y"
sleep 2.5
# The settings window keeps to the board's part of the window: the
# picker and its Polski are found from the window's corner.
read -r left top < <(python3 -c 'import json,sys; w=json.loads(sys.argv[1])["windows"]; print(int(w[0][0]), int(w[0][1])) if w else print("")' "$(layout)")
[ -n "$top" ] || fail "no settings window after pressing Settings…: $(layout)"
click $((left + 121)) $((top + 42)) # the language picker
sleep 1.5
click $((left + 100)) $((top + 172)) # Polski
wait_field 10 language pl || fail "after picking Polski the panel says $(layout)"
[ "$(field scoreboard)" = Punktacja ] || fail "the panel's heading is $(field scoreboard)"
import -window root -crop 376x120+896+8 "$work/panel-pl.png"
changed=$(compare -metric AE "$work/panel-en.png" "$work/panel-pl.png" null: 2>&1 || true)
[ "${changed%% *}" -gt 500 ] || fail "the panel's pixels hardly changed ($changed)"
grep -q 'language: Some("pl")' "$work/config/settings.ron" || fail "the choice was not kept"
kill $game; wait $game 2>/dev/null || true

# The next start: Polish from the start. Without the game just left to
# continue, the new-game dialog's Start button is where it was.
rm -f "$work/data/autosave.ron"
"$bin" --layout >"$work/out" 2>"$work/log" &
game=$!
wait_for_window
start_game
wait_field 10 scoreboard Punktacja && [ "$(field language)" = pl ] || fail "the next start is $(layout)"
echo "language: Settings… → Polski turned the panel Polish at once ($changed pixels), and the next start is Polish"
