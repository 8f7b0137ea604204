#!/usr/bin/env bash
# Checks the GitHub Actions workflows (.github/workflows/) against the published schema of workflow files,
# with check-jsonschema (PyPI), which carries that schema: nothing is fetched from the network but the tool.
# Installs the tool once into a virtual environment under the tools folder.
set -euo pipefail
cd "$(dirname "$0")/.."
tools="${MINIMAX_ARCADE_TOOLS:-$HOME/.cache/minimax-arcade/tools}"
venv="$tools/check-jsonschema-0.39.0"
if [ ! -x "$venv/bin/check-jsonschema" ]; then
  if ! python3 -m venv "$venv" >/dev/null 2>&1; then
    sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq python3-venv >/dev/null
    rm -rf "$venv" && python3 -m venv "$venv"
  fi
  "$venv/bin/pip" install --quiet --disable-pip-version-check check-jsonschema==0.39.0
fi
"$venv/bin/check-jsonschema" --builtin-schema vendor.github-workflows .github/workflows/*.yml
