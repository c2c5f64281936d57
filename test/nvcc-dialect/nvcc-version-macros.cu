// nvcc defines __CUDACC_VER_MAJOR__ and __CUDACC_VER_MINOR__ in every file;
// code tests them around device code and prints them from host code. The
// parse sees the toolkit's version as nvcc does: the branch nvcc compiles is
// the one whose site is rewritten, and the host use is no error (after a
// skipped host error the template's site would be left alone).
// RUN: %warpagg %s 2>%t.diag | %FileCheck %s
// RUN: %FileCheck %s --check-prefix=DIAG < %t.diag
#include <cstdio>

template <typename T>
__global__ void histogram(const int *key, T *bins, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
#if (__CUDACC_VER_MAJOR__ >= 11)
  // CHECK: if (i < n) warpagg::reduce_add(&bins[key[i]], T(1));
  if (i < n) atomicAdd(&bins[key[i]], T(1));
#else
  // CHECK: if (i < n) atomicAdd(&bins[key[i] + 1], T(1));
  if (i < n) atomicAdd(&bins[key[i] + 1], T(1));
#endif
}

void report(const int *key, unsigned *bins, int n) {
  std::printf("built with CUDA %d.%d\n", __CUDACC_VER_MAJOR__,
              __CUDACC_VER_MINOR__);
  histogram<<<(n + 255) / 256, 256>>>(key, bins, n);
}
// DIAG-NOT: warning
// DIAG-NOT: error
// DIAG: warpagg: 1 site rewritten
