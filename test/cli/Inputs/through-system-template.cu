// Sites that exist only through a system header's template: the generic
// lambda's body is instantiated inside lib::for_each_item.
#include <algo.h>

__global__ void count(const int *key, const float *v, int n, unsigned *bins,
                      float *sums) {
  lib::for_each_item(n, [=](auto i) {
    atomicAdd(&bins[key[i]], 1u);
    atomicAdd(&sums[key[i]], v[i]);
  });
  atomicAdd(&bins[lib::twice_int(key[threadIdx.x])], 1u);
}
