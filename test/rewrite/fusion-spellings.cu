// An address means the same however it is spelled (analysis/AddressParts.h):
// `p + k * 3 + c` groups like `&p[k * 3 + c]`, and so do `e + p`, `&e[p]`,
// `p - e`, `p + (a + b)`, `&(p + a)[b]`, `&p[a] + b`, casts that keep the
// element size or whose element is a whole number of the address's, and
// unchanged locals holding such pointers. Where the walk through an address
// stops short (a local that changes, a cast to a larger element), the site
// is keyed by what it stopped at, and the report says why it was not fused.
// RUN: %warpagg --privatize=off %s 2>%t.diag | %strip-comments | %FileCheck %s
// RUN: %FileCheck %s --check-prefix=DIAG < %t.diag
// Running the tool on its output changes nothing.
// RUN: %warpagg --privatize=off %s 2>/dev/null > %t.cu && %warpagg --privatize=off %t.cu 2>/dev/null | diff %t.cu -
// Privatization reads a table's index the same way.
// RUN: %warpagg --dry-run %s 2>&1 | %FileCheck %s --check-prefix=PRIV
#include <cuda_runtime.h>

// The issue's kernel: a per-primitive gradient written as p + k * 3 + c.
__global__ void grad(const int *ids, const float *__restrict__ g,
                     float *__restrict__ dp, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int k = ids[i];
  // DIAG: fusion-spellings.cu:[[@LINE+4]]:3: remark: fused 3 sites (lines [[@LINE+4]], [[@LINE+5]], [[@LINE+6]]) keyed by 'k'
  // CHECK: warpagg::keyed_group<int, warpagg::op::add, float, float, float> [[G:wa_group_[0-9]+]]; [[G]].put<0>(k, g[i * 3 + 0]);
  // CHECK-NEXT: {{^}}  [[G]].put<1>(k, g[i * 3 + 1]);
  // CHECK-NEXT: {{^}}  [[G]].put<2>(k, g[i * 3 + 2]); [[G]].commit([&](int k) { return warpagg::addresses(dp + k * 3 + 0, dp + k * 3 + 1, dp + k * 3 + 2); });
  atomicAdd(dp + k * 3 + 0, g[i * 3 + 0]);
  atomicAdd(dp + k * 3 + 1, g[i * 3 + 1]);
  atomicAdd(dp + k * 3 + 2, g[i * 3 + 2]);
}

// Every spelling of one key's addresses, mixed: one group of ten.
__global__ void spellings(const int *ids, float *dp, int n) {
  int k = ids[blockIdx.x * blockDim.x + threadIdx.x];
  float *end = dp + n; // uniform: its offset belongs to the base
  // DIAG: fusion-spellings.cu:[[@LINE+11]]:3: remark: fused 10 sites (lines [[@LINE+11]], [[@LINE+12]], [[@LINE+13]], [[@LINE+14]], [[@LINE+15]], [[@LINE+16]], [[@LINE+17]], [[@LINE+18]], [[@LINE+19]], [[@LINE+20]]) keyed by 'k'
  // CHECK: warpagg::keyed_group<int, warpagg::op::add, float, float, float, float, float, float, float, float, float, float> [[G:wa_group_[0-9]+]]; [[G]].put<0>(k, 1.0f);
  // CHECK-NEXT: {{^}}  [[G]].put<1>(k, 2.0f);
  // CHECK-NEXT: {{^}}  [[G]].put<2>(k, 3.0f);
  // CHECK-NEXT: {{^}}  [[G]].put<3>(k, 4.0f);
  // CHECK-NEXT: {{^}}  [[G]].put<4>(k, 5.0f);
  // CHECK-NEXT: {{^}}  [[G]].put<5>(k, 6.0f);
  // CHECK-NEXT: {{^}}  [[G]].put<6>(k, 7.0f);
  // CHECK-NEXT: {{^}}  [[G]].put<7>(k, 8.0f);
  // CHECK-NEXT: {{^}}  [[G]].put<8>((k), 9.0f);
  // CHECK-NEXT: {{^}}  [[G]].put<9>(k, 10.0f); [[G]].commit([&](int k) { return warpagg::addresses(&dp[k * 3], dp + k * 3 + 1, k * 3 + 2 + dp, &(k * 3 + 1)[dp], end - k - 1, dp + (k * 3 + 2), &(dp + k * 3)[1], &dp[k * 3] + 2, (dp) + (k * (3)) + (2), &dp[(k + 1) * 3]); });
  atomicAdd(&dp[k * 3], 1.0f);
  atomicAdd(dp + k * 3 + 1, 2.0f);
  atomicAdd(k * 3 + 2 + dp, 3.0f);
  atomicAdd(&(k * 3 + 1)[dp], 4.0f);
  atomicAdd(end - k - 1, 5.0f);
  atomicAdd(dp + (k * 3 + 2), 6.0f);
  atomicAdd(&(dp + k * 3)[1], 7.0f);
  atomicAdd(&dp[k * 3] + 2, 8.0f);
  atomicAdd((dp) + ((k) * (3)) + (2), 9.0f);
  atomicAdd(&dp[(k + 1) * 3], 10.0f);
}

// Casts: one that keeps the element size (int to unsigned), one whose
// element is three of the address's (float3 to float). All five sites are
// keyed by k: one group of two value types.
__global__ void casts(const int *ids, int *count, float3 *xyz, float v) {
  int k = ids[threadIdx.x];
  // DIAG: fusion-spellings.cu:[[@LINE+6]]:3: remark: fused 5 sites (lines [[@LINE+6]], [[@LINE+7]], [[@LINE+8]], [[@LINE+9]], [[@LINE+10]]) keyed by 'k'
  // CHECK: warpagg::keyed_group<int, warpagg::op::add, unsigned int, unsigned int, float, float, float> [[G:wa_group_[0-9]+]]; [[G]].put<0>(k, 1u);
  // CHECK-NEXT: {{^}}  [[G]].put<1>(k, 2u);
  // CHECK-NEXT: {{^}}  [[G]].put<2>(k, v);
  // CHECK-NEXT: {{^}}  [[G]].put<3>(k, v);
  // CHECK-NEXT: {{^}}  [[G]].put<4>(k, v); [[G]].commit([&](int k) { return warpagg::addresses((unsigned *)&count[k * 2], (unsigned *)(count + k * 2) + 1, &xyz[k].x, (float *)(xyz + k) + 1, reinterpret_cast<float *>(&xyz[k]) + 2); });
  atomicAdd((unsigned *)&count[k * 2], 1u);
  atomicAdd((unsigned *)(count + k * 2) + 1, 2u);
  atomicAdd(&xyz[k].x, v);
  atomicAdd((float *)(xyz + k) + 1, v);
  atomicAdd(reinterpret_cast<float *>(&xyz[k]) + 2, v);
}

// A cast to a larger element cannot be read through (a char offset is no
// whole number of floats): the site stays on its own, and says why.
__global__ void larger_element(const int *ids, float *dp) {
  int k = ids[threadIdx.x];
  // CHECK: {{^}}  warpagg::reduce_add(&dp[k * 3], 1.0f);
  // CHECK-NEXT: {{^}}  warpagg::reduce_add((float *)((char *)dp + k * 12) + 1, 2.0f);
  atomicAdd(&dp[k * 3], 1.0f);
  atomicAdd((float *)((char *)dp + k * 12) + 1, 2.0f);
  // DIAG: fusion-spellings.cu:[[@LINE-1]]:3: note: rewritten on its own, not fused with line [[@LINE-2]]: the address on line [[@LINE-1]] is not read to its key (a cast from 'char *' to 'float *' changes the element size)
}

// Locals holding the pointer: read through where nothing changes them.
__global__ void through_locals(const int *ids, float *dp, float a, float b,
                               float c) {
  int k = ids[threadIdx.x];
  float *q = dp + k * 3;
  // DIAG: fusion-spellings.cu:[[@LINE+4]]:3: remark: fused 3 sites (lines [[@LINE+4]], [[@LINE+5]], [[@LINE+6]]) keyed by 'k'
  // CHECK: [[G:wa_group_[0-9]+]]; [[G]].put<0>(q + 0, a);
  // CHECK-NEXT: {{^}}  [[G]].put<1>(&dp[k * 3 + 1], b);
  // CHECK-NEXT: {{^}}  [[G]].put<2>(&q[2], c); [[G]].commit();
  atomicAdd(q + 0, a);
  atomicAdd(&dp[k * 3 + 1], b);
  atomicAdd(&q[2], c);
}

// A local that changes is not read through: keyed by the local itself, it
// is not fused with the same address spelled through dp.
__global__ void changed_local(const int *ids, float *dp, int n, float a) {
  int k = ids[threadIdx.x];
  float *q = dp + k * 3;
  // CHECK: {{^}}  warpagg::reduce_add(q + 0, a);
  // CHECK-NEXT: {{^}}  warpagg::reduce_add(&dp[k * 3 + 1], a);
  atomicAdd(q + 0, a);
  atomicAdd(&dp[k * 3 + 1], a);
  // DIAG: fusion-spellings.cu:[[@LINE-1]]:3: note: rewritten on its own, not fused with line [[@LINE-2]]: the address on line [[@LINE-2]] is not read to its key (the local 'q' changes)
  q += n;
  atomicAdd(q, a);
}

// A local whose key variable changes after it is set: q still points at
// the old k's row, so q + 1 and &dp[k * 3 + 2] are different rows and must
// not be fused (q + 0 and q + 1, keyed by q, still are).
__global__ void key_changes_after_local(const int *ids, float *dp, float a) {
  int k = ids[threadIdx.x];
  float *q = dp + k * 3;
  k = ids[k];
  // DIAG: fusion-spellings.cu:[[@LINE+4]]:3: remark: fused 2 sites (lines [[@LINE+4]], [[@LINE+5]]) keyed by 'q'
  // CHECK: [[G:wa_group_[0-9]+]]; [[G]].put<0>(q + 0, a);
  // CHECK-NEXT: {{^}}  [[G]].put<1>(q + 1, a); [[G]].commit();
  // CHECK-NEXT: {{^}}  warpagg::reduce_add(&dp[k * 3 + 2], a);
  atomicAdd(q + 0, a);
  atomicAdd(q + 1, a);
  atomicAdd(&dp[k * 3 + 2], a);
}

// Two varying summands are the key together, in any order and spelling.
__global__ void two_summands(const int *rows, const int *cols, float *out,
                             int C) {
  int r = rows[threadIdx.x], c = cols[threadIdx.x];
  // DIAG: fusion-spellings.cu:[[@LINE+3]]:3: remark: fused 2 sites (lines [[@LINE+3]], [[@LINE+4]]) keyed by 'r * C + c'
  // CHECK: [[G:wa_group_[0-9]+]]; [[G]].put<0>(&out[r * C + c], 1.0f);
  // CHECK-NEXT: {{^}}  [[G]].put<1>(out + c + r * C, 2.0f); [[G]].commit();
  atomicAdd(&out[r * C + c], 1.0f);
  atomicAdd(out + c + r * C, 2.0f);
}

// A key the same in every lane of an iteration, spelled as arithmetic: a
// likely_uniform_group, as for &dp[id * 3] (IterationUniform.h).
__global__ void per_iteration(const int *ids, float *dp, int n) {
  for (int j = 0; j < n; ++j) {
    int id = ids[j];
    // CHECK: warpagg::keyed_likely_uniform_group<int, warpagg::op::add, float, float> [[G:wa_group_[0-9]+]]; [[G]].put<0>(id, 1.0f);
    // CHECK-NEXT: {{^}}    [[G]].put<1>(id, 2.0f); [[G]].commit([&](int id) { return warpagg::addresses(dp + id * 3 + 0, 3 * id + 1 + dp); });
    atomicAdd(dp + id * 3 + 0, 1.0f);
    atomicAdd(3 * id + 1 + dp, 2.0f);
  }
}

// Addresses that differ in every lane, however spelled, are left alone
// (LaneDistinct.h reads them by meaning too).
__global__ void distinct(float *dp, float3 *xyz, float v) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float *q = dp + i * 3;
  // DIAG: fusion-spellings.cu:[[@LINE+5]]:3: note: left alone: the address differs in every lane
  // DIAG: fusion-spellings.cu:[[@LINE+5]]:3: note: left alone: the address differs in every lane
  // DIAG: fusion-spellings.cu:[[@LINE+5]]:3: note: left alone: the address differs in every lane
  // DIAG: fusion-spellings.cu:[[@LINE+5]]:3: note: left alone: the address differs in every lane
  // DIAG: fusion-spellings.cu:[[@LINE+5]]:3: note: left alone: the address differs in every lane
  atomicAdd(dp + i * 3 + 1, v);
  atomicAdd(&(i * 3 + 2)[dp], v);
  atomicAdd(q + 2, v);
  atomicAdd((float *)(xyz + i) + 1, v);
  atomicAdd(&dp[i * 3] - 1, v);
}

// Privatization: `hist + c * 3 + 1` indexes hist at [1, 767).
__global__ void rgb_hist(const unsigned char *px, unsigned *hist, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned char c = px[i];
  atomicAdd(hist + c * 3 + 1, 1u);
  // PRIV: fusion-spellings.cu:[[@LINE-1]]:3: remark: privatized atomicAdd in kernel 'rgb_hist': 'hist' -> block-private wa_priv_hist (767 x unsigned, 3068 bytes of shared memory per block; keys: unsigned char key)
}
// DIAG: warpagg: 34 sites rewritten, 5 left alone
