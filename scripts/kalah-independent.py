#!/usr/bin/env python3
"""Checks Minimax Arcade's Kalah solver, under both capture rules, against a small solver written apart from
the game's code: the rules again from their statement, and a plain memoised minimax over whole games.

For each small board (up to Kalah(4,3)) and each rule, it asks the game's command line (`minimax-arcade solve`)
the value of the start and of positions met along random games, given as set-up positions, and compares them
with its own. Not part of CI (Kalah(4,3) takes it a minute or two in Python).

Usage: scripts/kalah-independent.py [--positions N] [--seed S] [--binary PATH]
"""

import argparse
import os
import random
import subprocess
import sys
from functools import lru_cache
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BOARDS = [(3, 2), (3, 3), (3, 4), (4, 2), (4, 3)]


def rules(m: int, empty_capture: bool):
    """The moves of Kalah(m, *): a board is a tuple of 2m + 2 counts, the mover's pits from its left, its
    store, the opponent's pits from its left, its store (so the mover is always the first half)."""

    def sow(board, pit):
        """The board after the mover sows `pit`, whether the mover goes again, and whether the game is over;
        the board is returned from the side of whoever moves next."""
        b = list(board)
        seeds, b[pit] = b[pit], 0
        at = pit
        while seeds:
            at = (at + 1) % (2 * m + 2)
            if at == 2 * m + 1:  # the opponent's store
                continue
            b[at] += 1
            seeds -= 1
        if at < m and b[at] == 1:
            facing = 2 * m - at
            if b[facing] > 0 or empty_capture:
                b[m] += b[at] + b[facing]
                b[at] = b[facing] = 0
        over = sum(b[:m]) == 0 or sum(b[m + 1:2 * m + 1]) == 0
        if over:
            b[m] += sum(b[:m])
            b[2 * m + 1] += sum(b[m + 1:2 * m + 1])
            for i in list(range(m)) + list(range(m + 1, 2 * m + 1)):
                b[i] = 0
        again = at == m and not over
        if not again:
            b = b[m + 1:] + b[:m + 1]
        return tuple(b), again, over

    @lru_cache(maxsize=None)
    def value(board):
        """The final margin for the player to move (stores included), with best play."""
        if sum(board[:m]) == 0 or sum(board[m + 1:2 * m + 1]) == 0:
            return sum(board[:m + 1]) - sum(board[m + 1:])
        best = None
        for pit in range(m):
            if board[pit] == 0:
                continue
            nxt, again, over = sow(board, pit)
            if over:
                # A finished board is turned to the other side (nobody moves again after the end).
                v = value_of_finished(nxt, m, flipped=not again)
            else:
                v = value(nxt) if again else -value(nxt)
            best = v if best is None else max(best, v)
        return best

    return sow, value


def value_of_finished(board, m, flipped):
    """The margin of a finished board for the player who just moved."""
    mine, theirs = (board[2 * m + 1], board[m]) if flipped else (board[m], board[2 * m + 1])
    return mine - theirs


def setup_text(board, m, mover):
    """The board (from the mover's side) in the game's position notation, players One and Two."""
    mine, theirs = list(board[:m + 1]), list(board[m + 1:])
    one, two = (mine, theirs) if mover == 1 else (theirs, mine)
    return f"{','.join(map(str, one))}/{','.join(map(str, two))} {mover}"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--positions", type=int, default=200, help="random positions per board and rule")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--binary", default=os.environ.get("MINIMAX_ARCADE", str(ROOT / "target" / "release" / "minimax-arcade")))
    args = parser.parse_args()
    sys.setrecursionlimit(100_000)
    rng = random.Random(args.seed)
    total = 0
    for m, n in BOARDS:
        for empty in (False, True):
            sow, value = rules(m, empty)
            start = tuple([n] * m + [0] + [n] * m + [0])
            asked = [(setup_text(start, m, 1), value(start))]
            while len(asked) < args.positions:
                board, mover = start, 1
                while True:
                    pits = [p for p in range(m) if board[p]]
                    nxt, again, over = sow(board, rng.choice(pits))
                    if over:
                        break
                    mover = mover if again else 3 - mover
                    board = nxt
                    if rng.random() < 0.3:
                        asked.append((setup_text(board, m, mover), value(board)))
                        break
            name = f"kalah:{m}x{n}" + (":empty" if empty else "")
            lines = "\n".join(text for text, _ in asked) + "\n"
            answer = subprocess.run([args.binary, "solve", name], input=lines, capture_output=True, text=True)
            got = answer.stdout.splitlines()
            for (text, want), line in zip(asked, got):
                # The game answers the margin for the player to move, signed, and its best move:
                # `<line> +4 best move c`.
                value = line[len(text):].split(" best move ")[0].strip() if line.startswith(text) else line
                if value != f"{want:+d}":
                    sys.exit(f"{name}: {text}: this solver says {want:+d}, the game says {line!r}")
            if len(got) != len(asked):
                sys.exit(f"{name}: {len(asked)} positions asked, {len(got)} answered: {answer.stderr.strip()[:300]}")
            total += len(asked)
            print(f"{name}: start {asked[0][1]:+d}, {len(asked)} positions agree", file=sys.stderr)
    print(f"{total} positions of {len(BOARDS)} small boards under both capture rules: the game's solver and an "
          f"independent one agree on every value")


if __name__ == "__main__":
    main()
