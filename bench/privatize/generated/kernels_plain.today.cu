// bench/privatize/kernels_plain.cu -- the privatization workloads as users
// write them: plain CUDA atomics into global memory. Also the input of the
// tool's variants (generated/kernels_plain.{today,tool}.cu, see generate.sh).
#include "kernels.h"
#include <warpagg/warpagg.cuh>

namespace {

// ---- one element per thread ------------------------------------------------
__global__ void hist8_16_one(const unsigned char* in, unsigned* hist, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  warpagg::reduce_add(&hist[in[i] >> 4], 1u);
}
__global__ void hist8_64_one(const unsigned char* in, unsigned* hist, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  warpagg::reduce_add(&hist[in[i] >> 2], 1u);
}
__global__ void hist8_256_one(const unsigned char* in, unsigned* hist, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  warpagg::reduce_add(&hist[in[i]], 1u);
}
__global__ void hist16_1024_one(const unsigned short* in, unsigned* hist, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  warpagg::reduce_add(&hist[in[i] >> 6], 1u);
}
__global__ void hist16_4096_one(const unsigned short* in, unsigned* hist, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  warpagg::reduce_add(&hist[in[i] >> 4], 1u);
}
__global__ void fsum_one(const float* x, float* sum, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) warpagg::reduce_add<warpagg::strategy::uniform>(sum, x[i]);
}
__global__ void keys16_one(const int* key, const double* v, double* out, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) warpagg::reduce_add(&out[key[i] & 15], v[i]);
}

// ---- grid-stride loops -------------------------------------------------------
__global__ void hist8_16_grid(const unsigned char* in, unsigned* hist, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    warpagg::reduce_add(&hist[in[i] >> 4], 1u);
}
__global__ void hist8_64_grid(const unsigned char* in, unsigned* hist, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    warpagg::reduce_add(&hist[in[i] >> 2], 1u);
}
__global__ void hist8_256_grid(const unsigned char* in, unsigned* hist, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    warpagg::reduce_add(&hist[in[i]], 1u);
}
__global__ void hist16_1024_grid(const unsigned short* in, unsigned* hist, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    warpagg::reduce_add(&hist[in[i] >> 6], 1u);
}
__global__ void hist16_4096_grid(const unsigned short* in, unsigned* hist, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    warpagg::reduce_add(&hist[in[i] >> 4], 1u);
}
__global__ void fsum_grid(const float* x, float* sum, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    warpagg::reduce_add<warpagg::strategy::uniform>(sum, x[i]);
}
__global__ void keys16_grid(const int* key, const double* v, double* out, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    warpagg::reduce_add(&out[key[i] & 15], v[i]);
}

}  // namespace

#include "launchers.inc"
