// A whole warp adding into one __shared__ variable (address proven uniform)
// is rewritten under the default policy with the uniform strategy: a warp
// reduction first pays even in shared memory (a float add there is a CAS
// loop on sm_90). Scattered shared histograms and integer sums (ptxas
// aggregates 32-bit ones itself) stay left alone.
// RUN: %warpagg %s 2>/dev/null | %strip-comments | %FileCheck %s
// RUN: %warpagg %s 2>&1 >/dev/null | %FileCheck %s --check-prefix=DIAG

__global__ void block_sums(const float *in, const int *key, float *out,
                           unsigned *hist_out) {
  __shared__ float sum;
  __shared__ double sq;
  __shared__ unsigned count;
  __shared__ unsigned hist[64];
  if (threadIdx.x == 0) { sum = 0.f; sq = 0.0; count = 0; }
  __syncthreads();
  float v = in[blockIdx.x * blockDim.x + threadIdx.x];
  // DIAG: shared-uniform-sum.cu:[[@LINE+2]]:3: remark: rewrote atomicAdd_block as warpagg::reduce_add_block<warpagg::strategy::uniform> (float, result unused; uniform strategy
  // CHECK: {{^}}  warpagg::reduce_add_block<warpagg::strategy::uniform>(&sum, v);
  atomicAdd_block(&sum, v);
  // CHECK: {{^}}  warpagg::reduce_add<warpagg::strategy::uniform>(&sq, (double)v * v);
  atomicAdd(&sq, (double)v * v);
  // DIAG: shared-uniform-sum.cu:[[@LINE+2]]:3: note: left alone: address is in shared memory ('count'){{.*}} [atomicAdd]
  // CHECK: {{^}}  atomicAdd(&count, 1u);
  atomicAdd(&count, 1u);
  // DIAG: shared-uniform-sum.cu:[[@LINE+2]]:3: note: left alone: address is in shared memory ('hist'){{.*}} [atomicAdd]
  // CHECK: {{^}}  atomicAdd(&hist[key[threadIdx.x] & 63], 1u);
  atomicAdd(&hist[key[threadIdx.x] & 63], 1u);
  __syncthreads();
  if (threadIdx.x == 0) out[blockIdx.x] = sum + sq + count;
  if (threadIdx.x < 64) hist_out[threadIdx.x] = hist[threadIdx.x];
}
