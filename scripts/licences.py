#!/usr/bin/env python3
"""The licences of everything that ships inside Minimax Arcade, in one text file for a package.

    python3 scripts/licences.py --target x86_64-unknown-linux-gnu --out dist/THIRD-PARTY-LICENSES.txt

It asks `cargo metadata` which crates the game's build for a target links (the normal dependencies from the
game's own crate down, with the default features: not the tests' and not the build scripts'), and writes for
each its name, version, licence expression and source, then the licence texts the crates carry (LICENSE*,
COPYING*, NOTICE*, in each crate's folder), each distinct text once with the crates that carry it. The fonts'
licences (assets/fonts/LICENSE-*.txt) and the piece sets' (assets/pieces/*/LICENSE-*.txt) come last. A crate
that carries no licence text is listed with its expression and named at the end of the run, so the list can be
checked; `--strict` makes that an error.
"""

import argparse
import hashlib
import json
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
TEXT_NAMES = ("LICENSE", "LICENCE", "COPYING", "NOTICE", "UNLICENSE", "COPYRIGHT")


def metadata(target):
    command = ["cargo", "metadata", "--format-version", "1", "--locked", "--filter-platform", target]
    out = subprocess.run(command, cwd=ROOT, check=True, capture_output=True, text=True).stdout
    return json.loads(out)


def shipped(meta):
    """The packages the game's executable links for the target: its normal dependencies, transitively."""
    nodes = {node["id"]: node for node in meta["resolve"]["nodes"]}
    root = meta["resolve"]["root"]
    seen, todo = {root}, [root]
    while todo:
        for dep in nodes[todo.pop()]["deps"]:
            if any(kind["kind"] is None for kind in dep["dep_kinds"]) and dep["pkg"] not in seen:
                seen.add(dep["pkg"])
                todo.append(dep["pkg"])
    packages = {package["id"]: package for package in meta["packages"]}
    # The project's own crates (the game and its core, by path, not from a registry) are under its licence.
    return sorted((packages[i] for i in seen if packages[i]["source"]), key=lambda p: (p["name"], p["version"]))


def texts_of(package):
    folder = pathlib.Path(package["manifest_path"]).parent
    files = sorted(
        f for f in folder.iterdir() if f.is_file() and f.name.upper().startswith(TEXT_NAMES) and f.stat().st_size > 0
    )
    named = package.get("license_file")
    if not files and named and (folder / named).is_file():
        files = [folder / named]
    return [(f.name, f.read_text(encoding="utf-8", errors="replace").strip()) for f in files]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--target", default="x86_64-unknown-linux-gnu")
    parser.add_argument("--out", required=True)
    parser.add_argument("--strict", action="store_true", help="fail when a crate carries no licence text")
    args = parser.parse_args()

    meta = metadata(args.target)
    ours = next(p for p in meta["packages"] if p["id"] == meta["resolve"]["root"])
    packages = shipped(meta)
    by_text, without = {}, []
    lines = [
        f"Minimax Arcade {ours['version']} ({ours['license']}: LICENSE-MIT, LICENSE-APACHE) is built with the",
        f"following {len(packages)} crates for {args.target}. Their licence texts follow the list, each",
        "distinct text once, with the crates that carry it; the fonts' licences come last.",
        "",
    ]
    for package in packages:
        source = package.get("repository") or "crates.io"
        lines.append(f"{package['name']} {package['version']}  ·  {package.get('license') or 'no licence named'}  ·  {source}")
        texts = texts_of(package)
        if not texts:
            without.append(f"{package['name']} {package['version']} ({package.get('license')})")
        for name, text in texts:
            key = hashlib.sha256(text.encode()).hexdigest()
            by_text.setdefault(key, (name, text, []))[2].append(f"{package['name']} {package['version']}")
    lines.append("")
    for name, text, carriers in sorted(by_text.values(), key=lambda t: t[2][0]):
        lines += ["=" * 78, f"{name}, carried by: {', '.join(carriers)}", "=" * 78, "", text, ""]
    for font in sorted((ROOT / "assets" / "fonts").glob("LICENSE-*.txt")):
        lines += ["=" * 78, f"Font licence: {font.name}", "=" * 78, "", font.read_text(encoding="utf-8").strip(), ""]
    for art in sorted((ROOT / "assets" / "pieces").glob("*/LICENSE-*.txt")):
        lines += ["=" * 78, f"Piece set licence: {art.name}", "=" * 78, "", art.read_text(encoding="utf-8").strip(), ""]
    if without:
        # Their licences' standard texts: Apache-2.0's is among the texts above (word for word the same in
        # every crate that carries it); MIT's is below, without a copyright line, which these crates do not
        # give (their authors are named in their repositories); MIT-0 and CC0-1.0 ask for no notice.
        mit = (ROOT / "LICENSE-MIT").read_text(encoding="utf-8").split("Permission is hereby granted", 1)[1]
        lines += ["=" * 78, "Crates that carry no licence text of their own (their expression above applies):"]
        lines += [f"  {w}" for w in without]
        lines += ["", "The MIT licence, for those of them under it (copyright: the crate's authors):", ""]
        lines += ["Permission is hereby granted" + mit.rstrip(), ""]
    out = pathlib.Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{out}: {len(packages)} crates, {len(by_text)} distinct licence texts, {out.stat().st_size:,} bytes")
    if without:
        print("no licence text in: " + "; ".join(without), file=sys.stderr)
        if args.strict:
            sys.exit(1)


if __name__ == "__main__":
    main()
