#!/usr/bin/env python3
"""Makes the chess pieces' font: the twelve chess symbols of Noto Sans Symbols 2 (U+2654 to U+265F, the white
and black king, queen, rook, bishop, knight and pawn), cut out of Debian's fonts-noto-core. Writes
assets/fonts/NotoSansSymbols2-Chess.ttf (a few kilobytes) and its licence, LICENSE-NotoSansSymbols2-OFL.txt.

The board draws each piece as the black symbol filled in the side's colour, with the white symbol's outline
over it. Needs fonts-noto-core and fontTools from PyPI; installs them when missing.
"""
import os
import subprocess
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
FONTS = os.path.join(ROOT, "assets", "fonts")
SOURCE = "/usr/share/fonts/truetype/noto/NotoSansSymbols2-Regular.ttf"
CHARACTERS = "".join(chr(c) for c in range(0x2654, 0x2660))


def need():
    """Installs the font and fontTools when they are missing."""
    if not os.path.exists(SOURCE):
        subprocess.run(["apt-get", "install", "-y", "-qq", "fonts-noto-core"], check=True)
    try:
        import fontTools  # noqa: F401
    except ImportError:
        subprocess.run([sys.executable, "-m", "pip", "install", "-q", "fonttools"], check=True)


def main():
    need()
    from fontTools import subset

    options = subset.Options()
    options.layout_features = []
    options.name_IDs = ["*"]
    options.notdef_outline = True
    font = subset.load_font(SOURCE, options)
    subsetter = subset.Subsetter(options)
    subsetter.populate(text=CHARACTERS)
    subsetter.subset(font)
    out = os.path.join(FONTS, "NotoSansSymbols2-Chess.ttf")
    subset.save_font(font, out, options)
    print(f"{out}: {os.path.getsize(out):,} bytes, {len(CHARACTERS)} characters")
    with open(os.path.join(FONTS, "LICENSE-NotoSansSymbols2-OFL.txt"), "w", encoding="utf-8") as licence:
        licence.write(
            "Noto Sans Symbols 2, copyright 2017 Google Inc. All Rights Reserved.\n"
            "The subset NotoSansSymbols2-Chess.ttf (its twelve chess symbols) is made from Debian's\n"
            "fonts-noto-core package by scripts/make-chess-font.py.\n"
            "Licensed under the SIL Open Font License, Version 1.1:\n\n"
        )
        # The licence's own text, as Inter's licence file gives it (the same OFL 1.1).
        inter = open(os.path.join(FONTS, "LICENSE-OFL.txt"), encoding="utf-8").read()
        licence.write(inter[inter.index("PREAMBLE"):])


if __name__ == "__main__":
    main()
