// Sites warpagg must leave alone: shared-memory and thread-local addresses,
// __host__ __device__ code, user-defined atomic overloads, and the atomics
// that are never candidates (atomicCAS, atomicExch, atomicInc, atomicDec).
#include <cuda_fp16.h>
#include "corpus/cuda_check.cuh"

// Shared-memory block reduction into a shared accumulator.
__global__ void block_count_shared(const int *flags, int n, int *out) {
  __shared__ int block_count;
  __shared__ unsigned long long block_mask;
  if (threadIdx.x == 0) {
    block_count = 0;
    block_mask = 0;
  }
  __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && flags[i]) {
    atomicAdd(&block_count, 1);
    atomicOr(&block_mask, 1ull << (threadIdx.x & 63));
  }
  __syncthreads();
  if (threadIdx.x == 0) out[blockIdx.x] = block_count;
}

// A function compiled for host and device (used by a CPU fallback path too).
__host__ __device__ inline void tally(int *counts, int key) {
#ifdef __CUDA_ARCH__
  atomicAdd(&counts[key], 1);
#else
  counts[key] += 1;
#endif
}

__global__ void tally_kernel(const int *keys, int n, int *counts) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) tally(counts, keys[i]);
}

// Float maximum by CAS loop (CUDA has no float atomicMax).
__device__ float atomic_max_float(float *addr, float v) {
  int *p = reinterpret_cast<int *>(addr);
  int old = *p, assumed;
  do {
    assumed = old;
    if (__int_as_float(assumed) >= v) break;
    old = atomicCAS(p, assumed, __float_as_int(v));
  } while (assumed != old);
  return __int_as_float(old);
}

__global__ void max_per_key(const float *v, const int *key, int n,
                            float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomic_max_float(&out[key[i]], v[i]);
}

// A user type with its own atomicAdd overload (CAS loop on the raw bits).
struct Fixed16 {
  unsigned short bits;
};

__device__ Fixed16 atomicAdd(Fixed16 *p, Fixed16 v) {
  unsigned *word = reinterpret_cast<unsigned *>(
      reinterpret_cast<size_t>(p) & ~size_t(3));
  unsigned shift = (reinterpret_cast<size_t>(p) & 2) ? 16 : 0;
  unsigned old = *word, assumed;
  do {
    assumed = old;
    unsigned cur = (assumed >> shift) & 0xffffu;
    unsigned next = (assumed & ~(0xffffu << shift)) |
                    (((cur + v.bits) & 0xffffu) << shift);
    old = atomicCAS(word, assumed, next);
  } while (assumed != old);
  return Fixed16{static_cast<unsigned short>((old >> shift) & 0xffffu)};
}

__global__ void fixed_histogram(const int *key, int n, Fixed16 *hist) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicAdd(&hist[key[i]], Fixed16{1});
}

// Ring buffer with wrap-around (atomicInc), slot ownership (atomicExch),
// a reference count that must never go below zero (atomicDec).
__global__ void ring_push(const int *items, int n, unsigned capacity,
                          unsigned *head, int *ring, int *owner,
                          unsigned *refcount) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned slot = atomicInc(head, capacity - 1);
  int prev = atomicExch(&owner[slot], i);
  ring[slot] = items[i];
  if (prev >= 0) atomicDec(&refcount[prev % 64], 0xffffffffu);
}

// Per-thread scratch: an atomic on the thread's own array.
__global__ void local_scratch(const int *key, int n, int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int scratch[4] = {0, 0, 0, 0};
  if (i < n) atomicAdd(&scratch[key[i] & 3], 1);
  if (i < n) out[i] = scratch[0] + scratch[1] + scratch[2] + scratch[3];
}

// Host code that mentions atomics is never touched.
int host_fallback(const int *keys, int n, int *counts) {
  for (int i = 0; i < n; ++i) tally(counts, keys[i]);
  return n;
}
