// Bitsets and flag words: set, clear and toggle bits with atomicOr/And/Xor,
// 32- and 64-bit words.
#include "corpus/cuda_check.cuh"

__global__ void mark_vertices(const int *ids, int n, unsigned *bitset) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    int v = ids[i];
    atomicOr(&bitset[v >> 5], 1u << (v & 31));
  }
}

__global__ void clear_vertices(const int *ids, int n, unsigned *bitset) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    int v = ids[i];
    atomicAnd(bitset + (v >> 5), ~(1u << (v & 31)));
  }
}

// Parity of edge incidences per vertex (odd-degree detection), 64-bit words.
__global__ void toggle_parity(const int *endpoint, int m,
                              unsigned long long *parity) {
  int e = blockIdx.x * blockDim.x + threadIdx.x;
  if (e < m) {
    int v = endpoint[e];
    atomicXor(&parity[v / 64], 1ull << (v % 64));
  }
}

// Bloom filter insert: k hash functions, set k bits; remember whether the
// key was already present (result used).
__device__ __forceinline__ unsigned hash_k(unsigned key, unsigned k) {
  key ^= k * 0x9e3779b9u;
  key *= 0x85ebca6bu;
  key ^= key >> 13;
  return key;
}

__global__ void bloom_insert(const unsigned *keys, int n, unsigned bits,
                             unsigned *filter, int *already_present) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  bool present = true;
  for (unsigned k = 0; k < 4; ++k) {
    unsigned b = hash_k(keys[i], k) % bits;
    unsigned old = atomicOr(&filter[b / 32], 1u << (b % 32));
    present = present && (old & (1u << (b % 32)));
  }
  already_present[i] = present;
}

// Error flags collected from every thread into one status word.
enum Status : unsigned { kNaN = 1u, kInf = 2u, kNegative = 4u };

__global__ void validate(const float *x, int n, unsigned *status) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned f = 0;
  if (isnan(x[i])) f |= kNaN;
  if (isinf(x[i])) f |= kInf;
  if (x[i] < 0.f) f |= kNegative;
  if (f) atomicOr(status, f);
}

void mark(const int *ids, int n, unsigned *bits) {
  mark_vertices<<<corpus::grid_for(n, 256), 256>>>(ids, n, bits);
  CUDA_CHECK_LAUNCH();
}
