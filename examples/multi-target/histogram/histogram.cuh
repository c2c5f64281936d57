#pragma once
#include <cstddef>

constexpr int kBins64 = 64;
constexpr int kBins256 = 256;

// hist[b] += the bytes of data[0, 4 * words) whose value >> 2 is b.
void histogram64(const unsigned *data, size_t words, unsigned *hist);
// hist[b] += the bytes of data[0, 4 * words) equal to b.
void histogram256(const unsigned *data, size_t words, unsigned *hist);
