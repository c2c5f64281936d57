// Host code relying on the headers nvcc includes in every translation unit
// (<time.h>, <string.h>, <math.h>): clock(), memset() and an unqualified
// isfinite() on a float, with no include of its own but <cmath>. Clang finds
// them through the prelude, so no host error is skipped and the template's
// site is rewritten too (after a skipped host error it would be left alone).
// RUN: %warpagg %s 2>%t.diag | %FileCheck %s
// RUN: %FileCheck %s --check-prefix=DIAG < %t.diag
#include <cmath>

template <typename T>
__global__ void histogram(const int *key, T *bins, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // CHECK: warpagg::reduce_add(&bins[key[i]], T(1));
  if (i < n) atomicAdd(&bins[key[i]], T(1));
}

template <typename T> int finite_count(const T *v, int n) {
  int count = 0;
  for (int i = 0; i < n; ++i)
    count += isfinite(v[i]) ? 1 : 0;
  return count;
}

long timed_launch(const int *key, float *bins, float *host, int n) {
  clock_t start = clock();
  memset(host, 0, sizeof(float) * n);
  histogram<<<(n + 255) / 256, 256>>>(key, bins, n);
  return (long)(clock() - start) + finite_count(host, n);
}
// DIAG-NOT: warning
// DIAG-NOT: error
// DIAG: warpagg: 1 site rewritten
