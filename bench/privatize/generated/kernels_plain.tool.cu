// bench/privatize/kernels_plain.cu -- the privatization workloads as users
// write them: plain CUDA atomics into global memory. Also the input of the
// tool's variants (generated/kernels_plain.{today,tool}.cu, see generate.sh).
#include "kernels.h"
#include <warpagg/warpagg.cuh>
namespace {

// ---- one element per thread ------------------------------------------------
__global__ void hist8_16_one(const unsigned char* in, unsigned* hist, int n) { __shared__ unsigned wa_priv_hist[16]; warpagg::private_zero<warpagg::op::add>(wa_priv_hist); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  atomicAdd(&wa_priv_hist[in[i] >> 4], 1u);
}(); __syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_hist, hist); }
__global__ void hist8_64_one(const unsigned char* in, unsigned* hist, int n) { __shared__ unsigned wa_priv_hist[64]; warpagg::private_zero<warpagg::op::add>(wa_priv_hist); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  atomicAdd(&wa_priv_hist[in[i] >> 2], 1u);
}(); __syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_hist, hist); }
__global__ void hist8_256_one(const unsigned char* in, unsigned* hist, int n) { __shared__ unsigned wa_priv_hist[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_hist); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  atomicAdd(&wa_priv_hist[in[i]], 1u);
}(); __syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_hist, hist); }
__global__ void hist16_1024_one(const unsigned short* in, unsigned* hist, int n) { __shared__ unsigned wa_priv_hist[1024]; warpagg::private_zero<warpagg::op::add>(wa_priv_hist); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  atomicAdd(&wa_priv_hist[in[i] >> 6], 1u);
}(); __syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_hist, hist); }
__global__ void hist16_4096_one(const unsigned short* in, unsigned* hist, int n) { __shared__ unsigned wa_priv_hist[4096]; warpagg::private_zero<warpagg::op::add>(wa_priv_hist); __syncthreads(); [&]() {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  atomicAdd(&wa_priv_hist[in[i] >> 4], 1u);
}(); __syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_hist, hist); }
__global__ void fsum_one(const float* x, float* sum, int n) { __shared__ float wa_priv_sum[1]; warpagg::private_zero<warpagg::op::add>(wa_priv_sum); __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) warpagg::reduce_add<warpagg::strategy::uniform>(wa_priv_sum, x[i]);
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_sum, sum); }
__global__ void keys16_one(const int* key, const double* v, double* out, int n) { __shared__ double wa_priv_out[16]; warpagg::private_zero<warpagg::op::add>(wa_priv_out); __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicAdd(&wa_priv_out[key[i] & 15], v[i]);
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_out, out); }
__global__ void whist256_one(const unsigned char* in, const float* w, float* hist, int n) { __shared__ float wa_priv_hist[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_hist); __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicAdd(&wa_priv_hist[in[i]], w[i]);
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_hist, hist); }
__global__ void rare_one(const float* x, unsigned* overflow, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && x[i] > 2.0f) atomicAdd(overflow, 1u);
}

// ---- grid-stride loops -------------------------------------------------------
__global__ void hist8_16_grid(const unsigned char* in, unsigned* hist, int n) { __shared__ unsigned wa_priv_hist[16]; warpagg::private_zero<warpagg::op::add>(wa_priv_hist); __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    atomicAdd(&wa_priv_hist[in[i] >> 4], 1u);
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_hist, hist); }
__global__ void hist8_64_grid(const unsigned char* in, unsigned* hist, int n) { __shared__ unsigned wa_priv_hist[64]; warpagg::private_zero<warpagg::op::add>(wa_priv_hist); __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    atomicAdd(&wa_priv_hist[in[i] >> 2], 1u);
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_hist, hist); }
__global__ void hist8_256_grid(const unsigned char* in, unsigned* hist, int n) { __shared__ unsigned wa_priv_hist[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_hist); __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    atomicAdd(&wa_priv_hist[in[i]], 1u);
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_hist, hist); }
__global__ void hist16_1024_grid(const unsigned short* in, unsigned* hist, int n) { __shared__ unsigned wa_priv_hist[1024]; warpagg::private_zero<warpagg::op::add>(wa_priv_hist); __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    atomicAdd(&wa_priv_hist[in[i] >> 6], 1u);
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_hist, hist); }
__global__ void hist16_4096_grid(const unsigned short* in, unsigned* hist, int n) { __shared__ unsigned wa_priv_hist[4096]; warpagg::private_zero<warpagg::op::add>(wa_priv_hist); __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    atomicAdd(&wa_priv_hist[in[i] >> 4], 1u);
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_hist, hist); }
__global__ void fsum_grid(const float* x, float* sum, int n) { __shared__ float wa_priv_sum[1]; warpagg::private_zero<warpagg::op::add>(wa_priv_sum); __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    warpagg::reduce_add<warpagg::strategy::uniform>(wa_priv_sum, x[i]);
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_sum, sum); }
__global__ void keys16_grid(const int* key, const double* v, double* out, int n) { __shared__ double wa_priv_out[16]; warpagg::private_zero<warpagg::op::add>(wa_priv_out); __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    atomicAdd(&wa_priv_out[key[i] & 15], v[i]);
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_out, out); }
__global__ void whist256_grid(const unsigned char* in, const float* w, float* hist, int n) { __shared__ float wa_priv_hist[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_hist); __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    atomicAdd(&wa_priv_hist[in[i]], w[i]);
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_hist, hist); }
__global__ void rare_grid(const float* x, unsigned* overflow, int n) { __shared__ unsigned wa_priv_overflow[1]; warpagg::private_zero<warpagg::op::add>(wa_priv_overflow); __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    if (x[i] > 2.0f) atomicAdd(wa_priv_overflow, 1u);
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_overflow, overflow); }

}  // namespace

#include "launchers.inc"
