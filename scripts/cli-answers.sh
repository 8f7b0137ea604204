#!/usr/bin/env bash
# The command line's answers on a fixed set of lines, every game: solve, analyze, show, trace and match, each
# with a node budget or a seed so that the answers repeat from run to run. Written before a change that must
# not alter what a script reads (a refactoring), then after it, and compared:
#
#   scripts/cli-answers.sh BINARY > before.txt    # ... change ...
#   scripts/cli-answers.sh BINARY > after.txt && diff before.txt after.txt
#
# BINARY is a built `minimax-arcade` (`cargo build --release` puts it under the build folder's release/).
set -uo pipefail

bin="${1:?usage: scripts/cli-answers.sh BINARY}"
[ -x "$bin" ] || { echo "cli-answers.sh: $bin is not a program" >&2; exit 2; }

# The answers with their times masked: the times change from run to run, the rest must not.
timeless() { sed -E 's/[0-9]+\.[0-9]+ s\b/T s/g; s/^(perft [0-9]+ [0-9]+ T s) [0-9]+$/\1 N/'; }

# ask 'INPUT' ARGS...: the command, its input, its answer and its exit status, each answer under its question.
ask() {
  local input="$1"
  shift
  printf '$ echo %q | minimax-arcade %s\n' "$input" "$*"
  printf '%s\n' "$input" | "$bin" "$@" 2>&1 | timeless
  echo "[exit ${PIPESTATUS[1]}]"
}

ask '123465' solve tictactoe
ask '123465' analyze tictactoe
ask '5' analyze tictactoe
ask '12437' solve tictactoe
ask '' trace tictactoe --algorithm table --max-nodes 300
ask '5' trace tictactoe --algorithm alphabeta --format json --max-nodes 200
ask '3 5 6 9 1 2 0 -1' trace tree
ask '1,6' solve mnk:4x3:3
ask '1,6' analyze mnk:4x3:3
ask '113,112,97' solve gomoku --nodes 20000
ask '113,112,97' analyze gomoku --nodes 20000
ask '' trace four-in-a-row --depth 2 --max-nodes 400
ask '2252576253462244111563365343671351441' solve connect4
ask '4453' analyze connect4 --weak
ask '4453' analyze connect4 --nodes 50000 --no-book
ask '44' analyze gravity:5x4:4
ask '44' show connect4
ask '6' solve bones
ask '8' analyze bones
ask '7' solve bones:9
ask 'c2,a3' analyze nim
ask '1-4-0 2' solve nim
ask 'c2' show nim:2-3
ask 'c f' show kalah
ask 'cf e bfa d' analyze kalah --nodes 30000
ask 'cf e' solve kalah --nodes 30000
ask 'a' analyze kalah:3x2
ask 'b' solve kalah:4x3
ask '4,4,4,4,4,4,0/4,4,4,4,4,4,0 1' solve kalah --nodes 20000
ask '' analyze kalah:4x3:empty
ask 'f5d6c3d3c4' solve reversi --nodes 20000
ask 'f5d6c3d3c4' analyze reversi --nodes 20000
ask 'f5d6c3d3c4' solve reversi --level easy --seed 3
ask 'f5d6' show reversi
ask 'c4' analyze reversi:6
ask '' trace reversi:6 --depth 2 --max-nodes 300
ask 'zz' solve reversi
ask '0' solve tictactoe
ask '' match tictactoe --a hard --b baseline --games 4 --nodes 2000 --verbose
ask '' match connect4 --a medium --b baseline --games 2 --nodes 3000
ask '' match nim --a easy --b perfect --games 4 --verbose
ask '' match kalah:4x3 --a hard --b easy --games 2 --nodes 2000 --verbose
ask '' match reversi:6 --a medium --b baseline --games 2 --nodes 2000 --verbose
ask '' match gomoku --a hard --b baseline --games 1 --nodes 3000 --verbose
ask '' bench tictactoe --perft 5
ask '' bench reversi --perft 6
ask '' bench kalah:4x3 --perft 6
ask '' bench nim --perft 4
