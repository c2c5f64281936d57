// Stream compaction and filtering with a global output counter: the atomic's
// old value is the output slot. The last kernel already aggregates per warp
// by hand (ballot + popc, one atomic by lane 0), which needs no rewrite.
#include "corpus/cuda_check.cuh"

template <class T, class Pred>
__global__ void filter(const T *in, int n, T *out, unsigned *count, Pred pred) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && pred(in[i])) {
    unsigned slot = atomicAdd(count, 1u);
    out[slot] = in[i];
  }
}

struct Positive {
  __device__ bool operator()(float v) const { return v > 0.f; }
};
struct Odd {
  __device__ bool operator()(int v) const { return v & 1; }
};

template __global__ void filter<float, Positive>(const float *, int, float *,
                                                 unsigned *, Positive);
template __global__ void filter<int, Odd>(const int *, int, int *, unsigned *,
                                          Odd);

// Compaction into per-bucket output queues (e.g. ray sorting by material).
__global__ void enqueue_by_bucket(const int *bucket, int n, int capacity,
                                  int *queue_len, int *queues) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int b = bucket[i];
  int pos = atomicAdd(&queue_len[b], 1);
  if (pos < capacity) queues[b * capacity + pos] = i;
}

// Hand-aggregated compaction: one atomic per warp, offsets from the ballot.
__global__ void compact_warp_aggregated(const int *in, int n, int *out,
                                        int *count) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  bool keep = i < n && in[i] != 0;
  unsigned mask = __ballot_sync(0xffffffffu, keep);
  int lane = threadIdx.x & 31;
  int base = 0;
  if (lane == 0) base = atomicAdd(count, __popc(mask));
  base = __shfl_sync(0xffffffffu, base, 0);
  if (keep) out[base + __popc(mask & ((1u << lane) - 1))] = in[i];
}

unsigned compact_positive(const float *d_in, int n, float *d_out,
                          unsigned *d_count) {
  CUDA_CHECK(cudaMemset(d_count, 0, sizeof(unsigned)));
  filter<<<corpus::grid_for(n, 256), 256>>>(d_in, n, d_out, d_count,
                                            Positive{});
  CUDA_CHECK_LAUNCH();
  unsigned h = 0;
  CUDA_CHECK(cudaMemcpy(&h, d_count, sizeof h, cudaMemcpyDeviceToHost));
  return h;
}
