// test/gpu/profiled_private_kernels.cu -- kernels whose tables no analysis
// can bound (the keys are data), the input of the profile-guided
// privatization tests: profiled_private.profile.json.in says which keys a
// profiled run reached, `warpagg --profile` privatizes each table for those
// keys behind a run-time guard (generated/profiled_private_kernels.wa.cu,
// see test/gpu/generate_private.sh), and exec_profiled_private.cu runs both
// on keys inside and outside the profiled range and compares them with a CPU
// reference, exactly.
#ifndef PPK_NS
#define PPK_NS plain
#endif

namespace PPK_NS {

// A histogram of int keys, one element per thread, early return. Profiled
// keys: 100..355.
__global__ void offset_hist(const int* key, unsigned* hist, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  atomicAdd(&hist[key[i]], 1u);
}

// A divergent branch: odd values take the minimum into one table (profiled
// keys 0..63), even values the maximum into another, written `t + k`
// (profiled keys -32..31: the kernel is passed the table's middle).
__global__ void split_minmax(const int* key, const int* val, int* low, int* high, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    int v = val[i];
    if (v & 1)
      atomicMin(&low[key[i]], v);
    else
      atomicMax(high + key[i], v);
  }
}

// A grid-stride loop adding floats (profiled keys 1000..1127) and a 64-bit
// count per key into a second table (profiled keys 1000..1127).
__global__ void float_scatter(const int* key, const float* x, float* sum, unsigned long long* count, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    int k = key[i];
    atomicAdd(&sum[k], x[i]);
    atomicAdd(&count[k], 1ull);
  }
}

}  // namespace PPK_NS
