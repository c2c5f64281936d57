// Keyed min/max reductions: per-segment extrema, bounding boxes, and arg-min
// packed into 64 bits. atomicMin/atomicMax on int, unsigned and long long.
#include <climits>
#include "corpus/cuda_check.cuh"

__global__ void segment_min_max(const int *values, const int *segment, int n,
                                int *seg_min, int *seg_max) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    atomicMin(&seg_min[segment[i]], values[i]);
    atomicMax(&seg_max[segment[i]], values[i]);
  }
}

// Axis-aligned bounding boxes of clusters on an integer lattice.
struct Box {
  int lo[3];
  int hi[3];
};

__global__ void cluster_bounds(const int3 *voxel, const int *cluster, int n,
                               Box *boxes) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  Box *b = boxes + cluster[i];
  int3 v = voxel[i];
  atomicMin(&b->lo[0], v.x);
  atomicMin(&b->lo[1], v.y);
  atomicMin(&b->lo[2], v.z);
  atomicMax(&b->hi[0], v.x);
  atomicMax(&b->hi[1], v.y);
  atomicMax(&b->hi[2], v.z);
}

// Non-negative float maximum via its ordered int bit pattern.
__global__ void max_abs_per_row(const float *a, int rows, int cols,
                                float *row_max) {
  int r = blockIdx.y;
  for (int c = blockIdx.x * blockDim.x + threadIdx.x; c < cols;
       c += blockDim.x * gridDim.x) {
    float v = fabsf(a[r * cols + c]);
    atomicMax(reinterpret_cast<int *>(&row_max[r]), __float_as_int(v));
  }
}

// Nearest centroid (k-means assignment) as a packed (distance, index) minimum.
__global__ void nearest_point_per_centroid(const float2 *pts, int n,
                                           const float2 *centroids, int k,
                                           const int *assign,
                                           unsigned long long *best) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int c = assign[i];
  float dx = pts[i].x - centroids[c].x, dy = pts[i].y - centroids[c].y;
  float d2 = dx * dx + dy * dy;
  unsigned long long packed =
      (static_cast<unsigned long long>(__float_as_uint(d2)) << 32) | unsigned(i);
  atomicMin(&best[c], packed);
}

// Time stamps: latest event per key (64-bit signed) and earliest (unsigned).
template <class Stamp>
__global__ void latest_and_earliest(const Stamp *stamp, const int *key, int n,
                                    Stamp *latest, Stamp *earliest) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    atomicMax(latest + key[i], stamp[i]);
    atomicMin(earliest + key[i], stamp[i]);
  }
}

template __global__ void latest_and_earliest<long long>(const long long *,
                                                        const int *, int,
                                                        long long *,
                                                        long long *);
template __global__ void latest_and_earliest<unsigned>(const unsigned *,
                                                       const int *, int,
                                                       unsigned *, unsigned *);

// Global extrema of a whole array: every thread hits the same two words.
__global__ void global_range(const unsigned *v, int n, unsigned *lo,
                             unsigned *hi) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    atomicMin(lo, v[i]);
    atomicMax(hi, v[i]);
  }
}

void segment_extrema(const int *v, const int *seg, int n, int *mn, int *mx,
                     int segments) {
  CUDA_CHECK(cudaMemset(mn, 0x7f, segments * sizeof(int)));
  CUDA_CHECK(cudaMemset(mx, 0x80, segments * sizeof(int)));
  segment_min_max<<<corpus::grid_for(n, 256), 256>>>(v, seg, n, mn, mx);
  CUDA_CHECK_LAUNCH();
}
