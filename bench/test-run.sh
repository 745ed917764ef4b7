#!/usr/bin/env bash
# Wall-clock time of the README's test command (unit, integration, end-to-end incl. next build).
set -euo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s.%N)
npm test >/tmp/playcentre-bench-test.log 2>&1 || { echo "npm test failed; see /tmp/playcentre-bench-test.log"; exit 1; }
printf 'npm test: %.1f s\n' "$(echo "$(date +%s.%N) - $start" | bc)"
