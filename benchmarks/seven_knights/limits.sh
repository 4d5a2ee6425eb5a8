#!/usr/bin/env bash
# The largest record skb accepts, and what it costs: writes a 16 MiB record (the reader's limit,
# kMaxRecordBytes in solver/seven_knights/record_reader.h: 8 players of `standard`, lenient
# rules, about 600,000 questions, each about the answerer's own tile and answered truthfully in
# one deal), then times `skb solve` and `skb advise` in every phase on it, reporting the median
# wall time and peak memory (maximum resident set) over the runs. The README's Reliability
# section quotes this table.
#
# Usage: benchmarks/seven_knights/limits.sh [--runs N] [--skb PATH]
#   --runs N    runs per command (default 3; each takes several seconds)
#   --skb PATH  the skb to measure (default build/release/skb, built by tools/quickstart.sh)
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
runs=3
skb="$root/build/release/skb"
while [[ $# -gt 0 ]]; do
  case "$1" in
    --runs) runs="$2"; shift 2 ;;
    --skb) skb="$2"; shift 2 ;;
    -h|--help) sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "limits.sh: unknown argument: $1 (see --help)" >&2; exit 2 ;;
  esac
done
[[ -x "$skb" ]] || { echo "limits.sh: no skb at $skb (run tools/quickstart.sh, or pass --skb)" >&2; exit 2; }
[[ -x /usr/bin/time ]] || { echo "limits.sh: needs /usr/bin/time (Debian package time)" >&2; exit 2; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
record="$work/largest.skb"
python3 - "$record" <<'EOF'
import random, sys
# The deal every answer is true in; Cat holds the Witch.
deal = dict(Ann=3, Ben=6, Cat=0, Dan=1, Eve=7, Fay=2, Gus=5, Hal=4)
names = list(deal)
questions = [("{b} in {{1..3}}", lambda v: 1 <= v <= 3), ("{b} < 4", lambda v: v != 0 and v < 4),
             ("{b} in {{W,5}}", lambda v: v in (0, 5)), ("{b} != 4", lambda v: v != 4),
             ("{b} > 2", lambda v: v != 0 and v > 2)]
limit = 16 << 20
rng = random.Random(1)
lines = ["variant standard", "players " + " ".join(names), "rules lenient", "view Ann", "tile Ann 3", "captain Ben"]
size = sum(len(l) + 1 for l in lines)
while True:
    a, b = rng.sample(names, 2)
    text, holds = rng.choice(questions)
    line = f'ask {a} {b} "{text.format(b=b)}" {"yes" if holds(deal[b]) else "no"}'
    if size + len(line) + 1 > limit:
        break
    lines.append(line)
    size += len(line) + 1
with open(sys.argv[1], "w") as f:
    f.write("\n".join(lines) + "\n")
print(f"{len(lines) - 6} questions, {size} bytes (limit {limit})", file=sys.stderr)
EOF

# Prints "median_seconds peak_megabytes" of `runs` runs of the command.
measure() {
  local times=() peaks=() out
  for ((i = 0; i < runs; ++i)); do
    /usr/bin/time -o "$work/time" -f '%e %M' "$@" >/dev/null 2>"$work/stderr" ||
      { echo "limits.sh: failed: $* ($(tail -1 "$work/stderr"))" >&2; exit 1; }
    out="$(tail -1 "$work/time")"
    times+=("${out% *}")
    peaks+=("${out#* }")
  done
  local t p
  t="$(printf '%s\n' "${times[@]}" | sort -n | sed -n "$(((runs + 1) / 2))p")"
  p="$(printf '%s\n' "${peaks[@]}" | sort -n | tail -1)"
  echo "$t $((p / 1024))"
}

printf '%-44s %10s %10s\n' "command (largest record, 16 MiB)" "median s" "peak MB"
row() {
  local label="$1"; shift
  read -r t p < <(measure "$@")
  printf '%-44s %10s %10s\n' "$label" "$t" "$p"
}
row "skb solve" "$skb" solve "$record" --json
for phase in search question vote captain; do
  row "skb advise --phase $phase" "$skb" advise "$record" --phase "$phase" --json
done
row "skb advise --phase answer" "$skb" advise "$record" --phase answer --question 'ask Ben Ann "Ann > 2"' --json
echo "($runs runs each; $(nproc) CPUs, load average $(cut -d' ' -f1-3 /proc/loadavg))"
