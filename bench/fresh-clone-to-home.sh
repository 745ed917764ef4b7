#!/usr/bin/env bash
# Measures the README's first command on a fresh clone: seconds from `git clone` until the home
# page answers 200 (npm install, embedded Postgres init, migrations, seed, first compile).
# Usage: bash bench/fresh-clone-to-home.sh [port]   (npm's cache state affects the install time)
set -euo pipefail
port="${1:-3900}"
repo="$(git -C "$(dirname "$0")/.." rev-parse --show-toplevel)"
work="$(mktemp -d)"
# As root the embedded Postgres runs as the postgres user, which must reach the clone.
chmod 755 "$work"
cleanup() {
  [ -n "${server:-}" ] && kill -TERM "$server" 2>/dev/null && wait "$server" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

start=$(date +%s.%N)
git clone -q "$repo" "$work/site"
cd "$work/site"
npm install --no-audit --no-fund >"$work/install.log" 2>&1
installed=$(date +%s.%N)
PORT="$port" EMBEDDED_PG_PORT=$((port + 20000)) node scripts/run.mjs dev >"$work/dev.log" 2>&1 &
server=$!
until curl -sf -o /dev/null "http://127.0.0.1:${port}/"; do
  kill -0 "$server" 2>/dev/null || { echo "the site stopped before serving:"; tail -20 "$work/dev.log"; exit 1; }
  sleep 0.5
done
served=$(date +%s.%N)

printf 'install: %.1f s\nstart to first home page: %.1f s\nfresh clone to home page: %.1f s\n' \
  "$(echo "$installed - $start" | bc)" "$(echo "$served - $installed" | bc)" "$(echo "$served - $start" | bc)"
