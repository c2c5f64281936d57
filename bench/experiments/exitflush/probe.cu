// Probe: can a header-only runtime read a __device__ table at program exit
// without any change to the host code? Variants chosen by -D.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

__device__ unsigned long long wa_counts[4];

namespace {
void flush() {
  cudaError_t s = cudaDeviceSynchronize();
  unsigned long long h[4] = {};
  cudaError_t e = cudaMemcpyFromSymbol(h, wa_counts, sizeof h);
  std::printf("flush: sync=%s copy=%s counts=%llu %llu\n", cudaGetErrorName(s),
              cudaGetErrorName(e), h[0], h[1]);
}
#if defined(VIA_ATEXIT_IN_CTOR)
struct Reg { Reg() { std::atexit(flush); } } reg;
#elif defined(VIA_DTOR)
struct Reg { ~Reg() { flush(); } } reg;
#elif defined(VIA_CTOR_PRIO)
__attribute__((constructor(65535))) void late() { std::atexit(flush); }
#elif defined(VIA_DESTRUCTOR_ATTR)
__attribute__((destructor)) void at_unload() { flush(); }
#endif
} // namespace

__global__ void k(int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicAdd(&wa_counts[0], 1ull);
  if (i < n && (i & 1)) atomicAdd(&wa_counts[1], 1ull);
}

int main(int argc, char **) {
  k<<<40, 256>>>(10000);
  if (argc > 1) cudaDeviceSynchronize();
  if (argc > 2) { cudaDeviceReset(); }
  std::printf("main returns\n");
  return 0;
}
