#!/usr/bin/env python3
"""Checks Minimax Arcade's Kalah rules against an independent implementation: OpenSpiel's `mancala` (standard
Kalah with six pits of four seeds, Apache 2.0, installed from PyPI into a virtual environment of its own under
~/.cache/minimax-arcade/openspiel-venv).

It plays random games with OpenSpiel and asks the game's command line (`minimax-arcade show kalah`) where every
prefix of each game leads: the same position (pits, stores, side to move, so the same successors and moves
again), the same legal moves, and at the end the same final margin. OpenSpiel's returns are only +1/-1/0, so
the margin is read from its board.

Usage: scripts/kalah-vs-openspiel.py [--games N] [--seed S] [--binary PATH]
Not part of CI: it needs the network once, for the wheel. If no wheel of open-spiel fits this Python, it says
so and checks nothing (exit status 2).
"""

import argparse
import os
import random
import subprocess
import sys
import venv
from pathlib import Path

VENV = Path.home() / ".cache" / "minimax-arcade" / "openspiel-venv"
ROOT = Path(__file__).resolve().parent.parent
# Games sent to the game's command line at a time.
BATCH = 500


def in_venv_python() -> str:
    """The virtual environment's Python, with open-spiel installed (made the first time)."""
    python = VENV / "bin" / "python"
    if not python.exists():
        print(f"making {VENV} ...", file=sys.stderr)
        venv.create(VENV, with_pip=True)
    probe = subprocess.run([str(python), "-c", "import pyspiel"], capture_output=True)
    if probe.returncode != 0:
        print("installing open-spiel from PyPI ...", file=sys.stderr)
        install = subprocess.run([str(python), "-m", "pip", "install", "--quiet", "open-spiel"], capture_output=True, text=True)
        if install.returncode != 0:
            version = ".".join(map(str, sys.version_info[:2]))
            print(f"no open-spiel wheel fits this Python ({version}, {sys.platform}); nothing was checked.\n{install.stderr.strip()}")
            sys.exit(2)
    return str(python)


def ours(action: int, player: int) -> str:
    """OpenSpiel's action as the game writes the move: the mover's pit from its own left, a to f."""
    pit = action - 1 if player == 0 else action - 8
    return "abcdef"[pit]


def setup(tensor) -> str:
    """OpenSpiel's board (its observation: index 0 player 1's store, 1-6 player 0's pits, 7 its store, 8-13
    player 1's pits from its own left, then the player to move) in the game's position notation."""
    board = [int(v) for v in tensor[:14]]
    one = board[1:7] + [board[7]]
    two = board[8:14] + [board[0]]
    return f"{','.join(map(str, one))}/{','.join(map(str, two))} {int(tensor[14]) + 1}"


def playout(game, rng):
    """One random game: for each prefix of its moves (the empty one first), the line and what the game's
    command line should answer."""
    state = game.new_initial_state()
    line = ""
    expected = []
    while True:
        tensor = state.observation_tensor(0)
        position = setup(tensor)
        if state.is_terminal():
            board = [int(v) for v in tensor[:14]]
            margin = (board[7] + sum(board[1:7])) - (board[0] + sum(board[8:14]))
            # At the end only the margin is compared: OpenSpiel leaves the last seeds in their pits and names a
            # player to move, where the game sweeps them into their stores.
            expected.append((line, f"over margin {margin:+d}"))
            return expected
        player = state.current_player()
        legal = state.legal_actions()
        moves = " ".join(ours(a, player) for a in legal)
        expected.append((line, f"{line} {position}; {moves}"))
        action = rng.choice(legal)
        line += ours(action, player)
        state.apply_action(action)


def check(binary: str, batch) -> list:
    """Sends a batch of games' prefixes to the game's command line; the lines where it answered otherwise."""
    lines = [line for game in batch for line, _ in game]
    wanted = [want for game in batch for _, want in game]
    answer = subprocess.run([binary, "show", "kalah"], input="\n".join(lines) + "\n", capture_output=True, text=True)
    got = answer.stdout.splitlines()
    def same(want, got):
        if want.startswith("over "):
            return got.rsplit("; ", 1)[-1].strip() == want
        return want.rstrip() == got.rstrip()

    wrong = [(w, g) for w, g in zip(wanted, got) if not same(w, g)]
    if len(got) != len(wanted):
        wrong.append((f"{len(wanted)} answers", f"{len(got)} answers; {answer.stderr.strip()[:300]}"))
    return wrong


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--binary", default=os.environ.get("MINIMAX_ARCADE", str(ROOT / "target" / "release" / "minimax-arcade")))
    args = parser.parse_args()
    python = in_venv_python()
    if Path(sys.executable).resolve() != Path(python).resolve() and not os.environ.get("KALAH_CHECK_IN_VENV"):
        env = dict(os.environ, KALAH_CHECK_IN_VENV="1")
        sys.exit(subprocess.call([python, __file__, *sys.argv[1:]], env=env))
    import pyspiel

    game = pyspiel.load_game("mancala")
    rng = random.Random(args.seed)
    checked = positions = again = finished = 0
    batch = []
    for n in range(args.games):
        batch.append(playout(game, rng))
        if len(batch) == BATCH or n == args.games - 1:
            wrong = check(args.binary, batch)
            if wrong:
                for want, got in wrong[:5]:
                    print(f"OpenSpiel: {want}\ngame:      {got}")
                sys.exit(f"{len(wrong)} answers differ in games {checked + 1} to {checked + len(batch)}")
            for game_lines in batch:
                positions += len(game_lines)
                finished += 1
                # Moves again: a move after which the same side is to move.
                sides = [want.rsplit(";", 1)[0].split()[-1] for _, want in game_lines if not want.startswith("over ")]
                again += sum(1 for a, b in zip(sides, sides[1:]) if a == b)
            checked += len(batch)
            batch = []
            print(f"{checked} games agree ...", file=sys.stderr)
    print(f"{checked} random games of Kalah(6,4), {positions} positions, {again} moves again, {finished} final "
          f"margins: the game's rules and OpenSpiel's mancala agree on every one")


if __name__ == "__main__":
    main()
