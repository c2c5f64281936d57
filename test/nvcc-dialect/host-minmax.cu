// Unqualified min/max in host code: nvcc's headers declare host overloads,
// clang's only device ones; warpagg's prelude supplies them for parsing.
// RUN: %warpagg %s 2>%t.diag | %FileCheck %s
// RUN: %FileCheck %s --check-prefix=DIAG < %t.diag
#include <cuda_runtime.h>

__global__ void scatter(const int *key, float *out, const float *w, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // CHECK: warpagg::reduce_add(&out[key[i]], w[i]);
  if (i < n) atomicAdd(&out[key[i]], w[i]);
}

static int gridFor(int n, int threads) {
  int blocks = (n + threads - 1) / threads;
  return min(blocks, 65535);
}

static size_t bytesFor(size_t n, unsigned long long cap) {
  return (size_t)min((unsigned long long)n * sizeof(float), cap);
}

float clamp01(float x) { return max(0.0f, min(x, 1.0f)); }

void launchScatter(const int *key, float *out, const float *w, int n,
                   double scale) {
  unsigned threads = max(32u, 256u);
  double s = max(scale, 1.0);
  long extent = max(long(n), 1L);
  scatter<<<gridFor(n, threads), threads>>>(key, out, w, n);
  (void)bytesFor(n, 1ull << 30);
  (void)s;
  (void)extent;
}
// DIAG-NOT: error
// DIAG: warpagg: 1 site rewritten, 0 left alone, 1 of 1 file changed
