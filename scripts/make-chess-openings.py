#!/usr/bin/env python3
"""Makes the chess openings' names: lichess's chess-openings data set (https://github.com/lichess-org/chess-openings,
public domain as a collection of facts, and CC0 as far as it is more), its five volumes A to E joined into one
file, assets/openings/chess-openings.tsv: a header, then one opening a line, its ECO code, its name (English)
and its moves in PGN from the start, separated by tabs. Its licence text (CC0 1.0) goes beside it, as
assets/openings/LICENSE-chess-openings-CC0.txt.

The game reads the file into its binary and plays each line's moves once, on first use, to know the positions
by name (crates/core/src/rules/chess/openings.rs).

Usage: scripts/make-chess-openings.py [CLONE]: CLONE is a clone of the repository (cloned into a temporary
folder when not given, which needs git and the network). Checks every line's shape before writing.
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
OUT = os.path.join(ROOT, "assets", "openings", "chess-openings.tsv")
LICENCE = os.path.join(ROOT, "assets", "openings", "LICENSE-chess-openings-CC0.txt")
REPOSITORY = "https://github.com/lichess-org/chess-openings"
HEADER = "eco\tname\tpgn"
ECO = re.compile(r"^[A-E][0-9][0-9]$")


def volumes(clone):
    """The five volumes' lines, in order, without their headers."""
    lines = []
    for volume in "abcde":
        with open(os.path.join(clone, f"{volume}.tsv"), encoding="utf-8") as f:
            rows = f.read().splitlines()
        if rows[0] != HEADER:
            sys.exit(f"{volume}.tsv: expected the header {HEADER!r}, found {rows[0]!r}")
        for number, row in enumerate(rows[1:], start=2):
            fields = row.split("\t")
            if len(fields) != 3 or not ECO.match(fields[0]) or not fields[1] or not fields[2].startswith("1."):
                sys.exit(f"{volume}.tsv line {number}: not an opening: {row!r}")
            lines.append(row)
    return lines


def main():
    if len(sys.argv) > 1:
        clone = sys.argv[1]
    else:
        clone = tempfile.mkdtemp()
        subprocess.run(["git", "clone", "--depth", "1", "-q", REPOSITORY, clone], check=True)
    lines = volumes(clone)
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        f.write("\n".join([HEADER, *lines]) + "\n")
    shutil.copyfile(os.path.join(clone, "COPYING.txt"), LICENCE)
    print(f"{OUT}: {len(lines)} openings, {os.path.getsize(OUT):,} bytes")


if __name__ == "__main__":
    main()
