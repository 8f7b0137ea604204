#!/usr/bin/env bash
# Installs what is missing, checks the code with Clippy (warnings are errors), then runs every test of both
# crates (the game's and its core's, `crates/core`): the rules and the engine against their oracles, the
# command line, and the game's logic and view headless. Then the command line once more without Bevy
# (`--no-default-features`), Clippy included, so that what is behind the `app` feature cannot hide a command
# line that no longer builds alone; only its own tests run there, not the whole suite twice. Last, the release
# workflow against the published schema of GitHub workflows, and the scripts' own checks
# (scripts/test-scripts.sh). Extra arguments go to `cargo test`.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib.sh
scripts/setup.sh
export PATH="$HOME/.cargo/bin:$PATH"
# A Rust installed without them (rustup's minimal profile) gets Clippy and rustfmt from rustup.
cargo clippy --version >/dev/null 2>&1 || rustup component add clippy
cargo fmt --version >/dev/null 2>&1 || rustup component add rustfmt
scripts/test-scripts.sh
# The test family's descriptor is declared inside a macro, where `cargo fmt` does not follow: it is checked
# on its own.
{ cargo fmt --check && rustfmt --edition 2024 --check src/app/games/crowning.rs; } >/dev/null 2>&1 ||
    echo "note: the code is not formatted as rustfmt would (cargo fmt)"
cargo clippy --locked --workspace --all-targets --all-features -- -D warnings
# The build that ships: without the tests' dev-dependencies, so without the stage's test family.
cargo clippy --locked --workspace -- -D warnings
cargo test --locked --workspace "$@"
cargo clippy --locked --no-default-features --all-targets -- -D warnings
cargo test --locked --no-default-features --lib "$@"
scripts/check-workflows.sh
