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
fail() { echo "language: $*" >&2; cat "$work/config/settings.ron" >&2 2>/dev/null || true; exit 1; }

"$bin" --layout >"$work/out" 2>"$work/log" &
game=$!
wait_for_window
click 383 527 # Start game
sleep 3
[ "$(field language)" = en ] && [ "$(field scoreboard)" = Scoreboard ] || fail "started in $(layout)"
import -window root -crop 376x120+896+8 "$work/panel-en.png"
click 1159 551 # Settings…
sleep 1.5
click 591 90 # the language picker
sleep 1
click 570 220 # Polski
sleep 2
[ "$(field language)" = pl ] || fail "after picking Polski the panel says $(layout)"
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
click 383 527
sleep 3
[ "$(field language)" = pl ] && [ "$(field scoreboard)" = Punktacja ] || fail "the next start is $(layout)"
echo "language: Settings… → Polski turned the panel Polish at once ($changed pixels), and the next start is Polish"
