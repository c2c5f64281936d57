// Clang's errors in host-only function bodies (here GNU arithmetic on void*,
// which nvcc's host compiler takes) cannot change a device site: the sites
// are rewritten, and a warning names what was skipped. Sites in templates
// are left alone: the skipped code might instantiate them.
// RUN: %warpagg %s 2>%t.diag | %FileCheck %s
// RUN: %FileCheck %s --check-prefix=DIAG < %t.diag
#include <cstddef>

__global__ void count(const int *key, int *bins, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // CHECK: warpagg::reduce_add(&bins[key[i]], 1);
  if (i < n) atomicAdd(&bins[key[i]], 1);
}

template <typename T>
__global__ void accumulate(const int *key, T *sums, const T *v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // CHECK: atomicAdd(&sums[key[i]], v[i]);
  if (i < n) atomicAdd(&sums[key[i]], v[i]);
}

static void *advance(void *base, size_t bytes) { return base + bytes; }

void launch(void *arena, const int *key, int n) {
  int *bins = static_cast<int *>(arena);
  float *sums = static_cast<float *>(advance(arena, 1024 * sizeof(int)));
  const float *v = static_cast<const float *>(arena + 4096);
  count<<<(n + 255) / 256, 256>>>(key, bins, n);
  accumulate<<<(n + 255) / 256, 256>>>(key, sums, v, n);
}
// DIAG-NOT: error:
// DIAG: warning: '{{.*}}host-only-errors.cu': clang's error skipped, its device sites kept: host-only function 'advance': arithmetic on a pointer to void at {{.*}}host-only-errors.cu:22 (see docs/nvcc-dialect.md)
// DIAG: warning: '{{.*}}host-only-errors.cu': clang's error skipped, its device sites kept: host-only function 'launch': arithmetic on a pointer to void at {{.*}}host-only-errors.cu:27
// DIAG: host-only-errors.cu:19:14: note: left alone: in a template, and clang rejected host code of this file that may instantiate it
// DIAG: warpagg: 1 site rewritten, 1 left alone, 1 of 1 file changed
