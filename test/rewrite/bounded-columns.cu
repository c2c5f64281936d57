// A row's element `q * M + c` where control flow bounds the column,
// 0 <= c < M, and c differs in every lane: distinct whatever rows the lanes
// hold (Euclidean division is unique), so left alone as 'lane-distinct'
// even where each lane's row q comes from data (analysis/ValueBounds.h,
// LaneDistinct.h). A warp walking a row's columns, `for (col = lane; col <
// dim; col += 32)`, is a graph library's edge-feature scatter. The bound
// must be the row's own length, the column unchanged since the test, the
// length's value the same at the test and the atomic, the comparison keep
// its value, and the column step keep the lanes apart.
// RUN: %warpagg --privatize=off --fuse=off %s 2>/dev/null | %strip-comments | %FileCheck %s
// RUN: %warpagg --privatize=off --fuse=off %s 2>&1 >/dev/null | %FileCheck %s --check-prefix=DIAG

// A warp per row of the input, lanes across its columns; the output row
// read from data.
__global__ void warp_per_row(const float *feat, const int *idx, float *out,
                             long n, long dim, float *colsum) {
  unsigned tid = threadIdx.x;
  unsigned lane = tid & 31;
  unsigned step = 32;
  unsigned row = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  while (row < n) {
    for (unsigned col = lane; col < dim; col += step) {
      const int write_row = idx[row * dim + col];
      // DIAG: bounded-columns.cu:[[@LINE+2]]:7: note: left alone: the address differs in every lane
      // CHECK: {{^}}      atomicAdd(out + write_row * dim + col, feat[row * dim + col]);
      atomicAdd(out + write_row * dim + col, feat[row * dim + col]);
      // A lane stepped by 32 is distinct by itself (LaneAffine.h).
      // DIAG: bounded-columns.cu:[[@LINE+2]]:7: note: left alone: the address differs in every lane
      // CHECK: {{^}}      atomicAdd(&colsum[col], 1.0f);
      atomicAdd(&colsum[col], 1.0f);
    }
    row += blockDim.x * gridDim.x / 32;
  }
}

// Bounded by an enclosing if, and by an earlier exit.
__global__ void guarded(const int *dst, float *out, int D, const float *v) {
  int lane = threadIdx.x % 32;
  int e = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  if (lane < D) {
    // DIAG: bounded-columns.cu:[[@LINE+2]]:5: note: left alone: the address differs in every lane
    // CHECK: {{^}}    atomicAdd(&out[dst[e] * D + lane], v[e]);
    atomicAdd(&out[dst[e] * D + lane], v[e]);
  }
  // Plus a value the same in every lane (a tile's start): the lanes'
  // columns still differ by less than a row.
  for (int tile = 0; tile < 4 * D; tile += 32) {
    if (lane < D) {
      // DIAG: bounded-columns.cu:[[@LINE+2]]:7: note: left alone: the address differs in every lane
      // CHECK: {{^}}      atomicAdd(out + dst[e] * D + (tile + lane), v[e]);
      atomicAdd(out + dst[e] * D + (tile + lane), v[e]);
    }
  }
  if (lane >= D)
    return;
  // DIAG: bounded-columns.cu:[[@LINE+2]]:3: note: left alone: the address differs in every lane
  // CHECK: {{^}}  atomicAdd(&out[D * dst[e] + lane], v[e]);
  atomicAdd(&out[D * dst[e] + lane], v[e]);
}

// A block-strided column with rows from data, and a remainder by a constant
// row length of at least 32 under a row read from data.
__global__ void strided(const int *perm, float *out, int D, const int *key,
                        int n) {
  for (int c = threadIdx.x; c < D; c += blockDim.x) {
    // DIAG: bounded-columns.cu:[[@LINE+2]]:5: note: left alone: the address differs in every lane
    // CHECK: {{^}}    atomicAdd(&out[perm[c] * D + c], 1.0f);
    atomicAdd(&out[perm[c] * D + c], 1.0f);
  }
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    // DIAG: bounded-columns.cu:[[@LINE+2]]:5: note: left alone: the address differs in every lane
    // CHECK: {{^}}    atomicAdd(&out[key[i] * 64 + i % 64], 2.0f);
    atomicAdd(&out[key[i] * 64 + i % 64], 2.0f);
  }
}

// Not proven: each of these can put two lanes on one address.
__global__ void not_bounded(const int *idx, float *out, long dim, long n,
                            int sdim, unsigned udim, int m) {
  unsigned lane = threadIdx.x & 31;
  // The loop's bound is not the row's length.
  for (unsigned col = lane; col < n; col += 32) {
    // DIAG: bounded-columns.cu:[[@LINE+2]]:5: remark: rewrote atomicAdd
    // CHECK: {{^}}    warpagg::reduce_add(out + idx[col] * dim + col, 1.0f);
    atomicAdd(out + idx[col] * dim + col, 1.0f);
  }
  // Steps of 16: lane 0's second column is lane 16's first.
  for (unsigned col = lane; col < dim; col += 16) {
    // DIAG: bounded-columns.cu:[[@LINE+2]]:5: remark: rewrote atomicAdd
    // CHECK: {{^}}    warpagg::reduce_add(out + idx[col] * dim + col, 2.0f);
    atomicAdd(out + idx[col] * dim + col, 2.0f);
  }
  // A signed length compared as unsigned: a negative one bounds nothing.
  for (unsigned col = lane; col < sdim; col += 32) {
    // DIAG: bounded-columns.cu:[[@LINE+2]]:5: remark: rewrote atomicAdd
    // CHECK: {{^}}    warpagg::reduce_add(out + idx[col] * sdim + col, 3.0f);
    atomicAdd(out + idx[col] * sdim + col, 3.0f);
  }
  // The column changed after its test.
  unsigned c = lane;
  if (c < udim) {
    c = c * 2;
    // DIAG: bounded-columns.cu:[[@LINE+2]]:5: remark: rewrote atomicAdd
    // CHECK: {{^}}    warpagg::reduce_add(&out[idx[c] * udim + c], 4.0f);
    atomicAdd(&out[idx[c] * udim + c], 4.0f);
  }
  // The length changed between the test and the atomic.
  if (lane < m) {
    m = m + 1;
    // DIAG: bounded-columns.cu:[[@LINE+2]]:5: remark: rewrote atomicAdd
    // CHECK: {{^}}    warpagg::reduce_add(&out[idx[lane] * m + lane], 5.0f);
    atomicAdd(&out[idx[lane] * m + lane], 5.0f);
  }
  // A remainder by a row shorter than a warp.
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // DIAG: bounded-columns.cu:[[@LINE+2]]:3: remark: rewrote atomicAdd
  // CHECK: {{^}}  warpagg::reduce_add(&out[idx[i] * 16 + i % 16], 6.0f);
  atomicAdd(&out[idx[i] * 16 + i % 16], 6.0f);
}
