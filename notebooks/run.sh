#!/usr/bin/env bash
# Executes the analysis notebooks with jupyter nbconvert.
#
# Usage (from anywhere):
#   notebooks/run.sh --small OUTDIR [NOTEBOOK...]
#       small inputs (SKB_NOTEBOOK_SMALL=1), executed copies written to OUTDIR; the notebooks
#       themselves are not touched. This is what the test command runs, into a temporary folder.
#   notebooks/run.sh --full [NOTEBOOK...]
#       full sizes, executed in place: the notebooks keep the outputs (commit them afterwards).
#       seven_knights/variant_balance.ipynb plays 2,000 rounds per cell: about 2.5 minutes on 2 cores.
# NOTEBOOK: a notebook as GAME/NAME.ipynb or NAME.ipynb (or just NAME.ipynb for GAME/NAME.ipynb)
# under this folder; default: every notebook here (notebooks/*.ipynb) and of every game
# (notebooks/GAME/*.ipynb). Each runs in its own folder;
# --small writes OUTDIR/NAME.ipynb and OUTDIR/GAME/NAME.ipynb.
#
# Environment: SKB_BINARY, the skb executable (default: the first of build/release/skb,
# build/test/skb, build/nb/skb); SKB_BENCH_DIR, the benchmark summaries for solver_speed
# (default build/bench/benchmarks). Relative paths are taken from the current folder.
# Exit status: 0 when every notebook ran, 1 when one failed (its error is printed), 2 for a
# wrong command line.
set -uo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
usage() { sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//'; }

mode=""
outdir=""
case "${1:-}" in
  --small)
    mode=small
    [[ $# -ge 2 && -n "$2" && "$2" != --* ]] || { echo "run.sh: --small needs an output folder" >&2; exit 2; }
    outdir="$2"
    shift 2
    ;;
  --full) mode=full; shift ;;
  -h|--help) usage; exit 0 ;;
  *) echo "run.sh: give --small OUTDIR or --full (see --help)" >&2; exit 2 ;;
esac

notebooks=()  # paths relative to this folder: GAME/NAME.ipynb
if [[ $# -gt 0 ]]; then
  for nb in "$@"; do
    nb="${nb#notebooks/}"
    if [[ ! -f "$here/$nb" ]]; then
      found=("$here"/*/"$(basename "$nb")")
      [[ -f "${found[0]}" ]] || { echo "run.sh: no notebook $nb in $here" >&2; exit 2; }
      nb="${found[0]#"$here"/}"
    fi
    notebooks+=("$nb")
  done
else
  for nb in "$here"/*.ipynb "$here"/*/*.ipynb; do [[ -f "$nb" ]] && notebooks+=("${nb#"$here"/}"); done
fi
[[ ${#notebooks[@]} -gt 0 ]] || { echo "run.sh: no notebooks in $here" >&2; exit 2; }

command -v jupyter >/dev/null 2>&1 || {
  echo "run.sh: jupyter not found (Debian: apt-get install jupyter-nbconvert python3-ipykernel python3-pandas python3-matplotlib)" >&2
  exit 1
}

# Absolute paths: the notebooks run in this folder, not the caller's.
absolute() { [[ "$1" = /* ]] && echo "$1" || echo "$PWD/$1"; }
[[ -n "${SKB_BINARY:-}" ]] && export SKB_BINARY="$(absolute "$SKB_BINARY")"
[[ -n "${SKB_BENCH_DIR:-}" ]] && export SKB_BENCH_DIR="$(absolute "$SKB_BENCH_DIR")"
export MPLBACKEND=Agg
export PYDEVD_DISABLE_FILE_VALIDATION=1  # quiets a debugger warning of the kernel

args=(--to notebook --execute --ExecutePreprocessor.kernel_name=python3 --ExecutePreprocessor.record_timing=False)
if [[ $mode == small ]]; then
  export SKB_NOTEBOOK_SMALL=1
  outdir="$(absolute "$outdir")"
  mkdir -p "$outdir" || exit 1
  args+=(--ExecutePreprocessor.timeout=600)
else
  export SKB_NOTEBOOK_SMALL=0
  args+=(--ExecutePreprocessor.timeout=-1 --inplace)
fi

failed=()
total_start=$(date +%s)
for nb in "${notebooks[@]}"; do
  start=$(date +%s)
  echo "== $nb ($mode)" >&2
  log="$(mktemp)"
  folder="$here/$(dirname "$nb")"
  where=()
  if [[ $mode == small ]]; then
    mkdir -p "$outdir/$(dirname "$nb")" || exit 1
    where=(--output-dir "$outdir/$(dirname "$nb")")
  fi
  if (cd "$folder" && jupyter nbconvert "${args[@]}" "${where[@]}" "$(basename "$nb")") >"$log" 2>&1; then
    echo "   ok in $(( $(date +%s) - start )) s" >&2
  else
    echo "   FAILED after $(( $(date +%s) - start )) s:" >&2
    tail -40 "$log" >&2
    failed+=("$nb")
  fi
  rm -f "$log"
done
echo "== ${#notebooks[@]} notebook(s) in $(( $(date +%s) - total_start )) s" >&2
if [[ ${#failed[@]} -gt 0 ]]; then
  echo "run.sh: failed: ${failed[*]}" >&2
  exit 1
fi
