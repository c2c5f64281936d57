#!/usr/bin/env bash
# Installs what building and testing warpagg needs and is missing; safe to run
# again (installs nothing when everything is there). Debian bookworm, as root
# or with sudo. The CUDA toolkit (nvcc, headers) is expected at $CUDA_PATH or
# /usr/local/cuda: Debian's main archive does not carry it.
set -euo pipefail

# python3-jsonschema validates the SARIF report against its schema, and
# headless chromium renders the HTML report, in the lit tests; mmdebstrap
# makes the clean Debian root that the package is installed into
# (scripts/package-test.sh).
packages=(clang-22 libclang-22-dev llvm-22-dev llvm-22-tools cmake ninja-build python3
          python3-jsonschema chromium mmdebstrap)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
else
  echo "setup: clang-22, LLVM 22 dev files, lit/FileCheck, cmake, ninja, jsonschema, chromium, mmdebstrap: present"
fi

cuda="${CUDA_PATH:-/usr/local/cuda}"
if [ ! -f "$cuda/include/cuda_runtime.h" ] || [ ! -x "$cuda/bin/nvcc" ]; then
  echo "setup: error: no CUDA toolkit at '$cuda' (set CUDA_PATH); the GPU tests and examples need nvcc" >&2
  exit 1
fi
echo "setup: CUDA toolkit at $cuda ($("$cuda/bin/nvcc" --version | sed -n 's/.*release \([0-9.]*\).*/\1/p'))"
