// bench/precision/kernels.h -- the workloads' launchers (kernels_plain.cu).
#pragma once

// A block-privatised histogram: keys counted into __shared__ bins, then each
// block's bins flushed to the global histogram by the lane-distinct loop
// for (i = threadIdx.x; i < bins; i += blockDim.x) atomicAdd(&hist[i], s[i]).
void launch_flush_histogram(const unsigned* keys, int n, unsigned* hist, int bins, int blocks);

// Counts per key aggregated by hand: __match_any_sync finds a lane's peers,
// __reduce_add_sync sums their weights, the leader (__ffs(peers) - 1) adds.
void launch_match_leader(const int* key, const unsigned* weight, int n, unsigned* count);

// Row-split CSR SpMV: one warp per chunk of a row, a shuffle reduction, and
// lane 0 adds the chunk's partial sum to y[row].
void launch_warp_row_spmv(const int* chunk_row, const int* chunk_begin, const int* chunk_end, int chunks,
                          const int* col, const float* val, const float* x, float* y);
