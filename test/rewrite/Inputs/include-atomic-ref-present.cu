#include <cuda/atomic>
#include "warpagg/warpagg.cuh"
__global__ void kernel(int *n, const int *key) {
  cuda::atomic_ref<int, cuda::thread_scope_device>(n[key[threadIdx.x]]).fetch_add(1, cuda::std::memory_order_relaxed);
}
