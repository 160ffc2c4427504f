# Shared by the window tests (sourced, not run): a virtual display of
# 1280x800, a temporary folder for saves and settings, and the moves of a
# person at the mouse.
work="$(mktemp -d)"
# Saves and settings go to the temporary folder, not the real ones.
export CARCASSONNE_HOME="$work"
# The game speaks the system's language on a first start: the tests read
# it in English, whatever the machine's locale.
export LC_ALL=C.UTF-8
# Xvfb picks a free display itself and says which: a display number chosen
# here could be one another test (or a leftover server) already uses.
# -noreset: a server resets when its last client leaves (the probe below,
# a game killed before the next starts), and a game connecting meanwhile
# may be refused.
Xvfb -displayfd 3 -noreset -screen 0 "${SCREEN:-1280x800}x24" 3>"$work/display" >"$work/xvfb.log" 2>&1 &
xvfb=$!
game=
# Waits until the server has gone: one still closing down when the next
# test's server takes the same display number could remove that server's
# socket, and its game would find no display (XOpenDisplayFailed in a fresh
# clone's CI run, after the probe below had passed).
stop_display() {
  kill -9 $game 2>/dev/null || true
  kill $xvfb 2>/dev/null || true
  wait $xvfb 2>/dev/null || true
}
trap 'stop_display; rm -rf "$work"' EXIT
for _ in $(seq 100); do [ -s "$work/display" ] && break; sleep 0.1; done
export DISPLAY=":$(tr -d '[:space:]' < "$work/display")"
[ "$DISPLAY" != ":" ] || { echo "Xvfb did not start" >&2; exit 1; }
# A display named is not yet open to clients: a game started too soon stopped with
# "Failed to build event loop ... XOpenDisplayFailed" (a fresh clone's CI
# run). Wait until a client can connect.
for _ in $(seq 100); do xdotool getdisplaygeometry >/dev/null 2>&1 && break; sleep 0.1; done
xdotool getdisplaygeometry >/dev/null 2>&1 || { echo "Xvfb on $DISPLAY takes no client" >&2; exit 1; }

# Waits for the game's window to show its first frames, then focuses it
# (there is no window manager to do that). The frames are given $1
# seconds (4 unless told): a test that waits for the game's own word
# (`--layout`) gives none.
# It waits for a window of the game started last ($game), not any window of
# that name: a game just killed can still be listed for a moment, and a
# slow start must not be mistaken for a window that is there.
wait_for_window() {
  local id=""
  for _ in $(seq 120); do
    id=$(xdotool search --pid "$game" --name Carcassonne 2>/dev/null | head -1) && [ -n "$id" ] && break
    sleep 0.5
  done
  [ -n "$id" ] || {
    echo "no game window after 60 s" >&2
    kill -0 "$game" 2>/dev/null && echo "the game is running" >&2 || echo "the game has stopped" >&2
    for log in "$work"/log*; do
      [ -f "$log" ] || continue
      # A panic's message first (a backtrace can push it out of the tail).
      grep -m1 -A2 "panicked" "$log" >&2 || true
      grep -v ALSA "$log" | tail -15 >&2
    done
    echo "display $DISPLAY; Xvfb $(kill -0 $xvfb 2>/dev/null && echo running || echo stopped), said:" >&2
    tail -5 "$work/xvfb.log" >&2
    return 1
  }
  sleep "${1:-4}"
  xdotool windowfocus "$id"
}

# A click as a hand makes it: press and release in different frames.
click() { xdotool mousemove "$1" "$2"; sleep 0.2; xdotool mousedown 1; sleep 0.1; xdotool mouseup 1; }

# Seed 5: Black (human) holds tile O; drag it from the hand slot to the
# square east of the start tile, turning it once with R on the way.
# The press waits a moment on the hand slot, as a hand does: a busy machine
# may draw its next frame only after the pointer has moved on.
drop_tile_o_east() {
  xdotool mousemove 900 690 mousedown 1
  sleep 0.3
  for i in $(seq 10); do xdotool mousemove $((900 - i * 16)) $((690 - i * 29)); sleep 0.05; done
  xdotool key r
  sleep 0.3
  xdotool mouseup 1
  sleep 1
}
