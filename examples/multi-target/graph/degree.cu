// Vertex degrees of an undirected edge list, the first step of building a
// CSR graph, and the degree of each hash bucket of vertices (a partition's
// load, for balancing).
#include "degree.cuh"

__global__ void count_degrees_kernel(EdgeList g, unsigned *degree,
                                     unsigned *bucket_degree,
                                     unsigned buckets) {
  for (size_t e = mt::global_index(); e < g.edges; e += mt::grid_stride()) {
    unsigned u = g.src[e], v = g.dst[e];
    atomicAdd(&degree[u], 1u);
    atomicAdd(&degree[v], 1u);
    atomicAdd(&bucket_degree[mt::bucket_of(u, buckets)], 1u);
    atomicAdd(&bucket_degree[mt::bucket_of(v, buckets)], 1u);
  }
}

void count_degrees(EdgeList g, unsigned *degree, unsigned *bucket_degree,
                   unsigned buckets) {
  count_degrees_kernel<<<240, mt::kBlock>>>(g, degree, bucket_degree, buckets);
  MT_CHECK(cudaGetLastError());
}
