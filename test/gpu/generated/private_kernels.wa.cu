// test/gpu/private_kernels.cu -- real-looking kernels with small tables, the
// input of the privatization execution tests: exec_private.cu runs them as
// written and as the tool rewrites them (generated/private_kernels.wa.cu, see
// test/gpu/generate_private.sh) and compares the results exactly.
#include <warpagg/warpagg.cuh>
#line 5
#ifndef PK_NS
#define PK_NS plain
#endif

namespace PK_NS {

__device__ unsigned g_bins[32];
__device__ unsigned long long g_total;

// Byte histogram, one element per thread, early return.
__global__ void byte_hist(const unsigned char* in, unsigned* hist, int n) { __shared__ unsigned wa_priv_hist[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_hist); __syncthreads(); [&]() {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  atomicAdd(&wa_priv_hist[in[i]], 1u);
}(); __syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_hist, hist); }

// Grid-stride histogram of int keys masked to 64 bins.
__global__ void masked_hist(const int* key, unsigned* hist, int n) { __shared__ unsigned wa_priv_hist[64]; warpagg::private_zero<warpagg::op::add>(wa_priv_hist); __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    atomicAdd(wa_priv_hist + (key[i] & 63), 1u);
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_hist, hist); }

// One float counter.
__global__ void float_sum(const float* x, float* sum, int n) { __shared__ float wa_priv_sum[1]; warpagg::private_zero<warpagg::op::add>(wa_priv_sum); __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) warpagg::reduce_add<warpagg::strategy::uniform>(wa_priv_sum, x[i]);
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_sum, sum); }

// Several tables: a tile staged in shared memory behind a barrier, then an
// early return; counts per class (modulo), the largest index per clamped
// class, and an OR of flags per class.
__global__ void class_stats(const unsigned* cls, const int* raw, unsigned* count, int* last,
                            unsigned* flags, int n) { __shared__ unsigned wa_priv_count[10]; warpagg::private_zero<warpagg::op::add>(wa_priv_count); __shared__ int wa_priv_last[10]; warpagg::private_zero<warpagg::op::max>(wa_priv_last); __shared__ unsigned wa_priv_flags[10]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_flags); __syncthreads(); [&]() {
  __shared__ unsigned tile[128];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (threadIdx.x < 128) tile[threadIdx.x] = i < n ? cls[i] : 0u;
  __syncthreads();
  if (i >= n) return;
  unsigned c = threadIdx.x < 128 ? tile[threadIdx.x] : cls[i];
  atomicAdd(&wa_priv_count[c % 10u], 1u);
  int k = min(max(raw[i], 0), 9);
  atomicMax(&wa_priv_last[k], i);
  atomicOr(&wa_priv_flags[c % 10u], 1u << (i & 31));
}(); __syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_count, count); warpagg::private_flush<warpagg::op::max>(wa_priv_last, last); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_flags, flags); }

// A 2-D image, 2-D blocks: 16-bin histogram of the high nibble.
__global__ void image_hist(const unsigned char* img, int w, int h, int pitch, unsigned* hist) { __shared__ unsigned wa_priv_hist[16]; warpagg::private_zero<warpagg::op::add>(wa_priv_hist); __syncthreads(); [&]() {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;
  atomicAdd(&wa_priv_hist[img[y * pitch + x] >> 4], 1u);
}(); __syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_hist, hist); }

// __device__ tables: 32 bins and a 64-bit total.
__global__ void device_tables(const unsigned* v, int n) { __shared__ unsigned wa_priv_g_bins[32]; warpagg::private_zero<warpagg::op::add>(wa_priv_g_bins); __shared__ unsigned long long wa_priv_g_total[1]; warpagg::private_zero<warpagg::op::add>(wa_priv_g_total); __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    atomicAdd(&wa_priv_g_bins[v[i] % 32u], 1u);
    warpagg::reduce_add<warpagg::strategy::uniform>(wa_priv_g_total, (unsigned long long)v[i]);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_g_bins, g_bins); warpagg::private_flush<warpagg::op::add>(wa_priv_g_total, &g_total); }

// Signed 8-bit keys: entries -128..127.
__global__ void signed_hist(const signed char* in, int* hist, int n) { __shared__ int wa_priv_hist[256]; warpagg::private_zero<warpagg::op::sub>(wa_priv_hist); __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicSub(&(wa_priv_hist + 128)[in[i]], 1);
__syncthreads(); warpagg::private_flush<warpagg::op::sub>(wa_priv_hist, hist, -128); }

// Minimum per 3-D cell of a small lattice: 3-D blocks, key from a clamp.
__global__ void lattice_min(const int* cell, const long long* t, long long* first, int n) { __shared__ long long wa_priv_first[27]; warpagg::private_zero<warpagg::op::min>(wa_priv_first); __syncthreads(); [&]() {
  int i = (blockIdx.x * blockDim.z + threadIdx.z) * blockDim.x * blockDim.y + threadIdx.y * blockDim.x + threadIdx.x;
  if (i >= n) return;
  atomicMin(&wa_priv_first[min(max(cell[i], 0), 26)], t[i]);
}(); __syncthreads(); warpagg::private_flush<warpagg::op::min>(wa_priv_first, first); }

// A template kernel, instantiated for float and double: one copy spelled
// with T (float: flushed by vector atomics on sm_90+).
template <class T>
__global__ void weighted_hist(const unsigned char* in, const T* w, T* hist, int n) { __shared__ T wa_priv_hist[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_hist); __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicAdd(&wa_priv_hist[in[i]], w[i]);
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_hist, hist); }
template __global__ void weighted_hist<float>(const unsigned char*, const float*, float*, int);
template __global__ void weighted_hist<double>(const unsigned char*, const double*, double*, int);

// The project's own min/max, which are not clamps (issue 24, item 2): the
// key spans 64 entries, not the 16 that min(max(..., 0), 15) would give. The
// tool must not privatize the table (it did: a 16-entry shared copy, an
// illegal memory access).
namespace my {
__device__ int min(int a, int b) { return a ^ b; }
__device__ int max(int a, int b) { return (a + b) & 63; }
}  // namespace my
__global__ void user_minmax(const int* x, unsigned* hist, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  warpagg::reduce_add(&hist[my::max(my::min(x[i], 0), 15)], 1u);
}

}  // namespace PK_NS
