#!/usr/bin/env bash
# Remakes the Mutiny equilibria built into skb (solver/mutiny/data/equilibrium-N.skbstrat.xz):
# solves each player count by CFR+ with `skb mutiny analyze --save-equilibrium`, compresses the
# tables with xz and prints each solve's NashConv. Rebuild skb afterwards (the build decompresses
# the tables into the program), then remake the tables of values that advise reads for them
# (tools/make_mutiny_values.sh BUILD PLAYERS equilibrium: a table of values made for another
# equilibrium is never read, and advise is slow without one) and the goldens that use them
# (examples/mutiny/advise/*.json without a profile in their name).
#
# Usage: tools/make_mutiny_equilibria.sh [SKB] [PLAYERS] [ITERATIONS]
#   SKB         the skb to solve with (default build/release/skb)
#   PLAYERS     player counts, comma-separated (default 4,5,6; each is solved on its reduction,
#               solver/mutiny/reduction.h)
#   ITERATIONS  CFR+ iterations (default 1000: about 3 to 6 minutes with 4 players, 15 with 5 and
#               40 with 6, and 4.5 GB with 5 or 6)
#               (the tables built in: 4 players with 1000, 5 players with 2000 and 6 players with
#               1000 iterations, made by `tools/make_mutiny_equilibria.sh build/release/skb 4 1000`,
#               `... 5 2000` and `... 6 1000`)
set -euo pipefail
cd "$(dirname "$0")/.."
skb="${1:-build/release/skb}"
players="${2:-4,5,6}"
iterations="${3:-1000}"
[ -x "$skb" ] || { echo "make_mutiny_equilibria.sh: no skb at $skb (build it first: tools/quickstart.sh)" >&2; exit 2; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
"$skb" mutiny analyze --players "$players" --profile equilibrium --iterations "$iterations" --check-every 50 \
  --no-best-response --save-equilibrium "$work" --json > "$work/solve.json"
mkdir -p solver/mutiny/data
for table in "$work"/equilibrium-*.skbstrat; do
  xz -9e -T1 --stdout "$table" > "solver/mutiny/data/$(basename "$table").xz"
done
python3 - "$work/solve.json" <<'PY'
import json, sys
for row in json.load(open(sys.argv[1])):
    s = row["solved"]
    print(f"{row['players']} players: {s['iterations']} iterations in {s['seconds']:.0f} s, NashConv {s['nash_conv']:.5f} "
          f"in the reduced game, crew wins {row['crew_win']:.4f}")
PY
ls -l solver/mutiny/data/
