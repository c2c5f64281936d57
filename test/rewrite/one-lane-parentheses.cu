// A test that selects one lane per warp is read through parentheses: each
// site below is reached by one lane per warp and left alone as already
// aggregated (issue 48: `if ((threadIdx.x % 32 == 1) && f)` was rewritten).
// A parenthesized test that lets several lanes through still rewrites.
// RUN: %warpagg --dry-run %s 2>&1 | %FileCheck %s --implicit-check-not=remark:

// CHECK: one-lane-parentheses.cu:[[@LINE+2]]:{{[0-9]+}}: note: left alone: already aggregated: only one lane per warp
__global__ void in_conjunction(int *out, const int *key, bool f) {
  if ((threadIdx.x % 32 == 1) && f) atomicAdd(&out[key[threadIdx.x]], 1);
}

// CHECK: one-lane-parentheses.cu:[[@LINE+2]]:{{[0-9]+}}: note: left alone: already aggregated: only one lane per warp
__global__ void doubled(int *out, const int *key) {
  if (((threadIdx.x & 31) == 0)) atomicAdd(&out[key[threadIdx.x]], 1);
}

// CHECK: one-lane-parentheses.cu:[[@LINE+3]]:{{[0-9]+}}: note: left alone: already aggregated: only one lane per warp
__global__ void second_operand(int *out, const int *key, bool f) {
  if (f && ((threadIdx.x & 31) == 0))
    atomicAdd(&out[key[threadIdx.x]], 1);
}

// CHECK: one-lane-parentheses.cu:[[@LINE+4]]:{{[0-9]+}}: note: left alone: already aggregated: only one lane per warp
__global__ void early_return(int *out, const int *key) {
  if ((threadIdx.x % 32 != 0))
    return;
  atomicAdd(&out[key[threadIdx.x]], 1);
}

// Several lanes pass `(threadIdx.x % 32 < 4)`: rewritten.
// CHECK: one-lane-parentheses.cu:[[@LINE+2]]:{{[0-9]+}}: remark: rewrote atomicAdd
__global__ void several_lanes(int *out, const int *key) {
  if ((threadIdx.x % 32 < 4)) atomicAdd(&out[key[threadIdx.x]], 1);
}
// CHECK: warpagg: 1 site to rewrite, 4 left alone
