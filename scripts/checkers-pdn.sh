#!/usr/bin/env bash
# Reads published checkers PDN files through the game's command line (`minimax-arcade show checkers --records`):
# every game of CheckerBoard's `games/tinsley.pdn` (Marion Tinsley's games) and every position of its
# `11_man_english.pdn` (the eleven-man ballots, one `[FEN]` a game). The files are fetched from the
# CheckerBoard repository (github.com/eygilbert/CheckerBoard) into a temporary folder, never kept in this
# repository; or give their paths. Each game read prints a line; each refused one its number and why on
# standard error, and the count of games read closes each file's output.
#
# Usage: scripts/checkers-pdn.sh [--binary PATH] [FILE.pdn ...]
# Not part of CI: it needs the network, unless given the files. Exit status 1 if a game was refused.
set -euo pipefail
cd "$(dirname "$0")/.."

binary=""
if [[ ${1:-} == --binary ]]; then
  binary=$2
  shift 2
fi
if [[ -z $binary ]]; then
  cargo build --locked --release --quiet
  binary="${CARGO_TARGET_DIR:-target}/release/minimax-arcade"
fi

files=("$@")
if [[ ${#files[@]} -eq 0 ]]; then
  folder=$(mktemp -d)
  trap 'rm -rf "$folder"' EXIT
  base=https://raw.githubusercontent.com/eygilbert/CheckerBoard/master
  for path in games/tinsley.pdn 11_man_english.pdn; do
    curl --fail --silent --show-error --location "$base/$path" --output "$folder/${path##*/}"
    files+=("$folder/${path##*/}")
  done
fi

status=0
for file in "${files[@]}"; do
  echo "== $file" >&2
  "$binary" show checkers --records <"$file" >"${file%.pdn}.out" || status=1
  # The last game read, as an example of what each line says.
  tail -n 1 "${file%.pdn}.out" >&2
done
exit $status
