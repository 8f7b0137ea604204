#!/usr/bin/env bash
# Installs what Minimax Arcade needs on a Debian or Ubuntu machine, and only what is missing.
#   scripts/setup.sh                    to build and test: a C toolchain, pkg-config, ALSA headers, Rust
#   scripts/setup.sh --run              also the libraries the game window loads at run time
#   scripts/setup.sh --virtual-display  also a virtual X display with software Vulkan, for machines without
#                                       a screen or GPU (servers, CI)
set -euo pipefail
. "$(dirname "$0")/lib.sh"

want_run=false
want_virtual=false
for arg in "$@"; do
  case "$arg" in
    --run) want_run=true ;;
    --virtual-display) want_run=true; want_virtual=true ;;
    *) echo "usage: $0 [--run] [--virtual-display]" >&2; exit 2 ;;
  esac
done

packages=()
command -v cc >/dev/null 2>&1 || packages+=(build-essential)
command -v pkg-config >/dev/null 2>&1 || packages+=(pkg-config)
# Bevy's audio links ALSA on Linux.
pkg-config --exists alsa 2>/dev/null || packages+=(libasound2-dev)
command -v curl >/dev/null 2>&1 || packages+=(curl ca-certificates)

installed() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"; }
if $want_run; then
  # winit loads X11 and xkbcommon at run time; wgpu loads Vulkan.
  for p in libx11-6 libxcursor1 libxrandr2 libxi6 libx11-xcb1 libxkbcommon-x11-0 libvulkan1; do
    installed "$p" || packages+=("$p")
  done
fi
if $want_virtual; then
  command -v xvfb-run >/dev/null 2>&1 || packages+=(xvfb xauth)
  # Mesa's software Vulkan (lavapipe) renders where there is no GPU.
  [ -e /usr/share/vulkan/icd.d/lvp_icd.x86_64.json ] || packages+=(mesa-vulkan-drivers)
fi

[ ${#packages[@]} -eq 0 ] || apt_install "${packages[@]}"

if ! command -v cargo >/dev/null 2>&1 && [ -x "$HOME/.cargo/bin/cargo" ]; then
  export PATH="$HOME/.cargo/bin:$PATH"
fi
if ! command -v cargo >/dev/null 2>&1; then
  echo "installing Rust with rustup"
  # Clippy and rustfmt too: scripts/test.sh runs them (the minimal profile has neither).
  curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh -s -- -y --profile minimal --component clippy,rustfmt
  export PATH="$HOME/.cargo/bin:$PATH"
fi
# Edition 2024 and Bevy 0.19 want Rust 1.95 or newer.
version=$(rustc --version | awk '{print $2}')
if [ "$(printf '%s\n1.95.0\n' "$version" | sort -V | head -n1)" != "1.95.0" ]; then
  echo "Rust $version is too old: 1.95 or newer is needed (rustup update stable)" >&2
  exit 1
fi
