#!/usr/bin/env bash
# Runs every test: installs what is missing, builds with warnings as errors, runs CTest.
set -euo pipefail
cd "$(dirname "$0")/.."
tools/install-deps.sh
cmake -S . -B build/test -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSKB_WERROR=ON >/dev/null
cmake --build build/test
ctest --test-dir build/test --output-on-failure
