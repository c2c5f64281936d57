// An object-like macro that expands to `#pragma unroll`: nvcc compiles its
// preprocessed file, where the expansion, alone on its line, is a directive
// again; clang expands it inside the code and stops. warpagg reads the
// macro as empty for the parse (an unrolling hint never shapes the
// analysis); every byte but the rewrite's edits stays as written.
// RUN: %warpagg --line-directives=off %s -o %t.cu 2>%t.diag
// RUN: %FileCheck %s < %t.cu
// RUN: %FileCheck %s --check-prefix=DIAG < %t.diag
// RUN: sed -e '/CHECK/!s/warpagg::reduce_add(/atomicAdd(/' %t.cu | %undo-include > %t.back.cu
// RUN: diff %s %t.back.cu
#ifdef __CUDA_ARCH__
  #define UNROLL_HINT #pragma unroll
  #define UNROLL_BY_TWO # pragma unroll 2
#else
  #define UNROLL_HINT
  #define UNROLL_BY_TWO
#endif
// CHECK: #define UNROLL_HINT #pragma unroll

template <int Items>
__global__ void histogram(const int *key, int *bins, int n) {
  int base = (blockIdx.x * blockDim.x + threadIdx.x) * Items;
  UNROLL_HINT
  for (int j = 0; j < Items; ++j)
    // CHECK: if (base + j < n) warpagg::reduce_add(&bins[key[base + j]], 1);
    if (base + j < n) atomicAdd(&bins[key[base + j]], 1);
}

__global__ void pairs(const int *key, int *bins, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  UNROLL_BY_TWO
  for (int j = 0; j < 2; ++j)
    // CHECK: if (2 * i + j < n) warpagg::reduce_add(&bins[key[2 * i + j]], 1);
    if (2 * i + j < n) atomicAdd(&bins[key[2 * i + j]], 1);
}

template __global__ void histogram<4>(const int *, int *, int);
// DIAG-NOT: error
// DIAG: warpagg: 2 sites rewritten
