// `#include <omp.h>` resolves through the host compiler's own include
// directory, as nvcc passes it.
// RUN: %warpagg %s 2>%t.diag | %FileCheck %s
// RUN: %FileCheck %s --check-prefix=DIAG < %t.diag
#include <omp.h>

__global__ void tally(const int *bucket, int *counts, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // CHECK: warpagg::reduce_add(&counts[bucket[i]], 1);
  if (i < n) atomicAdd(&counts[bucket[i]], 1);
}

void prepare(int *host, int n) {
#pragma omp parallel for
  for (int i = 0; i < n; ++i)
    host[i] = i % omp_get_max_threads();
}
// DIAG-NOT: error
// DIAG: warpagg: 1 site rewritten
