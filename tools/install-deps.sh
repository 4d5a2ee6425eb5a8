#!/usr/bin/env bash
# Installs the Debian packages skb needs, if any are missing. Safe to run again: it only calls
# apt-get when something is missing. Needs root (or sudo) for the install itself.
set -euo pipefail

packages=(
  g++ cmake ninja-build            # compiler and build
  libeigen3-dev libfmt-dev libcli11-dev nlohmann-json3-dev   # libraries
  libicu-dev                       # Unicode letters in player names (ICU's character properties)
  libgmp-dev                       # exact rationals: the value of a game profile as a fraction
  xz-utils                         # the Mutiny equilibria are kept compressed (solver/mutiny/data/)
  doctest-dev libbenchmark-dev     # tests and benchmarks
  chromium chromium-driver python3-selenium python3-pil  # skb serve's page tested in a real browser (tests/serve/browser_test.py; PIL keeps its screenshots small)
  libcpp-httplib-dev               # skb serve's HTTP server (cpp-httplib; pulls OpenSSL, zlib, Brotli headers)
  libdds-dev                       # DDS, the bridge double-dummy solver: the trick engine's tests and benchmark compare with it
  gringo                           # clingo: the whole-process benchmark's comparison (2 MB)
  libopenmpi-dev openmpi-bin       # skb analyze across MPI ranks (tested with 2 ranks)
  jupyter-nbconvert python3-ipykernel python3-nbformat python3-pandas python3-matplotlib  # notebooks
  clang libclang-rt-dev libomp-dev # fuzzing: clang, its libFuzzer and sanitizer runtimes (libclang-rt-dev is
                                   # the runtime of Debian's default clang: libclang-rt-14-dev on Debian 12),
                                   # and OpenMP for clang
)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "skb: installing missing Debian packages: ${missing[*]}" >&2
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null; then sudo="sudo"; else
    echo "skb: please install as root: apt-get install ${missing[*]}" >&2
    exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
