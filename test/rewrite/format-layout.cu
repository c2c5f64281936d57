// Where a formatted rewrite puts its inserted lines (rewrite/EditFormatting.h):
// a group's declaration goes before the first site's statement even where
// other code shares its line; its commit after the last one's trailing
// comment, which stays with its statement; a one-line kernel's prologue and
// epilogue open it up. The output compiles and is a fixed point.
// RUN: %warpagg --format-style=llvm %s 2>/dev/null > %t.cu
// RUN: %FileCheck %s --match-full-lines --strict-whitespace < %t.cu
// RUN: %clang_cuda --cuda-gpu-arch=sm_90 -std=c++17 -fsyntax-only %t.cu
// RUN: %warpagg --format-style=llvm %t.cu 2>/dev/null | cmp %t.cu -

// CHECK:  int c = cell[i];
// CHECK-NEXT:  warpagg::keyed_group<int, warpagg::op::add, float, float> wa_group_[[L:[0-9]+]];
// CHECK-NEXT:  wa_group_[[L]].put<0>(c, 1.0f);
// CHECK-NEXT:  wa_group_[[L]].put<1>(c, 2.0f); // the last site
// CHECK-NEXT:  wa_group_[[L]].commit([&](int c) { return warpagg::addresses(&a[c], &b[c]); });
// CHECK-NEXT:  if (i == 0) b[0] = 0;
__global__ void pair(const int *cell, float *a, float *b, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int c = cell[i]; atomicAdd(&a[c], 1.0f);
  atomicAdd(&b[c], 2.0f); // the last site
  if (i == 0) b[0] = 0;
}

// CHECK:__global__ void tiny(const unsigned char *in, unsigned *hist) {
// CHECK-NEXT:  __shared__ unsigned wa_priv_hist[256];
// CHECK-NEXT:  warpagg::private_zero<warpagg::op::add>(wa_priv_hist);
// CHECK-NEXT:  __syncthreads();
// CHECK-NEXT:  atomicAdd(&wa_priv_hist[in[threadIdx.x]], 1u);
// CHECK-NEXT:  __syncthreads();
// CHECK-NEXT:  warpagg::private_flush<warpagg::op::add>(wa_priv_hist, hist);
// CHECK-NEXT:}
__global__ void tiny(const unsigned char *in, unsigned *hist) { atomicAdd(&hist[in[threadIdx.x]], 1u); }
