// Shared memory reached the ways rasterizers and per-warp histograms reach
// it: a local byte pointer into a __shared__ mask that the loop advances
// (`p += 4`, `p = p + stride`, `++p`), cast back to a word pointer at each
// atomic; a __shared__ row taken into a local (`s_rows[threadIdx.y]`) and
// handed through two helpers' parameters. Each is __shared__ memory, so
// --shared=leave (the default) leaves it alone. A pointer that is also
// assigned global memory, or whose address escapes, cannot be known and is
// rewritten as before.
// RUN: %warpagg %s 2>/dev/null | %strip-comments | %FileCheck %s
// RUN: %warpagg %s 2>&1 >/dev/null | %FileCheck %s --check-prefix=DIAG

typedef unsigned char U8;
typedef unsigned int U32;

__device__ void set_pointer(U8 **where, U8 *to) { *where = to; }

// The helper's parameter gets a row of a __shared__ table at every call.
__device__ void rop(volatile U32 *depth_at, U32 depth) {
  // DIAG: shared-through-pointer-walks.cu:[[@LINE+2]]:3: note: left alone: address is in shared memory ('s_depth'){{.*}} [atomicMin]
  // CHECK: {{^}}  atomicMin((U32 *)depth_at, depth);
  atomicMin((U32 *)depth_at, depth);
}
__device__ void shade(volatile U32 *tile, int px, U32 depth) { rop(&tile[px], depth); }

__device__ void add_byte(U32 *warp_hist, U32 data) {
  // DIAG: shared-through-pointer-walks.cu:[[@LINE+2]]:3: note: left alone: address is in shared memory ('s_hist'){{.*}} [atomicAdd]
  // CHECK: {{^}}  atomicAdd(warp_hist + data, 1);
  atomicAdd(warp_hist + data, 1);
}
__device__ void add_word(U32 *warp_hist, U32 data) {
  add_byte(warp_hist, data & 0xFFu);
  add_byte(warp_hist, (data >> 8) & 0xFFu);
}

__global__ void coarse(const int *lo, const int *size, U32 *global_mask,
                       const U32 *data, int n) {
  __shared__ U32 s_mask[4][256];
  __shared__ volatile U32 s_depth[4][64];
  __shared__ U32 s_hist[8 * 256];
  U8 *curr = (U8 *)&s_mask[threadIdx.y][lo[threadIdx.x]];
  U8 *skip = curr + (size[threadIdx.x] << 2);
  U32 bit = 1u << threadIdx.x;
  do {
    // DIAG: shared-through-pointer-walks.cu:[[@LINE+2]]:5: note: left alone: address is in shared memory ('s_mask'){{.*}} [atomicOr]
    // CHECK: {{^}}    atomicOr((U32 *)curr, bit);
    atomicOr((U32 *)curr, bit);
    curr += 4;
    if (curr == skip)
      curr = curr + 64, skip += 64;
    ++curr, --curr;
  } while (curr < (U8 *)&s_mask[threadIdx.y][255]);

  volatile U32 *tile = s_depth[threadIdx.y];
  shade(tile, threadIdx.x, data[threadIdx.x]);

  U32 *warp_hist = s_hist + (threadIdx.x >> 5) * 256;
  for (int i = threadIdx.x; i < n; i += blockDim.x)
    add_word(warp_hist, data[i]);

  // Assigned global memory on one path: its space cannot be known.
  U8 *either = (U8 *)&s_mask[0][threadIdx.x];
  if (n > 1000)
    either = (U8 *)global_mask;
  // CHECK: {{^}}  warpagg::reduce_or((U32 *)either, bit);
  atomicOr((U32 *)either, bit);

  // Its address escapes into a helper that may point it anywhere.
  U8 *escapes = (U8 *)&s_mask[1][threadIdx.x];
  set_pointer(&escapes, (U8 *)global_mask);
  // CHECK: {{^}}  warpagg::reduce_or((U32 *)escapes, bit);
  atomicOr((U32 *)escapes, bit);
}
