// Issue 24, item 2: a key's range comes from what the callee is, never from
// its name. The project's own my::min/my::max are not clamps, nor is a
// namespace-less max overload of this file that overload resolution picks
// over CUDA's: no range is proven, no table is privatized (before: "keys:
// clamped", a 16-entry shared copy, an illegal memory access on the GPU).
// CUDA's min/max are clamps, and so is a project's function whose body the
// tool reads as one (`return a < b ? a : b;`).
// RUN: %warpagg %s 2>%t.diag | %strip-comments | %FileCheck %s
// RUN: %FileCheck %s --check-prefix=DIAG < %t.diag
// RUN: %warpagg --dry-run --report=json %s 2>/dev/null | %python -c "import json,sys; [print(r['line'], r['decision'], (r.get('not_privatized') or {}).get('reason_code', 'privatized' if r.get('privatized') else '-')) for r in json.load(sys.stdin)]" | %FileCheck %s --check-prefix=JSON

namespace my {
__device__ int min(int a, int b) { return a + b; } // not a clamp
__device__ int max(int a, int b) { return a * b; } // not a clamp
} // namespace my

// Shadows CUDA's max for (long long, short): called below, and no clamp.
__device__ long long max(long long a, short b) { return a - b; }

namespace mine {
__device__ int lower(int a, int b) { return a < b ? a : b; }  // a min
__device__ int upper(int a, int b) { return b < a ? a : b; }  // a max
} // namespace mine

// CHECK-LABEL: __global__ void user_names(const int *x, unsigned *h, int n) {
// CHECK-NOT: wa_priv
// CHECK: warpagg::reduce_add(&h[my::max(my::min(x[i], 0), 15)], 1u);
__global__ void user_names(const int *x, unsigned *h, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    // DIAG-NOT: privatized atomicAdd in kernel 'user_names'
    // JSON: [[@LINE+1]] rewritten -
    atomicAdd(&h[my::max(my::min(x[i], 0), 15)], 1u);
}

// CHECK-LABEL: __global__ void shadowing(const long long *x, unsigned *h, int n) {
// CHECK-NOT: wa_priv
// CHECK: warpagg::reduce_add(&h[min(max(x[i], (short)0), 15ll)], 1u);
__global__ void shadowing(const long long *x, unsigned *h, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    // DIAG-NOT: privatized atomicAdd in kernel 'shadowing'
    // JSON: [[@LINE+1]] rewritten -
    atomicAdd(&h[min(max(x[i], (short)0), 15ll)], 1u);
}

// CUDA's own min/max: a clamp to [0, 16).
// CHECK-LABEL: __global__ void cuda_clamp(const int *x, unsigned *h, int n) { __shared__ unsigned wa_priv_h[16];
__global__ void cuda_clamp(const int *x, unsigned *h, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    // DIAG: privatize-user-minmax.cu:[[@LINE+2]]:5: remark: privatized atomicAdd in kernel 'cuda_clamp': 'h' -> block-private wa_priv_h (16 x unsigned, 64 bytes of shared memory per block; keys: clamped)
    // JSON: [[@LINE+1]] rewritten privatized
    atomicAdd(&h[min(max(x[i], 0), 15)], 1u);
}

// The project's functions whose bodies compute min and max: a clamp.
// CHECK-LABEL: __global__ void read_bodies(const int *x, unsigned *h, int n) { __shared__ unsigned wa_priv_h[16];
__global__ void read_bodies(const int *x, unsigned *h, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    // DIAG: privatize-user-minmax.cu:[[@LINE+2]]:5: remark: privatized atomicAdd in kernel 'read_bodies': 'h' -> block-private wa_priv_h (16 x unsigned, 64 bytes of shared memory per block; keys: clamped)
    // JSON: [[@LINE+1]] rewritten privatized
    atomicAdd(&h[mine::lower(mine::upper(x[i], 0), 15)], 1u);
}
