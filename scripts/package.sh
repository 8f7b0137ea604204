#!/usr/bin/env bash
# Builds what a release ships, into packages/:
#   minimax-arcade-VERSION-linux-x86_64.tar.gz  the executable (assets and opening book built in), README,
#                                               CHANGELOG, the licences (the project's, every crate's, the
#                                               fonts'), a desktop entry and the icon (SVG and PNG sizes)
#   minimax-arcade-VERSION-web.zip              the browser build with index.html at its root (any static
#                                               host, itch.io included, takes it as it is)
#
#   scripts/package.sh [--check] [--profile dist|release] [--no-web]
#     --check           then unpack the tarball into an empty folder and run it from there: --version, a solve
#                       line, the Gomoku brain's ABOUT under its pbrain- name, and a screenshot under a
#                       virtual display; and open the zip and check its index.html and .wasm
#     --profile NAME    the cargo profile of the executable (dist, the default, is what ships: LTO, stripped)
#     --no-web          the tarball alone
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib.sh

check=false
profile=dist
web=true
while [ $# -gt 0 ]; do
  case "$1" in
    --check) check=true ;;
    --profile) profile="${2:?--profile needs a name}"; shift ;;
    --no-web) web=false ;;
    *) echo "usage: $0 [--check] [--profile dist|release] [--no-web]" >&2; exit 2 ;;
  esac
  shift
done
case "$profile" in dist | release) ;; *) echo "--profile: dist or release, not '$profile'" >&2; exit 2 ;; esac

if $check; then scripts/setup.sh --virtual-display; else scripts/setup.sh; fi
export PATH="$HOME/.cargo/bin:$PATH"
# The icon's PNG sizes are drawn from its SVG by librsvg; the zip is written and read by Python's zipfile.
# The check validates the desktop entry with desktop-file-utils.
wanted=()
command -v rsvg-convert >/dev/null 2>&1 || wanted+=(librsvg2-bin)
$check && ! command -v desktop-file-validate >/dev/null 2>&1 && wanted+=(desktop-file-utils)
command -v python3 >/dev/null 2>&1 || wanted+=(python3)
[ ${#wanted[@]} -eq 0 ] || apt_install "${wanted[@]}"

version=$(cargo metadata --format-version 1 --no-deps | python3 -c 'import json, sys; print(next(p["version"] for p in json.load(sys.stdin)["packages"] if p["name"] == "minimax-arcade"))')
target_dir=$(cargo_target_dir)
out=packages
mkdir -p "$out"

# --- The Linux tarball ---------------------------------------------------------------------------------------
cargo build --locked --profile "$profile"
name="minimax-arcade-$version-linux-x86_64"
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
root="$stage/$name"
mkdir -p "$root/icons"
cp "$target_dir/$profile/minimax-arcade" "$root/"
cp README.md CHANGELOG.md LICENSE-MIT LICENSE-APACHE "$root/"
cp assets/fonts/LICENSE-*.txt assets/pieces/*/LICENSE-*.txt "$root/"
python3 scripts/licences.py --target x86_64-unknown-linux-gnu --out "$root/THIRD-PARTY-LICENSES.txt"
# The desktop entry, its comment in each language from the menu's tagline.
python3 - "$root/minimax-arcade.desktop" <<'PY'
import glob, os, sys
lines = [
    "[Desktop Entry]",
    "Type=Application",
    "Name=Minimax Arcade",
    "GenericName=Board games",
    "Exec=minimax-arcade",
    "Icon=minimax-arcade",
    "Terminal=false",
    "Categories=Game;BoardGame;",
    "Keywords=tic-tac-toe;connect four;gomoku;nim;minimax;",
]
for path in sorted(glob.glob("assets/i18n/*.ftl")):
    code = os.path.basename(path)[:-4]
    tagline = next(l.split(" = ", 1)[1].strip() for l in open(path, encoding="utf-8") if l.startswith("menu-tagline = "))
    lines.append("Comment=" + tagline if code == "en" else f"Comment[{code}]={tagline}")
open(sys.argv[1], "w", encoding="utf-8").write("\n".join(lines) + "\n")
PY
cp web/favicon.svg "$root/icons/minimax-arcade.svg"
for size in 16 32 48 64 128 256 512; do
  mkdir -p "$root/icons/${size}x${size}"
  rsvg-convert -w "$size" -h "$size" web/favicon.svg -o "$root/icons/${size}x${size}/minimax-arcade.png"
done
tar -C "$stage" -czf "$out/$name.tar.gz" "$name"
echo "$out/$name.tar.gz: $(stat -c %s "$out/$name.tar.gz" | numfmt --grouping) bytes"

# --- The web zip ---------------------------------------------------------------------------------------------
if $web; then
  scripts/build-web.sh
  python3 scripts/licences.py --target wasm32-unknown-unknown --out dist/THIRD-PARTY-LICENSES.txt
  cp LICENSE-MIT LICENSE-APACHE dist/
  # The pre-compressed copies are for a server that can send them (dist/SERVING.md); a zip is unpacked by
  # whatever hosts it, so it carries the plain files alone.
  python3 - "$out/minimax-arcade-$version-web.zip" <<'PY'
import pathlib, sys, zipfile
dist = pathlib.Path("dist")
with zipfile.ZipFile(sys.argv[1], "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
    for path in sorted(dist.rglob("*")):
        if path.is_file() and path.suffix not in (".br", ".gz"):
            zf.write(path, path.relative_to(dist).as_posix())
PY
  echo "$out/minimax-arcade-$version-web.zip: $(stat -c %s "$out/minimax-arcade-$version-web.zip" | numfmt --grouping) bytes"
fi

$check || exit 0

# --- The check: unpack into an empty folder and run it from there ----------------------------------------------
echo "== checking $name.tar.gz in an empty folder"
try=$(mktemp -d)
trap 'rm -rf "$stage" "$try"' EXIT
tar -C "$try" -xzf "$out/$name.tar.gz"
cd "$try/$name"
fail() { echo "package check FAILED: $*" >&2; exit 1; }
for f in minimax-arcade README.md CHANGELOG.md LICENSE-MIT LICENSE-APACHE LICENSE-OFL.txt LICENSE-chessnut-pieces.txt \
  THIRD-PARTY-LICENSES.txt minimax-arcade.desktop icons/minimax-arcade.svg icons/256x256/minimax-arcade.png; do
  [ -s "$f" ] || fail "$f is missing"
done
grep -q "^bevy " THIRD-PARTY-LICENSES.txt || fail "the third-party licences do not list bevy"
said=$(./minimax-arcade --version)
[ "$said" = "minimax-arcade $version" ] || fail "--version said '$said'"
echo "ok --version: $said"
# Tic-Tac-Toe after 1 2 3 4 6 5 (cells 1-9): X to move; the solver's score line.
solved=$(echo 123465 | ./minimax-arcade solve tictactoe)
[ "$solved" = "123465 2" ] || fail "solve said '$solved'"
echo "ok solve: $solved"
ln -s minimax-arcade pbrain-minimax-arcade
about=$(printf 'ABOUT\nEND\n' | ./pbrain-minimax-arcade)
case "$about" in *"name=\"minimax-arcade\", version=\"$version\""*) ;; *) fail "the brain's ABOUT said '$about'" ;; esac
echo "ok pbrain- ABOUT: $about"
desktop-file-validate minimax-arcade.desktop || fail "the desktop entry"
echo "ok desktop-file-validate"
# The window, under a virtual display with software rendering: a match on screen, saved by the game itself.
shot="$try/package-check.png"
HOME="$try" timeout 180 xvfb-run -a -s "-screen 0 1280x800x24" ./minimax-arcade --screenshot "$shot" >"$try/window.log" 2>&1 ||
  { tail -20 "$try/window.log" >&2; fail "the game window"; }
python3 - "$shot" <<'PY' || fail "the screenshot"
import struct, sys, zlib
data = open(sys.argv[1], "rb").read()
assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
width, height = struct.unpack(">II", data[16:24])
# A window that drew nothing is one colour, and its (filtered) image data a handful of distinct byte triples:
# a drawn board and its text give thousands.
idat, pos = b"", 8
while pos < len(data):
    length, kind = struct.unpack(">I4s", data[pos:pos + 8])
    if kind == b"IDAT":
        idat += data[pos + 8:pos + 8 + length]
    pos += 12 + length
pixels = zlib.decompress(idat)
triples = len(set(pixels[i:i + 3] for i in range(1, min(len(pixels), 4_000_000), 4)))
assert width >= 800 and height >= 600 and triples > 200, (width, height, triples)
print(f"ok screenshot: {width}x{height}, {triples} distinct byte triples in its data, {len(data):,} bytes")
PY
cp "$shot" "$OLDPWD/$out/package-check.png" 2>/dev/null || true
if $web; then
  python3 - "$OLDPWD/$out/minimax-arcade-$version-web.zip" <<'PY' || fail "the web zip"
import sys, zipfile
names = zipfile.ZipFile(sys.argv[1]).namelist()
for wanted in ("index.html", "minimax-arcade_bg.wasm", "minimax-arcade.js", "THIRD-PARTY-LICENSES.txt", "LICENSE-MIT"):
    assert wanted in names, f"{wanted} not at the zip's root"
print(f"ok web zip: {len(names)} files, index.html at its root")
PY
fi
echo "package check passed"
