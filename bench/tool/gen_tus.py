#!/usr/bin/env python3
"""gen_tus.py OUTDIR N [--big]: writes N CUDA translation units for timing warpagg.

Each TU includes the CUDA runtime and cuda_fp16 like real code, and holds a
few kernels with atomics of several shapes (histogram, scatter-add, counters,
shared-memory bins, a template). --big writes one large TU instead (N kernels
in one file). Also writes OUTDIR/compile_commands.json (nvcc-style commands).
"""
import json
import os
import sys

KERNELS = """
template <class T> __device__ void deposit_{i}(T *grid, int cell, T w) {{
  atomicAdd(&grid[cell], w);
}}

__global__ void histogram_{i}(const int *keys, unsigned *bins, int n) {{
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t < n) atomicAdd(&bins[keys[t] & 255], 1u);
}}

__global__ void scatter_{i}(const int *row, const float *val, float *y, int nnz) {{
  for (int k = blockIdx.x * blockDim.x + threadIdx.x; k < nnz; k += gridDim.x * blockDim.x)
    atomicAdd(y + row[k], val[k]);
}}

__global__ void compact_{i}(const float *in, float *out, int *count, int n) {{
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t < n && in[t] > 0.5f) out[atomicAdd(count, 1)] = in[t];
}}

__global__ void cells_{i}(const int *cell, const double *m, double *mass, const __half *h, __half *hs, int n) {{
  __shared__ unsigned local[64];
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= n) return;
  deposit_{i}(mass, cell[t], m[t]);
  deposit_{i}(hs, cell[t], h[t]);
  atomicMax(&local[cell[t] & 63], 1u);
  if (threadIdx.x % 32 == 0) atomicAdd(&mass[0], 1.0);
}}
"""

HEADER = "#include <cuda_runtime.h>\n#include <cuda_fp16.h>\n#include <cstdio>\n"


def main():
    out, n = sys.argv[1], int(sys.argv[2])
    big = "--big" in sys.argv
    os.makedirs(out, exist_ok=True)
    files = []
    if big:
        path = os.path.join(out, "big.cu")
        with open(path, "w") as f:
            f.write(HEADER + "".join(KERNELS.format(i=i) for i in range(n)))
        files.append(path)
    else:
        for i in range(n):
            path = os.path.join(out, f"tu_{i:03d}.cu")
            with open(path, "w") as f:
                f.write(HEADER + KERNELS.format(i=i))
            files.append(path)
    db = [{"directory": out,
           "command": f"/usr/local/cuda/bin/nvcc -O3 -arch=sm_90 --expt-relaxed-constexpr -x cu -c {p} -o {p}.o",
           "file": p} for p in files]
    with open(os.path.join(out, "compile_commands.json"), "w") as f:
        json.dump(db, f, indent=1)


if __name__ == "__main__":
    main()
