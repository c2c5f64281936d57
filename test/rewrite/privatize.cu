// Privatization (plan/Privatization.h): a table whose keys are proven to lie
// in a small range, touched in the kernel only by its reduction atomics, gets
// a block-private copy in shared memory: declared, zeroed and followed by a
// barrier after the kernel's '{'; the atomics update the copy; a barrier and
// the flush come before the '}'. A body with a return becomes an immediately
// invoked lambda, so threads that return still reach the flush. Everything
// else stays byte for byte (the edits are on the braces' lines and the
// tables' operands), the tool's output is a fixed point, and it compiles with
// nvcc and clang.
// RUN: %warpagg %s 2>/dev/null | %strip-comments | %FileCheck %s
// RUN: %warpagg %s 2>&1 >/dev/null | %FileCheck %s --check-prefix=DIAG
// RUN: %warpagg --dry-run --report=json %s 2>&1 | %FileCheck %s --check-prefix=JSON
// RUN: %warpagg --dry-run --stats %s 2>&1 | %FileCheck %s --check-prefix=STATS
// RUN: %warpagg %s -o %t.cu 2>/dev/null && %warpagg %t.cu 2>/dev/null | diff %t.cu -
// RUN: %clang_cuda --cuda-gpu-arch=sm_90 -std=c++17 -fsyntax-only %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -std=c++17 -Werror all-warnings -I %runtime_include -c %t.cu -o %t.o %}
// --privatize=off: today's rewrite, no shared copy.
// RUN: %warpagg --privatize=off %s 2>/dev/null | %strip-comments | %FileCheck %s --check-prefix=OFF --implicit-check-not=wa_priv
#include <cstdint>

__device__ unsigned g_bins[40];
__device__ unsigned long long g_total;

// An unsigned char key: 256 entries; the early return makes the body a lambda.
// CHECK-LABEL: __global__ void byte_hist(const unsigned char *in, unsigned *hist, int n) { __shared__ unsigned wa_priv_hist[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_hist); __syncthreads(); [&]() {
// CHECK-NEXT: {{^}}  int i = blockIdx.x * blockDim.x + threadIdx.x;
// CHECK-NEXT: {{^}}  if (i >= n) return;
// CHECK: {{^}}  atomicAdd(&wa_priv_hist[in[i]], 1u);
// CHECK-NEXT: {{^}}}(); __syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_hist, hist); }
// OFF: warpagg::reduce_add(&hist[in[i]], 1u);
__global__ void byte_hist(const unsigned char *in, unsigned *hist, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  // DIAG: privatize.cu:[[@LINE+1]]:3: remark: privatized atomicAdd in kernel 'byte_hist': 'hist' -> block-private wa_priv_hist (256 x unsigned, 1024 bytes of shared memory per block; keys: unsigned char key), flushed once per block
  atomicAdd(&hist[in[i]], 1u);
}

// No return: the body stays a block. uint8_t, pointer arithmetic.
// CHECK-LABEL: __global__ void grid_hist(const uint8_t *in, unsigned *hist, int n) { __shared__ unsigned wa_priv_hist[256]; warpagg::private_zero<warpagg::op::add>(wa_priv_hist); __syncthreads();
// CHECK-NEXT: for (int i
// CHECK-NEXT: {{^}}    atomicAdd(wa_priv_hist + in[i], 1u);
// CHECK-NEXT: {{^}}__syncthreads(); warpagg::private_flush<warpagg::op::add>(wa_priv_hist, hist); }
__global__ void grid_hist(const uint8_t *in, unsigned *hist, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    atomicAdd(hist + in[i], 1u);
}

// Masks, modulo of an unsigned value, shifts, clamps, bool, a local
// holding a proven key; several tables of one kernel, each op its identity.
// CHECK-LABEL: __global__ void keys(const int *k, const unsigned *u, const float *v, int *a, unsigned *b, int *c, unsigned *d, float *e, long long *f, unsigned *g, int n) { __shared__ int wa_priv_a[16]; warpagg::private_zero<warpagg::op::max>(wa_priv_a); __shared__ unsigned wa_priv_b[10]; warpagg::private_zero<warpagg::op::add>(wa_priv_b); __shared__ int wa_priv_c[64]; warpagg::private_zero<warpagg::op::min>(wa_priv_c); __shared__ unsigned wa_priv_d[100]; warpagg::private_zero<warpagg::op::bit_or>(wa_priv_d); __shared__ float wa_priv_e[2]; warpagg::private_zero<warpagg::op::add>(wa_priv_e); __shared__ long long wa_priv_f[8]; warpagg::private_zero<warpagg::op::bit_and>(wa_priv_f); __shared__ unsigned wa_priv_g[24]; warpagg::private_zero<warpagg::op::bit_xor>(wa_priv_g); __syncthreads();
// CHECK: atomicMax(&wa_priv_a[k[i] & 15], i);
// CHECK: atomicAdd(&wa_priv_b[u[i] % 10u], 1u);
// CHECK: atomicMin(&wa_priv_c[u[i] >> 26], k[i]);
// CHECK: atomicOr(&wa_priv_d[min(max(k[i], 0), 99)], 1u);
// CHECK: atomicAdd(&wa_priv_e[v[i] > 0.0f], v[i]);
// CHECK: {{^}}    int slot = k[i] & 7;
// CHECK: atomicAnd(&wa_priv_f[slot], (long long)i);
// CHECK: atomicXor(&wa_priv_g[(u[i] & 7) + 16], 1u);
// CHECK: {{^}}__syncthreads(); warpagg::private_flush<warpagg::op::max>(wa_priv_a, a); warpagg::private_flush<warpagg::op::add>(wa_priv_b, b); warpagg::private_flush<warpagg::op::min>(wa_priv_c, c); warpagg::private_flush<warpagg::op::bit_or>(wa_priv_d, d); warpagg::private_flush<warpagg::op::add>(wa_priv_e, e); warpagg::private_flush<warpagg::op::bit_and>(wa_priv_f, f); warpagg::private_flush<warpagg::op::bit_xor>(wa_priv_g, g); }
__global__ void keys(const int *k, const unsigned *u, const float *v, int *a, unsigned *b, int *c, unsigned *d, float *e, long long *f, unsigned *g, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    // DIAG: privatize.cu:[[@LINE+1]]:5: remark: privatized atomicMax in kernel 'keys': 'a' -> block-private wa_priv_a (16 x int, 64 bytes of shared memory per block; keys: masked with 15), flushed once per block
    atomicMax(&a[k[i] & 15], i);
    // DIAG: privatize.cu:[[@LINE+1]]:5: remark: privatized atomicAdd in kernel 'keys': 'b' -> block-private wa_priv_b (10 x unsigned, 40 bytes of shared memory per block; keys: modulo 10), flushed once per block
    atomicAdd(&b[u[i] % 10u], 1u);
    // DIAG: privatize.cu:[[@LINE+1]]:5: remark: privatized atomicMin in kernel 'keys': 'c' -> block-private wa_priv_c (64 x int, 256 bytes of shared memory per block; keys: shifted right by 26)
    atomicMin(&c[u[i] >> 26], k[i]);
    // DIAG: privatize.cu:[[@LINE+1]]:5: remark: privatized atomicOr in kernel 'keys': 'd' -> block-private wa_priv_d (100 x unsigned, 400 bytes of shared memory per block; keys: clamped)
    atomicOr(&d[min(max(k[i], 0), 99)], 1u);
    // DIAG: privatize.cu:[[@LINE+1]]:5: remark: privatized atomicAdd in kernel 'keys': 'e' -> block-private wa_priv_e (2 x float, 8 bytes of shared memory per block; keys: bool key)
    atomicAdd(&e[v[i] > 0.0f], v[i]);
    int slot = k[i] & 7;
    atomicAnd(&f[slot], (long long)i);
    // The range [16, 24): the copy starts at key 0 all the same (a copy based
    // before its first entry would point outside the array).
    atomicXor(&g[(u[i] & 7) + 16], 1u);
  }
}

// Signed 8-bit keys: entries -128..127, the copy offset by 128.
// CHECK-LABEL: __global__ void signed_keys(const signed char *s, int *h, int n) { __shared__ int wa_priv_h[256]; warpagg::private_zero<warpagg::op::sub>(wa_priv_h); __syncthreads();
// CHECK: if (i < n) atomicSub(&(wa_priv_h + 128)[s[i]], 1);
// CHECK-NEXT: {{^}}__syncthreads(); warpagg::private_flush<warpagg::op::sub>(wa_priv_h, h, -128); }
__global__ void signed_keys(const signed char *s, int *h, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicSub(&h[s[i]], 1);
}

// __device__ tables: a statically sized array (any index is below its size)
// and a one-address counter (&g_total), scope kept in the flush; a float
// counter (a table of one) takes the runtime's uniform reduction, since a
// shared float add is a CAS loop per lane.
// CHECK-LABEL: __global__ void device_tables(const int *k, const float *x, float *sum, int n) { __shared__ unsigned wa_priv_g_bins[40]; warpagg::private_zero<warpagg::op::add_block>(wa_priv_g_bins); __shared__ unsigned long long wa_priv_g_total[1]; warpagg::private_zero<warpagg::op::add_system>(wa_priv_g_total); __shared__ float wa_priv_sum[1]; warpagg::private_zero<warpagg::op::add>(wa_priv_sum); __syncthreads();
// CHECK: atomicAdd_block(&wa_priv_g_bins[k[i]], 1u);
// CHECK-NEXT: warpagg::reduce_add_system<warpagg::strategy::uniform>(wa_priv_g_total, 1ull);
// CHECK: warpagg::reduce_add<warpagg::strategy::uniform>(wa_priv_sum, x[i]);
// CHECK: {{^}}__syncthreads(); warpagg::private_flush<warpagg::op::add_block>(wa_priv_g_bins, g_bins); warpagg::private_flush<warpagg::op::add_system>(wa_priv_g_total, &g_total); warpagg::private_flush<warpagg::op::add>(wa_priv_sum, sum); }
__global__ void device_tables(const int *k, const float *x, float *sum, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    // DIAG: privatize.cu:[[@LINE+1]]:5: remark: privatized atomicAdd_block in kernel 'device_tables': 'g_bins' -> block-private wa_priv_g_bins (40 x unsigned, 160 bytes of shared memory per block; keys: an index into 'g_bins' of 40 entries)
    atomicAdd_block(&g_bins[k[i]], 1u);
    atomicAdd_system(&g_total, 1ull);
    // DIAG: privatize.cu:[[@LINE+1]]:5: remark: privatized atomicAdd as warpagg::reduce_add<warpagg::strategy::uniform> in kernel 'device_tables': 'sum' -> block-private wa_priv_sum (1 x float, 4 bytes of shared memory per block; keys: one address)
    atomicAdd(sum, x[i]);
  }
}

// A 'warpagg: keys=N' comment states a range the tool cannot prove; a
// barrier reached by every thread before the early return is kept.
// CHECK-LABEL: __global__ void stated(const int *k, unsigned *h, int n) { __shared__ unsigned wa_priv_h[48]; warpagg::private_zero<warpagg::op::add>(wa_priv_h); __syncthreads(); [&]() {
// CHECK: atomicAdd(&wa_priv_h[k[i]], 1u + tile[0]);
__global__ void stated(const int *k, unsigned *h, int n) {
  __shared__ int tile[32];
  tile[threadIdx.x % 32] = k[threadIdx.x % 32];
  __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  // warpagg: keys=48
  atomicAdd(&h[k[i]], 1u + tile[0]);
}

// A 2-D kernel. An atomic that a guard already leaves to one lane (here per
// warp, often one thread per block) keeps its table in global memory: a copy
// would only add work where the guard is per block.
// CHECK-LABEL: __global__ void image(const unsigned char *img, int w, int h, unsigned *hist, unsigned *count) { __shared__ unsigned wa_priv_hist[16]; warpagg::private_zero<warpagg::op::add>(wa_priv_hist); __syncthreads(); [&]() {
// CHECK: if ((threadIdx.x & 31) == 0) atomicAdd(count, 1u);
__global__ void image(const unsigned char *img, int w, int h, unsigned *hist, unsigned *count) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;
  atomicAdd(&hist[img[y * w + x] >> 4], 1u);
  if ((threadIdx.x & 31) == 0) atomicAdd(count, 1u);
}

// JSON: "privatized": {
// JSON-NEXT: "bytes": 1024,
// JSON-NEXT: "callee_kept": true,
// JSON-NEXT: "element_type": "unsigned",
// JSON-NEXT: "entries": 256,
// JSON-NEXT: "first_key": 0,
// JSON-NEXT: "guarded": false,
// JSON-NEXT: "kernel": "byte_hist",
// JSON-NEXT: "keys": "unsigned char key",
// JSON-NEXT: "table": "hist",
// JSON-NEXT: "variable": "wa_priv_hist"
// STATS: privatized (block-private table): 15
// STATS: tables privatized: 15
// STATS-NEXT: tables not privatized: 1
// STATS-NEXT: already-aggregated: 1
