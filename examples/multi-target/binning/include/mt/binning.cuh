// The binning library's device functions (defined in cells.cu and
// buckets.cu, called from other targets: separable compilation) and its
// host entry points.
#pragma once
#include <mt/common.cuh>

namespace mt {

// A uniform grid over the unit cube, `side` cells along each axis.
struct GridSpec {
  int side;
};

// The cell of a point of the unit cube (points outside are clamped).
__device__ int cell_of(float x, float y, float z, GridSpec grid);

// A key's bucket among `buckets` (a multiplicative hash, then a range
// reduction without division).
__device__ unsigned bucket_of(unsigned key, unsigned buckets);

// counts[b] += the number of keys in bucket b.
void count_buckets(const unsigned *keys, size_t n, unsigned *counts,
                   unsigned buckets);

} // namespace mt
