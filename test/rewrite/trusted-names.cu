// Issue 24, item 2: the analyses trust a CUDA name only on the toolchain's
// declaration. A project's `laneid()` is a lane id only where its body says
// so; one that returns something else does not make `if (laneid() == 0)` a
// hand-written aggregation (before: left alone as already aggregated, by the
// name). A project's `sync()` is a barrier only where its body holds one.
// RUN: %warpagg %s 2>&1 >/dev/null | %FileCheck %s --check-prefix=DIAG

__device__ unsigned laneid() { return threadIdx.x & 31; } // a lane id
namespace cfg {
__device__ unsigned laneid() { return 0; } // the configured lane: not a lane id
__device__ void sync() {}                  // no barrier
} // namespace cfg

__global__ void by_body(int *out, const int *key) {
  // DIAG: trusted-names.cu:[[@LINE+1]]:22: note: left alone: already aggregated
  if (laneid() == 0) atomicAdd(&out[key[threadIdx.x]], 1);
}

__global__ void not_a_lane(int *out, const int *key) {
  // DIAG: trusted-names.cu:[[@LINE+1]]:27: remark: rewrote atomicAdd as warpagg::reduce_add
  if (cfg::laneid() == 0) atomicAdd(&out[key[threadIdx.x]], 1);
}

// The table is indexed by a byte and the kernel's only "barrier" is a
// project's function without one: privatized (a barrier inside a condition
// would refuse it).
__global__ void not_a_barrier(const unsigned char *in, unsigned *h, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (in[i % n] > 100)
    cfg::sync();
  // DIAG: trusted-names.cu:[[@LINE+1]]:14: remark: privatized atomicAdd in kernel 'not_a_barrier'
  if (i < n) atomicAdd(&h[in[i]], 1u);
}
