#!/usr/bin/env bash
# Makes the Python environment that test/cli/torch-extension.test builds a
# PyTorch extension in (issue 47, item 3): PyPI's torch, pinned, with only
# the CUDA libraries it cannot be imported without that the CUDA toolkit
# here lacks (cuSPARSELt, NVSHMEM, cuFile, and NCCL, whose toolkit copy is
# older than torch's), and ninja (torch's build backend, which reads
# PYTORCH_NVCC). About 1 GB, downloaded once: the environment is kept in
# $WARPAGG_TORCH_VENV (default ~/.cache/warpagg/torch-venv) and reused
# while it imports; pip's own cache keeps the wheels for a rebuild.
# Prints the environment's python on success; exits non-zero (the test is
# then skipped by name) where torch cannot be installed (no network, another
# Python, no room), never failing the caller's setup.
set -uo pipefail
venv="${WARPAGG_TORCH_VENV:-$HOME/.cache/warpagg/torch-venv}"
torch_version="2.15.0"
py="$venv/bin/python"

works() {
  "$py" - <<'PY' 2>/dev/null
import torch, torch.utils.cpp_extension, ninja  # noqa: F401
PY
}

if [ -x "$py" ] && works; then
  echo "$py"
  exit 0
fi
rm -rf "$venv"
mkdir -p "$(dirname "$venv")"
python3 -m venv "$venv" || exit 1
"$py" -m pip install -q --no-deps "torch==$torch_version" \
  nvidia-cusparselt-cu13==0.8.1 nvidia-nvshmem-cu13==3.7.2 nvidia-cufile==1.20.0.107 \
  nvidia-nccl-cu13==2.30.7 || exit 1
# torch's own pure-Python requirements, and ninja.
"$py" -m pip install -q filelock "typing-extensions>=4.13" "setuptools>=77" \
  "sympy>=1.13.3" "networkx>=2.5.1" jinja2 "fsspec>=0.8.5" ninja || exit 1
works || exit 1
echo "$py"
