#!/usr/bin/env bash
# Builds the web release (scripts/build-web.sh), serves dist/ on 127.0.0.1 and tests it in headless Chromium
# with Playwright (tests/web/browser-test.mjs). Screenshots go to dist-screenshots/.
#   scripts/test-web.sh            build, then test
#   scripts/test-web.sh --no-build test the dist/ already there
set -euo pipefail
cd "$(dirname "$0")/.."
[ "${1:-}" = "--no-build" ] || scripts/build-web.sh

tools="${MINIMAX_ARCADE_TOOLS:-$HOME/.cache/minimax-arcade/tools}"
sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
if ! command -v chromium >/dev/null 2>&1; then
  $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
fi
command -v python3 >/dev/null 2>&1 || { $sudo apt-get install -y -qq python3 >/dev/null; }
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
  for _ in $(seq 50); do python3 -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:$p/')" 2>/dev/null && break; sleep 0.1; done
done

mkdir -p dist-screenshots
NODE_TOOLS="$tools" node tests/web/browser-test.mjs "http://127.0.0.1:$port/" dist-screenshots "http://127.0.0.1:$plain_port/"
