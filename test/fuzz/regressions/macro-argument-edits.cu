// Issue 16, defect 1: edits of calls in identity-like macro arguments.
#include <cuda_fp16.h>
#include <cuda/atomic>
#define M(x) x
#define N(x) (x)
__global__ void k(__half *b, const int *key, __half v, int *c) {
  int k = key[threadIdx.x];
  M(atomicAdd(&b[k], v));
  N(atomicAdd(&b[k+1], v));
  cuda::atomic_ref<int, cuda::thread_scope_device> r(c[k]);
  M(r.fetch_add(1, cuda::std::memory_order_relaxed));
  N(r.fetch_add(2, cuda::std::memory_order_relaxed));
}
