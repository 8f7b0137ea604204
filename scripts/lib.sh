# shellcheck shell=bash
# Sourced by the scripts (`. scripts/lib.sh` after `cd` to the project): what they share.
#
# Written after a trap a fresh machine hit (the browser build ended with status 2 and no word, because a
# clean-up pipeline over an empty folder failed under `set -o pipefail`): a failing step now says which one,
# and the helpers below succeed on an empty or missing folder. scripts/test-scripts.sh checks them.

# A step that fails names itself, its line and its status before `set -e` ends the script.
set -o errtrace
on_error() { echo "$(basename "$0"): failed (exit status $1) at line $2: $3" >&2; }
trap 'on_error $? $LINENO "$BASH_COMMAND"' ERR

# sudo when not root, for the package installs.
sudo_if_needed() {
  if [ "$(id -u)" -eq 0 ]; then
    "$@"
  elif command -v sudo >/dev/null 2>&1; then
    sudo "$@"
  else
    echo "$(basename "$0"): needs root to run '$*' (no sudo here): run it as root, then this script again" >&2
    return 1
  fi
}

# apt_install PACKAGE...: installs Debian packages, saying which, or says what is missing where there is no apt.
apt_install() {
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "$(basename "$0"): missing: $*; install them with your system's package manager" >&2
    return 1
  fi
  echo "installing: $*"
  sudo_if_needed apt-get update -qq
  sudo_if_needed env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

# need_command COMMAND PACKAGE: installs PACKAGE when COMMAND is not on the PATH.
need_command() {
  command -v "$1" >/dev/null 2>&1 || apt_install "$2"
}

# keep_newest DIR PATTERN KEEP: removes all but the KEEP newest files of DIR whose names match PATTERN (a
# glob; subfolders are left alone). A missing or empty DIR is nothing to do.
keep_newest() {
  local dir=$1 pattern=$2 keep=$3 files i
  [ -d "$dir" ] || return 0
  mapfile -t files < <(find "$dir" -maxdepth 1 -type f -name "$pattern" -printf '%T@ %p\n' | sort -rn | cut -d' ' -f2-)
  for ((i = keep; i < ${#files[@]}; i++)); do
    rm -f -- "${files[i]}"
  done
}

# cached_optimise CACHE KEEP MODULE OPTIMISER [ARG...]: replaces MODULE by what `OPTIMISER ARG... MODULE -o OUT`
# writes. The result is kept in the folder CACHE under MODULE's hash, so an unchanged module skips the
# optimiser (wasm-opt takes minutes); the KEEP newest results stay. CACHE may be missing or empty.
cached_optimise() {
  local cache=$1 keep=$2 module=$3 key cached
  shift 3
  key=$(sha256sum "$module" | cut -c1-16)
  cached="$cache/$key.wasm"
  if [ ! -f "$cached" ]; then
    mkdir -p "$cache"
    # Written beside and renamed, so that a run cut short never leaves a wrong result under the key.
    "$@" "$module" -o "$cache/$key.partial"
    mv -- "$cache/$key.partial" "$cached"
    keep_newest "$cache" '*.wasm' "$keep"
  fi
  cp -- "$cached" "$module"
}

# cargo_target_dir: where cargo builds (CARGO_TARGET_DIR, a target directory set in a cargo config file, or
# `target`), as an absolute path.
cargo_target_dir() {
  local dir=${CARGO_TARGET_DIR:-}
  if [ -z "$dir" ]; then
    dir=$(cargo metadata --format-version 1 --no-deps |
      python3 -c 'import json, sys; print(json.load(sys.stdin)["target_directory"])')
  fi
  realpath -m "${dir:-target}"
}
