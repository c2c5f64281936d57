// test/gpu/profiled_private_kernels.cu -- kernels whose tables no analysis
// can bound (the keys are data), the input of the profile-guided
// privatization tests: profiled_private.profile.json.in says which keys a
// profiled run reached, `warpagg --profile` privatizes each table for those
// keys behind a run-time guard (generated/profiled_private_kernels.wa.cu,
// see test/gpu/generate_private.sh), and exec_profiled_private.cu runs both
// on keys inside and outside the profiled range and compares them with a CPU
// reference, exactly.
#include <warpagg/warpagg.cuh>
#line 9
#ifndef PPK_NS
#define PPK_NS plain
#endif

namespace PPK_NS {

// A histogram of int keys, one element per thread, early return. Profiled
// keys: 100..355.
__global__ void offset_hist(const int* key, unsigned* hist, int n) { __shared__ unsigned wa_priv_hist[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_hist); __syncthreads(); [&]() {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  warpagg::private_or_global<warpagg::op::add, 100ll, 355ll>(wa_priv_hist, hist)(&hist[key[i]], 1u);
}(); __syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_hist, hist, 100ll); }

// A divergent branch: odd values take the minimum into one table (profiled
// keys 0..63), even values the maximum into another, written `t + k`
// (profiled keys -32..31: the kernel is passed the table's middle).
__global__ void split_minmax(const int* key, const int* val, int* low, int* high, int n) { __shared__ int wa_priv_low[64]; warpagg::private_zero<warpagg::op::min>(wa_priv_low); __shared__ int wa_priv_high[64]; warpagg::private_zero<warpagg::op::max>(wa_priv_high); __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    int v = val[i];
    if (v & 1)
      warpagg::private_or_global<warpagg::op::min, 0ll, 63ll>(wa_priv_low, low)(&low[key[i]], v);
    else
      warpagg::private_or_global<warpagg::op::max, -32ll, 31ll>(wa_priv_high, high)(high + key[i], v);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::min>(wa_priv_low, low); warpagg::private_flush<warpagg::op::max>(wa_priv_high, high, -32ll); }

// A grid-stride loop adding floats (profiled keys 1000..1127) and a 64-bit
// count per key into a second table (profiled keys 1000..1127).
__global__ void float_scatter(const int* key, const float* x, float* sum, unsigned long long* count, int n) { __shared__ float wa_priv_sum[128]; warpagg::private_zero<warpagg::op::add>(wa_priv_sum); __shared__ unsigned long long wa_priv_count[128]; warpagg::private_zero<warpagg::op::add>(wa_priv_count); __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    int k = key[i];
    warpagg::private_or_global<warpagg::op::add, 1000ll, 1127ll>(wa_priv_sum, sum)(&sum[k], x[i]);
    warpagg::private_or_global<warpagg::op::add, 1000ll, 1127ll>(wa_priv_count, count)(&count[k], 1ull);
  }
__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_sum, sum, 1000ll); warpagg::private_flush<warpagg::op::add>(wa_priv_count, count, 1000ll); }

}  // namespace PPK_NS
