// An address that differs in every lane of a warp has no peer to aggregate
// with: a uniform base plus a nonzero stride times a per-thread index that is
// injective within the warp (LaneDistinct.h). Left alone, 'lane-distinct'.
// Anything a lane may share stays rewritten.
// RUN: %warpagg %s 2>/dev/null | %strip-comments | %FileCheck %s
// RUN: %warpagg %s 2>&1 >/dev/null | %FileCheck %s --check-prefix=DIAG
// RUN: %warpagg --dry-run --report=json %s 2>/dev/null | %FileCheck %s --check-prefix=JSON
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

struct Vec3 { float x, y, z; };

// 1-D kernels: nothing reachable reads threadIdx.y/z or blockDim.y/z.
__global__ void one_dimensional(float *out, float *grad, const float *in,
                                const int *key, float *dst, Vec3 *acc,
                                int ld, int n, float (*rows)[4]) {
  // DIAG: lane-distinct.cu:[[@LINE+2]]:3: note: left alone: the address differs in every lane (a uniform base plus a nonzero stride times a per-thread index, or a row's element at a remainder by at least 32 or at a column below the row's length, here or in every call of the function); no two lanes can share it [atomicAdd]
  // CHECK: {{^}}  atomicAdd(&out[threadIdx.x], 1.0f);
  atomicAdd(&out[threadIdx.x], 1.0f);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // CHECK: {{^}}  atomicAdd(out + i, in[i]);
  atomicAdd(out + i, in[i]);
  // A constant stride and a remainder confined to fewer values than it.
  for (int k = 0; k < 4; ++k)
    // CHECK: {{^}}    atomicAdd(dst + i * 4 + k, in[k]);
    atomicAdd(dst + i * 4 + k, in[k]);
  // A uniform row and a uniform pitch (assumed nonzero).
  // CHECK: {{^}}  atomicAdd(&grad[blockIdx.y * ld + threadIdx.x], 2.0f);
  atomicAdd(&grad[blockIdx.y * ld + threadIdx.x], 2.0f);
  // CHECK: {{^}}  atomicAdd(&grad[threadIdx.x * ld], 2.0f);
  atomicAdd(&grad[threadIdx.x * ld], 2.0f);
  // A member of a distinct element; a column of a distinct row.
  // CHECK: {{^}}  atomicAdd(&acc[i].y, 1.0f);
  atomicAdd(&acc[i].y, 1.0f);
  // CHECK: {{^}}  atomicAdd(&rows[i][3], 1.0f);
  atomicAdd(&rows[i][3], 1.0f);
  // A flush loop: starts less than blockDim.x apart, steps by blockDim.x.
  for (int j = threadIdx.x; j < n; j += blockDim.x)
    // CHECK: {{^}}    atomicAdd(&grad[j], in[j]);
    atomicAdd(&grad[j], in[j]);
  // A grid-stride loop over a global index.
  for (int j = i; j < n; j += blockDim.x * gridDim.x)
    // CHECK: {{^}}    atomicAdd(&out[j], in[j]);
    atomicAdd(&out[j], in[j]);
  // A pointer cast keeps the (distinct) address.
  // CHECK: {{^}}  atomicAdd(reinterpret_cast<unsigned *>(&out[i]), 1u);
  atomicAdd(reinterpret_cast<unsigned *>(&out[i]), 1u);

  // Lanes may share these: rewritten.
  // CHECK: {{^}}  warpagg::reduce_add(&out[threadIdx.x / 2], 1.0f);
  atomicAdd(&out[threadIdx.x / 2], 1.0f);
  // CHECK: {{^}}  warpagg::reduce_add(&out[threadIdx.x % 8], 1.0f);
  atomicAdd(&out[threadIdx.x % 8], 1.0f);
  // CHECK: {{^}}  warpagg::reduce_add(&out[key[i]], 1.0f);
  atomicAdd(&out[key[i]], 1.0f);
  // The remainder spans the stride: i*2 + k with k in 0..3 repeats.
  for (int k = 0; k < 4; ++k)
    // CHECK: {{^}}    warpagg::reduce_add(dst + i * 2 + k, in[k]);
    atomicAdd(dst + i * 2 + k, in[k]);
  // Two per-thread terms might cancel.
  // CHECK: {{^}}  warpagg::reduce_add(&out[i - threadIdx.x], 1.0f);
  atomicAdd(&out[i - threadIdx.x], 1.0f);
  // A step of 1: a lane one round ahead meets its neighbour.
  for (int j = threadIdx.x; j < n; ++j)
    // CHECK: {{^}}    warpagg::reduce_add(&grad[j], in[j]);
    atomicAdd(&grad[j], in[j]);
  // A narrowing cast can merge two indices.
  // CHECK: {{^}}  warpagg::reduce_add(&out[(unsigned char)i], 1.0f);
  atomicAdd(&out[(unsigned char)i], 1.0f);
}

// A 2-D block: threadIdx.x repeats within a warp only when blockDim.x is
// not a multiple of 32; a per-warp test for that would cost every call
// (left alone: lane-distinct-in-rows). The linear thread id never repeats.
__global__ void two_dimensional(float *tile, const float *in) {
  // DIAG: lane-distinct.cu:[[@LINE+2]]:3: note: left alone: the address differs in every lane whenever a warp lies in one row of the block (blockDim.x a multiple of 32); for narrower blocks a test per warp cost up to 17% over the plain atomic where rows shared no address (a 16-wide SpMM), so it is left alone (--strategy=distinct_in_rows to rewrite it anyway) [atomicAdd]
  // CHECK: {{^}}  atomicAdd(&tile[threadIdx.x], in[threadIdx.y]);
  atomicAdd(&tile[threadIdx.x], in[threadIdx.y]);
  int t = threadIdx.y * blockDim.x + threadIdx.x;
  // CHECK: {{^}}  atomicAdd(&tile[t], 1.0f);
  atomicAdd(&tile[t], 1.0f);
  // CHECK: {{^}}  atomicAdd(&tile[threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z)], 1.0f);
  atomicAdd(&tile[threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z)], 1.0f);
}

// Cooperative groups' grid and block ranks; a 16-wide tile's rank repeats.
__global__ void ranks(double *g, const double *v) {
  cg::grid_group grid = cg::this_grid();
  // CHECK: {{^}}  atomicAdd(&g[grid.thread_rank()], v[0]);
  atomicAdd(&g[grid.thread_rank()], v[0]);
  // CHECK: {{^}}  atomicAdd(&g[cg::this_thread_block().thread_rank() * 2], v[1]);
  atomicAdd(&g[cg::this_thread_block().thread_rank() * 2], v[1]);
  auto tile = cg::tiled_partition<16>(cg::this_thread_block());
  // CHECK: {{^}}  warpagg::reduce_add(&g[tile.thread_rank()], v[2]);
  atomicAdd(&g[tile.thread_rank()], v[2]);
}

// JSON: "reason_code": "lane-distinct"
