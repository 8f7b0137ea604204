#!/usr/bin/env bash
# Builds the web release (scripts/build-web.sh), serves dist/ on 127.0.0.1 and tests it in headless Chromium
# with Playwright (tests/web/browser-test.mjs). Screenshots go to dist-screenshots/.
#   scripts/test-web.sh            build, then test
#   scripts/test-web.sh --no-build test the dist/ already there
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib.sh
case "${1:-}" in
  "") scripts/build-web.sh ;;
  --no-build) [ -f dist/index.html ] || { echo "test-web.sh: no dist/index.html to test: build it first (scripts/build-web.sh)" >&2; exit 1; } ;;
  *) echo "usage: scripts/test-web.sh [--no-build]" >&2; exit 2 ;;
esac

tools="${MINIMAX_ARCADE_TOOLS:-$HOME/.cache/minimax-arcade/tools}"
need_command chromium chromium
need_command python3 python3
need_command npm npm
need_command node nodejs
# playwright-core drives the system's Chromium; it downloads no browser of its own.
[ -d "$tools/node_modules/playwright-core" ] || npm install --prefix "$tools" --no-audit --no-fund --silent playwright-core@1

# dist/ served as a server should (the compressed copies, the .wasm's type: scripts/serve.py), and once more
# with the plain files alone, to time the page's start without compression.
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
port=$(free_port)
plain_port=$(free_port)
python3 scripts/serve.py --dir dist --port "$port" >/dev/null 2>&1 &
server=$!
python3 scripts/serve.py --dir dist --port "$plain_port" --no-compression >/dev/null 2>&1 &
plain_server=$!
trap 'kill $server $plain_server 2>/dev/null' EXIT
for p in "$port" "$plain_port"; do
  up=false
  for _ in $(seq 50); do
    python3 -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:$p/')" 2>/dev/null && { up=true; break; }
    sleep 0.1
  done
  $up || { echo "test-web.sh: the page's server on port $p did not answer within 5 s" >&2; exit 1; }
done

mkdir -p dist-screenshots
NODE_TOOLS="$tools" node tests/web/browser-test.mjs "http://127.0.0.1:$port/" dist-screenshots "http://127.0.0.1:$plain_port/"
