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
