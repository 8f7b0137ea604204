#!/usr/bin/env bash
# Checks the GitHub Actions workflows (.github/workflows/) against the published schema of workflow files,
# with check-jsonschema (PyPI), which carries that schema: nothing is fetched from the network but the tool.
# Installs the tool once into a virtual environment under the tools folder.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib.sh
tools="${MINIMAX_ARCADE_TOOLS:-$HOME/.cache/minimax-arcade/tools}"
venv="$tools/check-jsonschema-0.39.0"
if [ ! -x "$venv/bin/check-jsonschema" ]; then
  need_command python3 python3
  if ! python3 -m venv "$venv" >/dev/null 2>&1; then
    apt_install python3-venv
    rm -rf "$venv" && python3 -m venv "$venv"
  fi
  "$venv/bin/pip" install --quiet --disable-pip-version-check check-jsonschema==0.39.0
fi
shopt -s nullglob
workflows=(.github/workflows/*.yml .github/workflows/*.yaml)
[ ${#workflows[@]} -gt 0 ] || { echo "check-workflows.sh: no workflow in .github/workflows/" >&2; exit 1; }
"$venv/bin/check-jsonschema" --builtin-schema vendor.github-workflows "${workflows[@]}"
