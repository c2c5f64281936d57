// A __device__ helper that nothing in the file calls, compiled without
// -rdc, never runs (no other translation unit can call it): its atomic is
// left alone, since no rewrite of it can gain (an overload set where the
// program's types select only some overloads, as an add helper for float,
// half and bf16 does). With -rdc another file may call it: decided as usual.
// A helper called from a template's instantiation is called.
// RUN: %warpagg --dry-run %s 2>&1 | %FileCheck %s
// RUN: %warpagg --dry-run %s -- -fgpu-rdc 2>&1 | %FileCheck %s --check-prefix=RDC

// CHECK: uncalled-helper.cu:[[@LINE+2]]:47: note: left alone: in 'add_to', which nothing in this file calls; without -rdc nothing else can, so it never runs [atomicAdd]
// RDC: uncalled-helper.cu:[[@LINE+1]]:47: remark: rewrote atomicAdd
__device__ void add_to(double *a, double v) { atomicAdd(a, v); }

// CHECK: uncalled-helper.cu:[[@LINE+1]]:45: remark: rewrote atomicAdd
__device__ void add_to(float *a, float v) { atomicAdd(a, v); }

template <typename T>
__global__ void scatter(T *out, const int *key, const T *v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    add_to(&out[key[i]], v[i]);
}
template <typename T> void launch(T *out, const int *key, const T *v, int n) {
  scatter<<<(n + 255) / 256, 256>>>(out, key, v, n);
}
void run(float *out, const int *key, const float *v, int n) { launch(out, key, v, n); }

// Transitively (issue 48): a helper whose only caller is itself never
// called never runs, nor do helpers that call only each other; a helper
// called from such a chain and from a kernel runs.
// CHECK: uncalled-helper.cu:[[@LINE+2]]:{{[0-9]+}}: note: left alone: in 'inner', which only functions that never run call; without -rdc nothing else can, so it never runs [atomicAdd]
// RDC: uncalled-helper.cu:[[@LINE+1]]:{{[0-9]+}}: remark: rewrote atomicAdd
__device__ void inner(int *a, int v) { atomicAdd(a, v); }
// CHECK: uncalled-helper.cu:[[@LINE+1]]:{{[0-9]+}}: note: left alone: in 'outer', which nothing in this file calls
__device__ void outer(int *a, int v) { inner(a, v); atomicAdd(a, 1); }
// CHECK: uncalled-helper.cu:[[@LINE+2]]:{{[0-9]+}}: note: left alone: in 'ping', which only functions that never run call
__device__ void pong(int *a, int v, int n);
__device__ void ping(int *a, int v, int n) { atomicAdd(a, v); if (n) pong(a, v, n - 1); }
__device__ void pong(int *a, int v, int n) { ping(a, v, n); }
// CHECK: uncalled-helper.cu:[[@LINE+1]]:{{[0-9]+}}: remark: rewrote atomicAdd as warpagg::reduce_add (int, result unused) in shared_helper_warpagg
__device__ void shared_helper(int *a, int v) { atomicAdd(a, v); }
__device__ void dead_caller(int *a) { shared_helper(a, 1); }
__global__ void live(int *out, const int *key) { shared_helper(&out[key[threadIdx.x]], 1); }
