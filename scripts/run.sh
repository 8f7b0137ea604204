#!/usr/bin/env bash
# Builds the game (optimised; the first build takes a while) and opens it. Arguments go to the game, e.g.
#   scripts/run.sh --screenshot shot.png
# Without a display (a server, CI), it runs in a virtual one, which makes sense with --screenshot.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib.sh
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
  scripts/setup.sh --virtual-display
  export PATH="$HOME/.cargo/bin:$PATH"
  cargo build --release
  export XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-$(mktemp -d)}"
  echo "no display found: running in a virtual one"
  exec xvfb-run -a -s "-screen 0 1280x800x24" cargo run --release -- "$@"
fi
scripts/setup.sh --run
export PATH="$HOME/.cargo/bin:$PATH"
exec cargo run --release -- "$@"
