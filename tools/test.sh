#!/usr/bin/env bash
# Runs every test: installs what is missing, then
#   1. builds with warnings as errors and runs CTest (build/test);
#   2. builds everything again with clang, AddressSanitizer and UndefinedBehaviorSanitizer (the
#      libraries at -O1, the front end and test drivers at -O0) together with the libFuzzer
#      targets (build/asan), and runs CTest there: any sanitizer report fails the test that made it;
#   3. fuzzes each libFuzzer target of that build for 25 s, two at a time (fuzz/run.sh: records,
#      mutated records, advise, the simulate/analyze command lines; every game): any crash, sanitizer
#      report, hang or broken check fails;
#   4. executes the notebooks on small inputs into a temporary folder (notebooks/run.sh).
# Step 1 is built with MPI, so CTest also runs `mpirun -np 2 skb analyze` (tests/seven_knights/mpi_analyze.sh).
# Both CTest runs are two tests at a time (-j2). Both builds are unity builds (each library
# compiled a few sources at a time), step 1 keeps line tables only (-g1), and one sanitizer build
# serves both the tests and the fuzzer, to keep the whole command near 20 minutes on 2 cores.
# Each step says how long it took. See docs/seven_knights/reliability.md.
set -euo pipefail
cd "$(dirname "$0")/.."
tools/install-deps.sh

# Two tests run at once on the 2 cores (ctest -j2), and a test that builds a game graph starts
# OpenMP threads of its own (solver/core/game_graph.h): idle threads must sleep rather than spin
# at each barrier, or they take the other test's core.
export OMP_WAIT_POLICY=PASSIVE
started=$SECONDS
step_start=$SECONDS
took() {
  echo "tools/test.sh: $1 took $((SECONDS - step_start)) s"
  step_start=$SECONDS
}

# Build time (docs/seven_knights/reliability.md, "Build time"): line tables only (-g1) and each
# library compiled in batches (unity build); the fuzz build below still compiles file by file.
cmake -S . -B build/test -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSKB_WERROR=ON -DSKB_WITH_MPI=ON \
  -DSKB_DEBUG_INFO=-g1 -DSKB_UNITY_BUILD=ON >/dev/null
cmake --build build/test
took "the build"
ctest --test-dir build/test --output-on-failure -j2
took "the tests"

# Sanitizers, with the fuzz targets in the same build (clang: libFuzzer needs it). The slow
# suites take a smaller size here (the full size runs above): SKB_DIFFERENTIAL_RECORDS
# (tests/seven_knights/test_differential.cpp) and SKB_CLI_ANALYZE_SMALL (test_cli_analyze.cpp's
# exact whole-game cell: standard with 4 players instead of groping with 3); test_hostile,
# test_cross_command, test_properties, test_round and mutiny/test_cli_analyze shrink on their own under ASan
# (tests/support/sanitized.h). Stop at the first report, with a stack; leaks are reports too.
# (A build/asan left by an older version of this script was configured with g++: start it afresh.)
if [ -f build/asan/CMakeCache.txt ] && ! grep -q '^CMAKE_CXX_COMPILER:.*clang' build/asan/CMakeCache.txt; then
  rm -rf build/asan
fi
CC=clang CXX=clang++ cmake -S . -B build/asan -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSKB_SANITIZE=ON \
  -DSKB_FUZZ=ON -DSKB_BUILD_BENCHMARKS=OFF -DSKB_UNITY_BUILD=ON >/dev/null
cmake --build build/asan
took "the sanitizer build"
ASAN_OPTIONS=detect_leaks=1:strict_init_order=1:check_initialization_order=1 \
  UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
  SKB_DIFFERENTIAL_RECORDS=210 SKB_CLI_ANALYZE_SMALL=1 \
  ctest --test-dir build/asan --output-on-failure -j2
took "the tests under the sanitizers"

fuzz/run.sh --seconds 25 --build build/asan
took "running the fuzz targets"
notebooks_out="$(mktemp -d)"
trap 'rm -rf "$notebooks_out"' EXIT
SKB_BINARY=build/test/skb notebooks/run.sh --small "$notebooks_out"
took "the notebooks"
echo "tools/test.sh: all steps passed in $((SECONDS - started)) s"
