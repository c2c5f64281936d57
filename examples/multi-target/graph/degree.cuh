#pragma once
#include <mt/binning.cuh>

struct EdgeList {
  const unsigned *src, *dst;
  size_t edges;
};

// degree[v] += the edges at v (an edge (v, v) counts twice), and
// bucket_degree[b] += the same for the vertices of each hash bucket.
void count_degrees(EdgeList g, unsigned *degree, unsigned *bucket_degree,
                   unsigned buckets);
