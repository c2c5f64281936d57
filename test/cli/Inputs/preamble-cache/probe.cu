// Sites that exist only where a header of CUDA's preamble (a -isystem shim
// of <climits> or <string.h>, preamble-cache.test) defines a macro: a stale
// preamble would keep the old answer.
#include <cuda_runtime.h>
__global__ void count(int *out, const int *key) {
#if PROBE == 2
  atomicAdd(&out[key[threadIdx.x]], 1);
#endif
#ifdef PROBE_NEW
  atomicAdd(&out[key[threadIdx.x] + 1], 2);
#endif
}
