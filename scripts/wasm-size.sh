#!/usr/bin/env bash
# What the browser build's .wasm is made of: its biggest functions and, summed, its biggest crates, measured
# with twiggy (a code size profiler from crates.io, installed once into the tools folder).
#   scripts/wasm-size.sh [MODULE.wasm] [N]
# MODULE defaults to the web build's module as the linker wrote it (scripts/build-web.sh leaves its function
# names in until wasm-opt strips them), so each function is named; its sizes are before wasm-opt's -Oz, which
# shrinks everything by roughly a third but keeps the proportions. N (default 10) is the length of each list.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib.sh
export PATH="$HOME/.cargo/bin:$PATH"
tools="${MINIMAX_ARCADE_TOOLS:-$HOME/.cache/minimax-arcade/tools}"
target_dir=$(cargo_target_dir)
module="${1:-$target_dir/wasm32-unknown-unknown/web/minimax-arcade-web.wasm}"
n="${2:-10}"
[ -f "$module" ] || { echo "no module at $module: build it first (scripts/build-web.sh)" >&2; exit 1; }
twiggy="$tools/twiggy-0.8.0/bin/twiggy"
if [ ! -x "$twiggy" ]; then
  echo "installing twiggy 0.8.0 (once; it takes a few minutes)"
  cargo install twiggy --version 0.8.0 --locked --root "$tools/twiggy-0.8.0"
fi

echo "== $module: $(stat -c %s "$module" | numfmt --grouping) bytes"
echo "== the $n biggest functions and sections (twiggy top)"
"$twiggy" top -n "$n" "$module"
echo
echo "== the $n biggest crates: every item's own size, summed by the crate its name begins with"
"$twiggy" top -n 1000000 --format csv "$module" | python3 -c '
import csv, re, sys, collections
n = int(sys.argv[1])
# The names and wasm-bindgen'"'"'s custom sections never ship (wasm-opt strips them): left out of the sums.
rows = [r for r in csv.DictReader(sys.stdin) if not r["Name"].startswith(("\"", "custom section"))]
total = sum(int(r["ShallowSize"]) for r in rows)
by = collections.Counter()
for row in rows:
    name = row["Name"]
    # Trait impls read "<Type as Trait>::f": the crate of the type, whose code it is; "code[N]" and the like
    # (unnamed items, sections) are counted by kind.
    match = re.match(r"<?(?:&|\*const |\*mut |mut |dyn |\(|\[)*([A-Za-z_][A-Za-z0-9_]*)(?:::|<| as )", name)
    crate = match.group(1) if match else re.sub(r"\[\d+\]$", "[]", name.split(" ")[0])
    by[crate] += int(row["ShallowSize"])
print("{:>12}  {:>7}  crate".format("bytes", "share"))
for crate, size in by.most_common(n):
    print(f"{size:>12,}  {100 * size / total:5.1f} %  {crate}")
print(f"{total:>12,}  100.0 %  in all")
' "$n"
