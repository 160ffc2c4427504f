#!/usr/bin/env bash
# A desktop without a Vulkan driver, as a new user's may be: the Vulkan
# loader is pointed at no driver. With Mesa's OpenGL still there the game
# falls back to it (OpenGL ES through EGL) and plays a whole game to a
# painted screenshot; with no OpenGL either, it says so in one sentence
# naming the package to install, ends with status 1 and prints no panic
# or backtrace.
#   scripts/no_driver.sh BINARY
set -euo pipefail
bin="$1"
source "$(dirname "$0")/window.sh"
# The loader's list of driver manifests (and its older name): none there.
export VK_DRIVER_FILES="$work/none.json" VK_ICD_FILENAMES="$work/none.json"

"$bin" --autoplay --players 2 --seed 7 --exit-on-end --screenshot "$work/gl.png" \
  >"$work/gl.json" 2>"$work/log-gl"
# Bevy names the adapter it took: OpenGL's, as Vulkan had none.
grep -m1 'AdapterInfo' "$work/log-gl" | grep -q 'backend: Gl' || {
  echo "no driver: the game did not draw with OpenGL" >&2
  grep -m3 'AdapterInfo\|panicked' "$work/log-gl" >&2 || true
  exit 1
}
python3 "$(dirname "$0")/check_screenshot.py" --painted "$work/gl.png"
python3 - "$work/gl.json" <<'PY'
import json, sys
result = json.loads(open(sys.argv[1]).read().strip().splitlines()[-1])
assert result["finished"] is True, result
print("no driver: with OpenGL only, a whole game drawn, scores", result["scores"])
PY

# No OpenGL either: glvnd's EGL finds no vendor library.
status=0
__EGL_VENDOR_LIBRARY_FILENAMES="$work/none.json" RUST_BACKTRACE=1 \
  "$bin" --players 2 >"$work/out" 2>"$work/log" || status=$?
said=$(grep '^carcassonne: ' "$work/log" || true)
echo "no driver: with no driver at all, status $status, said: $said"
[ "$status" = 1 ] || { echo "no driver: exit status $status, not 1" >&2; tail -5 "$work/log" >&2; exit 1; }
[ "$(echo "$said" | grep -c .)" = 1 ] || { echo "no driver: not one sentence" >&2; exit 1; }
echo "$said" | grep -q 'mesa-vulkan-drivers' || { echo "no driver: the sentence names no package" >&2; exit 1; }
if grep -qiE 'panicked|backtrace' "$work/log"; then
  echo "no driver: a panic or backtrace was printed" >&2
  grep -iE -m3 'panicked|backtrace' "$work/log" >&2
  exit 1
fi
