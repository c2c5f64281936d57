// Level-synchronous BFS with an explicit frontier queue: the queue tail is a
// single global counter whose old value is the slot (result used), the
// visited test is an atomicCAS (never a candidate), and distances are lowered
// with atomicMin.
#include "corpus/cuda_check.cuh"

__global__ void bfs_expand(const int *row_ptr, const int *col,
                           const int *frontier, int frontier_size,
                           int *next_frontier, int *next_size, int *visited,
                           int *dist, int level) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= frontier_size) return;
  int u = frontier[t];
  for (int e = row_ptr[u]; e < row_ptr[u + 1]; ++e) {
    int v = col[e];
    if (atomicCAS(&visited[v], 0, 1) == 0) {
      dist[v] = level + 1;
      int pos = atomicAdd(next_size, 1);
      next_frontier[pos] = v;
    }
  }
}

// Bellman-Ford style relaxation: dist[v] = min(dist[v], dist[u] + w).
__global__ void relax_edges(const int *src, const int *dst, const int *w,
                            int edges, int *dist, unsigned *changed) {
  int e = blockIdx.x * blockDim.x + threadIdx.x;
  if (e >= edges) return;
  int du = dist[src[e]];
  if (du == 0x7fffffff) return;
  int cand = du + w[e];
  int old = atomicMin(&dist[dst[e]], cand);
  if (cand < old) atomicOr(changed, 1u);
}

// Bottom-up step: unvisited vertices look for a parent in the frontier bitmap
// and count how many joined the next level.
__global__ void bfs_bottom_up(const int *row_ptr, const int *col,
                              const unsigned *frontier_bits, int vertices,
                              int *parent, unsigned *next_bits,
                              unsigned long long *awakened) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v >= vertices || parent[v] >= 0) return;
  for (int e = row_ptr[v]; e < row_ptr[v + 1]; ++e) {
    int u = col[e];
    if (frontier_bits[u >> 5] & (1u << (u & 31))) {
      parent[v] = u;
      atomicOr(&next_bits[v >> 5], 1u << (v & 31));
      atomicAdd(awakened, 1ull);
      break;
    }
  }
}

int bfs_level(const int *row_ptr, const int *col, const int *frontier,
              int frontier_size, int *next, int *d_next_size, int *visited,
              int *dist, int level) {
  CUDA_CHECK(cudaMemset(d_next_size, 0, sizeof(int)));
  bfs_expand<<<corpus::grid_for(frontier_size, 256), 256>>>(
      row_ptr, col, frontier, frontier_size, next, d_next_size, visited, dist,
      level);
  CUDA_CHECK_LAUNCH();
  int h_next = 0;
  CUDA_CHECK(cudaMemcpy(&h_next, d_next_size, sizeof(int),
                        cudaMemcpyDeviceToHost));
  return h_next;
}
