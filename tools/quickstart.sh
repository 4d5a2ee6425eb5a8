#!/usr/bin/env bash
# Quick start: install what is missing, build skb in Release, solve a bundled example.
# Usage: tools/quickstart.sh [RECORD]   (default: examples/seven_knights/record-format-example.skb)
set -euo pipefail
cd "$(dirname "$0")/.."
tools/install-deps.sh
cmake -S . -B build/release -G Ninja -DCMAKE_BUILD_TYPE=Release -DSKB_BUILD_TESTS=OFF >/dev/null
cmake --build build/release --target skb
echo
build/release/skb solve "${1:-examples/seven_knights/record-format-example.skb}"
