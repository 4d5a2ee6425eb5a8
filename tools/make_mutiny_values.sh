#!/usr/bin/env bash
# Remakes the tables of Mutiny's values at the boundaries of the game built into skb
# (solver/mutiny/data/values-PROFILE-N.skbval.xz, solver/mutiny/value_table.h), which `skb mutiny
# advise` reads to answer at any decision within a second: runs skb_make_mutiny_values (tools/)
# and compresses its tables with xz. Remake them after remaking an equilibrium
# (tools/make_mutiny_equilibria.sh does) or changing a profile's rules, then rebuild skb:
# a table made for another equilibrium is never read (its fingerprint differs), and
# tests/mutiny/test_value_table.cpp fails until the tables match.
#
# Usage: tools/make_mutiny_values.sh [BUILD] [PLAYERS] [PROFILES]
#   BUILD     a configured build folder (default build/release); skb_make_mutiny_values is built
#             there first, with the equilibria of solver/mutiny/data/ built in
#   PLAYERS   player counts, comma-separated (default 4,5,6)
#   PROFILES  profiles, comma-separated (default random,honest,equilibrium)
# Time and memory on this project's 2-core machine (2026-11-27): 4 players about 30 s, 6 players
# about a minute and a half, 5 players about 4 minutes (the 5-player equilibrium: 3.7 GB).
set -euo pipefail
cd "$(dirname "$0")/.."
build="${1:-build/release}"
players="${2:-4,5,6}"
profiles="${3:-random,honest,equilibrium}"
[ -f "$build/CMakeCache.txt" ] || { echo "make_mutiny_values.sh: no configured build at $build" >&2; exit 2; }
cmake --build "$build" --target skb_make_mutiny_values
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
"$build/tools/skb_make_mutiny_values" "$work" "$players" "$profiles"
mkdir -p solver/mutiny/data
for table in "$work"/values-*.skbval; do
  xz -9e -T1 --stdout "$table" > "solver/mutiny/data/$(basename "$table").xz"
done
ls -l solver/mutiny/data/values-*
echo "make_mutiny_values.sh: now re-run cmake and rebuild skb (the tables are built into it)"
