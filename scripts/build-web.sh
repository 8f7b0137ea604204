#!/usr/bin/env bash
# Builds the browser release into dist/: index.html, the JavaScript glue, the .wasm and the assets, all with
# relative paths, so any static file server can host dist/ under any path.
#   scripts/build-web.sh
# Installs what it needs when missing: the wasm32 target, wasm-bindgen-cli (the version in Cargo.lock),
# wasm-opt from npm's binaryen (Debian's binaryen is too old for what rustc emits), and Debian's brotli.
# Beside every file worth compressing it writes FILE.br and FILE.gz, for servers that send them
# (dist/SERVING.md; scripts/serve.py does), and build.json, which gives the page the .wasm's size for its
# progress bar (the download's Content-Length is the compressed size).
#   scripts/build-web.sh --floor
# builds, the same way into dist-floor/, an empty Bevy app with the game's Bevy features and plugins and
# nothing of the game (crates/web's `floor` feature): what any module of this engine weighs before the game
# adds a byte, for comparing the download with.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib.sh
out=dist features=()
case "${1:-}" in
  "") ;;
  --floor) out=dist-floor features=(--features floor) ;;
  *) echo "usage: scripts/build-web.sh [--floor]" >&2; exit 2 ;;
esac
scripts/setup.sh
export PATH="$HOME/.cargo/bin:$PATH"

# What this script runs besides cargo: Python (the page's words), Node.js and npm (wasm-opt), Brotli and gzip.
need_command python3 python3
need_command npm npm
need_command node nodejs
need_command brotli brotli
need_command gzip gzip

target_dir=$(cargo_target_dir)
tools=$(realpath -m "${MINIMAX_ARCADE_TOOLS:-$HOME/.cache/minimax-arcade/tools}")
mkdir -p "$tools"

# The target's standard library comes from rustup (a Rust from elsewhere must bring its own).
libdir=$(rustc --print target-libdir --target wasm32-unknown-unknown 2>/dev/null || true)
if [ -z "$libdir" ] || [ ! -d "$libdir" ]; then
  command -v rustup >/dev/null 2>&1 || { echo "build-web.sh: the wasm32-unknown-unknown target is missing and there is no rustup to add it" >&2; exit 1; }
  rustup target add wasm32-unknown-unknown
fi

version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/"/, "", $3); print $3 }' Cargo.lock)
[ -n "$version" ] || { echo "build-web.sh: Cargo.lock names no wasm-bindgen version" >&2; exit 1; }
bindgen="$tools/wasm-bindgen-$version/bin/wasm-bindgen"
if [ ! -x "$bindgen" ]; then
  echo "installing wasm-bindgen-cli $version (once; it takes a few minutes)"
  # Not --locked: its lock file may name a dependency's release that the registry has since yanked.
  cargo install wasm-bindgen-cli --version "$version" --root "$tools/wasm-bindgen-$version"
fi

wasm_opt="$tools/node_modules/.bin/wasm-opt"
[ -x "$wasm_opt" ] || npm install --prefix "$tools" --no-audit --no-fund --silent binaryen@132.0.0

# The program is crates/web's (see its Cargo.toml for why the browser build links in a package of its own).
program=minimax-arcade-web
[ "$out" = dist ] || program=minimax-arcade-floor
cargo build --locked --profile web --target wasm32-unknown-unknown -p minimax-arcade-web --bin "$program" "${features[@]}"
wasm="$target_dir/wasm32-unknown-unknown/web/$program.wasm"

rm -rf "$out"
mkdir -p "$out"
cd "$out"
"$bindgen" --target web --no-typescript --out-dir . --out-name minimax-arcade "$wasm"
raw=$(stat -c %s minimax-arcade_bg.wasm)
# Size first (-Oz); the features match what rustc enables for wasm32 by default. npm's binaryen runs as
# WebAssembly under Node, so this takes minutes; MINIMAX_ARCADE_WASM_OPT=skip leaves it out while iterating.
# The module keeps its function names up to here (see the web profile), so a size report can name what is
# big; --strip-debug drops them. The result is cached by the input's hash: an unchanged build skips the wait.
if [ "${MINIMAX_ARCADE_WASM_OPT:-}" != "skip" ]; then
  # The four newest results are kept (the game's and the floor's builds both stay cached).
  cached_optimise "$tools/wasm-opt-cache" 4 minimax-arcade_bg.wasm \
    "$wasm_opt" -Oz --strip-debug --strip-producers \
    --enable-bulk-memory --enable-bulk-memory-opt --enable-nontrapping-float-to-int --enable-sign-ext \
    --enable-mutable-globals --enable-reference-types --enable-multivalue
fi
cp -r ../assets assets
cp ../web/audio-unlock.js ../web/favicon.svg ../web/SERVING.md .
# The page's own words (loading, progress, failure), shown before the game runs: the web-* messages of every
# language's file, written into the page. They are one line each; the page fills their number placeables.
python3 - <<'PY'
import glob, json, os
words = {}
for path in sorted(glob.glob("../assets/i18n/*.ftl")):
    code = os.path.basename(path)[:-4]
    for line in open(path, encoding="utf-8"):
        if line.startswith("web-") and " = " in line:
            key, value = line.rstrip("\n").split(" = ", 1)
            words.setdefault(code, {})[key] = value
page = open("../web/index.html", encoding="utf-8").read()
assert page.count("{/* words */}") == 1, "the page's place for its words"
page = page.replace("{/* words */}", json.dumps(words, ensure_ascii=False))
open("index.html", "w", encoding="utf-8").write(page)
PY
# The compressed copies, at the strongest settings (a build is made once and downloaded many times); a copy
# that saves less than a tenth is left out (the server then sends the plain file).
find . -type f ! -name '*.br' ! -name '*.gz' | while IFS= read -r file; do
  gzip -9 -n -k -f "$file"
  brotli -q 11 -k -f "$file"
  plain=$(stat -c %s "$file")
  for copy in "$file.gz" "$file.br"; do
    [ "$(stat -c %s "$copy")" -lt $((plain * 9 / 10)) ] || rm "$copy"
  done
done
size=$(stat -c %s minimax-arcade_bg.wasm)
gz=$(stat -c %s minimax-arcade_bg.wasm.gz)
br=$(stat -c %s minimax-arcade_bg.wasm.br)
version=$(sed -n 's/^version = "\(.*\)"$/\1/p' ../Cargo.toml | head -n 1)
printf '{"version": "%s", "wasm": {"file": "minimax-arcade_bg.wasm", "bytes": %s, "gzip": %s, "brotli": %s}}\n' \
  "$version" "$size" "$gz" "$br" > build.json
awk -v out="$out" -v raw="$raw" -v size="$size" -v gz="$gz" -v br="$br" 'BEGIN {
  printf "%s/minimax-arcade_bg.wasm: %.2f MB after wasm-bindgen, %.2f MB after wasm-opt, %.2f MB gzip, %.2f MB brotli\n", out, raw / 1e6, size / 1e6, gz / 1e6, br / 1e6
}'
