#include <cuda/atomic>
__global__ void kernel(float *out, int *n, const int *key) {
  atomicAdd(&out[key[threadIdx.x]], 1.0f);
  cuda::atomic_ref<int, cuda::thread_scope_device>(n[key[threadIdx.x]]).fetch_add(1, cuda::std::memory_order_relaxed);
}
