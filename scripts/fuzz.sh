#!/usr/bin/env bash
# Fuzzes every parser of the core (move strings of every game, the settings file, web links) with the property
# tests' generators: by default a million generated inputs per property, ten properties. Not part of
# scripts/test.sh, which runs the same properties with a few hundred inputs each.
#   scripts/fuzz.sh            a million inputs per property
#   scripts/fuzz.sh 50000      fewer
# Builds only the core (no Bevy), optimised, so it starts within a minute or two.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib.sh
scripts/setup.sh
export PATH="$HOME/.cargo/bin:$PATH"
cases="${1:-1000000}"
case "$cases" in ''|*[!0-9]*) echo "usage: $0 [CASES]" >&2; exit 2 ;; esac
PROPTEST_CASES="$cases" cargo test --locked --release -p minimax-arcade-core --lib -- props:: --test-threads 2
