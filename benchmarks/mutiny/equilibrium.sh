#!/usr/bin/env bash
# The 4-player equilibrium solved from nothing, as a whole process: `skb mutiny analyze --solve`
# (the reduced game's graph, 1,000 CFR+ iterations with NashConv measured every 50, the table
# rounded and measured), timed with /usr/bin/time. Prints the wall time, the peak memory, the
# iterations per second and NashConv against time. Targets: under 10 minutes on 2 cores, under
# 4 GiB.
#
# Usage: benchmarks/mutiny/equilibrium.sh [SKB] [ITERATIONS]
#   SKB         the skb to run (default build/bench/skb)
#   ITERATIONS  CFR+ iterations (default 1000)
set -euo pipefail
cd "$(dirname "$0")/../.."
skb="${1:-build/bench/skb}"
iterations="${2:-1000}"
[ -x "$skb" ] || { echo "equilibrium.sh: no skb at $skb" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "equilibrium.sh: /usr/bin/time is needed (Debian package time)" >&2; exit 2; }
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
/usr/bin/time -v "$skb" mutiny analyze --players 4 --profile equilibrium --solve --iterations "$iterations" \
  --check-every 50 --no-best-response --json --quiet > "$out/solve.json" 2> "$out/time.txt"
python3 - "$out/solve.json" "$out/time.txt" <<'PY'
import json, re, sys
row = json.load(open(sys.argv[1]))[0]
time = open(sys.argv[2]).read()
wall = re.search(r"Elapsed \(wall clock\) time.*: (\S+)", time).group(1)
peak = int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", time).group(1)) / 1024 / 1024
parts = [float(p) for p in wall.split(":")]
seconds = sum(p * 60 ** i for i, p in enumerate(reversed(parts)))
s = row["solved"]
trace = s["trace"]
cfr_seconds = trace[-1]["seconds"]
print(f"4-player equilibrium from nothing: {seconds:.0f} s wall (target < 600 s), peak {peak:.2f} GiB (target < 4 GiB)")
print(f"  graph {s['nodes']:,} states; CFR+ {s['iterations']} iterations in {cfr_seconds:.0f} s, "
      f"{s['iterations'] / cfr_seconds:.2f} iterations/s (NashConv checks included)")
print(f"  NashConv (reduced game) {s['nash_conv']:.5f}; the crew wins {row['crew_win']:.4f}")
print("  NashConv against time:")
for t in trace:
    print(f"    {t['iterations']:>5} iterations  {t['seconds']:>7.1f} s  {t['nash_conv']:.5f}")
PY
