// A kernel that includes the C++ standard library's <cstdio> and <cmath>
// (libstdc++'s cmath does '#include_next <math.h>': it fails when
// /usr/include is named again ahead of libstdc++'s own directories).
#include <cmath>
#include <cstdio>

__global__ void count(float* bins, const int* key) {
  atomicAdd(&bins[key[threadIdx.x]], std::sqrt(2.0f));
}
