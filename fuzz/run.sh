#!/usr/bin/env bash
# Runs the libFuzzer targets of fuzz/ for a while, two at a time (one per core), and fails if
# any finds an input that crashes skb, trips a sanitizer, hangs, or breaks a check of
# tests/seven_knights/reference/fuzz_harness.h (fuzz_record, fuzz_mutate),
# fuzz/seven_knights/advise_check.h (fuzz_advise), fuzz/seven_knights/cli_check.h (fuzz_cli),
# fuzz/nyet/nyet_check.h (fuzz_nyet_record, fuzz_nyet_mutate: Nyet! records),
# fuzz/nyet/advise_check.h (fuzz_nyet_advise),
# fuzz/mutiny/mutiny_check.h (fuzz_mutiny_record, fuzz_mutiny_mutate, fuzz_mutiny_advise),
# fuzz/hats/hats_check.h (fuzz_hats_record, fuzz_hats_mutate, fuzz_hats_advise) or the checks of
# fuzz/serve/fuzz_serve_handler.cpp (fuzz_serve_handler: HTTP requests to skb serve's API).
#
#   fuzz/run.sh [--seconds N] [--build DIR] [TARGET...]
#
# --seconds N  how long each target runs (default 25: the fourteen targets, two at a time, take
#              3 minutes; tools/test.sh passes 25 too)
# --build DIR  the build folder configured with -DSKB_SANITIZE=ON -DSKB_FUZZ=ON (clang); default
#              build/fuzz, configured and built here if it is missing (tools/test.sh passes its
#              sanitizer build, build/asan, which has the fuzz targets)
# TARGET       fuzz_record, fuzz_mutate, fuzz_advise, fuzz_cli, fuzz_nyet_record, fuzz_nyet_mutate,
#              fuzz_nyet_advise, fuzz_mutiny_record, fuzz_mutiny_mutate, fuzz_mutiny_advise,
#              fuzz_hats_record, fuzz_hats_mutate, fuzz_hats_advise, fuzz_serve_handler (default: all
#              fourteen)
#
# Seeds: fuzz/seven_knights/corpus/ (hand-written), examples/seven_knights/*.skb (the golden
# records) and records from the property tests' generator (fuzz_seeds); fuzz_advise also gets
# fuzz/seven_knights/corpus/fuzz_advise/ (records with option bytes), fuzz_cli only
# fuzz/seven_knights/corpus/fuzz_cli/ (command-line bytes; SKB_FUZZ_CLI_SHOW=1
# build/fuzz/fuzz/fuzz_cli FILE prints the command line an input runs). What each run discovers
# is kept in build/fuzz-runs/corpus/TARGET/ and reused by the next run, so repeated runs go
# deeper. A failing
# input is saved as build/fuzz-runs/artifacts/TARGET-crash-*; replay it with
#   build/fuzz/fuzz/TARGET build/fuzz-runs/artifacts/TARGET-crash-...
# and add it to fuzz/seven_knights/regressions/ (tests/seven_knights/test_fuzz_replay.cpp checks every
# file there; name a fuzz_advise or fuzz_cli finding fuzz_advise-... or fuzz_cli-..., so that it
# is replayed through that target's checks).
# Nyet!'s targets are seeded with examples/nyet/*.nyet, fuzz/nyet/regressions/ and records of
# random rounds (fuzz_nyet_seeds), with fuzz/nyet/nyet.dict; fuzz_nyet_advise with the examples
# and fuzz/nyet/advise-seeds/ (records at a veto, the teams, a discard, a pass), each with a few
# option bytes in front; add a finding to fuzz/nyet/regressions/ (tests/nyet/test_fuzz_replay.cpp
# checks every file there; name an advise finding fuzz_nyet_advise-..., so that it is replayed as
# advice).
# Mutiny's and the hat game's targets are seeded with examples/GAME/ (records; the advise targets
# get each with a few option bytes in front) and fuzz/GAME/regressions/, with fuzz/GAME/GAME.dict;
# add a finding to fuzz/GAME/regressions/ (tests/GAME/test_fuzz_replay.cpp checks every file
# there; name an advise finding fuzz_GAME_advise-..., so that it is replayed as advice).
# fuzz_serve_handler is seeded with fuzz/serve/seeds/ (requests: a first line "METHOD PATH",
# headers, an empty line, the body); add a finding there.
#
# A long campaign: fuzz/run.sh --seconds 3600 (an hour per target), or run a target by hand
# with more workers, e.g. build/fuzz/fuzz/fuzz_mutate -jobs=8 -workers=2 -dict=fuzz/seven_knights/skb.dict
#   -max_len=4096 -timeout=25 build/fuzz-runs/corpus/fuzz_mutate build/fuzz-runs/seeds
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=25
build=build/fuzz
targets=()
while [ $# -gt 0 ]; do
  case "$1" in
    --seconds) seconds="$2"; shift 2 ;;
    --build) build="$2"; shift 2 ;;
    -h|--help) sed -n '2,51p' "$0"; exit 0 ;;
    fuzz_record|fuzz_mutate|fuzz_advise|fuzz_cli|fuzz_nyet_record|fuzz_nyet_mutate|fuzz_nyet_advise) targets+=("$1"); shift ;;
    fuzz_mutiny_record|fuzz_mutiny_mutate|fuzz_mutiny_advise) targets+=("$1"); shift ;;
    fuzz_hats_record|fuzz_hats_mutate|fuzz_hats_advise|fuzz_serve_handler) targets+=("$1"); shift ;;
    *) echo "fuzz/run.sh: unknown argument '$1' (see fuzz/run.sh --help)" >&2; exit 2 ;;
  esac
done
[ ${#targets[@]} -eq 0 ] && targets=(fuzz_record fuzz_mutate fuzz_advise fuzz_cli fuzz_nyet_record fuzz_nyet_mutate
  fuzz_nyet_advise fuzz_mutiny_record fuzz_mutiny_mutate fuzz_mutiny_advise fuzz_hats_record fuzz_hats_mutate fuzz_hats_advise
  fuzz_serve_handler)

# No clang, no fuzzing: say so and fail, never skip quietly.
if ! command -v clang++ >/dev/null; then
  echo "fuzz/run.sh: clang++ is missing: libFuzzer needs clang (Debian: apt-get install clang libclang-rt-dev)" >&2
  exit 1
fi
if [ ! -f "$(clang++ -print-file-name="libclang_rt.fuzzer-$(uname -m).a")" ]; then
  echo "fuzz/run.sh: clang's libFuzzer runtime is missing (Debian: apt-get install libclang-rt-dev, or" \
    "libclang-rt-NN-dev for clang NN)" >&2
  exit 1
fi
if [ ! -f "$build/CMakeCache.txt" ]; then
  CC=clang CXX=clang++ cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSKB_SANITIZE=ON \
    -DSKB_FUZZ=ON -DSKB_BUILD_BENCHMARKS=OFF -DSKB_UNITY_BUILD=ON >/dev/null
fi
# Only the fuzz targets and what they link are built here (clang 14 cannot build every test).
cmake --build "$build" --target "${targets[@]}" fuzz_seeds fuzz_nyet_seeds

# Seeds: generated records, the examples and the hand-written corpus, in one folder.
seeds=build/fuzz-runs/seeds
rm -rf "$seeds"
mkdir -p "$seeds" build/fuzz-runs/artifacts build/fuzz-runs/logs
"$build/fuzz/fuzz_seeds" "$seeds" >/dev/null
cp examples/seven_knights/*.skb fuzz/seven_knights/corpus/*.skb "$seeds/"
# (fuzz_cli's regressions are command-line bytes, no use to the record targets.)
[ -d fuzz/seven_knights/regressions ] && find fuzz/seven_knights/regressions -maxdepth 1 -type f \
  ! -name 'fuzz_cli-*' -exec cp {} "$seeds/" \;
# Each target's own seeds: fuzz_advise reads records (with option bytes), fuzz_cli command-line
# bytes, so the records are no use to it.
for t in fuzz_advise fuzz_cli; do
  rm -rf "$seeds-$t"
  mkdir -p "$seeds-$t"
  cp fuzz/seven_knights/corpus/$t/* "$seeds-$t/"
  cp fuzz/seven_knights/regressions/$t-* "$seeds-$t/" 2>/dev/null || true
done

# Nyet!'s seeds: generated records, the examples and the saved findings.
rm -rf "$seeds-nyet"
mkdir -p "$seeds-nyet"
"$build/fuzz/fuzz_nyet_seeds" "$seeds-nyet" >/dev/null
cp examples/nyet/*.nyet "$seeds-nyet/"
find fuzz/nyet/regressions -maxdepth 1 -type f ! -name 'fuzz_nyet_advise-*' -exec cp {} "$seeds-nyet/" \; 2>/dev/null || true
# fuzz_nyet_advise: records with an option byte in front (fuzz/nyet/advise_check.h: the seed, the
# budget, the threads).
rm -rf "$seeds-nyet-advise"
mkdir -p "$seeds-nyet-advise"
for f in examples/nyet/*.nyet fuzz/nyet/advise-seeds/*.nyet; do
  for b in 00 09 13; do
    { printf "\x$b"; cat "$f"; } >"$seeds-nyet-advise/$b-$(basename "$f")"
  done
done
find fuzz/nyet/regressions -maxdepth 1 -type f -name 'fuzz_nyet_advise-*' -exec cp {} "$seeds-nyet-advise/" \; 2>/dev/null || true

# Mutiny's and the hat game's seeds: the examples and the saved findings; the advise targets'
# inputs are an option byte and a record, so each record goes in with a few option bytes.
for game in mutiny hats; do
  rm -rf "$seeds-$game" "$seeds-$game-advise"
  mkdir -p "$seeds-$game" "$seeds-$game-advise"
  find examples/$game -type f -name "*.$game" -exec cp {} "$seeds-$game/" \;
  find fuzz/$game/regressions -maxdepth 1 -type f ! -name "fuzz_${game}_advise-*" -exec cp {} "$seeds-$game/" \;
  for f in "$seeds-$game"/*; do
    for b in 00 01 02 04 0b; do
      { printf "\x$b"; cat "$f"; } >"$seeds-$game-advise/$b-$(basename "$f")"
    done
  done
  find fuzz/$game/regressions -maxdepth 1 -type f -name "fuzz_${game}_advise-*" -exec cp {} "$seeds-$game-advise/" \;
done

# Starts target $1 in the background (its log: build/fuzz-runs/logs/$1.log); its pid is $!.
start_target() {
  local t=$1
  local inputs=("$seeds") options=(-max_len=4096 -dict=fuzz/seven_knights/skb.dict)
  case "$t" in
    # a record of up to 4 KB and its option bytes
    fuzz_advise) inputs+=("$seeds-fuzz_advise"); options=(-max_len=4160 -dict=fuzz/seven_knights/skb.dict) ;;
    fuzz_cli) inputs=("$seeds-fuzz_cli"); options=(-max_len=64) ;;
    fuzz_nyet_advise) inputs=("$seeds-nyet-advise"); options=(-max_len=4097 -dict=fuzz/nyet/nyet.dict) ;;
    fuzz_nyet_*) inputs=("$seeds-nyet"); options=(-max_len=4096 -dict=fuzz/nyet/nyet.dict) ;;
    fuzz_mutiny_advise) inputs=("$seeds-mutiny-advise"); options=(-max_len=4097 -dict=fuzz/mutiny/mutiny.dict) ;;
    fuzz_mutiny_*) inputs=("$seeds-mutiny"); options=(-max_len=4096 -dict=fuzz/mutiny/mutiny.dict) ;;
    fuzz_hats_advise) inputs=("$seeds-hats-advise"); options=(-max_len=4097 -dict=fuzz/hats/hats.dict) ;;
    fuzz_hats_*) inputs=("$seeds-hats"); options=(-max_len=4096 -dict=fuzz/hats/hats.dict) ;;
    # a request: its first line and headers, and a record of up to 4 KB
    fuzz_serve_handler) inputs=(fuzz/serve/seeds); options=(-max_len=4352) ;;
  esac
  mkdir -p "build/fuzz-runs/corpus/$t"
  # -timeout: an input that takes 25 s is a hang (even on a loaded machine, under the
  # sanitizers); -rss_limit_mb: one that needs 2 GB eats the machine.
  # A sanitizer's finding prints its stack, so that a failure in CI's log says where it is.
  UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
    "$build/fuzz/$t" -max_total_time="$seconds" -timeout=25 -rss_limit_mb=2048 "${options[@]}" \
    -artifact_prefix="build/fuzz-runs/artifacts/$t-" -print_final_stats=1 \
    "build/fuzz-runs/corpus/$t" "${inputs[@]}" >"build/fuzz-runs/logs/$t.log" 2>&1 &
}

# Two targets at a time, one per core.
status=0
for ((first = 0; first < ${#targets[@]}; first += 2)); do
  batch=("${targets[@]:first:2}")
  pids=()
  for t in "${batch[@]}"; do
    start_target "$t"
    pids+=($!)
  done
  for i in "${!batch[@]}"; do
    t=${batch[$i]}
    if wait "${pids[$i]}"; then
      runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "build/fuzz-runs/logs/$t.log" | grep -o '[0-9]*$' || echo "?")
      cov=$(grep -o 'cov: [0-9]*' "build/fuzz-runs/logs/$t.log" | tail -1 || true)
      echo "fuzz/run.sh: $t: no failure in ${seconds} s ($runs inputs, $cov, corpus $(ls "build/fuzz-runs/corpus/$t" | wc -l) files)"
    else
      status=1
      echo "fuzz/run.sh: $t FAILED; the end of build/fuzz-runs/logs/$t.log:" >&2
      tail -n 40 "build/fuzz-runs/logs/$t.log" >&2
      ls build/fuzz-runs/artifacts/"$t"-* 2>/dev/null >&2 || true
    fi
  done
done
exit $status
