// Address shapes of real training, rendering and flush kernels (issue 25):
// each decided by what the address is across the lanes of a warp
// (LaneDistinct.h, IterationUniform.h), not by how it is spelled.
//  - proven distinct: left alone ('lane-distinct');
//  - distinct whenever a warp lies in one row of the block (2-D blocks):
//    left alone ('lane-distinct-in-rows': a test for narrower blocks would
//    cost every call);
//  - a row's element at `idx % C`, distinct exactly when C >= 32:
//    strategy::likely_distinct with warpagg::distinct_if(C >= 32) (a
//    uniform branch to the plain atomic);
//  - increasing with the lane but distinct only for some launches:
//    strategy::likely_distinct (a shuffle and a vote, then the plain
//    atomic);
//  - the same in every lane of a loop iteration: strategy::likely_uniform;
//  - anything lanes may share: adaptive.
// RUN: %warpagg %s 2>/dev/null | %strip-comments | %FileCheck %s
// RUN: %warpagg %s 2>&1 >/dev/null | %FileCheck %s --check-prefix=DIAG

// Embedding backward, one thread per (row, channel): the token's gradient
// row `ix * C + c` with c = idx % C. Distinct in a warp when C >= 32, which
// only the caller knows: the call tests it, uniformly.
__global__ void embedding_backward(float *dwte, float *dwpe, const float *dout,
                                   const int *inp, int B, int T, int C) {
  int idx = blockIdx.x * blockDim.x + threadIdx.x;
  int N = B * T * C;
  if (idx < N) {
    int bt = idx / C;
    int b = bt / T;
    int t = bt % T;
    int c = idx % C;
    int ix = inp[b * T + t];
    const float *g = dout + b * T * C + t * C + c;
    float *dwte_ix = dwte + ix * C + c;
    float *dwpe_tc = dwpe + t * C + c;
    // DIAG: real-shapes.cu:[[@LINE+2]]:5: remark: rewrote atomicAdd as warpagg::reduce_add<warpagg::strategy::likely_distinct> (float, result unused; likely_distinct strategy: a row's element at a remainder by C: distinct in every lane where C >= 32 (checked once, uniformly), else checked per warp)
    // CHECK: {{^}}    warpagg::reduce_add<warpagg::strategy::likely_distinct>(dwte_ix, *g, warpagg::distinct_if(C >= 32));
    atomicAdd(dwte_ix, *g);
    // CHECK: {{^}}    warpagg::reduce_add<warpagg::strategy::likely_distinct>(dwpe_tc, *g, warpagg::distinct_if(C >= 32));
    atomicAdd(dwpe_tc, *g);
  }
}

// The same with the row length fixed: 64 channels, distinct in every warp;
// 16 channels: two rows per warp, whose tokens may repeat.
__global__ void embedding_backward_fixed(float *dwte, float *dwte16,
                                         const float *dout, const int *inp) {
  constexpr int C = 64;
  int idx = blockIdx.x * blockDim.x + threadIdx.x;
  // DIAG: real-shapes.cu:[[@LINE+2]]:3: note: left alone: the address differs in every lane
  // CHECK: {{^}}  atomicAdd(&dwte[inp[idx / C] * C + idx % C], dout[idx]);
  atomicAdd(&dwte[inp[idx / C] * C + idx % C], dout[idx]);
  // CHECK: {{^}}  warpagg::reduce_add(&dwte16[inp[idx / 16] * 16 + idx % 16], dout[idx]);
  atomicAdd(&dwte16[inp[idx / 16] * 16 + idx % 16], dout[idx]);
  // A row read from data that is not the row's own: the lanes' remainders
  // still differ, so their elements differ whatever rows they hold.
  // DIAG: real-shapes.cu:[[@LINE+2]]:3: note: left alone: the address differs in every lane
  // CHECK: {{^}}  atomicAdd(&dwte[inp[idx] * C + idx % C], dout[idx]);
  atomicAdd(&dwte[inp[idx] * C + idx % C], dout[idx]);
  // Rows shorter than a warp: lanes share remainders, and may share rows.
  // CHECK: {{^}}  warpagg::reduce_add(&dwte16[inp[idx] * 16 + idx % 16], dout[idx]);
  atomicAdd(&dwte16[inp[idx] * 16 + idx % 16], dout[idx]);
}

// Parameter gradients flushed through a helper from a __shared__ reduction:
// every call passes an address that differs in every lane.
__device__ void atomicAddX(float *addr, float val) {
  // DIAG: real-shapes.cu:[[@LINE+2]]:3: note: left alone: the address differs in every lane
  // CHECK: {{^}}  atomicAdd(addr, val);
  atomicAdd(addr, val);
}
// A helper called from the flush loop (distinct) and on one counter all
// threads share: the counter's call goes to a rewritten copy, the flush
// loop's keeps the original (plan/HelperCopies.h). The copy's one call
// passes a kernel's parameter, the same in every lane: uniform.
__device__ void addTo(float *addr, float val) {
  // CHECK: {{^}}  atomicAdd(addr, val);
  atomicAdd(addr, val);
}
// CHECK: __device__ void addTo_warpagg(float *addr, float val) {
// CHECK: {{^}}  warpagg::reduce_add<warpagg::strategy::uniform>(addr, val);

__global__ void layernorm_flush(float *dbias, float *dweight, float *total,
                                const float *dout, int C) {
  extern __shared__ float shared[];
  float *s_dbias = shared;
  float *s_dweight = shared + C;
  for (int i = threadIdx.x; i < C; i += blockDim.x) {
    s_dbias[i] = dout[blockIdx.x * C + i];
    s_dweight[i] = 2.0f * dout[blockIdx.x * C + i];
  }
  __syncthreads();
  for (int i = threadIdx.x; i < C; i += blockDim.x) {
    atomicAddX(&dbias[i], s_dbias[i]);
    atomicAddX(&dweight[i], s_dweight[i]);
    // CHECK: {{^}}    addTo(&dbias[i], 1.0f);
    addTo(&dbias[i], 1.0f);
  }
  // CHECK: {{^}}  addTo_warpagg(total, 1.0f);
  addTo(total, 1.0f);
}

// Bias gradient of a 2-D block 32 wide: the row pitch is a constant, so the
// index is distinct in a warp whenever the warp lies in one row of the
// block (blockDim.x a multiple of 32): left alone.
__global__ void bias_backward_2d(float *dbias, const float *dout, int OC,
                                 int K) {
  const int bx = 32;
  __shared__ float s[256];
  int i = threadIdx.x + threadIdx.y * bx;
  s[i] = dout[blockIdx.x * K + i];
  __syncthreads();
  // DIAG: real-shapes.cu:[[@LINE+2]]:32: note: left alone: the address differs in every lane whenever a warp lies in one row of the block
  // CHECK: {{^}}  if (i + blockIdx.x * K < OC) atomicAdd(dbias + i + blockIdx.x * K, s[i]);
  if (i + blockIdx.x * K < OC) atomicAdd(dbias + i + blockIdx.x * K, s[i]);
  // With the block's own width the linear thread id is proven distinct.
  int j = threadIdx.x + threadIdx.y * blockDim.x;
  // CHECK: {{^}}  if (j + blockIdx.x * K < OC) atomicAdd(dbias + j + blockIdx.x * K, s[j]);
  if (j + blockIdx.x * K < OC) atomicAdd(dbias + j + blockIdx.x * K, s[j]);
}

// One thread per row, every lane walking the same channels: the address is
// the same in every lane of an iteration.
__global__ void layernorm_backward_naive(float *dbias, const float *dout,
                                         int N, int C) {
  int idx = blockIdx.x * blockDim.x + threadIdx.x;
  if (idx >= N) return;
  const float *d = dout + idx * C;
  for (int i = 0; i < C; i++) {
    // DIAG: real-shapes.cu:[[@LINE+2]]:5: remark: rewrote atomicAdd as warpagg::reduce_add<warpagg::strategy::likely_uniform> (float, result unused; likely_uniform strategy: the address is the same in every lane of a loop iteration (checked per warp))
    // CHECK: {{^}}    warpagg::reduce_add<warpagg::strategy::likely_uniform>(&dbias[i], d[i]);
    atomicAdd(&dbias[i], d[i]);
  }
}

// Coalesced rows: one thread per element of a row-major matrix.
__global__ void rows(float *out, const float *in, int C) {
  int idx = blockIdx.x * blockDim.x + threadIdx.x;
  int row = idx / C, c = idx % C;
  // CHECK: {{^}}  warpagg::reduce_add<warpagg::strategy::likely_distinct>(&out[row * C + c], in[idx], warpagg::distinct_if(C >= 32));
  atomicAdd(&out[row * C + c], in[idx]);
  // CHECK: {{^}}  atomicAdd(&out[blockIdx.x * C + threadIdx.x], in[idx]);
  atomicAdd(&out[blockIdx.x * C + threadIdx.x], in[idx]);
  // Only the row: lanes of one row share it.
  // CHECK: {{^}}  warpagg::reduce_add(&out[row], in[idx]);
  atomicAdd(&out[row], in[idx]);
}

// A batch of ids in __shared__, walked by every lane until it is done: lanes
// leave the loop at different iterations, but those still in it read the
// same id.
__global__ void tiles(float *grad, const int *ids, const float *alpha, int n) {
  __shared__ int batch[256];
  batch[threadIdx.x] = ids[blockIdx.x * 256 + threadIdx.x];
  __syncthreads();
  bool done = false;
  float T = 1.0f;
  for (int j = 0; !done && j < n; j++) {
    const int id = batch[j];
    float a = alpha[id * 32 + threadIdx.x % 32];
    if (a < 0.01f) continue;
    T *= 1.0f - a;
    if (T < 0.001f) done = true;
    // CHECK: {{^}}    warpagg::reduce_add<warpagg::strategy::likely_uniform>(&grad[id], a);
    atomicAdd(&grad[id], a);
  }
}

// A graph library's COO SpMM: a 2-D block, edges along y and features along
// x, both walked by while loops stepping by the grid's extent. A warp lies
// in one row of the block when blockDim.x is a multiple of 32: then the row
// `v * F` is the same in its lanes and `tx` distinct: left alone (a 16-wide
// block's per-warp test cost 17% where rows shared no address).
__global__ void spmm_coo(float *out, const float *feat, const int *src,
                         const int *dst, const float *w, int E, int F) {
  int ty = blockIdx.y * blockDim.y + threadIdx.y;
  const int stride_y = blockDim.y * gridDim.y;
  while (ty < E) {
    const int u = src[ty];
    const int v = dst[ty];
    int tx = blockIdx.x * blockDim.x + threadIdx.x;
    const int stride_x = blockDim.x * gridDim.x;
    while (tx < F) {
      // CHECK: {{^}}      atomicAdd(out + v * F + tx, feat[u * F + tx] * w[ty]);
      atomicAdd(out + v * F + tx, feat[u * F + tx] * w[ty]);
      // The row read through threadIdx.x: lanes may share it.
      // CHECK: {{^}}      warpagg::reduce_add(out + dst[tx] * F + tx, 1.0f);
      atomicAdd(out + dst[tx] * F + tx, 1.0f);
      // Half the column: two lanes share each address.
      // CHECK: {{^}}      warpagg::reduce_add(out + v * F + (tx >> 1), 1.0f);
      atomicAdd(out + v * F + (tx >> 1), 1.0f);
      tx += stride_x;
    }
    ty += stride_y;
  }
}

// The same column index, stepped once by something else: not a lane index.
__global__ void uneven_steps(float *out, const int *dst, int F) {
  int v = dst[threadIdx.y];
  int tx = threadIdx.x;
  while (tx < F) {
    // CHECK: {{^}}    warpagg::reduce_add(out + v * F + tx, 1.0f);
    atomicAdd(out + v * F + tx, 1.0f);
    tx += dst[tx];
  }
}
