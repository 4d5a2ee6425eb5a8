#!/usr/bin/env bash
# `mpirun -np 2 skb analyze ...` must print exactly what one process prints with the same seed
# (the grid's games are shared across ranks and the integer totals summed on rank 0).
# Usage: tests/seven_knights/mpi_analyze.sh SKB MPIEXEC
set -euo pipefail
skb="$1"
mpiexec="$2"
args=(analyze --variants unity,standard,groping --players 3,4 --games 60 --seed 7 --quiet)
# Each row ends with its elapsed_seconds, which differ from run to run: compared without them.
one="$("$skb" "${args[@]}" | sed -E 's/,[0-9.e+-]+$//')"
two="$("$mpiexec" --allow-run-as-root --oversubscribe -np 2 "$skb" "${args[@]}" | sed -E 's/,[0-9.e+-]+$//')"
if [[ "$one" != "$two" ]]; then
  echo "mpirun -np 2 differs from one process:" >&2
  diff <(echo "$one") <(echo "$two") >&2 || true
  exit 1
fi
rows=$(($(echo "$two" | wc -l) - 1))
[[ $rows -eq 8 ]] || { echo "expected 8 cells, got $rows" >&2; exit 1; }
echo "mpirun -np 2 and one process agree on $rows cells"
