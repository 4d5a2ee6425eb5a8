#!/usr/bin/env bash
# Runs every test: installs what is missing, builds with warnings as errors, runs CTest.
set -euo pipefail
cd "$(dirname "$0")/.."
tools/install-deps.sh
cmake -S . -B build/test -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSKB_WERROR=ON -DSKB_WITH_MPI=ON >/dev/null
cmake --build build/test
ctest --test-dir build/test --output-on-failure
# The notebooks, executed on small inputs into a temporary folder (the committed ones keep the
# outputs of a full run).
notebooks_out="$(mktemp -d)"
trap 'rm -rf "$notebooks_out"' EXIT
SKB_BINARY=build/test/skb notebooks/run.sh --small "$notebooks_out"
