#!/usr/bin/env python3
"""Makes the Chinese font: Noto Sans CJK SC, cut down to the characters the game can show when it speaks
Chinese, in the two weights that stand for the Inter ones (Inter SemiBold -> Noto Sans CJK Medium, Inter
ExtraBold -> Noto Sans CJK Bold). Writes assets/fonts/NotoSansSC-{Medium,Bold}-subset.otf and the font's licence,
and NotoSansSC-Medium-names.otf: the few characters of Chinese's own name, which the settings show in every
language (a few kilobytes, built in, where the whole subset is loaded only when Chinese is spoken).

The characters: every one in the message files (Chinese, and English behind it for anything untranslated),
printable ASCII (numbers, point names such as h8, the notation W5 and L6), the languages' own names as the
settings list them, and the symbols the code draws itself (arrows, the minus sign, alpha and beta). Run it again
after changing zh.ftl: a test checks that every character of the Chinese messages is in the font.

Needs Debian's fonts-noto-cjk and fonts-noto-cjk-extra (the Medium weight) and fontTools from PyPI;
installs them when missing.
"""
import glob
import os
import subprocess
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
FONTS = os.path.join(ROOT, "assets", "fonts")
NOTO = "/usr/share/fonts/opentype/noto"
WEIGHTS = {"Medium": "NotoSansCJK-Medium.ttc", "Bold": "NotoSansCJK-Bold.ttc"}
# Drawn by the code rather than said by a message: the explorer's and the settings' buttons, the separators.
SYMBOLS = "−+·…←→↑↓|◀▶∞αβ≥≤×%_–—“”‘’«»"
# The settings list each language by its own name, in whatever language the game speaks.
OWN_NAMES = "English Русский 简体中文 Svenska Bahasa Melayu"


def need():
    """Installs the fonts and fontTools when they are missing."""
    missing = [name for name in WEIGHTS.values() if not os.path.exists(os.path.join(NOTO, name))]
    if missing:
        subprocess.run(["apt-get", "install", "-y", "-qq", "fonts-noto-cjk", "fonts-noto-cjk-extra"], check=True)
    try:
        import fontTools  # noqa: F401
    except ImportError:
        subprocess.run([sys.executable, "-m", "pip", "install", "-q", "fonttools"], check=True)


def message_text(path):
    """Every character of the messages' values in a Fluent file (not the comments, not the ids, and not the
    web page's own words, `web-*`, which the browser draws in its fonts before the game runs)."""
    chars = set()
    for line in open(path, encoding="utf-8"):
        if line.lstrip().startswith("#") or line.startswith("web-"):
            continue
        value = line.split("=", 1)[1] if ("=" in line and not line.startswith(" ")) else line
        chars.update(value)
    return chars


def characters():
    chars = set(chr(c) for c in range(0x20, 0x7F))
    for name in ("zh.ftl", "en.ftl"):
        chars |= message_text(os.path.join(ROOT, "assets", "i18n", name))
    chars |= set(SYMBOLS) | set(OWN_NAMES)
    return sorted(c for c in chars if c.isprintable() or c == " ")


def main():
    need()
    from fontTools import subset
    from fontTools.ttLib import TTCollection

    text = "".join(characters())
    for weight, collection in WEIGHTS.items():
        fonts = TTCollection(os.path.join(NOTO, collection)).fonts
        # The collection holds the Japanese, Korean, Simplified and Traditional Chinese faces: take the SC one.
        index = next(i for i, f in enumerate(fonts) if "CJK SC" in f["name"].getDebugName(1))
        out = os.path.join(FONTS, f"NotoSansSC-{weight}-subset.otf")
        options = subset.Options()
        options.font_number = index
        options.layout_features = ["*"]
        options.name_IDs = ["*"]
        options.notdef_outline = True
        font = subset.load_font(os.path.join(NOTO, collection), options)
        subsetter = subset.Subsetter(options)
        subsetter.populate(text=text)
        subsetter.subset(font)
        subset.save_font(font, out, options)
        print(f"{out}: {os.path.getsize(out):,} bytes, {len(text)} characters")
        if weight == "Medium":
            names = "".join(sorted(set(c for c in OWN_NAMES if ord(c) > 0x2000)))
            font = subset.load_font(os.path.join(NOTO, collection), options)
            subsetter = subset.Subsetter(options)
            subsetter.populate(text=names)
            subsetter.subset(font)
            out = os.path.join(FONTS, "NotoSansSC-Medium-names.otf")
            subset.save_font(font, out, options)
            print(f"{out}: {os.path.getsize(out):,} bytes, {len(names)} characters")
    licence = glob.glob("/usr/share/doc/fonts-noto-cjk/copyright")
    with open(os.path.join(FONTS, "LICENSE-NotoSansCJK-OFL.txt"), "w", encoding="utf-8") as out:
        out.write(
            "Noto Sans CJK, copyright 2014-2021 Adobe (http://www.adobe.com/), with Reserved Font Name 'Source'.\n"
            "The subsets NotoSansSC-Medium-subset.otf, NotoSansSC-Bold-subset.otf and NotoSansSC-Medium-names.otf\n"
            "are made from Debian's\n"
            "fonts-noto-cjk packages by scripts/make-cjk-font.py.\n"
            "Licensed under the SIL Open Font License, Version 1.1:\n\n"
        )
        # The licence's own text, as Inter's licence file gives it (the same OFL 1.1).
        inter = open(os.path.join(FONTS, "LICENSE-OFL.txt"), encoding="utf-8").read()
        out.write(inter[inter.index("PREAMBLE"):])
    if not licence:
        print("note: Debian's copyright file for the fonts was not found; the OFL text was written", file=sys.stderr)


if __name__ == "__main__":
    main()
