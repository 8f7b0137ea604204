#!/usr/bin/env bash
# Checks the scripts themselves, in a second or two (scripts/test.sh runs it): each parses, and the helpers of
# scripts/lib.sh do their job on the folders a fresh machine has, empty or missing, where a pipeline over a
# glob that matched nothing once ended the browser build with no word. The optimiser below is a stand-in for
# wasm-opt, so this runs without Node.js or a build.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib.sh

failures=0
check() { # check WHAT COMMAND...: runs COMMAND, says ok or FAILED
  local what=$1
  shift
  if "$@"; then echo "ok scripts: $what"; else echo "FAILED scripts: $what" >&2; failures=$((failures + 1)); fi
}

for script in scripts/*.sh .ci/run; do
  check "$script parses" bash -n "$script"
done

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# keep_newest: a missing folder, an empty one, then six files of which the three newest stay.
# (Called outside `check`, as cached_optimise below.)
keep_newest "$scratch/missing" '*.wasm' 3
mkdir "$scratch/empty"
keep_newest "$scratch/empty" '*.wasm' 3
mkdir -p "$scratch/six/sub"
for i in 1 2 3 4 5 6; do
  touch -d "2026-01-0$i 12:00" "$scratch/six/$i.wasm"
done
touch "$scratch/six/notes.txt" "$scratch/six/sub/7.wasm"
keep_newest "$scratch/six" '*.wasm' 3
left=$(cd "$scratch/six" && find . -type f | sort | tr '\n' ' ')
check "keep_newest keeps the three newest and nothing else goes (left: $left)" \
  test "$left" = "./4.wasm ./5.wasm ./6.wasm ./notes.txt ./sub/7.wasm "

# cached_optimise: the first use creates the cache, a second use of the same module skips the optimiser, and
# the cache stays at its size. The stand-in optimiser appends a line and counts its runs.
runs="$scratch/runs"
: >"$runs"
fake_optimiser() { # fake_optimiser TAG MODULE -o OUT
  echo run >>"$runs"
  { cat "$2"; echo "optimised $1"; } >"$4"
}
module="$scratch/module.wasm"
echo "module" >"$module"
# Called outside `check`, whose `if` would switch `set -e` off inside the function: here a failing step in
# it ends this script with the error trap's words.
cached_optimise "$scratch/cache" 2 "$module" fake_optimiser a
check "cached_optimise with a missing cache wrote the optimised module" grep -qx "optimised a" "$module"
mkdir "$scratch/empty-cache"
echo "module" >"$module"
cached_optimise "$scratch/empty-cache" 2 "$module" fake_optimiser a
check "cached_optimise with an empty cache wrote the optimised module" grep -qx "optimised a" "$module"
echo "module" >"$module"
cached_optimise "$scratch/cache" 2 "$module" fake_optimiser a
check "cached_optimise reused the cache (optimiser runs: $(wc -l <"$runs"))" test "$(wc -l <"$runs")" -eq 2
check "cached_optimise gave the cached module" grep -qx "optimised a" "$module"
for other in b c d; do
  echo "module $other" >"$module"
  cached_optimise "$scratch/cache" 2 "$module" fake_optimiser "$other"
done
check "cached_optimise keeps two results" test "$(find "$scratch/cache" -type f | wc -l)" -eq 2

# A failing step names itself: the error trap says the script, the line and the status.
cat >"$scratch/fails.sh" <<EOF
set -euo pipefail
. "$PWD/scripts/lib.sh"
ls "$scratch/empty"/*.wasm 2>/dev/null | tail -n +4
echo "not reached"
EOF
said=$(bash "$scratch/fails.sh" 2>&1 || true)
check "a failing pipeline is reported ($said)" grep -q "fails.sh: failed (exit status 2) at line 3" <<<"$said"

# cargo_target_dir is absolute, and follows CARGO_TARGET_DIR.
check "cargo_target_dir follows CARGO_TARGET_DIR" test "$(CARGO_TARGET_DIR=relative/dir cargo_target_dir)" = "$PWD/relative/dir"

[ "$failures" -eq 0 ] || { echo "test-scripts.sh: $failures check(s) failed" >&2; exit 1; }
