#pragma once
#include <cstddef>

// out[to[i]] += w[i] for every i in [0, n).
void scatter_add(const float *w, const int *to, size_t n, float *out);
