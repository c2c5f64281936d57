// libcu++ atomics: cuda::atomic_ref and cuda::std::atomic_ref with relaxed
// order are reductions by key like atomicAdd; stronger orders must stay.
#include <cuda/atomic>
#include <cuda/std/atomic>
#include "corpus/cuda_check.cuh"

__global__ void histogram_atomic_ref(const int *keys, int n, int *hist) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    cuda::atomic_ref<int, cuda::thread_scope_device> bin(hist[keys[i]]);
    bin.fetch_add(1, cuda::std::memory_order_relaxed);
  }
}

__global__ void min_max_atomic_ref(const unsigned *v, const int *key, int n,
                                   unsigned *lo, unsigned *hi) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  cuda::atomic_ref<unsigned, cuda::thread_scope_device> l(lo[key[i]]);
  cuda::atomic_ref<unsigned, cuda::thread_scope_device> h(hi[key[i]]);
  l.fetch_min(v[i], cuda::std::memory_order_relaxed);
  h.fetch_max(v[i], cuda::std::memory_order_relaxed);
}

// Block-scoped float sums and a sequentially consistent ticket (must stay).
__global__ void weighted_sums(const float *w, const int *key, int n,
                              float *sums, int *tickets, int *ticket_of) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  cuda::atomic_ref<float, cuda::thread_scope_block> s(sums[blockIdx.x * 64 + key[i]]);
  s.fetch_add(w[i], cuda::memory_order_relaxed);
  cuda::atomic_ref<int, cuda::thread_scope_device> t(tickets[key[i]]);
  ticket_of[i] = t.fetch_add(1);
}

// Bit flags through the standard-library spelling.
__global__ void mark_std(const int *key, int n, unsigned *bits) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    cuda::std::atomic_ref<unsigned> word(bits[key[i] / 32]);
    word.fetch_or(1u << (key[i] % 32), cuda::std::memory_order_relaxed);
  }
}

// Plain atomics next to them are rewritten as usual.
__global__ void flags(const int *key, int n, unsigned *bits) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicOr(&bits[key[i] / 32], 1u << (key[i] % 32));
}

void hist(const int *k, int n, int *h) {
  histogram_atomic_ref<<<corpus::grid_for(n, 256), 256>>>(k, n, h);
  CUDA_CHECK_LAUNCH();
}
