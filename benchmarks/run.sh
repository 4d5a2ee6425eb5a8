#!/usr/bin/env bash
# The benchmarks in one go: builds in Release (tests ON, so that the reference solver is built
# and timed too), runs the in-process benchmark (skb_bench_solve) and the whole-process one
# (skb_bench_process: per variant an empty, a full and a viewer record, against /bin/true and,
# when installed, clingo counting the same deals; then `skb advise` whole-process; its table is
# printed as it comes), and prints one compact table; then the advise benchmark
# (skb_bench_advise: advise's time targets per phase, 1 and 2 threads, with `solve` as the baseline)
# and the simulation benchmark (skb_bench_simulate: games per second against its targets, 1 and 2
# threads); then Mutiny's analysis (skb_bench_mutiny: exact profile values, best responses and a CFR+ iteration,
# 4 players; sampled CFR iterations, 4 and 6 players; skb_bench_mutiny_advise: advise at every decision
# of 4-, 5- and 6-player games against its bound; benchmarks/mutiny/equilibrium.sh: the 4-player
# equilibrium from nothing);
# then the hat game (skb_bench_hats: whole-process solve and advise, simulate games/s); then Nyet!
# (skb_bench_nyet: whole-process `skb nyet solve` on representative records against /bin/true;
# skb_bench_nyet_dd: `skb nyet dd`'s engine on random full deals at the first lead, reported
# without stopping the run while its target is not met; skb_bench_nyet_advise: whole-process
# `skb nyet advise` on 4-player card decisions, reported likewise; skb_bench_nyet_simulate: whole
# 4-player games of greedy and of pimc, reported likewise); then skb serve (skb_bench_serve: the
# page's update latency per game, reported likewise); then the trick engine (skb_bench_tricks: 1,000 random full bridge deals against DDS, solutions 1
# and 3, and full deals of the Nyet!-like test game; about ten minutes).
# Not run here (about 35 minutes): skb_bench_mutiny_sampled, sampled CFR against CFR+ on the
# 4-player reduced game, NashConv against time (docs/mutiny/analysis.md, "Sampled CFR").
#
# Usage (from anywhere, e.g. the repository root):
#   benchmarks/run.sh [--runs N] [--repetitions N] [--min-time SECONDS] [--verbose]
#     --runs N         whole-process runs per record (default 50)
#     --repetitions N  Google Benchmark repetitions per in-process benchmark (default 15)
#     --min-time S     minimum time of one repetition, in seconds (default 0.2)
#     --verbose        also print the full output of both benchmarks (always kept in the logs)
# Environment: SKB_BENCH_BUILD_DIR (default build/bench, relative to the repository root).
#
# Targets: the 8-player record in under 1 ms in-process (warm) and under 20 ms as a whole
# process; the same limits are checked for every record. Advise, in-process median on 2
# threads: captain-seen < 5 ms, captain-blind and captain-open < 100 ms, vote-8 < 50 ms.
# Simulation, games/s on 2 threads: naive 6 players >= 20,000; smart 6 players >= 500, 8 >= 50;
# the rollout profile at its default budget, 6 players >= 20 rounds/s (skb_bench_rollout).
# Mutiny, 4 players: a profile's exact value and one best response, each under 1 s; the equilibrium
# from nothing under 10 minutes and 4 GiB.
# Hat game: `skb hats solve` of a 40-turn record < 50 ms whole process (< 1 s with --model memory),
# `skb hats advise` at its default budget < 1 s, simulate of 4 memory players >= 20,000 games/s on 2 threads.
# Nyet!: `skb nyet solve` < 20 ms whole process (median) on every record of benchmarks/nyet/records/.
# skb serve: every bundled example's update (solve and legal over loopback HTTP) within 100 ms.
# Trick engine: skb's median at most 2x DDS's, both for a deal's value (solutions=1) and for every
# card's value (solutions=3), every value equal to DDS's.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
build="${SKB_BENCH_BUILD_DIR:-build/bench}"

runs=50
repetitions=15
min_time=0.2
verbose=0
while [[ $# -gt 0 ]]; do
  case "$1" in
    --runs) runs="$2"; shift 2 ;;
    --repetitions) repetitions="$2"; shift 2 ;;
    --min-time) min_time="$2"; shift 2 ;;
    --verbose) verbose=1; shift ;;
    -h|--help) sed -n '2,44p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "run.sh: unknown argument: $1 (see --help)" >&2; exit 2 ;;
  esac
done

target_inproc_ms=1
target_process_ms=20

mkdir -p "$build"
log_dir="$build/benchmarks"
mkdir -p "$log_dir"
config_log="$log_dir/configure.log"
build_log="$log_dir/build.log"

generator=()
[[ -f "$build/CMakeCache.txt" ]] || generator=(-G Ninja)

configure() {
  cmake -S . -B "$build" "${generator[@]}" -DCMAKE_BUILD_TYPE=Release -DSKB_BUILD_BENCHMARKS=ON "$@" >"$config_log" 2>&1
}
build_targets() {
  cmake --build "$build" --target skb skb_bench_solve skb_bench_process skb_bench_advise skb_bench_simulate skb_bench_rollout skb_bench_mutiny skb_bench_mutiny_advise skb_bench_hats skb_bench_nyet skb_bench_nyet_dd skb_bench_nyet_advise skb_bench_nyet_simulate skb_bench_tricks skb_bench_serve >"$build_log" 2>&1
}

# Runs one benchmark: says what it is on standard error, and runs the command with its output in
# LOG; if the command fails, shows LOG and stops.
run_bench() {
  local log="$1" title="$2"
  shift 2
  echo "== $title" >&2
  "$@" >"$log" 2>&1 || { cat "$log" >&2; exit 1; }
}

echo "== building in $build (Release, with the reference solver)" >&2
configure -DSKB_BUILD_TESTS=ON || { cat "$config_log" >&2; exit 1; }
build_targets || { tail -40 "$build_log" >&2; exit 1; }

solve_summary="$log_dir/bench_solve.tsv"
process_summary="$log_dir/bench_process.tsv"
solve_log="$log_dir/bench_solve.log"
process_log="$log_dir/bench_process.log"

run_bench "$solve_log" "in-process benchmark ($repetitions repetitions of >= ${min_time}s per benchmark)" \
  "$build/benchmarks/skb_bench_solve" --repetitions "$repetitions" --min-time "$min_time" \
  --summary "$solve_summary" --no-color
run_bench "$process_log" "whole-process benchmark ($runs runs per record)" \
  "$build/benchmarks/skb_bench_process" --runs "$runs" --skb "$build/skb" --summary "$process_summary"

if [[ $verbose == 1 ]]; then
  cat "$solve_log"
  echo
fi
cat "$process_log"
echo

awk -F'\t' -v t_in="$target_inproc_ms" -v t_proc="$target_process_ms" \
    -v load="$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?')" -v cpus="$(nproc 2>/dev/null || echo '?')" '
  function ms(us) { return us == "-" || us < 0 ? "-" : sprintf("%.3f ms", us / 1000) }
  FNR == NR { if ($1 == "/bin/true") baseline = $2; else { proc[$1] = $2 }; next }
  { order[++n] = $1; skb[$1] = $2; ref[$1] = $3; cold[$1] = $4 }
  END {
    fmt = "%-12s %12s %12s %8s %12s %12s %-18s %s\n"
    printf fmt, "record", "skb", "reference", "ref/skb", "skb cold", "process", "target", "met"
    all = 1
    for (i = 1; i <= n; i++) {
      r = order[i]
      ratio = (ref[r] == "-" || skb[r] <= 0) ? "-" : sprintf("%.1fx", ref[r] / skb[r])
      p = (r in proc) ? sprintf("%.2f ms", proc[r]) : "-"
      in_ok = skb[r] > 0 && skb[r] / 1000 < t_in
      proc_ok = (r in proc) && proc[r] < t_proc
      met = (in_ok && proc_ok) ? "met" : "NOT met (" (in_ok ? "" : "in-process") (in_ok || proc_ok ? "" : ", ") (proc_ok ? "" : "process") ")"
      if (!(in_ok && proc_ok)) all = 0
      printf fmt, r, ms(skb[r]), ms(ref[r]), ratio, ms(cold[r]), p, sprintf("<%d ms, <%d ms", t_in, t_proc), met
    }
    printf "\nskb, reference: in-process medians of read_record + solve with warm tables; skb cold: first solve in a fresh process (sets up the tables from the image built into the program).\n"
    printf "process: median wall time of `skb solve RECORD --json > /dev/null`; /bin/true baseline %.2f ms.\n", baseline
    printf "target: in-process (skb) < %d ms and whole process < %d ms. Machine: %s CPUs, load average %s.\n", t_in, t_proc, cpus, load
    printf "overall: %s\n", all ? "all targets met" : "some targets NOT met"
  }' "$process_summary" "$solve_summary"
echo "(full output: $solve_log, $process_log)"

advise_log="$log_dir/bench_advise.log"
echo >&2
run_bench "$advise_log" "advise benchmark ($repetitions repetitions of >= ${min_time}s per benchmark)" \
  "$build/benchmarks/skb_bench_advise" --repetitions "$repetitions" --min-time "$min_time" \
  --summary "$log_dir/bench_advise.tsv" --no-color
[[ $verbose == 1 ]] && cat "$advise_log"
echo
sed -n '/^In-process medians of read_record + advise/,$p' "$advise_log"
echo "(full output: $advise_log)"

simulate_log="$log_dir/bench_simulate.log"
echo >&2
run_bench "$simulate_log" "simulation benchmark (games per second, 5 runs per case, 1 and 2 threads)" \
  "$build/benchmarks/skb_bench_simulate" --repetitions 5 --summary "$log_dir/bench_simulate.tsv"
echo
cat "$simulate_log"

rollout_log="$log_dir/bench_rollout.log"
echo >&2
run_bench "$rollout_log" "rollout benchmark (rounds per second, 5 runs, 2 threads)" \
  "$build/benchmarks/skb_bench_rollout" --repetitions 5 --summary "$log_dir/bench_rollout.tsv"
echo
cat "$rollout_log"

mutiny_log="$log_dir/bench_mutiny.log"
echo >&2
run_bench "$mutiny_log" "Mutiny analysis benchmark (medians of 5 repetitions, milliseconds)" \
  "$build/benchmarks/skb_bench_mutiny" --benchmark_repetitions=5 --benchmark_report_aggregates_only=true \
  --benchmark_color=false
echo
grep -E "^Benchmark|_median" "$mutiny_log"
advise_mutiny_log="$log_dir/bench_mutiny_advise.log"
echo >&2
run_bench "$advise_mutiny_log" "Mutiny advise at every decision of 4-, 5- and 6-player games, every profile (bound 1 s, 500 MB)" \
  "$build/benchmarks/skb_bench_mutiny_advise" --games 8
echo
cat "$advise_mutiny_log"
equilibrium_log="$log_dir/bench_mutiny_equilibrium.log"
echo >&2
run_bench "$equilibrium_log" "Mutiny: the 4-player equilibrium from nothing (benchmarks/mutiny/equilibrium.sh, 3 to 6 minutes)" \
  benchmarks/mutiny/equilibrium.sh "$build/skb"
echo
cat "$equilibrium_log"

hats_log="$log_dir/bench_hats.log"
echo >&2
run_bench "$hats_log" "hat game benchmark (medians of 10 repetitions)" \
  "$build/benchmarks/skb_bench_hats" --benchmark_repetitions=10 --benchmark_report_aggregates_only=true \
  --benchmark_color=false
echo
grep -E "^Benchmark|_median" "$hats_log"

nyet_log="$log_dir/bench_nyet.log"
echo >&2
run_bench "$nyet_log" "Nyet! benchmark (whole process, $runs runs per record)" \
  "$build/benchmarks/skb_bench_nyet" --runs "$runs" --skb "$build/skb"
echo
cat "$nyet_log"

# Nyet! double dummy on full deals at the first lead: measured and reported; the target (median
# < 100 ms, worst < 2 s) is not met yet, so a miss does not stop the run.
nyet_dd_log="$log_dir/bench_nyet_dd.log"
echo "== Nyet! double dummy (10 random full deals of 3, 4 and 5 players, 20 M nodes a deal at most)" >&2
"$build/benchmarks/skb_bench_nyet_dd" --deals 10 >"$nyet_dd_log" 2>&1 || echo "(Nyet! double dummy: target not met)" >&2
echo
cat "$nyet_dd_log"

# Nyet! advice: a 4-player card decision at the default budget, whole process on 2 threads;
# reported; the target (< 1 s at any trick) is not met early in a round (the double-dummy solves
# of full-size hands), so a miss does not stop the run.
nyet_advise_log="$log_dir/bench_nyet_advise.log"
echo "== Nyet! advise (4-player card decisions at tricks 4 to 13, 2 threads, 5 runs each)" >&2
"$build/benchmarks/skb_bench_nyet_advise" --skb "$build/skb" >"$nyet_advise_log" 2>&1 || echo "(Nyet! advise: target not met)" >&2
echo
cat "$nyet_advise_log"

# Nyet! whole games: greedy (target 2,000 4-player games/s on 2 threads, against random play in
# the same run) and pimc at its default budget (target under 60 s a 4-player game); reported; the
# pimc target is not met (the double-dummy solves of full-size hands early in each round), so a
# miss does not stop the run. The pimc games take several minutes.
nyet_simulate_log="$log_dir/bench_nyet_simulate.log"
echo "== Nyet! simulate (4-player games on 2 threads: greedy 5 runs of 4,000; pimc 2 games each way)" >&2
"$build/benchmarks/skb_bench_nyet_simulate" >"$nyet_simulate_log" 2>&1 || echo "(Nyet! simulate: target not met)" >&2
echo
cat "$nyet_simulate_log"

# skb serve: the page's update latency per game (every bundled example to solve, legal and advise
# over loopback HTTP, against a request answered at once); target every example's update (solve
# and legal) within 100 ms; reported, a miss does not stop the run (the hat game's setup-1-to-7,
# 15.7 million face layouts, takes 100-120 ms).
serve_log="$log_dir/bench_serve.log"
echo "== skb serve: update latency per game (loopback HTTP, 5 runs a record)" >&2
"$build/benchmarks/skb_bench_serve" >"$serve_log" 2>&1 || echo "(skb serve: update target not met)" >&2
echo
cat "$serve_log"

tricks_log="$log_dir/bench_tricks.log"
echo >&2
run_bench "$tricks_log" "trick engine against DDS (1,000 full bridge deals, solutions 1 and 3; Nyet-like full deals)" \
  "$build/benchmarks/skb_bench_tricks" --summary "$log_dir/bench_tricks.tsv"
echo
cat "$tricks_log"
