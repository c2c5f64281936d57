// Degree counts of an edge list (COO graph), in 32- and 64-bit counters.
#include <cstdint>
#include "corpus/cuda_check.cuh"

__global__ void out_in_degree(const int32_t *src, const int32_t *dst,
                              int64_t edges, int32_t *out_deg,
                              int32_t *in_deg) {
  for (int64_t e = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; e < edges;
       e += (int64_t)blockDim.x * gridDim.x) {
    atomicAdd(&out_deg[src[e]], 1);
    atomicAdd(&in_deg[dst[e]], 1);
  }
}

// Weighted degree (strength) of an undirected graph: both endpoints.
template <class W>
__global__ void weighted_degree(const int *u, const int *v, const W *w,
                                int edges, W *strength) {
  int e = blockIdx.x * blockDim.x + threadIdx.x;
  if (e < edges) {
    atomicAdd(&strength[u[e]], w[e]);
    if (u[e] != v[e]) atomicAdd(&strength[v[e]], w[e]);
  }
}

template __global__ void weighted_degree<float>(const int *, const int *,
                                                const float *, int, float *);
template __global__ void weighted_degree<double>(const int *, const int *,
                                                 const double *, int,
                                                 double *);

// Degree histogram (how many vertices have degree d), 64-bit counts.
__global__ void degree_histogram(const int *degree, int vertices, int max_deg,
                                 unsigned long long *deg_hist) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v < vertices) {
    int d = degree[v] < max_deg ? degree[v] : max_deg;
    atomicAdd(&deg_hist[d], 1ULL);
  }
}

// Triangle counting: per-vertex triangle participation, 64-bit.
__global__ void triangles_per_vertex(const int *row_ptr, const int *col,
                                     int vertices,
                                     unsigned long long *tri) {
  int u = blockIdx.x * blockDim.x + threadIdx.x;
  if (u >= vertices) return;
  for (int a = row_ptr[u]; a < row_ptr[u + 1]; ++a) {
    int v = col[a];
    if (v <= u) continue;
    int i = row_ptr[u], j = row_ptr[v];
    while (i < row_ptr[u + 1] && j < row_ptr[v + 1]) {
      if (col[i] == col[j]) {
        if (col[i] > v) {
          atomicAdd(&tri[u], 1ULL);
          atomicAdd(&tri[v], 1ULL);
          atomicAdd(&tri[col[i]], 1ULL);
        }
        ++i, ++j;
      } else if (col[i] < col[j]) {
        ++i;
      } else {
        ++j;
      }
    }
  }
}

void compute_degrees(const int32_t *src, const int32_t *dst, int64_t edges,
                     int32_t *out_deg, int32_t *in_deg, cudaStream_t s) {
  out_in_degree<<<corpus::grid_for(edges, 512), 512, 0, s>>>(src, dst, edges,
                                                             out_deg, in_deg);
  CUDA_CHECK_LAUNCH();
}
