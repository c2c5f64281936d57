#pragma once
#include <cstddef>

// *sum += the values of v[0, n) above `floor`, *count += how many there are.
void sum_count_above(const float *v, size_t n, float floor, float *sum,
                     unsigned *count);
// *sum = the sum of v[0, n) in one pass: each block stores its partial sum,
// and the block that retires last adds the partials (partial: one float per
// block, blocks_for_last_block(n) of them).
unsigned blocks_for_last_block(size_t n);
void sum_last_block(const float *v, size_t n, float *partial, float *sum);
