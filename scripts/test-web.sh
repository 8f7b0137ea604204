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

port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
python3 -m http.server "$port" --bind 127.0.0.1 --directory dist >/dev/null 2>&1 &
server=$!
trap 'kill $server 2>/dev/null' EXIT
for _ in $(seq 50); do python3 -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:$port/')" 2>/dev/null && break; sleep 0.1; done

mkdir -p dist-screenshots
NODE_TOOLS="$tools" node tests/web/browser-test.mjs "http://127.0.0.1:$port/" dist-screenshots
