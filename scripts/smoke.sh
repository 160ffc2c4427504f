#!/usr/bin/env bash
# The smoke test: four computer players play a whole game in the real
# window under Xvfb; the printed result says it finished with four scores
# and the screenshot at the end shows the painted art (not blank, not flat).
#   scripts/smoke.sh BINARY SCREENSHOT
set -euo pipefail
bin="$1"
shot="$2"
rm -f "$shot"
# A small screen: the software renderer's work goes with the pixels (the
# game took 34 CPU-s at 1280 x 800, 21 at 1024 x 600), and the test runs
# beside others.
timeout 600 xvfb-run -a -s "-screen 0 1024x600x24" \
  "$bin" --autoplay --players 4 --seed 7 --exit-on-end --screenshot "$shot" \
  > "$shot.json"
python3 "$(dirname "$0")/check_screenshot.py" --painted "$shot"
python3 - "$shot.json" <<'PY'
import json, sys
result = json.loads(open(sys.argv[1]).read().strip().splitlines()[-1])
assert result["finished"] is True, result
assert len(result["scores"]) == 4, result
print("smoke game finished with scores", result["scores"])
PY
