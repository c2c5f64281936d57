#!/usr/bin/env python3
# build.py BUILD_DIR: builds hist.cu (beside this file) as a PyTorch
# extension with torch.utils.cpp_extension.load(), which runs nvcc through
# $PYTORCH_NVCC (torch-extension.test sets it to "warpagg-launch nvcc"),
# and imports it. Where a GPU is present, its histogram is checked against
# one computed on the CPU. Prints "built" and then "checked on the GPU" or
# "no GPU: not run".
import os
import sys

import torch
from torch.utils import cpp_extension

build_dir = sys.argv[1]
os.makedirs(build_dir, exist_ok=True)
source = os.path.join(os.path.dirname(os.path.abspath(__file__)), "hist.cu")
ext = cpp_extension.load(name="warpagg_hist_ext", sources=[source],
                         build_directory=build_dir,
                         extra_cuda_cflags=["-O3", "--use_fast_math"],
                         verbose=True)
print("built")
if torch.cuda.is_available():
    keys = torch.randint(0, 1 << 20, (1 << 20,), dtype=torch.int64)
    got = ext.histogram(keys.cuda(), 97).cpu()
    want = torch.bincount(keys % 97, minlength=97).to(torch.int32)
    if not torch.equal(got, want):
        sys.exit("histogram differs from the CPU's")
    print("checked on the GPU")
else:
    print("no GPU: not run")
