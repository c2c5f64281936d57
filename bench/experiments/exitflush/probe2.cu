// Probe 2: orderings that could let a header-only runtime read its counters
// at exit. A: force cudart's start in a static constructor, then atexit.
// B: same, reading through an address taken in the constructor.
// C: counters in our own host memory, registered mapped; read with no CUDA
//    call at exit.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

__device__ unsigned long long wa_counts[4];
__device__ unsigned long long *wa_host_counts;
alignas(4096) static unsigned long long host_buf[512];
static void *dev_addr;

namespace {
void flushA() {
  cudaError_t s = cudaDeviceSynchronize();
  unsigned long long h[4] = {};
  cudaError_t e = cudaMemcpyFromSymbol(h, wa_counts, sizeof h);
  std::printf("flushA: sync=%s copy=%s counts=%llu %llu\n", cudaGetErrorName(s),
              cudaGetErrorName(e), h[0], h[1]);
}
void flushB() {
  cudaError_t s = cudaDeviceSynchronize();
  unsigned long long h[4] = {};
  cudaError_t e = cudaMemcpy(h, dev_addr, sizeof h, cudaMemcpyDeviceToHost);
  std::printf("flushB: sync=%s copy=%s counts=%llu %llu\n", cudaGetErrorName(s),
              cudaGetErrorName(e), h[0], h[1]);
}
void flushC() {
  cudaError_t s = cudaDeviceSynchronize();
  std::printf("flushC: sync=%s counts=%llu %llu\n", cudaGetErrorName(s),
              host_buf[0], host_buf[1]);
}
struct Reg {
  Reg() {
    cudaError_t i = cudaFree(0);
#if defined(VA)
    std::atexit(flushA);
    std::printf("ctor A: init=%s\n", cudaGetErrorName(i));
#elif defined(VB)
    cudaError_t g = cudaGetSymbolAddress(&dev_addr, wa_counts);
    std::atexit(flushB);
    std::printf("ctor B: init=%s addr=%s\n", cudaGetErrorName(i), cudaGetErrorName(g));
#else
    std::atexit(flushC);
    cudaError_t r = cudaHostRegister(host_buf, sizeof host_buf, cudaHostRegisterMapped | cudaHostRegisterPortable);
    void *d = nullptr;
    cudaError_t p = cudaHostGetDevicePointer(&d, host_buf, 0);
    cudaError_t m = cudaMemcpyToSymbol(wa_host_counts, &d, sizeof d);
    std::printf("ctor C: init=%s reg=%s ptr=%s tosym=%s same=%d\n", cudaGetErrorName(i), cudaGetErrorName(r),
                cudaGetErrorName(p), cudaGetErrorName(m), (void *)host_buf == d);
#endif
  }
} reg;
} // namespace

__global__ void k(int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
#if defined(VC)
  if (i < n) atomicAdd(&wa_host_counts[0], 1ull);
  if (i < n && (i & 1)) atomicAdd_system(&wa_host_counts[1], 1ull);
#else
  if (i < n) atomicAdd(&wa_counts[0], 1ull);
  if (i < n && (i & 1)) atomicAdd(&wa_counts[1], 1ull);
#endif
}

int main(int argc, char **) {
  for (int r = 0; r < 10; ++r) k<<<400, 256>>>(100000);
  if (argc > 1) cudaDeviceSynchronize();
  if (argc > 2) { cudaDeviceReset(); }
  std::printf("main returns\n");
  return 0;
}
