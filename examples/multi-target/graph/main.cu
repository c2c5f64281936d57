#include "degree.cuh"
#include <vector>

int main() {
  const unsigned vertices = 1u << 16;
  const size_t edges = size_t(1) << 21;
  const unsigned buckets = 64;
  std::vector<unsigned> src(edges), dst(edges), want(vertices, 0);
  mt::Rng rng(4242);
  for (size_t e = 0; e < edges; ++e) {
    // A skewed graph: a few vertices take most edges.
    unsigned hub = static_cast<unsigned>(rng.next() % 64);
    src[e] = rng.next() % 4 == 0 ? hub : static_cast<unsigned>(rng.next() % vertices);
    dst[e] = static_cast<unsigned>(rng.next() % vertices);
    want[src[e]]++;
    want[dst[e]]++;
  }

  unsigned *d_src, *d_dst, *d_degree, *d_bucket, *d_keys, *d_counts;
  MT_CHECK(cudaMalloc(&d_src, edges * sizeof(unsigned)));
  MT_CHECK(cudaMalloc(&d_dst, edges * sizeof(unsigned)));
  MT_CHECK(cudaMalloc(&d_degree, vertices * sizeof(unsigned)));
  MT_CHECK(cudaMalloc(&d_bucket, buckets * sizeof(unsigned)));
  MT_CHECK(cudaMalloc(&d_keys, vertices * sizeof(unsigned)));
  MT_CHECK(cudaMalloc(&d_counts, buckets * sizeof(unsigned)));
  MT_CHECK(cudaMemcpy(d_src, src.data(), edges * sizeof(unsigned),
                      cudaMemcpyHostToDevice));
  MT_CHECK(cudaMemcpy(d_dst, dst.data(), edges * sizeof(unsigned),
                      cudaMemcpyHostToDevice));
  MT_CHECK(cudaMemset(d_degree, 0, vertices * sizeof(unsigned)));
  MT_CHECK(cudaMemset(d_bucket, 0, buckets * sizeof(unsigned)));
  count_degrees(EdgeList{d_src, d_dst, edges}, d_degree, d_bucket, buckets);

  // The library's own bucket count of the vertex ids 0..V-1.
  std::vector<unsigned> ids(vertices);
  for (unsigned v = 0; v < vertices; ++v)
    ids[v] = v;
  MT_CHECK(cudaMemcpy(d_keys, ids.data(), vertices * sizeof(unsigned),
                      cudaMemcpyHostToDevice));
  MT_CHECK(cudaMemset(d_counts, 0, buckets * sizeof(unsigned)));
  mt::count_buckets(d_keys, vertices, d_counts, buckets);

  std::vector<unsigned> degree(vertices), bucket(buckets), counts(buckets);
  MT_CHECK(cudaMemcpy(degree.data(), d_degree, vertices * sizeof(unsigned),
                      cudaMemcpyDeviceToHost));
  MT_CHECK(cudaMemcpy(bucket.data(), d_bucket, buckets * sizeof(unsigned),
                      cudaMemcpyDeviceToHost));
  MT_CHECK(cudaMemcpy(counts.data(), d_counts, buckets * sizeof(unsigned),
                      cudaMemcpyDeviceToHost));
  bool ok = degree == want;
  unsigned long long bucket_sum = 0, count_sum = 0;
  for (unsigned b = 0; b < buckets; ++b) {
    bucket_sum += bucket[b];
    count_sum += counts[b];
  }
  ok = ok && bucket_sum == 2 * edges && count_sum == vertices;

  for (unsigned *ptr : {d_src, d_dst, d_degree, d_bucket, d_keys, d_counts})
    MT_CHECK(cudaFree(ptr));
  return mt::report("graph_degree", ok);
}
