#!/usr/bin/env bash
# A desktop without a Vulkan driver, as a new user's may be: the Vulkan
# loader is pointed at no driver. The game says so in one sentence naming
# the package to install, ends with status 1 and prints no panic or
# backtrace (Bevy's own report is a panic with a backtrace). A game that
# found a driver after all would wait for a player: 60 s, then it fails.
#   scripts/no_driver.sh BINARY
set -euo pipefail
bin="$1"
source "$(dirname "$0")/window.sh"

# Starts the game with its arguments where the loader's list of driver
# manifests (and its older name) lists none; sets $status and $said, the
# line the game said.
without_vulkan() {
  status=0
  VK_DRIVER_FILES="$work/none.json" VK_ICD_FILENAMES="$work/none.json" RUST_BACKTRACE=1 \
    timeout 60 "$bin" "$@" >"$work/out" 2>"$work/log" || status=$?
  said=$(grep '^carcassonne: ' "$work/log" || true)
}

without_vulkan --players 2
english=$said
echo "no driver: status $status, said: $said"
if [ "$status" != 1 ]; then
  echo "no driver: exit status $status, not 1" >&2
  grep -v ALSA "$work/log" | tail -5 >&2
  exit 1
fi
[ "$(echo "$said" | grep -c .)" = 1 ] || { echo "no driver: not one sentence" >&2; exit 1; }
# The package is named by the system's own name for it: Mesa's Vulkan drivers.
echo "$said" | grep -q 'vulkan' || { echo "no driver: the sentence names no package" >&2; exit 1; }
if grep -qiE 'panicked|backtrace' "$work/log"; then
  echo "no driver: a panic or backtrace was printed:" >&2
  grep -iE -m3 'panicked|backtrace' "$work/log" >&2
  exit 1
fi

# In the player's language: Polish chosen, the same sentence in Polish.
without_vulkan --language pl
echo "no driver, in Polish: status $status, said: $said"
[ "$status" = 1 ] && [ -n "$said" ] && [ "$said" != "$english" ] && echo "$said" | grep -q 'sterownik' || {
  echo "no driver: no Polish sentence" >&2
  exit 1
}
