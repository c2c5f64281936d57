// Fusion reaches into constant-trip loops and past keys that are the same in
// every lane of a loop iteration (plan/Grouping.h, analysis/IterationUniform.h):
//  - a site alone in `for (int k = 0; k < N; ++k)` (N a constant or a template
//    parameter, at most 16) is one warpagg::slots<T, N> entry of the group,
//    filled by put_at<I>(addr, val, k);
//  - a key read from __shared__ at a loop index after a barrier (a tile
//    rasterizer's primitive id) makes a likely_uniform_group: a check that the
//    lanes agree instead of a peer discovery.
// RUN: %warpagg %s 2>/dev/null | %strip-comments | %FileCheck %s
// RUN: %warpagg --dry-run %s 2>&1 | %FileCheck %s --check-prefix=REMARK
// RUN: %warpagg --dry-run --report=json %s 2>&1 | %FileCheck %s --check-prefix=JSON
// Running the tool on its output changes nothing.
// RUN: %warpagg %s 2>/dev/null > %t.cu && %warpagg %t.cu 2>/dev/null | diff %t.cu -
#include <cuda_runtime.h>

constexpr int kBatch = 256;

// A tile rasterizer's gradient scatter: per (pixel, primitive) C colour
// gradients in a channel loop and two more, all keyed by the primitive id
// that every lane reads from the same __shared__ slot.
template <int C>
__global__ void splat_backward(const int2 *ranges, const int *ids,
                               const float *dpix, float *dcolor,
                               float *dopacity, float2 *dmean, int npix) {
  __shared__ int batch_id[kBatch];
  const int2 range = ranges[blockIdx.x];
  const int pix = blockIdx.x * blockDim.x + threadIdx.x;
  int todo = range.y - range.x;
  for (int round = 0; round * kBatch < range.y - range.x;
       round++, todo -= kBatch) {
    __syncthreads();
    const int at = range.x + round * kBatch + threadIdx.x;
    if (at < range.y)
      batch_id[threadIdx.x] = ids[at];
    __syncthreads();
    for (int j = 0; j < min(kBatch, todo); j++) {
      if (pix >= npix)
        continue;
      const int id = batch_id[j];
      const float g = dpix[pix] * (j + 1);
      // CHECK: for (int j = 0; j < min(kBatch, todo); j++) { warpagg::keyed_likely_uniform_group<int, warpagg::op::add, warpagg::slots<float, C>, float, float, float> wa_group_[[L:[0-9]+]]; do {
      // CHECK: {{^}}        wa_group_[[L]].template put_at<0>(id, g * ch, ch);
      for (int ch = 0; ch < C; ch++) {
        atomicAdd(&dcolor[id * C + ch], g * ch);
      }
      // CHECK: {{^}}      wa_group_[[L]].template put<1>(id, g);
      // CHECK-NEXT: {{^}}      wa_group_[[L]].template put<2>(id, g);
      // CHECK-NEXT: {{^}}      wa_group_[[L]].template put<3>(id, -g);
      // CHECK-NEXT: {{^}}    } while (0); wa_group_[[L]].commit([&](int id, int ch) { return warpagg::addresses(&dcolor[id * C + ch], &dopacity[id], &dmean[id].x, &dmean[id].y); }); }
      atomicAdd(&dopacity[id], g);
      atomicAdd(&dmean[id].x, g);
      atomicAdd(&dmean[id].y, -g);
    }
  }
}
template __global__ void splat_backward<3>(const int2 *, const int *,
                                           const float *, float *, float *,
                                           float2 *, int);
// REMARK: fusion-loops.cu:[[@LINE-15]]:9: remark: rewrote atomicAdd as wa_group_[[@LINE-15]].template put_at<0> (float, result unused)
// REMARK: fusion-loops.cu:[[@LINE-16]]:9: remark: fused 4 sites (lines [[@LINE-16]], [[@LINE-10]], [[@LINE-9]], [[@LINE-8]]) keyed by 'id', the same in every lane of an iteration into wa_group_[[@LINE-16]]: one check that the lanes agree (a peer discovery only if not), one combined reduction, one leader
// JSON: "likely_uniform": true,

// A literal trip count and an unbraced loop body; the key varies by lane, so
// the group discovers its peers.
__global__ void stress3(const int *atom, const float *s, float *stress,
                        float *energy, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int a = atom[i];
  float v[3] = {s[3 * i], s[3 * i + 1], s[3 * i + 2]};
  // CHECK: {{^}}  warpagg::keyed_group<int, warpagg::op::add, warpagg::slots<float, 3>, float> wa_group_[[M:[0-9]+]]; for (int k = 0; k < 3; ++k)
  // CHECK-NEXT: {{^}}    wa_group_[[M]].put_at<0>(a, v[k], k);
  // CHECK-NEXT: {{^}}  wa_group_[[M]].put<1>(a, v[0] + v[1] + v[2]); wa_group_[[M]].commit([&](int a, int k) { return warpagg::addresses(&stress[a * 3 + k], &energy[a]); });
  for (int k = 0; k < 3; ++k)
    atomicAdd(&stress[a * 3 + k], v[k]);
  atomicAdd(&energy[a], v[0] + v[1] + v[2]);
}
// JSON: "likely_uniform": false,

// Not slots: the trip count is not a constant (each lane may run its own
// number of iterations), so the loop's site is rewritten on its own and the
// group after it stands alone.
__global__ void varying_trip(const int *cell, const float *w, float *rho,
                             float *jx, int m, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int c = cell[i];
  // CHECK: {{^}}  for (int k = 0; k < m; ++k)
  // CHECK-NEXT: {{^}}    warpagg::reduce_add(&rho[c * 8 + k], w[i]);
  for (int k = 0; k < m; ++k)
    atomicAdd(&rho[c * 8 + k], w[i]);
  // CHECK: warpagg::reduce_add(&jx[c], w[i]);
  atomicAdd(&jx[c], w[i]);
}

// Not slots: the loop body reads what an earlier iteration's deferred atomic
// writes (a running prefix over the same row).
__global__ void reads_target(const int *cell, float *row, float *total, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int c = cell[i];
  // CHECK: warpagg::reduce_add(&row[c * 4 + k], row[c * 4]);
  for (int k = 0; k < 4; ++k)
    atomicAdd(&row[c * 4 + k], row[c * 4]);
  // CHECK: warpagg::reduce_add(&total[c], 1.0f);
  atomicAdd(&total[c], 1.0f);
}

// Not slots: the address depends on the loop index only (the slot's key
// would vary by slot, not by lane); it is the same in every lane of an
// iteration, checked per warp.
__global__ void per_channel(const float *x, float *sum, float *cnt, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  // CHECK: warpagg::reduce_add<warpagg::strategy::likely_uniform>(&sum[k], x[i * 4 + k]);
  for (int k = 0; k < 4; ++k)
    atomicAdd(&sum[k], x[i * 4 + k]);
  atomicAdd(&cnt[0], 1.0f);
}

// Not likely-uniform: no barrier separates the store to the shared array from
// the load of the key, so another warp may be rewriting it: a plain group.
__global__ void no_barrier(const int *ids, float *a, float *b, int n) {
  __shared__ int slot[64];
  for (int j = 0; j < 64; j++) {
    slot[threadIdx.x % 64] = ids[j * 64 + threadIdx.x % 64];
    const int id = slot[j];
    // CHECK: {{^}}    warpagg::keyed_group<int, warpagg::op::add, float, float> wa_group_{{[0-9]+}};
    atomicAdd(&a[id], 1.0f);
    atomicAdd(&b[id], 2.0f);
  }
}

// Not likely-uniform: the loop index advances under a lane-dependent branch.
__global__ void divergent_index(const int *ids, const float *w, float *a,
                                float *b, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int j = 0;
  const float wi = w[i];
  while (j < n) {
    const int id = ids[j];
    // CHECK: {{^}}    warpagg::keyed_group<int, warpagg::op::add, float, float> wa_group_{{[0-9]+}};
    atomicAdd(&a[id], wi);
    atomicAdd(&b[id], wi);
    if (wi > 0.5f)
      j += 2;
    else
      j += 1;
  }
}

// Likely-uniform: a key broadcast from lane 0 by a shuffle.
__global__ void broadcast_key(const int *ids, const float *w, float *a,
                              float *b, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x; // n: whole warps
  const int id = __shfl_sync(0xffffffffu, ids[i], 0);
  const float wi = w[i];
  // CHECK: {{^}}  warpagg::keyed_likely_uniform_group<int, warpagg::op::add, float, float> wa_group_{{[0-9]+}};
  atomicAdd(&a[id], wi);
  atomicAdd(&b[id], wi);
}

// A key computed from the thread index itself (four lanes per row): the key
// reads a builtin, which has no side effects.
__global__ void quad_rows(const float *v, float *row_sum, float *row_sq) {
  const float x = v[blockIdx.x * blockDim.x + threadIdx.x];
  // CHECK: {{^}}  warpagg::keyed_group<unsigned int, warpagg::op::add, float, float> wa_group_[[Q:[0-9]+]]; wa_group_[[Q]].put<0>(threadIdx.x / 4, x);
  // CHECK-NEXT: {{^}}  wa_group_[[Q]].put<1>(threadIdx.x / 4, x * x); wa_group_[[Q]].commit([&](unsigned int wa_key) { return warpagg::addresses(&row_sum[wa_key], &row_sq[wa_key]); });
  atomicAdd(&row_sum[threadIdx.x / 4], x);
  atomicAdd(&row_sq[threadIdx.x / 4], x * x);
}
