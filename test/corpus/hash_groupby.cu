// GPU hash aggregation (GROUP BY key, SUM(value), COUNT(*)): open addressing
// with linear probing; the slot is claimed with atomicCAS and the aggregates
// are updated inside the probing loop.
#include "corpus/cuda_check.cuh"

constexpr unsigned long long kEmpty = ~0ull;

__device__ __forceinline__ unsigned hash64(unsigned long long k) {
  k ^= k >> 33;
  k *= 0xff51afd7ed558ccdull;
  k ^= k >> 33;
  return static_cast<unsigned>(k);
}

__global__ void groupby_sum_count(const unsigned long long *keys,
                                  const double *values, int n,
                                  unsigned long long *table_keys,
                                  double *table_sum,
                                  unsigned long long *table_count,
                                  unsigned capacity) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned long long k = keys[i];
  unsigned slot = hash64(k) % capacity;
  while (true) {
    unsigned long long prev = atomicCAS(&table_keys[slot], kEmpty, k);
    if (prev == kEmpty || prev == k) {
      atomicAdd(&table_sum[slot], values[i]);
      atomicAdd(&table_count[slot], 1ull);
      break;
    }
    slot = (slot + 1) % capacity;
  }
}

// After the hash table is built: per-group min and max over a second column.
__global__ void groupby_min_max(const unsigned long long *keys,
                                const int *column, int n,
                                const unsigned long long *table_keys,
                                unsigned capacity, int *table_min,
                                int *table_max) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned slot = hash64(keys[i]) % capacity;
  while (table_keys[slot] != keys[i]) slot = (slot + 1) % capacity;
  atomicMin(&table_min[slot], column[i]);
  atomicMax(&table_max[slot], column[i]);
}

void groupby(const unsigned long long *k, const double *v, int n,
             unsigned long long *tk, double *ts, unsigned long long *tc,
             unsigned cap) {
  CUDA_CHECK(cudaMemset(tk, 0xff, cap * sizeof(*tk)));
  groupby_sum_count<<<corpus::grid_for(n, 256), 256>>>(k, v, n, tk, ts, tc,
                                                        cap);
  CUDA_CHECK_LAUNCH();
}
