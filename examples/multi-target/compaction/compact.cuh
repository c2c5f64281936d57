#pragma once
#include <cstddef>

// Copies the positive values of in[0, n) to out[0, *kept) in any order.
void compact_positive(const int *in, size_t n, int *out, unsigned *kept);
