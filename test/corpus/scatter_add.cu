// Scatter-add (index_add / segment sum): out[index[i]] += src[i], the core of
// embedding-bag backward passes and graph message passing.
#include "corpus/cuda_check.cuh"

template <class T>
__global__ void scatter_add(const T *__restrict__ src,
                            const int *__restrict__ index, int n,
                            T *__restrict__ out) {
  CORPUS_KERNEL_LOOP(i, n) { atomicAdd(out + index[i], src[i]); }
}

template __global__ void scatter_add<float>(const float *, const int *, int,
                                            float *);
template __global__ void scatter_add<double>(const double *, const int *, int,
                                             double *);
template __global__ void scatter_add<int>(const int *, const int *, int,
                                          int *);
template __global__ void scatter_add<unsigned long long>(
    const unsigned long long *, const int *, int, unsigned long long *);

// Row-wise scatter: each source row of `dim` features goes to row index[r].
__global__ void scatter_rows(const float *src, const long long *index,
                             int rows, int dim, float *out) {
  int r = blockIdx.x;
  if (r >= rows) return;
  const long long dst = index[r];
  for (int d = threadIdx.x; d < dim; d += blockDim.x) {
    atomicAdd(&out[dst * dim + d], src[(long long)r * dim + d]);
  }
}

// Segment mean, first pass: sums and counts per segment in one kernel.
struct SegmentAccum {
  float *sum;
  int *count;
};

__global__ void segment_sum_count(const float *values, const int *segment,
                                  int n, SegmentAccum acc) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int s = segment[i];
  atomicAdd(&acc.sum[s], values[i]);
  atomicAdd(&acc.count[s], 1);
}

// Graph message passing: every edge adds its source feature to its target.
__device__ void add_message(float *node_out, const float *node_in, int src,
                            int dst, int dim, int lane) {
  for (int d = lane; d < dim; d += 32)
    atomicAdd(node_out + dst * dim + d, node_in[src * dim + d]);
}

__global__ void propagate(const int *edge_src, const int *edge_dst,
                          int edges, const float *x, int dim, float *y) {
  int warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  int lane = threadIdx.x % 32;
  if (warp < edges) add_message(y, x, edge_src[warp], edge_dst[warp], dim, lane);
}

// Sorted segments, one block per segment: the block reads its segment id
// once into shared memory, so every lane adds to the same address.
__global__ void segment_sum_per_block(const float *values,
                                      const int *block_segment,
                                      const int *block_begin, float *seg_sum) {
  __shared__ int seg;
  if (threadIdx.x == 0) seg = block_segment[blockIdx.x];
  __syncthreads();
  int i = block_begin[blockIdx.x] + threadIdx.x;
  if (i < block_begin[blockIdx.x + 1]) atomicAdd(&seg_sum[seg], values[i]);
}

void launch_scatter_add(const float *src, const int *idx, int n, float *out,
                        cudaStream_t s) {
  scatter_add<float><<<corpus::grid_for(n, 256), 256, 0, s>>>(src, idx, n, out);
  CUDA_CHECK_LAUNCH();
}

// Vector-valued scatter (2D velocities): sm_90 has atomicAdd on float2 and
// the runtime aggregates it too, so the template's one site is rewritten for
// both instantiations.
template <class V>
__global__ void scatter_vectors(const V *v, const int *cell, int n, V *grid) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicAdd(&grid[cell[i]], v[i]);
}

template __global__ void scatter_vectors<float>(const float *, const int *,
                                                int, float *);
template __global__ void scatter_vectors<float2>(const float2 *, const int *,
                                                 int, float2 *);
