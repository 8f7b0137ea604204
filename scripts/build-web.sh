#!/usr/bin/env bash
# Builds the browser release into dist/: index.html, the JavaScript glue, the .wasm and the assets, all with
# relative paths, so any static file server can host dist/ under any path.
#   scripts/build-web.sh
# Installs what it needs when missing: the wasm32 target, wasm-bindgen-cli (the version in Cargo.lock), and
# wasm-opt from npm's binaryen (Debian's binaryen is too old for what rustc emits).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
export PATH="$HOME/.cargo/bin:$PATH"

# Where cargo builds: CARGO_TARGET_DIR, or a target directory set in a cargo config file, or `target`.
target_dir="${CARGO_TARGET_DIR:-$(cargo metadata --format-version 1 --no-deps 2>/dev/null | grep -o '"target_directory":"[^"]*"' | cut -d'"' -f4)}"
target_dir="${target_dir:-target}"
tools="${MINIMAX_ARCADE_TOOLS:-$HOME/.cache/minimax-arcade/tools}"
mkdir -p "$tools"

rustup target list --installed | grep -qx wasm32-unknown-unknown || rustup target add wasm32-unknown-unknown

version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/"/, "", $3); print $3 }' Cargo.lock)
bindgen="$tools/wasm-bindgen-$version/bin/wasm-bindgen"
if [ ! -x "$bindgen" ]; then
  echo "installing wasm-bindgen-cli $version (once; it takes a few minutes)"
  cargo install wasm-bindgen-cli --version "$version" --root "$tools/wasm-bindgen-$version"
fi

if ! command -v npm >/dev/null 2>&1; then
  sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq nodejs npm >/dev/null
fi
wasm_opt="$tools/node_modules/.bin/wasm-opt"
[ -x "$wasm_opt" ] || npm install --prefix "$tools" --no-audit --no-fund --silent binaryen@132.0.0

cargo build --locked --profile web --target wasm32-unknown-unknown
wasm="$target_dir/wasm32-unknown-unknown/web/minimax-arcade.wasm"

rm -rf dist
mkdir -p dist
"$bindgen" --target web --no-typescript --out-dir dist --out-name minimax-arcade "$wasm"
raw=$(stat -c %s dist/minimax-arcade_bg.wasm)
# Size first (-Oz); the features match what rustc enables for wasm32 by default. npm's binaryen runs as
# WebAssembly under Node, so this takes minutes; MINIMAX_ARCADE_WASM_OPT=skip leaves it out while iterating.
# The module keeps its function names up to here (see the web profile), so a size report can name what is
# big; --strip-debug drops them. The result is cached by the input's hash: an unchanged build skips the wait.
if [ "${MINIMAX_ARCADE_WASM_OPT:-}" != "skip" ]; then
  key=$(sha256sum dist/minimax-arcade_bg.wasm | cut -c1-16)
  cached="$tools/wasm-opt-cache/$key.wasm"
  if [ ! -f "$cached" ]; then
    "$wasm_opt" -Oz --strip-debug --strip-producers \
      --enable-bulk-memory --enable-bulk-memory-opt --enable-nontrapping-float-to-int --enable-sign-ext \
      --enable-mutable-globals --enable-reference-types --enable-multivalue \
      dist/minimax-arcade_bg.wasm -o dist/optimised.wasm
    rm -rf "$tools/wasm-opt-cache" && mkdir -p "$tools/wasm-opt-cache"
    mv dist/optimised.wasm "$cached"
  fi
  cp "$cached" dist/minimax-arcade_bg.wasm
fi
cp -r assets dist/assets
cp web/audio-unlock.js web/favicon.svg dist/
# The page's own words (loading, failure), shown before the game runs: the web-* messages of every language's
# file, written into the page. They are plain messages, one line each, without placeables.
python3 - <<'PY'
import glob, json, os
words = {}
for path in sorted(glob.glob("assets/i18n/*.ftl")):
    code = os.path.basename(path)[:-4]
    for line in open(path, encoding="utf-8"):
        if line.startswith("web-") and " = " in line:
            key, value = line.rstrip("\n").split(" = ", 1)
            words.setdefault(code, {})[key] = value
page = open("web/index.html", encoding="utf-8").read()
assert page.count("{/* words */}") == 1, "the page's place for its words"
page = page.replace("{/* words */}", json.dumps(words, ensure_ascii=False))
open("dist/index.html", "w", encoding="utf-8").write(page)
PY
size=$(stat -c %s dist/minimax-arcade_bg.wasm)
gz=$(gzip -9 -c dist/minimax-arcade_bg.wasm | wc -c)
awk -v raw="$raw" -v size="$size" -v gz="$gz" 'BEGIN {
  printf "dist/minimax-arcade_bg.wasm: %.1f MB after wasm-bindgen, %.1f MB after wasm-opt, %.1f MB gzipped\n", raw / 1e6, size / 1e6, gz / 1e6
}'
